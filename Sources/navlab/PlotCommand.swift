import ArgumentParser
import DisplayList
import Glibc
import NavGeometry
import NavLabCore
import OutputFiles
import Plots
import SDLRenderer
import ScreenModel
import ScrollPhysics
import TuningExport

/// `navlab plot`: a PNG chart of a screen's geometry curves against the scroll offset, and of a
/// fling against time, for design reviews.
struct PlotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navlab plot",
    abstract:
      "Writes a PNG chart of the chrome's geometry against scroll offset (title opacities, "
      + "header height, corner radius, status bar) and of a fling against time.",
    discussion: """
      One panel per unit (opacity, points, scale, ratio), stacked vertically; 900 pt wide at 2×. \
      Values the app animates over time (the title cross-fade, seed 003's top bar) are plotted \
      as their targets. The fling's second curve runs the same fling into an edge, to show the \
      bounce. Failures print one line and exit with code 2.

      Example:
        navlab plot --screen all --fling-velocity 3000 --rate fast --output curves.png
        navlab plot --screen settings --compare soft.json --output a-vs-b.png
      """)

  @Option(
    help: "Screen: settings, feed, album, blog, chrome (search field, refresh, tab bar) or all.")
  var screen = "all"

  @Option(help: "Device: \(OptionValues.deviceIDs) (safe area and width change the curves).")
  var device = "15pro"

  @Option(
    name: .customLong("from"), parsing: .unconditional,
    help: "First scroll offset plotted, in points (negative: pulled down).")
  var from = GeometryCurves.defaultRange.lowerBound

  @Option(
    name: .customLong("to"), parsing: .unconditional, help: "Last scroll offset plotted, in points."
  )
  var to = GeometryCurves.defaultRange.upperBound

  @Option(
    name: .customLong("fling-velocity"), parsing: .unconditional,
    help: "Start velocity of the plotted fling, pt/s (50 to 8000, either sign).")
  var flingVelocity = 2000.0

  @Option(
    name: .customLong("fling-edge"), parsing: .unconditional,
    help:
      "Distance to the edge the second fling curve bounces at, in points (default: 3/4 of the way to rest)."
  )
  var flingEdge: Double?

  @Option(help: "Deceleration rate: normal (0.998/ms) or fast (0.99/ms).")
  var rate = "normal"

  @Option(help: "Appearance: light or dark.")
  var appearance = "light"

  @Option(help: "Tuning A for --compare (default: stock, at --rate).")
  var tuning: String?

  @Option(
    name: [.customLong("compare"), .customLong("compare-tuning")],
    help: "A second tuning (B): its fling is drawn on the same axes as A's.")
  var compare: String?

  @Option(name: [.short, .long], help: "The PNG file to write.")
  var output: String

  var decelerationRate: DecelerationRate? {
    switch rate.lowercased() {
    case "normal": .normal
    case "fast": .fast
    default: nil
    }
  }

  func validate() throws {
    let screens = GeometryCurves.screens + ["all"]
    guard screens.contains(screen.lowercased()) else {
      throw ValidationError(
        "unknown screen '\(Quoted.cut(screen))'; use one of: \(screens.joined(separator: ", ")).")
    }
    _ = try OptionValues.device(device)
    _ = try OptionValues.appearance(appearance)
    guard decelerationRate != nil else {
      throw ValidationError("unknown rate '\(Quoted.cut(rate))'; use normal or fast.")
    }
    guard from.isFinite, to.isFinite, from < to, to - from <= 100_000 else {
      throw ValidationError("--from must be below --to, at most 100000 pt apart.")
    }
    guard flingVelocity.isFinite, (50...8000).contains(abs(flingVelocity)) else {
      throw ValidationError("--fling-velocity must be between 50 and 8000 pt/s (either sign).")
    }
    if let flingEdge, !(flingEdge.isFinite && (0...100_000).contains(flingEdge)) {
      throw ValidationError("--fling-edge must be between 0 and 100000 pt.")
    }
    guard !output.isEmpty else { throw ValidationError("--output needs a file name.") }
    if ScreenshotStream.isJPEG(output) || ScreenshotStream.unsupportedExtension(output) != nil {
      throw ValidationError("navlab plot writes PNG charts; give --output a .png name.")
    }
    if tuning != nil, compare == nil {
      throw ValidationError("--tuning is tuning A of a comparison; give --compare B.json too.")
    }
    try PathLimits.check([("--tuning", tuning), ("--compare", compare), ("--output", output)])
  }

  /// A and B's flings, when `--compare` is given (the tuning files read and checked).
  func comparison(edge: Double?) throws -> FlingComparison? {
    guard let compare else { return nil }
    func load(_ path: String, _ option: String) throws -> Tuning {
      try TuningFile.decode(AtomicFile.read(path, limit: 1 << 20, option: option), file: path)
    }
    func name(_ path: String) -> String {
      path.split(separator: "/").last.map(String.init) ?? path
    }
    var a = Tuning()
    a.decelerationRate = (decelerationRate ?? .normal).perMillisecond
    if let tuning { a = try load(tuning, "--tuning") }
    return FlingComparison(
      velocity: flingVelocity, a: a, b: try load(compare, "--compare"),
      names: [tuning.map(name) ?? "stock", name(compare)], edge: edge)
  }

  func run() throws {
    let device = (try? OptionValues.device(device)) ?? .iPhone15Pro
    let rate = decelerationRate ?? .normal
    let edge = flingEdge ?? FlingCurve.defaultEdge(velocity: flingVelocity, rate: rate)
    let fling = FlingCurve(velocity: flingVelocity, rate: rate, edge: edge)
    let comparison = try comparison(edge: flingEdge)
    guard
      let chart = PlotChart.make(
        screen: screen, device: device, range: from...to, fling: fling, comparison: comparison)
    else { throw ValidationError("unknown screen '\(Quoted.cut(screen))'.") }
    try Self.checkWritable(output)
    let painter = ChartPainter(appearance: (try? OptionValues.appearance(appearance)) ?? .light)
    let list = painter.paint(chart)
    let scale = 2.0
    let sdl = try SDLLibrary(video: false)
    let fonts = try FontLibrary()
    let canvas = try OffscreenCanvas(
      width: Int((list.size.width * scale).rounded()),
      height: Int((list.size.height * scale).rounded()), scale: scale, fonts: fonts)
    canvas.render(list, background: painter.background)
    try Interruption.check()
    try canvas.writePNG(to: output)
    withExtendedLifetime(sdl) {}
    // What was written, as the window's saves say it (issue 43: a silent success).
    printLine("navlab: saved \(output) (\(canvas.width) × \(canvas.height) px)")
  }

  /// Fails early, naming the file, when `path` cannot be created (missing folder, no rights).
  /// A missing folder gets the same line as the app's outputs (`OutputPaths`).
  static func checkWritable(_ path: String) throws {
    try OutputPaths.check([path])
    let file = try AtomicFile(path: path)
    file.discard()
  }

  /// Every failure prints one line and exits with code 2 (see `OneLineErrors`).
  static func main(_ arguments: [String]?) {
    Interruption.install()
    OneLineErrors.main(Self.self, arguments, name: "navlab plot")
  }
}
