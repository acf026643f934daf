import NavLabCore
import ScreenModel

/// The words of a live SwiftUI run's failures (issue 43): one line each, naming the mistake the
/// importer found in the user's files — `Broken.swift:4:13: error: expected ')'`, the views there
/// are for a wrong `--view`, "no SwiftUI view in the files" — rather than how the process pair
/// noticed it ("exited with status 2", "its first response has no scene"). The same line goes to
/// the terminal and to the window's banner; the banner's heading says what is still running.
enum LiveMessages {
  /// The line for a program that did not start (at launch, or after a save): the importer's
  /// first error, from its answer's warnings or its standard error; else how it ended.
  static func startFailure(
    source: String, warnings: [String], log: [String], problem: String?
  ) -> String {
    let errors = (warnings + log).filter(isError)
    if let first = errors.first {
      let more = errors.count - 1
      let line = cleaned(first, source: source)
      return more == 0 ? line : "\(line) (and \(more) more error\(more == 1 ? "" : "s"))"
    }
    if let first = log.first {
      // An importer that refused its arguments, or crashed: its own first line says why.
      return
        "navlab: \(source): the SwiftUI importer did not start: \(Quoted.cut(first, limit: 240))"
    }
    return
      "navlab: \(source): the SwiftUI importer did not start: \(problem ?? "it drew no scene from the files")."
  }

  /// The line for a program that stopped while running: the problem, with the importer's own
  /// first line when it wrote one.
  static func stopped(source: String, problem: String, log: [String]) -> String {
    var line = "navlab: \(source): the live SwiftUI run stopped: \(problem)"
    if let first = log.first(where: isError) ?? log.first {
      line += " (\(Quoted.cut(first, limit: 240)))"
    }
    return line + "."
  }

  /// Whether `line` is a compiler-style error: `File.swift:4:13: error: …`.
  static func isError(_ line: String) -> Bool { line.contains(": error: ") }

  /// `line` as navlab prints it: a diagnostic with a place in a file unchanged (editors link
  /// it); one about the files as a whole (`navlab-import:0:0: error: no view named …`) as
  /// `navlab: SOURCE: no view named …`.
  static func cleaned(_ line: String, source: String) -> String {
    guard let marker = line.firstRange(of: ": error: ") else { return line }
    let place = line[..<marker.lowerBound]
    guard place.hasSuffix(":0:0") else { return line }
    return "navlab: \(source): \(line[marker.upperBound...])"
  }

  /// The banner's heading over a live program's line: what the window shows and runs now.
  enum Heading {
    /// A save did not start: the program started before it (or its last frame) carries on.
    static func notReloaded(stillRunning: Bool) -> String {
      stillRunning ? Banner.notReloadedStillRunning : Banner.notReloadedStopped
    }
  }
}
