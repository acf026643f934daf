/// The weights NavLab draws text in (San Francisco's roles, rendered with Inter).
public enum FontWeight: UInt8, Sendable, Hashable, CaseIterable {
  case regular, medium, semibold, bold
}

/// San Francisco's designs: the default one, or SF Pro Rounded (`.fontDesign(.rounded)`).
public enum FontDesign: UInt8, Sendable, Hashable, CaseIterable {
  case standard, rounded
}

/// A font size in points, a weight and a design; the renderer rasterises it at the output pixel
/// size, in Inter (Inter Display from 20 pt) or, for the rounded design, Quicksand.
public struct Font: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight
  public var design: FontDesign

  public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .standard) {
    self.size = size
    self.weight = weight
    self.design = design
  }

  /// Whether this size uses the Display optical size: San Francisco switches from SF Pro Text
  /// to SF Pro Display at 20 pt (Apple HIG, Typography). Inter Display's x-height is 0.717 of
  /// its cap height, SF's 0.721 (1040 / 1443 units, Capsize metrics of the system font), while
  /// Inter's text cut has 0.750: the Display cut closes the gap.
  public var isDisplay: Bool { size >= 20 }

  /// Extra advance after each character, in points, that sets Inter as wide as San Francisco.
  ///
  /// Inter runs about 5 % wider than SF Pro. Issue 11 measured the difference on iOS 17
  /// screenshots as −0.40 pt a character at 17 pt regular and −0.25 at 17 pt semibold, and
  /// −0.86 at 34 pt bold against Inter's text cut; these scale with the size (em units).
  /// From 20 pt Inter Display is used, which is narrower than SF Pro Display: +0.0178 em is
  /// the least-squares fit of eight bar titles to the same SF widths (docs/look.md, "Type"). The
  /// rounded design (Quicksand) is left as drawn.
  public var tracking: Double {
    guard design == .standard else { return 0 }
    if isDisplay { return 0.0178 * size }
    switch weight {
    case .regular, .medium: return -0.40 / 17 * size
    case .semibold, .bold: return -0.25 / 17 * size
    }
  }

  // iOS Dynamic Type roles at the default ("Large") size, from Apple's HIG typography table.
  public static let largeTitle = Font(size: 34, weight: .bold)
  public static let title = Font(size: 28, weight: .bold)
  public static let title2 = Font(size: 22, weight: .bold)
  public static let headline = Font(size: 17, weight: .semibold)
  public static let body = Font(size: 17)
  public static let callout = Font(size: 16)
  public static let subheadline = Font(size: 15)
  public static let footnote = Font(size: 13)
  public static let caption = Font(size: 12)
  public static let statusBarTime = Font(size: 17, weight: .semibold)
  /// Seed 000's title card: `.font(.title).bold().fontDesign(.rounded)`.
  public static let cardTitle = Font(size: 28, weight: .bold, design: .rounded)
  /// Seed 000's inline bar title: `.font(.body).bold().fontDesign(.rounded)`.
  public static let cardInlineTitle = Font(size: 17, weight: .bold, design: .rounded)
}

/// Where a text run's `x` sits relative to the text.
public enum TextAlignment: UInt8, Sendable {
  case leading, center, trailing
}
