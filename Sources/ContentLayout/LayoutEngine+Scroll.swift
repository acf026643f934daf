import NavGeometry
import ScreenModel

extension LayoutEngine {
  /// A `ScrollView`: its content is offered an unspecified length along its axes (so it takes
  /// its ideal length, SwiftUI docs: "the scroll view proposes an unlimited size along its
  /// axis") and the scroll view's width across them, less the content margins; the scroll
  /// view takes what it is offered (its content's size plus the margins where the offer is
  /// unspecified or unbounded). Content narrower than the scroll view across its axis is
  /// centred between the margins, as SwiftUI's scroll views centre it. The content is placed
  /// at the scroll view's resting offset 0: the margins' top leading corner (an offset is
  /// the screen's business). Inside, `.containerRelativeFrame` measures the scroll view's
  /// size less its margins (Apple docs, "containerRelativeFrame").
  func arrangeScroll(_ scroll: ScrollContent, _ proposal: ProposedSize, _ context: LayoutContext)
    -> (size: Size, slots: [Slot])
  {
    let margins = LayoutEngine.margins(scroll)
    let marginWidth = margins.leading + margins.trailing
    let marginHeight = margins.top + margins.bottom
    let horizontal = scroll.axes.contains(.horizontal)
    let vertical = scroll.axes.contains(.vertical)
    var inner = context
    inner.stackAxis = nil
    inner.collectsTargets = false
    let childProposal = ProposedSize(
      width: horizontal
        ? nil : proposal.width.map { marginWidth == 0 ? $0 : max(0, $0 - marginWidth) },
      height: vertical
        ? nil : proposal.height.map { marginHeight == 0 ? $0 : max(0, $0 - marginHeight) })
    func taken(_ offered: Double?, _ own: Double) -> Double {
      guard let offered, offered.isFinite else { return own }
      return offered
    }
    // The container is known before the content's size where the offer is: a length taken
    // from the content would be circular, so the enclosing container's stands in.
    inner.container = Size(
      width: proposal.width.flatMap { $0.isFinite ? max(0, $0 - marginWidth) : nil }
        ?? context.container.width,
      height: proposal.height.flatMap { $0.isFinite ? max(0, $0 - marginHeight) : nil }
        ?? context.container.height)
    let contentSize = size(scroll.content, childProposal, inner)
    let size = Size(
      width: taken(proposal.width, contentSize.width + marginWidth),
      height: taken(proposal.height, contentSize.height + marginHeight))
    // Across a one-axis scroll view, content narrower than the room between the margins is
    // centred in it (with no margins: in the scroll view, as before issue 37).
    let origin = Point(
      x: horizontal
        ? margins.leading
        : margins.leading + (size.width - marginWidth - contentSize.width) / 2,
      y: vertical
        ? margins.top : margins.top + (size.height - marginHeight - contentSize.height) / 2)
    return (
      size,
      [Slot(node: scroll.content, proposal: childProposal, origin: origin, context: inner)]
    )
  }

  /// A scroll view's content margins, none negative.
  static func margins(_ scroll: ScrollContent) -> EdgeInsets {
    let m = scroll.contentMargins
    func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    return EdgeInsets(
      top: clean(m.top), leading: clean(m.leading), bottom: clean(m.bottom),
      trailing: clean(m.trailing))
  }

