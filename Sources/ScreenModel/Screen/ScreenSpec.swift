import DisplayList
import NavGeometry

/// How a list's rows are drawn: UIKit's cell, or one of the seeds' own row designs. Any list can
/// use any style; the kinds of screen (`"kind"` in a scene) only choose a default.
public enum RowStyle: String, Sendable, Equatable, CaseIterable {
  /// A table cell with every row kind: icon tile or image, label, value, subtitle, accessory
  /// (chevron, switch, checkmark), badge, text field, thumbnail, hero image.
  case cell
  /// Seed 000's feed event: a headline, a detail line under it and the age at the trailing
  /// edge.
  case event
  /// A track of seed 004's album: the song in a headline, the artist under it and a "…" button.
  case track
  /// Seed 003's blog: a heading over a strip of three post cards.
  case posts
}

/// One row's content; rows repeat cyclically through a screen's table.
public struct RowContent: Sendable, Equatable {
  public var label: String
  public var value: String
  public var subtitle: String
  public var icon: Accent?
  /// What the icon tile shows: a ``Symbol`` name (``Symbol/sceneName``) or a few letters.
  public var glyph: String {
    didSet { symbol = Symbol(sceneName: glyph) }
  }
  /// The symbol `glyph` names, resolved once (nil: the tile shows `glyph` as letters).
  public private(set) var symbol: Symbol?
  /// The scene file a tap pushes (resolved against the scene's folder); nil: a detail screen.
  public var push: String?
  /// The `screenID` of the scene written inline in `"push"`, one of the screen's
  /// ``ScreenSpec/destinations`` (a `NavigationLink`'s destination); it wins over `push`.
  public var destination: String?
  /// The `screenID` of the scene written inline in `"present"`, one of the screen's
  /// ``ScreenSpec/destinations``: a tap presents it modally (a sheet or a cover, as its
  /// ``ScreenSpec/presentation`` says) instead of pushing (issue 40).
  public var present: String?
  /// What the trailing edge shows and what a tap does.
  public var accessory = RowAccessory.disclosure
  /// A switch's state, or whether a checkmark row is the chosen one, as the scene sets it.
  public var isOn = false
  /// The label's colour and place.
  public var style = RowLabelStyle.default
  /// A button row's label is centred (else leading).
  public var isCentered = false
  /// A count in a red badge before the chevron (0: none).
  public var badge = 0
  /// A slider across the cell in the label's place (SwiftUI's `Slider` in a Form): where its
  /// thumb sits between the minimum (0) and the maximum (1); nil: not a slider.
  public var slider: Double?
  /// A text field: this placeholder shows after the label (nil: not a text field).
  public var placeholder: String?
  /// A leading image (instead of an icon tile).
  public var image: RowImage?
  /// A square image at the trailing edge, before the accessory, as tall as the row less 12 pt.
  public var thumbnail: RowImage?
  /// A full-width image filling the row (the label, if any, drawn over it in white).
  public var hero: RowImage?
  /// Content of any shape (stacks, text, images, shapes), laid out by SwiftUI's rules inside
  /// the cell's margins, in place of the label and value (`"content"`).
  public var content: ContentNode?
  /// The buttons a swipe reveals, at most one set per edge (SwiftUI `.swipeActions`; issue 41).
  public var swipeActions: [SwipeActions] = []

  public init(
    _ label: String, value: String = "", subtitle: String = "", icon: Accent? = nil,
    glyph: String = "", push: String? = nil
  ) {
    self.push = push
    self.label = label
    self.value = value
    self.subtitle = subtitle
    self.icon = icon
    self.glyph = glyph
    symbol = Symbol(sceneName: glyph)
  }
}

