/// The iOS 18 "navigation title card" at the top of a plain list (seed 000): an icon tile, a
/// title and a short callout in a rounded card, with the inline bar title fading in as the
/// card's title scrolls behind the bar.
///
/// Frames are in content coordinates: y = 0 is the top of the scrollable content, directly
/// below the 44 pt bar at rest. The seed's SwiftUI (`VStack(spacing: 8)`, `.padding()`,
/// 16 pt corner radius, `.largeTitle` icon with `.padding()`, `.title` bold title, `.callout`
/// text) gives the numbers below; the 64 pt tile approximates a 34 pt glyph plus 16 pt padding.
///
/// ```swift
/// let card = TitleCardLayout(width: 393, calloutLineCount: 2)
/// card.cardFrame   // x 16, y 8, 361 × 188
/// card.height      // 204: the list rows start here
/// ```
public struct TitleCardLayout: Sendable, Equatable {
  /// Corner radius of the card and of the icon tile (seed 000: `RoundedRectangle(cornerRadius: 16)`).
  public static let cornerRadius = 16.0
  /// Inner padding of the card and side margin from the screen edge (SwiftUI `.padding()`).
  public static let padding = 16.0
  /// Vertical spacing between icon, title and callout (seed 000: `VStack(spacing: 8)`).
  public static let spacing = 8.0
  /// Margin above and below the card inside its list row.
  public static let margin = 8.0
  /// Side of the square icon tile.
  public static let iconSize = 64.0
  /// Title font size (SwiftUI `.title`, bold, rounded: 28 pt).
  public static let titleFontSize = 28.0
  /// Height of the title's line (`.title` leading 34 pt).
  public static let titleLineHeight = 34.0
  /// Callout font size (SwiftUI `.callout`: 16 pt).
  public static let calloutFontSize = 16.0
  /// Height of one callout line (`.callout` leading 21 pt).
  public static let calloutLineHeight = 21.0

  /// Width of the list the card sits in.
  public let width: Double
  /// Number of lines the callout wraps to; 0 leaves out the callout and its spacing.
  public let calloutLineCount: Int

  /// The rounded card background.
  public let cardFrame: Rect
  /// The 64 × 64 icon tile, centred horizontally, 16 pt below the card's top.
  public let iconFrame: Rect
  /// The title line (28 pt bold, centred text).
  public let titleFrame: Rect
  /// The callout text block, `calloutLineCount × 21` tall (or as tall as the content given in
  /// its place).
  public let calloutFrame: Rect
  /// Content y below the card and its bottom margin; the list rows start here.
  public let height: Double

  /// Lays the card out for a list `width` points wide whose callout wraps to
  /// `calloutLineCount` lines (negative counts are treated as 0), starting at content y `top`
  /// (below a header, say; 0 at the top of the content), `sideMargin` points in from each side
  /// (seed 000's `.padding()`, 16; over an inset-grouped list, the groups' margin, so that the
  /// card lines up with the cells as in iOS 18 Settings). `calloutHeight` replaces the callout's
  /// lines by a block of that height (content of the scene's own under the title).
  public init(
    width: Double, calloutLineCount: Int, top: Double = 0, sideMargin: Double = padding,
    calloutHeight: Double? = nil
  ) {
    let lines = max(0, calloutLineCount)
    self.width = width
    self.calloutLineCount = lines
    let padding = Self.padding
    let margin = sideMargin.isFinite ? max(0, sideMargin) : padding
    let cardWidth = max(0, width - 2 * margin)
    let cardY = (top.isFinite ? max(0, top) : 0) + Self.margin
    let icon = Rect(
      x: margin + (cardWidth - Self.iconSize) / 2, y: cardY + padding,
      width: Self.iconSize, height: Self.iconSize)
    let textWidth = max(0, cardWidth - 2 * padding)
    let title = Rect(
      x: margin + padding, y: icon.maxY + Self.spacing, width: textWidth,
      height: Self.titleLineHeight)
    // Content in the callout's place (a view of the scene's own) sets its height instead.
    let calloutHeight =
      calloutHeight.map { $0.isFinite ? max(0, $0) : 0 }
      ?? Double(lines) * Self.calloutLineHeight
    let callout = Rect(
      x: margin + padding, y: title.maxY + (calloutHeight > 0 ? Self.spacing : 0), width: textWidth,
      height: calloutHeight)
    let card = Rect(
      x: margin, y: cardY, width: cardWidth, height: callout.maxY + padding - cardY)
    iconFrame = icon
    titleFrame = title
    calloutFrame = callout
    cardFrame = card
    height = card.maxY + Self.margin
  }

  /// Opacity of the inline bar title, exactly seed 000's
  /// `min(1, max(0, (scrollTopEdgeInset − frame.minY) / frame.height))`.
  ///
  /// - Parameters:
  ///   - titleMinY: top of the card's title in the scroll view's (viewport) coordinates.
  ///   - titleHeight: height of the card's title.
  ///   - topInset: the scroll view's top content inset, i.e. the bar's bottom
  ///     (safe area + 44).
  /// - Returns: 0 while the title is below the bar, rising to 1 once it is fully behind it.
  public static func inlineTitleOpacity(
    titleMinY: Double, titleHeight: Double, topInset: Double
  ) -> Double {
    // A zero-height title would divide by zero: treat it as a step at the bar's edge.
    guard titleHeight > 0 else { return titleMinY < topInset ? 1 : 0 }
    return clamp((topInset - titleMinY) / titleHeight, 0, 1)
  }

  /// Opacity of the inline bar title when the content is scrolled by `offset` under a bar
  /// whose bottom is at viewport y `barBottom` (content y 0 sits at `barBottom` at rest).
  public func inlineTitleOpacity(offset: Double, barBottom: Double) -> Double {
    Self.inlineTitleOpacity(
      titleMinY: barBottom + titleFrame.minY - offset, titleHeight: titleFrame.height,
      topInset: barBottom)
  }

  /// Scroll offset at which the card's title starts to go behind the bar (opacity starts
  /// rising); it is fully behind it `titleFrame.height` points later.
  public var inlineTitleFadeStart: Double { titleFrame.minY }
}
