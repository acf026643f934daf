/// The scroll-driven chrome fields of a scene (issue 14): `search`, `refresh`.
extension SceneDecoder {
  /// Top-level fields this extension reads.
  static let chromeFields: Set<String> = ["search", "refresh"]

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
    if let refresh = top["refresh"] {
      guard spec.kind == .largeTitleList else {
        throw read.error("refresh", "only a large-title-list screen has pull to refresh")
      }
      let fields = try read.members(refresh, at: "refresh", known: ["duration"])
      var control = RefreshSpec()
      control.duration = try read.number(
        fields["duration"], at: "refresh.duration", in: 0.1...60, default: control.duration)
      spec.refresh = control
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
    if let refresh = spec.refresh {
      json.key("refresh")
      json.beginObject(inline: true)
      json.field("duration", number: refresh.duration)
      json.endObject()
    }
  }
}
