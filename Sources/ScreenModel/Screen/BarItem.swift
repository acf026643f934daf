import DisplayList

/// A bar button item of a scene's navigation bar: a title or a symbol, in the tint colour.
public struct BarItem: Sendable, Equatable {
  public var title: String?
  public var symbol: Symbol?
  /// The name a live program hears when the item is tapped (a toolbar `Button`'s action).
  public var action: String?
  /// A menu the item opens when tapped (a toolbar `Menu`).
  public var menu: MenuSpec?

  public init(title: String? = nil, symbol: Symbol? = nil) {
    self.title = title
    self.symbol = symbol
  }

  /// Names a scene may use for a bar item's symbol: every ``Symbol/sceneName``, plus the SF
  /// Symbols names bars usually show that NavLab draws with one of its shapes. Other SF
  /// Symbols names (`ellipsis.circle`) are drawn from the open set (``Symbol/init(sceneName:)``).
  public static let symbolNames: [(String, Symbol)] =
    Symbol.allCases.map { ($0.sceneName, $0) } + [
      ("arrow.down.circle", .download), ("play.fill", .play),
    ]
}
