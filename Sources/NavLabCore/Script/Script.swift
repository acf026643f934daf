/// A headless script: timed input events and screenshot requests.
///
/// ```json
/// {"events": [
///   {"t": 0, "type": "down", "x": 200, "y": 600},
///   {"t": 16, "type": "move", "x": 200, "y": 560},
///   {"t": 32, "type": "up", "x": 200, "y": 520},
///   {"t": 1000, "type": "screenshot", "path": "shot.png"}
/// ]}
/// ```
public struct Script: Sendable, Equatable {
  /// One timed entry; `time` is in seconds from the start.
  public struct Entry: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
      case input(InputEvent)
      case screenshot(path: String)
    }

    public var time: Double
    public var action: Action
  }

  /// Entries sorted by time; entries with equal times keep their order in the file.
  public var entries: [Entry]

  public init(entries: [Entry]) {
    // A stable sort: scripts may list events out of order (documented in the README).
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
    guard case .object = root else {
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
    var entries: [Entry] = []
    entries.reserveCapacity(events.count)
    for (index, event) in events.enumerated() {
      entries.append(try ScriptEventDecoder(file: name, index: index, value: event).decode())
    }
    return Script(entries: entries)
  }
}

/// A script the engine refuses, with the file, the event's index and what is wrong.
public struct ScriptError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  public var index: Int?
  public var problem: String

  public var description: String {
    if let index { return "\(file): event \(index): \(problem)" }
    return "\(file): \(problem)"
  }
}
