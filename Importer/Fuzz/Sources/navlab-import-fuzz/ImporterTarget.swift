import Glibc
import NavLabImport
import ScreenModel

/// Arbitrary bytes as one Swift file, through the importer's public entry
/// (`SwiftUIImporter.run`), the way `navlab FILE.swift` hands it a file. Beyond "no crash" (a
/// trap, a stack overflow, a hang past libFuzzer's timeout): every message is one line naming
/// the file, an import without errors has a scene, and importing is a function of the bytes.
enum ImporterTarget {
  static let file = "F.swift"

  static func run(_ bytes: [UInt8]) {
    let result = SwiftUIImporter.run([(path: file, bytes: bytes)])
    for diagnostic in result.diagnostics {
      let line = diagnostic.description
      expect(
        !line.contains("\n") && !line.contains("\r"), "message on two lines: \(line.prefix(200))")
      expect(
        diagnostic.file == file || diagnostic.file == "navlab-import",
        "message naming another file: \(line.prefix(200))")
      expect(
        diagnostic.line >= 0 && diagnostic.column >= 0, "negative position: \(line.prefix(200))")
    }
    expect(!result.summary.contains("\n"), "summary on two lines")
    guard !result.hasErrors else {
      expect(result.scene == nil, "a scene despite errors")
      return
    }
    guard let scene = result.scene else { fail("no scene and no error") }
    let text = SceneEncoder.encode(scene)
    let again = SwiftUIImporter.run([(path: file, bytes: bytes)])
    expect(again.scene.map(SceneEncoder.encode) == text, "importing the same bytes twice differs")
    expect(again.diagnostics == result.diagnostics, "messages differ between two imports")
  }

  /// A broken promise: a crash with the message, so that libFuzzer keeps the input.
  static func expect(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    line: UInt = #line
  ) {
    if !condition() { fail(message(), line: line) }
  }

  static func fail(_ message: String, line: UInt = #line) -> Never {
    fatalError("line \(line): \(message)")
  }
}
