import DisplayList

/// The modifiers of a content node in a scene file (see `SceneDecoder+Content.swift`).
extension SceneDecoder {
  static func decodeModifier(
    _ key: String, _ value: JSONValue, at path: String, _ read: FieldReader, depth: Int
  ) throws(SceneError) -> Modifier {
    switch key {
    case "padding":
      // A number on every edge, true for the default 16, or per edge.
      if value == .bool(true) { return .padding(EdgeInsets(.all, Modifier.defaultPadding)) }
      return .padding(try decodeEdgeInsets(value, at: path, read))
    case "frame":
      let fields = try read.members(value, at: path, .frame)
      let alignment = try read.choice(
        fields["alignment"], at: read.join(path, "alignment"), SceneFormat.alignments,
        default: .center)
      func length(_ name: String) throws(SceneError) -> Double? {
        try decodeLength(fields[name], at: read.join(path, name), read)
      }
      let flexible = [
        "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
      ]
      if flexible.allSatisfy({ fields[$0] == nil }) {
        return .frame(
          width: try length("width"), height: try length("height"), alignment: alignment)
      }
      guard fields["width"] == nil, fields["height"] == nil else {
        throw read.error(
          path, "mixes a fixed width or height with minimums and maximums; use one frame of each")
      }
      return .flexibleFrame(
        FlexibleFrame(
          minWidth: try length("minWidth"), idealWidth: try length("idealWidth"),
          maxWidth: try length("maxWidth"), minHeight: try length("minHeight"),
          idealHeight: try length("idealHeight"), maxHeight: try length("maxHeight"),
          alignment: alignment))
    case "background", "overlay":
      // A view, a colour as a shorthand for one, or {"content": view, "alignment": name}.
      var node: JSONValue = value
      var nodePath = path
      var alignment = Alignment.center
      if case .object = value, value["content"] != nil {
        let fields = try read.members(value, at: path, .aligned)
        node = fields["content"]!
        nodePath = read.join(path, "content")
        alignment = try read.choice(
          fields["alignment"], at: read.join(path, "alignment"), SceneFormat.alignments,
          default: .center)
      }
      let view: ContentNode
      if case .string = node {
        view = .color(try decodeColor(node, at: nodePath, read)).source(read.source(nodePath))
      } else {
        view = try decodeContent(node, at: nodePath, read, depth: depth + 1)
      }
      return key == "background"
        ? .background(view, alignment: alignment) : .overlay(view, alignment: alignment)
    case "offset":
      let fields = try read.members(value, at: path, .offset)
      return .offset(
        x: try read.number(fields["x"], at: read.join(path, "x"), in: -10_000...10_000, default: 0),
        y: try read.number(fields["y"], at: read.join(path, "y"), in: -10_000...10_000, default: 0))
    case "opacity":
      return .opacity(try read.number(value, at: path, in: 0...1, default: nil))
    case "cornerRadius":
      return .cornerRadius(try read.number(value, at: path, in: 0...10_000, default: nil))
    case "clipShape":
      return .clipShape(try decodeShape(value, at: path, read))
    case "shadow":
      let fields = try read.members(value, at: path, .shadow)
      return .shadow(
        radius: try read.number(
          fields["radius"], at: read.join(path, "radius"), in: 0...1000, default: nil),
        x: try read.number(fields["x"], at: read.join(path, "x"), in: -1000...1000, default: 0),
        y: try read.number(fields["y"], at: read.join(path, "y"), in: -1000...1000, default: 0),
        color: fields["color"] == nil
          ? .semantic(.black).opacity(0.33)
          : try decodeColor(fields["color"]!, at: read.join(path, "color"), read))
    case "font":
      return .font(try decodeFont(value, at: path, read))
    case "foreground":
      return .foregroundColor(try decodeColor(value, at: path, read))
    case "fixedSize":
      if value == .bool(true) { return .fixedSize(horizontal: true, vertical: true) }
      let fields = try read.members(value, at: path, .fixedSize)
      return .fixedSize(
        horizontal: try read.bool(
          fields["horizontal"], at: read.join(path, "horizontal"), default: false),
        vertical: try read.bool(fields["vertical"], at: read.join(path, "vertical"), default: false)
      )
    case "id":
      return .id(try read.liveName(value, at: path))
    case "action":
      return .action(try read.liveName(value, at: path))
    case "node":
      return .node(try read.liveName(value, at: path))
    case "push":
      return .push(try decodeDestination(value, at: path, read))
    case "scrollTargetLayout", "containerRelativeFrame", "scrollTransition":
      return try decodeScrollModifier(key, value, at: path, read)
    case "menu":
      return .menu(try decodeMenu(value, at: path, read))
    case "layoutPriority":
      return .layoutPriority(try read.number(value, at: path, in: -1000...1000, default: nil))
    case "aspectRatio":
      if case .number = value {
        return .aspectRatio(
          try read.number(value, at: path, in: 0.001...1000, default: nil), contentMode: .fit)
      }
      let fields = try read.members(value, at: path, .aspectRatio)
      return .aspectRatio(
        fields["ratio"] == nil
          ? nil
          : try read.number(
            fields["ratio"], at: read.join(path, "ratio"), in: 0.001...1000, default: nil),
        contentMode: try read.choice(
          fields["contentMode"], at: read.join(path, "contentMode"), SceneFormat.contentModes,
          default: .fit))
    default:  // "ignoresSafeArea"
      if value == .bool(true) { return .ignoresSafeArea(.all) }
      guard case .array(let names) = value else {
        throw read.error(
          path, "write true or a list of edges (\(Quoted.list(SceneFormat.edges.map(\.0))))")
      }
      var edges: Edges = []
      for (index, name) in names.enumerated() {
        edges.formUnion(
          try read.choice(name, at: "\(path)[\(index)]", SceneFormat.edges, default: nil))
      }
      return .ignoresSafeArea(edges)
    }
  }

  /// A font: a text style's name (`"headline"`), or `{"style": "title", "weight": "bold",
  /// "design": "rounded"}`, or `{"size": 20, "weight": "semibold"}`.
  static func decodeFont(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ContentFont
  {
    if case .string = value {
      return .style(try read.choice(value, at: path, SceneFormat.textStyles, default: nil))
    }
    let fields = try read.members(value, at: path, .font)
    let design = try read.choice(
      fields["design"], at: read.join(path, "design"), SceneFormat.fontDesigns, default: .standard)
    let weightPath = read.join(path, "weight")
    switch (fields["style"], fields["size"]) {
    case (let style?, nil):
      return .style(
        try read.choice(style, at: read.join(path, "style"), SceneFormat.textStyles, default: nil),
        weight: fields["weight"] == nil
          ? nil
          : try read.choice(
            fields["weight"], at: weightPath, SceneFormat.fontWeights, default: nil),
        design: design)
    case (nil, let size?):
      return .system(
        size: try read.number(size, at: read.join(path, "size"), in: 1...200, default: nil),
        weight: try read.choice(
          fields["weight"], at: weightPath, SceneFormat.fontWeights, default: .regular),
        design: design)
    default:
      throw read.error(path, "needs one of \"style\" (a text style) or \"size\" (points)")
    }
  }
}
