import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Issue 28: a screen is one model of composable behaviours. A scene kind is only a preset, a
/// behaviour works on every screen that can hold it, and behaviours that cannot go together are
/// refused by name.
@Suite("Screen composition")
struct CompositionTests {
  static func decode(_ json: String) throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decode(Array(json.utf8), file: "c.json", id: "c")
  }

  static func refusal(_ json: String) -> SceneError? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error
    }
  }

  static let cellular = #"""
    {"title": "Cellular", "card": {"icon": "green", "glyph": "antenna", "callout": ["Manage data."]},
     "list": {"style": "inset-grouped", "sections": [
       {"rows": [{"label": "Cellular Data", "accessory": "switch", "on": true},
                 {"label": "Options", "value": "Roaming Off"}]},
       {"header": "SIMs", "rows": [{"label": "Primary", "accessory": "checkmark", "on": true},
                                   {"label": "Secondary", "accessory": "checkmark"}]}],
       "rows": 40}}
    """#

  static func run(_ spec: ScreenSpec, to offset: Double, device: Device = .iPhone15Pro)
    -> Engine
  {
    var engine = Engine(options: EngineOptions(device: device, scene: spec))
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0)
    engine.advance(to: 0.5)
    return engine
  }

  @Test("The built-in screens name no kind: each is a composition of behaviours")
  func builtinsAreCompositions() throws {
    for name in ["settings", "feed", "album", "blog", "detail"] {
      let text = try #require(BuiltinScenes.files[name])
      #expect(!text.contains("\"kind\""), "\(name) still names a kind")
    }
    let feed = try #require(ScreenCatalog.screen(named: "feed"))
    #expect(feed.card != nil && feed.rowStyle == .event && feed.header == nil)
    let album = try #require(ScreenCatalog.screen(named: "album"))
    #expect(album.header?.showsInfo == true && album.rowStyle == .track && album.card == nil)
    let blog = try #require(ScreenCatalog.screen(named: "blog"))
    // Issue 37: the blog's shelves are horizontal scroll views in its content, no longer rows.
    #expect(blog.topBar != nil && !blog.hasNavigationBar && blog.rowCount == 0)
    #expect(blog.content.map { "\($0)".contains("scroll(") } == true)
  }

  @Test("A kind is a preset: the same screen written with kind or with behaviours is one spec")
  func kindIsPreset() throws {
    let preset = try Self.decode(
      #"{"title": "F", "kind": "title-card", "list": {"sections": [[{"label": "a"}]]}}"#)
    let spelled = try Self.decode(
      #"{"title": "F", "largeTitle": "never", "card": {}, "list": {"rowStyle": "event", "sections": [[{"label": "a"}]]}}"#
    )
    #expect(preset == spelled)
  }

  @Test("Settings › Cellular: a title card over inset-grouped rows with switches and checkmarks")
  func cellular() throws {
    let spec = try Self.decode(Self.cellular)
    #expect(spec.card?.glyph == .antenna && spec.rowStyle == .cell)
    #expect(spec.largeTitleMode == .never)
    var engine = Self.run(spec, to: 0)
    let device = engine.device
    let card = try #require(engine.top.card)
    // Over an inset-grouped list the card lines up with the cells (20 pt in on a 393 pt phone).
    #expect(card.cardFrame.minX == 20 && card.cardFrame.maxX == 373)
    #expect(card.titleFrame.minX == 36 && card.iconFrame.midX == 196.5)
    // The list's first group starts under the card (content y = card.height + 35 pt gap).
    #expect(engine.top.list.contentHeight > card.height)
    #expect(engine.frameValues().cardTitleAlpha == 0)
    // The card's title goes behind the bar: seed 000's formula on its frame.
    let barBottom = device.navigationBarTop + NavigationBarMetrics.barHeight
    let offset = card.titleFrame.minY + card.titleFrame.height / 2
    engine = Self.run(spec, to: offset)
    let expected = TitleCardLayout.inlineTitleOpacity(
      titleMinY: barBottom + card.titleFrame.minY - offset, titleHeight: card.titleFrame.height,
      topInset: barBottom)
    #expect(abs((engine.frameValues().cardTitleAlpha ?? -1) - expected) < 1e-9)
    #expect(abs(expected - 0.5) < 1e-9)
    #expect(engine.frameValues().inlineTitleAlpha == engine.frameValues().cardTitleAlpha)
    // Every row kind is drawn: the switch is on as the scene says, checkmarks choose.
    #expect(engine.top.isOn(row: 0, section: 0))
    #expect(engine.top.isOn(row: 2, section: 1) && !engine.top.isOn(row: 3, section: 1))
  }

  @Test(
    "A stretchy header on a list with a large title: it stretches by the pull, the title stays large"
  )
  func headerWithLargeTitle() throws {
    let spec = try Self.decode(
      #"{"title": "Profile", "header": {"height": 300, "minHeight": 44}, "list": {"style": "inset-grouped", "sections": [[{"label": "a"}]], "rows": 40}}"#
    )
    #expect(spec.largeTitleMode == .always && spec.header?.showsInfo == false)
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    #expect(engine.top.isLarge)
    #expect(engine.frameValues().headerHeight == 300)
    // Pulled 80 pt (a held drag): the header grows by exactly the pull, as seed 004's does.
    engine.handle(.pointerDown(x: 200, y: 400), at: 0.1)
    engine.handle(.pointerMove(x: 200, y: 700), at: 0.3)
    engine.advance(to: 0.3)
    let pull = -engine.top.offset
    #expect(pull > 10)
    #expect(abs((engine.frameValues().headerHeight ?? 0) - (300 + pull)) < 1e-9)
    // Scrolled far: the header sticks at its minimum under the status bar.
    engine = Self.run(spec, to: 600)
    let header = try #require(engine.top.stickyHeader(device: engine.device))
    #expect(header.frame.height == 44 + engine.device.topSafeArea)
    #expect(engine.top.chromeBottom(device: engine.device) >= header.frame.maxY)
  }

  @Test("A card under an album header, the album's text block under the card, then the list")
  func cardUnderHeader() throws {
    let spec = try Self.decode(
      #"{"title": "A", "kind": "album", "card": {}, "list": {"rowStyle": "cell", "sections": [[{"label": "a"}]]}}"#
    )
    let engine = Self.run(spec, to: 0)
    let card = try #require(engine.top.card)
    #expect(card.cardFrame.minY == 280 + TitleCardLayout.margin)
    #expect(engine.top.contentBlockTop == card.height)
    #expect(engine.top.contentBlock?.size.height == 150)
  }

  @Test(
    "Behaviours that cannot go together are refused, naming the field",
    arguments: [
      (#""topBar": {}, "header": {}"#, "header"),
      (#""topBar": {}, "card": {}"#, "card"),
      (#""topBar": {}, "search": {}"#, "search"),
      (#""topBar": {}, "refresh": {}"#, "refresh"),
      (#""topBar": {}, "barItems": {"trailing": [{"title": "Edit"}]}"#, "barItems"),
      (#""topBar": {}, "largeTitle": "always""#, "largeTitle"),
      (#""card": {}, "largeTitle": "always""#, "largeTitle"),
      (#""header": {}, "search": {}"#, "search"),
      (#""header": {}, "refresh": {}"#, "refresh"),
    ])
  func refusals(fields: String, path: String) throws {
    let json =
      #"{"title": "T", "#
      + fields + #", "list": {"sections": [[{"label": "a"}]]}}"#
    let error = try #require(Self.refusal(json))
    #expect(error.path == path, "\(error)")
    #expect(!error.description.contains("\n"))
  }

  @Test("A row kind under a seed's row style is refused with the way out")
  func rowKindUnderRowStyle() throws {
    let error = try #require(
      Self.refusal(
        #"{"title": "T", "kind": "title-card", "list": {"sections": [{"rows": [{"label": "a"}, {"label": "b", "accessory": "switch"}]}]}}"#
      ))
    #expect(error.path == "list.sections[0].rows[1].accessory")
    #expect(error.problem.contains("\"list.rowStyle\": \"cell\""))
  }

  @Test("Search, refresh and a tab bar work on a title-card screen too")
  func chromeOnCardScreen() throws {
    let spec = try Self.decode(
      #"{"title": "T", "card": {}, "search": {}, "refresh": {}, "tabBar": {"items": [{"label": "A", "glyph": "bell"}, {"label": "B", "glyph": "gear"}]}, "list": {"sections": [[{"label": "a"}]], "rows": 50}}"#
    )
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    let values = engine.frameValues()
    #expect(values.searchFieldHeight ?? 0 > 30)
    #expect(values.refreshState == "idle")
    #expect(values.tabBarAlpha != nil)
    // The card sits under the search strip: content top at rest = bar bottom + 52.
    let device = engine.device
    #expect(
      engine.top.contentTopAtRest
        == device.navigationBarTop + NavigationBarMetrics.barHeight + SearchFieldLayout.areaHeight)
  }
}

/// Issue 28: content trees inside the screen model: a row's own content, free content above the
/// list and a header's content, laid out by ContentLayout and drawn into the frame.
@Suite("Content trees in screens")
struct ScreenContentTests {
  static let scene = #"""
    {"title": "T", "content": {"text": "Intro", "font": "title", "frame": {"height": 60}},
     "list": {"style": "inset-grouped", "sections": [
       [{"content": {"vstack": [{"text": "A"}, {"color": "green", "frame": {"height": 50}}]}},
        {"label": "Plain"}]]}}
    """#

  @Test(
    "A row's content sizes its row (self-sizing cells); the free content pushes the list down")
  func rowAndBlock() throws {
    let spec = try CompositionTests.decode(Self.scene)
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    let state = engine.top
    let block = try #require(state.contentBlock)
    #expect(block.size.height == 60)
    let row = try #require(state.rowLayout(0))
    // body line (22) + 8 spacing + 50, inside 11 pt margins above and below.
    let expected = row.size.height + 2 * ScreenState.cellContentVerticalInset
    #expect(row.size.height > 70)
    var rows: [ListRowPlacement] = []
    state.list.visibleRows(minY: 0, maxY: 10_000, into: &rows)
    #expect(rows.first?.frame.height == expected)
    // Each cell sizes itself: the plain row beside it keeps the list's 44 pt.
    #expect(rows.dropFirst().first?.frame.height == 44)
    #expect(state.spec.sections[0].rowHeight == nil)
    // The list starts below the block: its first group's top is 60 + 35 pt (the section gap).
    #expect(rows.first.map { $0.frame.minY } == 60 + ListLayout.defaultSectionSpacing)
    #expect(state.rowLayout(1) == nil)
  }

  @Test("Content elements reach the layout dump at their screen frames, with their field paths")
  func dump() throws {
    let spec = try CompositionTests.decode(Self.scene)
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    let intro = try #require(list.elements.first { $0.text == "Intro" })
    #expect(intro.source == "content")
    #expect(abs(intro.frame.minY - engine.top.contentTopAtRest) < 60)
    let green = try #require(
      list.elements.first { $0.source == "list.sections[0][0].content.vstack[1]" })
    #expect(green.frame.height == 50)
    // Inside the cell's 16 pt margin: the cell starts 20 pt in on a 393 pt phone.
    #expect(green.frame.minX == 20 + ScreenState.cellContentInset)
  }

  @Test("A scene with content trees re-encodes to the same spec")
  func roundTrip() throws {
    let spec = try CompositionTests.decode(Self.scene)
    let again = try CompositionTests.decode(SceneEncoder.encode(spec))
    #expect(again == spec)
  }

  @Test("A header's content stands on the header's bottom edge")
  func headerContent() throws {
    let spec = try CompositionTests.decode(
      #"{"title": "T", "header": {"height": 300, "content": {"text": "Name", "font": "largeTitle", "padding": 16}}, "list": {"sections": [[{"label": "a"}]]}}"#
    )
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    let content = try #require(engine.top.headerContent)
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    let name = try #require(list.elements.first { $0.text == "Name" })
    // 16 pt of padding under the text, whose box ends at the header's bottom (y = 300).
    #expect(abs(name.frame.maxY - (300 - 16)) < 0.001)
    #expect(content.size.height == name.frame.height + 32)
  }

  @Test(
    "A card's content takes the callout's place and its height; callout and content together are refused"
  )
  func cardContent() throws {
    let spec = try CompositionTests.decode(
      #"{"title": "T", "card": {"content": {"color": "green", "frame": {"width": 100, "height": 40}}}, "list": {"sections": [[{"label": "a"}]]}}"#
    )
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    let card = try #require(engine.top.card)
    #expect(card.calloutFrame.height == 40)
    #expect(card.cardFrame.maxY == card.titleFrame.maxY + TitleCardLayout.spacing + 40 + 16)
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    let green = try #require(list.elements.first { $0.source == "card.content" })
    // Centred under the title: the card is 16 pt in on a plain list, 361 pt wide.
    let centred: Double = 16 + (361 - 100) / 2
    #expect(green.frame.minX == centred)
    #expect(green.frame.minY == card.calloutFrame.minY + engine.top.contentOrigin)
    let error = try #require(
      CompositionTests.refusal(
        #"{"title": "T", "card": {"callout": ["a"], "content": {"text": "b"}}, "list": {"sections": [[{"label": "a"}]]}}"#
      ))
    #expect(error.path == "card.content")
  }

  @Test(
    "Image files in content trees are loaded with the scene's images and resolved against its folder"
  )
  func contentImages() throws {
    let json =
      #"{"title": "T", "content": {"image": {"file": "images/a.png"}}, "list": {"sections": [[{"content": {"hstack": [{"text": "x"}, {"image": {"file": "b.jpg"}}]}}]]}}"#
    let spec = try SceneDecoder.decode(Array(json.utf8), file: "designs/s.json", id: "s")
    #expect(spec.images.map(\.path) == ["designs/b.jpg", "designs/images/a.png"])
    #expect(spec.images.map(\.field) == ["list.sections[0][0].content.hstack[1]", "content"])
    #expect(spec.content?.imageFiles.map(\.path) == ["designs/images/a.png"])
    #expect(spec.rows[0].content?.imageFiles.map(\.path) == ["designs/b.jpg"])
  }

  @Test("Symbols in content trees that NavLab cannot draw are named once; known SF names are drawn")
  func contentSymbols() throws {
    let spec = try CompositionTests.decode(
      #"{"title": "T", "content": {"hstack": [{"image": "music.note"}, {"image": "no.such.symbol"}, {"image": "no.such.symbol"}]}, "list": {"sections": [[{"label": "a"}]]}}"#
    )
    #expect(SymbolNameCheck.unknownNames(in: spec) == ["no.such.symbol"])
    #expect(Symbol(sceneName: "music.note") != nil)
  }
}
