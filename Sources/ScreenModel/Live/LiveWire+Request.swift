import NavGeometry

/// The request line: navlab writes it, the importer reads it (docs/live.md, "What navlab
/// reports").
extension LiveWire {
  /// Appends `request` as one JSON line (no newline). The first request, with nothing laid out
  /// yet, is `{"time": 0}`; every later one has `scroll`, `frames` and `events`.
  public static func appendRequest(_ request: LiveRequest, to line: inout String) {
    line += "{\"time\": "
    appendNumber(request.time, to: &line)
    guard let scroll = request.scroll else {
      line += "}"
      return
    }
    line += ", \"scroll\": {"
    appendGeometry(scroll, to: &line)
    line += "}, \"frames\": {"
    for (index, item) in request.frames.enumerated() {
      if index > 0 { line += ", " }
      appendString(item.id, to: &line)
      line += ": "
      let frame = item.frame
      appendNumbers(frame.x, frame.y, frame.width, frame.height, to: &line)
    }
    line += "}"
    if !request.scrollViews.isEmpty {
      // Issue 37, only when the screen has named scroll views (older lines read the same).
      line += ", \"scrollViews\": {"
      for (index, view) in request.scrollViews.enumerated() {
        if index > 0 { line += ", " }
        appendString(view.name, to: &line)
        line += ": {"
        appendGeometry(view.geometry, to: &line)
        line += ", \"frame\": "
        appendNumbers(view.frame.x, view.frame.y, view.frame.width, view.frame.height, to: &line)
        line += ", \"phase\": \"" + view.phase.rawValue + "\"}"
      }
      line += "}"
    }
    line += ", \"events\": ["
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

  /// Appends a scroll geometry's members (`offset`, `insets`, `contentSize`, `containerSize`),
  /// shared by the screen's scroll view and each named nested one.
  private static func appendGeometry(_ geometry: LiveScrollGeometry, to line: inout String) {
    line += "\"offset\": "
    appendNumbers(geometry.contentOffset.x, geometry.contentOffset.y, to: &line)
    line += ", \"insets\": "
    let insets = geometry.contentInsets
    appendNumbers(insets.top, insets.leading, insets.bottom, insets.trailing, to: &line)
    line += ", \"contentSize\": "
    appendNumbers(geometry.contentSize.width, geometry.contentSize.height, to: &line)
    line += ", \"containerSize\": "
    appendNumbers(geometry.containerSize.width, geometry.containerSize.height, to: &line)
  }

  /// Reads one request line (what `appendRequest` writes). Anything that is not a request is
  /// refused in one line naming what is wrong; members it does not know are left alone, so a
  /// newer navlab can say more.
  public static func decodeRequest(_ bytes: [UInt8]) throws(LiveFailure) -> LiveRequest {
    var request = LiveRequest(time: 0)
    var hasTime = false
    for (key, value) in try members(bytes, "a request") {
      switch key {
      case "time":
        guard case .number(let time) = value else {
          throw LiveFailure("\"time\" is \(value.typeName); expected a number of seconds")
        }
        request.time = time
        hasTime = true
      case "scroll":
        request.scroll = try decodeScroll(value)
      case "frames":
        guard case .object(let pairs) = value else {
          throw LiveFailure("\"frames\" is \(value.typeName); expected an object of frames")
        }
        request.frames.reserveCapacity(pairs.count)
        for (id, frame) in pairs {
          let box = try numbers(frame, "frames." + Quoted.cut(id), count: 4)
          request.frames.append(
            LiveFrame(id: id, frame: Rect(x: box[0], y: box[1], width: box[2], height: box[3])))
        }
      case "scrollViews":
        guard case .object(let pairs) = value else {
          throw LiveFailure(
            "\"scrollViews\" is \(value.typeName); expected an object of scroll views")
        }
        for (name, view) in pairs {
          request.scrollViews.append(try decodeScrollView(name, view))
        }
      case "events":
        guard case .array(let items) = value else {
          throw LiveFailure("\"events\" is \(value.typeName); expected an array of events")
        }
        for item in items { request.events.append(try decodeEvent(item)) }
      default:
        continue
      }
    }
    guard hasTime else { throw LiveFailure("a request has no \"time\": \(excerpt(bytes))") }
    return request
  }

  private static func decodeScrollView(_ name: String, _ value: JSONValue) throws(LiveFailure)
    -> LiveScrollView
  {
    let path = "scrollViews." + Quoted.cut(name)
    let geometry = try decodeScroll(value, path: path)
    guard let frameValue = value["frame"] else {
      throw LiveFailure("\"\(path)\" has no \"frame\"")
    }
    let box = try numbers(frameValue, path + ".frame", count: 4)
    guard case .string(let phaseName)? = value["phase"],
      let phase = LiveScrollPhase(rawValue: phaseName)
    else {
      throw LiveFailure(
        "\"\(path).phase\" is not one of \(LiveScrollPhase.allCases.map(\.rawValue))")
    }
    return LiveScrollView(
      name: name, geometry: geometry,
      frame: Rect(x: box[0], y: box[1], width: box[2], height: box[3]), phase: phase)
  }

  private static func decodeScroll(_ value: JSONValue, path: String = "scroll") throws(LiveFailure)
    -> LiveScrollGeometry
  {
    guard case .object = value else {
      throw LiveFailure("\"\(path)\" is \(value.typeName); expected an object")
    }
    func pair(_ name: String, count: Int) throws(LiveFailure) -> [Double] {
      guard let member = value[name] else {
        throw LiveFailure("\"\(path)\" has no \"\(name)\"")
      }
      return try numbers(member, path + "." + name, count: count)
    }
    let offset = try pair("offset", count: 2)
    let insets = try pair("insets", count: 4)
    let content = try pair("contentSize", count: 2)
    let container = try pair("containerSize", count: 2)
    return LiveScrollGeometry(
      contentOffset: Point(x: offset[0], y: offset[1]),
      contentInsets: EdgeInsets(
        top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3]),
      contentSize: Size(width: content[0], height: content[1]),
      containerSize: Size(width: container[0], height: container[1]))
  }