/// A screen: navigation chrome plus scrolling content, composed of behaviours that any screen
/// may have: a navigation bar (large or inline title, search, bar items, refresh), a title card
/// that hands its title to the bar, a stretchy sticky header, a collapsing top bar, a tab bar
/// and a status-bar mode, over a list.
///
/// The built-in screens and the scene kinds are presets of this one description (see
/// `SceneDecoder`); nothing in the engine or the painters asks which kind a screen is.
public struct ScreenSpec: Sendable, Equatable {
  public var id: String
  public var title: String
  public var listStyle: ListStyle
  /// How the rows are drawn.
  public var rowStyle = RowStyle.cell
  /// Row counts of the sections of one cycle; sections repeat until `rowCount` rows.
  public var sectionPattern: [Int]
  public var rowCount: Int
  public var rowHeight: Double
  public var rows: [RowContent]
  public var largeTitleMode: LargeTitleDisplayMode
  /// The status-bar mode this screen asks for unless the user overrides it.
  public var statusBarMode: StatusBarMode
  /// Screens designed for one appearance only (the album page is always dark).
  public var forcedAppearance: Appearance?
  /// A stretchable header at the top of the content that sticks under the status bar once
  /// collapsed (seeds 002/004), or nil.
  public var header: HeaderSpec?
  /// A title card at the top of the content whose title hands over to the bar (seed 000), or
  /// nil.
  public var card: CardSpec?
  /// A rounded top bar that collapses as the content scrolls, in place of the navigation bar
  /// (seed 003), or nil.
  public var topBar: TopBarSpec?
  /// Content of any shape at the top of the scrolling content (under the header and the card,
  /// above the list), laid out by SwiftUI's rules across the screen's width, or nil.
  public var content: ContentNode?
  /// Content fixed at the top of the screen, under the status bar, that does not scroll: the
  /// views a SwiftUI `VStack` puts before its `ScrollView` (seed 003's top view). The scroll
  /// view starts under it and clips there; such a screen has no navigation bar. Nil: none.
  public var pinned: ContentNode?
  /// Whether the screen stands in a navigation container (`"navigationBar"`, default true).
  /// False: SwiftUI's view without a `NavigationStack` — no bar, no large-title band; the
  /// content starts at the safe area's top, under the status bar (issue 39's framing).
  public var navigationBar = true
  /// How the top-level ``content`` is framed (`"contentFrame"`): at the top of the scrolling
  /// content (a `ScrollView`'s), or as the screen's root view, offered the safe area between
  /// the bars and centred in it (SwiftUI's hosting of a root view that is not a scroll view).
  public var contentFrame = ContentFrame.scroll
  /// Content fixed at the bottom of the scroll view, above the home indicator and the tab bar
  /// (SwiftUI `.safeAreaInset(edge: .bottom)`): it does not scroll, and the content ends above
  /// it. Nil: none.
  public var bottomInset: ContentNode?
  /// Content fixed under the bars at the top of the scroll view (`.safeAreaInset(edge: .top)`):
  /// the content rests below it, and it follows the bar's bottom edge as the large title
  /// collapses. Nil: none.
  public var topInset: ContentNode?
  /// A search field in the navigation bar (or at the bottom on iOS 26), or nil.
  public var search: SearchSpec?
  /// Pull to refresh, or nil.
  public var refresh: RefreshSpec?
  /// A tab bar at the bottom, or nil.
  public var tabBar: TabBarSpec?
  /// The look the screen is designed for (nil: iOS 18 unless `--design` says otherwise).
  public var design: Design?
  /// iOS 26's scroll edge effect under the bar.
  public var scrollEdge = ScrollEdgeStyle.soft
  /// The bar's tint (back button, bar items); nil: the system blue of the appearance.
  public var tint: Color?
  /// Bar button items; leading ones take the back button's place, as in UIKit.
  public var leadingItems: [BarItem] = []
  public var trailingItems: [BarItem] = []
  /// A bottom toolbar's items, leading to trailing, flexible spaces among them (SwiftUI's
  /// `ToolbarItem(placement: .bottomBar)`, `ToolbarItemGroup(placement: .bottomBar)`,
  /// `.status`); empty: no toolbar.
  public var bottomItems: [BarItem] = []
  /// Content drawn centred in the compact bar in the inline title's place (SwiftUI's
  /// `ToolbarItem(placement: .principal)`, UIKit's `titleView`), or nil.
  public var principal: ContentNode?
  /// Headers, footers and row heights of the pattern's sections (one per `sectionPattern`
  /// entry; empty: none).
  public var sections: [SectionSpec] = []
  /// Colours the scene sets (per appearance).
  public var colors = SceneColors()
  /// Every image file the scene names, with its field (loaded and checked before the scene
  /// is shown).
  public var images: [ImageReference] = []
  /// A device screenshot drawn over the phone to compare (`"overlay"`), or nil.
  public var overlay: ImageID?
  /// The back button's title on screens pushed from this one (UIKit's `backButtonTitle`,
  /// set on the previous screen's item); nil: this screen's title, or "Back" when long.
  public var backButtonTitle: String?
  /// The name a live program knows this screen by (`"screenID"`): it hears `appear` when a
  /// push of it finishes and `disappear` when it is popped (issue 30).
  public var screenID: String?
  /// How this screen shows when a row presents it (`"presentation"`: sheet or cover, detents,
  /// grabber, corner radius; issue 40); nil: a large sheet, SwiftUI's default.
  public var presentation: PresentationSpec?
  /// The `screenID` of the inline scene presented over this screen now (`"presented"`: a
  /// SwiftUI `.sheet(isPresented:)` whose state is true; issue 40), one of ``destinations``.
  public var presented: String?
  /// The scenes written inline in this screen's rows and content (`"push": {…}`,
  /// `"present": {…}`), by their `screenID`: what a tap on a `NavigationLink` pushes.
  public var destinations: [String: ScreenSpec] = [:]

