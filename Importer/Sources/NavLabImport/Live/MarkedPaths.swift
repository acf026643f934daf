import ScreenModel

/// Issue 38: where the marked subtrees (`.id` of a geometry reader, `.node` of a view
/// instance) of the last screen read sit, so that a part read alone (``ReaderUnits``,
/// ``InstanceUnits``) is put in place by walking down to it instead of searching the whole
/// screen for it (the search was an eighth of seed 003's importer: twice a frame, 130 views).
///
/// A path is found by one search of the screen, which also checks that the marker is there
/// once (else nil: the caller reads whole),
/// and kept while it stays true: a replacement forgets the paths inside what it replaced and
/// those of every marker the new content holds (one of them may now be there twice); a whole
/// read forgets them all (``reset()``). A kept path is checked to end at its marker before use.
struct MarkedPaths {
  /// A content tree of the screen (``ScreenSpec/markedSlots``) and the child steps from its
  /// root (``ContentNode/child(_:)``).
  struct Path: Equatable {
    var slot: Int
    var steps: [Int]
  }

  private var paths: [Modifier: Path] = [:]

  /// Forgets every path (a new screen was read whole).
  mutating func reset() { paths.removeAll(keepingCapacity: true) }

  /// ``replacing(_:with:in:changed:)``, whether it changed the screen left unsaid.
  mutating func replacing(
    _ marker: Modifier, with content: ContentNode, in screen: ScreenSpec
  ) -> ScreenSpec? {
    var changed = false
    return replacing(marker, with: content, in: screen, changed: &changed)
  }

  /// `screen` with its one subtree marked `marker` replaced by `content` (which carries the
  /// marker); nil unless the marker is there exactly once. `screen` itself when the subtree
  /// is `content` already (then `changed` is left as it is; else it is set).
  mutating func replacing(
    _ marker: Modifier, with content: ContentNode, in screen: ScreenSpec, changed: inout Bool
  ) -> ScreenSpec? {
    let path: Path
    if let known = paths[marker], let node = screen.node(at: known), node.isMarked(marker) {
      // Issue 38: a part read again alone is mostly what it was (seed 003's `TopView` while
      // its background stays at its smallest): the screen stays, and so does the answer.
      if node == content { return screen }
      path = known
    } else {
      guard let found = screen.onlyPath(to: marker) else { return nil }
      path = found
    }
    changed = true
    let replaced = screen.replacing(at: path, with: content)
    paths = paths.filter { _, kept in
      kept.slot != path.slot || kept.steps.count <= path.steps.count
        || !kept.steps.starts(with: path.steps)
    }
    var inside: [Modifier] = []
    content.collectMarkers(into: &inside, depth: 0)
    for name in inside { paths[name] = nil }
    paths[marker] = path
    return replaced
  }
}

extension ScreenSpec {
  /// The content trees a marker may be in, in ``MarkedPaths/Path/slot`` order: the content,
  /// pinned content, principal, header, card, then each row's.
  fileprivate func slot(_ index: Int) -> ContentNode? {
    switch index {
    case 0: content
    case 1: pinned
    case 2: principal
    case 3: header?.content
    case 4: card?.content
    default: rows.indices.contains(index - 5) ? rows[index - 5].content : nil
    }
  }

  fileprivate var slotCount: Int { 5 + rows.count }

  fileprivate func node(at path: MarkedPaths.Path) -> ContentNode? {
    var node = slot(path.slot)
    for step in path.steps { node = node?.child(step) }
    return node
  }

