import Foundation
import Testing

/// Every usage error prints one line and exits 2, like runtime errors and `navlab plot`.
@Suite("Usage errors")
struct UsageErrorTests {
  static let cases: [(arguments: [String], expected: String)] = [
    (
      ["--screen", "bogus"],
      "navlab: unknown screen 'bogus'; use one of: settings, feed, album, blog."
    ),
    (["--rows", "-5"], "navlab: --rows -5: a list cannot have fewer than 0 rows."),
    (["--fps", "0"], "navlab: --fps must be between 1 and 1000."),
    (["--fps", "-30"], "navlab: --fps must be between 1 and 1000."),
    (["--frames", "-1"], "navlab: --frames -1: the number of frames cannot be negative."),
    (["--record-scale", "7"], "navlab: --record-scale must be 1, 2 or 3."),
    (
      ["--headless", "--record-script", "x.json"],
      "navlab: --record-script records a window session"
    ),
    (["--rows"], "navlab: Missing value for '--rows <rows>'."),
    (["--bogus"], "navlab: Unknown option '--bogus'."),
  ]

  @Test("One line, exit code 2, in both modes", arguments: cases)
  func oneLine(_ usage: (arguments: [String], expected: String)) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let modes: [[String]] = usage.arguments.contains("--headless") ? [[]] : [[], ["--headless"]]
    for mode in modes {
      let result = try NavLabProcess.run(mode + usage.arguments, in: folder)
      #expect(result.status == 2, "\(mode + usage.arguments)")
      #expect(result.standardError.hasPrefix(usage.expected), "\(result.standardError)")
      #expect(result.standardError.hasSuffix(" See navlab --help.\n"), "\(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1)
      #expect(result.standardOutput.isEmpty)
    }
    #expect(try NavLabProcess.files(in: folder) == [])
  }
}
