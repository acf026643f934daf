import DisplayList

/// A bar button item of a scene's navigation bar: a title or a symbol, in the tint colour, or
/// an image file (an app's asset image, `Image("close")`).
public struct BarItem: Sendable, Equatable {
  public var title: String?
  public var symbol: Symbol?
  /// An image file's path (resolved against the scene's folder once decoded), drawn in the
  /// symbol's square; ``imageName`` names it in the layout dump.
  public var image: String? {
    didSet { imageName = image.map(Self.imageName) }
  }
  /// The image's name as the code writes it: its asset set's (`close.imageset/…@3x.png` →
  /// `close`), else the file's without scale suffix and extension.
  public private(set) var imageName: String?
  /// The name a live program hears when the item is tapped (a toolbar `Button`'s action).
  public var action: String?
  /// A menu the item opens when tapped (a toolbar `Menu`).
  public var menu: MenuSpec?
  /// A flexible space between a bottom toolbar's items (UIKit's
  /// `UIBarButtonItem.flexibleSpace()`, SwiftUI's `Spacer()` in a `ToolbarItemGroup`): the
  /// toolbar's free width is shared among its spaces; it draws nothing.
  public var isSpace = false

  /// A flexible space (see ``isSpace``).
  public static var space: BarItem {
    var item = BarItem()
    item.isSpace = true
    return item
  }

  public init(title: String? = nil, symbol: Symbol? = nil) {
    self.title = title
    self.symbol = symbol
  }

  /// The side of the square a bar item's symbol or image is drawn in, in points.
  public static let symbolSide = 22.0

  /// An item drawing the image file at `path`.
  public init(image path: String) {
    self.image = path
    imageName = Self.imageName(path)
  }

  /// What `Image("name")` called an image now at `path`.
  static func imageName(_ path: String) -> String {
    let parts = path.split(separator: "/")
    if parts.count >= 2, parts[parts.count - 2].hasSuffix(".imageset") {
      return String(parts[parts.count - 2].dropLast(".imageset".count))
    }
    var name = parts.last.map(String.init) ?? path
    if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
    for scale in ["@3x", "@2x", "@1x"] where name.hasSuffix(scale) {
      name.removeLast(scale.count)
    }
    return name
  }

  /// Names a scene may use for a bar item's symbol: every ``Symbol/sceneName``, plus the SF
  /// Symbols names bars usually show that NavLab draws with one of its shapes. Other SF
  /// Symbols names (`ellipsis.circle`) are drawn from the open set (``Symbol/init(sceneName:)``).
  public static let symbolNames: [(String, Symbol)] =
    Symbol.allCases.map { ($0.sceneName, $0) } + [
      ("arrow.down.circle", .download), ("play.fill", .play),
    ]
}
