/// UIKit's `UIFontMetrics` as apps scale their own sizes with Dynamic Type:
/// `UIFontMetrics.default` and `UIFontMetrics(forTextStyle:)`, whose `scaledValue(for:)` and
/// `scaledFont(for:)` give back what they are given at the default content size category
/// (Large, the size NavLab draws at: a scale of 1; Apple's docs, `UIFontMetrics`).
final class FontMetricsValue: NativeValue {
  var typeName: String { "UIFontMetrics" }

  func member(_ name: String) -> RuntimeValue? {
    name == "default" ? .native(self) : nil
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    switch method {
    case "scaledValue", "scaledFont": arguments.first?.value
    default: nil
    }
  }
}
