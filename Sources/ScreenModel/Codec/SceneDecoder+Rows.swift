import DisplayList
import NavGeometry

/// Sections (plain arrays of rows, or objects with a header and footer), rows with their
/// kinds, and the images scenes name (issue 19).
extension SceneDecoder {
  static func decodeSection(
    _ value: JSONValue, at path: String, into spec: inout ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    var section = SectionSpec()
    let rows: [JSONValue]
    let rowsPath: String
    switch value {
    case .array(let list):
      rows = list
      rowsPath = path
    case .object:
      let fields = try read.members(value, at: path, .section)
      section.header = try read.string(fields["header"], at: "\(path).header", default: "")
      section.footer = try read.string(fields["footer"], at: "\(path).footer", default: "")
      section.headerAsWritten = try read.bool(
        fields["headerAsWritten"], at: "\(path).headerAsWritten", default: false)
      if fields["rowHeight"] != nil {
        section.rowHeight = try read.number(
          fields["rowHeight"], at: "\(path).rowHeight", in: 20...600, default: nil)
      }
      guard case .array(let list)? = fields["rows"] else {
        throw read.error("\(path).rows", "missing (a non-empty array of rows)")
      }
      rows = list
      rowsPath = "\(path).rows"
    default:
      throw read.error(
        path, "is \(value.typeName); expected an array of rows or {\"rows\": [...]}")
    }
    guard !rows.isEmpty else { throw read.error(rowsPath, "expected a non-empty array of rows") }
    spec.sectionPattern.append(rows.count)
    spec.sections.append(section)
    var checked = 0
    for (rowIndex, row) in rows.enumerated() {
      let decoded = try decodeRow(row, at: "\(rowsPath)[\(rowIndex)]", into: &spec, read)
      if decoded.accessory == .checkmark, decoded.isOn { checked += 1 }
      guard checked <= 1 else {
        throw read.error(
          "\(rowsPath)[\(rowIndex)].on",
          "a second chosen checkmark row; a section's checkmarks are a single choice")
      }
      spec.rows.append(decoded)
    }
  }

  static func decodeRow(
    _ value: JSONValue, at path: String, into spec: inout ScreenSpec, _ read: FieldReader
  ) throws(SceneError) -> RowContent {
    let row = try read.members(value, at: path, .row)
    let icon: Accent? =
      row["icon"] == nil
      ? nil : try read.choice(row["icon"], at: "\(path).icon", SceneFormat.accents, default: nil)
    let placeholder: String? =
      row["placeholder"] == nil
      ? nil : try read.string(row["placeholder"], at: "\(path).placeholder", default: nil)
    // A text field, a hero image or content of its own may go without a label.
    let labelOptional =
      placeholder != nil || row["hero"] != nil || row["content"] != nil || row["slider"] != nil
    // `"push"`: a scene file's path, or a scene written inline (a NavigationLink's destination).
    var pushesInline = false
    if case .object? = row["push"] { pushesInline = true }
    var content = RowContent(
      try read.string(row["label"], at: "\(path).label", default: labelOptional ? "" : nil),
      value: try read.string(row["value"], at: "\(path).value", default: ""),
      subtitle: try read.string(row["subtitle"], at: "\(path).subtitle", default: ""), icon: icon,
      glyph: try read.string(row["glyph"], at: "\(path).glyph", default: ""),
      push: row["push"] == nil || pushesInline
        ? nil : try read.string(row["push"], at: "\(path).push", default: nil))
    if pushesInline, let scene = row["push"] {
      content.destination = try decodeDestination(scene, at: "\(path).push", read)
    }
    if let scene = row["present"] {
      content.present = try decodeDestination(scene, at: "\(path).present", read)
    }
    content.placeholder = placeholder
    content.accessory = try read.choice(
      row["accessory"], at: "\(path).accessory", RowAccessory.allCases.map { ($0.rawValue, $0) },
      default: placeholder != nil || row["hero"] != nil || row["slider"] != nil
        ? RowAccessory.none : .disclosure)
    if row["slider"] != nil {
      content.slider = try read.number(row["slider"], at: "\(path).slider", in: 0...1, default: nil)
    }
    if row["on"] != nil {
      guard content.accessory == .switch || content.accessory == .checkmark else {
        throw read.error(
          "\(path).on", "only a row with \"accessory\": \"switch\" or \"checkmark\" is on or off")
      }
      content.isOn = try read.bool(row["on"], at: "\(path).on", default: false)
    }
    content.style = try read.choice(
      row["style"], at: "\(path).style", RowLabelStyle.allCases.map { ($0.rawValue, $0) },
      default: .default)
    if row["align"] != nil {
      guard content.style == .button else {
        throw read.error("\(path).align", "only a row with \"style\": \"button\" is aligned")
      }
      content.isCentered = try read.choice(
        row["align"], at: "\(path).align", [("leading", false), ("center", true)], default: nil)
    }
    content.badge = try read.integer(row["badge"], at: "\(path).badge", in: 0...9999, default: 0)
    if row["image"] != nil {
      let file = try read.string(row["image"], at: "\(path).image", default: nil)
      let size = try read.number(
        row["imageSize"], at: "\(path).imageSize", in: 16...120, default: 29)
      var image = RowImage(
        path: try imageID(file, at: "\(path).image", into: &spec, read, drawnSide: size).path,
        size: size)
      image.shape = try read.choice(
        row["imageShape"], at: "\(path).imageShape", ImageShape.allCases.map { ($0.rawValue, $0) },
        default: .rounded)
      content.image = image
    } else if row["imageSize"] != nil || row["imageShape"] != nil {
      throw read.error(
        "\(path).\(row["imageSize"] != nil ? "imageSize" : "imageShape")",
        "only a row with an \"image\" has an image size or shape")
    }
    if row["thumbnail"] != nil {
      let file = try read.string(row["thumbnail"], at: "\(path).thumbnail", default: nil)
      content.thumbnail = RowImage(
        path: try imageID(file, at: "\(path).thumbnail", into: &spec, read).path, shape: .rounded)
    }
    if row["hero"] != nil {
      let file = try read.string(row["hero"], at: "\(path).hero", default: nil)
      content.hero = RowImage(
        path: try imageID(file, at: "\(path).hero", into: &spec, read).path, shape: .square)
    }
    if let tree = row["content"] {
      let node = try decodeContent(tree, at: "\(path).content", read)
      try registerImages(of: node, at: "\(path).content", into: &spec, read)
      content.content = node
    }
    if let sets = row["swipeActions"] {
      content.swipeActions = try decodeSwipeActions(sets, at: "\(path).swipeActions", read)
    }
    return content
  }

