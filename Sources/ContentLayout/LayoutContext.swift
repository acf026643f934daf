import ScreenModel

/// What flows down the tree during layout, as SwiftUI's environment does: the font and colour
/// set by ancestors, the opacity they multiply, the nearest source, and the axis of the stack
/// a node sits in (a spacer and a divider take theirs from it).
struct LayoutContext: Sendable, Equatable {
  var font: ContentFont = .body
  var foreground: ColorValue? = nil
  var opacity = 1.0
  var source = ""
  var stackAxis: Axis? = nil
}
