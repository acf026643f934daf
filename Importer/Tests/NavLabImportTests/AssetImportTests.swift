import DisplayList
import ScreenModel
import Testing

@testable import NavLabImport

/// Asset catalogs and strings beside the files (Importer/Tests/Fixtures/AssetsApp): image
/// sets, loose images, colour sets with a dark appearance, `Localizable.xcstrings` and
/// `en.lproj/Localizable.strings`.
@Suite struct AssetImportTests {
  static let folder = repositoryRoot + "/Importer/Tests/Fixtures/AssetsApp"

  func imported() throws -> (JSONValue, SwiftUIImporter.Result) {
    let path = Self.folder + "/Profile.swift"
    let result = SwiftUIImporter.run([(path, try SourceFiles.read(path))])
    return (try #require(result.json), result)
  }

  func items() throws -> [JSONValue] {
    guard case .array(let items)? = try imported().0["content"]?["vstack"] else { return [] }
    return items
  }

  @Test func imageSetsGiveTheirLargestScaleAndLooseFilesAreFound() throws {
    let items = try items()
    #expect(
      items[0]["image"]?["file"]
        == .string(Self.folder + "/Assets.xcassets/avatar.imageset/avatar@3x.png"))
    #expect(items[1]["image"]?["file"] == .string(Self.folder + "/banner.png"))
    // Not resizable, an image is its pixels over its scale: avatar@3x.png is 60 px square
    // (20 pt), banner.png 30 × 10 px at 1x; a resizable one takes the frame it is given.
    #expect(items[0]["frame"] == .object([("width", .number(20)), ("height", .number(20))]))
    #expect(items[1]["frame"] == .object([("width", .number(30)), ("height", .number(10))]))
    #expect(items[11]["resizable"] == .bool(true))
    #expect(items[11]["frame"] == .object([("width", .number(40)), ("height", .number(40))]))
    // A PDF set and a name with nothing behind it are placeholders, each with a warning.
    #expect(items[2] == .object([("placeholder", .string("logo"))]))
    #expect(items[3] == .object([("placeholder", .string("missing"))]))
    let result = try imported().1
    #expect(result.diagnostics.contains { $0.message.contains("logo.pdf") && $0.line == 10 })
    #expect(result.diagnostics.contains { $0.message.contains("\"missing\"") && $0.line == 11 })
  }

  /// brand.colorset: sRGB (0.227, 0.294, 0.847) → #3A4BD8 (58, 75, 216 of 255, rounded), dark
  /// (0.490, 0.580, 1.000) → #7D94FF; ink.colorset: 255, 128 and 0x40 as 8-bit components,
  /// alpha 0.5 → 0x80.
  @Test func colorSetsKeepTheirAppearances() throws {
    let items = try items()
    let brand = JSONValue.object([("light", .string("#3A4BD8")), ("dark", .string("#7D94FF"))])
    #expect(items[4]["foreground"] == brand)
    #expect(items[5]["foreground"] == .string("#FF804080"))
    #expect(items[8]["fill"] == brand)
    // A pair as a background is a colour view (the shorthand takes one colour).
    #expect(items[9]["background"] == .object([("color", brand)]))
    // The bar's tint takes one colour: the light one.
    #expect(try imported().0["tint"] == .string("#3A4BD8"))
    let result = try imported().1
    #expect(result.diagnostics.contains { $0.message.contains("no colour set named \"nope\"") })
  }

  @Test func textsAreLookedUpInTheSourceLanguage() throws {
    let items = try items()
    // Localizable.xcstrings, English (the source language), not German.
    #expect(items[4]["text"] == .string("Hello there"))
    // A key without a value in the source language, and an unknown key, show the key.
    #expect(items[5]["text"] == .string("untranslated"))
    #expect(items[6]["text"] == .string("no.such.key"))
    // Text(verbatim:) is never looked up.
    #expect(items[7]["text"] == .string("greeting"))
    // en.lproj/Localizable.strings gives the title.
    #expect(try imported().0["title"] == .string("Profile"))
  }

  @Test func imageHeadersGiveThePixelSize() {
    // A JPEG: SOI, an APP0 segment of 16 bytes, then SOF0 (precision 8, height 256, width 512).
    var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
    jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x00, 0x02, 0x00, 0x03]
    #expect(ImageHeader.pixelSize(jpeg).map { [$0.width, $0.height] } == [512, 256])
    #expect(ImageHeader.pixelSize(Array("not an image".utf8)) == nil)
    #expect(ImageHeader.pixelSize([0xFF, 0xD8, 0xFF, 0xE0, 0x00]) == nil)
    #expect(
      ImageHeader.scale(ofFile: "/a/b@2x.jpg") == 2 && ImageHeader.scale(ofFile: "b.png") == 1)
  }

  @Test func stringsFilesParseCommentsAndEscapes() {
    let text = """
      /* comment "not" = "a pair"; */
      "a" = "one"; // trailing
      "b" = "say \\"hi\\"\\n";
      """
    let pairs = StringsFile.pairs(Array(text.utf8))
    #expect(pairs.map(\.0) == ["a", "b"])
    #expect(pairs.map(\.1) == ["one", "say \"hi\"\n"])
  }

  @Test func colourSetComponentsReadInEveryFormXcodeWrites() throws {
    // Floats, 8-bit integers and hex, as Xcode's colour panel writes them (the model's JSON
    // parser reads the file); a translucent one keeps its alpha.
    func color(_ json: String) throws -> Color? {
      AssetCatalog.color(try JSONParser.parse(Array(json.utf8)))
    }
    let float =
      #"{"components": {"red": "0.227", "green": "0.294", "blue": "0.847", "alpha": "1.000"}}"#
    #expect(try color(float) == Color(hex: 0x3A4BD8))
    let bytes = #"{"components": {"red": "58", "green": "75", "blue": "216"}}"#
    #expect(try color(bytes) == Color(hex: 0x3A4BD8))
    let hex = #"{"components": {"red": "0x3A", "green": "0x4B", "blue": "0xD8", "alpha": "0.5"}}"#
    #expect(try color(hex) == Color(red: 0x3A, green: 0x4B, blue: 0xD8, alpha: 128))
    #expect(try color(#"{"platform": "ios", "reference": "systemRedColor"}"#) == nil)
  }
}
