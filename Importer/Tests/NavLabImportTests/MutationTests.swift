import ScreenModel
import Testing

@testable import NavLabImport

/// Hostile and broken input never crashes the importer: the Inbox example cut, spliced and
/// sprinkled with bytes (a fixed-seed generator, so a failure replays) either imports or gives
/// errors with a place.
@Suite struct MutationTests {
  /// SplitMix64 (Steele, Lea, Flood 2014): a small deterministic generator.
  struct SplitMix {
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

  @Test func mutatedSourcesImportOrFailCleanly() throws {
    let original = try SourceFiles.read(repositoryRoot + "/Examples/SwiftUI/Inbox.swift")
    var random = SplitMix(state: 29)
    let alphabet = Array("{}()[]\\\".$#@\n \u{0}é".utf8)
    for round in 0..<150 {
      var bytes = original
      for _ in 0..<(1 + random.below(4)) {
        let at = random.below(bytes.count)
        switch random.below(3) {
        case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.below(40)))
        case 1: bytes.insert(alphabet[random.below(alphabet.count)], at: at)
        default:
          let from = random.below(bytes.count)
          bytes.insert(contentsOf: bytes[from..<min(bytes.count, from + random.below(80))], at: at)
        }
      }
      let result = SwiftUIImporter.run([("Mutant\(round).swift", bytes)])
      if result.scene == nil {
        #expect(result.diagnostics.contains { $0.severity == .error }, "round \(round)")
      } else {
        #expect(result.json?["list"] != nil, "round \(round)")
      }
    }
  }
}
