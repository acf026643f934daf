import NavGeometry
import ScreenModel

/// The elements inside a scroll view grouped into spans that can be skipped whole, with their
/// extent along the scroll view's axis, so a painter finds the visible ones by binary search:
/// a shelf of a thousand cards costs what its few visible cards cost.
///
/// A span is one element, or a bracket with everything inside it (a clip, a nested scroll view,
/// a scroll transition), so a painter never opens a clip it does not close. Spans are in
/// drawing order; their extents need not be sorted: the running maximum of their ends and
/// the running minimum (from the back) of their starts are, and those are what is searched.
public struct ElementSpans: Sendable, Equatable {
  /// Each span's elements.
  public private(set) var ranges: [Range<Int>] = []
  /// Each span's start and end along the axis.
  public private(set) var lower: [Double] = []
  public private(set) var upper: [Double] = []
  /// `max(upper[0...i])`, ascending.
  private var reach: [Double] = []
  /// `min(lower[i...])`, ascending.
  private var floor: [Double] = []

  public init() {}

  /// Adds a span (call in drawing order, then ``finish()``).
  mutating func append(_ range: Range<Int>, from start: Double, to end: Double) {
    ranges.append(range)
    lower.append(start)
    upper.append(end)
  }

  /// Computes the search tables once every span is in.
  mutating func finish() {
    reach = upper
    for index in reach.indices.dropFirst() { reach[index] = max(reach[index], reach[index - 1]) }
    floor = lower
    for index in floor.indices.reversed().dropFirst() {
      floor[index] = min(floor[index], floor[index + 1])
    }
  }

  public var count: Int { ranges.count }

  /// The spans that may reach into `start…end` along the axis: from the first whose running
  /// end reaches `start` to the last before every later span starts after `end`. A span in
  /// this range can still lie outside (its own extent says): check ``lower`` and ``upper``.
  public func candidates(from start: Double, to end: Double) -> Range<Int> {
    let first = partition(reach) { $0 >= start }
    let last = partition(floor) { $0 > end }
    return first..<max(first, last)
  }

  /// The first index whose value satisfies `predicate` (false then true along `values`).
  private func partition(_ values: [Double], _ predicate: (Double) -> Bool) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(values[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// `elements[range]` grouped into spans, each measured along `axis`.
  static func group(
    _ elements: [PlacedElement], _ range: Range<Int>, along axis: Axis,
    scrollViews: [LaidOutScrollView], transitions: [LaidOutTransition]
  ) -> ElementSpans {
    var spans = ElementSpans()
    var index = range.lowerBound
    while index < range.upperBound {
      let element = elements[index]
      var end = index + 1
      var bounds = ElementSpans.reach(of: element, along: axis)
      switch element.drawing {
      case .scrollViewBegin(let inner):
        end = scrollViews[inner].elements.upperBound
        // Unclipped, its content may be scrolled anywhere.
        if !scrollViews[inner].clipsContent { bounds = (-.infinity, .infinity) }
      case .transitionBegin(let inner):
        end = transitions[inner].elements.upperBound
        bounds = ElementSpans.extent(elements, index + 1..<end - 1, along: axis)
        let effect = transitions[inner].transition
        let frame = transitions[inner].frame
        // The effects may move and grow the view's drawing.
        var grow = 0.0
        for look in [effect.topLeading, effect.identity, effect.bottomTrailing] {
          let move = axis == .horizontal ? look.offsetX : look.offsetY
          let size = axis == .horizontal ? frame.width : frame.height
          grow = max(grow, abs(move) + max(0, look.scale - 1) * size / 2)
        }
        bounds = (bounds.0 - grow, bounds.1 + grow)
      case .pushClip:
        // Nothing inside draws outside the clip.
        var depth = 1
        while end < range.upperBound, depth > 0 {
          switch elements[end].drawing {
          case .pushClip: depth += 1
          case .popClip: depth -= 1
          default: break
          }
          end += 1
        }
      default: break
      }
      spans.append(index..<end, from: bounds.0, to: bounds.1)
      index = end
    }
    spans.finish()
    return spans
  }

  /// Where one element draws along `axis` (a shadow reaches out by its blur).
  static func reach(of element: PlacedElement, along axis: Axis) -> (Double, Double) {
    var frame = element.frame
    switch element.drawing {
    case .shadow(_, let radius, _):
      frame = frame.insetBy(dx: -2 * radius, dy: -2 * radius)
    case .outline(_, _, let stroke) where stroke.placement == .centered:
      // Half of a centred line lies outside the shape.
      frame = frame.insetBy(dx: -stroke.lineWidth / 2, dy: -stroke.lineWidth / 2)
    default: break
    }
    return axis == .horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
  }

  /// The union of `elements[range]`'s reach along `axis`.
  static func extent(_ elements: [PlacedElement], _ range: Range<Int>, along axis: Axis) -> (
    Double, Double
  ) {
    var low = Double.infinity
    var high = -Double.infinity
    for index in range {
      let (start, end) = reach(of: elements[index], along: axis)
      low = min(low, start)
      high = max(high, end)
    }
    return low <= high ? (low, high) : (0, 0)
  }
}
