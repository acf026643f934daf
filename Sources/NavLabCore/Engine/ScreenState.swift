import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel
import ScrollPhysics

/// One screen on the navigation stack: its description, its own scroller and the animated
/// values of its chrome. Each screen keeps its state, so popping back shows it as it was.
public struct ScreenState: Sendable {
  public var spec: ScreenSpec
  public var scroller: Scroller
  /// Whether this screen's title shows large (display mode resolved against the stack).
  public var isLarge: Bool
  public var list: ListLayout
  public var card: TitleCardLayout?
  /// The 150 ms cross-fade between the large and the inline title (Flutter `_kNavBarTitleFadeDuration`).
  public var largeTitleAlpha: AnimatedValue
  public var inlineTitleAlpha: AnimatedValue
  /// Seed 003 animates its bar with SwiftUI's `.animation(.linear)`.
  public var topBarHeight: AnimatedValue
  public var topBarRadius: AnimatedValue
  /// Pull to refresh, on screens whose scene asks for it.
  public var refresh: RefreshControl?
  /// The selected tab of the screen's tab bar.
  public var selectedTab = 0
  /// The search field's focus animation, 0…1 over 300 ms (Flutter `_kNavBarSearchDuration`).
  public var searchFocus = AnimatedValue(value: 0)
  /// What has been typed into the focused search field.
  public var searchText = "" { didSet { searchTextWithCaret = searchText + "|" } }
  /// `searchText` and the caret, built once per keystroke rather than once per frame.
  public private(set) var searchTextWithCaret = "|"
  /// The look: iOS 18 materials or iOS 26 Liquid Glass.
  public let design: Design
  /// iOS 26's scroll edge effect under the bar.
  public let scrollEdge: ScrollEdgeStyle
  /// iOS 26's floating tab bar minimizing (1) or expanding (0), over 0.3 s.
  public var tabBarMinimize = AnimatedValue(value: 0)
  /// Offset where the current scroll direction began (the minimize trigger counts from it).
  var tabBarAnchor = 0.0
  /// Whether the search field is focused (or becoming so).
  public var isSearching: Bool { searchFocus.target == 1 }
  /// Row shown highlighted (tapped) and until when.
  public var highlightedRow: Int?
  /// Dynamic Type: the list's text and rows are drawn at this size.
  public let textSize: TextSize
  /// Time and offset at the previous chrome update, to place a title switch at the instant the
  /// offset crossed its threshold rather than at the frame that noticed it.
  var lastChromeSample: (time: Double, offset: Double)?

  /// Each pattern section's footer, broken into lines for the list's width.
  public let footerLines: [[String]]
  /// Each pattern section's header as drawn: upper case in an inset-grouped list (UIKit's
  /// `UIListContentConfiguration.groupedHeader()` transforms its text to upper case), as
  /// written in a plain one. Made once, so a frame builds no strings.
  public let headerTexts: [String]
  /// Switch and checkmark rows the user changed, by row index (the scene's values otherwise).
  public var toggles: [Int: RowToggle] = [:]
  /// The chosen checkmark row of each section the user chose in, by section number.
  public var checkedRows: [Int: Int] = [:]

  /// Viewport y of content y = 0 when the offset is 0.
  public let contentTopAtRest: Double
  /// The scene's free content (`"content"`), laid out once, and its content y.
  /// The laid-out blocks below are what is drawn: a live answer's animation moves their
  /// elements (ScreenState+Patches.swift); their sizes are always the layout's.
  public internal(set) var contentBlock: LaidOutContent?
  public let contentBlockTop: Double
  /// Rows with content of their own, laid out once per row of the scene's pattern (rows repeat,
  /// so a million rows need no more).
  var rowLayouts: [LaidOutContent?]
  /// The header's content, laid out once at the header's resting height.
  public internal(set) var headerContent: LaidOutContent?
  /// The pinned content (``ScreenSpec/pinned``), laid out across the screen's width.
  public internal(set) var pinnedContent: LaidOutContent?
  /// The card's content under its title, laid out once at the card's text width.
  public internal(set) var cardContent: LaidOutContent?
  /// The bar's principal content, laid out once in the compact bar (its width less the edge
  /// margins, its 44 pt height).
  public internal(set) var principalContent: LaidOutContent?
  /// Blocks moving to a live answer's new layout (issue 38), at most one per block.
  var blockAnimations: [BlockAnimation] = []

