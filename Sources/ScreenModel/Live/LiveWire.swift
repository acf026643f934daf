import NavGeometry

/// The JSON lines a live program speaks over a pipe (docs/live.md): a request written as one
/// line, a response read from one.
///
/// ```swift
/// var line = ""
/// LiveWire.appendRequest(LiveRequest(time: 0), to: &line)  // {"time": 0}
/// let response = try LiveWire.decodeResponse(Array(#"{"animating": true}"#.utf8), scene: "Feed.swift", id: "Feed")
/// ```
public enum LiveWire {
  /// Longest response line read (a whole scene, at most `SceneDecoder.maximumFileSize`, and
  /// the state around it).
  public static let maximumLineLength = 2 * SceneDecoder.maximumFileSize

  /// Appends `request` as one JSON line (no newline). The first request, with nothing laid out
  /// yet, is `{"time": 0}`; every later one has `scroll`, `frames` and `events`.
  public static func appendRequest(_ request: LiveRequest, to line: inout String) {
    line += "{\"time\": "
    appendNumber(request.time, to: &line)
    guard let scroll = request.scroll else {
      line += "}"
      return
    }
    line += ", \"scroll\": {\"offset\": "
    appendNumbers([scroll.contentOffset.x, scroll.contentOffset.y], to: &line)
    line += ", \"insets\": "
    let insets = scroll.contentInsets
    appendNumbers([insets.top, insets.leading, insets.bottom, insets.trailing], to: &line)
    line += ", \"contentSize\": "
    appendNumbers([scroll.contentSize.width, scroll.contentSize.height], to: &line)
    line += ", \"containerSize\": "
    appendNumbers([scroll.containerSize.width, scroll.containerSize.height], to: &line)
    line += "}, \"frames\": {"
    for (index, item) in request.frames.enumerated() {
      if index > 0 { line += ", " }
      appendString(item.id, to: &line)
      line += ": "
      let frame = item.frame
      appendNumbers([frame.x, frame.y, frame.width, frame.height], to: &line)
    }
    line += "}, \"events\": ["
    for (index, event) in request.events.enumerated() {
      if index > 0 { line += ", " }
      switch event {
      case .tap(let name):
        line += "{\"tap\": "
        appendString(name, to: &line)
      case .toggle(let name, let isOn):
        line += "{\"toggle\": "
        appendString(name, to: &line)
        line += isOn ? ", \"isOn\": true" : ", \"isOn\": false"
      case .appear(let name):
        line += "{\"appear\": "
        appendString(name, to: &line)
      case .disappear(let name):
        line += "{\"disappear\": "
        appendString(name, to: &line)
      case .tab(let index):
        line += "{\"tab\": "
        appendNumber(Double(index), to: &line)
      case .search(let text):
        line += "{\"search\": "
        appendString(text, to: &line)
      case .searchScope(let index):
        line += "{\"searchScope\": "
        appendNumber(Double(index), to: &line)
      case .searchSubmit(let text):
        line += "{\"searchSubmit\": "
        appendString(text, to: &line)
      }
      line += "}"
    }
    line += "]}"
  }

  /// A number as JSON: the shortest form that reads back to the same double (`103`,
  /// `140.5`, `0.1`); non-finite values (never laid out, but never written as `nan`) as 0.
  static func appendNumber(_ value: Double, to line: inout String) {
    guard value.isFinite, value != 0 else {
      line += "0"
      return
    }
    line += NumberFormat.shortest(value)
  }

  private static func appendNumbers(_ values: [Double], to line: inout String) {
    line += "["
    for (index, value) in values.enumerated() {
      if index > 0 { line += ", " }
      appendNumber(value, to: &line)
    }
    line += "]"
  }

  /// A JSON string, escaped as the layout dump and scene files write theirs.
  static func appendString(_ text: String, to line: inout String) {
    JSONText.appendQuoted(text, to: &line)
  }

  /// Reads one response line. `scene` names the program's source in messages (the scene's
  /// field paths follow it) and `id` becomes the scene's id. Anything that is not a response
  /// is refused in one line naming what is wrong.
  public static func decodeResponse(_ bytes: [UInt8], scene file: String, id: String)
    throws(LiveFailure) -> LiveResponse
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw LiveFailure("a response is not valid JSON (\(error)): \(excerpt(bytes))")
    }
    guard case .object(let members) = root else {
      throw LiveFailure("a response is \(root.typeName), not an object: \(excerpt(bytes))")
    }
    var response = LiveResponse()
    // Unknown members are left alone, so a newer importer can say more.
    for (key, value) in members {
      switch key {
      case "scene":
        if value == .null { continue }
        do throws(SceneError) {
          response.scene = try SceneDecoder.decode(value, file: file, id: id)
        } catch {
          throw LiveFailure("its scene cannot be shown: \(error.description)")
        }
      case "state":
        guard case .object(let pairs) = value else {
          throw LiveFailure("\"state\" is \(value.typeName); expected an object of values")
        }
        for (name, item) in pairs {
          switch item {
          case .number(let number): response.state.append(.init(name: name, value: .number(number)))
          case .bool(let flag): response.state.append(.init(name: name, value: .bool(flag)))
          case .string(let text): response.state.append(.init(name: name, value: .text(text)))
          case .null: response.state.append(.init(name: name, value: nil))
          default:
            throw LiveFailure(
              "state \"\(Quoted.cut(name))\" is \(item.typeName); expected a number, a boolean or a string"
            )
          }
        }
      case "warnings":
        guard case .array(let items) = value else {
          throw LiveFailure("\"warnings\" is \(value.typeName); expected an array of strings")
        }
        for item in items {
          guard case .string(let text) = item else {
            throw LiveFailure("a warning is \(item.typeName); expected a string")
          }
          response.warnings.append(text)
        }
      case "animating":
        guard case .bool(let flag) = value else {
          throw LiveFailure("\"animating\" is \(value.typeName); expected true or false")
        }
        response.animating = flag
      case "geometry":
        guard case .bool(let flag) = value else {
          throw LiveFailure("\"geometry\" is \(value.typeName); expected true or false")
        }
        response.watchesGeometry = flag
      default:
        continue
      }
    }
    return response
  }

  /// The start of a line, for a message.
  static func excerpt(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes.prefix(60), as: UTF8.self)
    return "\"\(Quoted.cut(text))\(bytes.count > 60 ? "…" : "")\""
  }
}
