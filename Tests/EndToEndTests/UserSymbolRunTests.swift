import Foundation
import Testing

/// Issue 31: `--symbols DIR` draws the user's own SF Symbols (exported as SVG) and `--fonts`
/// says which font is in use; a bad file is named and skipped.
@Suite("User symbols and fonts on the command line")
struct UserSymbolRunTests {
  /// An SF Symbols template export: the `Regular-M` glyph is a frame with a hole; the other
  /// weights and the guides are not drawn.
  static let template = """
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Notes"><path d="M0 0h10"/></g>
     <g id="Symbols">
      <g id="Ultralight-S" transform="matrix(1 0 0 1 100 100)"><path d="M0 0h5v5h-5z"/></g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1000 700)">
       <path d="M0 0h80v-60h-80z M20 -20v-20h40v20z"/>
      </g>
     </g>
    </svg>
    """

  @Test("--symbols: the exported glyph replaces the stand-in; a file without paths is skipped")
  func userSymbols() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let symbols = folder.appendingPathComponent("symbols")
    try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
    try Self.template.write(
      to: symbols.appendingPathComponent("music.note.svg"), atomically: true, encoding: .utf8)
    try "<svg></svg>".write(
      to: symbols.appendingPathComponent("broken.svg"), atomically: true, encoding: .utf8)
    let scene = """
      {"title": "S", "kind": "large-title-list",
       "list": {"style": "inset-grouped", "rowHeight": 44,
                "sections": [[{"label": "Music", "icon": "blue", "glyph": "music.note"}]]}}
      """
    try scene.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let run = try NavLabProcess.run(
      ["--headless", "--scene", "s.json", "--symbols", "symbols", "--frames", "1"], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("1 symbols from symbols (--symbols)"))
    #expect(run.standardError.contains("broken.svg: no path data"))
    let missing = try NavLabProcess.run(["--headless", "--symbols", "nope"], in: folder)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("--symbols nope: no such folder"))
  }

  @Test("--fonts: a folder without SF says Inter is used; a missing folder is a usage error")
  func fonts() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try NavLabProcess.run(["--headless", "--fonts", ".", "--frames", "1"], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.contains("no SF Pro fonts found"))
    let missing = try NavLabProcess.run(["--headless", "--fonts", "nope"], in: folder)
    #expect(missing.status == 2 && missing.standardError.contains("--fonts nope: no such folder"))
  }
}
