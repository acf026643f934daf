import DisplayList

/// Menus in scene files (issue 41): a bar item's or a content node's `"menu"`.
///
/// ```json
/// "menu": {"title": "Sort by", "items": [
///   {"title": "Name", "symbol": "textformat", "action": "sortName"}, {"divider": true},
///   {"title": "Delete", "symbol": "trash", "role": "destructive", "action": "delete"}]}
/// ```
extension SceneDecoder {
  static func decodeMenu(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> MenuSpec
  {
    let fields = try read.members(value, at: path, .menu)
    guard case .array(let list)? = fields["items"], (1...MenuSpec.maximumItems).contains(list.count)
    else {
      throw read.error(
        read.join(path, "items"), "expected an array of 1 to \(MenuSpec.maximumItems) items")
    }
    var menu = MenuSpec(
      title: try read.string(fields["title"], at: read.join(path, "title"), default: ""),
      items: [])
    for (index, entry) in list.enumerated() {
      let at = "\(read.join(path, "items"))[\(index)]"
      let item = try read.members(entry, at: at, .menuItem)
      if try read.bool(item["divider"], at: read.join(at, "divider"), default: false) {
        guard item.count == 1 else {
          throw read.error(at, "a divider takes no other field; write {\"divider\": true}")
        }
        menu.items.append(.divider)
        continue
      }
      var entry = MenuItem(
        try read.string(item["title"], at: read.join(at, "title"), default: nil),
        role: try read.choice(
          item["role"], at: read.join(at, "role"), SceneFormat.buttonRoles,
          default: ButtonRole.none))
      if item["symbol"] != nil {
        let name = try read.string(item["symbol"], at: read.join(at, "symbol"), default: nil)
        guard Symbol(sceneName: name) != nil else {
          throw read.error(
            read.join(at, "symbol"),
            "\"\(Quoted.cut(name))\" is not a known symbol; use an SF Symbol name (e.g. trash)")
        }
        entry.glyph = name
      }
      if item["action"] != nil {
        entry.action = try read.liveName(item["action"], at: read.join(at, "action"))
      }
      menu.items.append(entry)
    }
    return menu
  }
}

extension SceneEncoder {
  /// A menu as `SceneDecoder.decodeMenu` reads it.
  static func encodeMenu(_ menu: MenuSpec) -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = []
    if !menu.title.isEmpty { pairs.append(("title", .string(menu.title))) }
    pairs.append(
      (
        "items",
        .array(
          menu.items.map { item in
            if item.isDivider { return .object([("divider", .bool(true))]) }
            var fields: [(key: String, value: JSONValue)] = [("title", .string(item.title))]
            if !item.glyph.isEmpty { fields.append(("symbol", .string(item.glyph))) }
            if let action = item.action { fields.append(("action", .string(action))) }
            if item.role != .none { fields.append(("role", .string(item.role.rawValue))) }
            return .object(fields)
          })
      ))
    return .object(pairs)
  }
}
