import ArgumentParser
import NavLabCore
import ScreenModel

/// File options longer than Linux's PATH_MAX (4096 bytes, with its terminating zero) can never be
/// opened; refusing them up front keeps every later message that names a file short.
enum PathLimits {
  static let maximumBytes = 4095

  static func check(_ options: [(name: String, path: String?)]) throws {
    for (name, path) in options {
      guard let path, path.utf8.count > maximumBytes else { continue }
      throw ValidationError(
        "\(name) \"\(Quoted.cut(path))\" is longer than \(maximumBytes) bytes; give a shorter path."
      )
    }
  }
}
