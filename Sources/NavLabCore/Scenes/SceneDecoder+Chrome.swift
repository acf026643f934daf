import DisplayList
import NavGeometry

/// The scroll-driven chrome fields of a scene (issue 14): `search`, `refresh`, `tabBar`,
/// `design`, `scrollEdge`.
extension SceneDecoder {
  /// Reads the chrome fields of `top` into `spec`, refusing them on screens without a
  /// large-title bar.
  static func decodeChrome(
    _ top: [String: JSONValue], into spec: inout ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    if let search = top["search"] {
      guard spec.kind == .largeTitleList else {
        throw read.error("search", "only a large-title-list screen has a search field")
      }
      let fields = try read.members(search, at: "search", .search)
      var field = SearchSpec()
      field.placeholder = try read.string(
        fields["placeholder"], at: "search.placeholder", default: field.placeholder)
      field.placement = try read.choice(
        fields["placement"], at: "search.placement",
        SearchSpec.Placement.allCases.map { ($0.rawValue, $0) }, default: .top)
      field.startsHidden = try read.bool(
        fields["startsHidden"], at: "search.startsHidden", default: false)
      spec.search = field
    }
    if let refresh = top["refresh"] {
      guard spec.kind == .largeTitleList else {
        throw read.error("refresh", "only a large-title-list screen has pull to refresh")
      }
      let fields = try read.members(refresh, at: "refresh", .refresh)
      var control = RefreshSpec()
      control.duration = try read.number(
        fields["duration"], at: "refresh.duration", in: 0.1...60, default: control.duration)
      spec.refresh = control
    }
    if top["design"] != nil {
      spec.design = try read.choice(
        top["design"], at: "design", Design.allCases.map { ($0.rawValue, $0) }, default: nil)
    }
    spec.scrollEdge = try read.choice(
      top["scrollEdge"], at: "scrollEdge", ScrollEdgeStyle.allCases.map { ($0.rawValue, $0) },
      default: .soft)
    if let tabBar = top["tabBar"] {
      guard spec.kind == .largeTitleList else {
        throw read.error("tabBar", "only a large-title-list screen has a tab bar")
      }
      spec.tabBar = try decodeTabBar(tabBar, read)
    }
  }

  private static func decodeTabBar(_ value: JSONValue, _ read: FieldReader) throws(SceneError)
    -> TabBarSpec
  {
    let fields = try read.members(value, at: "tabBar", .tabBar)
    guard case .array(let list)? = fields["items"], (2...5).contains(list.count) else {
      throw read.error("tabBar.items", "expected an array of 2 to 5 tabs")
    }
    var items: [TabBarSpec.Item] = []
    for (index, item) in list.enumerated() {
      let path = "tabBar.items[\(index)]"
      let tab = try read.members(item, at: path, .tab)
      let glyph = try read.string(tab["glyph"], at: "\(path).glyph", default: nil)
      guard Symbol(sceneName: glyph) != nil else {
        throw read.error(
          "\(path).glyph", "unknown symbol \"\(Quoted.cut(glyph))\" (see the symbol names)")
      }
      items.append(
        TabBarSpec.Item(
          label: try read.string(tab["label"], at: "\(path).label", default: nil), glyph: glyph))
    }
    let selected = try read.integer(
      fields["selected"], at: "tabBar.selected", in: 0...(items.count - 1), default: 0)
    return TabBarSpec(items: items, selected: selected)
  }
}

extension SceneEncoder {
  /// Writes the chrome fields that `SceneDecoder.decodeChrome` reads.
  static func encodeChrome(_ spec: ScreenSpec, into json: inout JSONWriter) {
    if let search = spec.search {
      json.key("search")
      json.beginObject(inline: true)
      json.field("placeholder", string: search.placeholder)
      if search.placement != .top { json.field("placement", string: search.placement.rawValue) }
      if search.startsHidden { json.field("startsHidden", bool: true) }
      json.endObject()
    }
    if let refresh = spec.refresh {
      json.key("refresh")
      json.beginObject(inline: true)
      json.field("duration", number: refresh.duration)
      json.endObject()
    }
    if let design = spec.design { json.field("design", string: design.rawValue) }
    if spec.scrollEdge != .soft { json.field("scrollEdge", string: spec.scrollEdge.rawValue) }
    if let tabBar = spec.tabBar {
      json.key("tabBar")
      json.beginObject()
      json.key("items")
      json.beginArray()
      for item in tabBar.items {
        json.beginObject(inline: true)
        json.field("label", string: item.label)
        json.field("glyph", string: item.glyph)
        json.endObject()
      }
      json.endArray()
      json.field("selected", number: Double(tabBar.selected))
      json.endObject()
    }
  }
}