  /// The path of the one subtree marked `marker`, not looking inside a marked one; nil when there is none or more than one.
  fileprivate func onlyPath(to marker: Modifier) -> MarkedPaths.Path? {
    var found: MarkedPaths.Path?
    var count = 0
    var steps: [Int] = []
    func search(_ node: ContentNode, _ slot: Int, depth: Int) {
      guard count < 2 else { return }
      if node.isMarked(marker) {
        count += 1
        found = MarkedPaths.Path(slot: slot, steps: steps)
        return
      }
      guard depth < 512 else { return }
      var step = 0
      while let child = node.child(step) {
        steps.append(step)
        search(child, slot, depth: depth + 1)
        steps.removeLast()
        step += 1
      }
    }
    for index in 0..<slotCount {
      if let tree = slot(index) { search(tree, index, depth: 0) }
    }
    return count == 1 ? found : nil
  }

  fileprivate func replacing(at path: MarkedPaths.Path, with content: ContentNode) -> ScreenSpec {
    var copy = self
    guard let tree = slot(path.slot) else { return copy }
    let replaced = tree.replacing(at: path.steps[...], with: content)
    switch path.slot {
    case 0: copy.content = replaced
    case 1: copy.pinned = replaced
    case 2: copy.principal = replaced
    case 3: copy.header?.content = replaced
    case 4: copy.card?.content = replaced
    default: copy.rows[path.slot - 5].content = replaced
    }
    return copy
  }
}

extension ContentNode {
  fileprivate func isMarked(_ marker: Modifier) -> Bool {
    if case .modified(_, let modifier) = self { return modifier == marker }
    return false
  }

  /// Child `step`, in the order a search visits them: a modified node's base
  /// (0) and its background's or overlay's layer (1), a stack's or grid's children, a scroll
  /// view's content, a control's label.
  fileprivate func child(_ step: Int) -> ContentNode? {
    switch self {
    case .modified(let base, let modifier):
      if step == 0 { return base }
      switch modifier {
      case .background(let layer, _), .overlay(let layer, _): return step == 1 ? layer : nil
      default: return nil
      }
    case .stack(let stack):
      return stack.children.indices.contains(step) ? stack.children[step] : nil
    case .grid(let grid): return grid.children.indices.contains(step) ? grid.children[step] : nil
    case .scroll(let scroll): return step == 0 ? scroll.content : nil
    case .toggle(let label, _), .button(let label, _): return step == 0 ? label : nil
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      return nil
    }
  }

  /// This tree with the subtree at `steps` replaced by `content`, copied only on the way to it.
  fileprivate func replacing(at steps: ArraySlice<Int>, with content: ContentNode) -> ContentNode {
    guard let step = steps.first else { return content }
    let rest = steps.dropFirst()
    switch self {
    case .modified(let base, let modifier):
      if step == 0 { return .modified(base.replacing(at: rest, with: content), modifier) }
      switch modifier {
      case .background(let layer, let alignment):
        return .modified(
          base, .background(layer.replacing(at: rest, with: content), alignment: alignment))
      case .overlay(let layer, let alignment):
        return .modified(
          base, .overlay(layer.replacing(at: rest, with: content), alignment: alignment))
      default: return self
      }
    case .stack(var stack):
      stack.children[step] = stack.children[step].replacing(at: rest, with: content)
      return .stack(stack)
    case .grid(var grid):
      grid.children[step] = grid.children[step].replacing(at: rest, with: content)
      return .grid(grid)
    case .scroll(var scroll):
      scroll.content = scroll.content.replacing(at: rest, with: content)
      return .scroll(scroll)
    case .toggle(let label, let isOn):
      return .toggle(label: label.replacing(at: rest, with: content), isOn: isOn)
    case .button(let label, let role):
      return .button(label: label.replacing(at: rest, with: content), role: role)
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      return self
    }
  }

  /// Every `.id` and `.node` marker in this tree, its own outermost one left out.
  fileprivate func collectMarkers(into markers: inout [Modifier], depth: Int) {
    guard depth < 512 else { return }
    if depth > 0, case .modified(_, let modifier) = self {
      switch modifier {
      case .id, .node: markers.append(modifier)
      default: break
      }
    }
    var step = 0
    while let child = child(step) {
      child.collectMarkers(into: &markers, depth: depth + 1)
      step += 1
    }
  }
}
