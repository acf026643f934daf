import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

/// Issue 39 (session 8): a bottom toolbar (`ToolbarItem(placement: .bottomBar)`, `.status`):
/// where its items go (``BottomToolbarLayout``), what the layout dump shows, and the content
/// ending above it.
@Suite struct BottomToolbarTests {
  /// The iPhone 15 Pro: 393 pt wide, the home indicator's safe area from y = 818.
  static let bottom = 852.0 - 34

  @Test func spacesShareTheWidthLeftOver() {
    // A symbol, a space, a 50 pt title, a space, a 40 pt title: 393 − 2 × 16 − 112 = 249 pt
    // left over, 124.5 for each space; the last item ends 16 pt from the trailing edge.
    let bar = BottomToolbarLayout(
      widths: [22, nil, 50, nil, 40], screenWidth: 393, bottom: Self.bottom, design: .ios18)
    #expect(bar.frame == Rect(x: 0, y: 769, width: 393, height: 49))
    #expect(bar.midY == 793.5)
    #expect(bar.itemFrames.map(\.minX) == [16, 38, 162.5, 212.5, 337])
    #expect(bar.itemFrames[4].maxX == 393 - 16)
    #expect(bar.platters.isEmpty)
    // `.status`: a space each side centres the item; no space runs the items from the
    // leading edge, 16 pt apart.
    let status = BottomToolbarLayout(
      widths: [nil, 22, nil], screenWidth: 393, bottom: Self.bottom, design: .ios18)
    #expect(status.itemFrames[1].midX == 196.5)
    let packed = BottomToolbarLayout(
      widths: [22, 22], screenWidth: 393, bottom: Self.bottom, design: .ios18)
    #expect(packed.itemFrames.map(\.minX) == [16, 54])
  }

  @Test func onIOS26EachRunFloatsOnItsOwnGlass() {
    // Runs [44] and [44, 44]: 393 − 32 − 132 = 229 pt between them.
    let bar = BottomToolbarLayout(
      widths: [44, nil, 44, 44], screenWidth: 393, bottom: Self.bottom, design: .ios26)
    #expect(
      bar.platters == [
        Rect(x: 16, y: 774, width: 44, height: 44), Rect(x: 289, y: 774, width: 88, height: 44),
      ])
    #expect(bar.itemFrames[3] == Rect(x: 333, y: 774, width: 44, height: 44))
    #expect(bar.midY == Self.bottom - 22)
  }

  static let scene = #"""
    {"title": "Notes", "kind": "large-title-list",
     "barItems": {"bottom": [{"symbol": "square.and.arrow.up"}, {"space": true},
                             {"title": "3 Notes"}, {"space": true}, {"symbol": "square.and.pencil"}]},
     "list": {"sections": [[{"label": "a"}]]}}
    """#

  @Test func theSceneRoundTripsAndTheDumpShowsTheItems() throws {
    let spec = try SceneDecoder.decode(Array(Self.scene.utf8), file: "s.json", id: "s")
    #expect(spec.bottomItems.count == 5 && spec.bottomItems[1].isSpace)
    let text = SceneEncoder.encode(spec)
    #expect(try SceneDecoder.decode(Array(text.utf8), file: "s.json", id: "s") == spec)
    for design in [Design.ios18, .ios26] {
      var options = EngineOptions(scene: spec)
      options.design = design
      let engine = Engine(options: options)
      // The content ends 49 pt higher, above the toolbar.
      #expect(engine.stack[0].insets.bottomBar == 49)
      var painter = FramePainter()
      var list = DisplayList()
      list.recordsElements = true
      painter.paint(engine, into: &list)
      let items = list.elements.filter { $0.role == .toolbarItem }
      #expect(items.count == 3, "\(design)")
      #expect(items.contains { $0.text == "3 Notes" && abs($0.frame.midX - 196.5) < 0.01 })
      let symbol = try #require(
        list.elements.first { $0.role == .image && $0.text == "square.and.pencil" })
      #expect(abs(symbol.frame.maxX - (design == .ios18 ? 377 : 377 - 11)) < 0.01, "\(design)")
      #expect(
        items.contains { $0.frame.minX <= symbol.frame.minX && $0.frame.maxX >= symbol.frame.maxX })
    }
    // A space is a bottom toolbar's alone.
    let misplaced =
      #"{"title": "T", "kind": "large-title-list", "barItems": {"trailing": [{"space": true}]}, "list": {"sections": [[{"label": "a"}]]}}"#
    #expect(throws: SceneError.self) {
      try SceneDecoder.decode(Array(misplaced.utf8), file: "s.json", id: "s")
    }
  }
}
