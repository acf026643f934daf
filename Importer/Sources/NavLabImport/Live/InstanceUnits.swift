import ScreenModel

/// Issue 38: the custom view instances of the last read that can be read again alone when the
/// only state written since is state they read, as SwiftUI runs the `body` of the views whose
/// dependencies changed and no other.
///
/// A whole read logs every state cell the code reads (``LiveContext/didRead(_:)``); an
/// instance's reads are the cells logged while its content was read, the rest of the tree's are
/// the others. When every cell written since the read is read by instances and by nothing
/// else, those instances (the outermost ones) are read again alone with the node the read gave
/// them (the same instance, its state cells, its arguments) and put in place under their
/// `"node"` markers. Seed 003's `TopView` follows `offset` without its screen being read again.
///
/// An instance qualifies when it was read at the top of the program's context (as
/// ``ReaderUnits``), has no modifiers from its call site, and registered nothing but button
/// actions, switches and `.animation(_:)` curves (replaced by their keys on a read alone): no
/// handler that runs in the tree's order, preference, reader, title or destination.
struct InstanceUnits {
  struct Unit {
    var node: ViewNode
    /// The `"node"` name its content carries.
    var name: String
    /// The cells its content read.
    var reads: Set<ObjectIdentifier>
    /// What it registered, by key: replaced when it is read alone.
    var actions: [String]
    var toggles: [String]
    var animations: [String]
    var depth: Int
    var inlining: [String]
    var spentBefore: Int
  }

  /// Instances that qualify, by identity.
  private(set) var units: [String: Unit] = [:]
  private var refused: Set<String> = []
  /// The read-log ranges the units of the read took (the rest is the tree's own reads).
  private var ranges: [Range<Int>] = []

  /// What the program and the read held before an instance's content was read.
  struct Before {
    var log: Int
    var registrations: Int
    var other: Int
    var actions: Set<String>
    var toggles: Set<String>
    var animations: Set<String>
    var readers: ReaderUnits.Before
  }

  func before(_ importer: ImportSession) -> Before {
    let live = importer.live
    return Before(
      log: live.readLog.count, registrations: live.marks.registrations,
      other: live.otherRegistrations, actions: Set(live.handlers.actions.keys),
      toggles: Set(live.handlers.toggles.keys), animations: Set(live.animations.keys),
      readers: live.readerUnits.before(importer))
  }

  /// Keeps the instance of `node` (its content just read after `before`) if it qualifies.
  mutating func record(_ node: ViewNode, since before: Before, _ importer: ImportSession) {
    let live = importer.live
    guard let identity = node.instance else { return }
    let actions = Set(live.handlers.actions.keys).subtracting(before.actions)
    let toggles = Set(live.handlers.toggles.keys).subtracting(before.toggles)
    let animations = Set(live.animations.keys).subtracting(before.animations)
    let old = before.readers
    let qualifies =
      old.atTop && !node.hasCallSiteModifiers
      && live.marks.registrations - before.registrations
        == actions.count + toggles.count + animations.count
      && live.otherRegistrations == before.other
      && importer.preferences.count == old.importerPreferences
      && importer.navigation.destinationCount == old.destinations
      && importer.textCaseCleared == old.textCaseCleared && !importer.budget.isExhausted
    let range = before.log..<live.readLog.count
    ranges.append(range)
    guard qualifies, !refused.contains(identity), units[identity] == nil else {
      units[identity] = nil
      refused.insert(identity)
      ranges.removeLast()
      return
    }
    units[identity] = Unit(
      node: node, name: live.nodeName(identity), reads: Set(live.readLog[range]),
      actions: actions.sorted(), toggles: toggles.sorted(), animations: animations.sorted(),
      depth: importer.depth, inlining: importer.inlining, spentBefore: old.spent)
  }

  /// The cells the read read outside the units (`log` is the whole read's).
  func treeReads(_ log: [ObjectIdentifier]) -> Set<ObjectIdentifier> {
    var inside = [Bool](repeating: false, count: log.count)
    for range in ranges { for index in range where index < log.count { inside[index] = true } }
    var reads: Set<ObjectIdentifier> = []
    for (index, cell) in log.enumerated() where !inside[index] { reads.insert(cell) }
    return reads
  }

  /// Forgets `identity` and the units inside it before it is read alone (they are recorded
  /// again as that read finds them); the ranges a read alone adds are dropped after it
  /// (``keepRanges(_:)``).
  mutating func forget(_ identity: String) {
    for key in units.keys where key == identity || key.hasPrefix(identity + "/") {
      units[key] = nil
    }
  }

  /// Forgets the units and ranges of a read (a new whole read starts).
  mutating func reset() { self = InstanceUnits() }

  var rangeCount: Int { ranges.count }
  mutating func keepRanges(_ count: Int) { ranges.removeSubrange(count...) }
}
