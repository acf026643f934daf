import Testing

@testable import NavLabImport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The importer's own guards against hostile files (issue 42); the same cases through the
/// `navlab` binary are `Tests/EndToEndTests/HostileSwiftUITests.swift`.
@Suite struct HostileInputTests {
  @Test func genericNestingIsCountedAsTheParserSeesIt() {
    // Comparisons written without spaces look like arguments to the parser too, but `{`, `=`
    // and `;` end them: a file full of them is not refused.
    let comparisons = Array(
      repeating: "if a<b && c<d { x = y<z ? 1 : 2 }; let t: Dictionary<String, [Int]> = [:]\n",
      count: 200
    ).joined()
    #expect(NestingGuard.deepGenerics(Array(comparisons.utf8)) == nil)
    // Closures' arrows do not close arguments.
    let arrows = "let f: Array<(Int) -> Set<Int>> = []\n"
    #expect(NestingGuard.deepGenerics(Array(arrows.utf8)) == nil)
    let deep =
      "struct A {}\n\nlet x: " + String(repeating: "Optional<", count: 40) + "Int"
      + String(repeating: ">", count: 40)
    let found = NestingGuard.deepGenerics(Array(deep.utf8))
    #expect(found?.depth == 33 && found?.line == 3)
  }

  @Test func aTreeTooDeepIsRefusedWithItsLineBeforeAnythingWalksIt() {
    let chain = "import SwiftUI\n\nlet x = a" + String(repeating: ".b", count: 2000) + "\n"
    let result = importSource(chain)
    #expect(result.hasErrors)
    #expect(result.diagnostics.count == 1)
    let error = result.diagnostics.first
    #expect(error?.line == 3)
    #expect(error?.message.hasPrefix("code nested more than 1000 levels deep") == true)
    // A long but reasonable chain of modifiers is read.
    let modifiers =
      "import SwiftUI\nstruct V: View { var body: some View { Text(\"a\")"
      + String(repeating: ".padding()", count: 200) + " } }\n"
    #expect(!importSource(modifiers).hasErrors)
  }

  @Test func aReadStopsAtItsBudgetWithOneWarning() {
    let source = """
      import SwiftUI
      struct V: View {
        var body: some View {
          ScrollView { VStack {
            ForEach(0..<1000) { i in
              HStack { ForEach(0..<1000) { j in Text("\\(i) \\(j)") } }
            }
          } }
        }
      }
      """
    let result = importSource(source)
    #expect(!result.hasErrors)
    let cut = result.diagnostics.filter { $0.message.contains("views in one read") }
    #expect(cut.count == 1)
    #expect(cut.first?.line == 6)
    #expect(result.viewsRead < ReadBudget.maximumViews)
    #expect(result.viewsRead > ReadBudget.maximumViews - 1100)
  }

  @Test func aViewThatContainsItselfIsCutAfterFourLevels() {
    let source = """
      import SwiftUI
      struct R: View {
        let n: Int
        var body: some View { VStack { Text("\\(n)"); R(n: n + 1); R(n: n + 1) } }
      }
      struct V: View { var body: some View { ScrollView { R(n: 0) } } }
      """
    let read = importSource(source, view: "V")
    // Two of itself at each of 4 levels: 2⁴ placeholders (ReadBudget.maximumSelfNesting).
    #expect(read.placeholders == 16)
    #expect(
      read.diagnostics.contains {
        $0.message == "R uses itself; the inner one is drawn as a placeholder"
      })
  }

  @Test func catalogProblemsAreNamedWithTheirPlace() throws {
    // The model's JSON parser reads the catalogs: its refusals become one warning each, at
    // the line and column it stopped.
    func warnings(_ text: String) throws -> [ImportDiagnostic] {
      var template = Array("/tmp/navlab-catalog-XXXXXX".utf8CString)
      let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
      let folder = String(cString: try #require(made))
      defer {
        unlink(folder + "/Localizable.xcstrings")
        rmdir(folder)
      }
      try SourceFiles.write(text, to: folder + "/Localizable.xcstrings")
      return AssetCatalog(sourcePaths: [folder + "/F.swift"]).warnings
    }
    #expect(try warnings(#"{"sourceLanguage": "en", "strings": {"a": {}}}"#).isEmpty)
    let twice = try warnings("{\"strings\": {\n  \"a\": {}, \"a\": {}}}")
    #expect(twice.count == 1)
    #expect(twice.first?.line == 2 && twice.first?.column == 12)
    #expect(
      twice.first?.message.hasPrefix(#"not valid JSON: duplicate key "a" at strings.a"#) == true,
      "\(twice)")
    #expect(twice.first?.message.hasSuffix("; it is left out") == true)
    let cut = try warnings(#"{"strings": {"a": "#)
    #expect(cut.first?.message.hasPrefix("not valid JSON: the file ends") == true, "\(cut)")
    let deep = try warnings(String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
    #expect(deep.first?.message == "not valid JSON: nesting deeper than 256 levels; it is left out")
  }
}
