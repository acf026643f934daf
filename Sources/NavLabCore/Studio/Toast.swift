/// A short message over the screen after a mode change ("Dark", "iPhone SE"), gone after
/// `Toast.duration`. Studio state on the studio clock, so a replayed script shows the same toasts.
public struct Toast: Sendable, Equatable {
  public var text: String
  /// A second, smaller line: the name of a file saved ("navlab-settings-…-102.png").
  public var detail: String?
  /// Engine time at which it disappears.
  public var until: Double

  /// 1.5 s: long enough to read two words, short enough not to cover the next gesture (iOS's
  /// own HUD-style banners, e.g. the ringer switch indicator, stay about as long).
  public static let duration = 1.5
}
