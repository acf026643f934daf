import DisplayList
import Glibc
import NavGeometry
import NavLabCore
import OutputFiles
import SDLRenderer
import ScreenModel
import TuningExport

/// The scene and tuning files given on the command line, read and validated before anything
/// opens, so a broken file is refused with its path and field instead of half-starting.
struct LaunchFiles {
  var scenePath: String?
  var scene: ScreenSpec?
  /// The scenes the scene's rows push, and theirs, by resolved path.
  var pushedScenes: [String: ScreenSpec] = [:]
  var tuning = Tuning()
  /// The scenes' images and the overlay, decoded (shared by every rasterizer of the run).
  var images = ImageStore()
  /// `--overlay`, loaded.
  var overlay: ImageID?
  /// Phone B's tuning (`--compare FILE`): nil for one phone.
  var compareTuning: Tuning?
  /// The SwiftUI code run every frame (`navlab FILE.swift` with a serving importer), and its
  /// first answer (``useLive(_:scene:response:rows:device:)``).
  var liveProgram: ImporterLiveProgram?
  var liveStart: LiveResponse?

  struct TooManyScenes: UserFacingError { var description: String }

  /// Scene files one launch loads at most (a scene and those it pushes, transitively).
  static let maximumSceneCount = 64

  init() {}

  init(
    scene path: String?, tuning tuningPath: String?, rows: Int?, compare: String? = nil,
    overlay overlayPath: String? = nil, device: Device = .iPhone15Pro
  ) throws {
    // Every image of the launch at once: the budget is checked before anything is decoded.
    var batch = SceneImages.Batch()
    if let path {
      scenePath = path
      var spec = try LaunchFiles.loadScene(path, option: "--scene")
      if let rows { spec.rowCount = rows }
      scene = spec
      pushedScenes = try LaunchFiles.loadPushedScenes(from: spec)
      // Symbol names NavLab cannot draw are drawn as text; say so once per name.
      let pushed = pushedScenes.sorted(by: { $0.key < $1.key }).map(\.value)
      for warning in SymbolNameCheck.warnings(for: [spec] + pushed) {
        printError("navlab: \(warning)")
      }
      batch.add(spec, file: path)
      for (file, pushed) in pushedScenes.sorted(by: { $0.key < $1.key }) {
        batch.add(pushed, file: file)
      }
    }
    if let overlayPath {
      batch.addOverlay(overlayPath)
      overlay = ImageID(path: overlayPath)
    }
    if !batch.requests.isEmpty { try SceneImages.load(batch, device: device, into: images) }
    if let tuningPath {
      let bytes = try AtomicFile.read(tuningPath, limit: 1 << 20, option: "--tuning")
      tuning = try TuningFile.decode(bytes, file: tuningPath)
    }
    if let compare {
      let bytes = try AtomicFile.read(compare, limit: 1 << 20, option: "--compare")
      compareTuning = try TuningFile.decode(bytes, file: compare)
    }
  }

  /// Follows every row's `push`, breadth first; each file is read once, so scenes may push
  /// each other in a cycle.
  static func loadPushedScenes(from root: ScreenSpec) throws -> [String: ScreenSpec] {
    var loaded: [String: ScreenSpec] = [:]
    var queue = [root]
    while !queue.isEmpty {
      let spec = queue.removeFirst()
      // Inline pushed scenes may name scene files too.
      queue += spec.destinations.keys.sorted().compactMap { spec.destinations[$0] }
      for path in Set(spec.rows.compactMap(\.push)).sorted() where loaded[path] == nil {
        guard loaded.count < maximumSceneCount else {
          throw TooManyScenes(
            description:
              "\(path): more than \(maximumSceneCount) scene files are pushed from one scene; push fewer."
          )
        }
        let pushed = try loadScene(path)
        loaded[path] = pushed
        queue.append(pushed)
      }
    }
    return loaded
  }

  /// Reads and decodes a scene file; `option` names where the path came from (`--scene`; nil
  /// for a file a row pushes, whose errors name the file alone).
  static func loadScene(_ path: String, option: String? = nil) throws -> ScreenSpec {
    let bytes = try AtomicFile.read(path, limit: SceneDecoder.maximumFileSize, option: option)
    return try SceneDecoder.decode(bytes, file: path, id: SceneDecoder.id(forFile: path))
  }

  /// The file's modification time and size, to notice edits (nil when it cannot be read).
  static func signature(_ path: String) -> (Int, Int, Int)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size))
  }

  /// Writes the tuned phone's tuning (B when comparing) to `navlab-tuning.json` in the current
  /// folder (atomically), with a note line saying what was tuned and when (`stamp`), and returns
  /// the line that says so.
  /// Where Ctrl+E writes the tuning panel's values.
  static let tuningExportPath = "navlab-tuning.json"

  static func exportTuning(_ studio: Studio, stamp: String) throws(AtomicFile.Failure) -> String {
    let path = tuningExportPath
    let engine = studio.tuned
    let note = TuningNote.make(
      engine.options.tuning, spec: engine.top.spec, device: engine.device.name, stamp: stamp)
    let file = try AtomicFile(path: path)
    file.write(TuningFile.encode(engine.options.tuning, note: note))
    try file.commit()
    return "navlab: saved \(path) (load it with --tuning \(path))"
  }
}
