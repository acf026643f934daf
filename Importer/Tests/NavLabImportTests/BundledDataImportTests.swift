import ScreenModel
import Testing

@testable import NavLabImport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists built from JSON files in the app bundle, decoded with the files' own `Codable` types
/// (issue 39), and what a bad bundled file gets: one warning, never a crash or a hang.
/// Importer/Tests/Fixtures/BundledData/App holds the screens and their data.
@Suite struct BundledDataImportTests {
  static let folder = repositoryRoot + "/Importer/Tests/Fixtures/BundledData/App"

  /// Every `.swift` file of `folder` (its subfolders too), imported with `view` opened.
  static func importFolder(_ folder: String, view: String) throws -> SwiftUIImporter.Result {
    var sources: [(path: String, bytes: [UInt8])] = []
    for name in ["Licenses.swift", "Resorts.swift", "Credits.swift", "Screen.swift"] {
      let path = folder + "/" + name
      guard AssetCatalog.isFile(path) else { continue }
      sources.append((path, try SourceFiles.read(path)))
    }
    return SwiftUIImporter.run(sources, view: view)
  }

  /// The texts of a list's rows: labels and the texts of row content, in order.
  static func texts(_ scene: JSONValue) -> [String] {
    var found: [String] = []
    func collect(_ value: JSONValue) {
      switch value {
      case .object(let members):
        for (key, inner) in members {
          if key == "label" || key == "text", let text = inner.text { found.append(text) }
          collect(inner)
        }
      case .array(let items): items.forEach(collect)
      default: break
      }
    }
    collect(scene["list"] ?? .null)
    return found
  }

  @Test func aStaticLoaderOfAnArrayFillsTheList() throws {
    // `Bundle.main.url(forResource:withExtension:)` → `try? Data(contentsOf:)` →
    // `try? decoder.decode([License].self, from:)`: the file is in a subfolder (Data/).
    let result = try Self.importFolder(Self.folder, view: "LicenseList")
    let scene = try #require(result.json)
    let texts = Self.texts(scene)
    #expect(
      texts.starts(with: [
        "Alpha Kit", "alpha.example", "no note", "Beta Tools", "beta.example", "MIT",
      ]), "\(texts)")
    // A file that is not in the bundle: `url(forResource:)` is nil and the loader's empty list.
    #expect(texts.contains("0 from a file that is not there"))
    #expect(result.runtimeWarnings.isEmpty, "\(result.runtimeWarnings)")
  }

  @Test func aGenericHelperTakesItsTypeFromTheDeclaration() throws {
    // `let resorts: [Resort] = Bundle.main.decode("resorts.json")` with `decode<T>` in an
    // extension of Bundle: `T.self` is `[Resort]`; snake-case keys, `CodingKeys` renaming
    // `website` to `homepage`, a nested struct array, an `Int` enum, a `let` kept.
    let result = try Self.importFolder(Self.folder, view: "ResortList")
    let texts = Self.texts(try #require(result.json))
    #expect(
      texts == [
        "Alpen", "12 runs, 2 lifts, size 3", "resort at alpen.example",
        "Birch", "4 runs, 0 lifts, size 1", "resort at no site",
      ], "\(texts)")
  }

  @Test func aMalformedBundledFileIsSaidOnceAndDecodesToNothing() throws {
    // credits.json decodes as `[String: [String]]`; broken.json is cut short: `try?` gives
    // nil, and one warning names the file, the line and column, and the parser's reason.
    let result = try Self.importFolder(Self.folder, view: "Credits")
    let texts = Self.texts(try #require(result.json))
    #expect(texts == ["Ada", "Grace", "broken: none"], "\(texts)")
    let said = result.runtimeWarnings.filter { $0.contains("broken.json") }
    #expect(said.count == 1, "\(result.runtimeWarnings)")
    #expect(
      said.first?.contains("broken.json:1:15: warning: the bundled file is not valid JSON") == true)
  }

  @Test func aFifoOrAHugeBundledFileIsRefusedWithoutBeingRead() throws {
    var template = Array("/tmp/navlab-bundle-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let folder = String(cString: try #require(made))
    defer {
      for name in ["Screen.swift", "pipe.json", "huge.json"] { unlink(folder + "/" + name) }
      rmdir(folder)
    }
    try SourceFiles.write(
      """
      import SwiftUI
      func rows(_ name: String) -> [String] {
        guard let url = Bundle.main.url(forResource: name, withExtension: "json"),
          let data = try? Data(contentsOf: url),
          let rows = try? JSONDecoder().decode([String].self, from: data)
        else { return ["none from \\(name)"] }
        return rows
      }
      struct Screen: View {
        var body: some View {
          List {
            ForEach(rows("pipe") + rows("huge") + rows("pipe"), id: \\.self) { Text($0) }
          }
        }
      }
      """, to: folder + "/Screen.swift")
    // A FIFO nobody writes to: opening it to read would block for ever.
    #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
    // Past the 4 MiB limit: a valid array of 4.2 million bytes.
    try SourceFiles.write(
      "[" + String(repeating: "\"x\",", count: 1_050_000) + "\"x\"]", to: folder + "/huge.json")
    let result = try Self.importFolder(folder, view: "Screen")
    let texts = Self.texts(try #require(result.json))
    // The FIFO is asked for twice and said once.
    #expect(texts == ["none from pipe", "none from huge", "none from pipe"], "\(texts)")
    let warnings = result.runtimeWarnings
    #expect(
      warnings.filter { $0.contains("pipe.json") && $0.contains("not a regular file") }.count
        == 1, "\(warnings)")
    #expect(
      warnings.filter { $0.contains("huge.json") && $0.contains("larger than 4 MiB") }.count == 1,
      "\(warnings)")
  }
}
