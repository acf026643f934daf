/// The red banner over the screen: a heading that says what the window still shows or runs, and
/// the one line of the problem (a refused scene file, a SwiftUI error, a file not saved). It
/// stays until the problem is fixed, replaced, or clicked away (``Studio/dismissBanner(at:)``).
public struct Banner: Sendable, Equatable {
  /// What is true now ("Not reloaded — the previous version runs"): never "stays" for what
  /// never was.
  public var heading: String
  public var message: String

  public init(heading: String, message: String) {
    self.heading = heading
    self.message = message
  }

  /// A scene file's new version was refused: the screen shows the version before it.
  public static let sceneNotReloaded = "Scene not reloaded — showing the last good one"
  /// A live SwiftUI program stopped: its last frame is on screen, its code no longer runs.
  public static let codeStopped = "The code stopped — its last frame stays"
  /// A saved Swift file did not start; the program started before it runs on.
  public static let notReloadedStillRunning = "Not reloaded — the previous version runs"
  /// A saved Swift file did not start, and the program before it had stopped.
  public static let notReloadedStopped = "Not reloaded — the last frame stays"
  /// A screenshot, layout dump, session or tuning file could not be written.
  public static let notSaved = "Not saved"
  /// An image a scene names could not be loaded: its rows show a placeholder.
  public static let imageNotLoaded = "Image not loaded — a placeholder shows"
}
