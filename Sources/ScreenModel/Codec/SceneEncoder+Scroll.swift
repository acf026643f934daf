import NavGeometry

/// Scroll views and the scroll modifiers written back in the scene format
/// `SceneDecoder+Scroll.swift` reads; defaults are left out.
extension SceneEncoder {
  static func encodeScroll(_ scroll: ScrollContent) -> [(key: String, value: JSONValue)] {
    var pairs: [(key: String, value: JSONValue)] = [("scroll", encodeContent(scroll.content))]
    if scroll.axes != .vertical { pairs.append(("axis", .string(scroll.axes.rawValue))) }
    switch scroll.target {
    case .free: break
    case .paging: pairs.append(("target", .string("paging")))
    case .viewAligned(let limited):
      pairs.append(("target", .string("viewAligned")))
      if !limited { pairs.append(("targetLimit", .string("never"))) }
    }
    if scroll.contentMargins != EdgeInsets() {
      pairs.append(("contentMargins", encodeInsets(scroll.contentMargins)))
    }
    if scroll.indicators != .automatic {
      pairs.append(("indicators", .string(scroll.indicators.rawValue)))
    }
    if !scroll.clipsContent { pairs.append(("clipDisabled", .bool(true))) }
    if let anchor = scroll.anchor {
      pairs.append(("anchor", .string(SceneFormat.name(anchor, in: SceneFormat.alignments))))
    }
    if scroll.bounce != .automatic { pairs.append(("bounce", .string(scroll.bounce.rawValue))) }
    if let name = scroll.name { pairs.append(("name", .string(name))) }
    return pairs
  }

  /// Insets as the four edges (`padding`, `contentMargins`).
  static func encodeInsets(_ insets: EdgeInsets) -> JSONValue {
    .object([
      ("top", .number(insets.top)), ("leading", .number(insets.leading)),
      ("bottom", .number(insets.bottom)), ("trailing", .number(insets.trailing)),
    ])
  }

  static func encodeContainerRelativeFrame(_ frame: ContainerRelativeFrame) -> JSONValue {
    guard frame.count != 1 || frame.span != 1 || frame.spacing != 0 || frame.alignment != .center
    else { return .string(frame.axes.rawValue) }
    return .object([
      ("axes", .string(frame.axes.rawValue)), ("count", .number(Double(frame.count))),
      ("span", .number(Double(frame.span))), ("spacing", .number(frame.spacing)),
      ("alignment", .string(SceneFormat.name(frame.alignment, in: SceneFormat.alignments))),
    ])
  }

  static func encodeTransition(_ transition: ScrollTransition) -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = []
    switch transition.mode {
    case .interactive: break
    case .identity: pairs.append(("mode", .string("identity")))
    case .animated(let curve):
      pairs.append(("mode", .string("animated")))
      pairs.append(("animation", encodeAnimation(curve)))
    }
    if let axis = transition.axis { pairs.append(("axis", .string(axis.rawValue))) }
    pairs.append(("topLeading", encodeEffect(transition.topLeading)))
    if transition.identity != .identity {
      pairs.append(("identity", encodeEffect(transition.identity)))
    }
    pairs.append(("bottomTrailing", encodeEffect(transition.bottomTrailing)))
    return .object(pairs)
  }

  private static func encodeEffect(_ effect: VisualEffect) -> JSONValue {
    var pairs: [(key: String, value: JSONValue)] = []
    let values: [(String, Double, Double)] = [
      ("opacity", effect.opacity, 1), ("scale", effect.scale, 1), ("x", effect.offsetX, 0),
      ("y", effect.offsetY, 0), ("rotation", effect.rotation, 0), ("blur", effect.blur, 0),
    ]
    for (name, value, fallback) in values where value != fallback {
      pairs.append((name, .number(value)))
    }
    return .object(pairs)
  }

  /// A preset's name when the curve is one, else its object form.
  static func encodeAnimation(_ curve: AnimationCurve) -> JSONValue {
    if let name = SceneFormat.animationPresets.first(where: { $0.1 == curve })?.0 {
      return .string(name)
    }
    switch curve.kind {
    case .bezier(let x1, let y1, let x2, let y2):
      return .object([
        ("bezier", .array([.number(x1), .number(y1), .number(x2), .number(y2)])),
        ("duration", .number(curve.duration)),
      ])
    case .spring(let response, let damping):
      return .object([
        ("spring", .object([("response", .number(response)), ("damping", .number(damping))]))
      ])
    }
  }
}
