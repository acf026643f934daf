import ScreenModel
import SwiftSyntax

/// Scroll views and the scroll modifiers as the model's values (`ScrollContent`'s axes, target,
/// indicators, margins, clipping, anchor and bounce; `Modifier.scrollTargetLayout`,
/// `.containerRelativeFrame`, `.scrollTransition`), in SwiftUI's spelling (iOS 17/18).
struct ScrollReader {
  let importer: ImportSession

  /// `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical], showsIndicators: false)`.
  func scrollView(_ call: ViewCall.Call, _ evaluator: Evaluator, content: ContentNode)
    -> ScrollContent
  {
    var scroll = ScrollContent(axes(call.argument(nil), evaluator) ?? .vertical, content: content)
    if evaluator.bool(call.argument("showsIndicators")) == false { scroll.indicators = .hidden }
    return scroll
  }

  /// The axes an `Axis.Set` expression names (`.horizontal`, `[.horizontal, .vertical]`).
  func axes(_ expression: ExprSyntax?, _ evaluator: Evaluator) -> ScrollAxes? {
    guard let expression else { return nil }
    if let array = expression.as(ArrayExprSyntax.self) {
      let names = Set(array.elements.compactMap { evaluator.member($0.expression) })
      if names.isSuperset(of: ["horizontal", "vertical"]) { return .both }
      return names.first.flatMap { ScrollAxes(rawValue: $0) }
    }
    return evaluator.member(expression).flatMap { ScrollAxes(rawValue: $0) }
  }

  /// Applies a modifier that sets a scroll view's behaviour to `content`'s scroll views (the
  /// node itself, or the outermost ones inside it, as SwiftUI's environment reaches them);
  /// false when `modifier` is none of these.
  func apply(_ modifier: ViewNode.Modifier, to content: inout ContentNode) -> Bool {
    let evaluator = modifier.evaluator(importer)
    let call = modifier.call
    let change: (inout ScrollContent) -> Void
    switch modifier.name {
    case "scrollTargetBehavior":
      guard let target = target(call.argument(nil), evaluator) else {
        warn(
          modifier, "is not a behaviour NavLab has (paging, viewAligned); the view scrolls freely")
        return true
      }
      change = { $0.target = target }
    case "scrollIndicators":
      guard
        let name = evaluator.member(call.argument(nil)),
        let visibility = ScrollIndicatorVisibility(rawValue: name)
      else { return true }
      change = { $0.indicators = visibility }
    case "contentMargins":
      // `for: .scrollIndicators` moves only the indicators, which NavLab does not draw apart.
      if let placement = evaluator.member(call.argument("for")), placement == "scrollIndicators" {
        return true
      }
      guard let margins = margins(call, evaluator) else {
        warn(modifier, "has margins NavLab cannot read; left out")
        return true
      }
      change = { $0.contentMargins = margins }
    case "scrollClipDisabled":
      let disabled = evaluator.bool(call.argument(nil)) ?? true
      change = { $0.clipsContent = !disabled }
    case "defaultScrollAnchor":
      guard let name = evaluator.member(call.argument(nil)),
        let anchor = SceneFormat.value(name, in: SceneFormat.alignments)
      else { return true }
      change = { $0.anchor = anchor }
    case "scrollBounceBehavior":
      guard let name = evaluator.member(call.argument(nil)),
        let bounce = ScrollBounceBehavior(rawValue: name)
      else { return true }
      change = { $0.bounce = bounce }
    default:
      return false
    }
    Self.updateScrolls(&content, change)
    return true
  }

  /// `.paging`, `.viewAligned`, `.viewAligned(limitBehavior:)`.
  func target(_ expression: ExprSyntax?, _ evaluator: Evaluator) -> ScrollTarget? {
    guard let expression, let name = evaluator.member(expression) else { return nil }
    switch name {
    case "paging": return .paging
    case "viewAligned":
      // `.automatic` limits a gesture to one page in a compact width (an iPhone), as
      // `.always` does; `.never` does not limit it.
      let limit =
        expression.as(FunctionCallExprSyntax.self).flatMap {
          evaluator.member($0.arguments.first { $0.label?.text == "limitBehavior" }?.expression)
        } ?? "automatic"
      return .viewAligned(limitedToOnePage: limit != "never")
    default: return nil
    }
  }

