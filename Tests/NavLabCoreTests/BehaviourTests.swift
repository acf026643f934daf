import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Screens composed of behaviours (``ScreenBehaviours``): which ones a built-in screen has, what
/// their folds give (insets, chrome) against the numbers they are made of, and the order they
/// paint in. iPhone 15 Pro: status bar 54, compact bar 44, large title 52, search strip 52.
@Suite("Behaviours behind one protocol")
struct BehaviourTests {
  static func engine(_ screen: String) -> Engine {
    var engine = Engine(options: EngineOptions(screen: screen))
    engine.advance(to: 0)
    return engine
  }

  @Test("Settings: bar, large title, search, refresh and tab bar arrange the content's insets")
  func settingsInsets() {
    let engine = Self.engine("settings")
    let screen = engine.top
    let device = engine.device
    let behaviours = screen.behaviours
    #expect(behaviours.navigationBar != nil && behaviours.largeTitle != nil)
    #expect(behaviours.search != nil && behaviours.refresh != nil && behaviours.tabBar != nil)
    #expect(behaviours.header == nil && behaviours.topBar == nil && behaviours.pinned == nil)
    let strip = SearchFieldLayout.areaHeight
    // Under the compact bar, the large title's 52 pt and the search strip's 52 pt.
    #expect(
      screen.insets.top
        == device.navigationBarTop + NavigationBarMetrics.barHeight
        + NavigationBarMetrics.largeTitleExtension + strip)
    #expect(
      screen.insets.barExtension == strip && screen.insets.bottomBar == TabBarLayout.barHeight)
    // The search strip's zone, then the large title's, whatever their registration order.
    #expect(
      screen.scroller.snapZones == [
        0...strip, strip...(strip + NavigationBarMetrics.largeTitleExtension),
      ])
    // At rest the bars end at the bar's bottom, which the large title and strip extend.
    let chrome = screen.chrome(device: device)
    #expect(chrome.chromeBottom == screen.navigationBar(device: device).barBottom)
    #expect(!chrome.clipsContent && chrome.statusBarBackdrop == nil)
    #expect(chrome.inlineTitleOpacity == 0, "the large title shows, the inline one waits")
  }

  @Test("Album: the header puts the content under the status bar and makes the bar transparent")
  func albumHeader() throws {
    let engine = Self.engine("album")
    let screen = engine.top
    let header = try #require(screen.behaviours.header)
    #expect(screen.insets.top == 0)
    #expect(screen.insets.contentHead >= header.spec.height)
    let chrome = screen.chrome(device: engine.device)
    let layout = try #require(screen.stickyHeader(device: engine.device))
    #expect(chrome.barBackgroundAlpha == nil && chrome.barTitleColor == .white)
    #expect(chrome.coveredAbove == layout.frame.maxY)
    #expect(chrome.statusBarBackdrop == header.spec.topColor)
    #expect(engine.frameValues().navBackgroundAlpha == nil)
  }

  @Test("Blog: the top bar replaces the bar, moves the content with its height and clips it")
  func blogTopBar() throws {
    var engine = Self.engine("blog")
    let device = engine.device
    let topBar = try #require(engine.top.behaviours.topBar)
    #expect(engine.top.behaviours.navigationBar == nil)
    #expect(engine.top.insets.top == device.topSafeArea)
    #expect(engine.top.insets.collapsedTop == topBar.spec.parameters.minHeight)
    engine.handle(.scrollTo(offset: 100, animated: false), at: 0.1)
    engine.advance(to: 2)
    let screen = engine.top
    let height = try #require(screen.behaviours.topBar).height.value
    #expect(screen.behaviours.contentShift == height)
    #expect(screen.contentOrigin == device.topSafeArea + height - 100)
    let chrome = screen.chrome(device: device)
    #expect(chrome.clipsContent && chrome.chromeBottom == device.topSafeArea + height)
  }

  @Test("Layers paint back to front: content, then header, bar, large title, tab bar")
  func layerOrder() {
    for name in ["settings", "album"] {
      let engine = Self.engine(name)
      var painter = FramePainter()
      var list = DisplayList(size: engine.device.size)
      list.recordsElements = true
      painter.paint(engine, into: &list)
      let roles = list.elements.map(\.role)
      func first(_ role: LayoutRole) -> Int? { roles.firstIndex(of: role) }
      // Rows (content) before the header (over the content) before the large title (bar
      // extensions) before the tab bar (bottom bars) before the status bar (the phone's).
      let order = [
        first(.listRow), first(.header), first(.largeTitle), first(.tabItem), first(.statusBar),
      ].compactMap { $0 }
      // Settings has rows, a large title, a tab bar and a status bar; the album rows and a
      // header (its status bar hides at rest).
      #expect(order.count == (name == "settings" ? 4 : 2), "\(name): \(roles)")
      #expect(order == order.sorted(), "\(name): \(roles)")
    }
  }

  @Test("A tap on the search field is taken before the tab bar and focuses it")
  func tapOrder() throws {
    var engine = Self.engine("settings")
    let field = try #require(engine.top.searchField(device: engine.device)).fieldFrame
    engine.handle(.pointerDown(x: field.midX, y: field.midY), at: 0.1)
    engine.handle(.pointerUp(x: field.midX, y: field.midY), at: 0.15)
    #expect(engine.top.isSearching && engine.top.selectedTab == 0)
    engine.advance(to: 1)
    #expect(engine.frameValues().searchFocus == 1)
  }
}