  /// Records the image files a content tree names, each at its node's field path, so that they
  /// are loaded and checked with the scene's other images.
  static func registerImages(
    of node: ContentNode, at field: String, into spec: inout ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    for (path, source) in node.imageFiles {
      _ = try imageID(path, at: source.isEmpty ? field : source, into: &spec, read)
    }
  }

  /// Records an image file named at `field` and returns its id (the path as written; made
  /// relative to the scene's folder with the other paths).
  static func imageID(
    _ file: String, at field: String, into spec: inout ScreenSpec, _ read: FieldReader,
    drawnSide: Double? = nil
  ) throws(SceneError) -> ImageID {
    guard !file.isEmpty else { throw read.error(field, "empty (the path of a PNG or JPEG file)") }
    // Bounded: each image costs memory; a scene names a screenful, not thousands.
    guard spec.images.count < maximumImageCount else {
      throw read.error(field, "more than \(maximumImageCount) images in one scene")
    }
    spec.images.append(ImageReference(path: file, field: field, drawnSide: drawnSide))
    return ImageID(path: file)
  }

  /// Images one scene may name (references to the same file count once each).
  static let maximumImageCount = 256

  /// The album header's `artwork` and `background`, the card's `iconImage`, the blog bar's
  /// `background`.
  static func decodeImages(
    _ top: FieldMembers, into spec: inout ScreenSpec, _ read: FieldReader
  ) throws(SceneError) {
    func image(_ object: JSONValue?, _ owner: String, _ name: String) throws(SceneError)
      -> RowImage?
    {
      guard case .object(let pairs)? = object,
        let value = pairs.first(where: { $0.0 == name })?.1
      else { return nil }
      let file = try read.string(value, at: "\(owner).\(name)", default: nil)
      return RowImage(
        path: try imageID(file, at: "\(owner).\(name)", into: &spec, read).path, shape: .square)
    }
    let artwork = try image(top["header"], "header", "artwork")
    let headerBackground = try image(top["header"], "header", "background")
    let iconImage = try image(top["card"], "card", "iconImage")
    let barBackground = try image(top["topBar"], "topBar", "background")
    spec.header?.artwork = artwork
    spec.header?.background = headerBackground
    spec.card?.iconImage = iconImage
    spec.topBar?.background = barBackground
  }

  /// `"colors"`: each a colour or `{"light": …, "dark": …}`.
  static func decodeColors(_ value: JSONValue, _ read: FieldReader) throws(SceneError)
    -> SceneColors
  {
    let fields = try read.members(value, at: "colors", .colors)
    var colors = SceneColors()
    for name in SceneColors.names {
      guard let field = fields[name] else { continue }
      let path = "colors.\(name)"
      if case .object = field {
        let sides = try read.members(field, at: path, .appearanceColor)
        guard sides["light"] != nil, sides["dark"] != nil else {
          throw read.error(path, "give both \"light\" and \"dark\" (or one colour for both)")
        }
        colors[name] = AppearanceColor(
          light: try read.color(sides["light"], at: "\(path).light", default: .black),
          dark: try read.color(sides["dark"], at: "\(path).dark", default: .black))
      } else {
        let color = try read.color(field, at: path, default: .black)
        colors[name] = AppearanceColor(light: color, dark: color)
      }
    }
    return colors
  }
}
