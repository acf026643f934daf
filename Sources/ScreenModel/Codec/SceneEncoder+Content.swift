import DisplayList

/// Writes content trees back in the scene format `SceneDecoder.decodeContent` reads.
///
/// Sources are left out (the decoder gives every node its field path). What the format cannot
/// say is written as the nearest thing it can: a text's own font and colour as `font` and `foreground` modifiers (laid out the
/// same), a modifier written twice on one node by wrapping the inner node in a one-view
/// `zstack` (same layout).
extension SceneEncoder {
  /// `node` as a scene file's JSON value.
  public static func encodeContent(_ node: ContentNode) -> JSONValue {
    var modifiers: [Modifier] = []
    var base = node
    while case .modified(let child, let modifier) = base {
      if case .source = modifier {
      } else {
        modifiers.insert(modifier, at: 0)
      }
      base = child
    }
    var pairs = encodeKind(base)
    for modifier in modifiers {
      let (key, value) = encodeModifier(modifier)
      if pairs.contains(where: { $0.key == key }) {
        // Written twice: the node so far becomes a one-view ZStack's child.
        pairs = [(key: "zstack", value: .array([.object(pairs)]))]
      }
      pairs.append((key: key, value: value))
    }
    return .object(pairs)
  }

  /// A background's or overlay's view, wrapped with its alignment when it is not centred.
  static func encodeAccessory(_ node: ContentNode, _ alignment: Alignment) -> JSONValue {
    guard alignment != .center else { return encodeContent(node) }
    return .object([
      ("content", encodeContent(node)),
      ("alignment", .string(SceneFormat.name(alignment, in: SceneFormat.alignments))),
    ])
  }

  /// Writes `node` at the writer's current place.
  static func writeContent(
    _ node: ContentNode, destinations: [String: ScreenSpec] = [:], into json: inout JSONWriter
  ) {
    write(inliningDestinations(encodeContent(node), destinations), into: &json)
  }

  static func write(_ value: JSONValue, into json: inout JSONWriter) {
    json.write(value)
  }

  private static func encodeKind(_ node: ContentNode) -> [(key: String, value: JSONValue)] {
    switch node {
    case .text(let text):
      var pairs: [(key: String, value: JSONValue)] = [("text", .string(text.string))]
      if let limit = text.lineLimit { pairs.append(("lineLimit", .number(Double(limit)))) }
      if text.alignment != .leading {
        pairs.append(
          (
            "textAlignment",
            .string(SceneFormat.name(text.alignment, in: SceneFormat.textAlignments))
          ))
      }
      if text.role != .text {
        pairs.append(("textRole", .string(SceneFormat.name(text.role, in: SceneFormat.textRoles))))
      }
      if let font = text.font { pairs.append(("font", encodeFont(font))) }
      if let color = text.color { pairs.append(("foreground", encodeColor(color))) }
      return pairs
    case .image(let image):
      var pairs: [(key: String, value: JSONValue)]
      switch image.source {
      case .system(let name): pairs = [("image", .object([("system", .string(name))]))]
      case .file(let path): pairs = [("image", .object([("file", .string(path))]))]
      }
      if image.resizable { pairs.append(("resizable", .bool(true))) }
      if let mode = image.contentMode { pairs.append(("contentMode", .string(mode.rawValue))) }
      return pairs
    case .shape(let shape):
      var pairs: [(key: String, value: JSONValue)] = [("shape", encodeShape(shape.kind))]
      switch shape.fill {
      case .color(let color)?: pairs.append(("fill", encodeColor(color)))
      case .linearGradient(let gradient)?:
        pairs.append(("fill", .object([("linearGradient", encodeGradient(gradient))])))
      case nil: break
      }
      if let stroke = shape.stroke { pairs.append(("stroke", encodeStroke(stroke))) }
      return pairs
    case .color(let color): return [("color", encodeColor(color))]
    case .linearGradient(let gradient): return [("linearGradient", encodeGradient(gradient))]
    case .spacer(let minLength):
      return [("spacer", .object(minLength.map { [("minLength", .number($0))] } ?? []))]
    case .divider: return [("divider", .object([]))]
    case .stack(let stack):
      let children = JSONValue.array(stack.children.map(encodeContent))
      var pairs: [(key: String, value: JSONValue)]
      switch stack.axis {
      case .vertical:
        pairs = [("vstack", children)]
        if stack.alignment.horizontal != .center {
          pairs.append(("alignment", .string(stack.alignment.horizontal.rawValue)))
        }
      case .horizontal:
        pairs = [("hstack", children)]
        if stack.alignment.vertical != .center {
          pairs.append(("alignment", .string(stack.alignment.vertical.rawValue)))
        }
      case .overlay:
        pairs = [("zstack", children)]
        if stack.alignment != .center {
          pairs.append(
            ("alignment", .string(SceneFormat.name(stack.alignment, in: SceneFormat.alignments))))
        }
      }
      if let spacing = stack.spacing, stack.axis != .overlay {
        pairs.append(("spacing", .number(spacing)))
      }
      return pairs
    case .scroll(let scroll):
      return encodeScroll(scroll)
    case .grid(let grid):
      var pairs: [(key: String, value: JSONValue)] = [
        ("grid", .array(grid.children.map(encodeContent))),
        ("columns", .array(grid.columns.map(encodeColumn))),
      ]
      if grid.alignment != .center { pairs.append(("alignment", .string(grid.alignment.rawValue))) }
      if let spacing = grid.spacing { pairs.append(("spacing", .number(spacing))) }
      return pairs
    case .toggle(let label, let isOn):
      return [("toggle", encodeContent(label)), ("on", .bool(isOn))]
    case .button(let label, let role):
      var pairs: [(key: String, value: JSONValue)] = [("button", encodeContent(label))]
      if role != .none { pairs.append(("role", .string(role.rawValue))) }
      return pairs
    case .placeholder(let name): return [("placeholder", .string(name))]
    case .modified: return encodeContent(node).objectPairs
    }
  }

