import DisplayList

/// Swipe actions in scene files (issue 41): a row's `"swipeActions"`, SwiftUI's
/// `.swipeActions(edge:allowsFullSwipe:)` with its buttons, outermost first.
///
/// ```json
/// "swipeActions": [{"edge": "trailing", "allowsFullSwipe": true, "actions": [
///   {"title": "Delete", "role": "destructive"}, {"title": "Flag", "tint": "orange"}]}]
/// ```
extension SceneDecoder {
  static func decodeSwipeActions(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> [SwipeActions]
  {
    guard case .array(let list) = value, (1...2).contains(list.count) else {
      throw read.error(
        path,
        "expected an array of 1 or 2 sets of actions ({\"edge\": \"trailing\", \"actions\": [...]})"
      )
    }
    var sets: [SwipeActions] = []
    for (index, entry) in list.enumerated() {
      let at = "\(path)[\(index)]"
      let fields = try read.members(entry, at: at, .swipeActions)
      let edge = try read.choice(
        fields["edge"], at: read.join(at, "edge"), SwipeEdge.allCases.map { ($0.rawValue, $0) },
        default: .trailing)
      guard !sets.contains(where: { $0.edge == edge }) else {
        throw read.error(
          read.join(at, "edge"),
          "a second set of \(edge.rawValue) actions; a row has one set per edge (put the buttons in one \"actions\")"
        )
      }
      guard case .array(let buttons)? = fields["actions"],
        (1...SwipeActions.maximumActions).contains(buttons.count)
      else {
        throw read.error(
          read.join(at, "actions"),
          "expected an array of 1 to \(SwipeActions.maximumActions) actions ({\"title\": \"Delete\"})"
        )
      }
      var set = SwipeActions(
        edge: edge,
        allowsFullSwipe: try read.bool(
          fields["allowsFullSwipe"], at: read.join(at, "allowsFullSwipe"), default: true),
        actions: [])
      for (number, button) in buttons.enumerated() {
        set.actions.append(
          try decodeSwipeAction(button, at: "\(read.join(at, "actions"))[\(number)]", read))
      }
      sets.append(set)
    }
    return sets
  }

  private static func decodeSwipeAction(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> SwipeAction
  {
    let fields = try read.members(value, at: path, .swipeAction)
    let title = try read.string(fields["title"], at: read.join(path, "title"), default: "")
    var action = SwipeAction(
      title,
      role: try read.choice(
        fields["role"], at: read.join(path, "role"), SceneFormat.buttonRoles,
        default: ButtonRole.none))
    if fields["symbol"] != nil {
      let name = try read.string(fields["symbol"], at: read.join(path, "symbol"), default: nil)
      guard Symbol(sceneName: name) != nil else {
        throw read.error(
          read.join(path, "symbol"),
          "\"\(Quoted.cut(name))\" is not a known symbol; use an SF Symbol name (e.g. trash)")
      }
      action.glyph = name
    }
    guard !title.isEmpty || !action.glyph.isEmpty else {
      throw read.error(path, "an action needs a \"title\" or a \"symbol\"")
    }
    if let tint = fields["tint"] {
      action.tint = try decodeColor(tint, at: read.join(path, "tint"), read)
    }
    if fields["action"] != nil {
      action.action = try read.liveName(fields["action"], at: read.join(path, "action"))
    }
    return action
  }
}

extension SceneEncoder {
  /// A row's swipe actions as `SceneDecoder.decodeSwipeActions` reads them.
  static func encodeSwipeActions(_ sets: [SwipeActions]) -> JSONValue {
    .array(
      sets.map { set in
        var pairs: [(key: String, value: JSONValue)] = []
        if set.edge != .trailing { pairs.append(("edge", .string(set.edge.rawValue))) }
        if !set.allowsFullSwipe { pairs.append(("allowsFullSwipe", .bool(false))) }
        pairs.append(
          (
            "actions",
            .array(
              set.actions.map { action in
                var fields: [(key: String, value: JSONValue)] = []
                if !action.title.isEmpty { fields.append(("title", .string(action.title))) }
                if !action.glyph.isEmpty { fields.append(("symbol", .string(action.glyph))) }
                if action.role != .none { fields.append(("role", .string(action.role.rawValue))) }
                if let tint = action.tint { fields.append(("tint", encodeColor(tint))) }
                if let name = action.action { fields.append(("action", .string(name))) }
                return .object(fields)
              })
          ))
        return .object(pairs)
      })
  }
}
