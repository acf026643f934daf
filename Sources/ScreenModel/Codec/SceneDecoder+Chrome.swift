import DisplayList
import NavGeometry

/// The scroll-driven chrome fields of a scene (issue 14): `search`, `refresh`, `tabBar`,
/// `design`, `scrollEdge`, and the rules by which behaviours compose.
extension SceneDecoder {
  /// Refuses behaviours that cannot go together on one screen, naming the field and why, so
  /// that nothing is accepted and then ignored.
  static func checkComposition(
    _ top: FieldMembers, _ spec: ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    let explicitLarge = top["largeTitle"] != nil && spec.largeTitleMode != .never
    if spec.pinned != nil || !spec.navigationBar {
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
          spec.navigationBar
            ? "needs the top of the screen, where the pinned content sits (pinned replaces the "
              + "navigation bar); remove one of them"
            : "needs the navigation bar, and \"navigationBar\": false says there is none; "
              + "remove one of them")
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
    _ top: FieldMembers, into spec: inout ScreenSpec, _ read: FieldReader
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
      field.scopes = try read.strings(fields["scopes"], at: "search.scopes", count: 0...8)
      if !field.scopes.isEmpty, field.scopes.count < 2 {
        // UIKit shows no scope bar with fewer than two titles; a lone scope would be ignored.
        throw read.error("search.scopes", "give at least two scopes (a scope bar needs two)")
      }
      field.scope = try read.integer(
        fields["scope"], at: "search.scope", in: 0...max(0, field.scopes.count - 1), default: 0)
      field.suggestions = try read.strings(
        fields["suggestions"], at: "search.suggestions", count: 0...12)
      field.filtersRows = try read.bool(
        fields["filtersRows"], at: "search.filtersRows", default: true)
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
      let bar = try decodeTabBar(tabBar, read)
      spec.tabBar = bar
      // The tabs' screens' images load with this one's.
      for item in bar.items { spec.images += item.screen?.images ?? [] }
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
      var entry = TabBarSpec.Item(
        label: try read.string(tab["label"], at: "\(path).label", default: nil), glyph: glyph)
      entry.badge = try decodeBadge(tab["badge"], at: "\(path).badge", read)
      entry.role = try read.choice(
        tab["role"], at: "\(path).role", TabBarSpec.Role.allCases.map { ($0.rawValue, $0) },
        default: TabBarSpec.Role.none)
      if let screen = tab["screen"] {
        entry.screen = try decodeTabScreen(screen, at: "\(path).screen", read)
      }
      items.append(entry)
    }
    guard items.filter({ $0.role == .search }).count <= 1 else {
      throw read.error(
        "tabBar.items", "has more than one search tab; give one \"role\": \"search\"")
    }
    let selected = try read.integer(
      fields["selected"], at: "tabBar.selected", in: 0...(items.count - 1), default: 0)
    return TabBarSpec(items: items, selected: selected)
  }

  /// A badge: a count (`5` → "5") or a word (`"New"`); 0 or "" is none.
  private static func decodeBadge(_ value: JSONValue?, at path: String, _ read: FieldReader)
    throws(SceneError) -> String?
  {
    switch value {
    case nil: return nil
    case .number?:
      let count = try read.integer(value, at: path, in: 0...1_000_000, default: 0)
      return count == 0 ? nil : String(count)
    default:
      let text = try read.string(value, at: path, default: nil)
      guard text.count <= 16 else {
        throw read.error(path, "is longer than 16 characters; a badge holds a count or a word")
      }
      return text.isEmpty ? nil : text
    }
  }

  /// A tab's screen: a scene written inline (its own title, list and chrome, no tab bar).
  private static func decodeTabScreen(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ScreenSpec
  {
    guard case .object = value else {
      throw read.error(path, "is \(value.typeName); expected a scene object (title, list, …)")
    }
    guard value["tabBar"] == nil else {
      throw read.error(
        read.join(path, "tabBar"), "a tab's screen shows its container's tab bar; remove it")
    }
    let outer = read.inline.level
    read.inline.level = [:]
    let scene: ScreenSpec
    do {
      scene = try decode(
        value, file: read.file, id: SceneDecoder.tabScreenID(path), inline: read.inline)
    } catch {
      throw read.error(read.join(path, error.path), error.problem)
    }
    read.inline.level = outer
    return scene
  }

  /// The id a tab's inline screen gets: its field path made a name.
  static func tabScreenID(_ path: String) -> String {
    String(path.map { $0.isLetter || $0.isNumber ? $0 : "-" })
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
      if !search.scopes.isEmpty {
        json.key("scopes")
        json.beginArray(inline: true)
        for scope in search.scopes { json.value(string: scope) }
        json.endArray()
        if search.scope != 0 { json.field("scope", number: Double(search.scope)) }
      }
      if !search.suggestions.isEmpty {
        json.key("suggestions")
        json.beginArray(inline: true)
        for suggestion in search.suggestions { json.value(string: suggestion) }
        json.endArray()
      }
      if !search.filtersRows { json.field("filtersRows", bool: false) }
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
        json.beginObject(inline: item.screen == nil)
        json.field("label", string: item.label)
        json.field("glyph", string: item.glyph)
        if let badge = item.badge {
          // A count is written as the number it was read from (`"badge": 5`).
          if let count = Int(badge), count > 0, String(count) == badge {
            json.field("badge", number: Double(count))
          } else {
            json.field("badge", string: badge)
          }
        }
        if item.role != .none { json.field("role", string: item.role.rawValue) }
        if let screen = item.screen {
          json.key("screen")
          write(screen, into: &json)
        }
        json.endObject()
      }
      json.endArray()
      json.field("selected", number: Double(tabBar.selected))
      json.endObject()
    }
  }
}
