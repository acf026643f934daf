import ScreenModel

@testable import NavLabImport

/// Imports one in-memory file named `Screen.swift`.
func importSource(_ source: String, view: String? = nil) -> SwiftUIImporter.Result {
  SwiftUIImporter.run([(path: "Screen.swift", bytes: Array(source.utf8))], view: view)
}

/// The repository's root (this file is Importer/Tests/NavLabImportTests/ImportHelpers.swift).
let repositoryRoot: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(4)
  return parts.joined(separator: "/")
}()

extension SwiftUIImporter.Result {
  /// The screen as the scene file `SceneEncoder` writes (what `--emit-scene` prints), read back
  /// as a JSON value: the tests look at fields by the scene format's names.
  var json: JSONValue? {
    scene.flatMap { try? JSONParser.parse(Array(SceneEncoder.encode($0).utf8)) }
  }
}

extension JSONValue {
  /// The rows of section `index` (a plain array or `{"rows": …}`).
  func rows(ofSection index: Int) -> [JSONValue] {
    guard let section = self["list"]?["sections"]?[index] else { return [] }
    if case .array(let rows) = section { return rows }
    if case .array(let rows)? = section["rows"] { return rows }
    return []
  }

  /// The element at `index` of an array.
  subscript(index: Int) -> JSONValue? {
    guard case .array(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }

  /// The elements of an array.
  var items: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  var count: Int {
    switch self {
    case .array(let items): items.count
    case .object(let pairs): pairs.count
    default: 0
    }
  }
}

extension LiveSession {
  /// The answer to `request` as it goes over the wire (written with the model's codec, read
  /// back as JSON).
  func respond(to request: JSONValue) -> JSONValue {
    (try? JSONParser.parse(Array(respond(to: request.jsonText).utf8))) ?? .null
  }
}

extension JSONValue {
  /// The keys of an object, in order.
  var keys: [String] {
    if case .object(let pairs) = self { return pairs.map(\.key) }
    return []
  }
}
