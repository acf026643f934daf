import DisplayList
import NavGeometry
import ScreenModel

/// Where a container puts one child: the proposal it gave it (the child is placed with the
/// same one, so it chooses the same size) and the child's top-left corner.
struct Slot {
  var node: ContentNode
  var proposal: ProposedSize
  var origin: Point
  var context: LayoutContext
}

/// The recursive layout: ``size(_:_:_:)`` asks a node its size for a proposal,
/// ``place(_:_:at:_:into:)`` lays it out and appends what it draws. Containers compute their
/// children's slots once per proposal (`arrange…`), and both functions read those, so sizing
/// and placing cannot disagree.
struct LayoutEngine {
  let environment: LayoutEnvironment
  /// Sizes already asked for during this layout: a stack asks each child for its minimum, its
  /// maximum and its share, and placing asks again, so without it the work grows 4× per level
  /// of nesting.
  let cache: SizeCache
  /// The named subtrees placed so far (only content with ``Modifier/node(_:)`` has any).
  let named = NodeRecorder()
  /// The scroll views and transitions placed so far (placing only; sizing records nothing).
  let recorder = PlacementRecorder()

  /// An engine for `environment`; `cache` is shared by engines that lay out in the same
  /// environment (a splice's probes, then its placing: sizes depend on nothing else).
  init(environment: LayoutEnvironment, cache: SizeCache = SizeCache()) {
    self.environment = environment
    self.cache = cache
  }

  /// The size `node` chooses for `proposal` (remembered for the rest of the layout).
  func size(_ node: ContentNode, _ proposal: ProposedSize, _ context: LayoutContext) -> Size {
    switch node {
    case .spacer, .divider, .color, .linearGradient, .shape:
      return computeSize(node, proposal, context)
    default:
      let key = SizeCache.Key(
        node: node, proposal: proposal, font: context.font, stackAxis: context.stackAxis,
        container: context.container)
      let size: Size
      if let known = cache.sizes[key] {
        size = known
      } else {
        size = computeSize(node, proposal, context)
        cache.sizes[key] = size
      }
      // What the surroundings asked a named node, for a patch to answer the same.
      if case .modified(_, .node(let name)) = node {
        named.asked(name, SizeProbe(proposal: proposal, context: context, size: size))
      }
      return size
    }
  }

  /// The size `node` chooses for `proposal`, computed.
  private func computeSize(_ node: ContentNode, _ proposal: ProposedSize, _ context: LayoutContext)
    -> Size
  {
    switch node {
    case .text(let text): measureText(text, proposal, context).size
    case .image(let image): imageSize(image, proposal, context)
    case .shape, .color, .linearGradient: greedySize(proposal)
    case .spacer(let minLength): spacerSize(minLength, proposal, context)
    case .divider: dividerSize(proposal, context)
    case .placeholder(let name): placeholderSize(name, proposal, context)
    case .stack(let stack): arrangeStack(stack, proposal, context).size
    case .scroll(let scroll): arrangeScroll(scroll, proposal, context).size
    case .grid(let grid): arrangeGrid(grid, proposal, context).size
    case .toggle(let label, _): arrangeToggle(label, proposal, context).size
    case .button(let label, _): size(label, proposal, context)
    case .modified(let child, let modifier): modifiedSize(child, modifier, proposal, context)
    }
  }