  private static func decodeEvent(_ value: JSONValue) throws(LiveFailure) -> LiveEvent {
    func name(_ member: JSONValue) throws(LiveFailure) -> String {
      guard case .string(let text) = member else {
        throw LiveFailure("an event names \(member.typeName); expected a string")
      }
      return text
    }
    if let member = value["tap"] { return .tap(try name(member)) }
    if let member = value["toggle"] {
      guard case .bool(let isOn)? = value["isOn"] else {
        throw LiveFailure("a \"toggle\" event has no \"isOn\" (true or false)")
      }
      return .toggle(try name(member), isOn: isOn)
    }
    if let member = value["appear"] { return .appear(try name(member)) }
    if let member = value["disappear"] { return .disappear(try name(member)) }
    func index(_ member: JSONValue, _ key: String) throws(LiveFailure) -> Int {
      guard case .number(let number) = member, number == number.rounded(), number >= 0,
        number < 1000
      else {
        throw LiveFailure("a \"\(key)\" event is \(member.typeName); expected an index from 0")
      }
      return Int(number)
    }
    if let member = value["tab"] { return .tab(try index(member, "tab")) }
    if let member = value["search"] { return .search(try name(member)) }
    if let member = value["searchScope"] { return .searchScope(try index(member, "searchScope")) }
    if let member = value["searchSubmit"] { return .searchSubmit(try name(member)) }
    throw LiveFailure(
      "an event is not one of \"tap\", \"toggle\", \"appear\", \"disappear\", \"tab\", \"search\", \"searchScope\", \"searchSubmit\": \(value.typeName)"
    )
  }
}
