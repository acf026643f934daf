import DisplayList
import NavGeometry

/// The scroll-driven chrome fields of a scene (issue 14): `search`, `refresh`, `tabBar`,
/// `design`, `scrollEdge`, and the rules by which behaviours compose.
extension SceneDecoder {
  /// Refuses behaviours that cannot go together on one screen, naming the field and why, so
  /// that nothing is accepted and then ignored.
  static func checkComposition(
    _ top: [String: JSONValue], _ spec: ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    let explicitLarge = top["largeTitle"] != nil && spec.largeTitleMode != .never
    if spec.pinned != nil {
      let barOnly: [(String, Bool)] = [
        ("topBar", spec.topBar != nil), ("header", spec.header != nil),
        ("card", spec.card != nil), ("search", spec.search != nil),
        ("refresh", spec.refresh != nil),
        (
          "barItems",
          !spec.leadingItems.isEmpty || !spec.trailingItems.isEmpty || spec.principal != nil
        ),
        ("largeTitle", explicitLarge),
      ]
      if let (field, _) = barOnly.first(where: { $0.1 }) {
        throw read.error(
          field,
          "needs the top of the screen, where the pinned content sits (pinned replaces the "
            + "navigation bar); remove one of them")
      }
    }
    if spec.topBar != nil {
      let barOnly: [(String, Bool)] = [
        ("header", spec.header != nil), ("card", spec.card != nil),
        ("search", spec.search != nil), ("refresh", spec.refresh != nil),
        ("barItems", !spec.leadingItems.isEmpty || !spec.trailingItems.isEmpty),
        ("largeTitle", explicitLarge),
      ]
      if let (field, _) = barOnly.first(where: { $0.1 }) {
        throw read.error(
          field,
          "needs the navigation bar, which the collapsing top bar (topBar) replaces; "
            + "remove one of them")
      }
    }
    if spec.card != nil, explicitLarge {
      throw read.error(
        "largeTitle",
        "a title card is the screen's large title and hands it to the inline bar; "
          + "use \"never\" or remove the card")
    }
    if spec.header != nil {
      if spec.search?.placement == .top || (spec.search != nil && spec.design != .ios26) {
        throw read.error(
          "search", "a stretchy header takes the top of the screen; a search field needs the bar")
      }
      if spec.refresh != nil {
        throw read.error(
          "refresh", "a pull stretches the header; pull to refresh needs a screen without one")
      }
    }
    guard spec.rowStyle != .cell else { return }
    // Only cells draw the row kinds; a seed's row style would silently drop them.
    let cellOnly = [
      "icon", "glyph", "accessory", "on", "style", "align", "badge", "placeholder", "image",
      "thumbnail", "hero",
    ]
    guard case .array(let sections)? = top["list"]?["sections"] else { return }
    for (sectionIndex, section) in sections.enumerated() {
      let rows: [JSONValue]
      var path = "list.sections[\(sectionIndex)]"
      if case .array(let list) = section {
        rows = list
      } else if case .array(let list)? = section["rows"] {
        rows = list
        path += ".rows"
      } else {
        continue
      }
      for (rowIndex, row) in rows.enumerated() {
        if let field = cellOnly.first(where: { row[$0] != nil }) {
          throw read.error(
            "\(path)[\(rowIndex)].\(field)",
            "\"\(spec.rowStyle.rawValue)\" rows do not draw it; set \"list.rowStyle\": \"cell\" "
              + "to use the row kinds")
        }
      }
    }
  }

  /// Reads the chrome fields of `top` into `spec`.
  static func decodeChrome(
    _ top: [String: JSONValue], into spec: inout ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    if let search = top["search"] {
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