  /// `previous`: the same screen laid out on the same device (a live answer's new scene):
  /// its blocks whose trees did not change are kept rather than laid out again.
  public init(
    spec: ScreenSpec, device: Device, isLarge: Bool, configuration: ScrollerConfiguration,
    textSize: TextSize = .large, textMeasure: any TextMeasuring = EstimatedTextMeasure(),
    reusing previous: ScreenState? = nil
  ) {
    var spec = spec
    let width = device.size.width - 2 * device.sideSafeArea
    // The one place the design picks the list's numbers (issue 31: iOS 26's inset-grouped
    // lists are its own; plain lists were not measured and keep iOS 18's).
    let metrics =
      spec.listStyle == .insetGrouped
      ? ListMetrics.forDesign(spec.design ?? .ios18) : ListMetrics.ios18
    // Content trees are laid out once, by SwiftUI's rules, with the text measure given (the
    // app's is the real font's; the same font gives the same layout every run).
    let environment = LayoutEnvironment(
      textMeasure: textMeasure, dynamicTypeSize: textSize.dynamicTypeSize,
      displayScale: device.scale)
    let cellWidth =
      width
      - (spec.listStyle == .insetGrouped
        ? 2 * metrics.sideMargin(width: width) : 0)
    let rowLayouts = spec.rows.indices.map { index in
      spec.rows[index].content.map {
        previous?.reusableLayout(
          .row(index), tree: $0, for: spec, textSize: textSize, in: environment)
          ?? ContentLayout.layout(
            $0,
            proposal: ProposedSize(
              width: max(0, cellWidth - 2 * Self.cellContentInset), height: nil),
            in: environment)
      }
    }
    self.rowLayouts = rowLayouts
    ScreenState.fitRowHeights(&spec, to: rowLayouts)
    contentBlock = ScreenState.contentTree(spec).map {
      previous?.reusableLayout(.content, tree: $0, for: spec, textSize: textSize, in: environment)
        ?? ContentLayout.layout(
          $0, proposal: ProposedSize(width: width, height: nil), in: environment)
    }
    principalContent = spec.principal.map {
      previous?.reusableLayout(.principal, tree: $0, for: spec, textSize: textSize, in: environment)
        ?? ContentLayout.layout(
          $0,
          proposal: ProposedSize(
            width: max(0, width - 2 * NavigationBarMetrics.edgePadding),
            height: NavigationBarMetrics.barHeight),
          in: environment)
    }
    pinnedContent = spec.pinned.map {
      previous?.reusableLayout(.pinned, tree: $0, for: spec, textSize: textSize, in: environment)
        ?? ContentLayout.layout(
          $0, proposal: ProposedSize(width: width, height: nil), in: environment)
    }
    headerContent = spec.header.flatMap { header in
      header.content.map {
        previous?.reusableLayout(.header, tree: $0, for: spec, textSize: textSize, in: environment)
          ?? ContentLayout.layout(
            $0,
            proposal: ProposedSize(
              width: width, height: max(0, header.height - device.topSafeArea)),
            in: environment)
      }
    }
    self.spec = spec
    self.textSize = textSize
    self.isLarge = isLarge
    design = spec.design ?? .ios18
    scrollEdge = spec.scrollEdge
    // The content's top at rest: under the bar (and its large title and search strip), under
    // the status bar for a collapsing top bar (seed 003 stacks the top view and the ScrollView
    // in a VStack, so the posts hang from the bar's bottom edge: see ``contentOrigin``), or at
    // the screen's top for a stretchy header, which runs up under the status bar.
    if spec.topBar != nil {
      contentTopAtRest = device.topSafeArea
    } else if let pinned = pinnedContent {
      // The scroll view sits under the pinned views, as a VStack's ScrollView under the views
      // before it.
      contentTopAtRest = device.topSafeArea + pinned.size.height
    } else if spec.header != nil {
      contentTopAtRest = 0
    } else {
      contentTopAtRest =
        device.navigationBarTop + NavigationBarMetrics.barHeight
        + (isLarge ? NavigationBarMetrics.largeTitleExtension : 0)
        + ScreenState.searchAreaHeight(spec)
    }
    // What the content shows above the list: the header, the card, then the free content (the
    // album's text block and the scene's own). Without any, an inset-grouped list's first group
    // sits one section gap (35 pt) below the bar, like a grouped table's first section without a
    // header.
    var listTop = 0.0
    if let header = spec.header { listTop += header.height }
    let cardMargin =
      spec.listStyle == .insetGrouped
      ? metrics.sideMargin(width: width) : TitleCardLayout.padding
    let cardContent = spec.card?.content.map {
      previous?.reusableLayout(.card, tree: $0, for: spec, textSize: textSize, in: environment)
        ?? ContentLayout.layout(
          $0,
          proposal: ProposedSize(
            width: max(0, width - 2 * cardMargin - 2 * TitleCardLayout.padding), height: nil),
          in: environment)
    }
    self.cardContent = cardContent
    if let cardSpec = spec.card {
      let card = TitleCardLayout(
        width: width, calloutLineCount: cardSpec.callout.count, top: listTop,
        sideMargin: cardMargin, calloutHeight: cardContent?.size.height)
      self.card = card
      listTop = card.height
    }
    contentBlockTop = listTop
    listTop += contentBlock?.size.height ?? 0
    // Footer text lines up with the rows' text, a layout margin in from the group's edges.
    let margin = metrics.sideMargin(width: width)
    let footerWidth = width - 2 * margin - (spec.listStyle == .insetGrouped ? 2 * margin : 0)
    headerTexts = spec.sections.map {
      spec.listStyle == .insetGrouped && metrics.uppercasesHeaders
        ? $0.header.uppercased() : $0.header
    }
    footerLines = spec.sections.map {
      TextWrapping.lines($0.footer, fontSize: 13, width: max(40, footerWidth))
    }
    list = ListLayout(
      style: spec.listStyle, width: width, top: listTop, totalRows: spec.rowCount,
      sectionPattern: spec.sectionPattern,
      rowHeight: textSize.rowHeight(metrics.rowHeight(spec.rowHeight)),
      sectionSpacing: spec.listStyle == .insetGrouped ? metrics.sectionSpacing : 0,
      sectionMetrics: ScreenState.sectionMetrics(
        spec, footerLines: footerLines, textSize, metrics: metrics),
      metrics: metrics)
    var physics = configuration
    physics.screenScale = device.scale
    scroller = Scroller(
      configuration: physics, viewportHeight: device.size.height,
      contentHeight: contentTopAtRest + ScreenState.collapsedChromeHeight(spec)
        + list.contentHeight + device.bottomSafeArea + ScreenState.tabBarHeight(spec))
    scroller.snapZones = ScreenState.snapZones(spec, isLarge: isLarge)
    if spec.search?.startsHidden == true {
      // The search strip starts scrolled away (clamped when the content is shorter).
      scroller.scroll(to: ScreenState.searchAreaHeight(spec), animated: false, time: 0)
    }
    if let control = spec.refresh {
      refresh = RefreshControl(
        duration: control.duration, trigger: control.trigger, hold: control.hold)
    }
    selectedTab = spec.tabBar?.selected ?? 0
    // A screen appears with its chrome settled: no fade-in of a title it already shows
    // (the lingering-title bug of seed 001 must not exist here).
    largeTitleAlpha = AnimatedValue(value: isLarge ? 1 : 0)
    inlineTitleAlpha = AnimatedValue(value: isLarge ? 0 : 1)
    let topBar = spec.topBar?.parameters
    topBarHeight = AnimatedValue(value: topBar?.maxHeight ?? 0)
    topBarRadius = AnimatedValue(value: topBar?.radius ?? 0)
  }

