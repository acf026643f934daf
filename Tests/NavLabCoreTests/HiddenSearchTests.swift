import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel

/// `"search": {"startsHidden": true}`: the screen opens with its search strip scrolled away
/// (UIKit `hidesSearchBarWhenScrolling`: the field shows only at the top of the content), and a
/// pull reveals it 1:1. Built-in Settings with the option set, on the iPhone 15 Pro: status bar
/// 54, compact bar 44, large title 52, search strip s = 52.
@Suite("Search field that starts hidden")
struct HiddenSearchTests {
  static let strip = SearchFieldLayout.areaHeight

  static func spec(rows: Int? = nil) throws -> ScreenSpec {
    var spec = try #require(ScreenCatalog.screen(named: "settings", rows: rows))
    spec.search?.startsHidden = true
    return spec
  }

  static func engine(rows: Int? = nil) throws -> Engine {
    var engine = Engine(options: EngineOptions(scene: try spec(rows: rows)))
    engine.advance(to: 0)
    return engine
  }

  @Test("The scene field: decoded, re-encoded, and refused when it is not a boolean")
  func sceneField() throws {
    let json = #"""
      {"title": "Mail", "kind": "large-title-list", "list": {"sections": [[{"label": "a"}]]},
       "search": {"placeholder": "Search", "startsHidden": true}}
      """#
    let spec = try SceneDecoder.decode(Array(json.utf8), file: "m.json", id: "m")
    #expect(spec.search?.startsHidden == true)
    let again = try SceneDecoder.decode(
      Array(SceneEncoder.encode(spec).utf8), file: "x.json", id: "m")
    #expect(again == spec)
    // Off by default: built-in Settings opens with its field showing.
    #expect(ScreenCatalog.settings().search?.startsHidden == false)
    let bad = json.replacingOccurrences(of: "\"startsHidden\": true", with: "\"startsHidden\": 1")
    do {
      _ = try SceneDecoder.decode(Array(bad.utf8), file: "m.json", id: "m")
      Issue.record("accepted")
    } catch {
      #expect(error.path == "search.startsHidden" && error.problem.contains("true or false"))
    }
  }

  @Test("At rest: offset 52, no field, the large title open, the list 52 pt higher")
  func atRest() throws {
    let engine = try Self.engine()
    let screen = engine.top
    #expect(screen.offset == Self.strip)
    let bar = screen.navigationBar(device: engine.device)
    // 54 + 44 + 52: the bar ends under the large title, as without a search field.
    #expect(bar.searchHeight == 0 && bar.barBottom == 150)
    #expect(bar.showsLargeTitle && bar.largeTitleScale == 1 && bar.backgroundAlpha == 0)
    #expect(bar.largeTitleFrame.maxY == 54 + 96 - 8)
    // Content top at rest is still 202 (the strip is part of the scrollable chrome), so the
    // first group sits 35 pt under the bar's bottom: 202 − 52 + 35.
    #expect(screen.contentTopAtRest == 202)
    #expect(screen.contentOrigin + screen.list.rowFrame(0).minY == 150 + 35)
    let values = engine.frameValues()
    #expect(values.searchFieldHeight == 0 && values.searchFieldAlpha == 0)
    #expect(values.largeTitleAlpha == 1 && values.inlineTitleAlpha == 0)
    #expect(values.navBackgroundAlpha == 0)
  }

  /// Offsets on the way from hidden (52) to revealed (0): the strip
  /// is 52 − offset tall, the field 36 · (52 − offset) / 52, its background that fraction, its
  /// placeholder (fraction − 0.8) / 0.2, the bar's bottom 150 + the strip.
  @Test(
    "Pulling down reveals the field 1:1: heights and opacities over the offset",
    arguments: [52.0, 41.6, 26, 10.4, 5.2, 0])
  func reveal(offset: Double) throws {
    var engine = try Self.engine()
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0.1)
    engine.advance(to: 0.1)
    let screen = engine.top
    #expect(screen.offset == offset)
    let bar = screen.navigationBar(device: engine.device)
    let strip = Self.strip - offset
    #expect(abs(bar.searchHeight - strip) < 1e-9)
    #expect(abs(bar.barBottom - (150 + strip)) < 1e-9)
    let field = try #require(screen.searchField(device: engine.device))
    let fraction = strip / Self.strip
    #expect(abs(field.fieldFrame.height - 36 * fraction) < 1e-9)
    #expect(abs(field.fieldAlpha - fraction) < 1e-9)
    #expect(abs(field.contentAlpha - min(1, max(0, (fraction - 0.8) / 0.2))) < 1e-9)
    // The field stays centred in its strip, 16 pt from the edges.
    #expect(abs(field.fieldFrame.midY - (bar.searchArea.minY + strip / 2)) < 1e-9)
    #expect(field.fieldFrame.minX == 16 && field.fieldFrame.width == 393 - 32)
    // The large title stays open the whole way.
    #expect(bar.showsLargeTitle && bar.largeTitleFrame.maxY == 142)
  }

  @Test("A pull past the revealed field scales the large title (the field stays 36 pt)")
  func pullPastTop() throws {
    var engine = try Self.engine()
    // 52 pt to reveal the field, then a further 20 pt of finger travel into the rubber band.
    engine.handle(.pointerDown(x: 200, y: 300), at: 0.1)
    for step in 1...24 {
      engine.handle(.pointerMove(x: 200, y: 300 + 3 * Double(step)), at: 0.1 + Double(step) / 60)
    }
    let screen = engine.top
    #expect(screen.offset < 0)
    let bar = screen.navigationBar(device: engine.device)
    #expect(bar.searchHeight == Self.strip)
    #expect(screen.searchField(device: engine.device)?.fieldFrame.height == 36)
    // Flutter's scale: 1 + 0.03 · pull / 44.
    #expect(abs(bar.largeTitleScale - (1 + 0.03 * -screen.offset / 44)) < 1e-9)
  }

  /// Drags down from the hidden field and lets go: a stop inside the strip (0…52) snaps to the
  /// nearer end, ties open (`LargeTitleLayout.snapTarget`), as UIKit's search bar does.
  @Test(
    "A drag that reveals part of the field snaps it open or closed",
    arguments: [(20.0, 52.0), (36, 0), (80, 0)])
  func dragReveal(distance: Double, expected: Double) throws {
    var engine = try Self.engine(rows: 200)
    engine.handle(.pointerDown(x: 200, y: 300), at: 0.1)
    for step in 1...30 {
      engine.handle(
        .pointerMove(x: 200, y: 300 + distance * Double(step) / 30), at: 0.1 + Double(step) / 60)
    }
    // Held still: the content followed the finger (less the 2 pt slop; banded past 0).
    engine.handle(.pointerMove(x: 200, y: 300 + distance), at: 0.9)
    let held = engine.top.offset
    if distance < Self.strip { #expect(abs(held - (Self.strip - distance + 2)) < 1e-6) }
    // Past the top the rubber band gives less than the finger's travel.
    if distance > Self.strip + 2 { #expect(held < 0 && held > Self.strip - distance + 2) }
    engine.handle(.pointerUp(x: 200, y: 300 + distance), at: 1.0)
    runFrames(&engine, from: 1.0, to: 3)
    #expect(abs(engine.top.offset - expected) < 1e-6, "rested at \(engine.top.offset)")
    #expect(engine.frameValues().searchFieldHeight == (expected == 0 ? 36 : 0))
  }

  @Test("Scrolling to the top (a status-bar tap) reveals the field, as UIKit documents")
  func scrollToTopReveals() throws {
    var engine = try Self.engine()
    engine.handle(.pointerDown(x: 200, y: 20), at: 0.1)
    engine.handle(.pointerUp(x: 200, y: 20), at: 0.15)
    runFrames(&engine, from: 0.2, to: 1.5)
    #expect(engine.top.offset == 0 && engine.frameValues().searchFieldHeight == 36)
  }

  @Test("Content too short to scroll 52 pt opens with the field showing")
  func shortContent() throws {
    let engine = try Self.engine(rows: 3)
    #expect(engine.top.scroller.maxOffset == 0)
    #expect(engine.top.offset == 0 && engine.frameValues().searchFieldHeight == 36)
  }

  @Test("A device change keeps the field hidden")
  func deviceChange() throws {
    var engine = try Self.engine()
    engine.handle(.key(KeyChord(key: "m")), at: 0.1)
    engine.advance(to: 0.2)
    #expect(engine.device != .iPhone15Pro)
    #expect(engine.top.offset == Self.strip && engine.frameValues().searchFieldHeight == 0)
  }
}
