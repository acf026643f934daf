import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// `barItems.principal`: content in the compact bar's middle in the inline title's place
/// (SwiftUI's `ToolbarItem(placement: .principal)`, seed 000's fading "Feed").
@Suite("Principal bar item")
struct PrincipalItemTests {
  static let scene = """
    {"title": "Feed", "largeTitle": "never",
     "barItems": {"trailing": [{"symbol": "plus"}],
                  "principal": {"text": "Feed", "font": {"style": "body", "weight": "bold"}, "opacity": 0.5}},
     "list": {"style": "plain", "sections": [[{"label": "Cell 1"}]]}}
    """

  func spec() throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decode(Array(Self.scene.utf8), file: "feed.json", id: "feed")
  }

  func elements(_ engine: Engine) -> [LayoutElement] {
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    return list.elements
  }

  @Test("Decoded as a content tree, written back the same")
  func decodesAndRoundTrips() throws {
    let spec = try spec()
    #expect(spec.principal != nil && spec.trailingItems.count == 1)
    let again = try SceneDecoder.decodeAsWritten(
      Array(SceneEncoder.encode(spec).utf8), file: "feed.json", id: "feed")
    #expect(again == spec)
    // Alone (no leading or trailing items) it still writes barItems.
    var alone = spec
    alone.trailingItems = []
    let text = SceneEncoder.encode(alone)
    #expect(
      try SceneDecoder.decodeAsWritten(Array(text.utf8), file: "feed.json", id: "feed") == alone)
  }

  @Test("Drawn centred in the compact bar with its modifiers, in the inline title's place")
  func drawnInTheBar() throws {
    var engine = Engine(options: EngineOptions(scene: try spec()))
    engine.advance(to: 0)
    let found = elements(engine)
    let principal = try #require(found.first { $0.source == "barItems.principal" })
    #expect(principal.role == .text && principal.text == "Feed")
    // Centred on the screen's middle and on the 44 pt bar's middle.
    let device = engine.device
    #expect(close(principal.frame.midX, device.size.width / 2, 1e-6))
    #expect(close(principal.frame.midY, device.navigationBarTop + 22, 1e-6))
    // Its own .opacity(0.5), times the title's (1 with an inline title at rest).
    #expect(close(principal.opacity, 0.5))
    // The inline title is not drawn: the principal item is the title view.
    #expect(!found.contains { $0.role == .navigationTitle })
  }
}
