import Foundation
import Testing

@testable import NavLabImport

/// Issue 32: every message is one line, whatever source text it quotes. The importer's fuzz
/// target (docs/testing.md) found a syntax error quoting code across two lines
/// ("unexpected code '} header: {⏎ Text(…'"); its input is a seed of that target now.
@Suite struct OneLineMessageTests {
  /// Every message printed for `source` (and the summary) is one line.
  func expectOneLine(_ source: String, _ comment: Comment? = nil) {
    let result = importSource(source)
    #expect(!result.diagnostics.isEmpty, comment)
    for diagnostic in result.diagnostics {
      let line = diagnostic.description
      #expect(!line.contains("\n") && !line.contains("\r"), "\(line)")
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
    }
    #expect(!result.summary.contains("\n"))
  }

  @Test func theFuzzFindingIsOneLine() throws {
    let path = repositoryRoot + "/Importer/Fuzz/Corpus/unexpected-code-newline.swift"
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let result = importSource(source)
    // The error that quoted two lines of code is still reported, its line break escaped.
    let quoting = result.diagnostics.first { $0.message.contains("} header: {\n") }
    #expect(quoting?.description.contains("} header: {\\n") == true)
    expectOneLine(source)
  }

  @Test func quotedSourceKeepsItsControlCharactersAsEscapes() {
    // Unexpected code holding a line break, a tab, DEL and a line separator.
    expectOneLine(
      "struct A: View {\n  var body: some View { Text(\"a\") }\n}\n) \r\n\t\u{7F}\u{2028} x")
    #expect(
      ImportDiagnostic(file: "a\nb.swift", line: 1, column: 2, severity: .error, message: "x\ty")
        .description == "a\\nb.swift:1:2: error: x\\ty")
  }
}

/// Issue 32's 30-minute fuzz run of the importer: 100 nested `[` kept swift-syntax's parser
/// looking ahead for ever (its time doubles with each level); such files are refused first.
@Suite struct DeepBracketTests {
  @Test func theFuzzFindingIsRefusedAtOnce() throws {
    let path = repositoryRoot + "/Importer/Fuzz/Corpus/nested-brackets-timeout.swift"
    let source = try String(contentsOfFile: path, encoding: .utf8)
    let clock = ContinuousClock()
    var result: SwiftUIImporter.Result?
    let elapsed = clock.measure { result = importSource(source) }
    let message = result?.diagnostics.first?.description ?? ""
    #expect(
      message
        == "Screen.swift:37:1: error: '[' nested 13 deep (at most 12); name the inner types or values"
    )
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }

  /// A JSON sample in a string, with unbalanced `[` in its text, repeated in a file (Nostur's
  /// `ContentRenderer.swift`): the parser reads strings and comments as text, so only code's
  /// brackets count, an interpolation's included.
  @Test func bracketsInStringsAndCommentsDoNotCount() {
    let sample = "\"j[j[a#\\\"[\""
    let lines = (0..<10).map { "  let s\($0) = \(sample) // [[[ \n  /* [[ /* [ */ */" }
    let result = importSource(
      "struct A: View {\n" + lines.joined(separator: "\n")
        + "\n  let raw = #\"[[[[\"#\n  let multi = \"\"\"\n  [[[[[[[[[[[[[[\n  \"\"\"\n"
        + "  var body: some View { Text(\"a\") }\n}\n")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    #expect(NestingGuard.codeBrackets(Array("\"[[[\" // [[[".utf8), limit: 2) == nil)
    // Code inside an interpolation is code: "\( [[[1]]] )" nests three deep.
    let interpolated = Array("let s = \"a\\([[[1]]].count)b[\"".utf8)
    #expect(NestingGuard.codeBrackets(interpolated, limit: 2)?.depth == 3)
    #expect(NestingGuard.codeBrackets(interpolated, limit: 3) == nil)
    let raw = Array("let s = #\"\\([[[\\#([[1]])\"#".utf8)
    #expect(NestingGuard.codeBrackets(raw, limit: 1)?.depth == 2)
  }

  @Test func aRefusedFileBesideTheOpenedViewIsLeftOutWithOneWarning() throws {
    // A file nested too deep is refused, but a screen in another file still opens.
    let samples =
      "let deep = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
      + "\n"
    let screen = """
      struct Screen: View {
        var body: some View { List { Text("Hello") }.navigationTitle("Home") }
      }
      """
    let files = SixthHeldOutImportTests()
    let result = files.importFiles(
      [("Samples.swift", samples), ("Screen.swift", screen)], view: "Screen")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    #expect(result.scene?.title == "Home")
    let warnings = result.diagnostics.filter { $0.file == "Samples.swift" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.hasPrefix("'[' nested 13 deep (at most 12)") == true)
    // With no view named, the entry might be in that file: it still refuses.
    #expect(
      files.importFiles([("Samples.swift", samples), ("Screen.swift", screen)], view: nil)
        .hasErrors)
  }

  @Test func twelveLevelsStillImport() {
    let deep = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
    let result = importSource(
      "struct A: View {\n  let x = \(deep)\n  var body: some View { Text(\"a\") }\n}\n")
    #expect(!result.hasErrors, "\(result.diagnostics)")
  }

  @Test func bracketsInStringsAndCommentsAreText() {
    // A `#Preview` holding a JSON event in a raw string (Nostur's): the parser reads string
    // text without looking ahead, so only the code's brackets count.
    let deep = String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
    let source = """
      struct A: View {
        let raw = ###"\(deep) "quoted" \\(x)"###
        let plain = "\(deep) \\" \\(1 + (2))"
        let block = \"\"\"
          \(deep)
          \"\"\"
        // \(deep)
        /* /* \(deep) */ \(deep) */
        var body: some View { Text("a") }
      }
      """
    let result = importSource(source)
    #expect(!result.hasErrors, "\(result.diagnostics)")
    // In an interpolation they are code again, and are counted.
    let interpolated = importSource("struct A: View {\n  let x = \"\\(\(deep))\"\n}\n")
    #expect(
      interpolated.diagnostics.first?.description
        == "Screen.swift:2:1: error: '[' nested 13 deep (at most 12); name the inner types or values",
      "\(interpolated.diagnostics)")
  }
}
