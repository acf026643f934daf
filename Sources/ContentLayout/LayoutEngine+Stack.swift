import NavGeometry
import ScreenModel

extension LayoutEngine {
  /// A stack's size and its children's slots for `proposal`.
  func arrangeStack(_ stack: StackContent, _ proposal: ProposedSize, _ context: LayoutContext)
    -> (size: Size, slots: [Slot])
  {
    switch stack.axis {
    case .overlay: arrangeOverlay(stack, proposal, context)
    case .vertical: arrangeLinear(stack, .vertical, proposal, context)
    case .horizontal: arrangeLinear(stack, .horizontal, proposal, context)
    }
  }

  /// A `ZStack`: every child is offered the whole proposal; the stack is as large as the
  /// children aligned together, and each sits at the stack's alignment.
  func arrangeOverlay(_ stack: StackContent, _ proposal: ProposedSize, _ context: LayoutContext)
    -> (size: Size, slots: [Slot])
  {
    var inner = context
    inner.stackAxis = nil
    let sizes = stack.children.map { size($0, proposal, inner) }
    let width = sizes.map(\.width).max() ?? 0
    let height = sizes.map(\.height).max() ?? 0
    let slots = zip(stack.children, sizes).map { child, childSize in
      Slot(
        node: child, proposal: proposal,
        origin: Point(
          x: LayoutEngine.offset(stack.alignment.horizontal, childSize.width, in: width),
          y: LayoutEngine.offset(stack.alignment.vertical, childSize.height, in: height)),
        context: inner)
    }
    return (Size(width: width, height: height), slots)
  }

  /// A `VStack` or an `HStack` (SwiftUI's stack algorithm, WWDC19 "Building Custom Views with
  /// SwiftUI" and OpenSwiftUI's `StackLayout`): the spacing is taken off the proposal first;
  /// children are then offered room in groups of descending layout priority, the lower groups'
  /// minimum sizes held back; inside a group the least flexible child (its maximum size less
  /// its minimum) is offered an equal share of what is left first, and what it does not take
  /// goes to the more flexible ones. Across the axis each child is offered the whole proposal
  /// and lined up by the stack's alignment.
  func arrangeLinear(
    _ stack: StackContent, _ axis: Axis, _ proposal: ProposedSize, _ context: LayoutContext
  ) -> (size: Size, slots: [Slot]) {
    var inner = context
    inner.stackAxis = axis
    let children = stack.children
    let count = children.count
    guard count > 0 else { return (.zero, []) }
    let cross = proposal.value(axis.other)
    let spacings = (0..<count).map { index in
      index == 0 ? 0 : stack.spacing ?? LayoutEngine.defaultSpacing
    }
    let totalSpacing = spacings.reduce(0, +)
    var proposals = [ProposedSize](
      repeating: ProposedSize.along(axis, nil, cross: cross), count: count)
    var sizes = [Size](repeating: .zero, count: count)

    if let main = proposal.value(axis) {
      // Each child's minimum and maximum along the axis: its flexibility.
      let minimum = children.map { size($0, .along(axis, 0, cross: cross), inner).value(axis) }
      let maximum = children.map {
        size($0, .along(axis, .infinity, cross: cross), inner).value(axis)
      }
      // A spacer chooses after the other children of its priority, held to its minimum
      // until they have chosen: a text beside one is offered the whole room and keeps its
      // ideal width when that fits (seed 003's "Martin's blog" beside a Spacer and a button
      // is one line on iOS; Aidoku's source cells show their subtitles whole).
      let ranks = children.map { child in
        StackRank(priority: LayoutEngine.layoutPriority(child), isSpacer: child.isSpacer)
      }
      var remaining = main - totalSpacing
      for rank in Set(ranks).sorted(by: >) {
        let group = (0..<count).filter { ranks[$0] == rank }
          .sorted { (maximum[$0] - minimum[$0], $0) < (maximum[$1] - minimum[$1], $1) }
        // Lower ranks are held to their minimum until this group has chosen.
        let heldBack = (0..<count).filter { ranks[$0] < rank }.reduce(0.0) {
          $0 + minimum[$1]
        }
        var room = remaining - heldBack
        var left = group.count
        for index in group {
          let share = max(0, room / Double(left))
          let offer = ProposedSize.along(axis, share, cross: cross)
          let chosen = size(children[index], offer, inner)
          proposals[index] = offer
          sizes[index] = chosen
          room -= chosen.value(axis)
          left -= 1
        }
        remaining -= group.reduce(0.0) { $0 + sizes[$1].value(axis) }
      }
    } else {
      // Asked for its ideal size: every child is asked for its own.
      for index in 0..<count { sizes[index] = size(children[index], proposals[index], inner) }
    }

    let crossExtent = crossLayout(stack, axis, sizes, proposals, children, inner)
    var slots: [Slot] = []
    slots.reserveCapacity(count)
    var position = 0.0
    for index in 0..<count {
      position += spacings[index]
      let crossOffset = crossExtent.offsets[index]
      let origin =
        axis == .vertical
        ? Point(x: crossOffset, y: position) : Point(x: position, y: crossOffset)
      slots.append(
        Slot(node: children[index], proposal: proposals[index], origin: origin, context: inner))
      position += sizes[index].value(axis)
    }
    return (Size.along(axis, position, cross: crossExtent.length), slots)
  }

