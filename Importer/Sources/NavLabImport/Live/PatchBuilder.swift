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
      let previous = first(named: name, in: old)
      if previous != content {
        refine(name, from: previous, to: content, into: &patches, depth: 0)
      }
    }
    return patches
  }

  /// The patch of `name` (`old` → `new`), or, when what changed lies only inside the named
  /// subtrees within it, theirs: an `.animation(_:)` subtree inside a view instance is then
  /// sent on its own with its own curve, and navlab lays out and animates less.
  private static func refine(
    _ name: String, from old: ContentNode?, to new: ContentNode, into patches: inout [LivePatch],
    depth: Int
  ) {
    var inner: [String] = []
    if old != nil, depth < 16 { outermostNames(in: new, into: &inner) }
    guard let old, !inner.isEmpty, hollow(old, inner) == hollow(new, inner) else {
      patches.append(LivePatch(node: name, content: new))
      return
    }
    for innerName in inner {
      guard let content = new.named(innerName) else { continue }
      let previous = old.named(innerName)
      if previous != content {
        refine(innerName, from: previous, to: content, into: &patches, depth: depth + 1)
      }
    }
  }

  /// `node` with each named subtree's content emptied.
  private static func hollow(_ node: ContentNode, _ names: [String]) -> ContentNode {
    var node = node
    for name in names {
      node = node.replacingNode(name, with: .placeholder(name: "")) ?? node
    }
    return node
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
      node.map { PatchBuilder.hollow($0, names) }
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
