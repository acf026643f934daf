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

extension SceneJSON {
  /// The rows of section `index` (a plain array or `{"rows": …}`).
  func rows(ofSection index: Int) -> [SceneJSON] {
    guard let section = self["list"]?["sections"]?[index] else { return [] }
    if case .array(let rows) = section { return rows }
    if case .array(let rows)? = section["rows"] { return rows }
    return []
  }

  var count: Int {
    switch self {
    case .array(let items): items.count
    case .object(let pairs): pairs.count
    default: 0
    }
  }
}
