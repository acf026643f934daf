import Foundation
import Testing

@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import TuningExport

/// Inputs libFuzzer found (scripts/fuzz, docs/testing.md), kept so that they stay fixed. Each
/// broke a promise: a refusal is one short line naming the file, and an image costs bounded
/// time. Every test here failed before its fix.
@Suite("Fuzz findings")
struct FuzzRegressionTests {
  /// A refusal: one line, starting with the file's name, short whatever the input held.
  func checkRefusal(_ message: String, file: String) {
    #expect(message.hasPrefix("\(file): "), "\(message.prefix(200))")
    #expect(!message.contains("\n"), "\(message.prefix(200))")
    #expect(message.count <= 400, "\(message.count) characters: \(message.prefix(200))")
  }

  /// 60 DEL characters (U+007F): each is shown as `\u{7F}`, six characters.
  static let dels = String(repeating: "\u{7F}", count: 60)

  @Test(
    "json, script, tuning: escaped control characters count as the characters they show (issue 32's fuzz run)"
  )
  func escapesCountInTheCut() throws {
    // The inputs the 60 s runs found once DEL and C1 controls were escaped too, shortened.
    let json = "{\"\(Self.dels)\(Self.dels)decelerati\" 1}"
    do {
      _ = try JSONParser.parse(Array(json.utf8))
      Issue.record("accepted")
    } catch {
      #expect(error.description.count <= 400 && !error.description.contains("\u{7F}"))
      #expect(error.description.contains(#"\u{7F}"#))
    }
    let script =
      #"{"events": [{"t": 0, "type": "tap", "x": 1, "y": 1, "ani"# + Self.dels + #"": 1}]}"#
    do {
      _ = try Script.parse(Array(script.utf8), name: "s.json")
      Issue.record("accepted")
    } catch {
      checkRefusal(error.description, file: "s.json")
    }
    let tuning = "{\"d\(Self.dels)ece\": 1}"
    do {
      _ = try TuningFile.decode(Array(tuning.utf8), file: "t.json")
      Issue.record("accepted")
    } catch {
      checkRefusal(error.description, file: "t.json")
    }
    #expect(
      Quoted.cut(Self.dels).hasPrefix(String(repeating: #"\u{7F}"#, count: 10) + "… (50 more"))
  }

  @Test("json: a member name holding a line break is quoted escaped, on one line")
  func memberNameWithLineBreak() {
    do {
      _ = try JSONParser.parse(Array(#"{"sn-0.5e-3, \n fale9" 1}"#.utf8))
      Issue.record("accepted")
    } catch {
      #expect(
        error.description
          == #"line 1, column 24: expected ':' after the member name "sn-0.5e-3, \n fale9""#)
    }
  }

  @Test("json: a backslash before a line break is named by its byte, on one line")
  func escapedLineBreak() {
    do {
      _ = try JSONParser.parse(Array("[\"a\\\n\"]".utf8))
      Issue.record("accepted")
    } catch {
      #expect(error.description == #"line 2, column 1: unknown escape: '\' then byte 0xa"#)
    }
  }

  @Test("json: a 5,000-digit number too large for a Double is quoted cut")
  func longNumber() {
    do {
      _ = try JSONParser.parse(Array((String(repeating: "9", count: 5000) + "e999").utf8))
      Issue.record("accepted")
    } catch {
      #expect(error.message.hasSuffix("… (4944 more characters)' is too large for a number"))
      #expect(error.description.count < 160)
    }
  }

  @Test("script: an unknown field whose name holds a line break is refused on one line")
  func scriptFieldWithLineBreak() {
    let text = #"{"events": [{"t": 2399, "type": "scroll_to", "offset": 1, "\nimated": true}]}"#
    do {
      _ = try Script.parse(Array(text.utf8), name: "s.json")
      Issue.record("accepted")
    } catch {
      checkRefusal(error.description, file: "s.json")
      #expect(error.description.contains(#"unknown field "\nimated""#))
    }
  }

  @Test("scene: a misspelt bar symbol is refused in under 400 characters (the list was 457)")
  func longChoiceList() {
    let text =
      #"{"title": "Inbox", "kind": "large-title-list", "barItems": {"trailing": [{"symbol": "magqifyingglass"}]}}"#
    do {
      _ = try SceneDecoder.decode(Array(text.utf8), file: "c.json", id: "c")
      Issue.record("accepted")
    } catch {
      checkRefusal(error.description, file: "c.json")
      #expect(error.description.contains("magnifyingglass"))
      #expect(error.description.contains(" more)"))
    }
  }

  @Test("Quoted.list keeps short lists whole and cuts long ones with how many more")
  func quotedList() {
    #expect(Quoted.list(["a", "b", "c"]) == "a, b, c")
    let names = (0..<100).map { "name\($0)" }
    let cut = Quoted.list(names, limit: 40)
    #expect(cut.hasPrefix("name0, name1, "))
    #expect(cut.count < 60)
    let kept = cut.components(separatedBy: ", ").count
    #expect(cut.hasSuffix(" … (\(100 - kept) more)"))
  }
}

@Suite("Bounded input")
struct BoundedInputTests {
  @Test("A script of more than 500,000 events and frames (a full recording) is refused")
  func scriptLength() throws {
    let frames = (0...500_000).map { String($0) }.joined(separator: ",")
    let text = #"{"events": [{"t": 0, "type": "key", "key": "d"}], "frames": ["# + frames + "]}"
    do {
      _ = try Script.parse(Array(text.utf8), name: "s.json")
      Issue.record("accepted")
    } catch {
      #expect(
        error.description
          == "s.json: 1 events and 500001 frames; at most 500000 in all (as many as a window recording holds)"
      )
    }
  }
}
