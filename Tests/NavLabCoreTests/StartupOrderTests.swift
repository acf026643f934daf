import Foundation
import Testing

/// The list of functions a release link places first (`Sources/navlab/startup-order.txt`,
/// written by `scripts/startup-order` from callgrind runs of headless screenshots; issue 43,
/// docs/performance.md). The linker skips a name it does not find, so a list written from a
/// wrong run, or mangled on the way, would cost memory without a word: these checks see it.
@Suite("Startup order")
struct StartupOrderTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ relative: String) -> String {
    (try? String(contentsOfFile: root.appendingPathComponent(relative).path, encoding: .utf8))
      ?? ""
  }

  static let names = text("Sources/navlab/startup-order.txt").split(
    separator: "\n", omittingEmptySubsequences: false)

  @Test("one symbol name a line, each once: no callgrind marks, addresses or blank lines")
  func wellFormed() {
    #expect(Self.names.count > 1000, "\(Self.names.count) lines")
    #expect(Self.names.last == "", "the file ends with a newline")
    let lines = Self.names.dropLast()
    let malformed = lines.filter { name in
      name.isEmpty || name.hasPrefix("0x")
        || name.contains { $0 == " " || $0 == "'" || $0 == "(" || $0 == "\t" }
    }
    #expect(malformed.isEmpty, "\(malformed.prefix(5))")
    #expect(Set(lines).count == lines.count, "a name is listed twice")
  }

  @Test("it holds what a headless screenshot runs, navlab's own code and the Swift runtime's")
  func coversTheScreenshot() {
    let lines = Set(Self.names.map(String.init))
    // The entry point (Package.swift's `main=navlab_main`), the runtime's object allocation
    // and protocol conformance lookup, and mangled names from the headless runner, the
    // rasterizer and the PNG stream.
    for name in ["navlab_main", "swift_allocObject", "swift_conformsToProtocol"] {
      let listed = lines.contains(name)
      #expect(listed, "\(name) is not listed")
    }
    for module in [
      "6navlab14HeadlessRunner", "11SDLRenderer10Rasterizer", "11SDLRenderer9PNGStream",
    ] {
      let listed = lines.contains { $0.hasPrefix("$s" + module) }
      #expect(listed, "nothing of \(module) is listed")
    }
  }

  @Test("Package.swift links navlab with it in release builds on Linux")
  func linked() {
    let manifest = Self.text("Package.swift")
    #expect(manifest.contains("/Sources/navlab/startup-order.txt\""))
    #expect(manifest.contains("--symbol-ordering-file="))
    #expect(manifest.contains("exclude: [\"startup-order.txt\"]"))
  }
}
