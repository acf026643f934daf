import DisplayList

/// The colours iOS names by role; each resolves per ``Theme`` (light or dark).
public enum SemanticColor: String, Sendable, Equatable, Hashable, CaseIterable {
  /// SwiftUI's `.primary` and UIKit's `label`.
  case primary
  /// SwiftUI's `.secondary` and UIKit's `secondaryLabel`.
  case secondary
  case label, secondaryLabel, tertiaryLabel
  /// The app's tint (`.accentColor`, `.tint`).
  case accent
  case background, groupedBackground, cellBackground, separator
  case blue, green, orange, red, pink, indigo, purple, teal, yellow, gray
  case white, black, clear
}

/// A colour in content: semantic (resolved per theme), fixed, a light/dark pair, or one of
/// these with an opacity.
///
/// ```swift
/// ColorValue.secondary                                  // .foregroundStyle(.secondary)
/// ColorValue.fixed(Color(hex: 0x34C759))
/// ColorValue.semantic(.black).opacity(0.3)              // Color.black.opacity(0.3)
/// ```
public indirect enum ColorValue: Sendable, Equatable, Hashable {
  case semantic(SemanticColor)
  case fixed(Color)
  case adaptive(light: Color, dark: Color)
  case opacity(ColorValue, Double)

  public static let primary = ColorValue.semantic(.primary)
  public static let secondary = ColorValue.semantic(.secondary)
  public static let accent = ColorValue.semantic(.accent)
  public static let clear = ColorValue.semantic(.clear)

  /// This colour with its alpha multiplied by `amount` (SwiftUI's `Color.opacity(_:)`).
  public func opacity(_ amount: Double) -> ColorValue { .opacity(self, amount) }

  /// The colour drawn in `theme`.
  public func resolved(in theme: Theme) -> Color {
    switch self {
    case .fixed(let color): color
    case .adaptive(let light, let dark): theme.appearance == .light ? light : dark
    case .opacity(let base, let amount): base.resolved(in: theme).withOpacity(amount)
    case .semantic(let name): name.resolved(in: theme)
    }
  }
}

extension SemanticColor {
  /// The colour this role takes in `theme` (UIKit's semantic colours, see ``Theme``).
  public func resolved(in theme: Theme) -> Color {
    switch self {
    case .primary, .label: theme.label
    case .secondary, .secondaryLabel: theme.secondaryLabel
    case .tertiaryLabel: theme.tertiaryLabel
    case .accent: theme.tint
    case .background: theme.background
    case .groupedBackground: theme.groupedBackground
    case .cellBackground: theme.cellBackground
    case .separator: theme.separator
    case .blue: theme.blue
    case .green: theme.green
    case .orange: theme.orange
    case .red: theme.red
    case .pink: theme.pink
    case .indigo: theme.indigo
    case .purple: theme.purple
    case .teal: theme.teal
    case .yellow: theme.yellow
    case .gray: theme.gray
    case .white: .white
    case .black: .black
    case .clear: .clear
    }
  }
}
