import DisplayList
import Foundation
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore
@testable import SDLRenderer

/// Issue 19's example scenes drawn by the rasterizer with their images, at @3x.
@Suite("Own screens: example scenes rendered with their images")
struct OwnScreenRenderTests {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Assets/examples/scenes")

  /// The example `name` on the 15 Pro at @3x, its images loaded, and its engine.
  func render(_ name: String) throws -> (OffscreenCanvas, Engine) {
    let path = Self.scenes.appendingPathComponent("\(name).json").path
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let spec = try SceneDecoder.decode(bytes, file: path, id: name)
    let store = ImageStore()
    for reference in spec.images {
      let data = try Data(contentsOf: URL(fileURLWithPath: reference.path))
      try store.load(ImageID(path: reference.path), bytes: Array(data))
    }
    var engine = Engine(options: EngineOptions(scene: spec))
    engine.advance(to: 0)
    let canvas = try OffscreenCanvas(
      width: 1179, height: 2556, scale: 3, fonts: try RenderingEnvironment.get().fonts)
    canvas.rasterizer.images = store
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    canvas.render(list)
    return (canvas, engine)
  }

  @Test("Profile: the 60 pt avatar is a circle of the picture in the white cell")
  func avatar() throws {
    let (canvas, engine) = try render("profile")
    let row = engine.top.list.rowFrame(0).offsetBy(dx: 0, dy: engine.top.contentOrigin)
    // The avatar: 60 pt, 16 pt in from the cell's leading edge, centred on the 84 pt row.
    let centre = (x: Int((row.minX + 16 + 30) * 3), y: Int(row.midY * 3))
    // The head: a cream disc 15 px above the middle (at (120, 100) of the 240 px image).
    let inside = canvas.pixel(x: centre.x, y: centre.y - 15)
    #expect(inside.red > 240 && inside.green > 220, "\(inside)")
    let edge = canvas.pixel(x: centre.x - 88, y: centre.y)  // the gradient's warm rim
    #expect(edge.red > 200 && edge.blue < 140, "\(edge)")
    // The corner of the avatar's square lies outside the circle: the white cell.
    let corner = canvas.pixel(x: centre.x - 86, y: centre.y - 86)
    #expect(corner == .white, "\(corner)")
  }

  @Test("Photos: the hero image fills its row edge to edge; a photo sits at each row's start")
  func photos() throws {
    let (canvas, engine) = try render("photos")
    let hero = engine.top.list.rowFrame(0).offsetBy(dx: 0, dy: engine.top.contentOrigin)
    // photo1's sky at the top (light blue) and hills at the bottom (green).
    let sky = canvas.pixel(x: 1170, y: Int(hero.minY * 3) + 6)
    #expect(sky.blue > sky.red && sky.blue > 180, "\(sky)")
    let hills = canvas.pixel(x: 9, y: Int(hero.maxY * 3) - 6)
    #expect(hills.green > hills.red && hills.green > hills.blue, "\(hills)")
    let row = engine.top.list.rowFrame(1).offsetBy(dx: 0, dy: engine.top.contentOrigin)
    // photo2 (dusk): dark purple hills at the bottom of its 56 pt square.
    let dusk = canvas.pixel(x: Int((row.minX + 16 + 28) * 3), y: Int((row.midY + 24) * 3))
    #expect(dusk.red < 90 && dusk.green < 90, "\(dusk)")
  }
}
