/// Seed 003's custom top bar: a rounded gradient background that shrinks from 350 to 127 pt
/// as the content scrolls and loses its corner radius when collapsed.
///
/// ```swift
/// CollapsingTopBarLayout.target(scrolled: 10, style: .seed)  // (300, 60)
/// CollapsingTopBarLayout.target(scrolled: 41, style: .seed)  // (127, 0)
/// ```
///
/// The seed animates every change with SwiftUI's `.animation(.linear)`; drive ``height`` and
/// ``cornerRadius`` through an ``AnimatedValue`` with ``animationDuration`` to match.
public struct CollapsingTopBarLayout: Sendable, Equatable {
  /// How the bar maps scroll distance to size.
  public enum Style: String, Sendable, CaseIterable {
    /// Exactly seed 003's `heightAndRadiusForBackground()`: discrete radius, jump to the
    /// minimum past 40 pt.
    case seed
    /// The continuous variant the seed suggests: height and radius both follow the scroll.
    case continuous
  }

  /// Expanded height (seed 003 `maxHeight`).
  public static let maxHeight = 350.0
  /// Collapsed height (seed 003 `minHeight`).
  public static let minHeight = 127.0
  /// Points of height lost per point scrolled (seed 003 `factor`).
  public static let factor = 5.0
  /// Corner radius while expanded (seed 003 `radius`).
  public static let radius = 60.0
  /// Scroll distance past which the seed style jumps to fully collapsed (seed 003 `diff > 40`).
  public static let threshold = 40.0
  /// Duration of SwiftUI's `.animation(.linear)` used by seed 003: `.linear` without a
  /// duration runs for SwiftUI's default animation duration, 0.35 s.
  public static let animationDuration = 0.35

  /// Scroll distance (positive when content moved up).
  public let scrolled: Double
  /// The mapping used.
  public let style: Style
  /// Width of the bar.
  public let width: Double
  /// Target height of the background.
  public let height: Double
  /// Target corner radius of the background's bottom corners.
  public let cornerRadius: Double

  /// The bar's target geometry after scrolling `scrolled` points.
  public init(scrolled: Double, style: Style, width: Double) {
    self.scrolled = scrolled
    self.style = style
    self.width = width
    let target = Self.target(scrolled: scrolled, style: style)
    height = target.height
    cornerRadius = target.cornerRadius
  }

  /// The background frame in viewport coordinates, from the top of the screen.
  public var frame: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Target height and corner radius after scrolling `diff` points.
  ///
  /// `.seed` follows seed 003 line by line: `diff ≤ 0` → (350, 60); `diff > 40` → (127, 0);
  /// otherwise `computed = 350 − 5 · diff`, height = computed when strictly between min and
  /// max, else min; radius 0 exactly when the height is min. `.continuous` uses
  /// `clamp(350 − 5 · diff, 127, 350)` and a radius proportional to the height above min.
  /// A NaN `diff` counts as not scrolled.
  public static func target(scrolled diff: Double, style: Style) -> (
    height: Double, cornerRadius: Double
  ) {
    target(scrolled: diff, style: style, parameters: .seed)
  }

  /// The same mapping with a scene's own sizes (`parameters`) instead of the seed's.
  public static func target(scrolled diff: Double, style: Style, parameters: Parameters) -> (
    height: Double, cornerRadius: Double
  ) {
    let diff = diff.isNaN ? 0 : diff
    let maxHeight = parameters.maxHeight
    let minHeight = min(parameters.minHeight, parameters.maxHeight)
    let factor = parameters.factor
    let radius = parameters.radius
    let threshold = parameters.threshold
    switch style {
    case .seed:
      // Seed: `if initialOffset > offset { … }` else `(maxHeight, radius)`.
      guard diff > 0 else { return (maxHeight, radius) }
      if diff > threshold { return (minHeight, 0) }
      let computed = maxHeight - factor * diff
      let height = (computed > minHeight && computed < maxHeight) ? computed : minHeight
      return (height, height == minHeight ? 0 : radius)
    case .continuous:
      let height = clamp(maxHeight - factor * diff, minHeight, maxHeight)
      let range = maxHeight - minHeight
      return (height, range > 0 ? radius * (height - minHeight) / range : 0)
    }
  }

  /// The sizes of a collapsing bar; `seed` holds seed 003's numbers.
  public struct Parameters: Sendable, Equatable {
    /// Expanded height, points.
    public var maxHeight: Double
    /// Collapsed height, points.
    public var minHeight: Double
    /// Points of height lost per point scrolled.
    public var factor: Double
    /// Corner radius while expanded, points.
    public var radius: Double
    /// Scroll distance past which the seed style jumps to collapsed, points.
    public var threshold: Double

    /// Parameters with the given values (see ``seed`` for seed 003's).
    public init(
      maxHeight: Double, minHeight: Double, factor: Double, radius: Double, threshold: Double
    ) {
      self.maxHeight = maxHeight
      self.minHeight = minHeight
      self.factor = factor
      self.radius = radius
      self.threshold = threshold
    }

    /// Seed 003's values: 350 pt expanded, 127 pt collapsed, 5 pt per point, radius 60 pt,
    /// threshold 40 pt.
    public static let seed = Parameters(
      maxHeight: CollapsingTopBarLayout.maxHeight, minHeight: CollapsingTopBarLayout.minHeight,
      factor: CollapsingTopBarLayout.factor, radius: CollapsingTopBarLayout.radius,
      threshold: CollapsingTopBarLayout.threshold)
  }
}
