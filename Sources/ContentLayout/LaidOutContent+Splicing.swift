import NavGeometry
import ScreenModel

/// A new layout of a block from an old one, laying out again only the named subtrees that
/// changed (issue 38: a live patch re-lays-out what it names, not the whole screen).
///
/// A subtree can be laid out on its own, where it was, with the proposal and inherited context
/// it had, when nothing around it can tell the difference: it takes the same size for every
/// proposal its surroundings asked it about (a stack asks for a child's minimum and maximum
/// before it offers room; the layout records what was asked), has the same baselines, layout
/// priority and switch state, and no `.shadow` outside it follows what it draws (a shadow
/// follows the outlines of everything its view draws: ``ShadowOutlines``). A background's or
/// an overlay's layer may even change size: the view it decorates keeps its own, and the layer
/// is aligned again in that view's frame (``LaidOutNode/room``). Otherwise its
/// nearest named ancestor is tried, and failing all of them the whole block is laid out again
/// by the caller.
extension LaidOutContent {
  /// This content as `new` lays out, given that it was laid out from `old`, by laying out
  /// again only the named subtrees whose content differs; nil when `new` differs from `old`
  /// outside them, or a changed subtree cannot be laid out on its own.
  public func replacingNamedNodes(
    from old: ContentNode, to new: ContentNode, in environment: LayoutEnvironment
  ) -> LaidOutContent? {
    var laidOut: [String] = []
    return replacingNamedNodes(from: old, to: new, in: environment, laidOut: &laidOut)
  }

  /// The same, appending to `laidOut` the names of the nodes laid out again, innermost first
  /// (what the tests check was left alone).
  func replacingNamedNodes(
    from old: ContentNode, to new: ContentNode, in environment: LayoutEnvironment,
    laidOut: inout [String]
  ) -> LaidOutContent? {
    guard !nodes.isEmpty else { return nil }
    var names = Set<String>()
    for node in nodes where !names.insert(node.name).inserted {
      return nil  // A name placed twice: which one a patch meant is not known.
    }
    var result = self
    var current = old
    // What each name holds in the new tree, found in one walk.
    let wanted = new.namedSubtrees()
    // Nodes a splice happened inside: what they show is no longer what was laid out.
    var touched = Set<String>()
    let probes = LayoutEngine(environment: environment)
    // Innermost first: a node comes after every node inside it in reverse placement order,
    // and a later splice never moves the elements of an earlier-placed node that is not its
    // ancestor.
    var index = result.nodes.count - 1
    while index >= 0 {
      defer { index -= 1 }
      let node = result.nodes[index]
      guard let content = wanted[node.name] else { return nil }
      let shown = touched.contains(node.name) ? current.named(node.name) : node.content
      guard let shown, shown != content, probes.placesAlike(shown, content, node) else {
        continue
      }
      // The sizes the probes computed are this layout's too (same environment).
      let engine = LayoutEngine(environment: environment, cache: probes.cache)
      let marked = ContentNode.modified(content, .node(node.name))
      var origin = node.origin
      if let room = node.room {
        // A layer of another size is aligned again in the same frame, as placing it does.
        let offset = engine.aligned(
          engine.size(marked, node.proposal, node.context), in: room.frame.size, room.alignment)
        origin = Point(x: room.frame.x + offset.x, y: room.frame.y + offset.y)
      }
      var elements: [PlacedElement] = []
      let size = engine.place(marked, node.proposal, at: origin, node.context, into: &elements)
      // Scroll views and scroll transitions keep element ranges and culling spans: a node
      // that holds one (before or after) is laid out with its ancestor or the whole block.
      guard size == node.size || node.room != nil, engine.recorder.scrollViews.isEmpty,
        engine.recorder.transitions.isEmpty, !result.holdsScrollContent(node.elements),
        let replaced = current.replacingNode(node.name, with: content)
      else { continue }
      var inner = engine.named.nodes
      if let room = node.room {
        // The one question its surroundings asked (its size, to align it) was asked again.
        inner[0].room = room
      } else {
        // It answered every question its surroundings asked as before (placesAlike).
        inner[0].probes = node.probes
        inner[0].baselines = node.baselines
      }
      // A shadow outside the node is outside what was laid out again.
      for inside in inner.indices {
        inner[inside].isShadowed = inner[inside].isShadowed || node.isShadowed
      }
      laidOut.append(node.name)
      for ancestor in result.splice(elements, nodes: inner, at: index) {
        touched.insert(result.nodes[ancestor].name)
      }
      current = replaced
    }
    guard current == new else { return nil }
    for index in result.nodes.indices {
      result.nodes[index].content = wanted[result.nodes[index].name] ?? result.nodes[index].content
    }
    return result
  }