  /// `.contentMargins(16)`, `.contentMargins(.horizontal, 20)`,
  /// `.contentMargins(.top, 8, for: .scrollContent)`, `.contentMargins(EdgeInsets(…))`.
  private func margins(_ call: ViewCall.Call, _ evaluator: Evaluator) -> EdgeInsets? {
    let unlabelled = call.arguments.filter { $0.label == nil }.map(\.expression)
    if unlabelled.count == 1, let amount = evaluator.number(unlabelled[0]) {
      return EdgeInsets(.all, amount)
    }
    guard unlabelled.count == 2, let amount = evaluator.number(unlabelled[1]) else {
      return nil
    }
    var names: [String] = []
    if let array = unlabelled[0].as(ArrayExprSyntax.self) {
      names = array.elements.compactMap { evaluator.member($0.expression) }
    } else if let name = evaluator.member(unlabelled[0]) {
      names = [name]
    }
    var edges: Edges = []
    for name in names {
      guard let set = SceneFormat.value(name, in: SceneFormat.edges) else { return nil }
      edges.formUnion(set)
    }
    return EdgeInsets(edges, amount)
  }

  /// `.containerRelativeFrame(.horizontal)`, `(…, count: 3, span: 2, spacing: 10,
  /// alignment: .leading)`, or the closure form when the closure is a plain function of the
  /// length (a · length + b, which a count, span and spacing say exactly when a is a ratio of
  /// small whole numbers).
  func containerRelativeFrame(_ modifier: ViewNode.Modifier) -> ContainerRelativeFrame? {
    let evaluator = modifier.evaluator(importer)
    let call = modifier.call
    guard let axes = axes(call.argument(nil), evaluator) else { return nil }
    let alignment =
      evaluator.member(call.argument("alignment")).flatMap {
        SceneFormat.value($0, in: SceneFormat.alignments)
      } ?? .center
    if let count = evaluator.number(call.argument("count")) {
      return ContainerRelativeFrame(
        axes, count: max(1, Int(count)),
        span: max(1, Int(evaluator.number(call.argument("span")) ?? 1)),
        spacing: max(0, evaluator.number(call.argument("spacing")) ?? 0), alignment: alignment)
    }
    guard let closure = call.closure("") else {
      return ContainerRelativeFrame(axes, alignment: alignment)
    }
    guard let (ratio, offset) = linear(closure, modifier),
      let (count, span) = Self.fraction(ratio)
    else {
      warn(
        modifier,
        "computes a length NavLab cannot say as a share of the container; the container's length is used"
      )
      return ContainerRelativeFrame(axes, alignment: alignment)
    }
    // f(L) = (L − s·(c − 1)) / c · p + s·(p − 1) = (p / c)·L + s·(p / c − 1).
    let spacing = ratio == 1 ? 0 : offset / (ratio - 1)
    return ContainerRelativeFrame(
      axes, count: count, span: span, spacing: max(0, spacing), alignment: alignment)
  }

  /// The closure `{ length, axis in … }` as a · length + b, from its values at three lengths;
  /// nil when it does not run or is not linear.
  private func linear(_ closure: ClosureExprSyntax, _ modifier: ViewNode.Modifier)
    -> (Double, Double)?
  {
    let live = importer.live
    guard let scope = modifier.bindings.scope,
      let function = live.evaluate(ExprSyntax(closure), in: scope, file: modifier.file)
    else { return nil }
    func value(_ length: Double) -> Double? {
      let axis = RuntimeValue.enumCase(type: "Axis", name: "horizontal", payload: [])
      return live.run(function, [.double(length), axis])?.unwrapped?.number
    }
    guard let zero = value(0), let thousand = value(1000), let half = value(500) else {
      return nil
    }
    let ratio = (thousand - zero) / 1000
    guard abs(zero + ratio * 500 - half) < 1e-6, ratio > 0 else { return nil }
    return (ratio, zero)
  }

  /// `ratio` as span / count with count up to 24, when it is one exactly (to 1e-9).
  static func fraction(_ ratio: Double) -> (count: Int, span: Int)? {
    for count in 1...24 {
      let span = (ratio * Double(count)).rounded()
      if span >= 1, abs(span / Double(count) - ratio) < 1e-9 { return (count, Int(span)) }
    }
    return nil
  }

