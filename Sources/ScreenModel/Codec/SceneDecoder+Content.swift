import DisplayList

/// Content trees in scene files: views written the way SwiftUI reads, one key naming the kind
/// and modifiers as sibling keys, applied in the order written (docs/scenes.md, "Content").
///
/// ```json
/// {"vstack": [{"text": "Hello", "font": "headline"}, {"spacer": {}},
///             {"image": {"system": "star.fill"}, "frame": {"width": 20, "height": 20}}],
///  "alignment": "leading", "spacing": 4, "padding": 16, "background": {"color": "secondary"}}
/// ```
extension SceneDecoder {
  /// How deep content may nest (a screen's tree is a few levels; deeper is a mistake or an
  /// attack on the stack).
  static let maximumContentDepth = 32
  /// At most this many children in one stack or grid.
  static let maximumContentChildren = 1000

  /// The view `value` describes at `path`; every node records its path as its source.
  static func decodeContent(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ContentNode
  {
    try decodeContent(value, at: path, read, depth: 0)
  }

  static func decodeContent(_ value: JSONValue, at path: String, _ read: FieldReader, depth: Int)
    throws(SceneError) -> ContentNode
  {
    guard depth < maximumContentDepth else {
      throw read.error(path, "nests deeper than \(maximumContentDepth) views; flatten the content")
    }
    let fields = try read.members(value, at: path, .node)
    // The object's few members are looked up in the tables, not every kind and kind field in
    // the object (a live answer's patches are read every frame; issue 38). A problem found is
    // then named as the tables' order finds it first.
    var kind: String?
    var fitting = true
    for key in fields.keys {
      if ContentObject.kindSet.contains(key) {
        fitting = fitting && kind == nil
        kind = key
      }
    }
    if fitting, let kind {
      for key in fields.keys {
        if let owners = ContentObject.kindFieldOwners[key], !owners.contains(kind) {
          fitting = false
        }
      }
    }
    guard fitting, let kind else {
      throw misplacedFields(fields, at: path, read)
    }
    // A node named for live patches sources its subtree from its name (`FieldReader.source`).
    var read = read
    if case .string(let name)? = fields["node"] { read.namedNode = (path, name) }
    var node = try decodeKind(kind, fields, at: path, read, depth: depth).source(read.source(path))
    // Modifiers in the order they are written, as a SwiftUI modifier chain reads.
    guard case .object(let pairs) = value else { return node }
    for (key, member) in pairs where ContentObject.modifiers.contains(key) {
      node = .modified(
        node, try decodeModifier(key, member, at: read.join(path, key), read, depth: depth))
    }
    return node
  }

  /// Why `fields` is not one view: no kind, several, or a kind's field on another kind.
  private static func misplacedFields(
    _ fields: FieldMembers, at path: String, _ read: FieldReader
  ) -> SceneError {
    let kinds = ContentObject.kinds.filter { fields[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first else {
      if kinds.isEmpty {
        return read.error(
          path, "names no view; write one of \(Quoted.list(ContentObject.kinds)) as a key")
      }
      return read.error(
        path, "names \(kinds.count) views (\(Quoted.list(kinds))); write one view per object")
    }
    for (field, owners) in ContentObject.kindFields where fields[field] != nil {
      guard owners.contains(kind) else {
        return read.error(
          read.join(path, field),
          "applies to \(Quoted.list(owners.sorted())), not to \"\(kind)\"")
      }
    }
    return read.error(path, "is not one view")
  }

  private static func decodeKind(
    _ kind: String, _ fields: FieldMembers, at path: String, _ read: FieldReader,
    depth: Int
  ) throws(SceneError) -> ContentNode {
    let at = read.join(path, kind)
    let value = fields[kind]!
    switch kind {
    case "text":
      let limit: Int? =
        fields["lineLimit"] == nil
        ? nil
        : try read.integer(
          fields["lineLimit"], at: read.join(path, "lineLimit"), in: 1...100, default: 1)
      var text = TextContent(
        try read.string(value, at: at, default: nil), lineLimit: limit,
        alignment: try read.choice(
          fields["textAlignment"], at: read.join(path, "textAlignment"),
          SceneFormat.textAlignments,
          default: .leading))
      text.role = try read.choice(
        fields["textRole"], at: read.join(path, "textRole"), SceneFormat.textRoles,
        default: .text)
      return .text(text)
    case "image":
      let source: ImageSource
      if case .string(let name) = value {
        source = .system(name)
      } else {
        let image = try read.members(value, at: at, .image)
        if let system = image["system"], image["file"] == nil {
          source = .system(try read.string(system, at: read.join(at, "system"), default: nil))
        } else if let file = image["file"], image["system"] == nil {
          source = .file(try read.string(file, at: read.join(at, "file"), default: nil))
        } else {
          throw read.error(at, "needs one of \"system\" (a symbol's name) or \"file\" (a path)")
        }
      }
      let mode: ContentMode? =
        fields["contentMode"] == nil
        ? nil
        : try read.choice(
          fields["contentMode"], at: read.join(path, "contentMode"), SceneFormat.contentModes,
          default: nil)
      let resizable = try read.bool(
        fields["resizable"], at: read.join(path, "resizable"), default: mode != nil)
      return .image(ImageContent(source, resizable: resizable, contentMode: mode))
    case "shape":
      let shape = try decodeShape(value, at: at, read)
      var fill: ShapeFill? = nil
      if let value = fields["fill"] {
        fill = try decodeFill(value, at: read.join(path, "fill"), read)
      }
      if let gradient = fields["gradient"] {
        guard fill == nil else {
          throw read.error(
            read.join(path, "gradient"), "a shape takes \"fill\" or \"gradient\", not both")
        }
        let colors = try decodeArray(gradient, at: read.join(path, "gradient"), read) {
          (item, itemPath) throws(SceneError) in try decodeColor(item, at: itemPath, read)
        }
        guard colors.count >= 2 else {
          throw read.error(
            read.join(path, "gradient"), "needs at least two colours (top to bottom)")
        }
        fill = .linearGradient(LinearGradient(colors: colors, start: .top, end: .bottom))
      }
      let stroke = try fields["stroke"].map { (value) throws(SceneError) in
        try decodeStroke(value, at: read.join(path, "stroke"), read)
      }
      return .shape(ShapeContent(shape, fill: fill, stroke: stroke))
    case "color":
      return .color(try decodeColor(value, at: at, read))
    case "linearGradient":
      return .linearGradient(try decodeGradient(value, at: at, read))
    case "spacer":
      if case .number = value {
        return .spacer(minLength: try read.number(value, at: at, in: 0...10_000, default: nil))
      }
      let spacer = try read.members(value, at: at, .spacer)
      return .spacer(
        minLength: spacer["minLength"] == nil
          ? nil
          : try read.number(
            spacer["minLength"], at: read.join(at, "minLength"), in: 0...10_000, default: nil))
    case "divider":
      guard value == .bool(true) || value == .object([]) else {
        throw read.error(at, "write {} or true")
      }
      return .divider
    case "vstack", "hstack", "zstack":
      let children = try decodeChildren(value, at: at, read, depth: depth)
      let spacing: Double? =
        fields["spacing"] == nil
        ? nil
        : try read.number(
          fields["spacing"], at: read.join(path, "spacing"), in: -1000...1000, default: nil)
      let alignmentPath = read.join(path, "alignment")
      switch kind {
      case "vstack":
        let horizontal = try read.choice(
          fields["alignment"], at: alignmentPath, SceneFormat.horizontalAlignments, default: .center
        )
        return .stack(
          StackContent(
            .vertical, alignment: Alignment(horizontal: horizontal, vertical: .center),
            spacing: spacing, children: children))
      case "hstack":
        let vertical = try read.choice(
          fields["alignment"], at: alignmentPath, SceneFormat.verticalAlignments, default: .center)
        return .stack(
          StackContent(
            .horizontal, alignment: Alignment(horizontal: .center, vertical: vertical),
            spacing: spacing, children: children))
      default:
        if fields["spacing"] != nil {
          throw read.error(
            read.join(path, "spacing"), "a zstack has no spacing (its views overlap)")
        }
        let alignment = try read.choice(
          fields["alignment"], at: alignmentPath, SceneFormat.alignments, default: .center)
        return .stack(StackContent(.overlay, alignment: alignment, children: children))
      }
    case "scroll":
      return try decodeScroll(value, fields, at: path, read, depth: depth)
    case "grid":
      let children = try decodeChildren(value, at: at, read, depth: depth)
      let columns = try decodeColumns(fields["columns"], at: read.join(path, "columns"), read)
      return .grid(
        GridContent(
          columns: columns,
          alignment: try read.choice(
            fields["alignment"], at: read.join(path, "alignment"), SceneFormat.horizontalAlignments,
            default: .center),
          spacing: fields["spacing"] == nil
            ? nil
            : try read.number(
              fields["spacing"], at: read.join(path, "spacing"), in: 0...1000, default: nil),
          children: children))
    case "toggle":
      return .toggle(
        label: try decodeLabel(value, at: at, read, depth: depth),
        isOn: try read.bool(fields["on"], at: read.join(path, "on"), default: false))
    case "button":
      return .button(
        label: try decodeLabel(value, at: at, read, depth: depth),
        role: try read.choice(
          fields["role"], at: read.join(path, "role"), SceneFormat.buttonRoles,
          default: ButtonRole.none))
    default:  // "placeholder"
      return .placeholder(name: try read.string(value, at: at, default: nil))
    }
  }

  /// A control's label: a string (a `Text`) or a view.
  private static func decodeLabel(
    _ value: JSONValue, at path: String, _ read: FieldReader, depth: Int
  ) throws(SceneError) -> ContentNode {
    if case .string(let text) = value {
      return .text(TextContent(try read.string(.string(text), at: path, default: nil))).source(
        read.source(path))
    }
    return try decodeContent(value, at: path, read, depth: depth + 1)
  }

  private static func decodeChildren(
    _ value: JSONValue, at path: String, _ read: FieldReader, depth: Int
  ) throws(SceneError) -> [ContentNode] {
    guard case .array(let items) = value else {
      throw read.error(path, "is \(value.typeName); expected an array of views")
    }
    guard items.count <= maximumContentChildren else {
      throw read.error(path, "has \(items.count) views; at most \(maximumContentChildren)")
    }
    var children: [ContentNode] = []
    children.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      children.append(try decodeContent(item, at: "\(path)[\(index)]", read, depth: depth + 1))
    }
    return children
  }

  static func decodeArray<Element>(
    _ value: JSONValue, at path: String, _ read: FieldReader,
    _ element: (JSONValue, String) throws(SceneError) -> Element
  ) throws(SceneError) -> [Element] {
    guard case .array(let items) = value else {
      throw read.error(path, "is \(value.typeName); expected an array")
    }
    guard items.count <= maximumContentChildren else {
      throw read.error(path, "has \(items.count) items; at most \(maximumContentChildren)")
    }
    var result: [Element] = []
    for (index, item) in items.enumerated() {
      result.append(try element(item, "\(path)[\(index)]"))
    }
    return result
  }

  /// `"rectangle"`, `"circle"`, `"capsule"`, `"ellipse"` or `{"roundedRectangle": 12,
  /// "style": "continuous"}`.
  /// A shape's outline (see ``ContentObject/stroke``): a width of 0…1000 points, dashes of
  /// 0…10,000 points (at most 16).
  static func decodeStroke(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ShapeStroke
  {
    let fields = try read.members(value, at: path, .stroke)
    var stroke = ShapeStroke()
    if let style = fields["style"] {
      stroke.style = try decodeFill(style, at: read.join(path, "style"), read)
    }
    stroke.lineWidth = try read.number(
      fields["lineWidth"], at: read.join(path, "lineWidth"), in: 0...1000, default: 1)
    if let dash = fields["dash"] {
      let dashPath = read.join(path, "dash")
      stroke.dash = try decodeArray(dash, at: dashPath, read) {
        (item, itemPath) throws(SceneError) in
        try read.number(item, at: itemPath, in: 0...10_000, default: nil)
      }
      guard stroke.dash.count <= 16 else {
        throw read.error(dashPath, "takes at most 16 lengths (dashes and gaps, alternately)")
      }
    }
    stroke.dashPhase = try read.number(
      fields["dashPhase"], at: read.join(path, "dashPhase"), in: -10_000...10_000, default: 0)
    stroke.placement = try read.choice(
      fields["placement"], at: read.join(path, "placement"),
      SceneFormat.strokePlacements, default: .centered)
    return stroke
  }

  static func decodeShape(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ShapeKind
  {
    if case .string = value {
      return try read.choice(value, at: path, SceneFormat.simpleShapes, default: nil)
    }
    let shape = try read.members(value, at: path, .roundedRectangle)
    return .roundedRectangle(
      radius: try read.number(
        shape["roundedRectangle"], at: read.join(path, "roundedRectangle"), in: 0...10_000,
        default: nil),
      style: try read.choice(
        shape["style"], at: read.join(path, "style"), SceneFormat.cornerStyles, default: .circular))
  }

  /// A colour: a semantic name (`"secondary"`, `"accent"`, `"blue"`…), `#RRGGBB[AA]`, or
  /// `{"light": "#…", "dark": "#…"}`; with an opacity, `"purple@0.3"` or
  /// `{"color": …, "opacity": 0.3}` (SwiftUI's `Color.purple.opacity(0.3)`).
  static func decodeColor(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ColorValue
  {
    if case .string(let text) = value {
      if let at = text.lastIndex(of: "@") {
        let base = String(text[..<at])
        let amount = String(text[text.index(after: at)...])
        guard let opacity = Double(amount), opacity >= 0, opacity <= 1, !base.contains("@") else {
          throw read.error(
            path,
            "\"\(Quoted.cut(text))\" has no opacity after its @; write a colour, @ and a number in 0…1 (\"purple@0.3\")"
          )
        }
        return try decodeColor(.string(base), at: path, read).opacity(opacity)
      }
      if text.hasPrefix("#") { return .fixed(try read.color(value, at: path, default: .clear)) }
      guard let name = SceneFormat.semanticColors.first(where: { $0.0 == text })?.1 else {
        throw read.error(
          path,
          "\"\(Quoted.cut(text))\" is not a colour; write #RRGGBB, #RRGGBBAA or one of: \(Quoted.list(SceneFormat.semanticColors.map(\.0)))"
        )
      }
      return .semantic(name)
    }
    if case .object(let pairs) = value, pairs.contains(where: { $0.key == "color" }) {
      let fields = try read.members(value, at: path, .colorOpacity)
      let base = try decodeColor(fields["color"]!, at: read.join(path, "color"), read)
      return base.opacity(
        try read.number(fields["opacity"], at: read.join(path, "opacity"), in: 0...1, default: nil))
    }
    let pair = try read.members(value, at: path, .colorPair)
    return .adaptive(
      light: try read.color(pair["light"], at: read.join(path, "light"), default: .clear),
      dark: try read.color(pair["dark"], at: read.join(path, "dark"), default: .clear))
  }

  /// A grid's columns: a count of flexible columns, or an array of `{"flexible": {…}}`,
  /// `{"fixed": 100}`, `{"adaptive": {"minimum": 80}}`, each with an optional `spacing` and
  /// `alignment`.
  private static func decodeColumns(_ value: JSONValue?, at path: String, _ read: FieldReader)
    throws(SceneError) -> [GridItem]
  {
    guard let value else { return [GridItem()] }
    if case .number = value {
      let count = try read.integer(value, at: path, in: 1...20, default: 1)
      return Array(repeating: GridItem(), count: count)
    }
    let items = try decodeArray(value, at: path, read) { (item, itemPath) throws(SceneError) in
      let column = try read.members(item, at: itemPath, .gridColumn)
      let sizes = ["flexible", "fixed", "adaptive"].filter { column[$0] != nil }
      guard sizes.count == 1 else {
        throw read.error(itemPath, "needs one of \"flexible\", \"fixed\" or \"adaptive\"")
      }
      let sizePath = read.join(itemPath, sizes[0])
      let size: GridItemSize
      switch sizes[0] {
      case "fixed":
        size = .fixed(try read.number(column["fixed"], at: sizePath, in: 0...10_000, default: nil))
      default:
        let bounds = try read.members(column[sizes[0]]!, at: sizePath, .columnSize)
        let minimum = try read.number(
          bounds["minimum"], at: read.join(sizePath, "minimum"), in: 0...10_000,
          default: sizes[0] == "flexible" ? 10 : nil)
        let maximum =
          try decodeLength(
            bounds["maximum"], at: read.join(sizePath, "maximum"), read) ?? .infinity
        size =
          sizes[0] == "flexible"
          ? .flexible(minimum: minimum, maximum: maximum)
          : .adaptive(minimum: minimum, maximum: maximum)
      }
      return GridItem(
        size,
        spacing: column["spacing"] == nil
          ? nil
          : try read.number(
            column["spacing"], at: read.join(itemPath, "spacing"), in: 0...1000, default: nil),
        alignment: column["alignment"] == nil
          ? nil
          : try read.choice(
            column["alignment"], at: read.join(itemPath, "alignment"), SceneFormat.alignments,
            default: nil))
    }
    guard !items.isEmpty else { throw read.error(path, "is empty; a grid needs a column") }
    return items
  }

  /// A length in points, or `"infinity"` (for maximums); nil when absent.
  static func decodeLength(_ value: JSONValue?, at path: String, _ read: FieldReader)
    throws(SceneError) -> Double?
  {
    guard let value else { return nil }
    if value == .string("infinity") { return .infinity }
    guard case .number = value else {
      throw read.error(path, "is \(value.typeName); expected a number of points or \"infinity\"")
    }
    return try read.number(value, at: path, in: 0...100_000, default: nil)
  }
}
