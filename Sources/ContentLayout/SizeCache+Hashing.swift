import ScreenModel

/// The size cache's keys are hashed from the top of their node only (its kind, its own values
/// and a level of its children's kinds), not from the whole subtree: a layout asks for the
/// size of every node and of each of its ancestors, so hashing whole subtrees cost the depth
/// of the tree times its size (a third of a live patch's layout; issue 38). Equality stays the
/// whole tree's, so a key finds only its own size; nodes that differ deeper share a bucket.
extension SizeCache.Key {
  /// The key's hash, from the proposal, the font, the stack axis and the node's top.
  static func digest(
    node: ContentNode, proposal: ProposedSize, font: ContentFont, stackAxis: Axis?
  ) -> Int {
    var hasher = Hasher()
    hasher.combine(proposal)
    hasher.combine(font)
    hasher.combine(stackAxis)
    node.hashTop(into: &hasher, levels: 2)
    return hasher.finalize()
  }
}

extension ContentNode {
  /// Hashes this node's kind and own values and, `levels` deep, its children's.
  fileprivate func hashTop(into hasher: inout Hasher, levels: Int) {
    switch self {
    case .text(let text):
      hasher.combine(0)
      hasher.combine(text)
    case .image(let image):
      hasher.combine(1)
      hasher.combine(image)
    case .shape(let shape):
      hasher.combine(2)
      hasher.combine(shape)
    case .color(let color):
      hasher.combine(3)
      hasher.combine(color)
    case .linearGradient(let gradient):
      hasher.combine(4)
      hasher.combine(gradient)
    case .spacer(let minLength):
      hasher.combine(5)
      hasher.combine(minLength)
    case .divider:
      hasher.combine(6)
    case .stack(let stack):
      hasher.combine(7)
      hasher.combine(stack.axis)
      hasher.combine(stack.alignment)
      hasher.combine(stack.spacing)
      ContentNode.hashChildren(stack.children, into: &hasher, levels: levels)
    case .scroll(let scroll):
      hasher.combine(8)
      hasher.combine(scroll.axes)
      if levels > 0 { scroll.content.hashTop(into: &hasher, levels: levels - 1) }
    case .grid(let grid):
      hasher.combine(9)
      hasher.combine(grid.columns)
      hasher.combine(grid.spacing)
      ContentNode.hashChildren(grid.children, into: &hasher, levels: levels)
    case .toggle(let label, let isOn):
      hasher.combine(10)
      hasher.combine(isOn)
      if levels > 0 { label.hashTop(into: &hasher, levels: levels - 1) }
    case .button(let label, let role):
      hasher.combine(11)
      hasher.combine(role)
      if levels > 0 { label.hashTop(into: &hasher, levels: levels - 1) }
    case .placeholder(let name):
      hasher.combine(12)
      hasher.combine(name)
    case .modified(let child, let modifier):
      hasher.combine(13)
      switch modifier {
      case .background(let node, let alignment), .overlay(let node, let alignment):
        // A view inside a modifier counts as a child.
        hasher.combine(modifier.isBackground)
        hasher.combine(alignment)
        if levels > 0 { node.hashTop(into: &hasher, levels: levels - 1) }
      case .source:
        // Where a view came from never changes its size (the key's equality still tells two
        // sources apart); hashing these long paths at every size asked cost more than the rest.
        hasher.combine(-1)
      default:
        hasher.combine(modifier)
      }
      // A modifier wraps its child: the chain of one view is hashed as one level.
      child.hashTop(into: &hasher, levels: levels)
    }
  }

  private static func hashChildren(
    _ children: [ContentNode], into hasher: inout Hasher, levels: Int
  ) {
    hasher.combine(children.count)
    guard levels > 0 else { return }
    for child in children { child.hashTop(into: &hasher, levels: levels - 1) }
  }
}

extension Modifier {
  fileprivate var isBackground: Bool {
    if case .background = self { return true }
    return false
  }
}
