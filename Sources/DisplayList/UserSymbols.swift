import Synchronization

/// The user's own SF Symbols, exported from Apple's SF Symbols app as SVG (`--symbols DIR`).
///
/// NavLab never ships SF Symbols; a user who has the app may export the symbols a mock-up
/// needs and draw them instead of the open set's stand-ins. Installed once at launch, before
/// scenes are read; a ``Symbol/user(_:)`` holds an index into them. A user's symbol takes
/// precedence over every other drawing of its name.
public enum UserSymbols {
  /// One exported symbol: its name (the file's, `music.note.svg` → `music.note`) and the SVG
  /// path data of its glyph, filled by the non-zero rule and fitted into the symbol's frame.
  public struct Entry: Sendable, Equatable {
    /// The SF Symbol name.
    public let name: String
    /// The glyph's paths (the export's `Regular-M` group, or every path of a plain SVG).
    public let paths: [String]

    /// Creates an entry.
    public init(name: String, paths: [String]) {
      self.name = name
      self.paths = paths
    }
  }

  private static let store = Mutex<[Entry]>([])

  /// Replaces the installed symbols with `entries` (the last of two with one name wins).
  public static func install(_ entries: [Entry]) {
    store.withLock { $0 = entries }
  }

  /// The index of the installed symbol `name`, if any (the last installed of that name).
  public static func index(named name: String) -> Int? {
    store.withLock { entries in entries.lastIndex { $0.name == name } }
  }

  /// The installed symbol at `index`, nil when there is none.
  public static func entry(_ index: Int) -> Entry? {
    store.withLock { entries in entries.indices.contains(index) ? entries[index] : nil }
  }
}
