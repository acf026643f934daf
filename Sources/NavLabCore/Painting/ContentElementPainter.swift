import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

/// Where a painter finds each scroll view's state this frame (by index in
/// ``LaidOutContent/scrollViews``): a generic parameter, not a closure, so a frame allocates
/// nothing.
public protocol ScrollViewStates {
  func paint(ofScrollView index: Int) -> ScrollViewPaint
}

/// Every scroll view at rest at its resting offset (content drawn as laid out, anchors aside).
public struct RestingScrollViews: ScrollViewStates {
  let content: LaidOutContent?

  public init(_ content: LaidOutContent? = nil) { self.content = content }

  public func paint(ofScrollView index: Int) -> ScrollViewPaint {
    ScrollViewPaint(offset: content?.scrollViews[index].restingOffset ?? .zero)
  }
}

/// What a painter needs of one scroll view's state this frame.
public struct ScrollViewPaint: Sendable, Equatable {
  /// Its content offset (``LaidOutScrollView``'s convention: grows as content moves left, up).
  public var offset: Point
  /// How much its scroll indicators show (0 at rest: UIKit shows them while it moves).
  public var indicatorOpacity: Double

  public init(offset: Point = .zero, indicatorOpacity: Double = 0) {
    self.offset = offset
    self.indicatorOpacity = indicatorOpacity
  }
}

/// Content coordinates to screen points: `x' = scale·x + dx` (and y), the uniform scale of
/// scroll transitions; scroll offsets and origins only translate.
struct ContentTransform {
  var scale = 1.0
  var dx: Double
  var dy: Double

  init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  func apply(_ rect: Rect) -> Rect {
    Rect(
      x: scale * rect.x + dx, y: scale * rect.y + dy, width: scale * rect.width,
      height: scale * rect.height)
  }

  /// This transform after moving content by (`x`, `y`) in its own coordinates.
  func translated(_ x: Double, _ y: Double) -> ContentTransform {
    var result = self
    result.dx += scale * x
    result.dy += scale * y
    return result
  }

  /// This transform after `effect` on a view whose frame (content coordinates) is `frame`:
  /// scaled about the view's centre, then offset (SwiftUI's visual effects move the drawing).
  func applying(_ effect: VisualEffect, around frame: Rect) -> ContentTransform {
    let s = effect.scale.isFinite ? max(0, effect.scale) : 1
    let cx = frame.midX
    let cy = frame.midY
    // x ↦ s (x − c) + c + offset, in content coordinates, then this transform.
    var result = self
    result.scale = scale * s
    result.dx = scale * (cx * (1 - s) + effect.offsetX) + dx
    result.dy = scale * (cy * (1 - s) + effect.offsetY) + dy
    return result
  }

  /// Screen x back to content x.
  func contentX(_ x: Double) -> Double { (x - dx) / scale }
  func contentY(_ y: Double) -> Double { (y - dy) / scale }
}

/// Walks a laid-out content's elements and paints them, entering scroll views (moved, clipped,
/// culled) and transitions (with their effect) on the way; recursive over nesting, which the
/// content's depth limit bounds. Allocates nothing.
struct ContentElementPainter<States: ScrollViewStates> {
  let content: LaidOutContent
  let theme: Theme
  let rootVisible: Rect?
  let scroll: States
  var clips = RoundedClips()

  init(content: LaidOutContent, theme: Theme, rootVisible: Rect?, scroll: States) {
    self.content = content
    self.theme = theme
    self.rootVisible = rootVisible
    self.scroll = scroll
  }

