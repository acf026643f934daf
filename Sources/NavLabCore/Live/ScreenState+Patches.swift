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
    case .row(let index): index < rowLayouts.count ? rowLayouts[index] : nil
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

  /// The layout of row `index` of the list (rows repeat through the scene's pattern).
  func rowLayoutTarget(_ index: Int) -> LaidOutContent? {
    rowLayouts.isEmpty ? nil : layoutTarget(.row(index % rowLayouts.count))
  }

  /// Whether a block is moving to a live answer's layout (the window must not sleep).
  public var isAnimatingBlocks: Bool { !blockAnimations.isEmpty }

  /// This screen's layout of `slot`, if a new state for `spec` would lay out the same tree
  /// with the same proposal (the same device, text size and design are the caller's promise;
  /// the card and rows also depend on the list's style, the header's content on its height).
  func reusableLayout(_ slot: ContentSlot, for spec: ScreenSpec, textSize: TextSize)
    -> LaidOutContent?
  {
    guard textSize == self.textSize, (spec.design ?? .ios18) == design else { return nil }
    let old = self.spec
    let same: Bool
    switch slot {
    case .content:
      // The album's text block (title, header) is laid out with the scene's content.
      same = spec.content == old.content && spec.title == old.title && spec.header == old.header
    case .pinned: same = spec.pinned == old.pinned
    case .header: same = spec.header == old.header
    case .card: same = spec.card == old.card && spec.listStyle == old.listStyle
    case .principal: same = spec.principal == old.principal
    case .row(let index):
      same =
        index < spec.rows.count && index < old.rows.count
        && spec.rows[index].content == old.rows[index].content && spec.listStyle == old.listStyle
    }
    return same ? layoutTarget(slot) : nil
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
    for index in rowLayouts.indices { body(.row(index)) }
  }

  private mutating func setElements(_ elements: [PlacedElement], in slot: ContentSlot) {
    modifyElements(in: slot) { $0 = elements }
  }

  /// Changes the elements of the block in `slot` in place.
  private mutating func modifyElements(
    in slot: ContentSlot, _ body: (inout [PlacedElement]) -> Void
  ) {
    switch slot {
    case .content: if contentBlock != nil { body(&contentBlock!.elements) }
    case .pinned: if pinnedContent != nil { body(&pinnedContent!.elements) }
    case .header: if headerContent != nil { body(&headerContent!.elements) }
    case .card: if cardContent != nil { body(&cardContent!.elements) }
    case .principal: if principalContent != nil { body(&principalContent!.elements) }
    case .row(let index):
      if index < rowLayouts.count, rowLayouts[index] != nil { body(&rowLayouts[index]!.elements) }
    }
  }
}
