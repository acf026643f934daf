import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel

/// Issue 41's tabs through the engine, with the built-in Settings scene
/// (`Assets/scenes/settings.json`: Settings, Apple ID with a screen and a badge, and a search
/// tab with a screen of its own).
@Suite("Tabs with their own stacks (issue 41)")
struct TabStackTests {
  static func engine(design: Design = .ios18, live: (any LiveProgram)? = nil) throws -> Engine {
    var spec = try #require(ScreenCatalog.screen(named: "settings"))
    spec.design = design
    var options = EngineOptions(device: .iPhone15Pro, scene: spec)
    options.liveProgram = live
    var engine = Engine(options: options)
    engine.advance(to: 0)
    return engine
  }

  /// Runs frames at 60 Hz from the engine's time to `end`.
  static func run(_ engine: inout Engine, to end: Double) {
    var time = engine.time
    while time < end {
      time = min(end, time + 1.0 / 60)
      engine.advance(to: time)
    }
  }

  /// The elements a frame records (the layout dump's).
  static func elements(_ engine: Engine) -> [LayoutElement] {
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    return list.elements
  }

  static func tap(_ engine: inout Engine, x: Double, y: Double) {
    let time = engine.time
    engine.handle(.pointerDown(x: x, y: y), at: time + 0.01)
    engine.handle(.pointerUp(x: x, y: y), at: time + 0.05)
    run(&engine, to: time + 0.06)
  }

  @Test("Each tab keeps its own stack and scroll position; its screen, not the first tab's")
  func ownStacks() throws {
    var engine = try Self.engine()
    let settingsRows = engine.top.spec.rows.map(\.label)
    engine.handle(.scrollTo(offset: 300, animated: false), at: 0.1)
    engine.push(fromRow: 1, time: 0.2)
    Self.run(&engine, to: 0.3 + NavigationTransition.duration)
    #expect(engine.stack.count == 2 && engine.top.spec.title == "Wi-Fi")
    // Pushed inside a tab, the screen keeps the tab bar.
    #expect(engine.top.spec.tabBar?.selected == 0)

    engine.selectTab(1, time: engine.time)
    #expect(engine.selectedTab == 1 && engine.stack.count == 1)
    #expect(engine.frameValues().selectedTab == 1)
    #expect(engine.top.spec.title == "Apple ID")
    let appleRows = engine.top.spec.rows.map(\.label)
    #expect(appleRows.first == "Name, Phone Numbers, Email" && !appleRows.contains("Wi-Fi"))
    #expect(Set(appleRows).isDisjoint(with: settingsRows))

    // Back on Settings: its pushed screen, and under it the list where it was left.
    engine.selectTab(0, time: engine.time + 0.1)
    #expect(engine.stack.count == 2 && engine.top.spec.title == "Wi-Fi")
    #expect(engine.stack[0].spec.title == "Settings" && engine.stack[0].offset == 300)
  }

  @Test("A tap on the selected tab pops to the root, all at once; a second scrolls to the top")
  func selectedTabPopsThenScrolls() throws {
    var engine = try Self.engine()
    engine.handle(.scrollTo(offset: 300, animated: false), at: 0.1)
    engine.push(fromRow: 1, time: 0.2)
    Self.run(&engine, to: 0.3 + NavigationTransition.duration)
    engine.push(fromRow: 0, time: engine.time)
    Self.run(&engine, to: engine.time + 0.1 + NavigationTransition.duration)
    #expect(engine.stack.count == 3)
    // The Settings tab, first of three on the 393 pt wide screen's 49 pt bar.
    Self.tap(&engine, x: 60, y: 800)
    // The middle screen is gone at once; the top one slides away over the root.
    #expect(engine.stack.count == 2 && engine.stack[0].spec.title == "Settings")
    Self.run(&engine, to: engine.time + 0.1 + NavigationTransition.duration)
    #expect(engine.stack.count == 1 && engine.top.offset == 300)
    Self.tap(&engine, x: 60, y: 800)
    #expect(engine.top.scroller.phase == .animating)
    Self.run(&engine, to: engine.time + 1.5)
    #expect(engine.top.offset == 0 && engine.stack.count == 1 && engine.selectedTab == 0)
  }

