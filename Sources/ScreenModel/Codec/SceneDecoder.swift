import DisplayList
import NavGeometry

/// Reads a scene file (a screen described in JSON) into a `ScreenSpec`, refusing anything it
/// does not understand with the file, the field path and what is wrong.
///
/// ```json
/// {"title": "Settings", "kind": "large-title-list", "largeTitle": "always",
///  "list": {"style": "inset-grouped", "sections": [[{"label": "Wi-Fi", "icon": "blue"}]]}}
/// ```
public enum SceneDecoder {
  /// Largest scene file accepted.
  public static let maximumFileSize = 8 << 20

  /// A scene's id from its file name: `scenes/my-list.json` → `my-list`.
  public static func id(forFile path: String) -> String {
    let name = String(path.split(separator: "/").last ?? "scene")
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }

  /// Decodes a scene file; rows' `push` paths are resolved against the file's folder.
  public static func decode(_ bytes: [UInt8], file: String, id: String) throws(SceneError)
    -> ScreenSpec
  {
    try decodeAsWritten(bytes, file: file, id: id).resolvingPushes(from: file)
  }

  /// Decodes a scene file keeping `push` paths as written (what `SceneEncoder` writes back).
  public static func decodeAsWritten(_ bytes: [UInt8], file: String, id: String)
    throws(SceneError) -> ScreenSpec
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(file: file, path: "", problem: "not valid JSON: \(error)")
    }
    return try decode(root, file: file, id: id)
  }

  static func decode(
    _ root: JSONValue, file: String, id: String, inline: InlineScreens = InlineScreens()
  ) throws(SceneError) -> ScreenSpec {
    let read = FieldReader(file: file, inline: inline)
    let top = try read.members(root, at: "", .scene)
    let preset: ScenePreset? =
      top["kind"] == nil
      ? nil : try read.choice(top["kind"], at: "kind", SceneFormat.kinds, default: nil)
    var spec = ScreenSpec(
      id: id, title: try read.string(top["title"], at: "title", default: nil),
      listStyle: .plain, sectionPattern: [], rowCount: 0, rowHeight: 44, rows: [],
      largeTitleMode: .always,
      statusBarMode: try read.choice(
        top["statusBar"], at: "statusBar", SceneFormat.statusBarModes, default: .visible),
      forcedAppearance: top["appearance"] == nil
        ? nil
        : try read.choice(
          top["appearance"], at: "appearance", SceneFormat.appearances, default: nil))
    // The behaviours: a field of the scene, else the preset's.
    spec.header =
      try top["header"].map { value throws(SceneError) in
        try decodeHeader(value, base: preset?.header, read)
      } ?? preset?.header
    spec.card =
      try top["card"].map { value throws(SceneError) in try decodeCard(value, read) }
      ?? preset?.card
    spec.topBar =
      try top["topBar"].map { value throws(SceneError) in try decodeTopBar(value, read) }
      ?? preset?.topBar
    spec.rowStyle = preset?.rowStyle ?? .cell
    // A title card is the screen's large title, and a top bar replaces the navigation bar:
    // both show the title inline unless the scene asks otherwise (and is refused below).
    let defaultMode: LargeTitleDisplayMode =
      preset == .largeTitleList || (spec.card == nil && spec.topBar == nil && preset == nil)
      ? .always : .never
    spec.largeTitleMode = try read.choice(
      top["largeTitle"], at: "largeTitle", SceneFormat.largeTitleModes, default: defaultMode)
    if top["tint"] != nil { spec.tint = try read.color(top["tint"], at: "tint", default: .black) }
    if top["backButtonTitle"] != nil {
      spec.backButtonTitle = try read.string(
        top["backButtonTitle"], at: "backButtonTitle", default: nil)
    }
    if top["screenID"] != nil { spec.screenID = try read.liveName(top["screenID"], at: "screenID") }
    if let items = top["barItems"] {
      let sides = try read.members(items, at: "barItems", .barItems)
      spec.leadingItems = try decodeBarItems(sides["leading"], at: "barItems.leading", read)
      spec.trailingItems = try decodeBarItems(sides["trailing"], at: "barItems.trailing", read)
      spec.bottomItems = try decodeBarItems(
        sides["bottom"], at: "barItems.bottom", read, limit: 12, spaces: true)
      // Bar images are read with the scene's other images (checked, decoded once at load).
      for (side, items) in [
        ("leading", spec.leadingItems), ("trailing", spec.trailingItems),
        ("bottom", spec.bottomItems),
      ] {
        for (index, item) in items.enumerated() {
          guard let image = item.image else { continue }
          _ = try imageID(
            image, at: "barItems.\(side)[\(index)].image", into: &spec, read,
            drawnSide: BarItem.symbolSide)
        }
      }
      if let tree = sides["principal"] {
        let node = try decodeContent(tree, at: "barItems.principal", read)
        try registerImages(of: node, at: "barItems.principal", into: &spec, read)
        spec.principal = node
      }
    }
    spec.navigationBar = try read.bool(top["navigationBar"], at: "navigationBar", default: true)
    spec.contentFrame = try read.choice(
      top["contentFrame"], at: "contentFrame", ContentFrame.allCases.map { ($0.rawValue, $0) },
      default: .scroll)
    guard let list = top["list"] else { throw read.error("list", "missing (the screen's rows)") }
    try decodeList(list, into: &spec, read)
    try decodeChrome(top, into: &spec, read)
    if let tree = top["pinned"] {
      let node = try decodeContent(tree, at: "pinned", read)
      try registerImages(of: node, at: "pinned", into: &spec, read)
      spec.pinned = node
    }
    try checkComposition(top, spec, read)
    if let tree = top["content"] {
      let node = try decodeContent(tree, at: "content", read)
      try registerImages(of: node, at: "content", into: &spec, read)
      spec.content = node
    }
    if let insets = top["safeAreaInset"] {
      let edges = try read.members(insets, at: "safeAreaInset", .safeAreaInset)
      for (edge, path) in [("top", "safeAreaInset.top"), ("bottom", "safeAreaInset.bottom")] {
        guard let tree = edges[edge] else { continue }
        let node = try decodeContent(tree, at: path, read)
        try registerImages(of: node, at: path, into: &spec, read)
        if edge == "top" { spec.topInset = node } else { spec.bottomInset = node }
      }
    }
    if let tree = top["card"]?["content"] {
      guard top["card"]?["callout"] == nil else {
        throw read.error("card.content", "takes the callout's place; give one of them")
      }
      let node = try decodeContent(tree, at: "card.content", read)
      try registerImages(of: node, at: "card.content", into: &spec, read)
      spec.card?.content = node
    }
    if let tree = top["header"]?["content"] {
      let node = try decodeContent(tree, at: "header.content", read)
      try registerImages(of: node, at: "header.content", into: &spec, read)
      spec.header?.content = node
    }
    if let colors = top["colors"] { spec.colors = try decodeColors(colors, read) }
    if top["overlay"] != nil {
      let path = try read.string(top["overlay"], at: "overlay", default: nil)
      spec.overlay = try imageID(path, at: "overlay", into: &spec, read)
    }
    if let scene = top["presented"] {
      spec.presented = try decodeDestination(scene, at: "presented", read)
    }
    if let presentation = top["presentation"] {
      spec.presentation = try decodePresentation(presentation, read)
    }
    try decodeImages(top, into: &spec, read)
    takeDestinations(into: &spec, read)
    return spec
  }

  private static func decodeList(
    _ value: JSONValue, into spec: inout ScreenSpec, _ read: FieldReader
  )
    throws(SceneError)
  {
    let list = try read.members(value, at: "list", .list)
    spec.listStyle = try read.choice(
      list["style"], at: "list.style", SceneFormat.listStyles, default: .plain)
    spec.rowStyle = try read.choice(
      list["rowStyle"], at: "list.rowStyle", SceneFormat.rowStyles, default: spec.rowStyle)
    spec.rowHeight = try read.number(
      list["rowHeight"], at: "list.rowHeight", in: 20...400, default: 44)
    guard case .array(let sections)? = list["sections"], !sections.isEmpty else {
      throw read.error(
        "list.sections",
        "missing or empty (an array of sections, each an array of rows or {\"rows\": [...]})")
    }
    for (sectionIndex, section) in sections.enumerated() {
      try decodeSection(section, at: "list.sections[\(sectionIndex)]", into: &spec, read)
    }
    spec.rowCount = try read.integer(
      list["rows"], at: "list.rows", in: 0...100_000_000, default: spec.rows.count)
  }

  /// Up to three bar items per side, each `{"title": "Edit"}` or `{"symbol": "heart"}`.
  /// A side's items (at most `limit`); with `spaces`, `{"space": true}` is a flexible space
  /// (a bottom toolbar's).
  private static func decodeBarItems(
    _ value: JSONValue?, at path: String, _ read: FieldReader, limit: Int = 3,
    spaces: Bool = false
  ) throws(SceneError) -> [BarItem] {
    guard let value else { return [] }
    guard case .array(let entries) = value, entries.count <= limit else {
      throw read.error(path, "expected an array of at most \(limit) items")
    }
    var items: [BarItem] = []
    for (index, entry) in entries.enumerated() {
      let at = "\(path)[\(index)]"
      let fields = try read.members(entry, at: at, .barItem)
      if let space = fields["space"] {
        guard spaces else {
          throw read.error("\(at).space", "only a bottom toolbar's items have spaces")
        }
        guard try read.bool(space, at: "\(at).space", default: false), fields.count == 1 else {
          throw read.error(at, "a space is {\"space\": true} alone")
        }
        items.append(.space)
        continue
      }
      guard [fields["title"], fields["symbol"], fields["image"]].filter({ $0 != nil }).count == 1
      else {
        throw read.error(at, "give one of \"title\", \"symbol\" or \"image\"")
      }
      var item: BarItem
      if fields["image"] != nil {
        // An image file beside the scene (an app's asset image), drawn in the symbol's square.
        item = BarItem(image: try read.string(fields["image"], at: "\(at).image", default: nil))
      } else if fields["title"] != nil {
        item = BarItem(title: try read.string(fields["title"], at: "\(at).title", default: nil))
      } else {
        // NavLab's own names first, then any SF Symbol name the open set draws (issue 31).
        let name = try read.string(fields["symbol"], at: "\(at).symbol", default: nil)
        guard
          let symbol = BarItem.symbolNames.first(where: { $0.0 == name })?.1
            ?? Symbol(sceneName: name)
        else {
          throw read.error(
            "\(at).symbol",
            "\"\(Quoted.cut(name))\" is not a known symbol; use an SF Symbol name (e.g. square.and.arrow.up) or one of: \(Quoted.list(BarItem.symbolNames.map(\.0)))"
          )
        }
        item = BarItem(symbol: symbol)
      }
      if fields["action"] != nil {
        item.action = try read.liveName(fields["action"], at: "\(at).action")
      }
      if let menu = fields["menu"] {
        guard fields["action"] == nil else {
          throw read.error(at, "give either \"action\" or \"menu\" (a menu's items have actions)")
        }
        item.menu = try decodeMenu(menu, at: "\(at).menu", read)
      }
      items.append(item)
    }
    return items
  }

  /// A header: the album preset's (`base`) with the fields given, or, on any other screen, a
  /// plain header whose album text block and cover show only when their fields are given.
  private static func decodeHeader(_ value: JSONValue, base: HeaderSpec?, _ read: FieldReader)
    throws(SceneError) -> HeaderSpec
  {
    let fields = try read.members(value, at: "header", .header)
    var header = base ?? HeaderSpec()
    if base == nil {
      header.showsInfo = fields["artist"] != nil || fields["detail"] != nil
      header.showsCover =
        fields["coverTitle"] != nil || fields["coverSubtitle"] != nil
        || fields["artwork"] != nil
      if !header.showsInfo { (header.artist, header.detail) = ("", "") }
    }
    header.showsInfo = try read.bool(fields["info"], at: "header.info", default: header.showsInfo)
    header.showsCover = try read.bool(
      fields["cover"], at: "header.cover", default: header.showsCover)
    header.height = try read.number(
      fields["height"], at: "header.height", in: 60...1000, default: header.height)
    header.minHeight = try read.number(
      fields["minHeight"], at: "header.minHeight", in: 0...1000, default: header.minHeight)
    guard header.minHeight <= header.height else {
      throw read.error("header.minHeight", "must not exceed header.height")
    }
    header.topColor = try read.color(fields["top"], at: "header.top", default: header.topColor)
    header.bottomColor = try read.color(
      fields["bottom"], at: "header.bottom", default: header.bottomColor)
    header.coverTitle = try read.string(
      fields["coverTitle"], at: "header.coverTitle", default: header.coverTitle)
    header.coverSubtitle = try read.string(
      fields["coverSubtitle"], at: "header.coverSubtitle", default: header.coverSubtitle)
    header.artist = try read.string(fields["artist"], at: "header.artist", default: header.artist)
    header.detail = try read.string(fields["detail"], at: "header.detail", default: header.detail)
    return header
  }

  private static func decodeCard(_ value: JSONValue, _ read: FieldReader) throws(SceneError)
    -> CardSpec
  {
    let fields = try read.members(value, at: "card", .card)
    var card = CardSpec()
    card.icon = try read.choice(
      fields["icon"], at: "card.icon", SceneFormat.accents, default: card.icon)
    if fields["glyph"] != nil {
      let glyph = try read.string(fields["glyph"], at: "card.glyph", default: nil)
      guard let symbol = Symbol(sceneName: glyph) else {
        throw read.error(
          "card.glyph", "unknown symbol \"\(Quoted.cut(glyph))\" (see the symbol names)")
      }
      card.glyph = symbol
    }
    if let callout = fields["callout"] {
      guard case .array(let lines) = callout, (1...4).contains(lines.count) else {
        throw read.error("card.callout", "expected an array of 1 to 4 lines of text")
      }
      var texts: [String] = []
      for (index, line) in lines.enumerated() {
        texts.append(try read.string(line, at: "card.callout[\(index)]", default: nil))
      }
      card.callout = texts
    }
    return card
  }

  private static func decodeTopBar(_ value: JSONValue, _ read: FieldReader) throws(SceneError)
    -> TopBarSpec
  {
    let fields = try read.members(value, at: "topBar", .topBar)
    var bar = TopBarSpec()
    let seed = bar.parameters
    bar.parameters = CollapsingTopBarLayout.Parameters(
      maxHeight: try read.number(
        fields["maxHeight"], at: "topBar.maxHeight", in: 40...1000, default: seed.maxHeight),
      minHeight: try read.number(
        fields["minHeight"], at: "topBar.minHeight", in: 0...1000, default: seed.minHeight),
      factor: try read.number(
        fields["factor"], at: "topBar.factor", in: 0...100, default: seed.factor),
      radius: try read.number(
        fields["radius"], at: "topBar.radius", in: 0...200, default: seed.radius),
      threshold: try read.number(
        fields["threshold"], at: "topBar.threshold", in: 0...1000, default: seed.threshold))
    guard bar.parameters.minHeight <= bar.parameters.maxHeight else {
      throw read.error("topBar.minHeight", "must not exceed topBar.maxHeight")
    }
    bar.topColor = try read.color(fields["top"], at: "topBar.top", default: bar.topColor)
    bar.bottomColor = try read.color(
      fields["bottom"], at: "topBar.bottom", default: bar.bottomColor)
    return bar
  }
}
