import Testing

@testable import NavInput
@testable import NavLabCore
@testable import Scripts

@Suite("Script parsing")
struct ScriptParsingTests {
  @Test("Every event type decodes, times in seconds")
  func everyType() throws {
    let parsed = try script(
      #"""
      {"events": [
        {"t": 0, "type": "down", "x": 200, "y": 600},
        {"t": 16, "type": "move", "x": 200, "y": 560},
        {"t": 32, "type": "up", "x": 200, "y": 520},
        {"t": 40, "type": "cancel"},
        {"t": 500, "type": "wheel", "dy": -3.5, "precise": true},
        {"t": 900, "type": "key", "key": "d"},
        {"t": 1000, "type": "fling", "velocity": 2000},
        {"t": 1200, "type": "scroll_to", "offset": 120, "animated": true},
        {"t": 3000, "type": "screenshot", "path": "shot.png"}
      ]}
      """#)
    #expect(
      parsed.entries == [
        .init(time: 0, action: .input(.pointerDown(x: 200, y: 600))),
        .init(time: 0.016, action: .input(.pointerMove(x: 200, y: 560))),
        .init(time: 0.032, action: .input(.pointerUp(x: 200, y: 520))),
        .init(time: 0.04, action: .input(.pointerCancel)),
        .init(time: 0.5, action: .input(.wheel(dy: -3.5, precise: true, flipped: false))),
        .init(time: 0.9, action: .input(.key(KeyChord(key: "d")))),
        .init(time: 1, action: .input(.fling(velocity: 2000))),
        .init(time: 1.2, action: .input(.scrollTo(offset: 120, animated: true))),
        .init(time: 3, action: .screenshot(path: "shot.png")),
      ])
    #expect(parsed.duration == 3)
  }

  @Test("An empty event list is a valid, empty script")
  func emptyScript() throws {
    let parsed = try script(#"{"events": []}"#)
    #expect(parsed.entries.isEmpty)
    #expect(parsed.duration == 0)
  }

  @Test("Out-of-order timestamps are sorted stably (equal times keep file order)")
  func stableSort() throws {
    let parsed = try script(
      #"""
      {"events": [
        {"t": 100, "type": "key", "key": "a"},
        {"t": 0, "type": "key", "key": "b"},
        {"t": 100, "type": "key", "key": "c"},
        {"t": 50, "type": "key", "key": "d"},
        {"t": 100, "type": "key", "key": "e"},
        {"t": 0, "type": "key", "key": "f"}
      ]}
      """#)
    let keys = parsed.entries.map { entry -> String in
      if case .input(.key(let chord)) = entry.action { return chord.key }
      return "?"
    }
    #expect(keys == ["b", "f", "d", "a", "c", "e"])
    #expect(parsed.entries.map(\.time) == [0, 0, 0.05, 0.1, 0.1, 0.1])
  }

  @Test("Not JSON: the file and the JSON position are named")
  func notJSON() throws {
    let error = try #require(scriptError("{\"events\": [\n  {\"t\": 0,,}]}", name: "broken.json"))
    #expect(error.file == "broken.json")
    #expect(error.index == nil)
    #expect(
      error.description
        == "broken.json: not valid JSON: line 2, column 11: expected a quoted member name")
  }

  @Test("Top level not an object")
  func topLevel() throws {
    let error = try #require(scriptError("[1, 2]"))
    #expect(
      error.description
        == #"file.json: the top level is an array; expected an object like {"events": [...]}"#)
  }

  @Test("Missing or malformed \"events\"")
  func missingEvents() throws {
    #expect(
      scriptError(#"{"evnets": []}"#)?.description == #"file.json: missing the "events" array"#)
    #expect(
      scriptError(#"{"events": {}}"#)?.description
        == #"file.json: "events" is an object; expected an array"#)
  }

  @Test("An event that is not an object")
  func eventNotObject() throws {
    let error = try #require(scriptError(#"{"events": [{"t": 0, "type": "cancel"}, 5]}"#))
    #expect(error.index == 1)
    #expect(
      error.description
        == #"file.json: event 1: is a number; expected an object like {"t": 0, "type": "down", ...}"#
    )
  }

  @Test("Unknown event type lists the known ones")
  func unknownType() throws {
    let error = try #require(
      scriptError(
        #"{"events": [{"t": 0, "type": "down", "x": 1, "y": 2}, {"t": 5, "type": "tap", "x": 1}]}"#,
        name: "taps.json"))
    #expect(error.file == "taps.json")
    #expect(error.index == 1)
    #expect(
      error.description
        == #"taps.json: event 1: unknown event type "tap" (known: cancel, down, fling, key, layout, move, screenshot, scroll_to, up, wheel)"#
    )
  }

  @Test("Missing field names the field and the event index")
  func missingField() throws {
    let error = try #require(
      scriptError(
        #"""
        {"events": [
          {"t": 0, "type": "down", "x": 200, "y": 600},
          {"t": 16, "type": "move", "x": 200, "y": 560},
          {"t": 32, "type": "up", "y": 520}
        ]}
        """#))
    #expect(error == ScriptError(file: "file.json", index: 2, problem: #"missing field "x""#))
    #expect(error.description == #"file.json: event 2: missing field "x""#)

    #expect(
      scriptError(#"{"events": [{"type": "cancel"}]}"#)?.description
        == #"file.json: event 0: missing field "t""#)
    #expect(
      scriptError(#"{"events": [{"t": 0}]}"#)?.description
        == #"file.json: event 0: missing field "type""#)
    #expect(
      scriptError(#"{"events": [{"t": 0, "type": "screenshot"}]}"#)?.description
        == #"file.json: event 0: missing field "path""#)
  }

  @Test("Wrong field types")
  func wrongTypes() throws {
    #expect(
      scriptError(#"{"events": [{"t": "0", "type": "cancel"}]}"#)?.description
        == #"file.json: event 0: field "t" is a string; expected a number"#)
    #expect(
      scriptError(#"{"events": [{"t": 0, "type": "wheel", "dy": 1, "precise": 1}]}"#)?
        .description
        == #"file.json: event 0: field "precise" is a number; expected true or false"#)
    #expect(
      scriptError(#"{"events": [{"t": 0, "type": 3}]}"#)?.description
        == #"file.json: event 0: field "type" is a number; expected a string"#)
    #expect(
      scriptError(#"{"events": [{"t": 0, "type": "screenshot", "path": ""}]}"#)?.description
        == #"file.json: event 0: field "path" is empty"#)
  }

  @Test("Negative and absurd times")
  func times() throws {
    let error = try #require(
      scriptError(
        #"{"events": [{"t": 0, "type": "cancel"}, {"t": 1, "type": "cancel"}, {"t": -5, "type": "cancel"}]}"#
      ))
    #expect(error.index == 2)
    #expect(error.description == "file.json: event 2: negative time t = -5.0 ms")
    #expect(
      scriptError(#"{"events": [{"t": 1e12, "type": "cancel"}]}"#)?.problem
        == "time t = 1000000000000.0 ms is too large")
  }

  @Test("A key that is not a key, or not one the window has")
  func badKey() throws {
    let names =
      "a–z, 0–9, ?, up, down, left, right, pageup, pagedown, home, end, space, return, escape, backspace"
    let error = try #require(
      scriptError(#"{"events": [{"t": 0, "type": "key", "key": "hyper+x"}]}"#))
    #expect(error.index == 0)
    #expect(
      error.description
        == #"file.json: event 0: "hyper+x" is not a key: use modifiers ctrl, shift, alt and one of "#
        + names + #" (e.g. "ctrl+s")"#)
    for text in ["", "bogus", "f13", "ctrl+tab", "+"] {
      #expect(
        scriptError(#"{"events": [{"t": 0, "type": "key", "key": "\#(text)"}]}"#)?.problem
          .hasPrefix(#""\#(text)" is not a key"#) == true, "\(text)")
    }
    // Every documented name and alias is accepted.
    let accepted = try script(
      #"{"events": [{"t": 0, "type": "key", "key": "?"}, {"t": 0, "type": "key", "key": "Enter"},"#
        + #" {"t": 0, "type": "key", "key": "ctrl+shift+pgdn"}, {"t": 0, "type": "key", "key": "7"}]}"#
    )
    #expect(
      accepted.entries.map(\.action) == [
        .input(.key(KeyChord(key: "?"))), .input(.key(KeyChord(key: "return"))),
        .input(.key(KeyChord(key: "pagedown", control: true, shift: true))),
        .input(.key(KeyChord(key: "7"))),
      ])
  }

  @Test("Unknown fields are refused, like in scene files")
  func unknownFields() throws {
    #expect(
      scriptError(#"{"events": [{"t": 0, "type": "down", "x": 1, "y": 2, "z": 3}]}"#)?.description
        == #"file.json: event 0: unknown field "z" (down takes t, type, x, y)"#)
    #expect(
      scriptError(#"{"events": [{"t": 0, "type": "wheel", "dy": 1, "precice": true}]}"#)?.problem
        == #"unknown field "precice" (wheel takes t, type, dy, precise, flipped, dx, x, y)"#)
    #expect(
      scriptError(#"{"events": [], "event": []}"#)?.description
        == #"file.json: unknown field "event" (a script has "events" and "frames")"#)
  }

  @Test("Frame times: milliseconds, increasing, used by the player")
  func frames() throws {
    let parsed = try script(#"{"events": [{"t": 5, "type": "cancel"}], "frames": [0, 16.5, 40]}"#)
    #expect(parsed.frameTimes == [0, 0.0165, 0.04])
    let player = ScriptPlayer(engine: makeEngine(), script: parsed, fps: 50)
    #expect(player.defaultFrameCount == 3)
    // After the recorded frames, frames come every 1/fps.
    #expect(player.time(ofFrame: 2) == 0.04)
    #expect(close(player.time(ofFrame: 4), 0.08))
    #expect(
      scriptError(#"{"events": [], "frames": [0, 16, 16]}"#)?.problem
        == "frames[2] = 16.0 ms is not after the frame before it")
    #expect(
      scriptError(#"{"events": [], "frames": [-1]}"#)?.problem
        == "frames[0] is not a time between 0 and 864000000 ms")
    #expect(
      scriptError(#"{"events": [], "frames": {"a": 1}}"#)?.problem
        == #""frames" is an object; expected an array"#)
  }
}
