import NavLabCore
import OutputFiles
import ScreenModel
import Scripts

extension ScriptError: UserFacingError {}
extension AtomicFile.Failure: UserFacingError {}
extension SceneError: UserFacingError {}

/// Reads and validates a script file.
enum ScriptLoader {
  static func load(_ path: String) throws -> Script {
    let bytes = try AtomicFile.read(path, limit: Script.maximumFileSize, option: "--script")
    return try Script.parse(bytes, name: path)
  }
}
