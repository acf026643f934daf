import Testing

@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import TuningExport

/// A property test over scripts, scenes and tuning files together: thousands of mutations of
/// valid documents (cut short, bytes flipped, values swapped for huge strings, extreme numbers,
/// deep nesting, control characters) must each be either accepted with every value in range,
/// or refused with one short line naming the file. Seeded, so every run checks the same inputs.
@Suite("Hostile input, property")
struct HostileInputPropertyTests {
  /// SplitMix64 (Steele, Lea and Flood 2014): small, fast and fully deterministic.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  }

  static let script = #"""
    {"events": [{"t": 0, "type": "down", "x": 200, "y": 600}, {"t": 16, "type": "move", "x": 200, "y": 560},
     {"t": 33, "type": "up", "x": 200, "y": 520}, {"t": 500, "type": "wheel", "dy": -3.5, "precise": true},
     {"t": 900, "type": "key", "key": "ctrl+s"}, {"t": 1000, "type": "fling", "velocity": 2000},
     {"t": 1200, "type": "scroll_to", "offset": 120, "animated": false}, {"t": 3000, "type": "screenshot", "path": "a.png"}]}
    """#
  static let scene = #"""
    {"title": "Album", "kind": "album", "largeTitle": "never", "statusBar": "hide-until-scrolled", "appearance": "dark",
     "list": {"style": "plain", "rowStyle": "cell", "rowHeight": 56, "rows": 30, "sections": [[{"label": "One", "value": "3:12", "subtitle": "A", "icon": "red", "glyph": "1"}]]},
     "header": {"height": 300, "minHeight": 100, "top": "#112233", "bottom": "#445566FF", "coverTitle": "C", "artist": "X"},
     "card": {"icon": "blue", "callout": ["a", "b"]}}
    """#
  static let tuning = #"""
    {"decelerationRate": 0.998, "rubberBandConstant": 0.55, "springStiffness": 100, "springDampingRatio": 1,
     "snapsLargeTitle": true, "headerHeight": 280, "headerMinHeight": 90, "topBarThreshold": 40,
     "statusBarScrolledThreshold": 20, "statusBarPulledThreshold": -20}
    """#

  /// Values a hostile file puts where a value was.
  static let replacements: [String] = [
    "\"\"", "\"\(String(repeating: "W", count: 40_000))\"", "1e308", "-1e308", "1e-320", "-0",
    "123456789012345678901234567890", "null", "true", "[]", "{}",
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    "\"\\u0000\\n\\t\"", "\"#12345\"", "\"#GGGGGG\"", "\"FF0000\"", "\"\u{202E}evil\"", "-1", "0",
  ]

  static func mutate(_ text: String, _ random: inout Generator) -> [UInt8] {
    var bytes = Array(text.utf8)
    // Mostly one mutation, so that many documents stay valid and their values get checked.
    for _ in 0..<(random.below(4) == 0 ? 2 + random.below(3) : 1) {
      switch random.below(5) {
      case 0:  // cut short
        bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
      case 1:  // change a byte (often a digit, so numbers move in and out of range)
        let digits = bytes.indices.filter { (48...57).contains(bytes[$0]) }
        if random.below(2) == 0, !digits.isEmpty {
          bytes[digits[random.below(digits.count)]] = UInt8(48 + random.below(10))
        } else if !bytes.isEmpty {
          bytes[random.below(bytes.count)] = UInt8(random.below(256))
        }
      case 2, 3:  // replace a value (after a colon, up to the next comma or brace)
        let colons = bytes.indices.filter { bytes[$0] == UInt8(ascii: ":") }
        guard let colon = colons.isEmpty ? nil : colons[random.below(colons.count)] else { break }
        var end = colon + 1
        var inString = false
        while end < bytes.count {
          let byte = bytes[end]
          if byte == UInt8(ascii: "\"") { inString.toggle() }
          if !inString && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")) { break }
          end += 1
        }
        let value = replacements[random.below(replacements.count)]
        bytes.replaceSubrange((colon + 1)..<end, with: Array(" \(value)".utf8))
      default:  // duplicate a slice
        guard bytes.count > 2 else { break }
        let start = random.below(bytes.count - 1)
        let slice = bytes[start..<min(bytes.count, start + random.below(40) + 1)]
        bytes.insert(contentsOf: slice, at: random.below(bytes.count))
      }
    }
    return bytes
  }

  /// A refusal: one line, starting with the file's name, short whatever the input held.
  static func checkRefusal(_ message: String, file: String) {
    #expect(message.hasPrefix("\(file): "), "\(message.prefix(200))")
    #expect(!message.contains("\n"), "\(message.prefix(200))")
    #expect(message.count <= 400, "\(message.count) characters: \(message.prefix(200))")
  }

  @Test("The unmutated documents are valid")
  func seedsAreValid() throws {
    _ = try Script.parse(Array(Self.script.utf8), name: "s.json")
    _ = try SceneDecoder.decode(Array(Self.scene.utf8), file: "c.json", id: "c")
    _ = try TuningFile.decode(Array(Self.tuning.utf8), file: "t.json")
  }

  @Test("Mutated scripts, scenes and tuning files: accepted in range, or refused in one short line")
  func mutations() throws {
    var random = Generator(state: 13)
    var accepted = [0, 0, 0]
    var refused = [0, 0, 0]
    for _ in 0..<600 {
      let scriptBytes = Self.mutate(Self.script, &random)
      do {
        let script = try Script.parse(scriptBytes, name: "s.json")
        accepted[0] += 1
        #expect(script == (try Script.parse(scriptBytes, name: "s.json")), "deterministic")
        #expect(zip(script.entries, script.entries.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(script.entries.allSatisfy { $0.time.isFinite && $0.time >= 0 })
      } catch {
        refused[0] += 1
        Self.checkRefusal(error.description, file: "s.json")
      }

      let sceneBytes = Self.mutate(Self.scene, &random)
      do {
        let spec = try SceneDecoder.decode(sceneBytes, file: "c.json", id: "c")
        accepted[1] += 1
        let strings =
          [spec.title, spec.header?.coverTitle ?? "", spec.header?.artist ?? ""]
          + (spec.card?.callout ?? [])
          + spec.rows.flatMap { [$0.label, $0.value, $0.subtitle, $0.glyph] }
        #expect(strings.allSatisfy { $0.count <= 500 })
        #expect((20...400).contains(spec.rowHeight))
        if let header = spec.header { #expect(header.minHeight <= header.height) }
        if let bar = spec.topBar?.parameters { #expect(bar.minHeight <= bar.maxHeight) }
        #expect((0...100_000_000).contains(spec.rowCount))
      } catch {
        refused[1] += 1
        Self.checkRefusal(error.description, file: "c.json")
      }

      let tuningBytes = Self.mutate(Self.tuning, &random)
      do {
        let tuning = try TuningFile.decode(tuningBytes, file: "t.json")
        accepted[2] += 1
        #expect((0.9...0.99999).contains(tuning.decelerationRate))
        #expect((1...10_000).contains(tuning.springStiffness))
        #expect((0.05...10).contains(tuning.springDampingRatio))
        #expect(tuning.headerHeight.map { (60...1000).contains($0) } ?? true)
        if let height = tuning.headerHeight, let minimum = tuning.headerMinHeight {
          #expect(minimum <= height)
        }
      } catch {
        refused[2] += 1
        Self.checkRefusal(error.description, file: "t.json")
      }
    }
    // The mutations exercise both outcomes for every kind of file.
    for kind in 0..<3 {
      #expect(
        accepted[kind] > 30 && refused[kind] > 100, "\(accepted) accepted, \(refused) refused")
    }
  }
}
