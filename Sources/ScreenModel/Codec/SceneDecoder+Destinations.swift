/// The scenes a file writes inline, where a `NavigationLink` pushes them: a row's or a content
/// node's `"push": {…scene…}`, each with a `"screenID"` unique in the file.
///
/// ```json
/// {"label": "Privacy", "push": {"screenID": "s1", "title": "Privacy",
///                               "list": {"sections": [[{"label": "Location"}]]}}}
/// ```
package final class InlineScreens {
  /// Every `screenID` of the file so far (each names one screen).
  package var ids: Set<String> = []
  /// The inline scenes of the scene being decoded, by `screenID`.
  package var level: [String: ScreenSpec] = [:]
}

extension SceneDecoder {
  /// Inline scenes one file may hold (as many as one launch loads scene files).
  static let maximumInlineScenes = 64

  /// Decodes the inline scene at `path` into the current scene's destinations and returns
  /// its `screenID`; its errors name their field under `path`.
  static func decodeDestination(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> String
  {
    guard case .object = value else {
      throw read.error(
        path,
        "is \(value.typeName); expected a scene object with a \"screenID\" (a row may name a scene file instead)"
      )
    }
    guard value["screenID"] != nil else {
      throw read.error(
        read.join(path, "screenID"),
        "missing (a name for the pushed screen, unique in the file, e.g. \"s1\")")
    }
    let id = try read.liveName(value["screenID"], at: read.join(path, "screenID"))
    guard read.inline.ids.insert(id).inserted else {
      throw read.error(
        read.join(path, "screenID"),
        "\"\(id)\" already names another screen in this file; give each pushed scene its own")
    }
    guard read.inline.ids.count <= maximumInlineScenes else {
      throw read.error(
        path, "more than \(maximumInlineScenes) inline scenes in one file; push scene files instead"
      )
    }
    let outer = read.inline.level
    read.inline.level = [:]
    let scene: ScreenSpec
    do {
      scene = try decode(value, file: read.file, id: id, inline: read.inline)
    } catch {
      throw read.error(read.join(path, error.path), error.problem)
    }
    read.inline.level = outer
    read.inline.level[id] = scene
    return id
  }

  /// Gives `spec` the inline scenes decoded for it, and their images to load with its own.
  static func takeDestinations(into spec: inout ScreenSpec, _ read: FieldReader) {
    spec.destinations = read.inline.level
    for id in spec.destinations.keys.sorted() {
      spec.images += spec.destinations[id]?.images ?? []
    }
  }
}
