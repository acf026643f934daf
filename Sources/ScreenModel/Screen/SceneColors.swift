import DisplayList

/// A colour a designer gives once, or per appearance: `"#RRGGBB"` or
/// `{"light": "#RRGGBB", "dark": "#RRGGBB"}`.
public struct AppearanceColor: Sendable, Equatable {
  public var light: Color
  public var dark: Color

  public init(light: Color, dark: Color) {
    self.light = light
    self.dark = dark
  }

  public func resolved(_ appearance: Appearance) -> Color {
    appearance == .light ? light : dark
  }
}

/// The colours a scene overrides (`"colors"`); nil keeps the system colour.
public struct SceneColors: Sendable, Equatable {
  /// The screen behind the list (grouped background for inset-grouped lists).
  public var background: AppearanceColor?
  /// The rows' (cells') background.
  public var cellBackground: AppearanceColor?
  /// Labels.
  public var label: AppearanceColor?
  /// Values, subtitles, headers and footers.
  public var secondaryLabel: AppearanceColor?
  /// The large title (and the inline title).
  public var largeTitle: AppearanceColor?

  public init() {}

  /// Field names in a scene file, in the order they are written.
  static let names = ["background", "cellBackground", "label", "secondaryLabel", "largeTitle"]

  subscript(name: String) -> AppearanceColor? {
    get {
      switch name {
      case "background": background
      case "cellBackground": cellBackground
      case "label": label
      case "secondaryLabel": secondaryLabel
      default: largeTitle
      }
    }
    set {
      switch name {
      case "background": background = newValue
      case "cellBackground": cellBackground = newValue
      case "label": label = newValue
      case "secondaryLabel": secondaryLabel = newValue
      default: largeTitle = newValue
      }
    }
  }

  /// `theme` with these colours in it.
  public func applied(to theme: Theme) -> Theme {
    var theme = theme
    if let background {
      theme.background = background.resolved(theme.appearance)
      theme.groupedBackground = theme.background
    }
    if let cellBackground { theme.cellBackground = cellBackground.resolved(theme.appearance) }
    if let label { theme.label = label.resolved(theme.appearance) }
    if let secondaryLabel { theme.secondaryLabel = secondaryLabel.resolved(theme.appearance) }
    return theme
  }
}
