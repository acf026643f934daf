/// A live patch applied to a scene (issue 38, docs/live.md "Patches"): every content tree of
/// the scene and of its inline scenes that has the named node gets the new subtree.
extension ScreenSpec {
  /// What ``apply(_:)`` did.
  public enum PatchResult: Sendable, Equatable {
    /// No content tree of the scene or of its inline scenes names the node.
    case notFound
    /// Every tree that names the node shows this content already: nothing changed.
    case unchanged
    /// These trees changed.
    case changed([PatchedSlot])
  }

  /// A content tree a patch changed: ``slot`` of this scene (``screen`` nil) or of the inline
  /// scene with that `screenID`.
  public struct PatchedSlot: Sendable, Equatable, Hashable {
    public var screen: String?
    public var slot: ContentSlot

    public init(screen: String?, slot: ContentSlot) {
      self.screen = screen
      self.slot = slot
    }
  }

  /// How deep inline scenes are searched (as ``destination(_:depth:)`` does).
  static let maximumPatchDepth = 16

  /// Replaces the subtree named `patch.node` wherever it is. A patch equal to what the scene
  /// holds changes nothing and allocates nothing (it is only read); the patch's destinations
  /// join the scene that holds a changed node.
  public mutating func apply(_ patch: LivePatch) -> PatchResult {
    apply(patch) { _ in true }
  }

  /// ``apply(_:)``, searching only the slots of this scene that `mayHold` says may hold the
  /// node (its inline scenes are all searched): a caller that knows which names each tree has
  /// (``nodeNamesBySlot()``) searches only the trees that have it, not a whole screen's
  /// (issue 38). A slot left out that holds the node is left as it is.
  public mutating func apply(_ patch: LivePatch, searching mayHold: (ContentSlot) -> Bool)
    -> PatchResult
  {
    var changed: [PatchedSlot] = []
    guard applyChanged(patch, screen: nil, depth: 0, mayHold: mayHold, into: &changed) else {
      return .notFound
    }
    return changed.isEmpty ? .unchanged : .changed(changed)
  }

  /// The names of the nodes (``Modifier/node(_:)``) in each content tree of this scene (not
  /// of its inline scenes), by slot.
  public func nodeNamesBySlot() -> [ContentSlot: Set<String>] {
    var names: [ContentSlot: Set<String>] = [:]
    forEachContentSlot { slot, tree in names[slot] = tree.nodeNames() }
    return names
  }

  /// The content tree in `slot` (nil when the scene has none there).
  public func content(in slot: ContentSlot) -> ContentNode? {
    switch slot {
    case .content: content
    case .pinned: pinned
    case .header: header?.content
    case .card: card?.content
    case .principal: principal
    case .row(let index): index < rows.count ? rows[index].content : nil
    }
  }

  /// Every slot that can hold content in this scene, in a fixed order.
  func forEachContentSlot(_ body: (ContentSlot, ContentNode) -> Void) {
    if let content { body(.content, content) }
    if let pinned { body(.pinned, pinned) }
    if let tree = header?.content { body(.header, tree) }
    if let tree = card?.content { body(.card, tree) }
    if let principal { body(.principal, principal) }
    for index in rows.indices {
      if let tree = rows[index].content { body(.row(index), tree) }
    }
  }

  /// Whether a tree names the node, and whether one holds something else than the patch.
  private func patchStatus(_ patch: LivePatch, depth: Int) -> (found: Bool, differs: Bool) {
    var found = false
    var differs = false
    forEachContentSlot { _, tree in
      guard !differs, let current = tree.named(patch.node) else { return }
      found = true
      if current != patch.content { differs = true }
    }
    guard !differs, depth < Self.maximumPatchDepth else { return (found, differs) }
    for scene in destinations.values {
      let inner = scene.patchStatus(patch, depth: depth + 1)
      found = found || inner.found
      if inner.differs { return (true, true) }
    }
    return (found, differs)
  }

  /// Replaces the node in this scene's trees that hold something else, then in its inline
  /// scenes'; returns whether a tree here or below names it. Each tree is searched once, and
  /// an inline scene is copied only when it changes.
  @discardableResult
  private mutating func applyChanged(
    _ patch: LivePatch, screen: String?, depth: Int,
    mayHold: (ContentSlot) -> Bool = { _ in true }, into changed: inout [PatchedSlot]
  ) -> Bool {
    var found = false
    var slots: [ContentSlot] = []
    forEachContentSlot { slot, tree in
      guard mayHold(slot), let current = tree.named(patch.node) else { return }
      found = true
      if current != patch.content { slots.append(slot) }
    }
    for slot in slots {
      guard let tree = content(in: slot),
        let replaced = tree.replacingNode(patch.node, with: patch.content)
      else { continue }
      setContent(replaced, in: slot)
      changed.append(PatchedSlot(screen: screen, slot: slot))
    }
    if !slots.isEmpty {
      for (id, scene) in patch.destinations { destinations[id] = scene }
    }
    guard depth < Self.maximumPatchDepth else { return found }
    for id in destinations.keys.sorted() {
      guard let status = destinations[id]?.patchStatus(patch, depth: depth + 1) else { continue }
      found = found || status.found
      guard status.differs, var scene = destinations[id] else { continue }
      scene.applyChanged(patch, screen: id, depth: depth + 1, into: &changed)
      destinations[id] = scene
    }
    return found
  }

  private mutating func setContent(_ tree: ContentNode, in slot: ContentSlot) {
    switch slot {
    case .content: content = tree
    case .pinned: pinned = tree
    case .header: header?.content = tree
    case .card: card?.content = tree
    case .principal: principal = tree
    case .row(let index): rows[index].content = tree
    }
  }
}
