import DisplayList

/// A bar button item of a scene's navigation bar: a title or a symbol, in the tint colour.
public struct BarItem: Sendable, Equatable {
  public var title: String?
  public var symbol: Symbol?

  public init(title: String? = nil, symbol: Symbol? = nil) {
    self.title = title
    self.symbol = symbol
  }

  /// SF Symbols names a scene may use, and the shapes NavLab draws for them.
  public static let symbolNames: [(String, Symbol)] = [
    ("magnifyingglass", .magnifier), ("heart", .heart), ("ellipsis", .ellipsis),
    ("ellipsis.circle", .ellipsis), ("arrow.down.circle", .download), ("shuffle", .shuffle),
    ("play.fill", .play), ("chevron.left", .chevronLeft), ("chevron.right", .chevronRight),
  ]
}
