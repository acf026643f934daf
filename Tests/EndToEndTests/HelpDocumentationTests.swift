import Foundation
import Testing

/// The help text against the docs (issue 33: "the docs match what the program does"), as
/// `DocumentationTests` does for scene fields: every option `navlab --help`, `navlab plot --help`
/// and `navlab export --help` lists is in the README's command line and in docs/ or the README
/// as a `code span`; every option the README's command line shows exists; every key of the
/// README's key table is in the `--help` key table.
@Suite("Help text and docs agree")
struct HelpDocumentationTests {
  static let repository = NewcomerCommandLineTests.repository

  static func text(_ relative: String) -> String {
    (try? String(
      contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)) ?? ""
  }

  /// README.md and every page of docs/.
  static var documentation: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: repository.appendingPathComponent("docs").path)) ?? []
    return [text("README.md")] + docs.filter { $0.hasSuffix(".md") }.map { text("docs/" + $0) }
  }

  /// The `--long-options` in `text`.
  static func options(in text: some StringProtocol) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    while let range = rest.range(of: "--") {
      let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if let first = name.first, first.isLetter { found.insert("--" + name) }
      rest = rest[range.upperBound...]
    }
    return found
  }

  /// The options of one help text's OPTIONS section.
  static func helpOptions(_ arguments: [String]) throws -> Set<String> {
    let help = try NewcomerCommandLineTests.run(arguments).standardOutput
    let start = try #require(help.range(of: "OPTIONS:"))
    return options(in: help[start.upperBound...]).subtracting(["--help"])
  }

  /// The README's "Command line" code block.
  static var readmeCommandLine: String {
    let readme = text("README.md")
    guard let heading = readme.range(of: "## Command line"),
      let open = readme.range(of: "```", range: heading.upperBound..<readme.endIndex),
      let close = readme.range(of: "```", range: open.upperBound..<readme.endIndex)
    else { return "" }
    return String(readme[open.upperBound..<close.lowerBound])
  }

  @Test("every option of the three help texts is in the README's command line and the docs")
  func optionsDocumented() throws {
    var all: Set<String> = []
    for arguments in [["--help"], ["plot", "--help"], ["export", "--help"]] {
      all.formUnion(try Self.helpOptions(arguments))
    }
    #expect(all.count > 30)
    let usage = Self.options(in: Self.readmeCommandLine)
    // --compare-tuning is the old spelling of --compare, kept working; --version is in USAGE.
    let missing = all.subtracting(usage).subtracting(["--compare-tuning"]).sorted()
    #expect(missing.isEmpty, "options the README's command line does not show: \(missing)")
    let spans = Set(
      Self.documentation.flatMap { page in
        page.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.flatMap { Self.options(in: $0.element) }
      })
    let unexplained = all.subtracting(spans).subtracting(["--compare-tuning"]).sorted()
    #expect(unexplained.isEmpty, "options no docs page explains in a `code span`: \(unexplained)")
    let unknown = usage.subtracting(all).subtracting(["--version"]).sorted()
    #expect(unknown.isEmpty, "options the README shows that navlab does not have: \(unknown)")
  }

  @Test("every key of the README's key table is in navlab --help's key table")
  func keysDocumented() throws {
    let help = try NewcomerCommandLineTests.run(["--help"]).standardOutput
    let start = try #require(help.range(of: "Keys in the window"))
    let end = try #require(help.range(of: "\n\n", range: start.upperBound..<help.endIndex))
    let table = help[start.upperBound..<end.lowerBound]
    let readme = Self.text("README.md")
    let keysStart = try #require(readme.range(of: "| key | does |"))
    let keyRows = readme[keysStart.upperBound...].split(separator: "\n").dropFirst()
      .prefix { $0.hasPrefix("|") }
    #expect(keyRows.count > 20)
    var missing: [String] = []
    for row in keyRows {
      let first = row.split(separator: "|").first ?? ""
      let spans = first.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      missing += spans.filter { !table.contains($0) }
    }
    #expect(missing.isEmpty, "README keys missing from navlab --help: \(missing)")
  }
}