  /// Places a scroll view: its begin marker, its content at offset 0, its end marker; records
  /// it (extent, targets, resting offset, culling spans) for the painter.
  func placeScroll(
    _ scroll: ScrollContent, _ proposal: ProposedSize, at origin: Point, _ context: LayoutContext,
    into elements: inout [PlacedElement]
  ) -> Size {
    let arranged = arrangeScroll(scroll, proposal, context)
    let frame = Rect(origin, arranged.size)
    let index = recorder.scrollViews.count
    let margins = LayoutEngine.margins(scroll)
    recorder.scrollViews.append(
      LaidOutScrollView(
        frame: frame, contentSize: .zero, axes: scroll.axes, target: scroll.target,
        margins: margins, clipsContent: scroll.clipsContent, indicators: scroll.indicators,
        bounce: scroll.bounce, name: scroll.name, source: context.source,
        parent: recorder.open.last))
    let begin = elements.count
    elements.append(
      PlacedElement(
        frame: frame, drawing: .scrollViewBegin(index), opacity: context.opacity, role: nil,
        source: context.source))
    recorder.open.append(index)
    recorder.targets.append([])
    placeSlots(arranged, at: origin, into: &elements)
    let found = recorder.targets.removeLast()
    recorder.open.removeLast()
    elements.append(
      PlacedElement(
        frame: frame, drawing: .scrollViewEnd(index), opacity: context.opacity, role: nil,
        source: context.source))
    // The extent: the content's size plus the margins, never less than the viewport across
    // an axis it does not scroll along.
    let slot = arranged.slots[0]
    let contentSize = size(slot.node, slot.proposal, slot.context)
    var view = recorder.scrollViews[index]
    view.contentSize = Size(
      width: contentSize.width + margins.leading + margins.trailing,
      height: contentSize.height + margins.top + margins.bottom)
    view.elements = begin..<elements.count
    let maximum = view.maxOffset
    let axis = scroll.axes.primary
    let contentStart =
      axis == .horizontal ? frame.minX + margins.leading : frame.minY + margins.top
    let limit = axis == .horizontal ? maximum.x : maximum.y
    var targets = found.map {
      min(max(0, (axis == .horizontal ? $0.x : $0.y) - contentStart), limit)
    }
    targets.sort()
    view.targets = targets.enumerated().compactMap { index, value in
      index > 0 && abs(value - targets[index - 1]) < 1e-9 ? nil : value
    }
    if let anchor = scroll.anchor {
      view.restingOffset = Point(
        x: maximum.x * anchor.horizontal.fraction, y: maximum.y * anchor.vertical.fraction)
    }
    recorder.scrollViews[index] = view
    return arranged.size
  }

  /// A stack's (or grid's) slots with the targets recorded, when `.scrollTargetLayout()`
  /// named it: each view's top-left corner (at `origin` plus its slot's), for the innermost
  /// scroll view; the views' own children are not targets.
  func collectingTargets(
    _ arranged: (size: Size, slots: [Slot]), _ context: LayoutContext, at origin: Point
  ) -> (size: Size, slots: [Slot]) {
    guard context.collectsTargets else { return arranged }
    var result = arranged
    for index in result.slots.indices {
      result.slots[index].context.collectsTargets = false
      if !recorder.targets.isEmpty {
        let slot = result.slots[index]
        recorder.targets[recorder.targets.count - 1].append(
          Point(x: origin.x + slot.origin.x, y: origin.y + slot.origin.y))
      }
    }
    return result
  }

  /// A view with a `.scrollTransition`: its begin marker, the view, its end marker.
  func placeTransition(
    _ transition: ScrollTransition, _ arranged: (size: Size, slots: [Slot]), frame: Rect,
    _ context: LayoutContext, into elements: inout [PlacedElement]
  ) {
    let index = recorder.transitions.count
    recorder.transitions.append(
      LaidOutTransition(
        transition: transition, frame: frame, scrollView: recorder.open.last,
        elements: elements.count..<elements.count))
    let begin = elements.count
    elements.append(
      PlacedElement(
        frame: frame, drawing: .transitionBegin(index), opacity: context.opacity, role: nil,
        source: context.source))
    placeSlots(arranged, at: Point(x: frame.x, y: frame.y), into: &elements)
    elements.append(
      PlacedElement(
        frame: frame, drawing: .transitionEnd, opacity: context.opacity, role: nil,
        source: context.source))
    recorder.transitions[index].elements = begin..<elements.count
  }
}

/// What placing records besides the elements: the scroll views and transitions met, the scroll
/// views open around the node being placed (innermost last), and the targets found in each.
final class PlacementRecorder {
  var scrollViews: [LaidOutScrollView] = []
  var transitions: [LaidOutTransition] = []
  var open: [Int] = []
  var targets: [[Point]] = []
}
