import DisplayList
import NavGeometry
import ScreenModel

/// Content after layout: its size and what to draw, flat, in drawing order, in the content's
/// own coordinates (origin at its top-left corner). Computed once and painted every frame.
///
/// Content inside scroll views is laid out at their resting place (offset 0, every enclosing
/// scroll view at 0 too); each scroll view is recorded in ``scrollViews`` and brackets its
/// content in ``elements`` with ``PlacedDrawing/scrollViewBegin(_:)`` and
/// ``PlacedDrawing/scrollViewEnd(_:)``, so a painter moves it by the scroll view's offset.
public struct LaidOutContent: Sendable, Equatable {
  public var size: Size
  public var elements: [PlacedElement]
  /// The scroll views in the content, in the order they begin (a parent before its children).
  public var scrollViews: [LaidOutScrollView]
  /// The views with a `.scrollTransition`, in the order they begin.
  public var transitions: [LaidOutTransition]
  /// Content with scroll views: its top-level elements grouped for culling along the vertical
  /// axis (the screen's own scroll direction), so a screen of many shelves draws the ones that
  /// show. Empty without scroll views (such content is drawn whole, as before issue 37).
  public var spans: ElementSpans
  /// The subtrees named for live patches (``Modifier/node(_:)``), in the order they were placed
  /// (a node before the nodes inside it): how each was laid out, so a patch can lay out just
  /// it again (`LaidOutContent+Splicing.swift`). Empty for content without names.
  public var nodes: [LaidOutNode]

  public init(
    size: Size, elements: [PlacedElement], scrollViews: [LaidOutScrollView] = [],
    transitions: [LaidOutTransition] = [], spans: ElementSpans = ElementSpans(),
    nodes: [LaidOutNode] = []
  ) {
    self.size = size
    self.elements = elements
    self.scrollViews = scrollViews
    self.transitions = transitions
    self.spans = spans
    self.nodes = nodes
  }
}

/// A named subtree as it was laid out: what it was, with which proposal and inherited
/// context, where, its size, and the elements it drew.
public struct LaidOutNode: Sendable, Equatable {
  public var name: String
  /// The subtree under the marker.
  public var content: ContentNode
  public var proposal: ProposedSize
  var context: LayoutContext
  /// Its top-left corner in the content's coordinates.
  public var origin: Point
  public var size: Size
  /// Its elements in ``LaidOutContent/elements``.
  public var elements: Range<Int>
  /// How many of the nodes after it in ``LaidOutContent/nodes`` are inside it.
  public var descendants: Int
  /// Every size its surroundings asked it for (a stack asks for minimums and maximums before
  /// it offers room), with the answer.
  var probes: [SizeProbe]
  /// Every baseline its surroundings asked it for (a row aligned by text baselines).
  var baselines: [BaselineProbe]
  /// Whether a `.shadow` outside it follows what it draws (``ShadowOutlines``): a change
  /// inside it can move that shadow, so it is not laid out again on its own.
  var isShadowed = false
  /// For a background's or an overlay's layer that is itself the node: the frame it was
  /// aligned in and how. Its surroundings asked its size only to align it there (the view it
  /// decorates keeps its own size), so a patch that changes its size lays it out alone, aligned
  /// again in the same room.
  var room: LayerRoom?
}

/// Where a background or overlay layer sits: aligned in the decorated view's frame.
struct LayerRoom: Sendable, Equatable {
  var frame: Rect
  var alignment: Alignment
}

/// One size a layout asked a node for, and the answer.
struct SizeProbe: Sendable, Equatable {
  var proposal: ProposedSize
  var context: LayoutContext
  var size: Size
}

/// One thing to draw, where, and how the layout dump names it.
public struct PlacedElement: Sendable, Equatable {
  public var frame: Rect
  public var drawing: PlacedDrawing
  /// The effective opacity (ancestors' `.opacity` multiplied in).
  public var opacity: Double
  /// What the layout dump calls it; nil for markers that are not elements (clips, shadows).
  public var role: LayoutRole?
  /// Where it came from: the nearest `.source` of it or its ancestors.
  public var source: String

