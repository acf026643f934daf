import DisplayList
import NavLabCore
import ScreenModel
import Testing

/// Issue 39 (session 7): a bar item may be an app's asset image (`Button { Image.close }`),
/// drawn in the symbol's square and named in the layout dump as the code names it; and an SF
/// Symbol the open set has no icon of is drawn with its family's (``Symbol/isFamilyStandIn``).
@Suite struct BarItemImageTests {
  static let scene = #"""
    {"title": "Licenses", "kind": "large-title-list",
     "barItems": {"trailing": [{"image": "Assets.xcassets/close.imageset/close@3x.png"},
                               {"symbol": "qrcode.viewfinder"}]},
     "list": {"sections": [[{"label": "a"}]]}}
    """#

  @Test func anImageItemIsDecodedNamedAndRoundTrips() throws {
    let spec = try SceneDecoder.decode(Array(Self.scene.utf8), file: "s.json", id: "s")
    let item = try #require(spec.trailingItems.first)
    #expect(item.image == "Assets.xcassets/close.imageset/close@3x.png")
    #expect(item.imageName == "close")
    #expect(BarItem(image: "icons/add@2x.png").imageName == "add")
    #expect(
      spec.images.map(\.field) == ["barItems.trailing[0].image"]
        && spec.images.first?.drawnSide == BarItem.symbolSide)
    // Its path is resolved against the scene's folder like every image's.
    #expect(
      spec.resolvingPushes(from: "/app/s.json").trailingItems.first?.image
        == "/app/Assets.xcassets/close.imageset/close@3x.png")
    let text = SceneEncoder.encode(spec)
    #expect(try SceneDecoder.decode(Array(text.utf8), file: "s.json", id: "s") == spec)
    // One of title, symbol and image.
    let both =
      #"{"title": "T", "kind": "large-title-list", "barItems": {"trailing": [{"title": "x", "image": "a.png"}]}, "list": {"sections": [[{"label": "a"}]]}}"#
    #expect(throws: SceneError.self) {
      try SceneDecoder.decode(Array(both.utf8), file: "s.json", id: "s")
    }
  }

  /// On iOS 18 the image takes a symbol's 22 pt square, 16 pt from the trailing edge (the
  /// second item 16 pt further in), and the dump names it "close" inside its item.
  @Test func anImageItemIsDrawnInTheSymbolSquare() throws {
    let spec = try SceneDecoder.decode(Array(Self.scene.utf8), file: "s.json", id: "s")
    var options = EngineOptions(scene: spec)
    options.design = .ios18
    let engine = Engine(options: options)
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    let width = engine.device.size.width
    let image = try #require(list.elements.first { $0.role == .image && $0.text == "close" })
    #expect(image.frame.maxX == width - 16 && image.frame.width == 22)
    let items = list.elements.filter { $0.role == .toolbarItem }
    #expect(items.count == 2)
    #expect(items.contains { $0.frame == image.frame })
    let symbol = try #require(
      list.elements.first { $0.role == .image && $0.text == "qrcode.viewfinder" })
    #expect(symbol.frame.maxX == width - 16 - 22 - 16)
    #expect(list.commands.contains { if case .image = $0 { true } else { false } })
    #expect(Symbol(sceneName: "qrcode.viewfinder")?.isFamilyStandIn == true)
    // A scene file's stand-in is said once; the SwiftUI path's importer has said it already.
    #expect(
      SymbolNameCheck.warnings(for: [spec]) == [
        #"glyph "qrcode.viewfinder" has no drawing of its own; drawn with the icon of "qrcode", the nearest of its family"#
      ])
    #expect(SymbolNameCheck.warnings(for: [spec], standIns: false).isEmpty)
  }
}
