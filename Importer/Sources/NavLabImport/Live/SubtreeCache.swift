import ScreenModel
import SwiftSyntax

/// Issue 38, point 3 (re-evaluate only what depends on what changed), inside a view instance:
/// the views of a builder (a stack's children, a button's label) whose read read no state and
/// registered nothing but button actions are kept, and a later read of the same view in the
/// same place takes them instead of reading them again.
///
/// Seed 003's `TopView` is read alone every scrolled frame (its background follows `offset`);
/// its title, spacer and search button (a glyph with seven modifiers, two shadows) read nothing
/// that changes, and were three quarters of the importer's cost of a frame.
///
/// A view is the same when it is the same expression read with the same interpreter scope (the
/// same view instance, the same `ForEach` element, the same branch: each is a new scope in a
/// new read) in the same place (instance identity, nesting, views being inlined, environment
/// objects, screen, tab). What it depends on besides is state (``Interpreter/stateReads``,
/// ``LiveContext/didRead(_:)``: a read that read any is not kept) and the registrations it made
/// (none kept, but actions, which a hit registers again). Counts the read leaves (views read,
/// placeholders, the read budget) are added again on a hit. A key met twice in one read (a
/// view builder property used twice) is never kept: the two places may differ in what the
/// key does not see.
///
/// Entries hold their scope (so its identity is not reused while they live); a whole read
/// starts a new cache, as it makes new scopes for every instance.
struct SubtreeCache {
  struct Key: Hashable {
    var expression: SyntaxIdentifier
    var file: Int
    var scope: ObjectIdentifier
    var identity: String
    var enclosing: [String]
    var inlining: [String]
    var depth: Int
    var environmentLevels: Int
    var screen: String
    var navigationDepth: Int
    var tab: Int
    var colorScheme: String
    var textCaseCleared: Bool
    var scrollFrames: Int
    var scrollReaders: Int
  }

  struct Entry {
    /// Kept alive: the key holds its identity.
    var scope: Scope
    var contents: [ContentNode]
    /// Button actions the read registered, by id, in order.
    var actions: [(id: String, action: RuntimeValue)]
    var views: Int
    var placeholders: Int
    var spent: Int
  }

  /// What a read may change, before it (``store(_:_:scope:since:_:)`` compares).
  struct Mark {
    var marks: InstanceCache.Marks
    var cellReads: Int
    var other: Int
    var actions: Int
    var preferences: Int
    var destinations: Int
    var valueDestinations: Int
    var container: String?
    var textCaseCleared: Bool
    var sheets: Int
    var searches: Int
    var hasTabSelection: Bool
    var written: Int
    var dirty: Bool
    var views: Int
    var placeholders: Int
    var spent: Int

    init(_ importer: ImportSession) {
      let live = importer.live
      marks = live.marks
      cellReads = live.cellReads
      other = live.otherRegistrations
      actions = live.actionLog.count
      preferences = importer.preferences.count
      destinations = importer.navigation.destinationCount
      valueDestinations = importer.navigation.valueDestinations.count
      container = importer.navigation.container
      textCaseCleared = importer.textCaseCleared
      sheets = live.handlers.sheets.count
      searches = live.handlers.searches.count
      hasTabSelection = live.handlers.tabSelection != nil
      written = live.written.count
      dirty = live.dirty
      views = importer.viewsRead
      placeholders = importer.placeholders
      spent = importer.budget.spent
    }
  }

  /// Off: every view is read (the tests' reference, and the one-off import).
  var isOn = false
  private var entries: [Key: Entry] = [:]
  /// Keys met in the current read, and keys met twice in one read (never kept).
  private var seen: Set<Key> = []
  private var refused: Set<Key> = []
  /// Views taken from the cache so far (tests).
  private(set) var hits = 0
  /// More entries than a screen's views: something makes new scopes every read (a geometry
  /// reader's content); they are dropped rather than kept forever.
  static let maximumEntries = 4096

  /// A whole read: new scopes everywhere, so nothing kept can be met again.
  mutating func reset() {
    entries.removeAll(keepingCapacity: true)
    seen.removeAll(keepingCapacity: true)
    refused.removeAll(keepingCapacity: true)
  }

  /// A read alone starts: keys are counted again, and entries of scopes nothing else holds
  /// (read once, in a scope that is gone) are dropped.
  mutating func beginRead() {
    seen.removeAll(keepingCapacity: true)
    if entries.count > Self.maximumEntries / 2 {
      entries = entries.filter { _, entry in
        var scope = entry.scope
        return !isKnownUniquelyReferenced(&scope)
      }
      if entries.count > Self.maximumEntries { entries.removeAll() }
    }
  }

  /// The key of `child` read now, or nil when it is not kept (off, or no live scope).
  func key(_ child: ViewNode.Child, _ importer: ImportSession) -> Key? {
    guard isOn, let scope = child.bindings.scope else { return nil }
    let live = importer.live
    return Key(
      expression: child.expression.id, file: child.file, scope: ObjectIdentifier(scope),
      identity: child.bindings.identity, enclosing: child.bindings.enclosing,
      inlining: importer.inlining, depth: importer.depth,
      environmentLevels: live.environmentObjects.count, screen: live.screen,
      navigationDepth: importer.navigation.depth, tab: live.shownTab,
      colorScheme: live.colorScheme, textCaseCleared: importer.textCaseCleared,
      scrollFrames: live.scrolls.frames.count, scrollReaders: live.scrolls.readers.count)
  }

  /// The kept read of `key`, its counts added to `importer`'s; nil when it must be read (then
  /// ``store(_:_:scope:since:_:)`` after). The caller registers its actions again
  /// (``LiveContext/registerAction(_:id:)``).
  mutating func take(_ key: Key, _ importer: ImportSession) -> Entry? {
    guard seen.insert(key).inserted else {
      refused.insert(key)
      entries[key] = nil
      return nil
    }
    guard let entry = entries[key],
      importer.budget.spent + entry.spent < ReadBudget.maximumViews
    else { return nil }
    importer.viewsRead += entry.views
    importer.placeholders += entry.placeholders
    importer.budget.spend(entry.spent)
    hits += 1
    return entry
  }

  /// Keeps what reading `key` gave when the read (since `mark`) depended on nothing but the
  /// key: no state read, nothing registered but button actions, nothing else changed.
  mutating func store(
    _ key: Key, _ contents: [ContentNode], scope: Scope, since mark: Mark,
    _ importer: ImportSession
  ) {
    guard !refused.contains(key), entries.count < Self.maximumEntries else { return }
    let live = importer.live
    let actions = live.actionLog.count - mark.actions
    let marks = live.marks
    guard marks.stateReads == mark.marks.stateReads,
      marks.registrations - mark.marks.registrations == actions, live.cellReads == mark.cellReads,
      live.otherRegistrations == mark.other, importer.preferences.count == mark.preferences,
      importer.navigation.destinationCount == mark.destinations,
      importer.navigation.valueDestinations.count == mark.valueDestinations,
      importer.navigation.container == mark.container,
      importer.textCaseCleared == mark.textCaseCleared,
      live.handlers.sheets.count == mark.sheets, live.handlers.searches.count == mark.searches,
      (live.handlers.tabSelection != nil) == mark.hasTabSelection,
      live.written.count == mark.written, live.dirty == mark.dirty,
      !importer.budget.isExhausted
    else { return }
    entries[key] = Entry(
      scope: scope, contents: contents,
      actions: Array(live.actionLog[mark.actions...]),
      views: importer.viewsRead - mark.views,
      placeholders: importer.placeholders - mark.placeholders,
      spent: importer.budget.spent - mark.spent)
  }
}