  @Test("During a push inside a tab the tab bar stays: drawn once, where it was")
  func tabBarStaysDuringPush() throws {
    var engine = try Self.engine()
    let atRest = Self.elements(engine).filter { $0.role == .tabItem }.map(\.frame)
    #expect(atRest.count == 3)
    engine.push(fromRow: 1, time: 0.1)
    Self.run(&engine, to: 0.1 + NavigationTransition.duration / 2)
    #expect(engine.transition != nil)
    let midway = Self.elements(engine).filter { $0.role == .tabItem }
    #expect(midway.map(\.frame) == atRest)
    #expect(midway.map(\.selected) == [true, false, false])
    // The badge on Apple ID's icon is drawn with the bar: 18 pt tall, its leading edge 6 pt
    // right of the icon's centre (the tab's), 6 pt either side of the digit's estimated 7.2 pt.
    let badge = try #require(Self.elements(engine).first { $0.role == .badge })
    #expect(badge.text == "1" && badge.source == "tabBar.items[1].badge")
    #expect(badge.frame.height == 18 && abs(badge.frame.width - 19.2) < 1e-9)
    #expect(abs(badge.frame.minX - (midway[1].frame.midX + 6)) < 1e-9)
  }

  @Test(
    "iOS 26: the search tab sits apart; choosing it activates its field, the capsule keeps the tab left"
  )
  func ios26SearchTab() throws {
    var engine = try Self.engine(design: .ios26)
    // Two tabs in the capsule, the search tab beside it: a 62 pt circle right of the capsule.
    let bar = try #require(engine.top.floatingTabBar(device: engine.device))
    let items = Self.elements(engine).filter { $0.role == .tabItem }
    #expect(items.map(\.text) == ["Settings", "Apple ID", "Search"])
    #expect(
      items.prefix(2).allSatisfy {
        bar.frame.minX <= $0.frame.minX && $0.frame.maxX <= bar.frame.maxX
      })
    #expect(items[2].frame.minX > bar.frame.maxX && items[2].frame.width == 62)
    engine.selectTab(2, time: 0.1)
    #expect(engine.top.spec.title == "Search" && engine.top.isSearching)
    #expect(engine.stack[0].behaviours.tabBar?.capsuleSelected == 0)
    Self.run(&engine, to: 0.6)
    // Typed into the search tab's field: its rows are filtered.
    for key in ["b", "a", "t"] { engine.handle(.key(KeyChord(key: key)), at: 0.7) }
    #expect(engine.top.spec.rows.map(\.label) == ["Battery"])
  }

  @Test("A live program hears the tab, the typed text, the scope and Return")
  func liveEvents() throws {
    let program = ListeningProgram()
    var engine = try Self.engine(live: program)
    Self.tap(&engine, x: 196, y: 800)
    Self.run(&engine, to: engine.time + 0.1)
    #expect(program.requests.flatMap(\.events) == [.tab(1)])
    Self.tap(&engine, x: 60, y: 800)
    // Settings' field: 16…377 × 158…194 on the 15 Pro.
    Self.tap(&engine, x: 100, y: 176)
    Self.run(&engine, to: engine.time + 0.4)
    for key in ["w", "i"] { engine.handle(.key(KeyChord(key: key)), at: engine.time + 0.01) }
    engine.handle(.key(KeyChord(key: "return")), at: engine.time + 0.02)
    engine.handle(.key(KeyChord(key: "escape")), at: engine.time + 0.03)
    Self.run(&engine, to: engine.time + 0.1)
    #expect(
      program.requests.flatMap(\.events)
        == [.tab(1), .tab(0), .search("w"), .search("wi"), .searchSubmit("wi"), .search("")])
  }
}