  /// Content in a cell sits inside the cell's layout margins: 16 pt at the sides (UIKit's
  /// `directionalLayoutMargins` of a cell, SwiftUI's list row insets) and at least 11 pt above
  /// and below (a 22 pt body line in a 44 pt row).
  static let cellContentInset = 16.0
  static let cellContentVerticalInset = 11.0

  /// Gives each section whose rows carry content and no height of their own the height of its
  /// tallest content plus the cell's margins (self-sizing cells), never less than the list's.
  static func fitRowHeights(_ spec: inout ScreenSpec, to layouts: [LaidOutContent?]) {
    var first = 0
    for (section, count) in spec.sectionPattern.enumerated() where section < spec.sections.count {
      defer { first += count }
      guard spec.sections[section].rowHeight == nil, first + count <= layouts.count else {
        continue
      }
      let tallest = layouts[first..<(first + count)].compactMap { $0?.size.height }.max()
      if let tallest {
        spec.sections[section].rowHeight = max(
          spec.rowHeight, tallest + 2 * cellContentVerticalInset)
      }
    }
  }

  /// The laid-out content of row `index`, if it has content of its own.
  public func rowLayout(_ index: Int) -> LaidOutContent? {
    rowLayouts.isEmpty ? nil : rowLayouts[index % rowLayouts.count]
  }

