import Glibc
import NavLabCore
import SDLRenderer
import ScreenModel
import Scripts

/// Checks, before anything runs, that every file a run will write can be written: a folder that
/// does not exist fails at once with its name, not after minutes of rendering.
enum OutputPaths {
  struct Failure: UserFacingError {
    var description: String
  }

  static func check(_ paths: [String]) throws {
    for path in paths {
      let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
      let directory = folder.isEmpty ? "/" : folder
      var info = stat()
      guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        throw Failure(
          description:
            "navlab: cannot write \(path): the folder \(directory) does not exist. Create it or choose another path."
        )
      }
      guard access(directory, W_OK) == 0 else {
        throw Failure(
          description:
            "navlab: cannot write \(path): the folder \(directory) is not writable. Choose another path."
        )
      }
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        throw Failure(
          description: "navlab: cannot write \(path): it is a folder. Give a file name.")
      }
    }
  }

  /// Refuses a screenshot name (`--screenshot`, a script's `screenshot` events) whose extension
  /// is an image format NavLab does not write: PNG (`.png`, or no extension) and JPEG (`.jpg`,
  /// `.jpeg`) only.
  static func checkScreenshotNames(_ command: NavLabCommand, script: Script) throws {
    var named: [(String, String)] = command.screenshot.map { [("--screenshot", $0)] } ?? []
    for entry in script.entries {
      if case .screenshot(let path) = entry.action {
        named.append(("the script's screenshot", path))
      }
    }
    for (what, path) in named {
      guard let suffix = ScreenshotStream.unsupportedExtension(path) else { continue }
      throw Failure(
        description:
          "navlab: \(what) \(Quoted.cut(path)): screenshots are PNG (.png) or JPEG (.jpg, .jpeg), not .\(Quoted.cut(suffix, limit: 12)); give one of those names."
      )
    }
  }

  /// Every file a run writes: --screenshot, --layout, --trace, --record, --record-script and
  /// the script's screenshots and layout dumps.
  static func planned(by command: NavLabCommand, script: Script) -> [String] {
    var paths = [
      command.screenshot, command.layout, command.trace, command.record, command.recordScript,
    ]
    .compactMap { $0 }
    for entry in script.entries {
      switch entry.action {
      case .screenshot(let path), .layout(let path): paths.append(path)
      case .input: break
      }
    }
    return paths
  }
}
