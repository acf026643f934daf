import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

/// Issue 11, items 5 and 6, in numbers: settings glyphs as symbols, the blog's posts under its
/// bar, the album's black, the overlays' backing and the feed card under the bar.
@Suite("Look details")
struct LookDetailTests {
  /// Scrolls without animation and lets the chrome settle (seed 003's bar animates 0.35 s).
  func settled(_ screen: String, offset: Double, options: (inout EngineOptions) -> Void = { _ in })
    -> Engine
  {
    var engineOptions = EngineOptions(screen: screen)
    options(&engineOptions)
    var engine = Engine(options: engineOptions)
    engine.advance(to: 0)
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0.1)
    var time = 0.1
    while time < 0.7 {
      engine.advance(to: time)
      time += 1.0 / 60
    }
    return engine
  }

  @Test("Every built-in settings row names a symbol, except the SOS and calendar letters")
  func settingsGlyphsAreSymbols() throws {
    let spec = try #require(ScreenCatalog.screen(named: "settings"))
    #expect(spec.rows.count == 30)
    for row in spec.rows {
      if row.glyph == "SOS" || row.glyph == "31" {
        #expect(row.symbol == nil)
      } else {
        #expect(row.symbol?.sceneName == row.glyph, "\(row.label): \(row.glyph)")
      }
    }
    // The nine the issue names, by row.
    let expected: [String: Symbol] = [
      "Airplane Mode": .airplane, "Wi-Fi": .wifi, "Bluetooth": .bluetooth, "Cellular": .antenna,
      "Notifications": .bell, "Sounds & Haptics": .speaker, "Focus": .moon,
      "Screen Time": .hourglass, "General": .gear,
    ]
    for (label, symbol) in expected {
      #expect(spec.rows.first { $0.label == label }?.symbol == symbol)
    }
  }

  @Test("Glyph names: each symbol's name resolves to it; anything else stays letters")
  func glyphNames() {
    for symbol in Symbol.allCases { #expect(Symbol(sceneName: symbol.sceneName) == symbol) }
    #expect(Set(Symbol.allCases.map(\.sceneName)).count == Symbol.allCases.count)
    #expect(RowContent("x", glyph: "W").symbol == nil)
    #expect(RowContent("x", glyph: "Airplane").symbol == nil)
    #expect(RowContent("x", glyph: "").symbol == nil)
    var row = RowContent("x", glyph: "Q")
    row.glyph = "gear"
    #expect(row.symbol == .gear)
  }

  @Test("A letter glyph is drawn as text in the tile, a symbol name as a symbol")
  func lettersStillWork() throws {
    var engine = Engine(options: EngineOptions(screen: "settings"))
    var spec = engine.top.spec
    spec.rows[0] = RowContent("Letters", icon: .orange, glyph: "Ab")
    engine.stack[0] = ScreenState(
      spec: spec, device: engine.device, isLarge: true,
      configuration: engine.top.scroller.configuration)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    #expect(texts(list).contains("Ab"))
    let symbols = list.commands.compactMap { command -> Symbol? in
      if case .symbol(let symbol, _, _, _) = command { return symbol }
      return nil
    }
    #expect(!symbols.contains(.airplane) && symbols.contains(.wifi))
  }

  @Test(
    "Blog: the first post starts at the bar's bottom, at rest, while collapsing and collapsed",
    arguments: [0.0, 10, 20, 30, 40, 41, 60, 200])
  func blogPostsFollowTheBar(offset: Double) {
    for style in [CollapsingTopBarLayout.Style.seed, .continuous] {
      let engine = settled("blog", offset: offset) { $0.topBarStyle = style }
      let screen = engine.top
      let safe = engine.device.topSafeArea
      let barBottom = safe + screen.topBarHeight.value
      #expect(screen.offset == offset)
      // Seed 003: 350 pt at rest, 127 once scrolled past 40 pt (the continuous style reaches
      // 127 at 44.6 pt).
      if offset == 0 { #expect(barBottom == safe + 350) }
      if offset > 40 && style == .seed || offset > 45 { #expect(barBottom == safe + 127) }
      // The posts' top (the shelves, issue 37) is the bar's bottom moved up by the offset; no
      // band between the bar and the first post (before: 175 pt at offset 60).
      let firstPostY = screen.contentOrigin + screen.contentBlockTop
      #expect(abs(firstPostY - (barBottom - offset)) < 1e-9)
    }
  }

  @Test("Blog: the end of the list is reachable with the bar collapsed")
  func blogEnd() {
    let engine = settled("blog", offset: .greatestFiniteMagnitude)
    let screen = engine.top
    // The last shelf's bottom (the content's end; issue 37: the shelves are content).
    let end = screen.contentBlockTop + (screen.contentBlock?.size.height ?? 0)
    #expect(
      abs(
        screen.contentOrigin + end
          - (engine.device.size.height - engine.device.bottomSafeArea)) < 1e-9)
  }

  @Test("Album: the header's gradient ends at pure black, the page's background")
  func albumBlack() throws {
    let spec = try #require(ScreenCatalog.screen(named: "album"))
    #expect(spec.header?.bottomColor == Color(hex: 0x000000))
    #expect(Theme.dark.background == Color(hex: 0x000000))
  }

  @Test("HUD and tuning panel: opaque backings under all their text")
  func overlayBackings() {
    var studio = Studio(Engine(options: EngineOptions(screen: "settings")))
    studio.hudVisible = true
    studio.tuningPanelVisible = true
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(studio, into: &list)
    #expect(FramePainter.overlayBacking.alpha == 255)
    let backings = list.commands.compactMap { command -> Rect? in
      if case .fill(let rect, _, FramePainter.overlayBacking) = command { return rect }
      return nil
    }
    #expect(backings.count == 3)  // HUD panel, its graph, tuning panel
    guard
      let firstBacking = list.commands.firstIndex(where: {
        if case .fill(_, _, FramePainter.overlayBacking) = $0 { return true }
        return false
      })
    else { return }
    // Every text drawn after the first backing (the overlays' own) sits on one.
    for command in list.commands[firstBacking...] {
      guard case .text(_, _, _, let x, let midY, _, _, _) = command else { continue }
      #expect(
        backings.contains { $0.minX <= x && x <= $0.maxX && $0.minY <= midY && midY <= $0.maxY })
    }
  }

  @Test("Feed: the card's icon, title and callout are clipped at the bar's bottom")
  func feedCardClipped() {
    let engine = settled("feed", offset: 60)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    let barBottom = engine.device.navigationBarTop + NavigationBarMetrics.barHeight
    var clipTop: Double?
    var clipped: [String] = []
    for command in list.commands {
      switch command {
      case .pushClip(let rect) where rect.minY == barBottom: clipTop = rect.minY
      case .popClip: clipTop = nil
      case .text(let string, _, _, _, _, _, _, _) where clipTop != nil: clipped.append(string)
      case .symbol(.carrot, _, _, _): #expect(clipTop == barBottom)
      default: break
      }
    }
    #expect(clipped.contains("Feed"))
    #expect(clipped.count == 1 + (engine.top.spec.card?.callout.count ?? 0))
  }
}
