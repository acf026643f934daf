import ContentLayout
import ScreenModel

/// A screen's laid-out blocks under live answers (issue 38): which can be kept when a new scene
/// of the same screen comes, and how the changed ones move to their new layout.
extension ScreenState {
  /// The block in `slot` as drawn (its elements part way through an animation).
  func block(_ slot: ContentSlot) -> LaidOutContent? {
    switch slot {
    case .content: contentBlock
    case .pinned: pinnedContent
    case .header: headerContent
    case .card: cardContent
    case .principal: principalContent
    case .row(let index):
      index < behaviours.content.rowLayouts.count ? behaviours.content.rowLayouts[index] : nil
    }
  }

  /// The block in `slot` as laid out: where a running animation goes. Live requests report
  /// these frames (a SwiftUI geometry reader sees the layout, not the animation).
  func layoutTarget(_ slot: ContentSlot) -> LaidOutContent? {
    guard var laid = block(slot) else { return nil }
    if let animation = blockAnimations.first(where: { $0.slot == slot }) {
      laid.elements = animation.to
    }
    return laid
  }

  /// This screen with its animated blocks showing their layout (itself when none moves): what
  /// live requests report and taps hit.
  func withLayoutTargets() -> ScreenState {
    guard !blockAnimations.isEmpty else { return self }
    var screen = self
    for animation in blockAnimations { screen.setElements(animation.to, in: animation.slot) }
    screen.blockAnimations.removeAll()
    return screen
  }

  /// Whether a block is moving to a live answer's layout (the window must not sleep).
  public var isAnimatingBlocks: Bool { !blockAnimations.isEmpty }

  /// The tree this screen laid `slot`'s block out from.
  func laidOutTree(_ slot: ContentSlot) -> ContentNode? {
    switch slot {
    case .content: ScreenContentBehaviour.tree(spec)
    case .row(let index): index < spec.rows.count ? spec.rows[index].content : nil
    default: spec.content(in: slot)
    }
  }

  /// This screen's layout of `slot` made for `tree`, the same slot of a new state for `spec`,
  /// without laying `tree` out: the block as it is when the tree is the same, or with only the
  /// named subtrees that changed laid out again
  /// (``LaidOutContent/replacingNamedNodes(from:to:in:)``); nil when the block must be laid
  /// out (another proposal, or changes outside named nodes). The same device, text measure and
  /// text size are the caller's promise; the proposal also depends on the design, the card
  /// and rows on the list's style, the header's content on its height.
  func reusableLayout(
    _ slot: ContentSlot, tree: ContentNode, for spec: ScreenSpec, textSize: TextSize,
    in environment: LayoutEnvironment
  ) -> LaidOutContent? {
    guard textSize == self.textSize, (spec.design ?? .ios18) == design,
      let laid = layoutTarget(slot), let old = laidOutTree(slot)
    else { return nil }
    let sameProposal =
      switch slot {
      case .content, .pinned, .principal: true
      case .header: spec.header?.height == self.spec.header?.height
      case .card, .row: spec.listStyle == self.spec.listStyle
      }
    guard sameProposal else { return nil }
    if tree == old { return laid }
    return laid.replacingNamedNodes(from: old, to: tree, in: environment)
  }

  /// Carries `old`'s drawn blocks over to this new layout of the same screen at `time`: a
  /// block whose layout changed moves to it under `transaction(slot)` when the two have the
  /// same structure (``PlacedElement/canBlend(_:_:)``), else shows it at once; a block still
  /// moving to this same layout keeps moving.
  mutating func animateBlocks(
    from old: ScreenState, at time: Double, transaction: (ContentSlot) -> LiveTransaction?
  ) {
    forEachSlot { slot in
      guard let target = block(slot)?.elements, let shown = old.block(slot)?.elements else {
        return
      }
      if let running = old.blockAnimations.first(where: { $0.slot == slot }), running.to == target {
        blockAnimations.append(running)
        setElements(shown, in: slot)
        return
      }
      guard shown != target, let transaction = transaction(slot),
        PlacedElement.canBlend(shown, target)
      else { return }
      blockAnimations.append(
        BlockAnimation(
          slot: slot, from: shown, to: target, start: time + transaction.delay,
          curve: transaction.curve))
      setElements(shown, in: slot)
    }
  }

  /// Moves the animated blocks to `time`; a finished one shows its layout exactly.
  mutating func advanceBlockAnimations(to time: Double) {
    guard !blockAnimations.isEmpty else { return }
    var index = 0
    while index < blockAnimations.count {
      let animation = blockAnimations[index]
      if animation.isFinished(at: time) {
        setElements(animation.to, in: animation.slot)
        blockAnimations.remove(at: index)
      } else {
        modifyElements(in: animation.slot) { animation.apply(at: time, to: &$0) }
        index += 1
      }
    }
  }

  private func forEachSlot(_ body: (ContentSlot) -> Void) {
    for slot in [ContentSlot.content, .pinned, .header, .card, .principal] { body(slot) }
    for index in behaviours.content.rowLayouts.indices { body(.row(index)) }
  }

  private mutating func setElements(_ elements: [PlacedElement], in slot: ContentSlot) {
    modifyElements(in: slot) { $0 = elements }
  }

  /// Changes the elements of the block in `slot` in place.
  private mutating func modifyElements(
    in slot: ContentSlot, _ body: (inout [PlacedElement]) -> Void
  ) {
    switch slot {
    case .content:
      if behaviours.content.block != nil { body(&behaviours.content.block!.elements) }
    case .pinned:
      if behaviours.pinned != nil { body(&behaviours.pinned!.content.elements) }
    case .header:
      if behaviours.header?.content != nil { body(&behaviours.header!.content!.elements) }
    case .card:
      if behaviours.card?.content != nil { body(&behaviours.card!.content!.elements) }
    case .principal:
      if behaviours.navigationBar?.principal != nil {
        body(&behaviours.navigationBar!.principal!.elements)
      }
    case .row(let index):
      if index < behaviours.content.rowLayouts.count, behaviours.content.rowLayouts[index] != nil {
        body(&behaviours.content.rowLayouts[index]!.elements)
      }
    }
  }
}
