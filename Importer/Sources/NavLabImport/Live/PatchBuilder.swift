import ScreenModel

/// What a live answer sends for a new screen (docs/live.md, "Patches"): the named subtrees
/// (`Modifier.node`, one per custom view instance) whose content changed, when nothing outside
/// them did; else nil, and the answer carries the whole screen.
enum PatchBuilder {
  /// The patches that turn `old` into `new`: empty when they are equal, nil when something
  /// outside the named subtrees changed (the chrome, the rows, a subtree's name, a pushed
  /// screen).
  static func patches(from old: ScreenSpec, to new: ScreenSpec) -> [LivePatch]? {
    guard old.destinations == new.destinations else { return nil }
    var names: [String] = []
    for slot in slots(of: new) { outermostNames(in: slot, into: &names) }
    guard skeleton(old, names) == skeleton(new, names) else { return nil }
    var patches: [LivePatch] = []
    for name in names {
      guard let content = first(named: name, in: new) else { continue }
      if first(named: name, in: old) != content {
        patches.append(LivePatch(node: name, content: content))
      }
    }
    return patches
  }

  /// The screen's content trees.
  private static func slots(of spec: ScreenSpec) -> [ContentNode] {
    [spec.content, spec.pinned, spec.principal, spec.header?.content, spec.card?.content]
      .compactMap { $0 } + spec.rows.compactMap(\.content)
  }

  private static func first(named name: String, in spec: ScreenSpec) -> ContentNode? {
    for slot in slots(of: spec) { if let found = slot.named(name) { return found } }
    return nil
  }

  /// The names of the named subtrees not inside another one, in tree order.
  static func outermostNames(in node: ContentNode, into names: inout [String], depth: Int = 0) {
    guard depth < 64 else { return }
    if case .modified(_, .node(let name)) = node {
      if !names.contains(name) { names.append(name) }
      return
    }
    switch node {
    case .modified(let base, .background(let layer, _)),
      .modified(let base, .overlay(let layer, _)):
      outermostNames(in: base, into: &names, depth: depth + 1)
      outermostNames(in: layer, into: &names, depth: depth + 1)
    default:
      var copy = node
      copy.updateChildren { outermostNames(in: $0, into: &names, depth: depth + 1) }
    }
  }

  /// `spec` with each named subtree's content emptied: what must be equal for patches to do.
  private static func skeleton(_ spec: ScreenSpec, _ names: [String]) -> ScreenSpec {
    var copy = spec
    func hollow(_ node: ContentNode?) -> ContentNode? {
      guard var node else { return nil }
      for name in names {
        node = node.replacingNode(name, with: .placeholder(name: "")) ?? node
      }
      return node
    }
    copy.content = hollow(copy.content)
    copy.pinned = hollow(copy.pinned)
    copy.principal = hollow(copy.principal)
    if var header = copy.header {
      header.content = hollow(header.content)
      copy.header = header
    }
    if var card = copy.card {
      card.content = hollow(card.content)
      copy.card = card
    }
    for index in copy.rows.indices { copy.rows[index].content = hollow(copy.rows[index].content) }
    return copy
  }
}
