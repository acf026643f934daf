/// Light or dark appearance.
public enum Appearance: String, Sendable, CaseIterable {
  case light, dark

  public var toggled: Appearance { self == .light ? .dark : .light }
}

/// iOS system colours for one appearance.
///
/// Values are UIKit's published semantic colours (Apple HIG "Color", iOS 17): e.g. label
/// black/white, secondaryLabel rgba(60,60,67,0.6) / rgba(235,235,245,0.6), grouped background
/// #F2F2F7 / black, cells white / #1C1C1E.
public struct Theme: Sendable, Equatable {
  public var appearance: Appearance
  public var background: Color
  public var groupedBackground: Color
  public var cellBackground: Color
  public var label: Color
  public var secondaryLabel: Color
  public var tertiaryLabel: Color
  public var separator: Color
  /// The bar material's tint, laid over the blurred content (``barBlurSigma``).
  public var barBackground: Color
  /// The bar material's blur, σ in points (Flutter `nav_bar.dart` `_wrapWithBackground`:
  /// `ImageFilter.blur(sigmaX: 10, sigmaY: 10)`).
  public var barBlurSigma = 10.0
  public var hairline: Color
  public var cardMaterial: Color
  public var highlightedCell: Color
  public var tint: Color

  public var blue: Color
  public var green: Color
  public var orange: Color
  public var red: Color
  public var pink: Color
  public var indigo: Color
  public var purple: Color
  public var teal: Color
  public var yellow: Color
  public var gray: Color

  public static func `for`(_ appearance: Appearance) -> Theme {
    appearance == .light ? .light : .dark
  }

  public static let light = Theme(
    appearance: .light,
    background: .white,
    groupedBackground: Color(hex: 0xF2F2F7),
    cellBackground: .white,
    label: .black,
    secondaryLabel: Color(hex: 0x3C3C43, opacity: 0.6),
    tertiaryLabel: Color(hex: 0x3C3C43, opacity: 0.3),
    separator: Color(hex: 0x3C3C43, opacity: 0.29),
    // The bar material's tint over the blur: #F8F8F8 at 80 % (Flutter `theme.dart`
    // `_kDefaultBarLightBackgroundColor` 0xCCF8F8F8, "derived from Apple's design resources").
    barBackground: Color(hex: 0xF8F8F8, opacity: 0.8),
    // One physical pixel of black at 30 % (Flutter `_kDefaultNavBarBorderColor`).
    hairline: Color(hex: 0x000000, opacity: 0.3),
    cardMaterial: Color(hex: 0xF2F2F7, opacity: 0.92),
    highlightedCell: Color(hex: 0xD1D1D6),
    tint: Color(hex: 0x007AFF),
    blue: Color(hex: 0x007AFF), green: Color(hex: 0x34C759), orange: Color(hex: 0xFF9500),
    red: Color(hex: 0xFF3B30), pink: Color(hex: 0xFF2D55), indigo: Color(hex: 0x5856D6),
    purple: Color(hex: 0xAF52DE), teal: Color(hex: 0x30B0C7), yellow: Color(hex: 0xFFCC00),
    gray: Color(hex: 0x8E8E93))

  public static let dark = Theme(
    appearance: .dark,
    background: .black,
    groupedBackground: .black,
    cellBackground: Color(hex: 0x1C1C1E),
    label: .white,
    secondaryLabel: Color(hex: 0xEBEBF5, opacity: 0.6),
    tertiaryLabel: Color(hex: 0xEBEBF5, opacity: 0.3),
    separator: Color(hex: 0x545458, opacity: 0.6),
    // #212121 at 72 % (Flutter `_kDefaultBarDarkBackgroundColor` 0xB7212121).
    barBackground: Color(hex: 0x212121, opacity: 0.72),
    hairline: Color(hex: 0xFFFFFF, opacity: 0.15),
    cardMaterial: Color(hex: 0x1C1C1E, opacity: 0.92),
    highlightedCell: Color(hex: 0x3A3A3C),
    tint: Color(hex: 0x0A84FF),
    blue: Color(hex: 0x0A84FF), green: Color(hex: 0x30D158), orange: Color(hex: 0xFF9F0A),
    red: Color(hex: 0xFF453A), pink: Color(hex: 0xFF375F), indigo: Color(hex: 0x5E5CE6),
    purple: Color(hex: 0xBF5AF2), teal: Color(hex: 0x40C8E0), yellow: Color(hex: 0xFFD60A),
    gray: Color(hex: 0x8E8E93))

  /// A named accent colour of this theme.
  public func accent(_ name: Accent) -> Color {
    switch name {
    case .blue: blue
    case .green: green
    case .orange: orange
    case .red: red
    case .pink: pink
    case .indigo: indigo
    case .purple: purple
    case .teal: teal
    case .yellow: yellow
    case .gray: gray
    case .black: Color(hex: 0x1C1C1E)
    }
  }
}

/// The accent colours icon tiles use.
public enum Accent: UInt8, Sendable, Hashable {
  case blue, green, orange, red, pink, indigo, purple, teal, yellow, gray, black
}
