import SwiftSyntax

/// Live mode: buttons' actions, switches bound to state, geometry readers' proxies and the
/// environment objects views below a node see.
extension LiveContext {
  /// A `Button`'s action, registered under the node's id (the tap navlab reports).
  func registerButton(_ node: ViewNode) -> String? {
    guard let scope = node.bindings.scope else { return nil }
    let call = node.call
    // `Button("Title") { action }`, `Button { action } label: { … }`, `Button(action: f) { … }`.
    let written: ExprSyntax?
    if let action = call.argument("action") {
      written = action
    } else if let trailing = call.closure("") {
      written = ExprSyntax(trailing)
    } else {
      written = nil
    }
    guard let written, let action = evaluate(written, in: scope, file: node.file) else {
      return nil
    }
    let id = self.id(for: Self.key(node.bindings.identity, call.node))
    registerAction(action, id: id)
    return id
  }

  /// Registers a button's action (logged for ``SubtreeCache``, which registers it again when
  /// it takes the button from the cache).
  func registerAction(_ action: RuntimeValue, id: String) {
    handlers.actions[id] = action
    if subtrees.isOn { actionLog.append((id, action)) }
  }

  /// A `Toggle` bound to state (`isOn: $x`), registered under the node's id.
  func registerToggle(_ node: ViewNode) -> String? {
    guard let scope = node.bindings.scope, let written = node.call.argument("isOn"),
      case .binding(let cell)? = evaluate(written, in: scope, file: node.file)
    else { return nil }
    let id = self.id(for: Self.key(node.bindings.identity, node.call.node))
    handlers.toggles[id] = cell
    return id
  }

  /// A `GeometryReader`: its id and the bindings its content is read with (the proxy bound to
  /// the closure's parameter, from the frame navlab reported; zero size before the first).
  func reader(_ node: ViewNode) -> (id: String, bindings: Bindings)? {
    guard let scope = node.bindings.scope, let closure = node.call.closure("") else { return nil }
    let id = self.id(for: Self.key(node.bindings.identity, node.call.node))
    handlers.readers.insert(id)
    let proxy = GeometryProxyValue(frame: geometry.frames[id] ?? .init(), context: self)
    let inner = Scope(parent: scope)
    let name = closure.parameterNames.first ?? "$0"
    inner.declare(name, .native(proxy), mutable: false)
    return (id, node.bindings.with(scope: inner))
  }

  /// The bindings of a `GeometryReader` that is a screen's own view (its content read as the
  /// screen, not as a content node with an id): the proxy measures the simulated iPhone's safe
  /// area, which a root reader is offered (393 × 852 pt less the 59 pt top and 34 pt bottom
  /// insets, ``SimulatedDevice``). Nil when the node has no scope or no content closure.
  func screenReader(_ node: ViewNode) -> Bindings? {
    guard let scope = node.bindings.scope, let closure = node.call.closure("") else { return nil }
    let device = SimulatedDevice.device
    let frame = LiveGeometry.Rect(
      x: 0, y: device.topSafeArea, width: device.size.width,
      height: device.size.height - device.topSafeArea - device.bottomSafeArea)
    let inner = Scope(parent: scope)
    let name = closure.parameterNames.first ?? "$0"
    inner.declare(name, .native(GeometryProxyValue(frame: frame, context: self)), mutable: false)
    return node.bindings.with(scope: inner)
  }

  /// Pushes the environment objects `modifiers` set (`.environmentObject(x)`); true when it
  /// pushed a level (the caller pops it after reading the node's views).
  func pushEnvironment(_ modifiers: [ViewNode.Modifier]) -> Bool {
    var level: [String: RuntimeValue] = [:]
    for modifier in modifiers where modifier.name == "environmentObject" {
      guard let scope = modifier.bindings.scope, let written = modifier.call.argument(nil),
        let value = evaluate(written, in: scope, file: modifier.file)?.unwrapped,
        case .object(let object) = value
      else { continue }
      level[object.type] = value
    }
    guard !level.isEmpty else { return false }
    environmentObjects.append(level)
    return true
  }
}
