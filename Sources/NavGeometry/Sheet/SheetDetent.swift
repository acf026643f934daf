/// A height a sheet rests at (SwiftUI's `PresentationDetent`, UIKit's
/// `UISheetPresentationController.Detent`); resolved to points by ``SheetLayout``.
public enum SheetDetent: Sendable, Hashable {
  /// About half the screen's height (Apple's documentation of `.medium`).
  case medium
  /// The full-height sheet.
  case large
  /// A fraction of the large detent's height (`.fraction(0.25)`), 0.05…1.
  case fraction(Double)
  /// A fixed height above the bottom safe area (`.height(200)`), in points.
  case height(Double)
}
