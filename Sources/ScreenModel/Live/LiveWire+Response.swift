/// The answer line: the importer writes it, navlab reads it (docs/live.md, "What navlab takes
/// back").
extension LiveWire {
  /// Reads one response line. `scene` names the program's source in messages (the scene's
  /// field paths follow it) and `id` becomes the scene's id. Anything that is not a response
  /// is refused in one line naming what is wrong; members it does not know are left alone, so
  /// a newer importer can say more.
  public static func decodeResponse(_ bytes: [UInt8], scene file: String, id: String)
    throws(LiveFailure) -> LiveResponse
  {
    var response = LiveResponse()
    for (key, value) in try members(bytes, "a response") {
      switch key {
      case "scene":
        if value == .null { continue }
        do throws(SceneError) {
          response.scene = try SceneDecoder.decode(value, file: file, id: id)
        } catch {
          throw LiveFailure("its scene cannot be shown: \(error.description)")
        }
      case "patches":
        guard case .array(let items) = value else {
          throw LiveFailure("\"patches\" is \(value.typeName); expected an array of patches")
        }
        response.patches.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
          response.patches.append(try decodePatch(item, at: "patches[\(index)]", file: file))
        }
      case "transaction":
        if value == .null { continue }
        response.transaction = try decodeTransaction(value, "transaction")
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
      case "scroll":
        guard case .bool(let flag) = value else {
          throw LiveFailure("\"scroll\" is \(value.typeName); expected true or false")
        }
        response.watchesScroll = flag
      case "scrollTo":
        response.scrollTo = try decodeScrollTo(value)
      default:
        continue
      }
    }
    return response
  }

  /// One patch, `{"node": "TopView", "content": {…}, "transaction": {…}}`. Its content is read
  /// as a scene's content (docs/scenes.md), with the sources the named node has in the scene.
  private static func decodePatch(_ value: JSONValue, at path: String, file: String)
    throws(LiveFailure) -> LivePatch
  {
    guard case .object = value else {
      throw LiveFailure("\(path) is \(value.typeName); expected {\"node\": name, \"content\": {…}}")
    }
    var read = FieldReader(file: file)
    var patch: LivePatch
    do throws(SceneError) {
      let name = try read.liveName(value["node"], at: path + ".node")
      guard let tree = value["content"] else {
        throw read.error(path + ".content", "missing (the view now under the node)")
      }
      read.namedNode = (path + ".content", name)
      patch = LivePatch(
        node: name, content: try SceneDecoder.decodeContent(tree, at: path + ".content", read))
      patch.destinations = read.inline.level
    } catch {
      throw LiveFailure("a patch cannot be shown: \(error.description)")
    }
    if let transaction = value["transaction"], transaction != .null {
      patch.transaction = try decodeTransaction(transaction, path + ".transaction")
    }
    return patch
  }

  /// Appends `response` as one JSON line (no newline), as ``decodeResponse(_:scene:id:)``
  /// reads it: the scene and patches' content in the scene format, `state` and `animating`
  /// and `geometry` always, the rest when there is something to say (`scroll` when false). A state number that is
  /// not finite is written as text (`"inf"`), as JSON has no such number.
  public static func appendResponse(_ response: LiveResponse, to line: inout String) {
    line += "{"
    var first = true
    func member(_ name: String) {
      if !first { line += ", " }
      first = false
      appendString(name, to: &line)
      line += ": "
    }
    if let scene = response.scene {
      member("scene")
      var json = JSONWriter(singleLine: true)
      SceneEncoder.write(scene, into: &json)
      line += json.text
    }
    if !response.patches.isEmpty {
      member("patches")
      line += "["
      for (index, patch) in response.patches.enumerated() {
        if index > 0 { line += ", " }
        line += "{\"node\": "
        appendString(patch.node, to: &line)
        line += ", \"content\": "
        var json = JSONWriter(singleLine: true)
        SceneEncoder.writeContent(patch.content, destinations: patch.destinations, into: &json)
        line += json.text
        if let transaction = patch.transaction {
          line += ", \"transaction\": "
          appendTransaction(transaction, to: &line)
        }
        line += "}"
      }
      line += "]"
    }
    if let transaction = response.transaction {
      member("transaction")
      appendTransaction(transaction, to: &line)
    }
    member("state")
    line += "{"
    for (index, item) in response.state.enumerated() {
      if index > 0 { line += ", " }
      appendString(item.name, to: &line)
      line += ": "
      switch item.value {
      case .number(let number) where number.isFinite: appendNumber(number, to: &line)
      case .number(let number): appendString(String(number), to: &line)
      case .bool(let flag): line += flag ? "true" : "false"
      case .text(let text): appendString(text, to: &line)
      case nil: line += "null"
      }
    }
    line += "}"
    if !response.warnings.isEmpty {
      member("warnings")
      line += "["
      for (index, warning) in response.warnings.enumerated() {
        if index > 0 { line += ", " }
        appendString(warning, to: &line)
      }
      line += "]"
    }
    if !response.scrollTo.isEmpty {
      member("scrollTo")
      appendScrollTo(response.scrollTo, to: &line)
    }
    member("animating")
    line += response.animating ? "true" : "false"
    member("geometry")
    line += response.watchesGeometry ? "true" : "false"
    if !response.watchesScroll { line += #", "scroll": false"# }
    line += "}"
  }
}
