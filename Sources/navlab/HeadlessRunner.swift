import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer

extension SDLError: UserFacingError {}

/// Runs a script without a window: a simulated clock, the software renderer at the device's
/// native pixels every frame, a trace and screenshots written atomically.
struct HeadlessRunner {
  let command: NavLabCommand
  let script: Script

  func run() throws {
    let options = command.engineOptions
    var player = ScriptPlayer(engine: Engine(options: options), script: script, fps: command.fps)
    let frames = command.frames ?? player.defaultFrameCount
    let sdl = try SDLLibrary(video: false)
    let fonts = try FontLibrary()
    var device = options.device
    var offscreen = try makeCanvas(device: device, fonts: fonts)
    let trace = try command.trace.map { path throws -> AtomicFile in try AtomicFile(path: path) }
    trace?.write(TraceFormatter.header)
    var painter = FramePainter()
    var list = DisplayList(size: device.size)
    var line = ""
    var shots: [String] = []
    shots.reserveCapacity(4)
    for frame in 0..<frames {
      shots.removeAll(keepingCapacity: true)
      player.step(frame: frame, screenshots: &shots)
      if player.engine.requests.contains(.deviceChanged) {
        device = player.engine.device
        offscreen = try makeCanvas(device: device, fonts: fonts)
      }
      if player.engine.requests.contains(.screenshot) {
        shots.append("navlab-frame\(frame).png")
      }
      player.engine.requests = []
      painter.paint(player.engine, into: &list)
      offscreen.render(list)
      for path in shots { try offscreen.writePNG(to: path) }
      if let trace {
        TraceFormatter.row(
          frame: frame, timeMilliseconds: player.time(ofFrame: frame) * 1000,
          values: player.engine.takeFrameValues(), into: &line)
        trace.write(line)
      }
    }
    if frames == 0 {
      painter.paint(player.engine, into: &list)
      offscreen.render(list)
    }
    if let path = command.screenshot { try offscreen.writePNG(to: path) }
    try trace?.commit()
    withExtendedLifetime(sdl) {}
  }

  private func makeCanvas(device: Device, fonts: FontLibrary) throws -> OffscreenCanvas {
    try OffscreenCanvas(
      width: Int((device.size.width * device.scale).rounded()),
      height: Int((device.size.height * device.scale).rounded()), scale: device.scale,
      fonts: fonts)
  }
}
