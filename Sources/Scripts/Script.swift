import NavInput
import NavLabCore
import ScreenModel

/// A headless script: timed input events, screenshot and layout-dump requests, and optionally the times of
/// the frames to draw (a window recording stores them, so its replay draws the same frames).
///
/// ```json
/// {"events": [
///   {"t": 0, "type": "down", "x": 200, "y": 600},
///   {"t": 16, "type": "move", "x": 200, "y": 560},
///   {"t": 32, "type": "up", "x": 200, "y": 520},
///   {"t": 1000, "type": "screenshot", "path": "shot.png"},
///   {"t": 1000, "type": "layout", "path": "shot.json"}
/// ]}
/// ```
public struct Script: Sendable, Equatable {
  /// One timed entry; `time` is in seconds from the start.
  public struct Entry: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
      case input(InputEvent)
      case screenshot(path: String)
      /// Write the layout dump of the frame at this time (docs/layout-dump.md).
      case layout(path: String)
    }

    public var time: Double
    public var action: Action
  }

  /// Entries sorted by time; entries with equal times keep their order in the file.
  public var entries: [Entry]
  /// Frame times in seconds, strictly increasing (the `"frames"` array, in ms); nil: frames
  /// come every 1/fps seconds.
  public var frameTimes: [Double]?

  public init(entries: [Entry], frameTimes: [Double]? = nil) {
    self.frameTimes = frameTimes
    // A stable sort: scripts may list events out of order (documented in docs/scripts-and-traces.md).
    self.entries = entries.enumerated().sorted {
      $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
    }.map(\.element)
  }

  /// Time of the last entry in seconds (0 when empty).
  public var duration: Double { entries.last?.time ?? 0 }

  /// Largest script file accepted; larger files are refused before parsing.
  public static let maximumFileSize = 64 << 20

  /// Parses and validates a script's text. `name` is used in error messages.
  public static func parse(_ bytes: [UInt8], name: String) throws(ScriptError) -> Script {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ScriptError(file: name, index: nil, problem: "not valid JSON: \(error)")
    }
    guard case .object(let members) = root else {
      throw ScriptError(
        file: name, index: nil,
        problem: "the top level is \(root.typeName); expected an object like {\"events\": [...]}")
    }
    guard let eventsValue = root["events"] else {
      throw ScriptError(file: name, index: nil, problem: "missing the \"events\" array")
    }
    guard case .array(let events) = eventsValue else {
      throw ScriptError(
        file: name, index: nil, problem: "\"events\" is \(eventsValue.typeName); expected an array")
    }
    if let unknown = members.first(where: { $0.key != "events" && $0.key != "frames" }) {
      throw ScriptError(
        file: name, index: nil,
        problem:
          "unknown field \"\(Quoted.cut(unknown.key))\" (a script has \"events\" and \"frames\")")
    }
    let frameCount = root["frames"].map { value -> Int in
      if case .array(let items) = value { return items.count }
      return 0
    }
    if events.count + (frameCount ?? 0) > ScriptRecorder.capacity {
      throw ScriptError(
        file: name, index: nil,
        problem:
          "\(events.count) events and \(frameCount ?? 0) frames; at most \(ScriptRecorder.capacity) in all (as many as a window recording holds)"
      )
    }
    var entries: [Entry] = []
    entries.reserveCapacity(events.count)
    for (index, event) in events.enumerated() {
      entries.append(try ScriptEventDecoder(file: name, index: index, value: event).decode())
    }
    return Script(
      entries: entries,
      frameTimes: try root["frames"].map { value throws(ScriptError) in
        try parseFrames(value, name: name)
      })
  }

  /// Reads `"frames": [0, 16.667, …]`: times in ms, not negative, strictly increasing.
  static func parseFrames(_ value: JSONValue, name: String) throws(ScriptError) -> [Double] {
    guard case .array(let items) = value else {
      throw ScriptError(
        file: name, index: nil, problem: "\"frames\" is \(value.typeName); expected an array")
    }
    var times: [Double] = []
    times.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      guard case .number(let milliseconds) = item, milliseconds >= 0,
        milliseconds <= ScriptTime.maximumMilliseconds
      else {
        throw ScriptError(
          file: name, index: nil,
          problem: "frames[\(index)] is not a time between 0 and 864000000 ms")
      }
      let time = ScriptTime.seconds(milliseconds: milliseconds)
      if let last = times.last, time <= last {
        throw ScriptError(
          file: name, index: nil,
          problem: "frames[\(index)] = \(milliseconds) ms is not after the frame before it")
      }
      times.append(time)
    }
    return times
  }
}

/// A script the engine refuses, with the file, the event's index and what is wrong.
public struct ScriptError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  public var index: Int?
  public var problem: String

  public init(file: String, index: Int?, problem: String) {
    self.file = file
    self.index = index
    self.problem = problem
  }

  /// One line whatever the file held (``Quoted/escaped(_:)``).
  public var description: String {
    if let index { return Quoted.escaped("\(file): event \(index): \(problem)") }
    return Quoted.escaped("\(file): \(problem)")
  }
}