  private static func encodeModifier(_ modifier: Modifier) -> (key: String, value: JSONValue) {
    switch modifier {
    case .padding(let insets):
      return ("padding", encodeInsets(insets))
    case .frame(let width, let height, let alignment):
      var pairs: [(key: String, value: JSONValue)] = []
      if let width { pairs.append(("width", length(width))) }
      if let height { pairs.append(("height", length(height))) }
      if alignment != .center {
        pairs.append(
          ("alignment", .string(SceneFormat.name(alignment, in: SceneFormat.alignments))))
      }
      return ("frame", .object(pairs))
    case .flexibleFrame(let frame):
      var pairs: [(key: String, value: JSONValue)] = []
      let bounds: [(String, Double?)] = [
        ("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth),
        ("maxWidth", frame.maxWidth),
        ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight),
        ("maxHeight", frame.maxHeight),
      ]
      for (name, value) in bounds { if let value { pairs.append((name, length(value))) } }
      if frame.alignment != .center {
        pairs.append(
          ("alignment", .string(SceneFormat.name(frame.alignment, in: SceneFormat.alignments))))
      }
      return ("frame", .object(pairs))
    case .background(let node, let alignment):
      return ("background", encodeAccessory(node, alignment))
    case .overlay(let node, let alignment): return ("overlay", encodeAccessory(node, alignment))
    case .offset(let x, let y): return ("offset", .object([("x", .number(x)), ("y", .number(y))]))
    case .opacity(let value): return ("opacity", .number(value))
    case .cornerRadius(let radius): return ("cornerRadius", .number(radius))
    case .clipShape(let shape): return ("clipShape", encodeShape(shape))
    case .shadow(let radius, let x, let y, let color):
      return (
        "shadow",
        .object([
          ("radius", .number(radius)), ("x", .number(x)), ("y", .number(y)),
          ("color", encodeColor(color)),
        ])
      )
    case .font(let font): return ("font", encodeFont(font))
    case .foregroundColor(let color): return ("foreground", encodeColor(color))
    case .fixedSize(let horizontal, let vertical):
      return (
        "fixedSize", .object([("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))])
      )
    case .layoutPriority(let priority): return ("layoutPriority", .number(priority))
    // The scene itself is written in by `inliningDestinations` (the node does not hold it).
    case .push(let screenID): return ("push", .object([("screenID", .string(screenID))]))
    case .menu(let menu): return ("menu", encodeMenu(menu))
    case .aspectRatio(let ratio, let mode):
      var pairs: [(key: String, value: JSONValue)] = []
      if let ratio { pairs.append(("ratio", .number(ratio))) }
      pairs.append(("contentMode", .string(mode.rawValue)))
      return ("aspectRatio", .object(pairs))
    case .ignoresSafeArea(let edges):
      let names = [
        ("top", Edges.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
      ]
      .filter { edges.contains($0.1) }.map { JSONValue.string($0.0) }
      return ("ignoresSafeArea", .array(names))
    case .source(let source): return ("source", .string(source))  // left out by encodeContent
    case .id(let name): return ("id", .string(name))
    case .action(let name): return ("action", .string(name))
    case .scrollTargetLayout: return ("scrollTargetLayout", .bool(true))
    case .containerRelativeFrame(let frame):
      return ("containerRelativeFrame", encodeContainerRelativeFrame(frame))
    case .scrollTransition(let transition):
      return ("scrollTransition", encodeTransition(transition))
    case .node(let name): return ("node", .string(name))
    }
  }

  private static func length(_ value: Double) -> JSONValue {
    value == .infinity ? .string("infinity") : .number(value)
  }

  /// `{"lineWidth": 2, "style": …, "dash": […], "dashPhase": 1, "placement": "inside"}`, the
  /// defaults (1 pt, the foreground, solid, centred) left out.
  private static func encodeStroke(_ stroke: ShapeStroke) -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = []
    if stroke.lineWidth != 1 { pairs.append(("lineWidth", .number(stroke.lineWidth))) }
    switch stroke.style {
    case .color(let color)?: pairs.append(("style", encodeColor(color)))
    case .linearGradient(let gradient)?:
      pairs.append(("style", .object([("linearGradient", encodeGradient(gradient))])))
    case nil: break
    }
    if !stroke.dash.isEmpty { pairs.append(("dash", .array(stroke.dash.map { .number($0) }))) }
    if stroke.dashPhase != 0 { pairs.append(("dashPhase", .number(stroke.dashPhase))) }
    if stroke.placement != .centered {
      pairs.append(("placement", .string(stroke.placement.rawValue)))
    }
    return .object(pairs)
  }

  private static func encodeShape(_ shape: ShapeKind) -> JSONValue {
    switch shape {
    case .roundedRectangle(let radius, let style):
      var pairs: [(key: String, value: JSONValue)] = [("roundedRectangle", .number(radius))]
      if style != .circular { pairs.append(("style", .string(style.rawValue))) }
      return .object(pairs)
    default: return .string(SceneFormat.name(shape, in: SceneFormat.simpleShapes))
    }
  }

  static func encodeColor(_ color: ColorValue) -> JSONValue {
    switch color {
    case .semantic(let name): .string(name.rawValue)
    case .fixed(let fixed): .string(hex(fixed))
    case .adaptive(let light, let dark):
      .object([("light", .string(hex(light))), ("dark", .string(hex(dark)))])
    case .opacity(let base, let amount):
      // `"purple@0.3"` where the base is a name or a hex string, else the object form.
      switch encodeColor(base) {
      case .string(let text) where !text.contains("@"): .string("\(text)@\(amount)")
      case let encoded: .object([("color", encoded), ("opacity", .number(amount))])
      }
    }
  }

  /// `{"colors": […], "start": …, "end": …}`, with `stops` when they are not evenly spread.
  static func encodeGradient(_ gradient: LinearGradient) -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = [
      ("colors", .array(gradient.colors.map(encodeColor)))
    ]
    if !gradient.hasEvenStops {
      pairs.append(("stops", .array(gradient.stops.map { .number($0.location) })))
    }
    pairs.append(("start", encodeUnitPoint(gradient.start)))
    pairs.append(("end", encodeUnitPoint(gradient.end)))
    return .object(pairs)
  }

  private static func encodeUnitPoint(_ point: UnitPoint) -> JSONValue {
    if let name = SceneFormat.unitPoints.first(where: { $0.1 == point })?.0 {
      return .string(name)
    }
    return .object([("x", .number(point.x)), ("y", .number(point.y))])
  }

  private static func encodeFont(_ font: ContentFont) -> JSONValue {
    switch font {
    case .style(let style, nil, .standard): return .string(style.rawValue)
    case .style(let style, let weight, let design):
      var pairs: [(key: String, value: JSONValue)] = [("style", .string(style.rawValue))]
      if let weight {
        pairs.append(("weight", .string(SceneFormat.name(weight, in: SceneFormat.fontWeights))))
      }
      if design != .standard {
        pairs.append(("design", .string(SceneFormat.name(design, in: SceneFormat.fontDesigns))))
      }
      return .object(pairs)
    case .system(let size, let weight, let design):
      var pairs: [(key: String, value: JSONValue)] = [
        ("size", .number(size)),
        ("weight", .string(SceneFormat.name(weight, in: SceneFormat.fontWeights))),
      ]
      if design != .standard {
        pairs.append(("design", .string(SceneFormat.name(design, in: SceneFormat.fontDesigns))))
      }
      return .object(pairs)
    }
  }

  private static func encodeColumn(_ item: GridItem) -> JSONValue {
    var pairs: [(key: String, value: JSONValue)]
    switch item.size {
    case .fixed(let width): pairs = [("fixed", .number(width))]
    case .flexible(let minimum, let maximum):
      pairs = [
        ("flexible", .object([("minimum", .number(minimum)), ("maximum", length(maximum))]))
      ]
    case .adaptive(let minimum, let maximum):
      pairs = [
        ("adaptive", .object([("minimum", .number(minimum)), ("maximum", length(maximum))]))
      ]
    }
    if let spacing = item.spacing { pairs.append(("spacing", .number(spacing))) }
    if let alignment = item.alignment {
      pairs.append(("alignment", .string(SceneFormat.name(alignment, in: SceneFormat.alignments))))
    }
    return .object(pairs)
  }
}

extension JSONValue {
  /// An object's pairs; empty for anything else.
  fileprivate var objectPairs: [(key: String, value: JSONValue)] {
    if case .object(let pairs) = self { return pairs }
    return []
  }
}
