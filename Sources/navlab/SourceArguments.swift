import Glibc
import NavLabCore
import ScreenModel

/// What `navlab` is given without an option (issue 43), checked before anything else runs: a
/// bare word that names no file (`navlab plt`, a near-miss of `plot`) is refused before
/// ArgumentParser reads the options after it; a file that is not SwiftUI source (`notes.md`),
/// a missing path or a folder without Swift files is refused in one line before the importer is
/// looked for; a scene file (`navlab mail.json`) plays as `--scene mail.json` does.
enum SourceArguments {
  /// One line naming the mistake; `message` is without the leading "navlab: " (a usage error's
  /// line adds it, with "See navlab --help.").
  struct Refusal: UserFacingError {
    var message: String
    var description: String { "navlab: \(message)" }
  }

  /// The words typed after `navlab` that are not files: the subcommands and `help`.
  static let commands = ["plot", "export", "help"]

  /// The refusal of a first argument that is a bare word (no `-`, `.` or `/`) naming nothing
  /// on disk: a built-in screen's name, a near-miss of a command or of a screen, or anything
  /// else. Nil when the first argument is an option or a path that exists.
  static func checkFirstWord(_ arguments: [String]) -> Refusal? {
    guard let word = arguments.first, !word.isEmpty, !word.hasPrefix("-"),
      !word.contains("/"), !word.contains("."), !exists(word)
    else { return nil }
    let shown = Quoted.cut(word)
    let lowered = word.lowercased()
    if ScreenCatalog.names.contains(lowered) {
      return Refusal(
        message:
          "'\(shown)' is not a file; to open the built-in screen: navlab --screen \(lowered)."
      )
    }
    if let command = nearest(lowered, among: commands) {
      return Refusal(
        message:
          "'\(shown)' is not a file or a command; did you mean \(command)? (navlab \(command == "help" ? "help" : command + " --help"))"
      )
    }
    if let screen = nearest(lowered, among: ScreenCatalog.names) {
      return Refusal(
        message:
          "'\(shown)' is not a file; did you mean the built-in screen \(screen)? (navlab --screen \(screen))"
      )
    }
    return Refusal(
      message:
        "'\(shown)' is not a file, a folder or a command; navlab plays .swift files, folders of them and scene files (.json); its commands are \(commands.joined(separator: ", ")) (see navlab --help)."
    )
  }

  /// What the positional arguments are.
  enum Kind: Equatable {
    /// SwiftUI source: `.swift` files and folders holding some.
    case swift
    /// One scene file, played as `--scene` is.
    case scene(String)
  }

  /// Checks every path in `sources` and says what they are, or refuses the first that is not
  /// a `.swift` file, a folder with `.swift` files in it, or a single scene file.
  static func classify(_ sources: [String]) throws(Refusal) -> Kind {
    var scenes: [String] = []
    for path in sources {
      let shown = Quoted.cut(path)
      var info = stat()
      guard stat(path, &info) == 0 else {
        throw Refusal(
          message: errno == ENOENT || errno == ENOTDIR
            ? "\(shown): no such file or folder."
            : "cannot read \(shown): \(String(cString: strerror(errno))).")
      }
      let type = info.st_mode & S_IFMT
      if type == S_IFDIR {
        guard !SwiftUIImport.watchedFiles([path]).isEmpty else {
          throw Refusal(
            message:
              "the folder \(shown) holds no .swift file (its subfolders neither); give a folder of SwiftUI sources or .swift files."
          )
        }
        continue
      }
      let fileExtension = path.split(separator: "/").last.flatMap { name in
        name.contains(".") ? name.split(separator: ".").last.map { $0.lowercased() } : nil
      }
      guard type == S_IFREG else {
        throw Refusal(
          message:
            "\(shown) is not a regular file (a FIFO, socket or device); give .swift files, a folder of them, or a scene file."
        )
      }
      switch fileExtension {
      case "swift": continue
      case "json": scenes.append(path)
      default:
        throw Refusal(
          message:
            "\(shown) is not a Swift file; navlab plays .swift files, folders of them, and scene files (.json)."
        )
      }
    }
    guard let scene = scenes.first else { return .swift }
    guard sources.count == 1 else {
      throw Refusal(
        message:
          "\(Quoted.cut(scene)) is a scene file: play it on its own (navlab \(Quoted.cut(scene))), not with other files."
      )
    }
    return .scene(scene)
  }

  /// The candidate `word` is a near-miss of: one edit away for words of up to 4 letters, two
  /// for longer ones (a swap of two neighbours counts as one edit).
  static func nearest(_ word: String, among candidates: [String]) -> String? {
    let allowed = word.count <= 4 ? 1 : 2
    let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= allowed }
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
  /// two neighbouring characters, each one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }

  private static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }
}
