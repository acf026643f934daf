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

extension ContentNode {
  /// This tree with each subtree marked `marker` (`.id(x)`, `.node(x)`; the marker with it)
  /// replaced by `content`, and how many were replaced.
  func replacingMarked(_ marker: Modifier, with content: ContentNode) -> (ContentNode, Int) {
    // Read first, copied only on the way to what is replaced (the rest of a screen is shared).
    func inside(_ children: [ContentNode]) -> ([ContentNode], Int) {
      var result = children
      var total = 0
      for index in children.indices {
        let (replaced, found) = children[index].replacingMarked(marker, with: content)
        guard found > 0 else { continue }
        result[index] = replaced
        total += found
      }
      return (total > 0 ? result : children, total)
    }
    switch self {
    case .modified(let base, let modifier):
      if modifier == marker { return (content, 1) }
      let (newBase, inBase) = base.replacingMarked(marker, with: content)
      var newModifier = modifier
      var inLayer = 0
      // A background's or overlay's layer is a tree of its own.
      switch modifier {
      case .background(let layer, let alignment):
        let (newLayer, found) = layer.replacingMarked(marker, with: content)
        if found > 0 { newModifier = .background(newLayer, alignment: alignment) }
        inLayer = found
      case .overlay(let layer, let alignment):
        let (newLayer, found) = layer.replacingMarked(marker, with: content)
        if found > 0 { newModifier = .overlay(newLayer, alignment: alignment) }
        inLayer = found
      default: break
      }
      guard inBase + inLayer > 0 else { return (self, 0) }
      return (.modified(newBase, newModifier), inBase + inLayer)
    case .stack(var stack):
      let (children, found) = inside(stack.children)
      guard found > 0 else { return (self, 0) }
      stack.children = children
      return (.stack(stack), found)
    case .grid(var grid):
      let (children, found) = inside(grid.children)
      guard found > 0 else { return (self, 0) }
      grid.children = children
      return (.grid(grid), found)
    case .scroll(var scroll):
      let (inner, found) = scroll.content.replacingMarked(marker, with: content)
      guard found > 0 else { return (self, 0) }
      scroll.content = inner
      return (.scroll(scroll), found)
    case .toggle(let label, let isOn):
      let (inner, found) = label.replacingMarked(marker, with: content)
      return found > 0 ? (.toggle(label: inner, isOn: isOn), found) : (self, 0)
    case .button(let label, let role):
      let (inner, found) = label.replacingMarked(marker, with: content)
      return found > 0 ? (.button(label: inner, role: role), found) : (self, 0)
    case .text, .image, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      return (self, 0)
    }
  }
}

extension ScreenSpec {
  /// This screen with the subtree marked `marker` replaced by `content` in its content trees;
  /// nil unless exactly one was (a view on a pushed screen is read whole).
  func replacingMarked(_ marker: Modifier, with content: ContentNode) -> ScreenSpec? {
    var copy = self
    var total = 0
    func replace(_ node: inout ContentNode?) {
      guard let tree = node else { return }
      let (replaced, found) = tree.replacingMarked(marker, with: content)
      if found > 0 {
        node = replaced
        total += found
      }
    }
    replace(&copy.content)
    replace(&copy.pinned)
    replace(&copy.principal)
    if var header = copy.header {
      replace(&header.content)
      copy.header = header
    }
    if var card = copy.card {
      replace(&card.content)
      copy.card = card
    }
    for index in copy.rows.indices { replace(&copy.rows[index].content) }
    return total == 1 ? copy : nil
  }
}
