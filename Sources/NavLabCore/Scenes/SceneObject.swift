/// Every object of a scene file and the fields it takes: the one list the decoder refuses
/// unknown fields by, and the documentation test checks docs/scenes.md against.
public enum SceneObject: String, CaseIterable, Sendable {
  /// The top level of a scene file.
  case scene = ""
  case list
  /// A row in `list.sections`.
  case row = "list.sections[][]"
  case barItems
  /// One item of `barItems.leading` or `barItems.trailing`.
  case barItem = "barItems.leading[]"
  case header
  case card
  case topBar
  case search
  case refresh
  case tabBar
  /// One tab of `tabBar.items`.
  case tab = "tabBar.items[]"

  /// The fields this object takes; any other is refused with the field's path.
  public var fields: Set<String> {
    switch self {
    case .scene:
      [
        "title", "kind", "largeTitle", "statusBar", "appearance", "list", "header", "card",
        "topBar", "tint", "barItems", "backButtonTitle",
        // Issue 14's chrome (SceneDecoder+Chrome.swift).
        "search", "refresh", "tabBar", "design", "scrollEdge",
      ]
    case .list: ["style", "rowHeight", "rows", "sections"]
    case .row: ["label", "value", "subtitle", "icon", "glyph", "push"]
    case .barItems: ["leading", "trailing"]
    case .barItem: ["title", "symbol"]
    case .header:
      ["height", "minHeight", "top", "bottom", "coverTitle", "coverSubtitle", "artist", "detail"]
    case .card: ["callout", "icon"]
    case .topBar: ["maxHeight", "minHeight", "factor", "radius", "threshold", "top", "bottom"]
    case .search: ["placeholder", "placement", "startsHidden"]
    case .refresh: ["duration"]
    case .tabBar: ["items", "selected"]
    case .tab: ["label", "glyph"]
    }
  }
}

extension FieldReader {
  /// The members of `value`, an object of kind `object` at `path`; unknown fields are refused.
  func members(_ value: JSONValue, at path: String, _ object: SceneObject) throws(SceneError)
    -> [String: JSONValue]
  {
    try members(value, at: path, known: object.fields)
  }
}
