/// Finding and replacing the subtrees a live program names with ``Modifier/node(_:)`` (issue 38:
/// a live answer patches those instead of sending the whole scene; docs/live.md).
///
/// The name marks what is written before it, as any modifier does: in
/// `ContentNode.text("A").padding(8).node("title")` the named subtree is the padded text, and a
/// patch replaces that while the marker stays, so the next patch finds the same node.
extension ContentNode {
  /// This node named `name` for live patches (``Modifier/node(_:)``).
  public func node(_ name: String) -> ContentNode { modifier(.node(name)) }

  /// The subtree under the first `.node(name)` marker, depth first in drawing order; nil when
  /// no marker has that name. Reads only: finding an unchanged node allocates nothing.
  public func named(_ name: String) -> ContentNode? {
    switch self {
    case .modified(let child, let modifier):
      if case .node(let marked) = modifier, marked == name { return child }
      if let found = child.named(name) { return found }
      switch modifier {
      case .background(let node, _), .overlay(let node, _): return node.named(name)
      default: return nil
      }
    case .stack(let stack): return ContentNode.first(named: name, in: stack.children)
    case .grid(let grid): return ContentNode.first(named: name, in: grid.children)
    case .scroll(let scroll): return scroll.content.named(name)
    case .toggle(let label, _), .button(let label, _): return label.named(name)
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      return nil
    }
  }

  /// Every named subtree (the first of each name), by name, in one walk of the tree.
  public func namedSubtrees() -> [String: ContentNode] {
    var found: [String: ContentNode] = [:]
    collectNamed(into: &found)
    return found
  }

  /// The names of every `.node` marker in the tree.
  public func nodeNames() -> Set<String> {
    var names = Set<String>()
    forEachNodeName { names.insert($0) }
    return names
  }

  private func forEachNodeName(_ body: (String) -> Void) {
    switch self {
    case .modified(let child, let modifier):
      if case .node(let name) = modifier { body(name) }
      child.forEachNodeName(body)
      switch modifier {
      case .background(let node, _), .overlay(let node, _): node.forEachNodeName(body)
      default: break
      }
    case .stack(let stack): for child in stack.children { child.forEachNodeName(body) }
    case .grid(let grid): for child in grid.children { child.forEachNodeName(body) }
    case .scroll(let scroll): scroll.content.forEachNodeName(body)
    case .toggle(let label, _), .button(let label, _): label.forEachNodeName(body)
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      break
    }
  }

  private func collectNamed(into found: inout [String: ContentNode]) {
    switch self {
    case .modified(let child, let modifier):
      if case .node(let name) = modifier, found[name] == nil { found[name] = child }
      child.collectNamed(into: &found)
      switch modifier {
      case .background(let node, _), .overlay(let node, _): node.collectNamed(into: &found)
      default: break
      }
    case .stack(let stack): for child in stack.children { child.collectNamed(into: &found) }
    case .grid(let grid): for child in grid.children { child.collectNamed(into: &found) }
    case .scroll(let scroll): scroll.content.collectNamed(into: &found)
    case .toggle(let label, _), .button(let label, _): label.collectNamed(into: &found)
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      break
    }
  }

  private static func first(named name: String, in children: [ContentNode]) -> ContentNode? {
    for child in children {
      if let found = child.named(name) { return found }
    }
    return nil
  }

  /// This tree with the subtree under every `.node(name)` marker replaced by `content` (the
  /// markers stay); nil when no marker has that name.
  public func replacingNode(_ name: String, with content: ContentNode) -> ContentNode? {
    switch self {
    case .modified(let child, let modifier):
      if case .node(let marked) = modifier, marked == name {
        // A name used twice inside its own subtree is replaced once, at the outer marker.
        return .modified(content, modifier)
      }
      let newChild = child.replacingNode(name, with: content)
      var newModifier: Modifier?
      switch modifier {
      case .background(let node, let alignment):
        newModifier = node.replacingNode(name, with: content).map {
          .background($0, alignment: alignment)
        }
      case .overlay(let node, let alignment):
        newModifier = node.replacingNode(name, with: content).map {
          .overlay($0, alignment: alignment)
        }
      default: break
      }
      guard newChild != nil || newModifier != nil else { return nil }
      return .modified(newChild ?? child, newModifier ?? modifier)
    case .stack(var stack):
      guard let children = ContentNode.replacing(name, with: content, in: stack.children) else {
        return nil
      }
      stack.children = children
      return .stack(stack)
    case .grid(var grid):
      guard let children = ContentNode.replacing(name, with: content, in: grid.children) else {
        return nil
      }
      grid.children = children
      return .grid(grid)
    case .scroll(var scroll):
      guard let inner = scroll.content.replacingNode(name, with: content) else { return nil }
      scroll.content = inner
      return .scroll(scroll)
    case .toggle(let label, let isOn):
      return label.replacingNode(name, with: content).map { .toggle(label: $0, isOn: isOn) }
    case .button(let label, let role):
      return label.replacingNode(name, with: content).map { .button(label: $0, role: role) }
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      return nil
    }
  }

  private static func replacing(
    _ name: String, with content: ContentNode, in children: [ContentNode]
  )
    -> [ContentNode]?
  {
    var result: [ContentNode]?
    for index in children.indices {
      guard let replaced = children[index].replacingNode(name, with: content) else { continue }
      if result == nil { result = children }
      result![index] = replaced
    }
    return result
  }
}
