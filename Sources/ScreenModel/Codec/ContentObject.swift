/// The objects of a content tree in a scene file (`SceneDecoder+Content.swift`) and the fields
/// each takes: what the decoder refuses unknown fields by, and what DocumentationTests checks
/// docs/scenes.md against, as ``SceneObject`` is for the rest of a scene.
public enum ContentObject: String, CaseIterable, Sendable {
  /// A view: one kind key, that kind's own fields, and modifiers.
  case node = "content"
  case image = "content.image"
  case roundedRectangle = "content.shape"
  case spacer = "content.spacer"
  case gridColumn = "content.columns[]"
  case columnSize = "content.columns[].flexible"
  case padding = "content.padding"
  case frame = "content.frame"
  case offset = "content.offset"
  case shadow = "content.shadow"
  case font = "content.font"
  case fixedSize = "content.fixedSize"
  case aspectRatio = "content.aspectRatio"
  case colorPair = "content.color"
  /// `{"color": …, "opacity": 0.3}`: a colour with its alpha multiplied.
  case colorOpacity = "content.color.opacity"
  case linearGradient = "content.linearGradient"
  /// A gradient's `start` or `end` written as coordinates.
  case unitPoint = "content.linearGradient.start"
  /// A shape's `fill` written as an object: a gradient.
  case fill = "content.fill"
  /// A shape's outline: `{"lineWidth": 2, "style": "#RRGGBB", "dash": [5, 3], "dashPhase": 0,
  /// "placement": "inside"}`.
  case stroke = "content.stroke"
  /// Issue 37: `.containerRelativeFrame(…)` written as an object.
  case containerRelativeFrame = "content.containerRelativeFrame"
  /// `.scrollTransition(…)`: its configuration and the effect at each phase.
  case scrollTransition = "content.scrollTransition"
  /// What a view looks like at one phase of a scroll transition.
  case visualEffect = "content.scrollTransition.identity"
  /// An animation written as an object (`{"curve": "easeOut", "duration": 0.2}`).
  case animation = "content.scrollTransition.animation"
  /// A spring written as an object.
  case spring = "content.scrollTransition.animation.spring"
  /// A background or overlay with its alignment: `{"content": {…}, "alignment": "bottomLeading"}`.
  case aligned = "content.overlay"

  /// The keys that name a view's kind; a node has exactly one.
  public static let kinds = [
    "text", "image", "shape", "color", "linearGradient", "spacer", "divider", "vstack", "hstack",
    "zstack",
    "scroll", "grid", "toggle", "button", "placeholder",
  ]
  /// The modifiers, applied in the order they are written.
  public static let modifiers = [
    "padding", "frame", "background", "overlay", "offset", "opacity", "cornerRadius",
    "clipShape", "shadow", "font", "foreground", "fixedSize", "layoutPriority", "aspectRatio",
    "ignoresSafeArea",
    // Issue 30: names a live program reads (the frame) and hears (taps) by.
    "id", "action",
    // Issue 38: the subtree a live answer's patch replaces.
    "node",
    // Issue 29: a NavigationLink's destination, a scene written inline.
    "push",
    // Issue 37: what a scroll view rests on, sizes taken from it, effects that follow it.
    "scrollTargetLayout", "containerRelativeFrame", "scrollTransition",
    // Issue 41: a Menu whose label is the node.
    "menu",
  ]
  /// Fields that belong to one kind (or a few), and the kinds they belong to.
  public static let kindFields: [(String, Set<String>)] = [
    ("lineLimit", ["text"]), ("textAlignment", ["text"]), ("textRole", ["text"]),
    ("resizable", ["image"]), ("contentMode", ["image"]),
    ("fill", ["shape"]), ("gradient", ["shape"]), ("stroke", ["shape"]),
    ("alignment", ["vstack", "hstack", "zstack", "grid"]),
    ("spacing", ["vstack", "hstack", "grid"]),
    ("axis", ["scroll"]), ("columns", ["grid"]), ("on", ["toggle"]), ("role", ["button"]),
    // Issue 37: a scroll view's targets, margins, indicators, clip, anchor, bounce and name.
    ("target", ["scroll"]), ("targetLimit", ["scroll"]), ("contentMargins", ["scroll"]),
    ("indicators", ["scroll"]), ("clipDisabled", ["scroll"]), ("anchor", ["scroll"]),
    ("bounce", ["scroll"]), ("name", ["scroll"]),
  ]

  /// The fields this object takes; any other is refused with the field's path.
  public var fields: Set<String> {
    switch self {
    case .node:
      Set(ContentObject.kinds + ContentObject.modifiers + ContentObject.kindFields.map(\.0))
    case .image: ["system", "file"]
    case .roundedRectangle: ["roundedRectangle", "style"]
    case .spacer: ["minLength"]
    case .gridColumn: ["flexible", "fixed", "adaptive", "spacing", "alignment"]
    case .columnSize: ["minimum", "maximum"]
    case .padding: ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]
    case .frame:
      [
        "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
        "maxHeight", "alignment",
      ]
    case .offset: ["x", "y"]
    case .shadow: ["radius", "x", "y", "color"]
    case .font: ["style", "size", "weight", "design"]
    case .fixedSize: ["horizontal", "vertical"]
    case .aspectRatio: ["ratio", "contentMode"]
    case .colorPair: ["light", "dark"]
    case .colorOpacity: ["color", "opacity"]
    case .linearGradient: ["colors", "stops", "start", "end"]
    case .unitPoint: ["x", "y"]
    case .fill: ["linearGradient"]
    case .stroke: ["style", "lineWidth", "dash", "dashPhase", "placement"]
    case .containerRelativeFrame: ["axes", "count", "span", "spacing", "alignment"]
    case .scrollTransition:
      ["mode", "axis", "animation", "topLeading", "identity", "bottomTrailing"]
    case .visualEffect: ["opacity", "scale", "x", "y", "rotation", "blur"]
    case .animation: ["curve", "duration", "spring", "bezier"]
    case .spring: ["response", "damping", "duration", "bounce"]
    case .aligned: ["content", "alignment"]
    }
  }
}

extension FieldReader {
  /// The members of `value`, a content object of kind `object` at `path`; unknown fields are
  /// refused.
  func members(_ value: JSONValue, at path: String, _ object: ContentObject) throws(SceneError)
    -> FieldMembers
  {
    try members(value, at: path, known: ContentObject.knownFields[object] ?? object.fields)
  }
}

extension ContentObject {
  /// ``kinds`` as a set, and each of ``kindFields`` with its kinds by name: what the decoder
  /// looks a content object's members up in.
  static let kindSet = Set(kinds)
  static let kindFieldOwners = Dictionary(uniqueKeysWithValues: kindFields)

  /// Each object's ``fields``, made once: the decoder asks for them at every object it reads
  /// (a live answer is read every frame; issue 38).
  static let knownFields = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.fields) })
}
