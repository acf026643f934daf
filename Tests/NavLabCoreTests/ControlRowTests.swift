import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Stepper and slider rows (SwiftUI's `Stepper` and `Slider` in a Form, issue 29).
@Suite("Stepper and slider rows")
struct ControlRowTests {
  static let scene = """
    {"title": "Order", "list": {"style": "inset-grouped", "sections": [[
      {"label": "Quantity: 3", "accessory": "stepper"},
      {"slider": 0.25},
      {"label": "Flavor", "value": "Chocolate"}]]}}
    """

  func spec() throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decode(Array(Self.scene.utf8), file: "order.json", id: "order")
  }

  func elements(_ engine: Engine) -> [LayoutElement] {
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    return list.elements
  }

  @Test("Decoded, written back the same; a slider out of 0…1 is refused")
  func decodes() throws {
    let spec = try spec()
    #expect(spec.rows[0].accessory == .stepper)
    #expect(spec.rows[1].slider == 0.25 && spec.rows[1].accessory == RowAccessory.none)
    #expect(spec.rows[1].label.isEmpty)
    let again = try SceneDecoder.decodeAsWritten(
      Array(SceneEncoder.encode(spec).utf8), file: "order.json", id: "order")
    #expect(again == spec)
    do {
      _ = try SceneDecoder.decode(
        Array(#"{"title": "x", "list": {"sections": [[{"slider": 1.5}]]}}"#.utf8), file: "x.json",
        id: "x")
      Issue.record("a slider at 1.5 decoded")
    } catch {
      #expect(error.path == "list.sections[0][0].slider")
    }
  }

  @Test("The stepper is 94 × 32 pt at the trailing edge; the slider's thumb sits at its value")
  func geometry() throws {
    var engine = Engine(options: EngineOptions(scene: try spec()))
    engine.advance(to: 0)
    let found = elements(engine)
    let rows = found.filter { $0.role == .listRow }
    let stepper = try #require(found.first { $0.source.hasSuffix("[0].accessory") })
    #expect(stepper.role == .button && stepper.text == "Quantity: 3")
    #expect(close(stepper.frame.width, 94) && close(stepper.frame.height, 32))
    let first = try #require(rows.first)
    // Its trailing edge where a switch's is (16 pt in), centred on the row.
    #expect(close(stepper.frame.maxX, first.frame.maxX - FramePainter.switchTrailing, 1e-6))
    #expect(close(stepper.frame.midY, first.frame.midY, 1e-6))
    // The slider spans the cell's content (the layout margin on both sides) on a 4 pt track.
    let slider = try #require(found.first { $0.source.hasSuffix(".slider") })
    let second = rows[1]
    #expect(close(slider.frame.height, 4))
    #expect(close(slider.frame.midY, second.frame.midY, 1e-6))
    let margin = slider.frame.minX - second.frame.minX
    #expect(close(second.frame.maxX - slider.frame.maxX, margin, 1e-6))
    // The thumb's centre: half a thumb in, plus the value's share of the rest of the track.
    let expected = slider.frame.minX + 14 + 0.25 * (slider.frame.width - 28)
    #expect(close(FramePainter.sliderThumbCenter(slider.frame, fraction: 0.25), expected))
  }

  @Test("A tap on a stepper row acts in place: nothing is pushed")
  func stepperTap() throws {
    var engine = Engine(options: EngineOptions(scene: try spec()))
    engine.advance(to: 0)
    var y = engine.chromeBottom
    while engine.row(atViewportY: y) != 0, y < engine.device.size.height { y += 2 }
    engine.handle(.pointerDown(x: 300, y: y + 10), at: 1)
    engine.handle(.pointerUp(x: 300, y: y + 10), at: 1.05)
    runFrames(&engine, from: 1.05, to: 1.8)
    #expect(engine.stack.count == 1)
  }
}
