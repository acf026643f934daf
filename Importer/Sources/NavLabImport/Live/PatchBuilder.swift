import ScreenModel

/// What a live answer sends for a new screen (docs/live.md, "Patches"): the named subtrees
/// (`Modifier.node`, one per custom view instance) whose content changed, when nothing outside
/// them did; else nil, and the answer carries the whole screen.
enum PatchBuilder {
  /// The patches that turn `old` into `new`: empty when they are equal, nil when something
  /// outside the named subtrees changed (the chrome, the rows, a subtree's name, a pushed
  /// screen).
  static func patches(from old: ScreenSpec, to new: ScreenSpec) -> [LivePatch]? {
    var named: [String: ContentNode]?
    return patches(from: old, to: new, named: &named)
  }

  /// ``patches(from:to:)`` given `old`'s named subtrees in `named` when they are known (nil:
  /// found here); `named` is then `new`'s, or nil when they were not needed. A live session
  /// keeps them from one answer to the next: the screen sent is the last one's new screen.
  static func patches(
    from old: ScreenSpec, to new: ScreenSpec, named: inout [String: ContentNode]?
  ) -> [LivePatch]? {
    let oldKnown = named
    named = nil
    guard old.destinations == new.destinations else { return nil }
    var names: [String] = []
    for slot in slots(of: new) { outermostNames(in: slot, into: &names) }
    guard sameOutside(old, new, names) else { return nil }
    var patches: [LivePatch] = []
    // Each screen's named subtrees in one walk, not a walk per name.
    let oldNamed = oldKnown ?? namedSubtrees(of: old)
    let newNamed = namedSubtrees(of: new)
    named = newNamed
    for name in names {
      guard let content = newNamed[name] else { continue }
      let previous = oldNamed[name]
      if !same(previous, content) {
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
    guard let old, !inner.isEmpty, sameOutside(old, new, inner) else {
      patches.append(LivePatch(node: name, content: new))
      return
    }
    for innerName in inner {
      guard let content = new.named(innerName) else { continue }
      let previous = old.named(innerName)
      if !same(previous, content) {
        refine(innerName, from: previous, to: content, into: &patches, depth: depth + 1)
      }
    }
  }

  /// The screen's content trees.
  private static func slots(of spec: ScreenSpec) -> [ContentNode] {
    [spec.content, spec.pinned, spec.principal, spec.header?.content, spec.card?.content]
      .compactMap { $0 } + spec.rows.compactMap(\.content)
  }

  /// The screen's named subtrees, the first of each name in the trees' order.
  private static func namedSubtrees(of spec: ScreenSpec) -> [String: ContentNode] {
    var found: [String: ContentNode] = [:]
    for slot in slots(of: spec) {
      found.merge(slot.namedSubtrees()) { first, _ in first }
    }
    return found
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
      node.forEachChild { outermostNames(in: $0, into: &names, depth: depth + 1) }
    }
  }

  /// Whether the two screens are the same outside the subtrees named `names` (what must hold
  /// for patches to do): everything but the content trees compared as values, then the trees
  /// in one walk each, nothing copied but the screens' shells.
  private static func sameOutside(_ old: ScreenSpec, _ new: ScreenSpec, _ names: [String]) -> Bool {
    func shell(_ spec: ScreenSpec) -> ScreenSpec {
      var copy = spec
      copy.content = nil
      copy.pinned = nil
      copy.principal = nil
      copy.header?.content = nil
      copy.card?.content = nil
      for index in copy.rows.indices where copy.rows[index].content != nil {
        copy.rows[index].content = nil
      }
      return copy
    }
    guard old.rows.count == new.rows.count, shell(old) == shell(new) else { return false }
    func same(_ a: ContentNode?, _ b: ContentNode?) -> Bool {
      switch (a, b) {
      case (nil, nil): true
      case (let a?, let b?): sameOutside(a, b, names)
      default: false
      }
    }
    guard same(old.content, new.content), same(old.pinned, new.pinned),
      same(old.principal, new.principal), same(old.header?.content, new.header?.content),
      same(old.card?.content, new.card?.content)
    else { return false }
    return zip(old.rows, new.rows).allSatisfy { same($0.content, $1.content) }
  }

  /// Whether `a` and `b` are the same outside the subtrees named `names`: what lies under those
  /// markers is not compared, the markers are.
  static func sameOutside(
    _ a: ContentNode, _ b: ContentNode, _ names: [String], depth: Int = 0
  ) -> Bool {
    guard depth < 256 else { return a == b }
    let next = depth + 1
    switch (a, b) {
    case (.modified(let childA, let modifierA), .modified(let childB, let modifierB)):
      if case .node(let name) = modifierA, names.contains(name) { return modifierA == modifierB }
      switch (modifierA, modifierB) {
      case (.background(let layerA, let alignmentA), .background(let layerB, let alignmentB)),
        (.overlay(let layerA, let alignmentA), .overlay(let layerB, let alignmentB)):
        guard alignmentA == alignmentB, sameOutside(layerA, layerB, names, depth: next) else {
          return false
        }
      default:
        guard modifierA == modifierB else { return false }
      }
      return sameOutside(childA, childB, names, depth: next)
    case (.stack(let x), .stack(let y)):
      return x.axis == y.axis && x.alignment == y.alignment && x.spacing == y.spacing
        && sameOutside(x.children, y.children, names, depth: next)
    case (.grid(let x), .grid(let y)):
      return x.columns == y.columns && x.spacing == y.spacing && x.alignment == y.alignment
        && sameOutside(x.children, y.children, names, depth: next)
    case (.scroll(var x), .scroll(var y)):
      let (contentX, contentY) = (x.content, y.content)
      x.content = .divider
      y.content = .divider
      return x == y && sameOutside(contentX, contentY, names, depth: next)
    case (.toggle(let labelA, let isOnA), .toggle(let labelB, let isOnB)):
      return isOnA == isOnB && sameOutside(labelA, labelB, names, depth: next)
    case (.button(let labelA, let roleA), .button(let labelB, let roleB)):
      return roleA == roleB && sameOutside(labelA, labelB, names, depth: next)
    default:
      return a == b
    }
  }

  private static func sameOutside(
    _ a: [ContentNode], _ b: [ContentNode], _ names: [String], depth: Int
  ) -> Bool {
    // A screen read alone in part is the last one with the read subtrees replaced, copied only
    // on the way to them: what it did not touch is the old screen's own arrays (issue 38).
    if a.sharesStorage(with: b) { return true }
    return a.count == b.count
      && zip(a, b).allSatisfy { sameOutside($0, $1, names, depth: depth) }
  }

  /// `old == new` (`sameOutside` with no names compares everything), the untouched parts of a
  /// screen read in part found equal without a walk.
  private static func same(_ old: ContentNode?, _ new: ContentNode) -> Bool {
    guard let old else { return false }
    return sameOutside(old, new, [])
  }
}

extension Array {
  /// Whether both are the same storage (one a copy of the other, neither written since): then
  /// they are equal, whatever their elements.
  fileprivate func sharesStorage(with other: [Element]) -> Bool {
    withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        mine.count == theirs.count && mine.baseAddress == theirs.baseAddress
      }
    }
  }
}
