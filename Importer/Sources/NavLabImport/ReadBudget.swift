import SwiftSyntax

/// How many views one read of the files may expand, counted across nested `ForEach`, custom
/// views (a view that contains itself included) and view-returning code: past it the rest is
/// cut, with one warning naming the line where the cut began (issue 42).
///
/// The per-`ForEach` limit (1000) alone did not bound a read: three nested `ForEach(0..<1000)`
/// asked for a billion views (14.7 GB after 120 s), two nested a million (about 500 MB and
/// 12 s in a debug build), and a view whose body holds two of itself doubles at each of the 24
/// levels the reader follows. Every view a builder yields is one unit, spent before the view is
/// read, so what a read builds is bounded by ``maximumViews`` views. Measured with a read cut
/// at the full budget (1000 rows of 1000 texts in an `HStack` each, debug builds): the importer
/// peaks at 30 MB and navlab at 56 MB; navlab's layout of 10,000 texts side by side is the
/// cost that sets the number (17.5 CPU-s in a debug build; at 20,000 it took 2.6 times as long).
final class ReadBudget {
  /// Views one read may expand. A long real screen is a `List` of a `ForEach` of 1000 rows of
  /// four or five views each: about 5,000.
  static let maximumViews = 10_000

  /// How deep a custom view (or a view-returning function) is followed into itself: 4 levels
  /// (the code runs, so an `if` may end the recursion; a view that holds two of itself gives
  /// 16 copies at most, each inner one a placeholder).
  static let maximumSelfNesting = 4

  private(set) var spent = 0
  /// Whether the warning was given (once a read).
  private var warned = false

  /// Whether nothing more may be read.
  var isExhausted: Bool { spent >= Self.maximumViews }

  /// Spends one view for `node`; false once the budget is spent (the first time it warns at
  /// `node`).
  func take(_ node: some SyntaxProtocol, file: Int, in session: ImportSession) -> Bool {
    guard hasRoom(node, file: file, in: session) else { return false }
    spent += 1
    return true
  }

  /// Spends `count` views at once: what a kept read spent, taken again (``SubtreeCache``).
  func spend(_ count: Int) { spent += count }

  /// Whether views may still be read; once not, a loop (`ForEach`) at `node` stops, with the
  /// warning if it is the first to meet the end.
  func hasRoom(_ node: some SyntaxProtocol, file: Int, in session: ImportSession) -> Bool {
    guard isExhausted else { return true }
    if !warned {
      warned = true
      session.warn(
        "more than \(Self.maximumViews) views in one read (nested ForEach, or a view that contains itself); the rest is cut",
        at: node, file: file)
    }
    return false
  }
}