  /// Paints `range` of the elements through `transform`, opacities times `alpha`; a nested
  /// scroll view outside `visible` (screen points) is skipped.
  mutating func paint(
    _ range: Range<Int>, _ transform: ContentTransform, alpha: Double, visible: Rect?,
    into list: inout DisplayList
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      let element = content.elements[index]
      switch element.drawing {
      case .scrollViewBegin(let inner):
        paintScrollView(inner, transform, alpha: alpha, visible: visible, into: &list)
        index = content.scrollViews[inner].elements.upperBound
        continue
      case .transitionBegin(let inner):
        paintTransition(inner, transform, alpha: alpha, visible: visible, into: &list)
        index = content.transitions[inner].elements.upperBound
        continue
      default:
        FramePainter.paintElement(
          element, in: transform.apply(element.frame), alpha: element.opacity * alpha,
          scale: transform.scale, clips: &clips, theme: theme, into: &list)
      }
      index += 1
    }
  }

  /// Scroll view `index`: skipped when its viewport is outside `visible`; else recorded for
  /// the dump, clipped, and its visible spans painted at its offset, then its indicators.
  mutating func paintScrollView(
    _ index: Int, _ transform: ContentTransform, alpha: Double, visible: Rect?,
    into list: inout DisplayList
  ) {
    let view = content.scrollViews[index]
    let viewport = transform.apply(view.frame)
    if let visible, view.clipsContent, !viewport.intersects(visible) { return }
    let state = scroll.paint(ofScrollView: index)
    let begin = content.elements[view.elements.lowerBound]
    list.scrollViewElement(
      name: view.name ?? "", frame: viewport, contentOffset: state.offset,
      opacity: begin.opacity * alpha, source: view.source)
    var region = visible
    if view.clipsContent {
      list.pushClip(viewport)
      clips.push(viewport, radius: 0)
      region = visible.map { $0.intersection(viewport) } ?? viewport
    }
    let inner = transform.translated(-state.offset.x, -state.offset.y)
    if let region, view.spans.count > 0 {
      paintSpans(
        view.spans, inner, axis: view.axes.primary, alpha: alpha, visible: region, into: &list)
    } else {
      paint(
        view.elements.lowerBound + 1..<view.elements.upperBound - 1, inner, alpha: alpha,
        visible: region, into: &list)
    }
    if view.clipsContent {
      list.popClip()
      clips.pop()
    }
    if state.indicatorOpacity > 0, view.indicators != .hidden, view.indicators != .never {
      FramePainter.paintIndicators(
        view, viewport: viewport, offset: state.offset, scale: transform.scale,
        opacity: state.indicatorOpacity * alpha, theme: theme, into: &list)
    }
  }

  /// The spans of `spans` (measured along `axis`) that reach into `visible`.
  mutating func paintSpans(
    _ spans: ElementSpans, _ transform: ContentTransform, axis: Axis, alpha: Double,
    visible: Rect, into list: inout DisplayList
  ) {
    let horizontal = axis == .horizontal
    let start = horizontal ? transform.contentX(visible.minX) : transform.contentY(visible.minY)
    let end = horizontal ? transform.contentX(visible.maxX) : transform.contentY(visible.maxY)
    for span in spans.candidates(from: start, to: end)
    where spans.upper[span] >= start && spans.lower[span] <= end {
      paint(spans.ranges[span], transform, alpha: alpha, visible: visible, into: &list)
    }
  }

  /// Transition `index`: its view drawn with the effect at its phase.
  mutating func paintTransition(
    _ index: Int, _ transform: ContentTransform, alpha: Double, visible: Rect?,
    into list: inout DisplayList
  ) {
    let laid = content.transitions[index]
    let effect = laid.transition.effect(at: phase(of: laid, transform))
    paint(
      laid.elements.lowerBound + 1..<laid.elements.upperBound - 1,
      transform.applying(effect, around: laid.frame), alpha: alpha * max(0, min(1, effect.opacity)),
      visible: visible, into: &list)
  }

  /// The phase of a transition's view in its scroll view's viewport (the screen's visible
  /// region for one outside any), along the transition's axis or the scroll view's.
  func phase(of laid: LaidOutTransition, _ transform: ContentTransform) -> Double {
    if case .identity = laid.transition.mode { return 0 }
    let view = transform.apply(laid.frame)
    let region: Rect
    let axis: Axis
    if let index = laid.scrollView {
      let scrollView = content.scrollViews[index]
      // The viewport in screen points: the view's own transform less its scroll view's
      // offset, which the view's frame includes and the viewport does not.
      let offset = scroll.paint(ofScrollView: index).offset
      region = transform.translated(offset.x, offset.y).apply(scrollView.frame)
      axis = laid.transition.axis ?? scrollView.axes.primary
    } else {
      guard let rootVisible else { return 0 }
      region = rootVisible
      axis = laid.transition.axis ?? .vertical
    }
    let phase = LaidOutTransition.phase(of: view, in: region, along: axis)
    if case .animated = laid.transition.mode {
      // Switches between the three looks (the animation between them needs per-view state:
      // issue 37 leaves it out; the look switches when the view is fully inside or not).
      return phase == 0 ? 0 : (phase < 0 ? -1 : 1)
    }
    return phase
  }
}

extension FramePainter {
  /// UIKit's scroll indicators, eyeballed on iOS 17: a 3 pt capsule 3 pt in from the
  /// viewport's bottom (horizontal) or trailing (vertical) edge, at least 36 pt long, its
  /// length the visible fraction of the content; black at 35 % in light, white in dark.
  static let indicatorThickness = 3.0
  static let indicatorInset = 3.0
  static let indicatorMinimumLength = 36.0

  static func paintIndicators(
    _ view: LaidOutScrollView, viewport: Rect, offset: Point, scale: Double, opacity: Double,
    theme: Theme, into list: inout DisplayList
  ) {
    let color = theme.label.withOpacity(0.35 * opacity)
    let thickness = indicatorThickness * scale
    let inset = indicatorInset * scale
    let maxOffset = view.maxOffset
    if view.axes.contains(.horizontal), maxOffset.x > 0 {
      let track = viewport.width - 2 * inset
      let length = max(
        indicatorMinimumLength * scale, track * view.frame.width / view.extent(.horizontal))
      let travel = max(0, track - length)
      let x = viewport.minX + inset + travel * min(max(offset.x / maxOffset.x, 0), 1)
      list.fill(
        Rect(x: x, y: viewport.maxY - inset - thickness, width: length, height: thickness),
        radius: thickness / 2, color: color)
    }
    if view.axes.contains(.vertical), maxOffset.y > 0 {
      let track = viewport.height - 2 * inset
      let length = max(
        indicatorMinimumLength * scale, track * view.frame.height / view.extent(.vertical))
      let travel = max(0, track - length)
      let y = viewport.minY + inset + travel * min(max(offset.y / maxOffset.y, 0), 1)
      list.fill(
        Rect(x: viewport.maxX - inset - thickness, y: y, width: thickness, height: length),
        radius: thickness / 2, color: color)
    }
  }
}
