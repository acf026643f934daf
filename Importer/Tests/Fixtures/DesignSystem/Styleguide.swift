import SwiftUI

// An app's design system: its colours and fonts named on SwiftUI's types, as real apps write
// them (a colour set behind `.init("name")`, a constant, a `ShapeStyle` extension; fonts scaled
// with `UIFontMetrics` or from the app's own font files).
extension Color {
  static var brandText: Color {
    .init("brand")
  }

  // Shadows SwiftUI's `.background` style in this module.
  static let background = Color("brand")
}

extension ShapeStyle where Self == Color {
  static var warning: Color { Color(red: 1, green: 0.5, blue: 0) }
}

extension Font {
  static var appBody: Font { .body }

  static var appTitle: Font {
    return .system(size: UIFontMetrics.default.scaledValue(for: 22.0)).bold()
  }

  static let appCaption = Font.custom("Relative-SemiBold", size: 13, relativeTo: .caption)
}
