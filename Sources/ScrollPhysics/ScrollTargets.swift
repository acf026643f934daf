/// Where a scroll gesture may come to rest, besides anywhere its momentum ends: on pages, or on
/// given positions (issue 37; docs/scrolling.md).
///
/// Both choose from the *projected* resting point, where the release's momentum would stop
/// (`DecayCurve.restingPosition`, WWDC18 "Designing Fluid Interfaces"' projection), as UIKit
/// hands `scrollViewWillEndDragging` a target offset that the delegate moves: the nearest page
/// or position to it, and never more than one page from where the gesture began ("UIKit moves
/// at most one page a gesture"; Flutter's `PageScrollPhysics` rounds `offset / viewport ± 0.5`
/// in the velocity's direction, which is the same one-page step).
///
/// ```swift
/// let pages = ScrollTargets.pages(length: 393)
/// pages.target(projected: 700, start: 0, maxOffset: 1572)   // 393: one page on
/// pages.target(projected: 2000, start: 0, maxOffset: 1572)  // 393: still one page
/// ```
public enum ScrollTargets: Sendable, Equatable {
  /// Anywhere.
  case none
  /// Multiples of `length` (the scroll view's visible length), the last one the end.
  case pages(length: Double)
  /// The given offsets (ascending). `pageLimit`: at most this far from where the gesture
  /// began (a viewport's length, `.viewAligned(limitBehavior: .always)`); nil: no limit.
  case positions([Double], pageLimit: Double?)

  /// Where a gesture that began at offset `start` comes to rest, when its momentum alone
  /// would stop at `projected`, in `0…maxOffset`; nil for ``none`` (and for positions
  /// without any).
  public func target(projected: Double, start: Double, maxOffset: Double) -> Double? {
    let maxOffset = Swift.max(0, maxOffset.isFinite ? maxOffset : 0)
    guard projected.isFinite, start.isFinite else { return nil }
    switch self {
    case .none:
      return nil
    case .pages(let length):
      guard length > 0, length.isFinite else { return nil }
      let last = (maxOffset / length).rounded(.up)
      let first = Swift.min(Swift.max((start / length).rounded(), 0), last)
      let page = Swift.min(
        Swift.max((projected / length).rounded(), first - 1, 0), first + 1, last)
      return Swift.min(page * length, maxOffset)
    case .positions(let positions, let limit):
      let reachable = positions.map { Swift.min(Swift.max($0, 0), maxOffset) }
      guard !reachable.isEmpty else { return nil }
      var candidates = reachable
      if let limit, limit > 0 {
        // Within a page of where the gesture began, and always the neighbours on each side
        // (views longer than a page are still reached one at a time).
        candidates = reachable.filter { abs($0 - start) <= limit + 1e-9 }
        if let before = reachable.last(where: { $0 < start - 1e-9 }) { candidates.append(before) }
        if let after = reachable.first(where: { $0 > start + 1e-9 }) { candidates.append(after) }
      }
      var best = candidates[0]
      for candidate in candidates.dropFirst()
      where abs(candidate - projected) < abs(best - projected) {
        best = candidate
      }
      return best
    }
  }

  /// The next target from `offset` in `direction` (+1 forward, −1 back), within `0…maxOffset`;
  /// `offset` itself when there is none further that way; nil for ``none``.
  public func step(from offset: Double, by direction: Int, maxOffset: Double) -> Double? {
    let maxOffset = Swift.max(0, maxOffset.isFinite ? maxOffset : 0)
    guard offset.isFinite else { return nil }
    switch self {
    case .none:
      return nil
    case .pages(let length):
      guard length > 0, length.isFinite else { return nil }
      let last = (maxOffset / length).rounded(.up)
      let page = Swift.min(Swift.max((offset / length).rounded() + Double(direction), 0), last)
      return Swift.min(page * length, maxOffset)
    case .positions(let positions, _):
      let reachable = positions.map { Swift.min(Swift.max($0, 0), maxOffset) }
      guard !reachable.isEmpty else { return nil }
      let next =
        direction > 0
        ? reachable.first { $0 > offset + 0.5 } : reachable.last { $0 < offset - 0.5 }
      return next ?? (direction > 0 ? reachable.last! : reachable.first!)
    }
  }
}
