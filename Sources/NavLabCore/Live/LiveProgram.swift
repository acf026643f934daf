import ScreenModel

/// Code that runs every frame beside the engine (issue 30): the seeds' own SwiftUI, run by the
/// importer's interpreter (`ImporterLiveProgram` in the app), or a test's stand-in.
///
/// Each frame, after the engine has advanced to its time, it lays the scene out and asks the
/// program with a ``LiveRequest`` (the frames of the nodes the scene names with `"id"`, the
/// scroll view's geometry, the taps and screens since the last request). A ``LiveResponse``
/// with a new scene is swapped in keeping the scroll position, its momentum, the navigation
/// stack and the status bar, and the request is asked again for the same time (at most
/// ``Engine/liveRoundsPerFrame`` times a frame), so a geometry reader settles inside the frame
/// as SwiftUI's does. Everything is synchronous and in a fixed order: the same script gives
/// the same requests and the same trace.
///
/// ```swift
/// final class Fade: LiveProgram {
///   func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
///     let y = request.frame(of: "title")?.minY ?? 0
///     return LiveResponse(state: [LiveStateValue(name: "Feed.titleY", value: .number(y))])
///   }
/// }
/// var options = EngineOptions(scene: scene)
/// options.liveProgram = Fade()
/// ```
public protocol LiveProgram: AnyObject {
  /// Answers one request. Throwing stops the program for the rest of the run: the last good
  /// scene stays and ``Engine/liveFailure`` says why, in one line.
  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse
}

/// A live program the window calls without waiting for it (issue 42): a request is sent, and
/// its answer taken in a later frame if it has not come within a few milliseconds, so a slow
/// program (a long handler, a recursive view being read) costs the window none of its frames.
/// While a request is out, the engine sends no other (the program drops its own updates: the
/// next request carries the geometry of the frame it is sent in and every event queued
/// meanwhile). Headless runs and tests call ``LiveProgram/frame(_:)``, which waits, so the
/// same script still gives the same trace.
public protocol AsynchronousLiveProgram: LiveProgram {
  /// Sends `request`; its answer comes from ``poll(waitingAtMost:)``. Throwing stops the
  /// program, as ``LiveProgram/frame(_:)`` throwing does.
  func send(_ request: LiveRequest) throws(LiveFailure)
  /// The answer to the request sent, if it comes within `seconds` (0: only if it is already
  /// there); nil while it is still being worked out. Throws when the program failed or has
  /// not answered for too long.
  func poll(waitingAtMost seconds: Double) throws(LiveFailure) -> LiveResponse?
}

/// A live program held by ``EngineOptions``: compared by identity, so options stay
/// `Equatable`, and `Sendable` because an engine and its program run on one thread at a time
/// (the engine calls it only from `advance`, synchronously).
struct LiveProgramReference: @unchecked Sendable, Equatable {
  let program: any LiveProgram

  static func == (lhs: LiveProgramReference, rhs: LiveProgramReference) -> Bool {
    lhs.program === rhs.program
  }
}
