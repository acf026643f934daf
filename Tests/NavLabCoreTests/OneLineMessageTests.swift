import Glibc
import OutputFiles
import Testing

@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import TuningExport

/// Every refusal is one line (issue 32): each field of real scenes, scripts and tuning files is
/// given text holding a line break (and each key one too), and whatever is refused must be
/// refused on one line that starts with the file's name. The scene fuzz target crashed on a tab
/// glyph name holding a newline.
@Suite("One-line messages")
struct OneLineMessageTests {
  /// Text that breaks lines, in the forms a JSON file can carry it.
  static let breakers = ["x\ny", "\r", "a\u{2028}b", "\u{1B}[31mred", "\u{85}"]

  @Test("A tab's glyph name holding a newline is refused on one line (the scene fuzz crash)")
  func glyphWithNewline() throws {
    let text = #"""
      {"kind": "large-title-list", "title": "T", "list": {"sections": [[{"label": "R"}]]},
        "tabBar": {"items": [{"label": "A", "glyph": "star\nX"},
        {"label": "B", "glyph": "gear"}]}}
      """#
    do {
      _ = try SceneDecoder.decode(Array(text.utf8), file: "c.json", id: "c")
      Issue.record("accepted")
    } catch {
      #expect(error.description.hasPrefix("c.json: tabBar.items[0].glyph: "))
      #expect(error.description.contains(#""star\nX""#))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("Every field and key of every scene, given a line break, is refused on one line")
  func everySceneField() throws {
    var files: [String] = []
    for folder in [scenesFolder(), examplesFolder("scenes")] {
      files += try listJSON(folder)
    }
    #expect(files.count >= 10)
    var refused = 0
    var tried = 0
    for path in files {
      let root = try JSONParser.parse(try AtomicFile.read(path, limit: 1 << 22))
      for mutated in Self.mutations(of: root) {
        tried += 1
        do {
          _ = try SceneDecoder.decode(mutated, file: "s.json", id: "s")
        } catch {
          refused += 1
          Self.expectOneLine(error.description, file: "s.json", in: path)
        }
      }
    }
    // Every renamed key is refused (unknown field), and every number, choice or colour turned
    // into text: well over a third of the copies.
    #expect(tried > 500 && refused > tried / 3, "\(refused) of \(tried)")
  }

  @Test("Every field and key of the example scripts, given a line break, is refused on one line")
  func everyScriptField() throws {
    let files = try listJSON(examplesFolder("scripts"))
    #expect(files.count >= 3)
    var refused = 0
    for path in files {
      let root = try JSONParser.parse(try AtomicFile.read(path, limit: 1 << 24))
      for mutated in Self.mutations(of: root, limit: 400) {
        do {
          _ = try Script.parse(Array(Self.text(mutated).utf8), name: "s.json")
        } catch {
          refused += 1
          Self.expectOneLine(error.description, file: "s.json", in: path)
        }
      }
    }
    #expect(refused > 100)
  }

  @Test("Every field and key of a tuning file, given a line break, is refused on one line")
  func everyTuningField() throws {
    let root = try JSONParser.parse(Array(TuningFile.encode(Tuning(), note: "a note").utf8))
    var refused = 0
    for mutated in Self.mutations(of: root) {
      do {
        _ = try TuningFile.decode(Array(Self.text(mutated).utf8), file: "t.json")
      } catch {
        refused += 1
        Self.expectOneLine(error.description, file: "t.json", in: "tuning")
      }
    }
    // Each renamed key, each number turned into text (the note may hold any text but a break).
    #expect(refused >= 20, "\(refused)")
  }

  @Test("A file name holding a line break stays on one line")
  func fileName() {
    let scene = SceneError(file: "a\nb.json", path: "rows[0]", problem: "bad\rvalue")
    #expect(scene.description == #"a\nb.json: rows[0]: bad\rvalue"#)
    let script = ScriptError(file: "s\n.json", index: 2, problem: "x")
    #expect(script.description == #"s\n.json: event 2: x"#)
    #expect(Quoted.escaped("plain – ü 😀") == "plain – ü 😀")
    #expect(Quoted.escaped("a\u{2028}b\u{7F}") == #"a\u{2028}b\u{7F}"#)
  }

  static func expectOneLine(_ message: String, file: String, in source: String) {
    // Controls, NEL, and the line and paragraph separators.
    let breaks = message.unicodeScalars.filter {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
    #expect(breaks.isEmpty, "\(source): \(message.debugDescription)")
    #expect(message.hasPrefix("\(file): "), "\(source): \(message)")
    #expect(message.count <= 400, "\(source): \(message.count) characters")
  }

  /// Copies of `root`, each with one leaf replaced by text holding a line break or one key
  /// given a line break (every leaf and key in turn, at most `limit` copies).
  static func mutations(of root: JSONValue, limit: Int = .max) -> [JSONValue] {
    var result: [JSONValue] = []
    var leaves = 0
    count(root, &leaves)
    for target in 0..<leaves {
      if result.count >= limit { break }
      let breaker = breakers[target % breakers.count]
      var next = 0
      result.append(replace(root, target: target, &next, with: breaker, key: false))
      next = 0
      result.append(replace(root, target: target, &next, with: breaker, key: true))
    }
    return result
  }

  /// Leaves and object members, numbered in document order.
  private static func count(_ value: JSONValue, _ total: inout Int) {
    switch value {
    case .array(let elements): for element in elements { count(element, &total) }
    case .object(let members):
      for member in members {
        total += 1
        count(member.value, &total)
      }
    default: total += 1
    }
  }

  /// `value` with node `target` replaced: a leaf by `breaker` (a string, or appended to a
  /// string), or with `key`, a member's key made to hold `breaker`.
  private static func replace(
    _ value: JSONValue, target: Int, _ next: inout Int, with breaker: String, key: Bool
  ) -> JSONValue {
    switch value {
    case .array(let elements):
      return .array(elements.map { replace($0, target: target, &next, with: breaker, key: key) })
    case .object(let members):
      return .object(
        members.map { member in
          let mine = next == target
          next += 1
          let inner = replace(member.value, target: target, &next, with: breaker, key: key)
          if mine {
            return key
              ? (member.key + breaker, inner)
              : (member.key, .string(text(of: member.value, breaker)))
          }
          return (member.key, inner)
        })
    default:
      defer { next += 1 }
      return next == target && !key ? .string(text(of: value, breaker)) : value
    }
  }

  private static func text(of value: JSONValue, _ breaker: String) -> String {
    if case .string(let text) = value { return text + breaker }
    return breaker
  }

  /// JSON text of `value` (strings escaped as RFC 8259 §7 requires).
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
    case .string(let string):
      var out = "\""
      for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20:
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    case .array(let elements): return "[" + elements.map(text).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.map { text(.string($0.key)) + ":" + text($0.value) }.joined(separator: ",")
        + "}"
    }
  }
}

/// `Assets/examples/NAME` of the repository.
func examplesFolder(_ name: String, _ file: String = #filePath) -> String {
  var parts = file.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/") + "/Assets/examples/" + name
}

/// The `.json` files of `folder`, sorted.
func listJSON(_ folder: String) throws -> [String] {
  guard let directory = opendir(folder) else {
    throw SceneError(file: folder, path: "", problem: "no folder")
  }
  defer { closedir(directory) }
  var names: [String] = []
  while let entry = readdir(directory) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
    }
    if name.hasSuffix(".json") { names.append(folder + "/" + name) }
  }
  return names.sorted()
}