  /// Header, footer and row height of every section of the pattern.
  static func sectionMetrics(
    _ spec: ScreenSpec, footerLines: [[String]], _ textSize: TextSize,
    metrics: ListMetrics = .ios18
  ) -> [ListSectionMetrics] {
    guard
      spec.sections.contains(where: {
        !$0.header.isEmpty || !$0.footer.isEmpty || $0.rowHeight != nil
      })
    else { return [] }
    return spec.sections.enumerated().map { index, section in
      ListSectionMetrics(
        header: section.header.isEmpty
          ? 0
          : spec.listStyle == .insetGrouped
            ? metrics.groupedHeaderHeight : ListSectionMetrics.plainHeaderHeight,
        footer: ListSectionMetrics.footerHeight(lines: footerLines[index].count),
        rowHeight: section.rowHeight.map { textSize.rowHeight(metrics.rowHeight($0)) })
    }
  }

  /// The scroll offset (points scrolled from the resting top).
  public var offset: Double { scroller.offset }

  /// Viewport y of content y = 0 now. Under a collapsing top bar the content hangs from the
  /// bar's bottom edge.
  public var contentOrigin: Double {
    contentTopAtRest + (spec.topBar != nil ? topBarHeight.value : 0) - scroller.offset
  }

  /// Chrome above the content that the content origin moves with, at its smallest: a
  /// collapsing top bar's collapsed height (the end of the list is reached with the bar
  /// collapsed), 0 elsewhere.
  static func collapsedChromeHeight(_ spec: ScreenSpec) -> Double {
    spec.topBar?.parameters.minHeight ?? 0
  }

  /// The large-title navigation bar's layout, for screens that have one.
  public func navigationBar(device: Device) -> LargeTitleLayout {
    LargeTitleLayout(
      offset: scroller.offset, topInset: device.navigationBarTop, width: device.size.width,
      isLarge: isLarge, searchAreaHeight: ScreenState.searchAreaHeight(spec))
  }

  /// The search field's layout, for screens that have one.
  public func searchField(device: Device) -> SearchFieldLayout? {
    guard ScreenState.searchAreaHeight(spec) > 0 else { return nil }
    return SearchFieldLayout(bar: navigationBar(device: device), focus: searchFocus.value)
  }

