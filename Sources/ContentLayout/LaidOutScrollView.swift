import NavGeometry
import ScreenModel

/// A scroll view after layout (issue 37): where it is, how far its content reaches, how it
/// scrolls and where it rests. Frames are in the laid-out content's coordinates with every
/// scroll view at its resting offset 0; an offset is a ``Point`` that grows as the content
/// moves left (x) and up (y), as `UIScrollView.contentOffset` (less the insets) does.
public struct LaidOutScrollView: Sendable, Equatable {
  /// The viewport: the scroll view's own frame.
  public var frame: Rect
  /// The scrollable extent: the content's size plus the content margins.
  public var contentSize: Size
  public var axes: ScrollAxes
  public var target: ScrollTarget
  /// The content margins, as laid out (negative ones taken as 0).
  public var margins: EdgeInsets
  public var clipsContent: Bool
  public var indicators: ScrollIndicatorVisibility
  public var bounce: ScrollBounceBehavior
  public var name: String?
  /// Where it came from (the node's source).
  public var source: String
  /// The scroll view it sits in, in the same ``LaidOutContent`` (nil: the content's own).
  public var parent: Int?
  /// Its elements in ``LaidOutContent/elements``, from its begin marker to its end marker.
  public var elements: Range<Int>
  /// For `.viewAligned`: the offsets along ``axes``' primary axis at which a view of the
  /// content's `scrollTargetLayout` stack has its leading (top) edge at the leading (top)
  /// content margin, ascending, each within `0…maxOffset`.
  public var targets: [Double]
  /// The offset it starts at: its `.defaultScrollAnchor`'s point of the scrollable range
  /// (zero without one).
  public var restingOffset: Point
  /// Its direct content (without its markers), grouped for culling along its primary axis.
  public var spans: ElementSpans

  public init(
    frame: Rect, contentSize: Size, axes: ScrollAxes, target: ScrollTarget = .free,
    margins: EdgeInsets = EdgeInsets(), clipsContent: Bool = true,
    indicators: ScrollIndicatorVisibility = .automatic, bounce: ScrollBounceBehavior = .automatic,
    name: String? = nil, source: String = "", parent: Int? = nil, elements: Range<Int> = 0..<0,
    targets: [Double] = [], restingOffset: Point = Point(x: 0, y: 0),
    spans: ElementSpans = ElementSpans()
  ) {
    self.frame = frame
    self.contentSize = contentSize
    self.axes = axes
    self.target = target
    self.margins = margins
    self.clipsContent = clipsContent
    self.indicators = indicators
    self.bounce = bounce
    self.name = name
    self.source = source
    self.parent = parent
    self.elements = elements
    self.targets = targets
    self.restingOffset = restingOffset
    self.spans = spans
  }

  /// The largest offset on each axis: how much longer the extent is than the viewport (0 on
  /// an axis it does not scroll along).
  public var maxOffset: Point {
    Point(
      x: axes.contains(.horizontal) ? max(0, contentSize.width - frame.width) : 0,
      y: axes.contains(.vertical) ? max(0, contentSize.height - frame.height) : 0)
  }

  /// Whether it moves along `axis` under a finger: it scrolls that way, and its content is
  /// longer than it, or it bounces anyway (`.always`; `.automatic` is iOS's scroll view, which
  /// bounces along its axes whatever its content: SwiftUI sets `alwaysBounce…` there).
  public func moves(along axis: Axis) -> Bool {
    guard axes.contains(axis) else { return false }
    switch bounce {
    case .automatic, .always: return true
    case .basedOnSize: return (axis == .horizontal ? maxOffset.x : maxOffset.y) > 0
    }
  }

  /// The viewport's length along `axis` (the rubber band's dimension, a page's length).
  public func length(_ axis: Axis) -> Double {
    axis == .horizontal ? frame.width : frame.height
  }

  /// The extent's length along `axis`.
  public func extent(_ axis: Axis) -> Double {
    axis == .horizontal ? contentSize.width : contentSize.height
  }
}

/// A view with a `.scrollTransition` after layout: the effect, where the view is (at every
/// scroll view's offset 0) and the scroll view whose visible region gives its phase.
public struct LaidOutTransition: Sendable, Equatable {
  public var transition: ScrollTransition
  public var frame: Rect
  /// The innermost scroll view around it (nil: the screen's own scroll view).
  public var scrollView: Int?
  /// Its elements, from its begin marker to its end marker.
  public var elements: Range<Int>

  public init(
    transition: ScrollTransition, frame: Rect, scrollView: Int?, elements: Range<Int>
  ) {
    self.transition = transition
    self.frame = frame
    self.scrollView = scrollView
    self.elements = elements
  }

  /// The phase, −1…1, of a view whose frame is `view` in a visible region `visible`, along
  /// `axis`: 0 while it is wholly inside, falling to −1 as it leaves past the leading (top)
  /// edge and rising to +1 past the trailing (bottom) one, by the fraction of it outside
  /// (`ScrollTransitionPhase`: topLeading −1, identity 0, bottomTrailing +1, Apple docs).
  public static func phase(of view: Rect, in visible: Rect, along axis: Axis) -> Double {
    let (start, end, low, high) =
      axis == .horizontal
      ? (view.minX, view.maxX, visible.minX, visible.maxX)
      : (view.minY, view.maxY, visible.minY, visible.maxY)
    let length = max(end - start, 0.000_001)
    if start < low { return -min(1, (low - start) / length) }
    if end > high { return min(1, (end - high) / length) }
    return 0
  }
}

extension HorizontalAlignment {
  /// Where it sits along a length, 0…1: leading 0, centre 0.5, trailing 1 (an anchor's
  /// point, `UnitPoint`'s x).
  public var fraction: Double {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}

extension VerticalAlignment {
  /// Where it sits along a height, 0…1: top 0, centre 0.5, bottom (and the baselines) 1.
  public var fraction: Double {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom, .firstTextBaseline, .lastTextBaseline: 1
    }
  }
}
