/// What decides whether large titles can be shown at all, whatever a screen's display mode.
public struct LargeTitleEnvironment: Sendable, Equatable {
  /// UIKit's `prefersLargeTitles`; when false every title is small (UIKit docs, seed 001).
  public var prefersLargeTitles: Bool
  /// Height of the screen in points, portrait (e.g. 667 for the iPhone SE).
  public var screenHeight: Double
  /// Whether the phone is in landscape, where large titles are off (Flutter; docs/references.md).
  public var isLandscape: Bool
  /// Whether the user picked one of the accessibility (or the largest) text sizes.
  public var accessibilityTextSize: Bool

  /// Creates an environment; by default large titles are preferred, portrait, standard text.
  public init(
    prefersLargeTitles: Bool = true, screenHeight: Double, isLandscape: Bool = false,
    accessibilityTextSize: Bool = false
  ) {
    self.prefersLargeTitles = prefersLargeTitles
    self.screenHeight = screenHeight
    self.isLandscape = isLandscape
    self.accessibilityTextSize = accessibilityTextSize
  }

  /// The environment of `device` in portrait at a standard text size.
  public init(device: Device, prefersLargeTitles: Bool = true) {
    self.init(prefersLargeTitles: prefersLargeTitles, screenHeight: device.size.height)
  }

  /// Screens this tall or shorter get no large titles: seed 001's `isLargeTitleAvailable()`
  /// requires `UIScreen.main.bounds.height > 568` (4-inch phones and zoomed 4.7-inch ones).
  public static let minimumScreenHeight = 568.0

  /// Whether large titles may be shown: preferred, portrait, a standard text size and a
  /// screen taller than 568 pt (seed 001; landscape from Flutter / docs/references.md).
  public var largeTitlesAvailable: Bool {
    prefersLargeTitles && !isLandscape && !accessibilityTextSize
      && screenHeight > Self.minimumScreenHeight
  }
}
