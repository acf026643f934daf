import RealModule

/// Rules for hiding and tinting the status bar.
public enum StatusBarPolicy {
  /// Scrolled distance below which ``StatusBarMode/hideUntilScrolled`` keeps the bar hidden.
  /// Seed 002 hides while ScrollKit's `offset.y > −3`; ScrollKit's y is negative when
  /// scrolled, so in our convention that is `s < 3`.
  public static let scrolledThreshold = 3.0
  /// Scrolled distance above which ``StatusBarMode/hideUntilPulled`` keeps the bar hidden.
  /// Seed 002 hides while `offset.y < 2`, i.e. `s > −2`.
  public static let pulledThreshold = -2.0
  /// Luminance below which a background counts as dark and gets light content (Flutter
  /// cupertino `nav_bar.dart`: `computeLuminance() < 0.179`). It is also where white and
  /// black text have equal WCAG contrast: `√(1.05 · 0.05) − 0.05 ≈ 0.1791`.
  public static let darkLuminanceThreshold = 0.179
  /// Duration of a status-bar show/hide fade, seconds. Apple publishes none for the status
  /// bar; 0.25 s sits between UIKit's `UINavigationControllerHideShowBarDuration` (0.2 s) and
  /// SwiftUI's default animation (0.35 s, which seed 002's `withAnimation` uses). Eyeballed.
  public static let fadeDuration = 0.25

  /// Whether the status bar is hidden in `mode` when the content is scrolled by `s` points
  /// (positive when content moved up). Seed 002: hide-until-scrolled hides while `s < 3`,
  /// hide-until-pulled hides while `s > −2`. A NaN distance counts as resting (0).
  public static func isHidden(mode: StatusBarMode, scrolled s: Double) -> Bool {
    isHidden(mode: mode, scrolled: s, thresholds: .seed)
  }

  /// The same decision with tuned thresholds.
  public static func isHidden(mode: StatusBarMode, scrolled s: Double, thresholds: Thresholds)
    -> Bool
  {
    let s = s.isNaN ? 0 : s
    switch mode {
    case .visible: return false
    case .hidden: return true
    case .hideUntilScrolled: return s < thresholds.scrolled
    case .hideUntilPulled: return s > thresholds.pulled
    }
  }

  /// Where the hide-until modes switch, in scrolled points.
  public struct Thresholds: Sendable, Equatable {
    /// Hide-until-scrolled hides while the scroll distance is below this.
    public var scrolled: Double
    /// Hide-until-pulled hides while the scroll distance is above this.
    public var pulled: Double

    /// Thresholds for hide-until-scrolled (`scrolled`) and hide-until-pulled (`pulled`).
    public init(scrolled: Double, pulled: Double) {
      self.scrolled = scrolled
      self.pulled = pulled
    }

    /// Seed 002's values, 3 and −2.
    public static let seed = Thresholds(
      scrolled: StatusBarPolicy.scrolledThreshold, pulled: StatusBarPolicy.pulledThreshold)
  }

  /// Content style for a background of relative luminance `backgroundLuminance` (0...1):
  /// light content below 0.179, dark content otherwise (Flutter).
  public static func style(backgroundLuminance: Double) -> StatusBarStyle {
    backgroundLuminance < darkLuminanceThreshold ? .lightContent : .darkContent
  }

  /// WCAG 2.x relative luminance of an sRGB colour with components in 0...1 (clamped).
  ///
  /// Each component is linearised with the sRGB transfer function (IEC 61966-2-1: `c / 12.92`
  /// up to 0.04045, else `((c + 0.055) / 1.055)^2.4`), then weighted 0.2126 R + 0.7152 G +
  /// 0.0722 B (WCAG 2.x "relative luminance"). White is 1, black 0, sRGB 0.5 grey ≈ 0.214.
  public static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
    0.2126 * linearize(red) + 0.7152 * linearize(green) + 0.0722 * linearize(blue)
  }

  /// Linear-light value of one sRGB-encoded component.
  @inline(__always)
  private static func linearize(_ component: Double) -> Double {
    let c = clamp(component, 0, 1)
    return c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4)
  }
}
