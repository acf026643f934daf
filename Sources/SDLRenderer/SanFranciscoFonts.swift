import DisplayList
import Glibc

/// Apple's San Francisco fonts, when the user has installed them.
///
/// NavLab never ships or downloads SF (Apple's licence lets a user who has the fonts use them
/// to mock up Apple platforms' UI). With `--fonts DIR` (or `--fonts auto`, which searches
/// `~/.fonts`, `~/.local/share/fonts`, `/usr/share/fonts` and `/usr/local/share/fonts`), the
/// files Apple's installers use are looked for: `SF-Pro-Text-Semibold.otf`,
/// `SF-Pro-Display-Bold.otf`, `SF-Pro-Rounded-Regular.otf`, ... (also the `SFProText-…` and
/// `SF-Pro-Text-…` spellings, `.otf` or `.ttf`). SF Compact and SF Mono are reported when found
/// but draw nothing (NavLab imitates iPhone UI, whose text is SF Pro).
public struct SanFranciscoFonts: Sendable, Equatable {
  /// The file for each face NavLab draws, by weight, design and optical size.
  let files: [FontFace: String]
  /// The SF families found, for the message saying which font is in use ("SF Pro",
  /// "SF Pro Rounded", "SF Compact", "SF Mono").
  public let families: [String]

  /// The folders `--fonts auto` searches.
  public static var usualFolders: [String] {
    let home = FontLibrary.environment("HOME").map { [$0 + "/.fonts", $0 + "/.local/share/fonts"] }
    return (home ?? []) + ["/usr/share/fonts", "/usr/local/share/fonts"]
  }

  /// SF fonts in `folders` (searched four levels deep), or nil when no SF Pro text face is there.
  public static func find(in folders: [String]) -> SanFranciscoFonts? {
    var byName: [String: String] = [:]
    for folder in folders { collect(folder, depth: 0, into: &byName) }
    return SanFranciscoFonts(byName: byName)
  }

  /// Matches lower-cased file names to faces; nil without SF Pro Text Regular.
  init?(byName: [String: String]) {
    var files: [FontFace: String] = [:]
    for face in FontFace.all {
      let design: String
      switch (face.design, face.display) {
      case (.rounded, _): design = "rounded"
      case (.standard, true): design = "display"
      case (.standard, false): design = "text"
      }
      // Display falls back to Text, Rounded to nothing (Quicksand or Inter then draw it).
      let designs = face.design == .rounded ? [design] : face.display ? [design, "text"] : [design]
      for candidate in designs {
        if let path = Self.lookUp(design: candidate, weight: face.weight, in: byName) {
          files[face] = path
          break
        }
      }
    }
    guard files[FontFace(weight: .regular, design: .standard, display: false)] != nil else {
      return nil
    }
    self.files = files
    var families = ["SF Pro"]
    if files.keys.contains(where: { $0.design == .rounded }) { families.append("SF Pro Rounded") }
    if byName.keys.contains(where: { $0.hasPrefix("sf-compact") || $0.hasPrefix("sfcompact") }) {
      families.append("SF Compact")
    }
    if byName.keys.contains(where: { $0.hasPrefix("sf-mono") || $0.hasPrefix("sfmono") }) {
      families.append("SF Mono")
    }
    self.families = families
  }

  /// The file of SF Pro `design` ("text", "display", "rounded") in `weight`, if present.
  private static func lookUp(design: String, weight: FontWeight, in byName: [String: String])
    -> String?
  {
    let weightName: String
    switch weight.drawn {
    case .medium: weightName = "medium"
    case .semibold: weightName = "semibold"
    case .bold: weightName = "bold"
    default: weightName = "regular"
    }
    for stem in ["sf-pro-\(design)-\(weightName)", "sfpro\(design)-\(weightName)"] {
      for ext in [".otf", ".ttf"] {
        if let path = byName[stem + ext] { return path }
      }
    }
    return nil
  }

  /// Adds the font files under `folder` to `byName` (lower-cased name → path; the first found
  /// wins, so earlier folders take precedence).
  private static func collect(_ folder: String, depth: Int, into byName: inout [String: String]) {
    guard depth < 4, let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    var entries: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != ".", name != ".." { entries.append(name) }
    }
    // Sorted, so which of two same-named files wins does not depend on the directory's order.
    for name in entries.sorted() {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        collect(path, depth: depth + 1, into: &byName)
      } else if name.lowercased().hasPrefix("sf"), byName[name.lowercased()] == nil,
        FontLibrary.isRegularReadableFile(path)
      {
        byName[name.lowercased()] = path
      }
    }
  }
}