  /// Lines children up across the stack: each child's alignment guide (its leading edge,
  /// centre, trailing edge, top, bottom or text baseline) on one line; the stack spans from
  /// the lowest child edge to the highest. Returns each child's offset and the stack's extent.
  func crossLayout(
    _ stack: StackContent, _ axis: Axis, _ sizes: [Size], _ proposals: [ProposedSize],
    _ children: [ContentNode], _ context: LayoutContext
  ) -> (offsets: [Double], length: Double) {
    let guides: [Double] = sizes.indices.map { index in
      let length = sizes[index].value(axis.other)
      if axis == .vertical {
        return LayoutEngine.guide(stack.alignment.horizontal, length)
      }
      switch stack.alignment.vertical {
      case .firstTextBaseline, .lastTextBaseline:
        return baseline(
          children[index], proposals[index], context,
          last: stack.alignment.vertical == .lastTextBaseline) ?? length
      default:
        return LayoutEngine.guide(stack.alignment.vertical, length)
      }
    }
    let top = guides.map { -$0 }.min() ?? 0
    let bottom = zip(guides, sizes).map { $1.value(axis.other) - $0 }.max() ?? 0
    // Child edges relative to the shared guide line run from `top` (negative) to `bottom`.
    let offsets = guides.map { -top - $0 }
    return (offsets, bottom - top)
  }

  /// Where `alignment`'s guide sits in a length.
  static func guide(_ alignment: HorizontalAlignment, _ length: Double) -> Double {
    switch alignment {
    case .leading: 0
    case .center: length / 2
    case .trailing: length
    }
  }

  static func guide(_ alignment: VerticalAlignment, _ length: Double) -> Double {
    switch alignment {
    case .top: 0
    case .center: length / 2
    case .bottom, .firstTextBaseline, .lastTextBaseline: length
    }
  }

  /// The offset of a child of `length` aligned in `room`.
  static func offset(_ alignment: HorizontalAlignment, _ length: Double, in room: Double) -> Double
  {
    guide(alignment, room) - guide(alignment, length)
  }

  static func offset(_ alignment: VerticalAlignment, _ length: Double, in room: Double) -> Double {
    guide(alignment, room) - guide(alignment, length)
  }

  /// A child's layout priority: the outermost `.layoutPriority` among its modifiers (it is a
  /// trait of the view the stack sees), 0 without one.
  static func layoutPriority(_ node: ContentNode) -> Double {
    var current = node
    while case .modified(let child, let modifier) = current {
      if case .layoutPriority(let priority) = modifier { return priority.isFinite ? priority : 0 }
      current = child
    }
    return 0
  }

  /// The distance from `node`'s top to its first (or last) text baseline when laid out for
  /// `proposal`; nil when it holds no text (SwiftUI then aligns its bottom edge).
  func baseline(_ node: ContentNode, _ proposal: ProposedSize, _ context: LayoutContext, last: Bool)
    -> Double?
  {
    switch node {
    case .text(let text):
      let measured = measureText(text, proposal, context)
      return last ? measured.lastBaseline : measured.firstBaseline
    case .stack(let stack) where stack.axis != .overlay:
      let arranged = arrangeStack(stack, proposal, context)
      let ordered = last ? arranged.slots.reversed() : arranged.slots
      for slot in ordered {
        if let value = baseline(slot.node, slot.proposal, slot.context, last: last) {
          return slot.origin.y + value
        }
      }
      return nil
    case .modified(let child, let modifier):
      switch modifier {
      case .padding(let insets):
        let inner = ProposedSize(
          width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
          height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
        return baseline(child, inner, context, last: last).map { $0 + insets.top }
      case .font(let font):
        var inner = context
        inner.font = font
        return baseline(child, proposal, inner, last: last)
      case .frame, .flexibleFrame, .aspectRatio, .fixedSize, .ignoresSafeArea:
        let arranged = arrangeModified(child, modifier, proposal, context)
        guard let slot = arranged.slots.first else { return nil }
        return baseline(slot.node, slot.proposal, slot.context, last: last).map {
          $0 + slot.origin.y
        }
      case .node(let name):
        // What the surroundings asked a named node, for a patch to answer the same.
        let value = baseline(child, proposal, context, last: last)
        named.askedBaseline(
          name, BaselineProbe(proposal: proposal, context: context, last: last, value: value))
        return value
      default:
        return baseline(child, proposal, context, last: last)
      }
    default:
      return nil
    }
  }
}

extension Axis {
  /// The axis across this one.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The order a stack's children choose in: higher layout priority first, and within one
/// priority the spacers last.
struct StackRank: Hashable, Comparable {
  var priority: Double
  var isSpacer: Bool

  static func < (left: StackRank, right: StackRank) -> Bool {
    left.priority != right.priority
      ? left.priority < right.priority : left.isSpacer && !right.isSpacer
  }
}

extension ContentNode {
  /// Whether the node is a `Spacer` as a stack sees it: a bare one, or one under modifiers
  /// that only name it (where it came from, its live identity); a framed or padded spacer is
  /// sized by its modifier.
  fileprivate var isSpacer: Bool {
    var current = self
    while case .modified(let child, let modifier) = current {
      switch modifier {
      case .source, .id, .node, .action: current = child
      default: return false
      }
    }
    if case .spacer = current { return true }
    return false
  }
}
