import NavGeometry

/// A scene's `"kind"`: a preset of the one screen model, which only sets defaults. Every
/// behaviour a preset turns on can be given to any screen by its own field (`card`, `header`,
/// `topBar`, `list.rowStyle`), and a scene without a kind is a navigation bar over a list.
public enum ScenePreset: String, Sendable, CaseIterable {
  /// A navigation bar with a large title (`"always"`) over cells (Settings, detail screens).
  case largeTitleList = "large-title-list"
  /// An inline bar and an iOS 18 title card over seed 000's event rows.
  case titleCard = "title-card"
  /// Seeds 002/004's album: a stretchy, sticky header with the album's text block over tracks.
  case album
  /// Seed 003's blog: a collapsing rounded top bar over rows of posts.
  case blog

  /// The rows' style unless `list.rowStyle` says otherwise.
  var rowStyle: RowStyle {
    switch self {
    case .largeTitleList: .cell
    case .titleCard: .event
    case .album: .track
    case .blog: .posts
    }
  }

  /// The header the preset shows when the scene gives no `header` field.
  var header: HeaderSpec? { self == .album ? HeaderSpec() : nil }
  /// The title card the preset shows when the scene gives no `card` field.
  var card: CardSpec? { self == .titleCard ? CardSpec() : nil }
  /// The top bar the preset shows when the scene gives no `topBar` field.
  var topBar: TopBarSpec? { self == .blog ? TopBarSpec() : nil }
}
