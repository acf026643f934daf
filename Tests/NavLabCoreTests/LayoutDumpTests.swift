import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import Traces

/// The layout dump (docs/layout-dump.md) against the layout formulas: ListLayout's inset-grouped
/// margins (20 pt on 390 pt and wider phones, 16 on 375), LargeTitleLayout's title frame (16 pt
/// from the edge, a 41 pt line box 8 pt above the large-title area's bottom), the inline title's
/// cross-fade.
@Suite("Layout dump")
struct LayoutDumpTests {
  /// The elements `engine`'s frame records.
  func elements(_ engine: Engine) -> [LayoutElement] {
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    return list.elements
  }

  /// `engine` scrolled to `offset` and left to settle (the 150 ms title cross-fade included).
  func scrolled(_ engine: Engine, to offset: Double) -> Engine {
    var engine = engine
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0.1)
    var time = 0.1
    while time < 1.5 {
      time += 1.0 / 60
      engine.advance(to: time)
    }
    return engine
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var device: Device
    /// ListLayout.insetGroupedSideMargin: 20 pt when wider than 375, else 16.
    var margin: Double
    /// Where the navigation bar starts (the status bar's height).
    var barTop: Double
    var testDescription: String { device.name }
  }

  static let cases = [
    Case(device: .iPhone15Pro, margin: 20, barTop: 54),
    Case(device: .se, margin: 16, barTop: 20),
    Case(device: .iPhone16Pro, margin: 20, barTop: 62),
    Case(device: .iPhone16ProMax, margin: 20, barTop: 62),
  ]

  @Test(
    "Settings: inset cells m pt from both edges, 44 tall; the large title where LargeTitleLayout puts it",
    arguments: cases)
  func settingsAtRest(_ c: Case) throws {
    let engine = makeEngine(device: c.device)
    let all = elements(engine)
    let width = c.device.size.width
    let rows = all.filter { $0.role == .listRow }
    try #require(rows.count > 5)
    for row in rows {
      #expect(row.frame.minX == c.margin, "\(row.text)")
      #expect(abs(width - row.frame.maxX - c.margin) < 1e-9, "\(row.text)")
      #expect(row.frame.height == 44)
      #expect(row.opacity == 1)
    }
    // 34 pt bold in a 41 pt line box, 16 pt in, its bottom 8 pt above the end of the 44 + 52 pt
    // bar (the search strip follows).
    let title = try #require(all.first { $0.role == .largeTitle })
    #expect(
      title.frame
        == Rect(x: 16, y: c.barTop + 44 + 52 - 8 - 41, width: width - 32, height: 41))
    #expect(title.text == "Settings" && title.opacity == 1 && title.source == "title")
    // The inline title waits, transparent, centred on the compact bar.
    let inline = try #require(all.first { $0.role == .navigationTitle })
    #expect(inline.opacity == 0 && inline.text == "Settings")
    #expect(abs(inline.frame.midX - width / 2) < 1e-9)
    #expect(abs(inline.frame.midY - (c.barTop + 22 - 2.0 / 3)) < 1e-9)
    // Row labels start at the cell's layout margin after the 29 pt icon tile 16 pt in, + 16.
    let wifi = try #require(all.first { $0.role == .text && $0.text == "Wi-Fi" })
    #expect(wifi.frame.minX == c.margin + 16 + 29 + 16)
    #expect(wifi.source == "list.sections[0][1].label")
    let status = try #require(all.first { $0.role == .statusBar })
    #expect(status.frame == Rect(x: 0, y: 0, width: width, height: c.barTop))
    let search = try #require(all.first { $0.role == .searchField })
    #expect(search.source == "search" && search.text == "Search")
  }

  /// Issue 28: inset cells at iOS's margins on every device. UIKit's inset-grouped table sets
  /// its cells 20 pt in on 390 pt and wider phones, 16 on the 375 pt SE (iOS 17 Settings
  /// measurements, `ListLayout.insetGroupedSideMargin`); every preset but the SE is wider.
  @Test(
    "Inset cells 16 pt from the edges on the SE, 20 on every other preset", arguments: Device.all)
  func marginsOnEveryDevice(_ device: Device) throws {
    let rows = elements(makeEngine(device: device)).filter { $0.role == .listRow }
    try #require(!rows.isEmpty)
    let margin = device.id == "se" ? 16.0 : 20.0
    for row in rows {
      #expect(row.frame.minX == margin)
      #expect(abs(device.size.width - row.frame.maxX - margin) < 1e-9)
    }
  }

  @Test("Landscape 16 Pro: cells 20 pt inside the 62 pt side safe areas, in screen coordinates")
  func landscape() throws {
    let engine = Engine(options: EngineOptions(device: .iPhone16Pro, landscape: true))
    #expect(engine.device.size == Size(width: 874, height: 402))
    let rows = elements(engine).filter { $0.role == .listRow }
    try #require(!rows.isEmpty)
    for row in rows {
      #expect(row.frame.minX == 62 + 20 && row.frame.maxX == 874 - 62 - 20)
    }
  }

  @Test(
    "Collapsed: the inline title at opacity 1, the large title at 0; rows under the bar still listed"
  )
  func settingsCollapsed() throws {
    let engine = scrolled(makeEngine(), to: 400)
    #expect(engine.top.offset == 400)
    let all = elements(engine)
    let inline = try #require(all.first { $0.role == .navigationTitle })
    #expect(inline.opacity == 1)
    // The large title slid up under the compact bar and faded out: listed, at opacity 0.
    let large = try #require(all.first { $0.role == .largeTitle })
    #expect(large.opacity == 0 && large.frame.maxY <= 54 + 44)
    // The collapsed bar ends 44 pt below the status bar; rows scrolled up behind it are drawn
    // (under the translucent material) and so are in the dump, with their section headers.
    let barBottom = 54.0 + 44
    let under = all.filter { $0.role == .listRow && $0.frame.maxY <= barBottom }
    #expect(!under.isEmpty)
    #expect(under.allSatisfy { $0.opacity == 1 && $0.source.hasPrefix("list.sections[") })
    // Rows follow the content: row n's top is the list's origin + its layout frame.
    let screen = engine.top
    let first = try #require(all.first { $0.role == .listRow })
    let firstRow = try #require(
      (0..<screen.spec.rowCount).first {
        screen.list.rowFrame($0).maxY + screen.contentOrigin > 0
      })
    #expect(first.frame.minY == screen.list.rowFrame(firstRow).minY + screen.contentOrigin)
  }

  @Test("Section headers, footers, switches, buttons and bar items carry their scene fields")
  func sceneSources() throws {
    let json = #"""
      {"title": "Cellular", "kind": "large-title-list",
       "barItems": {"trailing": [{"title": "Edit"}]},
       "list": {"style": "inset-grouped", "sections": [
         {"header": "Data", "footer": "Turn off to save data.", "rows": [
           {"label": "Cellular Data", "accessory": "switch", "on": true},
           {"label": "Reset", "style": "button", "align": "center"}]},
         [{"label": "Wi-Fi Assist", "accessory": "switch"}]]},
       "tabBar": {"items": [{"label": "One", "glyph": "gear"}, {"label": "Two", "glyph": "bell"}]}}
      """#
    let spec = try SceneDecoder.decode(Array(json.utf8), file: "cellular.json", id: "cellular")
    let engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    let all = elements(engine)
    func first(_ role: LayoutRole, _ text: String) throws -> LayoutElement {
      try #require(all.first { $0.role == role && $0.text == text }, "\(role) \(text)")
    }
    #expect(try first(.sectionHeader, "DATA").source == "list.sections[0].header")
    #expect(try first(.sectionFooter, "Turn off to save data.").source == "list.sections[0].footer")
    let toggle = try first(.toggle, "Cellular Data")
    #expect(toggle.source == "list.sections[0].rows[0].accessory")
    // UISwitch's 51 × 31 pt track, 16 pt from the cell's trailing edge.
    let cell = try first(.listRow, "Cellular Data")
    #expect(toggle.frame.width == 51 && toggle.frame.height == 31)
    #expect(toggle.frame.maxX == cell.frame.maxX - 16 && toggle.frame.midY == cell.frame.midY)
    #expect(try first(.button, "Reset").source == "list.sections[0].rows[1]")
    #expect(try first(.listRow, "Wi-Fi Assist").source == "list.sections[1][0]")
    #expect(try first(.toolbarItem, "Edit").source == "barItems.trailing[0]")
    #expect(try first(.tabItem, "Two").source == "tabBar.items[1]")
  }

  @Test("Off by default: a frame records nothing unless asked")
  func offByDefault() {
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(makeEngine(), into: &list)
    #expect(list.elements.isEmpty)
    #expect(!list.commands.isEmpty)
  }

  @Test("Every built-in screen lists its chrome: card, header, top bar, back button")
  func builtInScreens() throws {
    let feed = elements(makeEngine(screen: "feed"))
    #expect(feed.contains { $0.role == .card && $0.source == "card" })
    let album = elements(makeEngine(screen: "album"))
    #expect(album.contains { $0.role == .header && $0.source == "header" })
    let blog = elements(makeEngine(screen: "blog"))
    #expect(blog.contains { $0.role == .topBar && $0.source == "topBar" })
    // A pushed screen has a back button whose label is the previous title.
    var engine = makeEngine()
    engine.handle(.key(KeyChord(parsing: "return")!), at: 0.1)
    engine.advance(to: 2)
    let back = try #require(elements(engine).first { $0.role == .backButton })
    #expect(back.text == "Settings" && back.source == "")
  }

  @Test("The JSON: keys in order, numbers to 1/1000 pt, the same bytes on every run")
  func json() throws {
    let first = LayoutDump.json(elements(scrolled(makeEngine(), to: 123.4)), device: .iPhone15Pro)
    let second = LayoutDump.json(elements(scrolled(makeEngine(), to: 123.4)), device: .iPhone15Pro)
    #expect(first == second)
    let head: String =
      "{\n  \"device\": {\"name\": \"iPhone 15 Pro\", \"width\": 393, \"height\": 852, "
      + "\"scale\": 3},\n  \"elements\": [\n    {\"role\": \""
    #expect(first.hasPrefix(head))
    // It is JSON, and every element has the five fields (and "selected" last, on a tab, a
    // scope or a menu item that can be chosen).
    let root = try JSONParser.parse(Array(first.utf8))
    guard case .array(let items)? = root["elements"] else {
      Issue.record("not a {\"elements\": [...]} object")
      return
    }
    #expect(items.count > 20)
    for item in items {
      guard case .object(let fields) = item else { continue }
      let keys: [String] = fields.map { $0.key }
      let five = ["role", "text", "frame", "opacity", "source"]
      #expect(keys == five || keys == five + ["selected"], "\(keys)")
    }
    #expect(LayoutDump.number(1.0 / 3) == "0.333")
    #expect(LayoutDump.number(133.5) == "133.5")
    #expect(LayoutDump.number(-0.0001) == "0")
    #expect(LayoutDump.number(852) == "852")
    #expect(LayoutDump.number(.nan) == "null")
    var quoted = ""
    JSONText.appendQuoted("a\"b\\c\n\u{1}é", to: &quoted)
    #expect(quoted == #""a\"b\\c\n\u0001é""#)
  }

  @Test("The script event: {\"type\": \"layout\"} is due in the first frame at or after its time")
  func scriptEvent() throws {
    let parsed = try script(
      #"{"events": [{"t": 100, "type": "layout", "path": "a.json"}, {"t": 250, "type": "screenshot", "path": "b.png"}]}"#
    )
    #expect(parsed.entries[0].action == .layout(path: "a.json"))
    var player = ScriptPlayer(engine: makeEngine(), script: parsed, fps: 60)
    var shots: [String] = []
    var layouts: [String] = []
    var due: [Int: [String]] = [:]
    for frame in 0..<20 {
      layouts.removeAll()
      player.step(frame: frame, screenshots: &shots, layouts: &layouts)
      if !layouts.isEmpty { due[frame] = layouts }
    }
    // 100 ms at 60 fps: frame 6 (100 ms exactly), as a screenshot at the same time would be.
    #expect(due == [6: ["a.json"]])
    #expect(ScriptPlayer.frame(at: 0.1, in: parsed, fps: 60) == 6)
    #expect(shots == ["b.png"])
    #expect(
      scriptError(#"{"events": [{"t": 0, "type": "layout"}]}"#)?.problem
        == #"missing field "path""#)
  }
}
