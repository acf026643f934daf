import ContentLayout
import NavGeometry
import ScreenModel
import ScrollPhysics

/// Each behaviour's state and layouts as the rest of the code and the tests read them: views
/// onto ``ScreenBehaviours``, nil where the screen lacks the behaviour.
extension ScreenState {
  /// The title card's layout.
  public var card: TitleCardLayout? { behaviours.card?.layout }
  /// The card's content under its title.
  public var cardContent: LaidOutContent? { behaviours.card?.content }
  /// The scene's free content (`"content"`), laid out once.
  public var contentBlock: LaidOutContent? { behaviours.content.block }
  /// The free content's content y: under the header's space and the card.
  public var contentBlockTop: Double { insets.contentHead + behaviours.content.placement.y }
  /// The x of the free content's left edge within the content's width: content narrower than
  /// the screen is centred across (issue 39).
  public var contentBlockLeft: Double { behaviours.content.placement.x }
  /// The header's content, laid out once at the header's resting height.
  public var headerContent: LaidOutContent? { behaviours.header?.content }
  /// The pinned content (``ScreenSpec/pinned``), laid out across the screen's width.
  public var pinnedContent: LaidOutContent? { behaviours.pinned?.content }
  /// The bar's principal content, laid out once in the compact bar.
  public var principalContent: LaidOutContent? { behaviours.navigationBar?.principal }
  /// Pull to refresh, on screens whose scene asks for it.
  public var refresh: RefreshControl? { behaviours.refresh?.control }
  /// The selected tab of the screen's tab bar.
  public var selectedTab: Int { behaviours.tabBar?.selected ?? 0 }
  /// iOS 26's floating tab bar minimizing (1) or expanding (0).
  public var tabBarMinimize: AnimatedValue {
    behaviours.tabBar?.minimize ?? AnimatedValue(value: 0)
  }
  /// The search field's focus animation, 0…1.
  public var searchFocus: AnimatedValue { behaviours.search?.focus ?? AnimatedValue(value: 0) }
  /// Whether the search field is focused (or becoming so).
  public var isSearching: Bool { behaviours.search?.isSearching ?? false }
  /// What has been typed into the focused search field.
  public var searchText: String { behaviours.search?.text ?? "" }
  /// The typed text and the caret, as the focused field draws it.
  public var searchTextWithCaret: String { behaviours.search?.textWithCaret ?? "|" }
  /// The cross-fade between the large and the inline title (settled where there is no large
  /// title).
  public var largeTitleAlpha: AnimatedValue {
    behaviours.largeTitle?.largeAlpha ?? AnimatedValue(value: 0)
  }
  /// The inline title's side of the cross-fade (1, settled, without a large title).
  public var inlineTitleAlpha: AnimatedValue {
    behaviours.largeTitle?.inlineAlpha ?? AnimatedValue(value: 1)
  }
  /// A collapsing top bar's animated height.
  public var topBarHeight: AnimatedValue { behaviours.topBar?.height ?? AnimatedValue(value: 0) }
  /// A collapsing top bar's animated corner radius.
  public var topBarRadius: AnimatedValue { behaviours.topBar?.radius ?? AnimatedValue(value: 0) }

  /// The laid-out content of row `index`, if it has content of its own.
  public func rowLayout(_ index: Int) -> LaidOutContent? {
    behaviours.content.rowLayout(index)
  }

  /// The navigation bar's layout (large title, background, search strip) at this offset.
  public func navigationBar(device: Device) -> LargeTitleLayout {
    behaviourContext(device: device).navigationBar
  }

  /// The search field's layout, for screens with one in the bar.
  public func searchField(device: Device) -> SearchFieldLayout? {
    behaviours.search?.field(behaviourContext(device: device))
  }

  /// iOS 26's bottom search, for screens with one.
  public func bottomSearch(device: Device) -> BottomSearchLayout? {
    behaviours.search?.bottomField(behaviourContext(device: device))
  }

  /// The tab bar's layout at the screen's bottom edge, for screens that have one.
  public func tabBar(device: Device) -> TabBarLayout? {
    behaviours.tabBar?.edgeBar(behaviourContext(device: device))
  }

  /// iOS 26's floating tab bar, for screens that have a tab bar and that design.
  public func floatingTabBar(device: Device) -> FloatingTabBarLayout? {
    behaviours.tabBar?.floatingBar(behaviourContext(device: device))
  }

  /// The sticky header's layout, for screens that have one.
  public func stickyHeader(device: Device) -> StickyHeaderLayout? {
    behaviours.header?.layout(behaviourContext(device: device))
  }

  /// The inline title opacity handed over by the title card (0 without a card).
  public func cardTitleOpacity(device: Device) -> Double {
    behaviours.card?.titleOpacity(behaviourContext(device: device)) ?? 0
  }

  /// The inline title's opacity: handed over by a title card, faded in by a sticky header as
  /// it collapses, or cross-faded with the large title.
  public func inlineTitleOpacity(device: Device) -> Double {
    chrome(device: device).inlineTitleOpacity ?? 1
  }

  /// Height of the search strip in the bar: 52 pt with a search field at the top.
  package static func searchAreaHeight(_ spec: ScreenSpec) -> Double {
    spec.search != nil && !SearchBehaviour.isAtBottom(spec) ? SearchFieldLayout.areaHeight : 0
  }
}
