import NavGeometry

/// Scroll views and the scroll modifiers in scene files (issue 37, docs/scenes.md "Scroll
/// views"): what `ScrollView`, `.scrollTargetBehavior`, `.contentMargins`,
/// `.scrollIndicators`, `.scrollClipDisabled`, `.defaultScrollAnchor`,
/// `.scrollBounceBehavior`, `.scrollTargetLayout`, `.containerRelativeFrame` and
/// `.scrollTransition` say in SwiftUI.
///
/// ```json
/// {"scroll": {"hstack": [{"color": "blue", "containerRelativeFrame": "horizontal"}],
///             "scrollTargetLayout": true},
///  "axis": "horizontal", "target": "viewAligned", "contentMargins": {"horizontal": 16}}
/// ```
extension SceneDecoder {
  /// A `scroll` node: its content (`value`) and its own fields.
  static func decodeScroll(
    _ value: JSONValue, _ fields: FieldMembers, at path: String, _ read: FieldReader,
    depth: Int
  ) throws(SceneError) -> ContentNode {
    let at = read.join(path, "scroll")
    let axes = try read.choice(
      fields["axis"], at: read.join(path, "axis"), SceneFormat.scrollAxes, default: .vertical)
    var target = try read.choice(
      fields["target"], at: read.join(path, "target"), SceneFormat.scrollTargets, default: .free)
    if let limit = fields["targetLimit"] {
      guard case .viewAligned = target else {
        throw read.error(
          read.join(path, "targetLimit"), "applies to \"target\": \"viewAligned\" only")
      }
      target = .viewAligned(
        limitedToOnePage: try read.choice(
          limit, at: read.join(path, "targetLimit"), SceneFormat.targetLimits, default: true))
    }
    let margins =
      fields["contentMargins"] == nil
      ? EdgeInsets()
      : try decodeEdgeInsets(fields["contentMargins"]!, at: read.join(path, "contentMargins"), read)
    return .scroll(
      ScrollContent(
        axes, content: try decodeContent(value, at: at, read, depth: depth + 1), target: target,
        indicators: try read.choice(
          fields["indicators"], at: read.join(path, "indicators"), SceneFormat.scrollIndicators,
          default: .automatic),
        contentMargins: margins,
        clipsContent:
          !(try read.bool(
            fields["clipDisabled"], at: read.join(path, "clipDisabled"), default: false)),
        anchor: fields["anchor"] == nil
          ? nil
          : try read.choice(
            fields["anchor"], at: read.join(path, "anchor"), SceneFormat.alignments, default: nil),
        bounce: try read.choice(
          fields["bounce"], at: read.join(path, "bounce"), SceneFormat.scrollBounces,
          default: .automatic),
        name: fields["name"] == nil
          ? nil : try read.liveName(fields["name"], at: read.join(path, "name"))))
  }

