import ArgumentParser
import DisplayList
import Glibc
import NavGeometry
import NavInput
import NavLabCore
import OutputFiles
import SDLRenderer
import ScreenModel
import Scripts
import Traces
import TuningExport

/// `navlab`: iOS scroll-driven navigation chrome in a desktop window, or headless. The entry
/// point is `NavLabMain` (Main.swift), which sends `navlab plot` to `PlotCommand`.
struct NavLabCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navlab",
    abstract:
      "Plays iOS navigation chrome (large titles, title cards, headers, status bar) with UIScrollView-like scrolling.",
    usage: """
      navlab [<options>]
             navlab plot [<options>] --output <file.png>
             navlab export --tuning <file.json> [<options>]
             navlab help [plot|export]
             navlab --version
      """,
    discussion: """
      Keys in the window (? shows them in the window):
      \(KeyHelp.lines().joined(separator: "\n"))

      Headless example:
        navlab --headless --script fling.json --trace fling.csv --screenshot end.png
        navlab --headless --script fling.json --record fling.mp4
      Tuning studio (two phones, same input; the panel tunes B):
        navlab --compare soft.json [--tuning a.json]
      Export a tuning as Swift for an iOS project: navlab export --help
      Record in the window, replay headless (same trace, byte for byte):
        navlab --record-script mine.json --trace window.csv
        navlab --headless --script mine.json --trace replay.csv

      Every option works in the window and headless (--record-script: window only).
      Usage errors print one line and exit with code 2.

      Subcommands (their options: navlab plot --help, or navlab help plot):
        navlab plot      charts of the geometry curves and of a fling
        navlab export    a tuning as Swift or JSON for an iOS project
      """,
    version: NavLabVersion.string)

  @Option(help: "Screen: settings, feed, album or blog (default: settings; not with --scene).")
  var screen: String?

  @Option(help: "Device: \(OptionValues.deviceIDs).")
  var device = "15pro"

  @Option(help: "Appearance: light or dark.")
  var appearance = "light"

  @Option(help: "Design: ios18 or ios26 (Liquid Glass) (default: the screen's own).")
  var design: String?

  @Option(
    name: .customLong("status-bar"),
    help:
      "Status bar: visible, hidden, hide-until-scrolled or hide-until-pulled (default: the screen's own)."
  )
  var statusBar: String?

  @Option(
    parsing: .unconditional,
    help: "List length of every screen (default: each screen's natural length).")
  var rows: Int?

  @Flag(help: "Start with the phone on its side (no status bar, large titles off).")
  var landscape = false

  @Flag(
    help:
      "Run without a window: no display needed; renders every frame at the device's native pixels."
  )
  var headless = false

  @Option(
    help:
      "A JSON script of timed events (see docs/scripts-and-traces.md); the window plays it in real time."
  )
  var script: String?

  @Option(
    name: .customLong("record-script"),
    help:
      "Window: save every input and frame of the session as a script when it ends (headless replay gives the same trace)."
  )
  var recordScript: String?

  @Option(help: "Write a CSV trace of every frame (the window writes a row per frame it draws).")
  var trace: String?

  @Option(
    help:
      "Save the last frame at the device's native pixels: PNG, or JPEG for a .jpg or .jpeg name (a .bmp, .gif, .webp… name is refused)."
  )
  var screenshot: String?

  @Option(
    help:
      "Write the last frame's layout as JSON: every element's role, text, frame (points), opacity and scene field (docs/layout-dump.md)."
  )
  var layout: String?

  @Option(
    parsing: .unconditional,
    help:
      "Frames to run (headless default: the script's length plus 1.5 s, or 1; window: until closed)."
  )
  var frames: Int?

  @Option(
    parsing: .unconditional,
    help: "Frame rate of the simulated clock (headless) or the paced loop (window).")
  var fps: Double = 60

  @Option(
    help:
      "Open a scene file (JSON, see docs/scenes.md) instead of a built-in screen; in the window it reloads when the file changes."
  )
  var scene: String?

  @Argument(
    help:
      "SwiftUI source to play: .swift files or a folder (read by the importer, see docs/swiftui.md); in place of --scene. A scene file (.json) given here plays as --scene does."
  )
  var sources: [String] = []

  @Option(
    help: "With Swift files: the view to open (default: a #Preview, else the view no other uses).")
  var view: String?

  @Option(
    name: .customLong("emit-scene"),
    help:
      "With Swift files: also write what NavLab understood as a scene file (JSON) to finish by hand."
  )
  var emitScene: String?

  @Flag(help: "With Swift files: exit with code 2 when any view was drawn as a placeholder.")
  var strict = false

  @Flag(
    name: .customLong("trace-state"),
    help:
      "With Swift files run live: add a --trace column per state value the code holds (@State, @Published…)."
  )
  var traceState = false

  @Flag(
    name: .customLong("trace-scroll"),
    help:
      "Add --trace columns for every nested scroll view of the first screen: its offset on each axis and its phase."
  )
  var traceScroll = false

  @Flag(
    name: .customLong("trace-sheet"),
    help:
      "Add --trace columns for a presented sheet: its top edge, its detent and its list's offset."
  )
  var traceSheet = false

  @Flag(
    name: .customLong("trace-tabs"),
    help:
      "Add --trace columns for the selected tab, the search field's text and scope, and the open menu."
  )
  var traceTabs = false

  @Flag(
    name: .customLong("trace-swipe"),
    help:
      "Add --trace columns for a list row moved by a swipe: its row, its content's shift and its state."
  )
  var traceSwipe = false

  @Option(help: "Load tuning exported from the tuning panel (P, then Ctrl+E).")
  var tuning: String?

  @Option(
    name: [.customLong("compare"), .customLong("compare-tuning")],
    help:
      "Tuning studio: a second phone with this tuning beside phone A (stock, or --tuning), driven by the same input; the trace gains _b columns."
  )
  var compare: String?

  @Option(
    help:
      "Draw a device screenshot (PNG or JPEG of the device's shape) over the phone to compare (O shows or hides it, Shift+O cycles 50, 25, 75 % and a difference blend)."
  )
  var overlay: String?

  @Option(
    name: .customLong("overlay-mode"),
    help:
      "How the overlay (--overlay, or the scene's \"overlay\") starts: 50, 25 or 75 (% opacity) or difference (default: 50)."
  )
  var overlayMode: String?

  @Flag(
    name: .customLong("overlay-in-screenshot"),
    help:
      "Include the overlay (--overlay, or the scene's \"overlay\") in --screenshot, script screenshots and --record videos, as O last left it (Ctrl+S never does)."
  )
  var overlayInScreenshot = false

  @Flag(
    name: .customLong("notices-in-screenshot"),
    help:
      "Include the window's notices (a key's toast, the red banner) in --screenshot, script screenshots and --record videos (default: left out)."
  )
  var noticesInScreenshot = false

  @Option(
    name: .customLong("top-bar"),
    help: "Blog top bar: seed (the article's formula, animated) or continuous.")
  var topBar = "seed"

  @Option(
    help:
      "Record a video: FILE.mp4 or FILE.gif (needs ffmpeg; GIFs at most 30 fps). A window session is rendered headless at --fps when it ends."
  )
  var record: String?

  @Option(
    name: .customLong("record-scale"), parsing: .unconditional,
    help:
      "Pixels per point of the --record video: 1, 2 or 3 (capped at the device's scale; default: 1)."
  )
  var recordScaleOption: Int?

  /// `--record-scale`, 1 when not given.
  var recordScale: Int { recordScaleOption ?? 1 }

  /// `--screen`, settings when not given.
  var screenName: String { (screen ?? "settings").lowercased() }

  @Option(help: ArgumentHelp(UserFonts.help, valueName: "dir|auto"))
  var fonts: String?

  @Option(help: ArgumentHelp(UserSymbolFiles.help, valueName: "dir"))
  var symbols: String?

  func validate() throws {
    try UserFonts.validate(fonts)
    try UserSymbolFiles.validate(symbols)
    if let screen, !ScreenCatalog.names.contains(screen.lowercased()) {
      throw ValidationError(
        "unknown screen '\(Quoted.cut(screen))'; use one of: \(ScreenCatalog.names.joined(separator: ", "))."
      )
    }
    _ = try OptionValues.device(device)
    _ = try OptionValues.appearance(appearance)
    if let design, Design(rawValue: design.lowercased()) == nil {
      throw ValidationError("unknown design '\(design)'; use ios18 or ios26.")
    }
    if let statusBar, StatusBarMode(rawValue: statusBar.lowercased()) == nil {
      throw ValidationError(
        "unknown status-bar mode '\(Quoted.cut(statusBar))'; use visible, hidden, hide-until-scrolled or hide-until-pulled."
      )
    }
    guard CollapsingTopBarLayout.Style(rawValue: topBar.lowercased()) != nil else {
      throw ValidationError(
        "unknown top-bar style '\(Quoted.cut(topBar))'; use seed or continuous.")
    }
    if let rows, rows < 0 {
      throw ValidationError("--rows \(rows): a list cannot have fewer than 0 rows.")
    }
    if let rows, rows > 100_000_000 {
      throw ValidationError("--rows must be between 0 and 100000000.")
    }
    guard fps.isFinite, fps >= 1, fps <= 1000 else {
      throw ValidationError("--fps must be between 1 and 1000.")
    }
    if let frames, frames < 0 {
      throw ValidationError("--frames \(frames): the number of frames cannot be negative.")
    }
    if recordScript != nil, headless {
      throw ValidationError(
        "--record-script records a window session; a headless run already has its script.")
    }
    guard (1...3).contains(recordScale) else {
      throw ValidationError("--record-scale must be 1, 2 or 3.")
    }
    try PathLimits.check([
      ("--script", script), ("--trace", trace), ("--screenshot", screenshot), ("--layout", layout),
      ("--scene", scene), ("--emit-scene", emitScene),
      ("--tuning", tuning), ("--compare", compare), ("--record", record),
      ("--record-script", recordScript), ("--overlay", overlay),
    ])
    if let overlayMode, ReferenceOverlay.Mode(name: overlayMode) == nil {
      throw ValidationError(
        "unknown overlay mode '\(Quoted.cut(overlayMode))'; use 50, 25, 75 or difference.")
    }
    try checkConflicts()
  }

  /// The files given without an option, checked first thing when the run starts (issue 43):
  /// no importer is looked for before they are known to be SwiftUI source or a scene, and a
  /// scene file (`navlab mail.json`) becomes `--scene`. Not in `validate()`, which runs before
  /// ArgumentParser names an unknown option: `--screenshto x.png` must say "did you mean
  /// --screenshot", not that x.png does not exist.
  mutating func takeSources() throws {
    let kind: SourceArguments.Kind
    do {
      kind = try SourceArguments.classify(sources)
    } catch {
      throw ValidationError(error.message)
    }
    guard case .scene(let path) = kind else { return }
    // A script or a tuning file given in its place is named as one (its scene errors would
    // list the scene fields it lacks).
    if let bytes = try? AtomicFile.read(path, limit: 8 << 20) {
      let shown = Quoted.cut(path)
      if (try? Script.parse(bytes, name: path)) != nil {
        throw ValidationError(
          "\(shown) is a script, not a scene: navlab --headless --script \(shown) replays it (without --headless, in the window)."
        )
      }
      if (try? TuningFile.decode(bytes, file: path)) != nil {
        throw ValidationError(
          "\(shown) is a tuning file, not a scene: navlab --tuning \(shown) loads it.")
      }
    }
    // `navlab mail.json` plays the scene as `navlab --scene mail.json` does.
    scene = path
    sources = []
    try checkConflicts()
  }

  /// Options that contradict each other, or do nothing without another, are refused instead of
  /// one being ignored silently (issue 33).
  func checkConflicts() throws {
    if let scene, let json = sources.first(where: { $0.lowercased().hasSuffix(".json") }) {
      throw ValidationError(
        "\(Quoted.cut(json)) and --scene \(Quoted.cut(scene)) are two scene files; give one.")
    }
    if !sources.isEmpty, scene != nil {
      throw ValidationError("give either --scene FILE.json or Swift files, not both.")
    }
    if sources.isEmpty, view != nil || emitScene != nil || strict {
      throw ValidationError(
        "--view, --emit-scene and --strict apply to Swift files: navlab FILE.swift --view NAME.")
    }
    if traceState, sources.isEmpty {
      throw ValidationError(
        "--trace-state traces a SwiftUI file's state: navlab FILE.swift --trace FILE.csv --trace-state."
      )
    }
    if traceScroll, trace == nil {
      throw ValidationError("--trace-scroll adds columns to a trace; give --trace FILE.csv too.")
    }
    if traceSheet, trace == nil {
      throw ValidationError("--trace-sheet adds columns to a trace; give --trace FILE.csv too.")
    }
    if traceTabs, trace == nil {
      throw ValidationError("--trace-tabs adds columns to a trace; give --trace FILE.csv too.")
    }
    if traceSwipe, trace == nil {
      throw ValidationError("--trace-swipe adds columns to a trace; give --trace FILE.csv too.")
    }
    if traceState, trace == nil {
      throw ValidationError("--trace-state adds columns to a trace; give --trace FILE.csv too.")
    }
    if traceState, emitScene != nil || strict {
      throw ValidationError(
        "--trace-state traces the code as it runs; --emit-scene and --strict import it without running it: give one or the other."
      )
    }
    if screen != nil, scene != nil {
      throw ValidationError(
        "--screen and --scene both choose what the phone shows; give one of them.")
    }
    if recordScaleOption != nil, record == nil {
      throw ValidationError(
        "--record-scale sets the scale of a --record video; give --record FILE.mp4 too.")
    }
  }

  /// Checks, once the files are loaded, that the overlay options have an overlay to act on.
  func checkOverlayOptions(_ files: LaunchFiles) throws {
    guard files.overlay == nil, files.scene?.overlay == nil else { return }
    for (given, option) in [
      (overlayInScreenshot, "--overlay-in-screenshot"), (overlayMode != nil, "--overlay-mode"),
    ] where given {
      throw ValidationError(
        "\(option) needs an overlay: give --overlay FILE.png, or a --scene with \"overlay\".")
    }
  }

  /// The options with the scene and tuning files loaded.
  func engineOptions(_ files: LaunchFiles) -> EngineOptions {
    var options = engineOptions
    options.scene = files.scene
    options.pushedScenes = files.pushedScenes
    options.tuning = files.tuning
    options.overlay = files.overlay
    options.design = design.flatMap { Design(rawValue: $0.lowercased()) }
    options.fontName = UserFonts.inUse
    options.liveProgram = files.liveProgram
    return options
  }

  /// `--trace-scroll`'s columns: phone A's first screen's nested scroll views.
  func scrollColumns(_ studio: Studio) -> [ScrollTraceColumn] {
    traceScroll ? studio.a.scrollTraceColumns() : []
  }

  /// The trace's header: with `--trace-state`, a column per state name the live program
  /// gave so far (its first answer's, in its order).
  func traceHeader(_ studio: Studio) -> String {
    let header = TraceFormatter.header(
      compared: studio.isComparing,
      stateNames: traceState ? studio.a.liveSession.stateNames : [],
      scrollColumns: scrollColumns(studio))
    let sheet = traceSheet ? TraceFormatter.appendingSheetColumns(to: header) : header
    let tabs = traceTabs ? TraceFormatter.appendingTabColumns(to: sheet) : sheet
    return traceSwipe ? TraceFormatter.appendingSwipeColumns(to: tabs) : tabs
  }

  /// What `--screenshot`, script screenshots and videos show of `studio` (see
  /// `Studio.captured`).
  func captured(_ studio: Studio) -> Studio {
    studio.captured(notices: noticesInScreenshot, overlay: overlayInScreenshot)
  }

  /// The window's phones: one, or A and B with `--compare`, captioned with their files. Text
  /// is measured with `measure` when given (a headless run's canvas draws with the same
  /// rasterizer: one set of glyph runs), else a rasterizer of its own at the device's scale.
  func studio(_ files: LaunchFiles, fonts: FontLibrary, measure: Rasterizer? = nil) -> Studio {
    func name(_ path: String) -> String {
      path.split(separator: "/").last.map(String.init) ?? path
    }
    var options = engineOptions(files)
    // Content trees are laid out with the font that draws them, at the device's pixels.
    let measuring =
      measure.flatMap { $0.scale == options.device.scale ? $0 : nil }
      ?? Rasterizer(fonts: fonts, scale: options.device.scale)
    options.textMeasure = ContentTextMeasure(RasterizerTextMeasure(measuring), name: "font")
    // Phone B runs the same code in a program of its own, with its own feel.
    let liveB = files.compareTuning == nil ? nil : try? files.liveProgram?.restarted()
    var studio = Studio(
      options: options, compare: files.compareTuning,
      names: ("A · " + (tuning.map(name) ?? "stock"), "B · " + (compare.map(name) ?? "")),
      programB: liveB?.program)
    if let start = files.liveStart { studio.a.startLive(with: start) }
    if let startB = liveB?.response { studio.b?.startLive(with: startB) }
    if let mode = overlayMode.flatMap(ReferenceOverlay.Mode.init(name:)) {
      studio.a.overlay.mode = mode
      studio.b?.overlay.mode = mode
    }
    return studio
  }

  var engineOptions: EngineOptions {
    EngineOptions(
      device: (try? OptionValues.device(device)) ?? .iPhone15Pro, screen: screenName,
      appearance: (try? OptionValues.appearance(appearance)) ?? .light,
      statusBarMode: statusBar.flatMap { StatusBarMode(rawValue: $0.lowercased()) }, rows: rows,
      topBarStyle: CollapsingTopBarLayout.Style(rawValue: topBar.lowercased()) ?? .seed,
      landscape: landscape)
  }

  mutating func run() throws {
    try takeSources()
    Interruption.install()
    UserFonts.apply(fonts)
    UserSymbolFiles.install(symbols)
    do {
      // The imported scene's temporary folder goes when the run ends, failed or not.
      defer { if emitScene == nil, !sources.isEmpty { TemporaryFiles.removeAll() } }
      // The script and the names of the files to write are checked before the importer runs.
      let loaded = try script.map(ScriptLoader.load) ?? Script(entries: [])
      try OutputPaths.checkScreenshotNames(self, script: loaded)
      var live: (program: ImporterLiveProgram, scene: ScreenSpec, response: LiveResponse)?
      if !sources.isEmpty {
        let importer = try SwiftUIImport.importer()
        if emitScene == nil, !strict, SwiftUIImport.servesLive(importer) {
          // The views run every frame (issue 30): the importer serves their scenes.
          let program = try ImporterLiveProgram(importer: importer, sources: sources, view: view)
          let first = try program.start()
          live = (program, first.scene, first.response)
        } else {
          if traceState {
            throw SwiftUIImport.Failure(
              description:
                "navlab: --trace-state needs an importer that runs the code (navlab-import --serve); \(importer) only imports it (rebuild it with scripts/importer, or leave out --trace-state)."
            )
          }
          // The importer writes the scene file; from here on it is a `--scene` run.
          let output = try emitScene ?? SwiftUIImport.temporaryScene(for: sources)
          try SwiftUIImport.run(sources: sources, view: view, strict: strict, output: output)
          scene = output
        }
      }
      let options = engineOptions
      var files = try LaunchFiles(
        scene: scene, tuning: tuning, rows: rows, compare: compare, overlay: overlay,
        device: options.landscape ? options.device.rotated() : options.device)
      if let live {
        try files.useLive(
          live.program, scene: live.scene, response: live.response, rows: rows,
          device: options.landscape ? options.device.rotated() : options.device)
      }
      try checkOverlayOptions(files)
      try OutputPaths.check(OutputPaths.planned(by: self, script: loaded))
      try OutputConflicts.check(command: self, script: loaded)
      if headless {
        try HeadlessRunner(command: self, script: loaded, files: files).run()
      } else {
        try WindowRunner(command: self, script: loaded, files: files).run()
      }
    } catch let failure as UserFacingError {
      ChildProcesses.stopAll()
      printError(failure.description)
      throw ExitCode(2)
    } catch let interrupted as Interrupted {
      // The importer (and anything it started) goes with the run.
      ChildProcesses.stopAll()
      TemporaryFiles.removeAll()
      printError(interrupted.description)
      throw ExitCode(interrupted.exitCode)
    }
  }
}

/// A failure the user can act on: printed as one clear line, exit code 2.
protocol UserFacingError: Error, CustomStringConvertible {}

/// Prints `message` on one line of standard error: control characters a file's name or
/// content brought into it are escaped (``Quoted/escaped(_:)``), so no refusal spans two lines.
func printError(_ message: String) {
  var standardError = StandardError()
  print(Quoted.escaped(message), to: &standardError)
}

struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    // write(2), no shared C `stderr` global (Swift 6 concurrency checking), on the copy of
    // descriptor 2 made at start: 2 itself may be muted while an image decodes.
    MessageOutput.write(string)
  }
}