  /// `.scrollTransition { content, phase in content.opacity(…).scaleEffect(…) }` (and its
  /// `axis:`, `topLeading:`/`bottomTrailing:` and configuration forms): the effect the closure
  /// gives at phases −1, 0 and +1, which the engine blends by the view's phase; nil, with a
  /// warning, when there is no such closure.
  func scrollTransition(_ modifier: ViewNode.Modifier) -> ScrollTransition? {
    let call = modifier.call
    let evaluator = modifier.evaluator(importer)
    guard let closure = call.closure("") ?? call.closure("transition") else {
      warn(
        modifier, "has no transition closure ({ content, phase in content.opacity(…) }); skipped")
      return nil
    }
    var names = ["$0", "$1"]
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: names = list.map(\.name.text)
    case .parameterClause(let clause)?: names = clause.parameters.map(\.firstName.text)
    case nil: break
    }
    guard names.count == 2, let scope = modifier.bindings.scope, let body = Self.returned(closure)
    else {
      warn(
        modifier,
        "needs a closure { content, phase in content.… } that returns the effect; skipped")
      return nil
    }
    func effect(_ phase: Double) -> VisualEffect {
      let inner = Scope(parent: scope)
      inner.declare(names[1], .native(ScrollTransitionPhaseValue(phase)), mutable: false)
      let phaseEvaluator = Evaluator(
        importer: importer, bindings: modifier.bindings.with(scope: inner), file: modifier.file)
      return visualEffect(ViewCall(body), phaseEvaluator, modifier)
    }
    var transition = ScrollTransition(
      topLeading: effect(-1), identity: effect(0), bottomTrailing: effect(1))
    if let axis = evaluator.member(call.argument("axis")), let value = Axis(rawValue: axis) {
      transition.axis = value
    }
    if call.argument("topLeading") != nil || call.argument("bottomTrailing") != nil {
      // A configuration an edge: an `.identity` edge has no effect, and the other edge's
      // configuration is the transition's (the model has one mode).
      let leading = mode(call.argument("topLeading"), evaluator) ?? .interactive
      let trailing = mode(call.argument("bottomTrailing"), evaluator) ?? .interactive
      if leading == .identity { transition.topLeading = .identity }
      if trailing == .identity { transition.bottomTrailing = .identity }
      transition.mode = leading == .identity ? trailing : leading
    } else if let mode = mode(call.argument(nil), evaluator) {
      transition.mode = mode
    }
    return transition
  }

  /// A `ScrollTransitionConfiguration`: `.interactive`, `.identity`, `.animated` or
  /// `.animated(.easeIn)` with its curve (the shared `AnimationCurve`), each maybe with
  /// `.threshold(…)`; nil when none is written.
  private func mode(_ expression: ExprSyntax?, _ evaluator: Evaluator) -> ScrollTransition.Mode? {
    guard let expression else { return nil }
    if let value = evaluator.runtime(expression)?.unwrapped { return Self.mode(value) }
    switch evaluator.member(expression) {
    case "identity"?: return .identity
    case "animated"?: return .animated(.bouncy)
    default: return .interactive
    }
  }

  /// The configuration a running program's value is.
  static func mode(_ value: RuntimeValue, depth: Int = 0) -> ScrollTransition.Mode {
    guard depth < 8, case .enumCase(_, let name, let payload) = value.unwrapped ?? .void else {
      return .interactive
    }
    switch name {
    case "identity": return .identity
    // `.animated` alone animates with `.bouncy` (Apple docs: `animated(_ animation: Animation =
    // .bouncy)`).
    case "animated": return .animated(payload.first.flatMap(LiveContext.animation) ?? .bouncy)
    // `.animated.threshold(.visible(0.9))`: the configuration it modifies (the threshold, when
    // the phase changes, is not modelled).
    case "threshold": return payload.first.map { mode($0, depth: depth + 1) } ?? .interactive
    default: return .interactive
    }
  }

  /// The view expression a closure returns (its only statement, or its `return`).
  static func returned(_ closure: ClosureExprSyntax) -> ExprSyntax? {
    for item in closure.statements.reversed() {
      if let expression = item.item.as(ExprSyntax.self) { return expression }
      if let statement = item.item.as(ReturnStmtSyntax.self) { return statement.expression }
    }
    return nil
  }

  /// The effect the modifiers of `chain` make (opacity, scale, offset, rotation, blur).
  func visualEffect(
    _ chain: ViewCall, _ evaluator: Evaluator, _ modifier: ViewNode.Modifier
  ) -> VisualEffect {
    var effect = VisualEffect.identity
    for call in chain.modifiers {
      switch call.name {
      case "opacity":
        effect.opacity *= min(1, max(0, evaluator.number(call.argument(nil)) ?? 1))
      case "scaleEffect":
        effect.scale *=
          evaluator.number(call.argument(nil)) ?? evaluator.number(call.argument("x"))
          ?? 1
      case "offset":
        effect.offsetX += evaluator.number(call.argument("x")) ?? 0
        effect.offsetY += evaluator.number(call.argument("y")) ?? 0
      case "rotationEffect":
        effect.rotation += angle(call.argument(nil), evaluator)
      case "blur":
        effect.blur += max(0, evaluator.number(call.argument("radius")) ?? 0)
      default:
        importer.warn(
          "NavLab's scroll transitions animate opacity, scale, offset, rotation and blur; .\(call.name) is left out",
          at: call.node, file: modifier.file)
      }
    }
    return effect
  }

  /// `.degrees(30)` or `.radians(0.5)` in degrees.
  private func angle(_ expression: ExprSyntax?, _ evaluator: Evaluator) -> Double {
    guard let call = expression?.as(FunctionCallExprSyntax.self),
      let value = evaluator.number(call.arguments.first?.expression)
    else { return 0 }
    return call.calledExpression.nameText.hasSuffix("radians") ? value * 180 / .pi : value
  }

  private func warn(_ modifier: ViewNode.Modifier, _ problem: String) {
    importer.warn(
      ".\(modifier.name)(\(modifier.call.argumentText.prefix(40))) \(problem)",
      at: modifier.call.node, file: modifier.file)
  }

  /// Changes the scroll views of `node`: the node itself, or the outermost ones inside it.
  static func updateScrolls(
    _ node: inout ContentNode, depth: Int = 0, _ change: (inout ScrollContent) -> Void
  ) {
    guard depth < 64 else { return }
    if case .scroll(var scroll) = node {
      change(&scroll)
      node = .scroll(scroll)
      return
    }
    node.updateChildren { updateScrolls(&$0, depth: depth + 1, change) }
  }
}