  /// Insets: a number on every edge, or `{"top", "leading", "bottom", "trailing",
  /// "horizontal", "vertical", "all"}` (later, narrower names win over wider ones).
  static func decodeEdgeInsets(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> EdgeInsets
  {
    if case .number = value {
      return EdgeInsets(.all, try read.number(value, at: path, in: -1000...1000, default: nil))
    }
    let fields = try read.members(value, at: path, .padding)
    var insets = EdgeInsets()
    for (name, edges) in SceneFormat.edges.reversed() where fields[name] != nil {
      let amount = try read.number(
        fields[name], at: read.join(path, name), in: -1000...1000, default: nil)
      if edges.contains(.top) { insets.top = amount }
      if edges.contains(.leading) { insets.leading = amount }
      if edges.contains(.bottom) { insets.bottom = amount }
      if edges.contains(.trailing) { insets.trailing = amount }
    }
    return insets
  }

  /// `"scrollTargetLayout"`, `"containerRelativeFrame"` or `"scrollTransition"`.
  static func decodeScrollModifier(
    _ key: String, _ value: JSONValue, at path: String, _ read: FieldReader
  )
    throws(SceneError) -> Modifier
  {
    switch key {
    case "scrollTargetLayout":
      guard value == .bool(true) else {
        throw read.error(path, "write true: the stack's views become the scroll view's targets")
      }
      return .scrollTargetLayout
    case "containerRelativeFrame":
      if case .string = value {
        return .containerRelativeFrame(
          ContainerRelativeFrame(
            try read.choice(value, at: path, SceneFormat.scrollAxes, default: nil)))
      }
      let fields = try read.members(value, at: path, .containerRelativeFrame)
      let count = try read.integer(
        fields["count"], at: read.join(path, "count"), in: 1...100, default: 1)
      let span = try read.integer(
        fields["span"], at: read.join(path, "span"), in: 1...100, default: 1)
      guard span <= count else {
        throw read.error(read.join(path, "span"), "\(span) is more than count \(count)")
      }
      return .containerRelativeFrame(
        ContainerRelativeFrame(
          try read.choice(
            fields["axes"], at: read.join(path, "axes"), SceneFormat.scrollAxes, default: nil),
          count: count, span: span,
          spacing: try read.number(
            fields["spacing"], at: read.join(path, "spacing"), in: 0...1000, default: 0),
          alignment: try read.choice(
            fields["alignment"], at: read.join(path, "alignment"), SceneFormat.alignments,
            default: .center)))
    default:  // "scrollTransition"
      return .scrollTransition(try decodeTransition(value, at: path, read))
    }
  }

  private static func decodeTransition(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ScrollTransition
  {
    let fields = try read.members(value, at: path, .scrollTransition)
    let modePath = read.join(path, "mode")
    let modeName = try read.choice(
      fields["mode"], at: modePath, SceneFormat.transitionModes.map { ($0, $0) },
      default: "interactive")
    if fields["animation"] != nil, modeName != "animated" {
      throw read.error(read.join(path, "animation"), "applies to \"mode\": \"animated\" only")
    }
    let mode: ScrollTransition.Mode
    switch modeName {
    case "animated":
      mode = .animated(
        fields["animation"] == nil
          ? .bouncy
          : try decodeAnimation(fields["animation"]!, at: read.join(path, "animation"), read))
    case "identity": mode = .identity
    default: mode = .interactive
    }
    func effect(_ name: String) throws(SceneError) -> VisualEffect? {
      guard let member = fields[name] else { return nil }
      return try decodeEffect(member, at: read.join(path, name), read)
    }
    let topLeading = try effect("topLeading")
    let bottomTrailing = try effect("bottomTrailing")
    guard topLeading != nil || bottomTrailing != nil || mode == .identity else {
      throw read.error(
        path, "needs \"topLeading\" or \"bottomTrailing\": how the view looks as it leaves")
    }
    // SwiftUI's transition closure gets one effect for both edges unless it checks the phase:
    // one written alone is used for the other edge too.
    return ScrollTransition(
      mode: mode,
      axis: fields["axis"] == nil
        ? nil
        : try read.choice(
          fields["axis"], at: read.join(path, "axis"), SceneFormat.axes, default: nil),
      topLeading: topLeading ?? bottomTrailing ?? .identity,
      identity: try effect("identity") ?? .identity,
      bottomTrailing: bottomTrailing ?? topLeading ?? .identity)
  }

  private static func decodeEffect(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> VisualEffect
  {
    let fields = try read.members(value, at: path, .visualEffect)
    func number(_ name: String, _ range: ClosedRange<Double>, _ fallback: Double) throws(SceneError)
      -> Double
    {
      try read.number(fields[name], at: read.join(path, name), in: range, default: fallback)
    }
    return VisualEffect(
      opacity: try number("opacity", 0...1, 1), scale: try number("scale", 0...10, 1),
      offsetX: try number("x", -10_000...10_000, 0), offsetY: try number("y", -10_000...10_000, 0),
      rotation: try number("rotation", -3600...3600, 0), blur: try number("blur", 0...100, 0))
  }

  /// An animation: a preset's name (`"easeOut"`), or `{"curve": "easeOut", "duration": 0.2}`,
  /// `{"bezier": [x1, y1, x2, y2], "duration": 0.3}`, `{"spring": {"response", "damping"}}` or
  /// `{"spring": {"duration", "bounce"}}`.
  static func decodeAnimation(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> AnimationCurve
  {
    if case .string = value {
      return try read.choice(value, at: path, SceneFormat.animationPresets, default: nil)
    }
    let fields = try read.members(value, at: path, .animation)
    let kinds = ["curve", "bezier", "spring"].filter { fields[$0] != nil }
    guard kinds.count == 1 else {
      throw read.error(path, "needs one of \"curve\", \"bezier\" or \"spring\"")
    }
    let durationPath = read.join(path, "duration")
    switch kinds[0] {
    case "curve":
      var curve = try read.choice(
        fields["curve"], at: read.join(path, "curve"), SceneFormat.animationPresets, default: nil)
      if case .spring = curve.kind {
        guard fields["duration"] == nil else {
          throw read.error(durationPath, "a spring has no duration here; write {\"spring\": {…}}")
        }
      } else {
        curve.duration = try read.number(
          fields["duration"], at: durationPath, in: 0...60, default: curve.duration)
      }
      return curve
    case "bezier":
      let bezierPath = read.join(path, "bezier")
      let points = try decodeArray(fields["bezier"]!, at: bezierPath, read) {
        (item, itemPath) throws(SceneError) in
        try read.number(item, at: itemPath, in: -10...10, default: nil)
      }
      guard points.count == 4 else {
        throw read.error(bezierPath, "needs four numbers: x1, y1, x2, y2")
      }
      return AnimationCurve(
        kind: .bezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]),
        duration: try read.number(
          fields["duration"], at: durationPath, in: 0...60,
          default: AnimationCurve.presetDuration))
    default:
      guard fields["duration"] == nil else {
        throw read.error(durationPath, "goes inside \"spring\"")
      }
      let springPath = read.join(path, "spring")
      let spring = try read.members(fields["spring"]!, at: springPath, .spring)
      if spring["response"] != nil || spring["damping"] != nil {
        guard spring["duration"] == nil, spring["bounce"] == nil else {
          throw read.error(
            springPath, "takes \"response\" and \"damping\", or \"duration\" and \"bounce\"")
        }
        return .spring(
          response: try read.number(
            spring["response"], at: read.join(springPath, "response"), in: 0.01...60, default: 0.55),
          damping: try read.number(
            spring["damping"], at: read.join(springPath, "damping"), in: 0...10, default: 0.825))
      }
      return .spring(
        duration: try read.number(
          spring["duration"], at: read.join(springPath, "duration"), in: 0.01...60, default: 0.5),
        bounce: try read.number(
          spring["bounce"], at: read.join(springPath, "bounce"), in: -0.99...1, default: 0))
    }
  }
}
