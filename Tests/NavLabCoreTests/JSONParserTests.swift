import Testing

@testable import NavLabCore
@testable import ScreenModel

@Suite("JSON parser")
struct JSONParserTests {
  @Test("Valid documents parse into the expected tree")
  func validDocuments() throws {
    let value = try JSONParser.parse(
      Array(
        #"""
        {
          "events": [
            {"t": 0, "type": "down", "x": 200.5, "y": -1.25e2},
            {"ok": true, "no": false, "nothing": null, "empty": {}, "list": []}
          ],
          "text": "caf\u00e9 \"q\" \\ \/ \n\t 😀 \ud83d\ude00"
        }
        """#.utf8))
    guard case .array(let events) = try #require(value["events"]) else {
      Issue.record("events is not an array")
      return
    }
    #expect(events.count == 2)
    #expect(events[0]["x"] == .number(200.5))
    #expect(events[0]["y"] == .number(-125))
    #expect(events[0]["type"] == .string("down"))
    #expect(events[1]["ok"] == .bool(true))
    #expect(events[1]["no"] == .bool(false))
    #expect(events[1]["nothing"] == .null)
    #expect(events[1]["empty"] == .object([]))
    #expect(events[1]["list"] == .array([]))
    #expect(value["text"] == .string("café \"q\" \\ / \n\t 😀 😀"))
  }

  @Test("Scalars at the top level, a byte order mark and surrounding whitespace")
  func scalars() throws {
    #expect(try JSONParser.parse(Array(" 42 ".utf8)) == .number(42))
    #expect(try JSONParser.parse(Array("-0.5E+1".utf8)) == .number(-5))
    #expect(try JSONParser.parse(Array("\"\"".utf8)) == .string(""))
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
  }

  @Test(
    "A repeated key is refused, naming the key and its path (RFC 8259 §4: names SHOULD be unique)")
  func repeatedKey() throws {
    let top = try #require(jsonFailure(#"{"a": 1, "a": 2}"#))
    #expect(top.message.hasPrefix(#"duplicate key "a" at a;"#))
    // The error points at the second "a" (column 10).
    #expect(top.line == 1 && top.column == 10)
    let nested = try #require(
      jsonFailure(#"{"list": {"sections": [[{"label": "x"}, {"label": "y", "label": "z"}]]}}"#))
    #expect(nested.message.hasPrefix(#"duplicate key "label" at list.sections[0][1].label;"#))
    // Past 16 keys the parser switches to a set: a repeat is still found.
    let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let late = try #require(jsonFailure("{\(many), \"k3\": 0}"))
    #expect(late.message.hasPrefix(#"duplicate key "k3" at k3;"#))
    // A key in a newline is quoted with its escape: the message stays one line.
    let control = try #require(jsonFailure(#"{"a\nb": 1, "a\nb": 2}"#))
    #expect(!control.description.contains("\n") && control.description.contains(#"a\nb"#))
    // Different keys, and the same key in sibling objects, are fine.
    #expect(try JSONParser.parse(Array(#"[{"a": 1}, {"a": 2}]"#.utf8)) != .null)
  }

  @Test("A lone surrogate escape or a NUL is refused; a surrogate pair is one character")
  func surrogates() throws {
    for text in [#""\ud800""#, #""\ud800x""#, #""\ud800\u0041""#, #""\udc00""#, #""a\uDBFF""#] {
      let failure = try #require(jsonFailure(text), "\(text)")
      #expect(failure.message.hasPrefix("a lone UTF-16 surrogate escape"), "\(text)")
    }
    // The column points at the escape (after `"a`).
    #expect(try #require(jsonFailure(#""a\udc00""#)).column == 3)
    let nul = try #require(jsonFailure(#"{"k": "a\u0000b"}"#))
    #expect(nul.message.hasPrefix("a NUL character"))
    // U+1F600 as its pair (RFC 8259 §7's example is U+1D11E).
    #expect(try JSONParser.parse(Array(#""\ud83d\ude00""#.utf8)) == .string("\u{1F600}"))
    #expect(try JSONParser.parse(Array(#""\ud834\udd1e""#.utf8)) == .string("\u{1D11E}"))
  }

  @Test("Empty input")
  func empty() throws {
    let failure = try #require(jsonFailure(""))
    #expect(failure.line == 1 && failure.column == 1)
    #expect(failure.message == "the file ends where a value was expected")
  }

  @Test("Truncated documents name the end of the file")
  func truncated() throws {
    let object = try #require(jsonFailure(#"{"a": 1"#))
    #expect(object.message == "the file ends inside an object")
    #expect(object.line == 1 && object.column == 8)

    let array = try #require(jsonFailure("[1,\n 2"))
    #expect(array.message == "the file ends inside an array")
    #expect(array.line == 2 && array.column == 3)

    let string = try #require(jsonFailure(#"{"events": "abc"#))
    #expect(string.message == "the file ends inside a string")

    let value = try #require(jsonFailure(#"{"a":"#))
    #expect(value.message == "the file ends where a value was expected")
    #expect(value.column == 6)
  }

  @Test("Trailing garbage after the value")
  func trailingGarbage() throws {
    let failure = try #require(jsonFailure(#"{"events": [1, 2]} x"#))
    #expect(failure.message == "unexpected text after the end of the JSON value")
    #expect(failure.line == 1 && failure.column == 20)

    let twoValues = try #require(jsonFailure("{}\n\n  {}"))
    #expect(twoValues.line == 3 && twoValues.column == 3)
  }

  @Test("Binary junk is reported as a byte, not as text")
  func binaryJunk() throws {
    let first = try #require(jsonFailure([0x00, 0xFF, 0x13, 0x37]))
    #expect(first.message == "unexpected byte 0x0 (is this a text file?)")
    #expect(first.line == 1 && first.column == 1)

    let inside = try #require(jsonFailure(Array("[1,\n  ".utf8) + [0x89, 0x50, 0x4E, 0x47]))
    #expect(inside.message == "unexpected byte 0x89 (is this a text file?)")
    #expect(inside.line == 2 && inside.column == 3)

    // Invalid UTF-8 inside a string.
    let badUTF8 = try #require(jsonFailure(Array("[\"a".utf8) + [0xC3, 0x28] + Array("\"]".utf8)))
    #expect(badUTF8.message == "a string is not valid UTF-8")
  }

  @Test("Nesting: 256 levels parse, 257 are refused at the 257th bracket")
  func deepNesting() throws {
    let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(jsonFailure(ok) == nil)

    let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
    let failure = try #require(jsonFailure(tooDeep))
    #expect(failure.message == "nesting deeper than 256 levels")
    #expect(failure.line == 1 && failure.column == 257)

    // Far deeper input does not crash (no recursion beyond the limit).
    let absurd = String(repeating: "{\"a\":", count: 100_000)
    #expect(jsonFailure(absurd)?.message == "nesting deeper than 256 levels")
  }

  @Test("Bad escapes")
  func badEscapes() throws {
    let unknown = try #require(jsonFailure(#"["\x"]"#))
    #expect(unknown.message == #"unknown escape '\x'"#)
    #expect(unknown.line == 1 && (3...5).contains(unknown.column))

    let shortHex = try #require(jsonFailure(#"["\u12"]"#))
    #expect(shortHex.message == #"a \u escape needs four hex digits"#)

    let badHex = try #require(jsonFailure(#"["\uZZZZ"]"#))
    #expect(badHex.message == #"a \u escape needs four hex digits"#)

    let control = try #require(jsonFailure("[\"a\nb\"]"))
    #expect(control.message == "a control character inside a string (unterminated string?)")
  }

  @Test("NaN, Infinity and other non-JSON numbers")
  func nonNumbers() throws {
    let nan = try #require(jsonFailure(#"{"t": NaN}"#))
    #expect(nan.message == "unexpected character 'N'")
    #expect(nan.line == 1 && nan.column == 7)

    #expect(jsonFailure("[nan]")?.message == "unknown word (expected null)")
    #expect(jsonFailure("[-Infinity]")?.message == "a number needs digits")
    #expect(jsonFailure("[1.]")?.message == "a number needs digits after '.'")
    #expect(jsonFailure("[1e]")?.message == "a number needs digits in its exponent")
    #expect(jsonFailure("[1e999]")?.message == "'1e999' is too large for a number")
    #expect(jsonFailure("[+1]")?.message == "unexpected character '+'")
  }

  @Test("Structural errors")
  func structure() throws {
    #expect(jsonFailure("{1: 2}")?.message == "expected a quoted member name")
    #expect(jsonFailure(#"{"a" 2}"#)?.message == #"expected ':' after the member name "a""#)
    #expect(jsonFailure(#"{"a": 1 "b": 2}"#)?.message == "expected ',' or '}' in an object")
    #expect(jsonFailure("[1 2]")?.message == "expected ',' or ']' in an array")
    #expect(jsonFailure("[1,]")?.message == "unexpected character ']'")
    #expect(jsonFailure("[tru]")?.message == "unknown word (expected true)")
  }

  @Test("Columns count characters, not bytes")
  func columnsCountCharacters() throws {
    // "é" is two bytes but one column.
    let failure = try #require(jsonFailure(#"["é", x]"#))
    #expect(failure.column == 7)
    #expect(failure.description == "line 1, column 7: unexpected character 'x'")
  }
}
