import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

/// Issue 39 (session 8): a colour that ignores the safe area (`ZStack { Color.mint
/// .ignoresSafeArea(); … }` as a root view) reaches the screen's edges, under the status bar
/// and over the home indicator's area, as iOS draws it; the views beside it stay in the safe
/// area.
@Suite struct SafeAreaBackgroundTests {
  static let scene = #"""
    {"title": "", "largeTitle": "never", "navigationBar": false, "contentFrame": "safe-area",
     "list": {"style": "plain", "rows": 0, "sections": [[{"label": ""}]]},
     "content": {"zstack": [{"color": "#30B0C7", "ignoresSafeArea": true},
                            {"text": "Welcome", "font": "largeTitle"}]}}
    """#

  @Test func aColourIgnoringTheSafeAreaFillsTheScreen() throws {
    let spec = try SceneDecoder.decode(Array(Self.scene.utf8), file: "s.json", id: "s")
    let engine = Engine(options: EngineOptions(scene: spec))
    var painter = FramePainter()
    var list = DisplayList()
    list.recordsElements = true
    painter.paint(engine, into: &list)
    let device = engine.device
    let mint = Color(hex: 0x30B0C7)
    // The colour's fill: from the screen's top (under the status bar, 59 pt of it on the
    // iPhone 15 Pro) to its bottom (over the home indicator's 34 pt).
    let fill = try #require(
      list.commands.compactMap { command -> Rect? in
        if case .fill(let rect, _, let color) = command, color == mint { return rect }
        return nil
      }.first)
    #expect(fill == Rect(x: 0, y: 0, width: device.size.width, height: device.size.height))
    // The text stays centred in the safe area.
    let text = try #require(list.elements.first { $0.role == .text && $0.text == "Welcome" })
    let safeMid = (device.topSafeArea + device.size.height - device.bottomSafeArea) / 2
    #expect(abs(text.frame.midY - safeMid) < 0.5, "\(text.frame)")
  }
}
