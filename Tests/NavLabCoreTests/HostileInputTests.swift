import Testing

@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import TuningExport

/// Issue 13, items 9, 11 and 12: scenes and tuning files are refused the same way everywhere,
/// strings have a sane length, and an error never echoes a hostile value whole.
@Suite("Hostile input")
struct HostileInputTests {
  static let minimalList = #""list": {"sections": [[{"label": "a"}]]}"#

  static let refused: [(String, String)] = [
    (
      #"{"title": "T", "kind": "album", "largeTitle": "", \#(minimalList)}"#,
      #"s.json: largeTitle: "" is not one of: always, never, automatic"#
    ),
    (
      #"{"title": "T", "kind": "album", "statusBar": "", \#(minimalList)}"#,
      #"s.json: statusBar: "" is not one of: visible"#
    ),
    (
      #"{"title": "T", "kind": "album", \#(minimalList), "header": {"top": "FF0000"}}"#,
      #"s.json: header.top: "FF0000" is not a colour; write #RRGGBB or #RRGGBBAA"#
    ),
    (
      ##"{"title": "T", "kind": "blog", \##(minimalList), "topBar": {"bottom": "#+12345"}}"##,
      ##"s.json: topBar.bottom: "#+12345" is not a colour"##
    ),
    (
      #"{"title": "\#(String(repeating: "x", count: 40_000))", "kind": "album", \#(minimalList)}"#,
      #"s.json: title: "\#(String(repeating: "x", count: 60))… (39940 more characters)" is 40000 characters long; at most 500"#
    ),
    (
      #"{"title": "T", "kind": "album", "list": {"sections": [[{"label": "\#(String(repeating: "é", count: 10_000))"}]]}}"#,
      "s.json: list.sections[0][0].label: \"éééé"
    ),
  ]

  @Test(
    "Scene leniency is gone: empty choices, colours without #, overlong strings", arguments: 0..<6)
  func refusedScene(_ index: Int) {
    let (text, expected) = Self.refused[index]
    do {
      _ = try SceneDecoder.decode(Array(text.utf8), file: "s.json", id: "s")
      Issue.record("accepted: \(text.prefix(80))")
    } catch {
      #expect(error.description.hasPrefix(expected), "got: \(error.description.prefix(200))")
      #expect(error.description.count < 300)
    }
  }

  @Test("A 500-character label (the limit) is accepted; 501 is not")
  func stringLimit() throws {
    func scene(_ count: Int) -> [UInt8] {
      Array(
        #"{"title": "T", "kind": "album", "list": {"sections": [[{"label": "\#(String(repeating: "a", count: count))"}]]}}"#
          .utf8)
    }
    #expect(try SceneDecoder.decode(scene(500), file: "s", id: "s").rows[0].label.count == 500)
    #expect(throws: SceneError.self) { try SceneDecoder.decode(scene(501), file: "s", id: "s") }
  }

  @Test("Tuning heights a scene would refuse are refused too, with the same rule")
  func tuningHeights() {
    let text = #"{"headerHeight": 100, "headerMinHeight": 200}"#
    #expect(
      throws: SceneError(
        file: "t.json", path: "headerMinHeight", problem: "must not exceed headerHeight")
    ) {
      try TuningFile.decode(Array(text.utf8), file: "t.json")
    }
    #expect(throws: SceneError.self) {
      try TuningFile.decode(Array(#"{"headerHeight": 59}"#.utf8), file: "t.json")
    }
  }

  @Test("A 1 MB event type or key is cut in the message")
  func longValuesAreCut() {
    let huge = String(repeating: "z", count: 1 << 20)
    for event in [#"{"t": 0, "type": "\#(huge)"}"#, #"{"t": 0, "type": "key", "key": "\#(huge)"}"#]
    {
      do {
        _ = try Script.parse(Array(#"{"events": [\#(event)]}"#.utf8), name: "s.json")
        Issue.record("accepted: \(event.prefix(40))")
      } catch {
        #expect(error.description.count < 300, "\(error.description.count) characters")
        #expect(error.description.contains("… (1048516 more characters)"))
      }
    }
  }

  @Test("Quoted.cut keeps short text, cuts long text and shows control characters")
  func quotedCut() {
    #expect(Quoted.cut("abc") == "abc")
    #expect(Quoted.cut("a\nb") == "a\\nb")
    #expect(
      Quoted.cut(String(repeating: "x", count: 61)) == String(repeating: "x", count: 60)
        + "… (1 more character)")
  }
}
