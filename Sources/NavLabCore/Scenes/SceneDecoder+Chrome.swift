/// The scroll-driven chrome fields of a scene (issue 14): `search`.
extension SceneDecoder {
  /// Top-level fields this extension reads.
  static let chromeFields: Set<String> = ["search"]

  /// Reads the chrome fields of `top` into `spec`, refusing them on screens without a
  /// large-title bar.
  static func decodeChrome(
    _ top: [String: JSONValue], into spec: inout ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    if let search = top["search"] {
      guard spec.kind == .largeTitleList else {
        throw read.error("search", "only a large-title-list screen has a search field")
      }
      let fields = try read.members(search, at: "search", known: ["placeholder"])
      var field = SearchSpec()
      field.placeholder = try read.string(
        fields["placeholder"], at: "search.placeholder", default: field.placeholder)
      spec.search = field
    }
  }
}

extension SceneEncoder {
  /// Writes the chrome fields that `SceneDecoder.decodeChrome` reads.
  static func encodeChrome(_ spec: ScreenSpec, into json: inout JSONWriter) {
    if let search = spec.search {
      json.key("search")
      json.beginObject(inline: true)
      json.field("placeholder", string: search.placeholder)
      json.endObject()
    }
  }
}
