import NavGeometry

/// The program's side of the wire (the SwiftUI importer's `--serve`): requests read with the
/// model's JSON parser, answers written with the scene encoder, so that both ends of the pipe
/// share one codec.
extension LiveWire {
  /// Reads one request line (what `appendRequest` writes). Members it does not know are left
  /// alone; a malformed one is refused in one line naming it.
  public static func decodeRequest(_ bytes: [UInt8]) throws(LiveFailure) -> LiveRequest {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw LiveFailure("a request is not valid JSON (\(error)): \(excerpt(bytes))")
    }
    guard case .object(let members) = root else {
      throw LiveFailure("a request is \(root.typeName), not an object: \(excerpt(bytes))")
    }
    var request = LiveRequest(time: 0)
    for (key, value) in members {
      switch key {
      case "time":
        guard case .number(let time) = value else {
          throw LiveFailure("\"time\" is \(value.typeName); expected a number of seconds")
        }
        request.time = time
      case "scroll":
        request.scroll = try scrollGeometry(value)
      case "frames":
        guard case .object(let pairs) = value else {
          throw LiveFailure("\"frames\" is \(value.typeName); expected an object of frames")
        }
        for (id, frame) in pairs {
          let numbers = try self.numbers(frame, count: 4, "frame \"\(Quoted.cut(id))\"")
          request.frames.append(
            LiveFrame(
              id: id,
              frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
        }
      case "events":
        guard case .array(let items) = value else {
          throw LiveFailure("\"events\" is \(value.typeName); expected an array of events")
        }
        for item in items { if let event = try event(item) { request.events.append(event) } }
      default:
        continue
      }
    }
    return request
  }

  private static func scrollGeometry(_ value: JSONValue) throws(LiveFailure) -> LiveScrollGeometry {
    guard case .object = value else {
      throw LiveFailure("\"scroll\" is \(value.typeName); expected an object")
    }
    let offset = try numbers(value["offset"], count: 2, "scroll.offset")
    let insets = try numbers(value["insets"], count: 4, "scroll.insets")
    let content = try numbers(value["contentSize"], count: 2, "scroll.contentSize")
    let container = try numbers(value["containerSize"], count: 2, "scroll.containerSize")
    return LiveScrollGeometry(
      contentOffset: Point(x: offset[0], y: offset[1]),
      contentInsets: EdgeInsets(
        top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3]),
      contentSize: Size(width: content[0], height: content[1]),
      containerSize: Size(width: container[0], height: container[1]))
  }

  /// An array of `count` numbers; a missing member reads as zeros.
  private static func numbers(_ value: JSONValue?, count: Int, _ name: String) throws(LiveFailure)
    -> [Double]
  {
    guard let value else { return Array(repeating: 0, count: count) }
    guard case .array(let items) = value, items.count == count else {
      throw LiveFailure("\(name) is not an array of \(count) numbers")
    }
    var numbers: [Double] = []
    for item in items {
      guard case .number(let number) = item else {
        throw LiveFailure("\(name) holds \(item.typeName); expected numbers")
      }
      numbers.append(number)
    }
    return numbers
  }

  /// One event; an event of a kind this side does not know is skipped (nil).
  private static func event(_ value: JSONValue) throws(LiveFailure) -> LiveEvent? {
    func name(_ member: JSONValue) throws(LiveFailure) -> String {
      guard case .string(let text) = member else {
        throw LiveFailure("an event's name is \(member.typeName); expected a string")
      }
      return text
    }
    if let tap = value["tap"] { return .tap(try name(tap)) }
    if let toggle = value["toggle"] {
      guard case .bool(let isOn)? = value["isOn"] else {
        throw LiveFailure("a toggle event has no \"isOn\" of true or false")
      }
      return .toggle(try name(toggle), isOn: isOn)
    }
    if let appear = value["appear"] { return .appear(try name(appear)) }
    if let disappear = value["disappear"] { return .disappear(try name(disappear)) }
    return nil
  }

  /// Appends `response` as one JSON line (no newline), as `decodeResponse` reads it: the scene
  /// (when there is one) as the scene encoder writes it, then the state, the warnings,
  /// `animating` and `geometry`.
  public static func appendResponse(_ response: LiveResponse, to line: inout String) {
    line += "{"
    if let scene = response.scene {
      line += "\"scene\": "
      line += SceneEncoder.encode(scene, singleLine: true)
      line += ", "
    }
    line += "\"state\": {"
    for (index, item) in response.state.enumerated() {
      if index > 0 { line += ", " }
      appendString(item.name, to: &line)
      line += ": "
      switch item.value {
      case .number(let number)?: line += NumberFormat.shortest(number)
      case .bool(let flag)?: line += flag ? "true" : "false"
      case .text(let text)?: appendString(text, to: &line)
      case nil: line += "null"
      }
    }
    line += "}"
    if !response.warnings.isEmpty {
      line += ", \"warnings\": ["
      for (index, warning) in response.warnings.enumerated() {
        if index > 0 { line += ", " }
        appendString(warning, to: &line)
      }
      line += "]"
    }
    line += response.animating ? ", \"animating\": true" : ", \"animating\": false"
    line += response.watchesGeometry ? ", \"geometry\": true}" : ", \"geometry\": false}"
  }
}