  /// The inline scene `id`, pushed from this screen or from one of its destinations.
  public func destination(_ id: String, depth: Int = 0) -> ScreenSpec? {
    if let found = destinations[id] { return found }
    guard depth < 16 else { return nil }
    for next in destinations.values {
      if let found = next.destination(id, depth: depth + 1) { return found }
    }
    return nil
  }

  /// The spec with its rows' `push` paths made relative to the current folder instead of to
  /// `file`'s folder (absolute paths stay).
  public func resolvingPushes(from file: String) -> ScreenSpec {
    guard let slash = file.lastIndex(of: "/") else { return self }
    let folder = String(file[...slash])
    func resolved(_ path: String) -> String { path.hasPrefix("/") ? path : folder + path }
    func resolved(_ image: RowImage?) -> RowImage? {
      image.map {
        var copy = $0
        copy.id = ImageID(path: resolved($0.id.path))
        return copy
      }
    }
    var spec = self
    for index in spec.rows.indices {
      if let push = spec.rows[index].push { spec.rows[index].push = resolved(push) }
      spec.rows[index].image = resolved(spec.rows[index].image)
      spec.rows[index].thumbnail = resolved(spec.rows[index].thumbnail)
      spec.rows[index].hero = resolved(spec.rows[index].hero)
      spec.rows[index].content = spec.rows[index].content?.mappingImageFiles(resolved)
    }
    for index in spec.images.indices { spec.images[index].path = resolved(spec.images[index].path) }
    spec.overlay = spec.overlay.map { ImageID(path: resolved($0.path)) }
    spec.destinations = spec.destinations.mapValues { $0.resolvingPushes(from: file) }
    spec.content = spec.content?.mappingImageFiles(resolved)
    spec.principal = spec.principal?.mappingImageFiles(resolved)
    for index in spec.leadingItems.indices {
      spec.leadingItems[index].image = spec.leadingItems[index].image.map(resolved)
    }
    for index in spec.trailingItems.indices {
      spec.trailingItems[index].image = spec.trailingItems[index].image.map(resolved)
    }
    for index in spec.bottomItems.indices {
      spec.bottomItems[index].image = spec.bottomItems[index].image.map(resolved)
    }
    spec.topInset = spec.topInset?.mappingImageFiles(resolved)
    spec.bottomInset = spec.bottomInset?.mappingImageFiles(resolved)
    if var bar = spec.tabBar {
      for index in bar.items.indices {
        bar.items[index].screen = bar.items[index].screen?.resolvingPushes(from: file)
      }
      spec.tabBar = bar
    }
    if var header = spec.header {
      header.content = header.content?.mappingImageFiles(resolved)
      header.artwork = resolved(header.artwork)
      header.background = resolved(header.background)
      spec.header = header
    }
    if var card = spec.card {
      card.content = card.content?.mappingImageFiles(resolved)
      card.iconImage = resolved(card.iconImage)
      spec.card = card
    }
    if var bar = spec.topBar {
      bar.background = resolved(bar.background)
      spec.topBar = bar
    }
    return spec
  }

