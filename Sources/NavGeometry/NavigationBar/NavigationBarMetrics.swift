/// Fixed numbers of the iOS navigation bar, in points and seconds.
///
/// Sources are the navigation-bar table in docs/references.md: UIKit's 44 pt bar, and Flutter's
/// cupertino `nav_bar.dart` / `text_theme.dart` for everything Apple does not publish (some of
/// those were eyeballed by Flutter on iOS, so treat them as tunable defaults).
public enum NavigationBarMetrics {
  /// Height of the compact bar below the status bar (UIKit; Flutter `_kNavBarPersistentHeight`).
  public static let barHeight = 44.0
  /// Extra height of the large-title area below the compact bar, making a 96 pt bar (Flutter
  /// `_kNavBarLargeTitleHeightExtension`).
  public static let largeTitleExtension = 52.0
  /// Leading/trailing padding of titles and bar buttons (Flutter `nav_bar.dart`).
  public static let edgePadding = 16.0
  /// Gap between the large title's text box and the bottom of the bar (Flutter
  /// `_kNavBarBottomPadding`).
  public static let largeTitleBottomPadding = 8.0
  /// Large title font size, bold, tracking 0.38 (Flutter `text_theme.dart`).
  public static let largeTitleFontSize = 34.0
  /// Line height of the 34 pt large title (Apple HIG Dynamic Type table: Large Title 34/41).
  public static let largeTitleLineHeight = 41.0
  /// Inline (compact) title font size, semibold, tracking −0.41 (Flutter `text_theme.dart`).
  public static let inlineTitleFontSize = 17.0
  /// The title switches from large to inline when the bar is within this distance of fully
  /// collapsed (Flutter, eyeballed on iOS).
  public static let largeTitleSwitchThreshold = 10.0
  /// Scroll distance over which the bar background and hairline blend in once content scrolls
  /// under the bar (Flutter, eyeballed on iOS 17.4 Settings).
  public static let backgroundBlendDistance = 10.0
  /// Largest scale of the large title when the content is pulled down (Flutter
  /// `_computeTitleScale`).
  public static let maxLargeTitleScale = 1.1
  /// Duration of the large ↔ inline title cross-fade, seconds (Flutter).
  public static let titleCrossFadeDuration = 0.15
  /// Duration of the snap to the nearer end after stopping half-collapsed (Flutter PR#156381).
  public static let snapDuration = 0.3
  /// Duration of a push or pop transition, seconds: the 350 ms of earlier Flutter Cupertino
  /// routes (newer Flutter uses 400 ms, by its own comment an estimate by eye).
  public static let transitionDuration = 0.35
  /// Longest previous-screen title shown in a back button before it becomes "Back" (Flutter).
  public static let backTitleMaxLength = 12
  /// Opacity of the black one-pixel hairline under an opaque bar (Flutter).
  public static let hairlineAlpha = 0.3
}
