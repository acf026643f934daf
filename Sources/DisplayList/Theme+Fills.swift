extension Theme {
  /// iOS `tertiarySystemFill`, the search field's background: #767680 at 12 % in light mode,
  /// 24 % in dark mode (Apple's UIKit dynamic system colours, as listed by Flutter
  /// `CupertinoColors.tertiarySystemFill`).
  public var tertiaryFill: Color {
    Color(hex: 0x767680, opacity: appearance == .light ? 0.12 : 0.24)
  }
}
