import NavGeometry
import NavInput
import NavLabCore
import ScreenModel

/// Turns one JSON event of a script into a `Script.Entry`, naming exactly what is wrong.
struct ScriptEventDecoder {
  let file: String
  let index: Int
  let value: JSONValue

  /// Event types and the fields each requires (besides `t` and `type`).
  static let requiredFields: [String: [String]] = [
    "down": ["x", "y"], "move": ["x", "y"], "up": ["x", "y"], "cancel": [],
    "wheel": ["dy"], "key": ["key"], "fling": ["velocity"], "scroll_to": ["offset"],
    "screenshot": ["path"], "layout": ["path"],
  ]
  /// Optional fields per event type.
  static let optionalFields: [String: [String]] = [
    "wheel": ["precise", "flipped", "dx", "x", "y"], "scroll_to": ["animated"],
  ]

  func error(_ problem: String) -> ScriptError {
    ScriptError(file: file, index: index, problem: problem)
  }

  func number(_ field: String) throws(ScriptError) -> Double {
    guard let member = value[field] else { throw error("missing field \"\(field)\"") }
    guard case .number(let number) = member else {
      throw error("field \"\(field)\" is \(member.typeName); expected a number")
    }
    return number
  }

  func string(_ field: String) throws(ScriptError) -> String {
    guard let member = value[field] else { throw error("missing field \"\(field)\"") }
    guard case .string(let text) = member else {
      throw error("field \"\(field)\" is \(member.typeName); expected a string")
    }
    return text
  }

  func bool(_ field: String, default fallback: Bool) throws(ScriptError) -> Bool {
    guard let member = value[field] else { return fallback }
    guard case .bool(let flag) = member else {
      throw error("field \"\(field)\" is \(member.typeName); expected true or false")
    }
    return flag
  }

  func decode() throws(ScriptError) -> Script.Entry {
    guard case .object = value else {
      throw error(
        "is \(value.typeName); expected an object like {\"t\": 0, \"type\": \"down\", ...}")
    }
    let type = try string("type")
    guard ScriptEventDecoder.requiredFields[type] != nil else {
      let known = ScriptEventDecoder.requiredFields.keys.sorted().joined(separator: ", ")
      throw error("unknown event type \"\(Quoted.cut(type))\" (known: \(known))")
    }
    let allowed =
      ["t", "type"] + ScriptEventDecoder.requiredFields[type]!
      + (ScriptEventDecoder.optionalFields[type] ?? [])
    if case .object(let members) = value,
      let unknown = members.first(where: { !allowed.contains($0.key) })
    {
      throw error(
        "unknown field \"\(Quoted.cut(unknown.key))\" (\(type) takes \(allowed.joined(separator: ", ")))"
      )
    }
    let milliseconds = try number("t")
    guard milliseconds >= 0 else { throw error("negative time t = \(milliseconds) ms") }
    // Ten days of script is far beyond any real run; beyond it time loses millisecond precision.
    guard milliseconds <= ScriptTime.maximumMilliseconds else {
      throw error("time t = \(milliseconds) ms is too large")
    }
    let time = ScriptTime.seconds(milliseconds: milliseconds)
    let action: Script.Entry.Action
    switch type {
    case "down": action = .input(.pointerDown(x: try number("x"), y: try number("y")))
    case "move": action = .input(.pointerMove(x: try number("x"), y: try number("y")))
    case "up": action = .input(.pointerUp(x: try number("x"), y: try number("y")))
    case "cancel": action = .input(.pointerCancel)
    case "wheel":
      // The pointer's position is optional, but whole: both x and y, or neither.
      let position: Point?
      switch (value["x"], value["y"]) {
      case (nil, nil): position = nil
      case (_?, _?): position = Point(x: try number("x"), y: try number("y"))
      default: throw error("a wheel's position needs both \"x\" and \"y\"")
      }
      action = .input(
        .wheel(
          dx: value["dx"] == nil ? 0 : try number("dx"), dy: try number("dy"),
          precise: try bool("precise", default: false),
          flipped: try bool("flipped", default: false), at: position))
    case "key":
      let text = try string("key")
      // Key names are short ("ctrl+shift+pagedown"); a longer one is junk, refused here.
      guard text.utf8.count <= 40, let chord = KeyChord(parsing: text),
        KeyChord.names.contains(chord.key)
      else {
        throw error(
          "\"\(Quoted.cut(text))\" is not a key: use modifiers ctrl, shift, alt and one of \(KeyChord.namesSummary) (e.g. \"ctrl+s\")"
        )
      }
      action = .input(.key(chord))
    case "fling": action = .input(.fling(velocity: try number("velocity")))
    case "scroll_to":
      action = .input(
        .scrollTo(offset: try number("offset"), animated: try bool("animated", default: false)))
    default:
      let path = try string("path")
      guard !path.isEmpty else { throw error("field \"path\" is empty") }
      // PATH_MAX (4096 bytes on Linux): a longer path can never be opened.
      guard path.utf8.count < 4096 else {
        throw error("field \"path\" \"\(Quoted.cut(path))\" is longer than 4095 bytes")
      }
      action = type == "layout" ? .layout(path: path) : .screenshot(path: path)
    }
    return Script.Entry(time: time, action: action)
  }
}
