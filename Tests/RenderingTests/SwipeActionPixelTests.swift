import DisplayList
import Foundation
import NavGeometry
import NavLabCore
import SDLRenderer
import ScreenModel
import Testing

/// Issue 41's swipe actions as pixels: an open row shows a red Delete at the trailing edge and
/// an orange Flag inside it, in the theme's colours, with the row's content moved left over
/// its white cell. Part of the serialized golden suite (SDL and the fonts are shared).
extension GoldenImageTests {
  static let swipeScene = """
    {"title": "Messages", "list": {"style": "plain", "rowHeight": 76, "sections": [[
      {"label": "Anna", "accessory": "none"},
      {"label": "Build bot", "value": "08:12", "accessory": "none", "swipeActions": [{"actions": [
        {"title": "Delete", "role": "destructive"}, {"title": "Flag", "tint": "orange"}]}]}
    ]]}}
    """

  @Test(
    "An open row: Delete red at the trailing edge, Flag orange inside it, the cell moved left",
    arguments: [Appearance.light, .dark], [Design.ios18, .ios26])
  func swipedRowPixels(appearance: Appearance, design: Design) throws {
    let spec = try SceneDecoder.decode(Array(Self.swipeScene.utf8), file: "m.json", id: "m")
    var options = EngineOptions(device: .iPhone15Pro, appearance: appearance, scene: spec)
    options.design = design
    var engine = Engine(options: options)
    let y = engine.top.contentOrigin + engine.top.list.rowFrame(1).midY
    engine.handle(.pointerDown(x: 300, y: y), at: 0.1)
    var t = 0.1
    for x in stride(from: 280.0, through: 140, by: -20) {
      t += 0.016
      engine.handle(.pointerMove(x: x, y: y), at: t)
      engine.advance(to: t)
    }
    engine.handle(.pointerUp(x: 140, y: y), at: t + 0.2)
    while t < 2 {
      t += 1 / 60
      engine.advance(to: t)
    }
    #expect(engine.top.swipes.swipe(1)?.isOpen == true)
    let image = try render(engine).pixelImage()
    let theme = Theme.for(appearance)
    func near(_ pixel: UInt32, _ color: Color) -> Bool {
      let (r, g, b) = rgb(pixel)
      return abs(r - Int(color.red)) <= 2 && abs(g - Int(color.green)) <= 2
        && abs(b - Int(color.blue)) <= 2
    }
    let row = Int(y)
    // Delete: 319…393; Flag: 245…319 (2 × 74 pt), sampled away from their titles.
    for x in [322, 388] {
      #expect(near(image[x, row - 30], theme.red), "\(x): \(rgb(image[x, row - 30]))")
    }
    for x in [248, 314] {
      #expect(near(image[x, row - 30], theme.orange), "\(x): \(rgb(image[x, row - 30]))")
    }
    // The cell moved 148 pt left still covers what it left: its background left of the buttons.
    #expect(near(image[240, row - 30], theme.background), "\(rgb(image[240, row - 30]))")
    // The titles are drawn in white inside their buttons.
    let whiteInDelete = (319..<393).contains { x in
      (row - 6...row + 6).contains { rgb(image[x, $0]).g > 230 && rgb(image[x, $0]).b > 230 }
    }
    #expect(whiteInDelete)
  }
}
