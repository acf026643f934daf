import DisplayList
import Foundation
import NavGeometry
import NavLabCore
import SDLRenderer
import ScreenModel
import Testing

@testable import NavInput

/// Issue 14's scroll-driven chrome in whole frames: the built-in Settings scene
/// (`Assets/scenes/settings.json`), on all four devices and in both appearances (at rest:
/// `settingsAtRest`). Part of the serialized golden suite (SDL and the fonts are shared).
extension GoldenImageTests {
  /// Built-in Settings: a search field, pull to refresh and a tab bar.
  static func chromeScene() throws -> ScreenSpec {
    try #require(ScreenCatalog.screen(named: "settings"))
  }

  func chromeEngine(
    device: Device = .iPhone15Pro, appearance: Appearance = .light, offset: Double = 0,
    design: Design? = nil, scrollEdge: ScrollEdgeStyle = .soft
  ) throws -> Engine {
    var scene = try Self.chromeScene()
    scene.scrollEdge = scrollEdge
    var options = EngineOptions(device: device, appearance: appearance, scene: scene)
    options.design = design
    var engine = Engine(options: options)
    engine.advance(to: 0)
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0.1)
    var time = 0.1
    while time < 0.6 {
      engine.advance(to: time)
      time += 1.0 / 60
    }
    engine.advance(to: 0.6)
    return engine
  }

  /// Pixels of the tint blue (#007AFF, #0A84FF) inside `rect`.
  func tintedPixels(_ canvas: OffscreenCanvas, in rect: Rect) -> Int {
    var count = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        let c = channels(canvas, x, y)
        if c.b > 200 && c.r < 100 { count += 1 }
      }
    }
    return count
  }

  // The four presets the goldens were drawn on (newer devices have no goldens).
  static let chromeCases: [(Device, Appearance)] = [
    Device.se, .iPhone14, .iPhone15Pro, .iPhone15ProMax,
  ].flatMap { device in
    [Appearance.light, .dark].map { (device, $0) }
  }

  @Test("Search field half collapsed (26 pt): 18 pt tall, no placeholder")
  func searchHalfCollapsed() throws {
    let engine = try chromeEngine(offset: 26)
    let field = try #require(engine.top.searchField(device: engine.device))
    #expect(field.fieldFrame.height == 18 && field.contentAlpha == 0)
    let canvas = try render(engine)
    try Goldens.assertMatches(canvas, name: "chrome-search-half")
  }

  /// Drags down by `finger` points over a third of a second from rest, then holds (and
  /// releases at `release` seconds when given), and runs frames to `until`.
  func pulled(
    _ engine: inout Engine, finger: Double, release: Double? = nil, until: Double
  ) {
    engine.handle(.pointerDown(x: 200, y: 300), at: 0.7)
    for step in 1...20 {
      engine.handle(
        .pointerMove(x: 200, y: 300 + finger * Double(step) / 20), at: 0.7 + Double(step) / 60)
    }
    var time = 0.7 + 20.0 / 60
    if let release { engine.handle(.pointerUp(x: 200, y: 300 + finger), at: release) }
    while time < until {
      time = min(time + 1.0 / 60, until)
      engine.advance(to: time)
    }
  }

  @Test(
    "Refreshing on every device: the spinner 30 pt under the bar, the content held 60 pt down",
    arguments: 0..<8)
  func refreshing(index: Int) throws {
    let (device, appearance) = Self.chromeCases[index]
    var engine = try chromeEngine(device: device, appearance: appearance)
    pulled(&engine, finger: 400, release: 1.2, until: 2.2)
    let control = try #require(engine.top.refresh)
    #expect(control.phase == .refreshing)
    #expect(abs(engine.top.offset + 60) < 0.01)
    let canvas = try render(engine)
    // The brightest tick is darker than the background behind it.
    let top = device.navigationBarTop + 44
    let spinner = RefreshIndicatorLayout(control: control, top: top, midX: device.size.width / 2)
    let tick = spinner.tick(spinner.leadingTick)
    let mid = channels(
      canvas, Int((tick.inner.x + tick.outer.x) / 2), Int((tick.inner.y + tick.outer.y) / 2))
    if appearance == .light {
      #expect(mid.r < 200, "\(mid)")
    } else {
      #expect(mid.r > 60, "\(mid)")
    }
    try Goldens.assertMatches(canvas, name: "chrome-refresh-\(device.id)-\(appearance.rawValue)")
  }

  @Test("Pulling: some of the spinner's ticks, fading in, above the large title")
  func refreshPulling() throws {
    var engine = try chromeEngine()
    pulled(&engine, finger: 130, until: 1.1)
    let control = try #require(engine.top.refresh)
    #expect(control.phase == .pulling && control.progress > 0.5 && control.progress < 0.8)
    try Goldens.assertMatches(try render(engine), name: "chrome-refresh-pulling")
  }

  @Test(
    "Tab bar at the list's end on every device: transparent (scroll-edge appearance)",
    arguments: 0..<8)
  func tabBarAtEnd(index: Int) throws {
    let (device, appearance) = Self.chromeCases[index]
    var engine = try chromeEngine(device: device, appearance: appearance)
    engine.handle(.scrollTo(offset: engine.top.scroller.maxOffset, animated: false), at: 0.7)
    engine.advance(to: 1.3)
    let bar = try #require(engine.top.tabBar(device: device))
    #expect(bar.backgroundAlpha == 0)
    let canvas = try render(engine)
    // Between the items, the grouped background shows through the transparent bar.
    let x = Int(bar.itemFrame(0).maxX)
    let background: UInt32 = appearance == .light ? 0xF2F2F7 : 0x000000
    #expect(near(channels(canvas, x, Int(bar.frame.minY) + 3), background, 2))
    // The selected tab's icon is tinted (#007AFF / #0A84FF): blue somewhere in its square.
    let icon = bar.iconFrame(0)
    var blue = 0
    for y in Int(icon.minY)..<Int(icon.maxY) {
      for x in Int(icon.minX)..<Int(icon.maxX)
      where channels(canvas, x, y).b > 200
        && channels(canvas, x, y).r < 100
      {
        blue += 1
      }
    }
    #expect(blue > 20)
    try Goldens.assertMatches(canvas, name: "chrome-tabbar-\(device.id)-\(appearance.rawValue)")
  }

  @Test(
    "Search focused with typed letters: the title gone, the field under the status bar, Cancel",
    arguments: 0..<8)
  func searchFocused(index: Int) throws {
    let (device, appearance) = Self.chromeCases[index]
    var engine = try chromeEngine(device: device, appearance: appearance)
    let field = try #require(engine.top.searchField(device: device))
    engine.handle(.pointerDown(x: 100, y: field.fieldFrame.midY), at: 0.7)
    engine.handle(.pointerUp(x: 100, y: field.fieldFrame.midY), at: 0.75)
    for key in ["w", "i", "f", "i"] { engine.handle(.key(KeyChord(key: key)), at: 0.8) }
    engine.advance(to: 1.2)
    let focused = try #require(engine.top.searchField(device: device))
    #expect(focused.focus == 1 && focused.fieldFrame.minY == device.navigationBarTop + 8)
    let canvas = try render(engine)
    // Where the large title was: only the background now.
    let background: UInt32 = appearance == .light ? 0xF2F2F7 : 0x000000
    #expect(near(channels(canvas, 40, Int(device.navigationBarTop + 44 + 30)), background, 2))
    try Goldens.assertMatches(
      canvas, name: "chrome-search-focused-\(device.id)-\(appearance.rawValue)")
  }

  @Test(
    "iOS 26 scrolled on every device: soft scroll edge under the bar, tab bar minimized",
    arguments: 0..<8)
  func ios26Scrolled(index: Int) throws {
    let (device, appearance) = Self.chromeCases[index]
    let engine = try chromeEngine(
      device: device, appearance: appearance, offset: 300, design: .ios26)
    let bar = try #require(engine.top.floatingTabBar(device: device))
    #expect(bar.minimized == 1 && bar.frame.width == 62)
    let canvas = try render(engine)
    // The selected tab's tinted icon sits in the middle of the 62 pt circle.
    #expect(tintedPixels(canvas, in: bar.frame.insetBy(dx: 12, dy: 12)) > 20)
    // Under the soft scroll edge, the top of the screen fades towards the background: the
    // first row's white cell under the status bar is dimmed towards #F2F2F7 (light).
    if appearance == .light {
      let top = channels(canvas, 300, Int(device.navigationBarTop) + 2)
      #expect(top.b >= 245 && top.r < 252, "\(top)")
    }
    try Goldens.assertMatches(canvas, name: "chrome-ios26-\(device.id)-\(appearance.rawValue)")
  }

  @Test("iOS 26 at rest: the expanded glass capsule, no edge effect")
  func ios26Rest() throws {
    let engine = try chromeEngine(design: .ios26)
    #expect(engine.top.floatingTabBar(device: engine.device)?.minimized == 0)
    try Goldens.assertMatches(try render(engine), name: "chrome-ios26-rest")
  }

  @Test("iOS 26 hard scroll edge: the background cut off at the bar with a dividing line")
  func ios26Hard() throws {
    let engine = try chromeEngine(offset: 300, design: .ios26, scrollEdge: .hard)
    let canvas = try render(engine)
    // Inside the bar, left of the inline title: the grouped background, opaque.
    #expect(near(channels(canvas, 30, 70), 0xF2F2F7, 2))
    try Goldens.assertMatches(canvas, name: "chrome-ios26-hard")
  }

  @Test("iOS 26 detail screen: the back chevron on a glass circle")
  func ios26Back() throws {
    var engine = try chromeEngine(design: .ios26)
    engine.push(fromRow: 1, time: 0.7)
    var time = 0.7
    while time < 1.4 {
      time += 1.0 / 60
      engine.advance(to: time)
    }
    #expect(engine.stack.count == 2 && engine.top.design == .ios26)
    try Goldens.assertMatches(try render(engine), name: "chrome-ios26-back")
  }

  /// The 44 pt glass capsules (radius 22) `engine`'s frame draws.
  func glassCapsules(_ engine: Engine) -> [Rect] {
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    return list.commands.compactMap {
      if case .backdropBlur(let rect, let radius, _, _, _, _, _) = $0, rect.height == 44,
        radius == 22
      {
        return rect
      }
      return nil
    }
  }

  func exampleEngine(_ file: String, appearance: Appearance = .light) throws -> Engine {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Assets/examples/scenes/\(file)")
    let spec = try SceneDecoder.decode(Array(try Data(contentsOf: url)), file: file, id: file)
    var options = EngineOptions(appearance: appearance, scene: spec)
    options.design = .ios26
    var engine = Engine(options: options)
    engine.advance(to: 0)
    return engine
  }

  @Test("iOS 26 bar buttons on glass (the mail example: Edit, and a symbol on a 44 pt circle)")
  func ios26BarItems() throws {
    let engine = try exampleEngine("mail.json")
    #expect(engine.top.spec.leadingItems.count == 1 && engine.top.spec.trailingItems.count == 1)
    // "Edit": 4 × 17 × 0.55 = 37.4 pt estimated + 2 × 12 = 61.4 from the 16 pt margin; the
    // symbol alone: a 44 pt circle 16 pt from the trailing edge.
    let capsules = glassCapsules(engine)
    #expect(capsules.count == 2)
    #expect(capsules.contains { abs($0.minX - 16) < 1e-9 && abs($0.width - 61.4) < 1e-9 })
    // The bar, and so the circle, sits 5.67 pt lower on iOS 26 (issue 31: 78.33 → 84.00).
    #expect(
      capsules.contains {
        $0 == Rect(x: 333, y: 54 + Device.ios26NavigationBarDrop, width: 44, height: 44)
      })
    try Goldens.assertMatches(try render(engine), name: "chrome-ios26-baritems")
  }

  @Test("iOS 26 adjacent bar buttons share one glass capsule (the inbox example's two)")
  func ios26SharedPlatter() throws {
    let engine = try exampleEngine("inbox.json", appearance: .dark)
    #expect(engine.top.spec.trailingItems.count == 2)
    // The magnifier's 44 pt slot and "Select" (6 × 9.35 + 24 = 80.1 pt): one 124.1 pt capsule.
    let capsules = glassCapsules(engine)
    #expect(capsules.count == 1)
    let platter = try #require(capsules.first)
    #expect(abs(platter.width - 124.1) < 1e-9 && abs(platter.maxX - 377) < 1e-9)
    let canvas = try render(engine)
    // Between the two items, inside the capsule: glass (#2C2C2E at 60 % over black), not the
    // page's black beside it.
    let between = channels(canvas, Int(platter.maxX - 80.1), Int(platter.midY) - 12)
    #expect(between != channels(canvas, Int(platter.minX) - 6, Int(platter.midY)), "\(between)")
    try Goldens.assertMatches(canvas, name: "chrome-ios26-baritems-shared")
  }

  @Test(
    "iOS 26 search at the bottom: a search tab beside the tab bar, or a field alone",
    arguments: [true, false])
  func ios26BottomSearch(withTabBar: Bool) throws {
    var scene = try Self.chromeScene()
    scene.search?.placement = .bottom
    if !withTabBar { scene.tabBar = nil }
    var options = EngineOptions(appearance: withTabBar ? .light : .dark, scene: scene)
    options.design = .ios26
    var engine = Engine(options: options)
    engine.advance(to: 0)
    let bottom = try #require(engine.top.bottomSearch(device: engine.device))
    #expect(bottom.isTab == withTabBar)
    let canvas = try render(engine)
    try Goldens.assertMatches(
      canvas, name: "chrome-ios26-bottom-search-\(withTabBar ? "tab" : "field")")
  }

  /// The example scene in iOS 26 with the search at the bottom, focused by a tap, with
  /// `typed` letters, at `time` (the tap lands at 0.15 s; the animation ends at 0.45 s).
  func bottomSearchEngine(
    device: Device, appearance: Appearance, withTabBar: Bool, typed: [String], time: Double
  ) throws -> Engine {
    var scene = try Self.chromeScene()
    scene.search?.placement = .bottom
    if !withTabBar { scene.tabBar = nil }
    var options = EngineOptions(device: device, appearance: appearance, scene: scene)
    options.design = .ios26
    var engine = Engine(options: options)
    engine.advance(to: 0)
    let rest = try #require(engine.top.bottomSearch(device: device))
    engine.handle(.pointerDown(x: rest.frame.midX, y: rest.frame.midY), at: 0.1)
    engine.handle(.pointerUp(x: rest.frame.midX, y: rest.frame.midY), at: 0.15)
    for key in typed { engine.handle(.key(KeyChord(key: key)), at: 0.2) }
    var now = 0.15
    while now < time {
      now = min(now + 1.0 / 60, time)
      engine.advance(to: now)
    }
    return engine
  }

  @Test(
    "iOS 26 bottom search focused on every device: above the keyboard area, close button, tab bar collapsed",
    arguments: 0..<8)
  func ios26BottomSearchFocused(index: Int) throws {
    let (device, appearance) = Self.chromeCases[index]
    let engine = try bottomSearchEngine(
      device: device, appearance: appearance, withTabBar: true, typed: ["w", "i", "f", "i"],
      time: 0.8)
    let field = try #require(engine.top.bottomSearch(device: device))
    #expect(field.focus == 1 && field.keyboardFrame.maxY == device.size.height)
    #expect(engine.top.floatingTabBar(device: device)?.minimized == 1)
    let canvas = try render(engine)
    // The caret after "wifi" is tinted, inside the field's left half.
    let text = Rect(
      x: field.frame.minX + 42, y: field.frame.midY - 11, width: field.frame.width / 2 - 42,
      height: 22)
    #expect(tintedPixels(canvas, in: text) > 10)
    // The keyboard area is flat: two pixels far apart in it are the same colour.
    let a = channels(canvas, 30, Int(field.keyboardFrame.minY) + 20)
    let b = channels(canvas, Int(device.size.width) - 30, Int(device.size.height) - 20)
    #expect(a == b, "\(a) \(b)")
    // The field's glass, over the results, differs from the keyboard area's grey.
    let glass = channels(canvas, Int(field.frame.maxX) - 20, Int(field.frame.midY))
    #expect(glass != a)
    try Goldens.assertMatches(
      canvas, name: "chrome-ios26-search-focused-\(device.id)-\(appearance.rawValue)")
  }

  @Test("iOS 26 bottom search field half way: rising with the keyboard, the close button fading in")
  func ios26BottomSearchHalfway() throws {
    let engine = try bottomSearchEngine(
      device: .iPhone15Pro, appearance: .light, withTabBar: false, typed: [], time: 0.3)
    let field = try #require(engine.top.bottomSearch(device: engine.device))
    #expect(abs(field.focus - 0.5) < 1e-9 && abs(field.frame.minY - 622) < 1e-6)
    try Goldens.assertMatches(try render(engine), name: "chrome-ios26-search-halfway")
  }
}
