import Glibc
import NavLabCore

/// The scene and tuning files given on the command line, read and validated before anything
/// opens, so a broken file is refused with its path and field instead of half-starting.
struct LaunchFiles {
  var scenePath: String?
  var scene: ScreenSpec?
  var tuning = Tuning()

  init() {}

  init(scene path: String?, tuning tuningPath: String?, rows: Int?) throws {
    if let path {
      scenePath = path
      var spec = try LaunchFiles.loadScene(path)
      if let rows { spec.rowCount = rows }
      scene = spec
    }
    if let tuningPath {
      let bytes = try AtomicFile.read(tuningPath, limit: 1 << 20)
      tuning = try TuningFile.decode(bytes, file: tuningPath)
    }
  }

  static func loadScene(_ path: String) throws -> ScreenSpec {
    let bytes = try AtomicFile.read(path, limit: SceneDecoder.maximumFileSize)
    return try SceneDecoder.decode(bytes, file: path, id: SceneDecoder.id(forFile: path))
  }

  /// The file's modification time and size, to notice edits (nil when it cannot be read).
  static func signature(_ path: String) -> (Int, Int, Int)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size))
  }

  /// Writes the tuning to `navlab-tuning.json` in the current folder (atomically) and returns
  /// the line that says so.
  static func exportTuning(_ tuning: Tuning) throws(AtomicFile.Failure) -> String {
    let path = "navlab-tuning.json"
    let file = try AtomicFile(path: path)
    file.write(TuningFile.encode(tuning))
    try file.commit()
    return "navlab: saved \(path) (load it with --tuning \(path))"
  }
}
