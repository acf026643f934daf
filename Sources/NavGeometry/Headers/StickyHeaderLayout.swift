/// A stretchy header that sticks to the top when scrolled away: seed 004's stretchable header
/// combined with ScrollKit 0.9's sticky header (formulas in docs/references.md "Seed formulas").
///
/// Frames are in viewport coordinates. The header's top is always at y = 0 (it ignores the top
/// safe area): pulled down it stretches (height `h + p`), scrolled it shrinks with the content
/// until it reaches ``minimumHeight``, then stays stuck at that height.
///
/// ```swift
/// let header = StickyHeaderLayout(offset: 100, topSafeArea: 59)
/// header.visibleRatio   // (280 − 100) / 280 ≈ 0.643
/// header.frame.height   // 180
/// ```
public struct StickyHeaderLayout: Sendable, Equatable {
  /// Default header height (seed 004's Spotify example: `.frame(height: 280)`).
  public static let defaultHeight = 280.0
  /// Default minimum height below the safe area (ScrollKit's Spotify example,
  /// `headerMinHeight` 50).
  public static let defaultMinHeight = 50.0
  /// How far the cover art moves per unit of lost ratio (ScrollKit example: `70 · (1 − ratio)`).
  public static let coverTravel = 70.0
  /// How fast the inline title fades in once the header is gone (ScrollKit example:
  /// opacity `−5 · ratio`).
  public static let inlineTitleFadeFactor = 5.0

  /// Scroll offset (positive when content moved up).
  public let offset: Double
  /// Resting height of the header, `h`.
  public let height: Double
  /// Minimum height below the safe area before the header sticks.
  public let minHeight: Double
  /// Top safe-area inset of the device.
  public let topSafeArea: Double
  /// Width of the header frame (the screen width); 0 when the caller did not say.
  public let width: Double

  /// `(h − offset) / h`: 1 at rest, above 1 when pulled, 0 or below once scrolled away
  /// (ScrollKit `visibleRatio`).
  public let visibleRatio: Double
  /// Height at which the header sticks: `min(minHeight + topSafeArea, h)`.
  public let minimumHeight: Double
  /// The header in viewport coordinates, top at y = 0.
  public let frame: Rect
  /// Whether the header has shrunk to ``minimumHeight`` and stopped moving with the content.
  public let isStuck: Bool
  /// Vertical offset of the cover art inside the header: `70 · (1 − ratio)`.
  public let coverOffset: Double
  /// Scale of the cover art: `frame.height / h` while pulled (the cover grows with the
  /// stretch, as in seed 004's Spotify screen), 1 otherwise.
  public let coverScale: Double
  /// Opacity of the inline bar title: 0 while any of the header shows, then `−5 · ratio`
  /// clamped to 1.
  public let inlineTitleOpacity: Double
  /// Viewport y where the content below the header begins: `h − offset`.
  public let contentTop: Double

  /// Lays out the header for `offset`.
  ///
  /// - Parameters:
  ///   - offset: scroll offset, positive when the content moved up.
  ///   - height: resting header height `h` (must be positive; non-positive is treated as 1).
  ///   - minHeight: the stuck height below the safe area.
  ///   - topSafeArea: the device's top safe area.
  ///   - width: the frame width, normally the screen width.
  public init(
    offset: Double, height: Double = 280, minHeight: Double = 50, topSafeArea: Double,
    width: Double = 0
  ) {
    let offset = offset.isNaN ? 0 : offset
    let h = height > 0 ? height : 1
    self.offset = offset
    self.height = h
    self.minHeight = minHeight
    self.topSafeArea = topSafeArea
    self.width = width

    let ratio = (h - offset) / h
    visibleRatio = ratio
    let minimum = min(minHeight + topSafeArea, h)
    minimumHeight = minimum
    contentTop = h - offset

    let frameHeight: Double
    if offset < 0 {
      // Seed 004: pulled by p, the header is h + p tall and moved up by p, so its top stays
      // at the top of the screen and it grows at the bottom.
      frameHeight = h - offset
    } else {
      // ScrollKit: the header shown is max(minH, h · ratio) tall.
      frameHeight = max(minimum, h * ratio)
    }
    frame = Rect(x: 0, y: 0, width: width, height: frameHeight)
    isStuck = h * ratio < minimum
    coverOffset = Self.coverTravel * (1 - ratio)
    coverScale = offset < 0 ? frameHeight / h : 1
    inlineTitleOpacity = ratio > 0 ? 0 : clamp(-Self.inlineTitleFadeFactor * ratio, 0, 1)
  }

  /// How far the header is stretched past its resting height (0 unless pulled).
  public var stretch: Double { max(0, -offset) }
}