  /// Lays `node` out for `proposal` with its top-left corner at `origin`, appending what it
  /// draws to `elements`; returns its size.
  @discardableResult
  func place(
    _ node: ContentNode, _ proposal: ProposedSize, at origin: Point, _ context: LayoutContext,
    into elements: inout [PlacedElement]
  ) -> Size {
    switch node {
    case .text(let text):
      let measured = measureText(text, proposal, context)
      let frame = Rect(origin, measured.size)
      elements.append(
        PlacedElement(
          frame: frame, drawing: .text(measured.lines), opacity: context.opacity, role: text.role,
          source: context.source))
      return measured.size
    case .image(let image):
      let size = imageSize(image, proposal, context)
      let drawing: PlacedDrawing
      switch image.source {
      case .system(let name): drawing = .symbol(name: name, color: context.foreground ?? .primary)
      case .file(let path):
        drawing = .image(path: path, contentMode: image.resizable ? image.contentMode : nil)
      }
      elements.append(
        PlacedElement(
          frame: Rect(origin, size), drawing: drawing, opacity: context.opacity, role: .image,
          source: context.source))
      return size
    case .shape(let shape):
      let size = greedySize(proposal)
      let foreground = ShapeFill.color(context.foreground ?? .primary)
      // A stroked shape has no interior unless it was filled first (iOS 17's
      // `.fill(…).stroke(…)`): the fill, then the line over it.
      if shape.stroke == nil || shape.fill != nil {
        elements.append(
          PlacedElement(
            frame: Rect(origin, size), drawing: .shape(shape.kind, fill: shape.fill ?? foreground),
            opacity: context.opacity, role: .shape, source: context.source))
      }
      if let stroke = shape.stroke {
        elements.append(
          PlacedElement(
            frame: Rect(origin, size),
            drawing: .outline(shape.kind, style: stroke.style ?? foreground, stroke: stroke),
            opacity: context.opacity, role: shape.fill == nil ? .shape : nil,
            source: context.source))
      }
      return size
    case .color(let color):
      let size = greedySize(proposal)
      elements.append(
        PlacedElement(
          frame: Rect(origin, size), drawing: .shape(.rectangle, fill: .color(color)),
          opacity: context.opacity, role: .shape, source: context.source))
      return size
    case .linearGradient(let gradient):
      let size = greedySize(proposal)
      elements.append(
        PlacedElement(
          frame: Rect(origin, size), drawing: .shape(.rectangle, fill: .linearGradient(gradient)),
          opacity: context.opacity, role: .shape, source: context.source))
      return size
    case .spacer(let minLength):
      return spacerSize(minLength, proposal, context)
    case .divider:
      let size = dividerSize(proposal, context)
      elements.append(
        PlacedElement(
          frame: Rect(origin, size),
          drawing: .shape(.rectangle, fill: .color(.semantic(.separator))),
          opacity: context.opacity, role: .shape, source: context.source))
      return size
    case .placeholder(let name):
      let size = placeholderSize(name, proposal, context)
      elements.append(
        PlacedElement(
          frame: Rect(origin, size),
          drawing: .placeholder(name: name, color: context.foreground ?? .secondary),
          opacity: context.opacity, role: .placeholder, source: context.source))
      return size
    case .stack(let stack):
      return placeSlots(
        collectingTargets(arrangeStack(stack, proposal, context), context, at: origin),
        at: origin, into: &elements)
    case .scroll(let scroll):
      return placeScroll(scroll, proposal, at: origin, context, into: &elements)
    case .grid(let grid):
      return placeSlots(
        collectingTargets(arrangeGrid(grid, proposal, context), context, at: origin),
        at: origin, into: &elements)
    case .toggle(let label, let isOn):
      let arranged = arrangeToggle(label, proposal, context)
      placeSlots(arranged, at: origin, into: &elements)
      let switchFrame = Rect(
        x: origin.x + arranged.size.width - LayoutEngine.switchSize.width,
        y: origin.y + (arranged.size.height - LayoutEngine.switchSize.height) / 2,
        width: LayoutEngine.switchSize.width, height: LayoutEngine.switchSize.height)
      elements.append(
        PlacedElement(
          frame: switchFrame,
          drawing: .toggle(isOn: isOn, label: label.texts(limit: 4).joined(separator: " ")),
          opacity: context.opacity, role: .toggle,
          source: context.source))
      return arranged.size
    case .button(let label, let role):
      let size = size(label, proposal, context)
      elements.append(
        PlacedElement(
          frame: Rect(origin, size), drawing: .group, opacity: context.opacity, role: .button,
          source: context.source))
      var inner = context
      if inner.foreground == nil || role == .destructive {
        inner.foreground = role == .destructive ? .semantic(.red) : .accent
      }
      place(label, proposal, at: origin, inner, into: &elements)
      return size
    case .modified(let child, let modifier):
      return placeModified(child, modifier, proposal, at: origin, context, into: &elements)
    }
  }

  /// Places each slot of an arrangement, moved by `origin`; returns the arrangement's size.
  @discardableResult
  func placeSlots(
    _ arranged: (size: Size, slots: [Slot]), at origin: Point, into elements: inout [PlacedElement]
  ) -> Size {
    for slot in arranged.slots {
      place(
        slot.node, slot.proposal,
        at: Point(x: origin.x + slot.origin.x, y: origin.y + slot.origin.y), slot.context,
        into: &elements)
    }
    return arranged.size
  }

  /// `value` rounded up to the display's pixel grid (SwiftUI sets text frames on whole pixels).
  func ceilToPixel(_ value: Double) -> Double {
    let scale = environment.displayScale
    return (value * scale - 1e-6).rounded(.up) / scale
  }

  /// `value` rounded to the nearest pixel.
  func roundToPixel(_ value: Double) -> Double {
    let scale = environment.displayScale
    return (value * scale).rounded() / scale
  }
}

extension Rect {
  init(_ origin: Point, _ size: Size) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }
}

/// The sizes of one layout pass, by node, proposal and what of the context a size depends on
/// (the inherited font, the stack axis and the container; colour, opacity and source do not
/// change sizes).
final class SizeCache {
  struct Key: Hashable {
    let node: ContentNode
    let proposal: ProposedSize
    let font: ContentFont
    let stackAxis: Axis?
    let container: Size
    /// The hash, computed once (`SizeCache+Hashing.swift`): a size not known is looked up,
    /// then stored, and hashing a node's top costs more than the rest of the lookup.
    let digest: Int

    init(
      node: ContentNode, proposal: ProposedSize, font: ContentFont, stackAxis: Axis?,
      container: Size
    ) {
      self.node = node
      self.proposal = proposal
      self.font = font
      self.stackAxis = stackAxis
      self.container = container
      digest = Key.digest(node: node, proposal: proposal, font: font, stackAxis: stackAxis)
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.digest == rhs.digest && lhs.proposal == rhs.proposal && lhs.font == rhs.font
        && lhs.stackAxis == rhs.stackAxis && lhs.container == rhs.container
        && lhs.node == rhs.node
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
  }

  var sizes: [Key: Size] = [:]
}

/// The named subtrees of one layout pass, as ``LaidOutContent/nodes`` keeps them, and the
/// sizes their surroundings asked them for.
final class NodeRecorder {
  var nodes: [LaidOutNode] = []
  var probes: [String: [SizeProbe]] = [:]

  func asked(_ name: String, _ probe: SizeProbe) {
    if probes[name]?.contains(where: {
      $0.proposal == probe.proposal && $0.context == probe.context
    }) == true {
      return
    }
    probes[name, default: []].append(probe)
  }

  var baselines: [String: [BaselineProbe]] = [:]

  func askedBaseline(_ name: String, _ probe: BaselineProbe) {
    if baselines[name]?.contains(probe) == true { return }
    baselines[name, default: []].append(probe)
  }
}
