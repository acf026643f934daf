/// Every object of a scene file and the fields it takes: the one list the decoder refuses
/// unknown fields by, and the documentation test checks docs/scenes.md against.
public enum SceneObject: String, CaseIterable, Sendable {
  /// The top level of a scene file.
  case scene = ""
  case list
  /// A section of `list.sections` written as an object (issue 19).
  case section = "list.sections[]"
  /// A row in `list.sections`.
  case row = "list.sections[][]"
  /// The scene's colours (issue 19).
  case colors
  /// One colour per appearance, e.g. `colors.label`.
  case appearanceColor = "colors.label"
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
  /// How the scene shows when a row presents it (issue 40).
  case presentation
  /// A detent written as an object: `{"fraction": 0.3}` or `{"height": 200}`.
  case detent = "presentation.detents[]"
  /// `backgroundInteraction` written as `{"upThrough": "medium"}`.
  case backgroundInteraction = "presentation.backgroundInteraction"
  /// A menu: a bar item's `menu` or a content node's (issue 41).
  case menu = "barItems.leading[].menu"
  /// One item of a menu's `items`.
  case menuItem = "barItems.leading[].menu.items[]"
  /// Content fixed at the top or bottom of the scroll view (issue 41).
  case safeAreaInset
  /// One set of a row's `swipeActions` (issue 41).
  case swipeActions = "list.sections[][].swipeActions[]"
  /// One button of a set's `actions`.
  case swipeAction = "list.sections[][].swipeActions[].actions[]"

  /// The fields this object takes; any other is refused with the field's path.
  public var fields: Set<String> {
    switch self {
    case .scene:
      [
        "title", "kind", "largeTitle", "statusBar", "appearance", "list", "header", "card",
        "topBar", "tint", "barItems", "backButtonTitle",
        // Issue 14's chrome (SceneDecoder+Chrome.swift).
        "search", "refresh", "tabBar", "design", "scrollEdge",
        // Issue 19 (SceneDecoder+Rows.swift).
        "colors", "overlay",
        // Issue 28: content of any shape above the list.
        "content",
        // Issue 30: content fixed above the scroll view (a VStack's views before its ScrollView).
        "pinned",
        // Issue 30: the name a live program knows the screen by (appear and disappear).
        "screenID",
        // Issue 40: how the scene shows when a row presents it.
        "presentation", "presented",
        // Issue 41: `.safeAreaInset(edge:)` content.
        "safeAreaInset",
        // Issue 39: a view without a navigation container; a root view centred in the safe area.
        "navigationBar", "contentFrame",
      ]
    case .list: ["style", "rowStyle", "rowHeight", "rows", "sections"]
    case .section: ["header", "footer", "rows", "rowHeight", "headerAsWritten"]
    case .row:
      [
        "label", "value", "subtitle", "icon", "glyph", "push",
        // Issue 19's row kinds and images.
        "accessory", "on", "style", "align", "badge", "placeholder", "image", "imageSize",
        "imageShape", "thumbnail", "hero",
        // Issue 28: content of any shape in the cell.
        "content",
        // Issue 29: SwiftUI's Slider in a Form.
        "slider",
        // Issue 40: a scene the row presents as a sheet or a cover.
        "present",
        // Issue 41: buttons a swipe reveals.
        "swipeActions",
      ]
    case .colors: Set(SceneColors.names)
    case .appearanceColor: ["light", "dark"]
    case .barItems: ["leading", "trailing", "principal", "bottom"]
    case .barItem: ["title", "symbol", "image", "action", "menu", "space"]
    case .header:
      [
        "height", "minHeight", "top", "bottom", "coverTitle", "coverSubtitle", "artist", "detail",
        "artwork", "background", "info", "cover", "content",
      ]
    case .card: ["callout", "icon", "glyph", "iconImage", "content"]
    case .topBar:
      ["maxHeight", "minHeight", "factor", "radius", "threshold", "top", "bottom", "background"]
    case .search:
      [
        "placeholder", "placement", "startsHidden",
        // Issue 41: scopes, suggestions, and who filters the rows.
        "scopes", "scope", "suggestions", "filtersRows",
      ]
    case .refresh: ["duration"]
    case .tabBar: ["items", "selected"]
    case .presentation:
      [
        "style", "detents", "selectedDetent", "dragIndicator", "cornerRadius",
        "interactiveDismissDisabled", "backgroundInteraction", "contentInteraction",
      ]
    case .detent: ["fraction", "height"]
    case .backgroundInteraction: ["upThrough"]
    case .tab: ["label", "glyph", "badge", "role", "screen"]
    case .menu: ["title", "items"]
    case .menuItem: ["title", "symbol", "action", "role", "divider"]
    case .safeAreaInset: ["top", "bottom"]
    case .swipeActions: ["edge", "allowsFullSwipe", "actions"]
    case .swipeAction: ["title", "symbol", "role", "tint", "action"]
    }
  }
}

extension FieldReader {
  /// The members of `value`, an object of kind `object` at `path`; unknown fields are refused.
  func members(_ value: JSONValue, at path: String, _ object: SceneObject) throws(SceneError)
    -> FieldMembers
  {
    try members(value, at: path, known: SceneObject.knownFields[object] ?? object.fields)
  }
}

extension SceneObject {
  /// Each object's ``fields``, made once: the decoder asks for them at every object it reads
  /// (a live answer is read every frame; issue 38).
  static let knownFields = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.fields) })
}
