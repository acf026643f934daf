import NavGeometry
import ScrollPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Prints, as CSV, a fling's trajectory (`fling`) or a large title's collapse (`title`):
//   swift run ScrollPhysicsConsumer fling [VELOCITY_FINGER_PT_PER_FRAME]
//   swift run ScrollPhysicsConsumer title

/// A drag up a 2,000-point list at `step` points per 60 Hz event, released; then the scroller
/// runs on, at 60 frames a second, until it rests.
func flingTrajectory(step: Double) -> String {
  var scroller = Scroller(viewportHeight: 852, contentHeight: 20_000)
  var csv = "t_ms,offset,velocity,phase\n"
  func row(_ time: Double) {
    csv += "\(format(time * 1000, 1)),\(format(scroller.offset, 3)),"
    csv += "\(format(scroller.velocity, 3)),\(scroller.phase.rawValue)\n"
  }
  // The finger: down at y 700, six moves 1/60 s apart, then up where the last move was.
  var time = 0.0
  var y = 700.0
  scroller.touchDown(y: y, time: time)
  row(time)
  for _ in 0..<6 {
    time += 1.0 / 60
    y -= step
    scroller.touchMove(y: y, time: time)
    row(time)
  }
  scroller.touchUp(time: time)
  // Momentum: frames at 60 Hz until the scroller is idle (at most a minute).
  while scroller.phase != .idle, time < 60 {
    time += 1.0 / 60
    scroller.advance(to: time)
    row(time)
  }
  return csv
}

/// The navigation bar of an iPhone 15 Pro with a large title, for offsets from a 60-point pull
/// to 120 points scrolled.
func titleCollapse() -> String {
  let device = Device.iPhone15Pro
  var csv = "offset,bar_bottom,large_title_scale,large_title_y,shows_large_title,background_alpha\n"
  for offset in stride(from: -60.0, through: 120, by: 4) {
    let bar = LargeTitleLayout(
      offset: offset, topInset: device.navigationBarTop, width: device.size.width, isLarge: true)
    csv += "\(format(offset, 0)),\(format(bar.barBottom, 2)),\(format(bar.largeTitleScale, 4)),"
    csv += "\(format(bar.largeTitleFrame.y, 2)),\(bar.showsLargeTitle ? 1 : 0),"
    csv += "\(format(bar.backgroundAlpha, 3))\n"
  }
  return csv
}

/// `value` with `decimals` digits after the point (no Foundation needed).
func format(_ value: Double, _ decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (abs(value) * scale).rounded()
  let whole = Int(rounded / scale)
  let fraction = Int(rounded - Double(whole) * scale)
  let sign = value < 0 && rounded != 0 ? "-" : ""
  guard decimals > 0 else { return sign + String(whole) }
  let digits = String(fraction)
  return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count)
    + digits
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "fling":
  let step = arguments.count > 1 ? Double(arguments[1]) : 30
  guard let step, step.isFinite, step > 0, step <= 200 else {
    print("ScrollPhysicsConsumer: the step is points per 60 Hz move, 0 to 200 (e.g. 30)")
    exit(2)
  }
  print(flingTrajectory(step: step), terminator: "")
case "title":
  print(titleCollapse(), terminator: "")
default:
  print("usage: ScrollPhysicsConsumer fling [STEP] | title")
  exit(2)
}
