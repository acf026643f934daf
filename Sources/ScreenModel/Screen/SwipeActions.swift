import DisplayList

/// The edge of a row whose swipe reveals a set of actions (SwiftUI `HorizontalEdge`): a swipe
/// left reveals the trailing actions, a swipe right the leading ones.
public enum SwipeEdge: String, Sendable, Equatable, Hashable, CaseIterable {
  case trailing
  case leading
}

/// One button a swipe reveals (SwiftUI's `Button` inside `.swipeActions`, UIKit's
/// `UIContextualAction`): its title, an optional symbol, a role and a tint.
public struct SwipeAction: Sendable, Equatable, Hashable {
  /// What the button says.
  public var title: String
  /// The SF Symbol name of its icon, as written ("" none).
  public var glyph: String {
    didSet { symbol = glyph.isEmpty ? nil : Symbol(sceneName: glyph) }
  }
  /// The symbol `glyph` names, resolved once.
  public private(set) var symbol: Symbol?
  /// A destructive action is red (unless tinted) and a full swipe on it removes the row.
  public var role: ButtonRole
  /// The button's background (`.tint(.orange)`); nil: red when destructive, else gray.
  public var tint: ColorValue?
  /// The name a live program hears when the action runs (its `Button`'s action); nil: none.
  public var action: String?

  /// A button titled `title`.
  public init(
    _ title: String, glyph: String = "", role: ButtonRole = .none, tint: ColorValue? = nil,
    action: String? = nil
  ) {
    self.title = title
    self.glyph = glyph
    symbol = glyph.isEmpty ? nil : Symbol(sceneName: glyph)
    self.role = role
    self.tint = tint
    self.action = action
  }
}

/// The actions one edge of a row reveals (SwiftUI `.swipeActions(edge:allowsFullSwipe:)`):
/// the first is outermost, at the edge, and is the one a full swipe runs.
///
/// ```swift
/// SwipeActions(edge: .trailing, actions: [
///   SwipeAction("Delete", role: .destructive), SwipeAction("Flag", tint: .semantic(.orange))])
/// ```
public struct SwipeActions: Sendable, Equatable, Hashable {
  public var edge: SwipeEdge
  /// A swipe across the row runs the first action (SwiftUI's default: true).
  public var allowsFullSwipe: Bool
  /// One to ``maximumActions`` buttons, outermost first.
  public var actions: [SwipeAction]

  public init(edge: SwipeEdge = .trailing, allowsFullSwipe: Bool = true, actions: [SwipeAction]) {
    self.edge = edge
    self.allowsFullSwipe = allowsFullSwipe
    self.actions = actions
  }

  /// At most this many buttons an edge (each at least 74 pt wide: five fill a phone's row).
  public static let maximumActions = 5
}

extension RowContent {
  /// The actions row swipes reveal at `edge`, if it has any.
  public func swipeActions(_ edge: SwipeEdge) -> SwipeActions? {
    swipeActions.first { $0.edge == edge }
  }
}
