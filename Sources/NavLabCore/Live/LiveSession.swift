import NavGeometry
import ScreenModel

/// The engine's side of a live program between frames: what is queued for it, what it last
/// said, and why it stopped. Empty (and never touched per frame) without a program.
public struct LiveSession: Sendable {
  /// Taps, toggles and screens since the last request, in order.
  var pendingEvents: [LiveEvent] = []
  /// The state's names, in the order of the first response that had any; later new names
  /// are appended, so a name's index never changes (the trace's columns rely on it).
  public private(set) var stateNames: [String] = []
  /// The latest value of each name in ``stateNames`` (nil: not in the latest response).
  public private(set) var stateValues: [LiveValue?] = []
  /// Warnings not yet taken by the app (``Engine/takeLiveWarnings()``).
  var warnings: [String] = []
  /// The last response said an animation is running.
  public private(set) var animating = false
  /// The last response said the code reads geometry (``LiveResponse/watchesGeometry``).
  public private(set) var watchesGeometry = true
  /// Why the program stopped (one line); nil while it runs.
  public internal(set) var failure: String?
  /// Requests sent so far (each round of each frame counts).
  public private(set) var requestCount = 0
  /// Responses that carried a scene (each one swapped in).
  public private(set) var sceneCount = 0
  /// The last request sent, to leave out one that would say nothing new.
  var lastRequest: LiveRequest?
  /// Rows on screen, reused between frames.
  var rowBuffer: [ListRowPlacement] = []

  /// Whether `request` tells the program nothing it has not heard: no events, and the same
  /// geometry as the last request (the time aside).
  func isRedundant(_ request: LiveRequest) -> Bool {
    // A named scroll view that moved or changed phase is news to code that watches (issue 37).
    if watchesGeometry, lastRequest?.scrollViews != request.scrollViews { return false }
    guard request.events.isEmpty, let last = lastRequest else { return false }
    return !watchesGeometry || (last.scroll == request.scroll && last.frames == request.frames)
  }

  mutating func sent(_ request: LiveRequest) {
    lastRequest = request
    requestCount += 1
  }

  /// Takes a response's state, warnings and animation flag.
  mutating func take(_ response: LiveResponse) {
    animating = response.animating
    watchesGeometry = response.watchesGeometry
    warnings += response.warnings
    if response.scene != nil { sceneCount += 1 }
    for index in stateValues.indices { stateValues[index] = nil }
    for item in response.state {
      if let index = stateNames.firstIndex(of: item.name) {
        stateValues[index] = item.value
      } else {
        stateNames.append(item.name)
        stateValues.append(item.value)
      }
    }
  }

  /// The value of `name` now, if the program reported it last time.
  public func value(of name: String) -> LiveValue? {
    stateNames.firstIndex(of: name).flatMap { stateValues[$0] }
  }
}