extension ScrollReader {
  /// `.visualEffect { content, proxy in content.offset(y: proxy.frame(in: .scrollView).minX / 4) }`
  /// (live): the closure runs with a geometry proxy of the view's reported frame (navlab
  /// reports it, and a move of it reads the views again), in the enclosing nested scroll
  /// view's space for `.scrollView`; its effect (opacity, scale, offset) is drawn as a scroll
  /// transition with the same effect at every phase: like `visualEffect`, it changes how the
  /// view is drawn, never its layout.
  func visualEffect(_ modifier: ViewNode.Modifier, on content: inout ContentNode) {
    let live = importer.live
    guard let closure = modifier.call.closure(""), let scope = modifier.bindings.scope,
      let body = Self.returned(closure)
    else {
      warn(
        modifier, "needs a closure { content, proxy in content.… } that returns the effect; skipped"
      )
      return
    }
    var names = ["$0", "$1"]
    switch closure.signature?.parameterClause {
    case .simpleInput(let list)?: names = list.map(\.name.text)
    case .parameterClause(let clause)?: names = clause.parameters.map(\.firstName.text)
    case nil: break
    }
    guard names.count == 2 else { return }
    var node: ContentNode? = content
    let id = live.markID(LiveContext.key(modifier.bindings.identity, modifier.call.node), on: &node)
    live.handlers.readers.insert(id)
    let enclosing = live.scrolls.frames.last
    enclosing?.named = true
    let proxy = GeometryProxyValue(frame: live.geometry.frames[id] ?? .init(), context: live)
    proxy.scrollView = enclosing?.name
    let inner = Scope(parent: scope)
    inner.declare(names[1], .native(proxy), mutable: false)
    let evaluator = Evaluator(
      importer: importer, bindings: modifier.bindings.with(scope: inner), file: modifier.file)
    let effect = visualEffect(ViewCall(body), evaluator, modifier)
    content = node ?? content
    guard effect != .identity else { return }
    content = content.modifier(
      .scrollTransition(
        ScrollTransition(topLeading: effect, identity: effect, bottomTrailing: effect)))
  }
}

/// SwiftUI's `ScrollTransitionPhase` for a scroll transition's closure: `isIdentity` and
/// `value` (−1 top leading, 0 identity, +1 bottom trailing).
final class ScrollTransitionPhaseValue: NativeValue {
  let value: Double
  init(_ value: Double) { self.value = value }
  var typeName: String { "ScrollTransitionPhase" }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "isIdentity": .bool(value == 0)
    case "value": .double(value)
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}
