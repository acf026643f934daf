import ArgumentParser
import DisplayList
import Glibc
import NavLabCore
import OutputFiles

/// `--symbols DIR`: the user's own SF Symbols, exported from Apple's SF Symbols app as SVG
/// (`File › Export Symbol`, one `NAME.svg` per symbol), drawn instead of the open set's
/// stand-ins. NavLab never ships SF Symbols.
enum UserSymbolFiles {
  /// The option's help text.
  static let help =
    "Draw your own SF Symbols, exported from Apple's SF Symbols app as SVG (music.note.svg, ...) into this folder, instead of the open icon set's stand-ins."

  /// Refuses a folder that does not exist.
  static func validate(_ folder: String?) throws {
    guard let folder else { return }
    var info = stat()
    guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw ValidationError(
        "--symbols \(folder): no such folder; give the folder you exported your SF Symbols (SVG) to."
      )
    }
  }

  /// Reads every `*.svg` of `folder` and installs the symbols; says how many, and names each
  /// file it could not use.
  static func install(_ folder: String?) {
    guard let folder, let directory = opendir(folder) else { return }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name.hasSuffix(".svg"), name.count > 4 { names.append(name) }
    }
    closedir(directory)
    var entries: [UserSymbols.Entry] = []
    for name in names.sorted() {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      guard let bytes = try? AtomicFile.read(path, limit: 1 << 20) else {
        printError("navlab: \(path): cannot be read; skipped")
        continue
      }
      let paths = glyphPaths(String(decoding: bytes, as: UTF8.self))
      guard !paths.isEmpty else {
        printError("navlab: \(path): no path data (export it from the SF Symbols app); skipped")
        continue
      }
      entries.append(UserSymbols.Entry(name: String(name.dropLast(4)), paths: paths))
    }
    UserSymbols.install(entries)
    printError("navlab: \(entries.count) symbols from \(folder) (--symbols)")
  }

  /// The path data of an exported symbol's glyph: the paths of its `Regular-M` group (the
  /// SF Symbols template's regular weight at medium scale), or every path of a plain SVG.
  static func glyphPaths(_ svg: String) -> [String] {
    var text = Substring(svg)
    if let group = svg.firstRange(of: "id=\"Regular-M\"") {
      text = svg[group.upperBound...]
      if let end = text.firstRange(of: "</g>") { text = text[..<end.lowerBound] }
    }
    var paths: [String] = []
    var rest = text
    while let tag = rest.firstRange(of: "<path") {
      rest = rest[tag.upperBound...]
      guard let close = rest.firstIndex(of: ">") else { break }
      let element = rest[..<close]
      if let d = element.firstRange(of: " d=\"") {
        let value = element[d.upperBound...]
        if let end = value.firstIndex(of: "\"") { paths.append(String(value[..<end])) }
      }
      rest = rest[close...]
    }
    return paths.filter { !$0.isEmpty }
  }
}