  /// The tab bar's layout, for screens that have one.
  public func tabBar(device: Device) -> TabBarLayout? {
    guard ScreenState.tabBarHeight(spec) > 0, let items = spec.tabBar?.items else { return nil }
    return TabBarLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, offset: scroller.offset,
      maxOffset: scroller.maxOffset, itemCount: items.count)
  }

  /// iOS 26's floating tab bar, for screens that have a tab bar and that design.
  public func floatingTabBar(device: Device) -> FloatingTabBarLayout? {
    guard design == .ios26, ScreenState.tabBarHeight(spec) > 0, let items = spec.tabBar?.items
    else { return nil }
    return FloatingTabBarLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, minimized: tabBarMinimize.value,
      itemCount: items.count,
      trailingSpace: ScreenState.isSearchAtBottom(spec) ? BottomSearchLayout.besideTabBarSpace : 0
    )
  }

  /// Minimizes iOS 26's tab bar after 10 pt (the scene's or the tuning's threshold) of
  /// scrolling down, expands it after as much up; a search at the bottom keeps it collapsed
  /// while it lasts.
  mutating func updateTabBarMinimize(time: Double) {
    guard design == .ios26, let tabBar = spec.tabBar else { return }
    let offset = scroller.offset
    if isSearching, ScreenState.isSearchAtBottom(spec) {
      tabBarMinimize.setTarget(1, duration: FloatingTabBarLayout.minimizeDuration, time: time)
      tabBarAnchor = offset
    } else if let target = FloatingTabBarLayout.target(
      offset: offset, anchor: tabBarAnchor, threshold: tabBar.minimizeThreshold)
    {
      tabBarMinimize.setTarget(target, duration: FloatingTabBarLayout.minimizeDuration, time: time)
      tabBarAnchor = offset
    } else if tabBarMinimize.target == 1 ? offset > tabBarAnchor : offset < tabBarAnchor {
      // Still going the same way: the turn back is measured from the furthest point.
      tabBarAnchor = offset
    }
    tabBarMinimize.update(time: time)
  }

  /// The tab bar's 49 pt that the content ends above (0 without a tab bar).
  static func tabBarHeight(_ spec: ScreenSpec) -> Double {
    spec.tabBar != nil ? TabBarLayout.barHeight : 0
  }

  /// Height of the search strip in the bar: 52 pt with a search field at the top.
  static func searchAreaHeight(_ spec: ScreenSpec) -> Double {
    spec.search != nil && !isSearchAtBottom(spec)
      ? SearchFieldLayout.areaHeight : 0
  }

  /// Whether the search field sits at the bottom (iOS 26 with `"placement": "bottom"`).
  static func isSearchAtBottom(_ spec: ScreenSpec) -> Bool {
    spec.search?.placement == .bottom && spec.design == .ios26
  }

  /// iOS 26's bottom search: a glass capsule, or a circle beside the tab bar.
  public func bottomSearch(device: Device) -> BottomSearchLayout? {
    guard ScreenState.isSearchAtBottom(spec) else { return nil }
    return BottomSearchLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, besideTabBar: spec.tabBar != nil,
      focus: searchFocus.value)
  }

  /// Where a resting scroll snaps: the search strip (`0...52`) opens or closes on its own, then
  /// the large title (`s...s + 52`) does.
  static func snapZones(_ spec: ScreenSpec, isLarge: Bool) -> [ClosedRange<Double>] {
    let search = searchAreaHeight(spec)
    var zones: [ClosedRange<Double>] = []
    if search > 0 { zones.append(0...search) }
    if isLarge { zones.append(search...(search + NavigationBarMetrics.largeTitleExtension)) }
    return zones
  }

  /// The sticky header's layout, for screens that have one.
  public func stickyHeader(device: Device) -> StickyHeaderLayout? {
    guard let header = spec.header else { return nil }
    return StickyHeaderLayout(
      offset: scroller.offset, height: header.height, minHeight: header.minHeight,
      topSafeArea: device.topSafeArea,
      width: device.size.width)
  }

  /// The seed-000 inline title opacity handed over by the title card (0 without a card).
  public func cardTitleOpacity(device: Device) -> Double {
    guard let card else { return 0 }
    // Seed 000's formula on the card title's frame in the viewport, against the bar's bottom
    // (the scroll view's top inset).
    return TitleCardLayout.inlineTitleOpacity(
      titleMinY: contentOrigin + card.titleFrame.minY, titleHeight: card.titleFrame.height,
      topInset: device.navigationBarTop + NavigationBarMetrics.barHeight)
  }

  /// The inline title's opacity: handed over by a title card, faded in by a sticky header as
  /// it collapses, or cross-faded with the large title.
  public func inlineTitleOpacity(device: Device) -> Double {
    if card != nil { return cardTitleOpacity(device: device) }
    if !isLarge, let header = stickyHeader(device: device) { return header.inlineTitleOpacity }
    return inlineTitleAlpha.value
  }

  /// The viewport y below which content is not covered by the bars.
  public func chromeBottom(device: Device) -> Double {
    if spec.topBar != nil { return device.topSafeArea + topBarHeight.value }
    if let pinned = pinnedContent { return device.topSafeArea + pinned.size.height }
    let barBottom = navigationBar(device: device).barBottom
    guard let header = stickyHeader(device: device) else { return barBottom }
    return max(header.frame.maxY, isLarge ? barBottom : 0)
  }

  /// Runs the scroller forward to `time`, ending a refresh at its exact end time on the way
  /// (so the spring back starts at the same instant whatever the frame rate).
  mutating func advanceScroller(to time: Double) {
    if let end = refresh?.endTime, end <= time {
      scroller.advance(to: end)
      updateRefresh(time: end)
    }
    scroller.advance(to: time)
  }

  /// Feeds the pull to the refresh control; while it refreshes, the content rests 60 pt down.
  /// Only a drag (finger, or precise trackpad deltas) holds a pull: momentum never refreshes.
  mutating func updateRefresh(time: Double) {
    guard var control = refresh else { return }
    let holding = control.holdsContent
    control.update(pull: -scroller.offset, held: scroller.phase == .dragging, time: time)
    if control.holdsContent != holding {
      scroller.setLeadingEdge(control.holdsContent ? -control.hold : 0, time: time)
    }
    refresh = control
  }

  /// Moves the animated chrome values to their targets for the current offset at `time`.
  mutating func updateChrome(
    device: Device, topBarStyle: CollapsingTopBarLayout.Style, time: Double
  ) {
    updateRefresh(time: time)
    searchFocus.update(time: time)
    updateTabBarMinimize(time: time)
    if spec.hasNavigationBar { updateTitleFade(device: device, time: time) }
    if let topBar = spec.topBar { updateTopBar(topBar, style: topBarStyle, time: time) }
    updateToggles(time: time)
    lastChromeSample = (time, scroller.offset)
  }

  /// The 150 ms cross-fade between the large and the inline title, started at the instant the
  /// offset crossed the switch point.
  private mutating func updateTitleFade(device: Device, time: Double) {
    let bar = navigationBar(device: device)
    let target = bar.showsLargeTitle ? 1.0 : 0.0
    var start = time
    if target != largeTitleAlpha.target, let last = lastChromeSample, last.time < time {
      // The offset crossed the switch point since the last update: start the 150 ms fade at
      // the crossing (linear between the two samples), so its progress does not depend on
      // the frame rate.
      let threshold = bar.collapseDistance - NavigationBarMetrics.largeTitleSwitchThreshold
      let travelled = scroller.offset - last.offset
      if travelled != 0 {
        let fraction = clamp((threshold - last.offset) / travelled, 0, 1)
        start = last.time + fraction * (time - last.time)
      }
    }
    let fade = NavigationBarMetrics.titleCrossFadeDuration
    largeTitleAlpha.setTarget(target, duration: fade, time: start)
    inlineTitleAlpha.setTarget(1 - target, duration: fade, time: start)
    largeTitleAlpha.update(time: time)
    inlineTitleAlpha.update(time: time)
  }

  /// Seed 003 animates its bar's height and corner radius with `.animation(.linear)`; the
  /// continuous style follows the offset exactly.
  private mutating func updateTopBar(
    _ topBar: TopBarSpec, style: CollapsingTopBarLayout.Style, time: Double
  ) {
    let target = CollapsingTopBarLayout.target(
      scrolled: scroller.offset, style: style, parameters: topBar.parameters)
    if style == .continuous {
      topBarHeight.jump(to: target.height)
      topBarRadius.jump(to: target.cornerRadius)
    } else {
      let duration = CollapsingTopBarLayout.animationDuration
      topBarHeight.setTarget(target.height, duration: duration, time: time)
      topBarRadius.setTarget(target.cornerRadius, duration: duration, time: time)
      topBarHeight.update(time: time)
      topBarRadius.update(time: time)
    }
  }
}
