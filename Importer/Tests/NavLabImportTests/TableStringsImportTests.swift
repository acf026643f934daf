import Testing

@testable import NavLabImport

/// Strings through the functions a build tool (xcstrings-tool) generates per string catalog,
/// into a file the repository does not hold: `.settings(.key)` is `key` of `Settings.xcstrings`,
/// `.settings(.key(1))` its format filled in.
@Suite struct TableStringsImportTests {
  static let folder = repositoryRoot + "/Importer/Tests/Fixtures/TableStrings/App"

  @Test func tableAccessorsReadTheirCatalogsKeys() throws {
    let path = Self.folder + "/Preferences.swift"
    let result = SwiftUIImporter.run([(path, try SourceFiles.read(path))], view: "Preferences")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Preferences"))
    let sections = scene["list"]?["sections"]
    #expect(sections?[0]?["footer"] == .string("Ask before deleting a page"))
    #expect(sections?[1]?["header"] == .string("Filtering"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Confirm deletes"))
    let labels = scene.rows(ofSection: 1).map { $0["label"]?.text ?? "?" }
    // The format's `%llu` filled with the member's argument.
    #expect(labels.first == "Icon #2")
    // A key the catalog does not have is not guessed.
    #expect(labels.count == 2 && !labels[1].contains("Icon"))
    // Said once per catalog function, with where.
    let notes = result.runtimeWarnings.filter { $0.contains(".settings(…) is not in the files") }
    #expect(notes.count == 1)
  }

  @Test func aFunctionTheFilesDeclareIsTheirs() throws {
    // The same screen beside a file that declares the text types' `settings(_:)` itself:
    // that function is the app's, never the catalog's entry.
    let path = Self.folder + "/Preferences.swift"
    let own = """
      enum Key { case deleteConfirmationLabel, deleteConfirmationDescription, preferences }
      extension LocalizedStringResource {
        static func settings(_ key: Key) -> LocalizedStringResource { "own" }
      }
      """
    let result = SwiftUIImporter.run(
      [(path, try SourceFiles.read(path)), (Self.folder + "/Own.swift", Array(own.utf8))],
      view: "Preferences")
    let scene = try #require(result.json)
    #expect(scene.rows(ofSection: 0).first?["label"] != .string("Confirm deletes"))
  }
}