  /// Whether a navigation bar is shown (a collapsing top bar takes its place).
  public var hasNavigationBar: Bool { navigationBar && topBar == nil && pinned == nil }

  /// Whether the title may show large: a navigation bar whose title is not handed over by a
  /// card (the card is the large title) and whose mode is not `never`.
  public var allowsLargeTitle: Bool {
    hasNavigationBar && card == nil && largeTitleMode != .never
  }

  /// What the back button of a screen pushed from this one says.
  public var backTitleForNextScreen: String {
    backButtonTitle ?? NavigationTransition.backButtonTitle(previousTitle: title)
  }

  /// The content of row `index` (cyclic, so a million rows need no storage).
  public func row(_ index: Int) -> RowContent {
    rows.isEmpty ? RowContent("") : rows[index % rows.count]
  }
}

/// How a screen's top-level content is framed (``ScreenSpec/contentFrame``).
public enum ContentFrame: String, Sendable, Equatable, CaseIterable {
  /// At the top of the scrolling content, across its width (a `ScrollView`'s content), centred
  /// across when narrower.
  case scroll
  /// The screen's root view: offered the safe area's size between the bars and centred in it,
  /// as SwiftUI places a root view that is not a scroll view (`"safe-area"`).
  case safeArea = "safe-area"
}

/// A stretchable, sticky header (seeds 002/004, ScrollKit's Spotify demo).
public struct HeaderSpec: Sendable, Equatable {
  /// The album's text block under the header (title, artist, detail and the action buttons);
  /// false: the content starts right under the header.
  public var showsInfo = true
  /// The cover drawn in the header (the drawn album cover, or `artwork`); false: the header
  /// shows only its gradient or background image.
  public var showsCover = true
  public var height = StickyHeaderLayout.defaultHeight
  public var minHeight = StickyHeaderLayout.defaultMinHeight
  /// Seed 004's gradient runs from `.brown` (#A2845E in SwiftUI) to `.black`.
  public var topColor = Color(hex: 0xA2845E)
  public var bottomColor = Color(hex: 0x000000)
  public var coverTitle = "ANTHRAX"
  public var coverSubtitle = "WE'VE COME FOR YOU ALL"
  public var artist = "Anthrax"
  public var detail = "Album · 2003"
  /// The cover's artwork (instead of the drawn cover), and an image behind the header.
  public var artwork: RowImage?
  public var background: RowImage?
  /// Content drawn over the header, standing on its bottom edge (a name over a photo), or nil.
  public var content: ContentNode?

  public init() {}
}

/// An iOS 18 title card (seed 000).
public struct CardSpec: Sendable, Equatable {
  public var callout = ["Your latest PostHog events in a", "unified timeline."]
  public var icon = Accent.orange
  /// The symbol on the icon tile (seed 000: a carrot).
  public var glyph = Symbol.carrot
  /// Content under the title in place of the callout's lines, or nil.
  public var content: ContentNode?
  /// An image in the icon tile's place.
  public var iconImage: RowImage?

  public init() {}
}

/// A collapsing, rounded gradient top bar (seed 003).
public struct TopBarSpec: Sendable, Equatable {
  public var parameters = CollapsingTopBarLayout.Parameters.seed
  /// Seed 003's gradient: its asset colour "navTitle1" (a deep blue) to `.purple`.
  public var topColor = Color(hex: 0x3A4BD8)
  public var bottomColor = Color(hex: 0xAF52DE)
  /// An image filling the bar (over the gradient).
  public var background: RowImage?

  public init() {}
}

extension ScreenSpec {
  /// An empty screen as another front end starts one (the SwiftUI importer): a title, no rows,
  /// a plain list, the large title shown, the status bar visible; the rest is set field by
  /// field.
  public init(id: String, title: String) {
    self.init(
      id: id, title: title, listStyle: .plain, sectionPattern: [], rowCount: 0, rowHeight: 44,
      rows: [], largeTitleMode: .always, statusBarMode: .visible, forcedAppearance: nil)
  }
}
