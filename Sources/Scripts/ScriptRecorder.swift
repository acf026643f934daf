import NavGeometry
import NavInput
import NavLabCore

/// Records a window session as a script whose headless replay gives the same trace, byte for
/// byte.
///
/// The window drives its engine through the recorder: every frame and every input gets a time
/// on the script's grid (whole microseconds, written as milliseconds with three decimals), and
/// every input is rounded as the file stores it (points to 0.01, wheel steps and velocities to
/// 0.001). The engine sees exactly the numbers the file holds. Events land in the frame they
/// were handled in: never after that frame's time, always after the frame before it, which is
/// how `ScriptPlayer` assigns them. The frame times go into the script's `"frames"` array, so
/// the replay draws the same frames.
///
/// ```swift
/// var recorder = ScriptRecorder()
/// let now = recorder.beginFrame(atWallTime: clock)
/// let (event, time) = recorder.record(.pointerDown(x: 200.123, y: 600), atWallTime: clock)
/// engine.handle(event, at: time)  // x: 200.12, the number the script will hold
/// engine.advance(to: now)
/// recorder.endFrame()
/// ```
public struct ScriptRecorder: Sendable {
  /// Inputs and frames kept at most: over two hours of continuous dragging at 60 Hz, under
  /// 25 MB of memory; later ones are not recorded (the saved script says so).
  public static let capacity = 500_000

  private var origin: Double?
  private var frames: [Int64] = []
  private var events: [(microseconds: Int64, event: InputEvent)] = []
  private var pendingFrame: Int64 = 0
  private var lastEvent: Int64 = 0
  /// The session outgrew `capacity`: the script holds its beginning only.
  public private(set) var isFull = false

  public init() {}

  /// Inputs recorded so far.
  public var eventCount: Int { events.count }
  /// Frames recorded so far.
  public var frameCount: Int { frames.count }
  /// Time of the last frame recorded, in seconds (0 before the first).
  public var duration: Double { ScriptTime.seconds(microseconds: frames.last ?? 0) }

  /// Starts a frame at the caller's clock (seconds); returns its time on the script's clock,
  /// which the engine must be advanced to. The first frame is at 0.
  public mutating func beginFrame(atWallTime wallTime: Double) -> Double {
    let origin = self.origin ?? wallTime
    self.origin = origin
    var microseconds = Self.microseconds(wallTime - origin)
    if let last = frames.last { microseconds = max(microseconds, last + 1) }
    pendingFrame = microseconds
    return ScriptTime.seconds(microseconds: microseconds)
  }

  /// Records `event`, which happened at `wallTime` during the frame begun last; returns it
  /// rounded as the script stores it and the engine time to handle it at.
  public mutating func record(_ event: InputEvent, atWallTime wallTime: Double) -> (
    event: InputEvent, time: Double
  ) {
    let rounded = Self.rounded(event)
    var microseconds = Self.microseconds(wallTime - (origin ?? wallTime))
    // After the frame before (the replay delivers it in this frame), in order, not after now.
    microseconds = max(microseconds, (frames.last ?? -1) + 1, lastEvent)
    microseconds = min(microseconds, pendingFrame)
    lastEvent = microseconds
    if !isFull {
      if events.count + frames.count < Self.capacity {
        events.append((microseconds, rounded))
      } else {
        isFull = true
      }
    }
    return (rounded, ScriptTime.seconds(microseconds: microseconds))
  }

  /// Ends the frame begun last: it was drawn and belongs to the recording.
  public mutating func endFrame() {
    guard !isFull else { return }
    if events.count + frames.count < Self.capacity {
      frames.append(pendingFrame)
    } else {
      isFull = true
    }
  }

  /// The recording as script JSON: `{"events": [...], "frames": [...]}`.
  public func scriptJSON() -> String {
    var text = "{\"events\": [\n"
    for (index, entry) in events.enumerated() {
      text += "  " + Self.json(entry.event, milliseconds: entry.microseconds)
      text += index == events.count - 1 ? "\n" : ",\n"
    }
    text += "],\n\"frames\": ["
    for (index, frame) in frames.enumerated() {
      if index > 0 { text += index % 12 == 0 ? ",\n  " : ", " }
      text += ScriptTime.json(ScriptTime.milliseconds(microseconds: frame))
    }
    text += "]}\n"
    return text
  }

  static func microseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int64(min(seconds, ScriptTime.maximumMilliseconds / 1000) * 1_000_000 + 0.5)
  }

  /// The event with its numbers on the script's grid.
  static func rounded(_ event: InputEvent) -> InputEvent {
    func point(_ value: Double) -> Double { ScriptTime.quantized(value, perUnit: 100) }
    func fine(_ value: Double) -> Double { ScriptTime.quantized(value, perUnit: 1000) }
    switch event {
    case .pointerDown(let x, let y): return .pointerDown(x: point(x), y: point(y))
    case .pointerMove(let x, let y): return .pointerMove(x: point(x), y: point(y))
    case .pointerUp(let x, let y): return .pointerUp(x: point(x), y: point(y))
    case .pointerCancel, .key: return event
    case .wheel(let dx, let dy, let precise, let flipped, let position):
      return .wheel(
        dx: fine(dx), dy: fine(dy), precise: precise, flipped: flipped,
        at: position.map { Point(x: point($0.x), y: point($0.y)) })
    case .fling(let velocity): return .fling(velocity: fine(velocity))
    case .scrollTo(let offset, let animated):
      return .scrollTo(offset: fine(offset), animated: animated)
    }
  }

  /// One event as a script line, e.g. `{"t": 16.667, "type": "move", "x": 200, "y": 560}`.
  package static func json(_ event: InputEvent, milliseconds microseconds: Int64) -> String {
    let time = ScriptTime.json(ScriptTime.milliseconds(microseconds: microseconds))
    func number(_ value: Double) -> String { ScriptTime.json(value) }
    let fields: String
    switch event {
    case .pointerDown(let x, let y):
      fields = "\"type\": \"down\", \"x\": \(number(x)), \"y\": \(number(y))"
    case .pointerMove(let x, let y):
      fields = "\"type\": \"move\", \"x\": \(number(x)), \"y\": \(number(y))"
    case .pointerUp(let x, let y):
      fields = "\"type\": \"up\", \"x\": \(number(x)), \"y\": \(number(y))"
    case .pointerCancel: fields = "\"type\": \"cancel\""
    case .wheel(let dx, let dy, let precise, let flipped, let position):
      // dx and the position only when there are any: older recordings read the same.
      fields =
        "\"type\": \"wheel\"" + (dx != 0 ? ", \"dx\": \(number(dx))" : "")
        + ", \"dy\": \(number(dy)), \"precise\": \(precise), \"flipped\": \(flipped)"
        + (position.map { ", \"x\": \(number($0.x)), \"y\": \(number($0.y))" } ?? "")
    case .key(let chord): fields = "\"type\": \"key\", \"key\": \"\(chord.description)\""
    case .fling(let velocity): fields = "\"type\": \"fling\", \"velocity\": \(number(velocity))"
    case .scrollTo(let offset, let animated):
      fields = "\"type\": \"scroll_to\", \"offset\": \(number(offset)), \"animated\": \(animated)"
    }
    return "{\"t\": \(time), \(fields)}"
  }
}
