import NavGeometry
import ScreenModel

extension LayoutEngine {
  /// The size of `child` with `modifier` applied.
  func modifiedSize(
    _ child: ContentNode, _ modifier: Modifier, _ proposal: ProposedSize, _ context: LayoutContext
  ) -> Size {
    arrangeModified(child, modifier, proposal, context).size
  }

  /// How `modifier` sizes and places `child`: the one slot of the child (and none of
  /// backgrounds and overlays, which `placeModified` adds).
  func arrangeModified(
    _ child: ContentNode, _ modifier: Modifier, _ proposal: ProposedSize, _ context: LayoutContext
  ) -> (size: Size, slots: [Slot]) {
    func sized(_ childProposal: ProposedSize, _ inner: LayoutContext = context) -> (Size, Slot) {
      (
        size(child, childProposal, inner),
        Slot(node: child, proposal: childProposal, origin: Point(x: 0, y: 0), context: inner)
      )
    }
    switch modifier {
    case .padding(let insets):
      // Padding offers the child the proposal less the insets and adds them back (SwiftUI's
      // `_PaddingLayout`).
      let horizontal = insets.leading + insets.trailing
      let vertical = insets.top + insets.bottom
      var (childSize, slot) = sized(
        ProposedSize(
          width: proposal.width.map { max(0, $0 - horizontal) },
          height: proposal.height.map { max(0, $0 - vertical) }))
      slot.origin = Point(x: insets.leading, y: insets.top)
      return (
        Size(width: childSize.width + horizontal, height: childSize.height + vertical), [slot]
      )

    case .frame(let width, let height, let alignment):
      // A fixed frame offers its own size on the axes it sets and takes it, whatever the
      // child chooses; the child is aligned inside (SwiftUI's `_FrameLayout`).
      let childProposal = ProposedSize(
        width: width.map { max(0, $0) } ?? proposal.width,
        height: height.map { max(0, $0) } ?? proposal.height)
      var (childSize, slot) = sized(childProposal)
      let size = Size(
        width: width.map { max(0, $0) } ?? childSize.width,
        height: height.map { max(0, $0) } ?? childSize.height)
      slot.origin = aligned(childSize, in: size, alignment)
      return (size, [slot])

    case .flexibleFrame(let frame):
      return arrangeFlexibleFrame(child, frame, proposal, context)

    case .fixedSize(let horizontal, let vertical):
      // The child is asked for its ideal size on the fixed axes (SwiftUI docs, `fixedSize`).
      let (childSize, slot) = sized(
        ProposedSize(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
      return (childSize, [slot])

    case .aspectRatio(let ratio, let mode):
      // The child is offered the largest (fit) or smallest (fill) size of the ratio within the
      // proposal; without a ratio, its own ideal size's (SwiftUI docs, `aspectRatio`).
      let ideal = size(child, .unspecified, context)
      let wanted = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
      let childProposal = ProposedSize(
        LayoutEngine.aspectSize(ratio: wanted, mode: mode, proposal, fallback: ideal))
      let (childSize, slot) = sized(childProposal)
      return (childSize, [slot])

    case .ignoresSafeArea(let edges):
      // The view reaches into the safe area on `edges`: it is offered and takes the insets
      // beyond its own frame there (as a background that touches the safe area's edge does).
      let safe = environment.safeArea
      let grow = EdgeInsets(
        top: edges.contains(.top) ? safe.top : 0,
        leading: edges.contains(.leading) ? safe.leading : 0,
        bottom: edges.contains(.bottom) ? safe.bottom : 0,
        trailing: edges.contains(.trailing) ? safe.trailing : 0)
      var (childSize, slot) = sized(
        ProposedSize(
          width: proposal.width.map { $0 + grow.leading + grow.trailing },
          height: proposal.height.map { $0 + grow.top + grow.bottom }))
      slot.origin = Point(x: -grow.leading, y: -grow.top)
      return (
        Size(
          width: max(0, childSize.width - grow.leading - grow.trailing),
          height: max(0, childSize.height - grow.top - grow.bottom)), [slot]
      )

    case .font(let font):
      var inner = context
      inner.font = font
      let (childSize, slot) = sized(proposal, inner)
      return (childSize, [slot])

    case .foregroundColor(let color):
      var inner = context
      inner.foreground = color
      let (childSize, slot) = sized(proposal, inner)
      return (childSize, [slot])

    case .opacity(let value):
      var inner = context
      inner.opacity *= value.isFinite ? min(max(value, 0), 1) : 1
      let (childSize, slot) = sized(proposal, inner)
      return (childSize, [slot])

    case .source(let source):
      var inner = context
      inner.source = source
      let (childSize, slot) = sized(proposal, inner)
      return (childSize, [slot])

    case .offset(let x, let y):
      // Moves the drawing only: the size is the child's (SwiftUI docs, `offset`).
      var (childSize, slot) = sized(proposal)
      slot.origin = Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
      return (childSize, [slot])

    case .scrollTargetLayout:
      // The next stack's views become the innermost scroll view's targets (placing only).
      var inner = context
      inner.collectsTargets = true
      let (childSize, slot) = sized(proposal, inner)
      return (childSize, [slot])

    case .containerRelativeFrame(let frame):
      return arrangeContainerRelativeFrame(child, frame, proposal, context)

    case .background, .overlay, .cornerRadius, .clipShape, .shadow, .layoutPriority, .id,
      .action, .node, .scrollTransition:
      // A transition changes the drawing, never the layout (Apple docs, `scrollTransition`).
      let (childSize, slot) = sized(proposal)
      return (childSize, [slot])

    case .push, .menu:
      // A link or a menu takes its label's size; its frame is what a tap is tested against.
      let (childSize, slot) = sized(proposal)
      return (childSize, [slot])
    }
  }

  /// `.frame(minWidth:idealWidth:maxWidth:…)` (SwiftUI's `_FlexFrameLayout`): the child is
  /// offered the proposal clamped to the bounds (the ideal where the proposal is unspecified);
  /// the frame then takes, per axis, the child's size pulled towards the proposal within the
  /// bounds: `max(min, min(child, proposed))` then `min(max, max(that, proposed))` (SwiftUI
  /// docs for `frame(minWidth:…)`; objc.io "Thinking in SwiftUI", flexible frames).
  func arrangeFlexibleFrame(
    _ child: ContentNode, _ frame: FlexibleFrame, _ proposal: ProposedSize,
    _ context: LayoutContext
  ) -> (size: Size, slots: [Slot]) {
    func clamped(_ value: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?)
      -> Double?
    {
      guard var value = value ?? ideal else { return nil }
      if let maximum { value = min(value, maximum) }
      if let minimum { value = max(value, minimum) }
      return value
    }
    let childProposal = ProposedSize(
      width: clamped(proposal.width, frame.minWidth, frame.idealWidth, frame.maxWidth),
      height: clamped(proposal.height, frame.minHeight, frame.idealHeight, frame.maxHeight))
    let childSize = size(child, childProposal, context)
    func resolve(
      _ proposed: Double?, _ child: Double, _ minimum: Double?, _ ideal: Double?,
      _ maximum: Double?
    ) -> Double {
      let offered = proposed ?? ideal ?? child
      var result = child
      if let minimum { result = max(minimum, min(result, offered)) }
      if let maximum { result = min(maximum, max(result, offered)) }
      return result
    }
    let size = Size(
      width: resolve(
        proposal.width, childSize.width, frame.minWidth, frame.idealWidth, frame.maxWidth),
      height: resolve(
        proposal.height, childSize.height, frame.minHeight, frame.idealHeight, frame.maxHeight))
    let slot = Slot(
      node: child, proposal: childProposal, origin: aligned(childSize, in: size, frame.alignment),
      context: context)
    return (size, [slot])
  }

  /// `.containerRelativeFrame`: on its axes the view is offered and takes the container's
  /// length by `ContainerRelativeFrame.length(in:)` (the nearest scroll view's visible size
  /// less its margins, or the screen's); on the others, what it is offered and chooses. The
  /// child is aligned in the frame (Apple docs, "containerRelativeFrame(_:count:span:spacing:
  /// alignment:)").
  func arrangeContainerRelativeFrame(
    _ child: ContentNode, _ frame: ContainerRelativeFrame, _ proposal: ProposedSize,
    _ context: LayoutContext
  ) -> (size: Size, slots: [Slot]) {
    let width =
      frame.axes.contains(.horizontal) ? frame.length(in: context.container.width) : nil
    let height =
      frame.axes.contains(.vertical) ? frame.length(in: context.container.height) : nil
    let childProposal = ProposedSize(
      width: width ?? proposal.width, height: height ?? proposal.height)
    let childSize = size(child, childProposal, context)
    let size = Size(width: width ?? childSize.width, height: height ?? childSize.height)
    let slot = Slot(
      node: child, proposal: childProposal, origin: aligned(childSize, in: size, frame.alignment),
      context: context)
    return (size, [slot])
  }

  /// Where a child of `size` sits in `room` at `alignment`.
  func aligned(_ size: Size, in room: Size, _ alignment: Alignment) -> Point {
    Point(
      x: LayoutEngine.offset(alignment.horizontal, size.width, in: room.width),
      y: LayoutEngine.offset(alignment.vertical, size.height, in: room.height))
  }

  /// Places `child` with `modifier`: the arrangement's slot, plus what the modifier draws
  /// itself (a background before, an overlay after, a clip around, a shadow under).
  func placeModified(
    _ child: ContentNode, _ modifier: Modifier, _ proposal: ProposedSize, at origin: Point,
    _ context: LayoutContext, into elements: inout [PlacedElement]
  ) -> Size {
    let arranged = arrangeModified(child, modifier, proposal, context)
    let frame = Rect(origin, arranged.size)
    switch modifier {
    case .background(let node, let alignment):
      placeAccessory(node, in: frame, alignment, context, into: &elements)
      placeSlots(arranged, at: origin, into: &elements)
    case .overlay(let node, let alignment):
      placeSlots(arranged, at: origin, into: &elements)
      placeAccessory(node, in: frame, alignment, context, into: &elements)
    case .cornerRadius(let radius):
      clip(.roundedRectangle(radius: max(0, radius)), frame, context, arranged, into: &elements)
    case .clipShape(let shape):
      clip(shape, frame, context, arranged, into: &elements)
    case .shadow(let radius, let x, let y, let color):
      // The view is placed first, then its shadows go under it, one per outline it draws.
      let start = elements.count
      let firstNode = named.nodes.count
      placeSlots(arranged, at: origin, into: &elements)
      for index in firstNode..<named.nodes.count { named.nodes[index].isShadowed = true }
      let shadows = ShadowOutlines.shadows(
        of: elements[start...], dx: x, dy: y, radius: max(0, radius), color: color)
      elements.insert(contentsOf: shadows, at: start)
    case .id(let name):
      // The anchor comes before what it covers, so a later (inner, drawn on top) one is
      // found first when taps are tested from the end.
      elements.append(
        PlacedElement(
          frame: frame, drawing: .anchor(ContentAnchor(kind: .id, name: name)),
          opacity: context.opacity, role: nil, source: context.source))
      placeSlots(arranged, at: origin, into: &elements)
    case .action(let name):
      elements.append(
        PlacedElement(
          frame: frame,
          drawing: .anchor(
            ContentAnchor(kind: .action, name: name, isOn: LayoutEngine.toggleState(of: child))),
          opacity: context.opacity, role: nil, source: context.source))
      placeSlots(arranged, at: origin, into: &elements)
    case .node(let name):
      // Recorded before what it covers (a node comes before the nodes inside it), then
      // completed once they are placed.
      let index = named.nodes.count
      let first = elements.count
      named.nodes.append(
        LaidOutNode(
          name: name, content: child, proposal: proposal, context: context, origin: origin,
          size: arranged.size, elements: first..<first, descendants: 0,
          probes: named.probes[name] ?? [], baselines: named.baselines[name] ?? []))
      placeSlots(arranged, at: origin, into: &elements)
      named.nodes[index].elements = first..<elements.count
      named.nodes[index].descendants = named.nodes.count - index - 1
    case .scrollTransition(let transition):
      placeTransition(transition, arranged, frame: frame, context, into: &elements)
    case .push(let screenID):
      // Before its label, so an inner link (placed later) is found first from the end.
      elements.append(
        PlacedElement(
          frame: frame, drawing: .link(screenID: screenID), opacity: context.opacity, role: nil,
          source: context.source))
      placeSlots(arranged, at: origin, into: &elements)
    case .menu(let menu):
      // Like a link: before its label, the frame a tap opens the menu from.
      elements.append(
        PlacedElement(
          frame: frame, drawing: .menu(menu), opacity: context.opacity, role: nil,
          source: context.source))
      placeSlots(arranged, at: origin, into: &elements)
    default:
      placeSlots(arranged, at: origin, into: &elements)
    }
    return arranged.size
  }

  /// A background or overlay: offered the modified view's size, aligned in its frame (SwiftUI
  /// docs, `background(alignment:content:)`).
  func placeAccessory(
    _ node: ContentNode, in frame: Rect, _ alignment: Alignment, _ context: LayoutContext,
    into elements: inout [PlacedElement]
  ) {
    var inner = context
    inner.stackAxis = nil
    inner.collectsTargets = false
    let proposal = ProposedSize(frame.size)
    let accessorySize = size(node, proposal, inner)
    let offset = aligned(accessorySize, in: frame.size, alignment)
    let firstNode = named.nodes.count
    place(
      node, proposal, at: Point(x: frame.x + offset.x, y: frame.y + offset.y), inner,
      into: &elements)
    // A layer that is a named node: the first node it recorded is itself.
    if case .modified(_, .node) = node, firstNode < named.nodes.count {
      named.nodes[firstNode].room = LayerRoom(frame: frame, alignment: alignment)
    }
  }

  func clip(
    _ shape: ShapeKind, _ frame: Rect, _ context: LayoutContext,
    _ arranged: (size: Size, slots: [Slot]), into elements: inout [PlacedElement]
  ) {
    elements.append(
      PlacedElement(
        frame: frame, drawing: .pushClip(shape), opacity: context.opacity, role: nil,
        source: context.source))
    placeSlots(arranged, at: Point(x: frame.x, y: frame.y), into: &elements)
    elements.append(
      PlacedElement(
        frame: frame, drawing: .popClip, opacity: context.opacity, role: nil,
        source: context.source))
  }

  /// Whether `node` is a toggle (under any modifiers) and whether it is on; nil otherwise.
  static func toggleState(of node: ContentNode) -> Bool? {
    switch node {
    case .toggle(_, let isOn): isOn
    case .modified(let child, _): toggleState(of: child)
    default: nil
    }
  }
}
