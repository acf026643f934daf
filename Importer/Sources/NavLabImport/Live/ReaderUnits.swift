import ScreenModel

/// Issue 38: the `GeometryReader`s of the last read whose content can be read again alone.
///
/// A scroll moves a reader's frame every frame, and its content is the only part of the tree
/// that reads it (a proxy exists nowhere else in a read). When nothing else changed (no state
/// written, no other watched frame moved), reading that content again with the new proxy and
/// putting it where the reader's `"id"` marks it in the last screen gives what a whole read
/// would, for the cost of the reader's own views: seed 004's stretchy header (7 of its 36
/// views), seed 003's one `Color.clear` whose preference feeds `onPreferenceChange`.
///
/// A reader qualifies when reading its content registered nothing but preference values (no
/// handler, action, reader, animation, coordinate space, title or destination: those must be
/// registered by a whole read, in the tree's order) and it was read at the top of the program's
/// context (the root screen, no environment object, nested scroll view or scroll reader around
/// it, no pushed screen being read): what a read alone starts from.
struct ReaderUnits {
  /// One reader as the last whole read read it.
  struct Unit {
    /// The reader's node: its closure and the scope the read gave it (the view instance around
    /// it, the names in its builder).
    var node: ViewNode
    /// Where its preference values sit in ``LiveHandlers/preferences``, by key type.
    var preferences: [String: Range<Int>]
    /// The read's nesting and the custom views being inlined around it (limits apply as in a
    /// whole read), and the views the read had spent before it.
    var depth: Int
    var inlining: [String]
    var spentBefore: Int
  }

  /// Readers that qualify, by id.
  private(set) var units: [String: Unit] = [:]
  /// Readers read twice in one read, or that did not qualify.
  private var refused: Set<String> = []

  /// What the program and the read held before a reader's content was read.
  struct Before {
    var registrations: Int
    var other: Int
    var preferences: [String: Int]
    var importerPreferences: Int
    var destinations: Int
    var textCaseCleared: Bool
    var spent: Int
    var atTop: Bool
  }

  func before(_ importer: ImportSession) -> Before {
    let live = importer.live
    return Before(
      registrations: live.marks.registrations, other: live.otherRegistrations,
      preferences: live.handlers.preferences.mapValues(\.count),
      importerPreferences: importer.preferences.count,
      destinations: importer.navigation.destinationCount,
      textCaseCleared: importer.textCaseCleared, spent: importer.budget.spent,
      atTop: live.screen.isEmpty && live.environmentObjects.isEmpty
        && live.scrolls.frames.isEmpty && live.scrolls.readers.isEmpty
        && importer.navigation.depth == 0)
  }

  /// Keeps the reader `id` (its content just read after `before`) if it qualifies.
  mutating func record(
    _ id: String, node: ViewNode, since before: Before, _ importer: ImportSession
  ) {
    let live = importer.live
    var ranges: [String: Range<Int>] = [:]
    var values = 0
    for (type, list) in live.handlers.preferences {
      let start = before.preferences[type] ?? 0
      guard list.count > start else { continue }
      ranges[type] = start..<list.count
      values += list.count - start
    }
    let qualifies =
      before.atTop && live.marks.registrations - before.registrations == values
      && live.otherRegistrations == before.other
      && importer.preferences.count == before.importerPreferences
      && importer.navigation.destinationCount == before.destinations
      && importer.textCaseCleared == before.textCaseCleared && !importer.budget.isExhausted
    guard qualifies, !refused.contains(id), units[id] == nil else {
      units[id] = nil
      refused.insert(id)
      return
    }
    units[id] = Unit(
      node: node, preferences: ranges, depth: importer.depth, inlining: importer.inlining,
      spentBefore: before.spent)
  }

  /// Whether a read alone of `unit` with `importer` (a new session) registered what the unit
  /// did when read whole: preference values only, as many of each key, within the read's budget.
  static func same(_ unit: Unit, _ importer: ImportSession, since before: Before) -> Bool {
    let live = importer.live
    var values = 0
    for (type, list) in live.handlers.preferences {
      guard list.count == unit.preferences[type]?.count else { return false }
      values += list.count
    }
    let expected = unit.preferences.values.reduce(0) { $0 + $1.count }
    return values == expected && live.marks.registrations - before.registrations == values
      && live.otherRegistrations == before.other && importer.preferences.isEmpty
      && importer.navigation.destinationCount == 0 && !importer.textCaseCleared
      && unit.spentBefore + importer.budget.spent < ReadBudget.maximumViews
  }
}