  public init(
    frame: Rect, drawing: PlacedDrawing, opacity: Double, role: LayoutRole?, source: String
  ) {
    self.frame = frame
    self.drawing = drawing
    self.opacity = opacity
    self.role = role
    self.source = source
  }
}

/// What a ``PlacedElement`` draws in its frame.
public enum PlacedDrawing: Sendable, Equatable {
  /// Lines of text, each `lineHeight` tall from the frame's top, lined up by `alignment`
  /// within the frame's width.
  case text(TextLines)
  /// A shape filling the frame.
  case shape(ShapeKind, fill: ShapeFill)
  /// The outline of the shape in the frame, drawn with a line painted by `style` (SwiftUI's
  /// `stroke` and `strokeBorder`).
  case outline(ShapeKind, style: ShapeFill, stroke: ShapeStroke)
  /// An image file filling the frame (`contentMode` nil: stretched).
  case image(path: String, contentMode: ContentMode?)
  /// An SF Symbol fitted into the frame.
  case symbol(name: String, color: ColorValue)
  /// A switch, on or off; `label` is its label's text (the layout dump's name for it).
  case toggle(isOn: Bool, label: String = "")
  /// A view NavLab cannot draw: a box with its name.
  case placeholder(name: String, color: ColorValue)
  /// A shadow under the shape in the frame, blurred by `radius`.
  case shadow(ShapeKind, radius: Double, color: ColorValue)
  /// Drawing after this (until the matching ``popClip``) is clipped to the shape in the frame.
  case pushClip(ShapeKind)
  case popClip
  /// Draws nothing: a container the dump records (a button around its label).
  case group
  /// Draws nothing: the frame of a node a live program names (`.id`, `.action`).
  case anchor(ContentAnchor)
  /// Draws nothing: the frame a tap on a `NavigationLink` is tested against; the tap pushes
  /// the screen's inline scene `screenID`.
  case link(screenID: String)
  /// Draws nothing: the frame a tap on a `Menu`'s label is tested against; the tap shows the
  /// menu beside it.
  case menu(MenuSpec)
  /// The start of scroll view `index` of ``LaidOutContent/scrollViews``: what follows, up to
  /// its ``scrollViewEnd(_:)``, is its content, moved by its offset and clipped to the
  /// element's frame (the viewport) unless the scroll view does not clip.
  case scrollViewBegin(Int)
  case scrollViewEnd(Int)
  /// The start of transition `index` of ``LaidOutContent/transitions``: what follows, up to
  /// its ``transitionEnd``, is drawn with the transition's effect at the view's phase.
  case transitionBegin(Int)
  case transitionEnd
}

/// A node named for a live program (issue 30), placed where the node is: the frame of its
/// ``PlacedElement``. Only scenes that use `"id"` or `"action"` have them.
public struct ContentAnchor: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `.id`: report the frame.
    case id
    /// `.action`: report a tap.
    case action
  }
  public var kind: Kind
  public var name: String
  /// For an action around a toggle: whether the switch is on (a tap reports the flip).
  public var isOn: Bool?

  public init(kind: Kind, name: String, isOn: Bool? = nil) {
    self.kind = kind
    self.name = name
    self.isOn = isOn
  }
}

/// Text set in lines (``PlacedDrawing/text(_:)``).
public struct TextLines: Sendable, Equatable {
  public var lines: [String]
  public var font: Font
  public var color: ColorValue
  public var lineHeight: Double
  public var alignment: TextAlignment

  public init(
    lines: [String], font: Font, color: ColorValue, lineHeight: Double, alignment: TextAlignment
  ) {
    self.lines = lines
    self.font = font
    self.color = color
    self.lineHeight = lineHeight
    self.alignment = alignment
  }

  /// The lines joined by spaces (what the layout dump shows).
  public var joined: String { lines.joined(separator: " ") }
}

/// One baseline a layout asked a node for, and the answer.
struct BaselineProbe: Sendable, Equatable {
  var proposal: ProposedSize
  var context: LayoutContext
  var last: Bool
  var value: Double?
}