  /// Puts `elements` and their `inner` nodes (the first the node itself, placed in this
  /// content's coordinates from element 0) in the place of node `index`'s.
  /// Returns the indices of its ancestors.
  private mutating func splice(
    _ elements: [PlacedElement], nodes inner: [LaidOutNode], at index: Int
  ) -> [Int] {
    let node = nodes[index]
    let range = node.elements
    let delta = elements.count - range.count
    let added = (inner.count - 1) - node.descendants
    self.elements.replaceSubrange(range, with: elements)
    // Its ancestors hold it: they end `delta` elements later and hold `added` more nodes.
    var ancestors: [Int] = []
    for ancestor in 0..<index where ancestor + nodes[ancestor].descendants >= index {
      let held = nodes[ancestor].elements
      nodes[ancestor].elements = held.lowerBound..<(held.upperBound + delta)
      nodes[ancestor].descendants += added
      ancestors.append(ancestor)
    }
    let placed = inner.map { item -> LaidOutNode in
      var item = item
      let lower = item.elements.lowerBound + range.lowerBound
      item.elements = lower..<(lower + item.elements.count)
      return item
    }
    nodes.replaceSubrange(index...(index + node.descendants), with: placed)
    // Nodes after it move by `delta` elements.
    for later in (index + placed.count)..<nodes.count {
      let held = nodes[later].elements
      nodes[later].elements = (held.lowerBound + delta)..<(held.upperBound + delta)
    }
    moveScrollContent(after: range, by: delta)
    return ancestors
  }

  /// Whether a scroll view or scroll transition begins or ends inside `range` (one that holds
  /// all of it does not count).
  fileprivate func holdsScrollContent(_ range: Range<Int>) -> Bool {
    func cuts(_ held: Range<Int>) -> Bool {
      held.overlaps(range)
        && !(held.lowerBound < range.lowerBound && held.upperBound > range.upperBound)
    }
    return scrollViews.contains { cuts($0.elements) } || transitions.contains { cuts($0.elements) }
  }

  /// After `range`'s elements became `range.count + delta` others (none of them scroll content):
  /// the scroll views and transitions that hold it end `delta` later, those after it move, and
  /// the culling spans are grouped again.
  private mutating func moveScrollContent(after range: Range<Int>, by delta: Int) {
    guard !scrollViews.isEmpty || !transitions.isEmpty else { return }
    func moved(_ held: Range<Int>) -> Range<Int> {
      if held.lowerBound >= range.upperBound {
        return (held.lowerBound + delta)..<(held.upperBound + delta)
      }
      return held.upperBound >= range.upperBound
        ? held.lowerBound..<(held.upperBound + delta) : held
    }
    for index in scrollViews.indices {
      scrollViews[index].elements = moved(scrollViews[index].elements)
    }
    for index in transitions.indices {
      transitions[index].elements = moved(transitions[index].elements)
    }
    for index in scrollViews.indices {
      let held = scrollViews[index].elements
      scrollViews[index].spans = ElementSpans.group(
        elements, held.lowerBound + 1..<held.upperBound - 1, along: scrollViews[index].axes.primary,
        scrollViews: scrollViews, transitions: transitions)
    }
    if !scrollViews.isEmpty {
      spans = ElementSpans.group(
        elements, 0..<elements.count, along: .vertical, scrollViews: scrollViews,
        transitions: transitions)
    }
  }
}

extension LayoutEngine {
  /// Whether `new` can take `old`'s place in `node` without its surroundings laid out again
  /// (see the extension above).
  func placesAlike(_ old: ContentNode, _ new: ContentNode, _ node: LaidOutNode) -> Bool {
    guard !node.isShadowed, LayoutEngine.layoutPriority(old) == LayoutEngine.layoutPriority(new),
      LayoutEngine.toggleState(of: old) == LayoutEngine.toggleState(of: new)
    else { return false }
    // A background's or overlay's layer is asked its size only to be aligned in its room:
    // any size will do (it is aligned again).
    if node.room != nil { return true }
    for probe in node.probes where size(new, probe.proposal, probe.context) != probe.size {
      return false
    }
    return node.baselines.allSatisfy {
      baseline(new, $0.proposal, $0.context, last: $0.last) == $0.value
    }
  }
}
