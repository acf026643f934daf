import NavGeometry
import ScreenModel

/// What flows down the tree during layout, as SwiftUI's environment does: the font and colour
/// set by ancestors, the opacity they multiply, the nearest source, the axis of the stack
/// a node sits in (a spacer and a divider take theirs from it), the container a
/// `.containerRelativeFrame` measures, and whether the next stack's views are scroll targets.
struct LayoutContext: Sendable, Equatable {
  var font: ContentFont = .body
  var foreground: ColorValue? = nil
  var opacity = 1.0
  var source = ""
  var stackAxis: Axis? = nil
  /// The nearest scroll view's visible size less its content margins, or the screen's content
  /// size outside any (`.containerRelativeFrame`'s container, Apple docs).
  var container = Size(width: 0, height: 0)
  /// Set by `.scrollTargetLayout()` until the stack (or grid) it names: that stack's views
  /// are the innermost scroll view's targets.
  var collectsTargets = false
}
