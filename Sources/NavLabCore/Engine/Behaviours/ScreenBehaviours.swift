/// The behaviours of one screen: a fixed set of concrete behaviours, each there or not, made
/// once with the screen. This is the one registration: a new behaviour is a property here, a
/// line in `init`, and a line in each `visit`, in the same place in each list.
///
/// The order of the lines is the registration order. Painting goes layer by layer
/// (``ScreenLayer``) and, within a layer, in this order; folds (``ContentInsets``,
/// ``ChromeState``) and passes (updates, taps, the trace, live content) go in this order too.
/// So: the title card before the content (both paint in the content layer; the card's content
/// is reported first); the navigation bar before the header (the header makes the bar
/// transparent) and before the refresh spinner, the large title and the search strip, which
/// hang from it; the search before the header (the bottom search's veil lies under it) and
/// before the tab bar (it keeps the tab bar collapsed); pinned views and the top bar last among
/// those that set where the content rests, since they replace the navigation bar's; a bottom
/// toolbar after the tab bar (it stands on it and adds its height to the bottom bars').
package struct ScreenBehaviours: Sendable {
  var card: TitleCardBehaviour?
  var content: ScreenContentBehaviour
  var navigationBar: NavigationBarBehaviour?
  var refresh: RefreshBehaviour?
  var largeTitle: LargeTitleBehaviour?
  package var search: SearchBehaviour?
  var header: StickyHeaderBehaviour?
  var pinned: PinnedContentBehaviour?
  var bottomInset: SafeAreaInsetBehaviour?
  var topBar: TopBarBehaviour?
  var tabBar: TabBarBehaviour?
  var bottomToolbar: BottomToolbarBehaviour?

  init(_ setup: BehaviourSetup) {
    card = TitleCardBehaviour(setup)
    content = ScreenContentBehaviour(setup)
    navigationBar = NavigationBarBehaviour(setup)
    refresh = RefreshBehaviour(setup)
    largeTitle = LargeTitleBehaviour(setup)
    search = SearchBehaviour(setup)
    header = StickyHeaderBehaviour(setup)
    pinned = PinnedContentBehaviour(setup)
    bottomInset = SafeAreaInsetBehaviour(setup)
    topBar = TopBarBehaviour(setup)
    tabBar = TabBarBehaviour(setup)
    bottomToolbar = BottomToolbarBehaviour(setup)
  }

  /// Visits each behaviour there is, in registration order, until the visitor is done.
  func visit<V: BehaviourVisitor>(
    _ visitor: inout V, _ context: V.Context, _ target: inout V.Target
  ) {
    if let card, !visitor.isDone { visitor.visit(card, context, &target) }
    if !visitor.isDone { visitor.visit(content, context, &target) }
    if let navigationBar, !visitor.isDone { visitor.visit(navigationBar, context, &target) }
    if let refresh, !visitor.isDone { visitor.visit(refresh, context, &target) }
    if let largeTitle, !visitor.isDone { visitor.visit(largeTitle, context, &target) }
    if let search, !visitor.isDone { visitor.visit(search, context, &target) }
    if let header, !visitor.isDone { visitor.visit(header, context, &target) }
    if let pinned, !visitor.isDone { visitor.visit(pinned, context, &target) }
    if let bottomInset, !visitor.isDone { visitor.visit(bottomInset, context, &target) }
    if let topBar, !visitor.isDone { visitor.visit(topBar, context, &target) }
    if let tabBar, !visitor.isDone { visitor.visit(tabBar, context, &target) }
    if let bottomToolbar, !visitor.isDone { visitor.visit(bottomToolbar, context, &target) }
  }

  /// Visits each behaviour there is, in place (no copy of its storage), in registration order,
  /// until the mutator is done.
  mutating func visit<M: BehaviourMutator>(
    _ mutator: inout M, _ context: M.Context, _ target: inout M.Target
  ) {
    if card != nil, !mutator.isDone { mutator.visit(&card!, context, &target) }
    if !mutator.isDone { mutator.visit(&content, context, &target) }
    if navigationBar != nil, !mutator.isDone { mutator.visit(&navigationBar!, context, &target) }
    if refresh != nil, !mutator.isDone { mutator.visit(&refresh!, context, &target) }
    if largeTitle != nil, !mutator.isDone { mutator.visit(&largeTitle!, context, &target) }
    if search != nil, !mutator.isDone { mutator.visit(&search!, context, &target) }
    if header != nil, !mutator.isDone { mutator.visit(&header!, context, &target) }
    if pinned != nil, !mutator.isDone { mutator.visit(&pinned!, context, &target) }
    if bottomInset != nil, !mutator.isDone { mutator.visit(&bottomInset!, context, &target) }
    if topBar != nil, !mutator.isDone { mutator.visit(&topBar!, context, &target) }
    if tabBar != nil, !mutator.isDone { mutator.visit(&tabBar!, context, &target) }
    if bottomToolbar != nil, !mutator.isDone { mutator.visit(&bottomToolbar!, context, &target) }
  }
}
