import Testing

@testable import NavLabImport

/// Strings through accessors a build tool generates from the app's strings files, a file the
/// repository does not hold (Kiwix's `LocalString.settings_about_title`, SwiftGen-style nested
/// enums): read by the key they name.
@Suite struct ToolStringsImportTests {
  @Test func accessorsOfAnUndeclaredTypeAreReadAsTheKeysTheyName() throws {
    // Importer/Tests/Fixtures/ToolStrings: `Words` is declared nowhere; its members name
    // en.lproj/Localizable.strings keys in other spellings.
    let folder = repositoryRoot + "/Importer/Tests/Fixtures/ToolStrings/App"
    let path = folder + "/Settings.swift"
    let result = SwiftUIImporter.run([(path, try SourceFiles.read(path))], view: "Settings")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Settings"))
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("Reading"))
    let labels = scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" }
    // A key no accessor spelling matches is not guessed: that text degrades as before.
    #expect(labels.prefix(2) == ["About Kiwi", "Auto refresh"])
    #expect(labels.count == 3 && labels[2] != "About Kiwi")
    // Said once for the type, with where.
    let notes = result.runtimeWarnings.filter { $0.contains("Words is not in the files") }
    #expect(notes.count == 1)
  }

  @Test func letterMatchingIgnoresSeparatorsAndCaseOnly() {
    #expect(
      AssetCatalog.accessorLetters("settings.about.license-description")
        == AssetCatalog.accessorLetters("settings_about_licenseDescription"))
    #expect(AssetCatalog.accessorLetters("a.b") != AssetCatalog.accessorLetters("a.c"))
  }

  @Test func aDeclaredTypeIsNeverReadAsAnAccessor() throws {
    // The same screen beside a file that declares `Words` (without those members): the
    // accessors are then the app's own, missing members, never the strings' entries.
    let folder = repositoryRoot + "/Importer/Tests/Fixtures/ToolStrings/App"
    let path = folder + "/Settings.swift"
    let result = SwiftUIImporter.run(
      [
        (path, try SourceFiles.read(path)),
        (folder + "/Words.swift", Array("enum Words { static let other = \"x\" }".utf8)),
      ], view: "Settings")
    let scene = try #require(result.json)
    #expect(scene["title"] != .string("Settings"))
    let labels = scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" }
    #expect(!labels.contains("About Kiwi"))
    #expect(!result.runtimeWarnings.contains { $0.contains("Words is not in the files") })
  }
}
