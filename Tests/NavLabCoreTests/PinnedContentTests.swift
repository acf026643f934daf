import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// `pinned`: views fixed under the status bar with the scroll view under them (a SwiftUI VStack
/// whose last view is its ScrollView, seed 003's top view).
@Suite struct PinnedContentTests {
  static func scene(_ extra: String = "") throws -> ScreenSpec {
    let json = """
      {"title": "", "largeTitle": "never",
       "pinned": {"vstack": [{"text": "Martin's blog", "font": "largeTitle"}], "padding": 10},
       "content": {"vstack": [{"text": "Latest posts"}, {"color": "purple", "frame": {"height": 1600}}]},
       "list": {"style": "plain", "rows": 0, "sections": [[{"label": ""}]]}\(extra)}
      """
    return try SceneDecoder.decode(Array(json.utf8), file: "p.json", id: "p")
  }

  @Test func pinnedViewsStayAndTheContentScrollsUnderThem() throws {
    var engine = Engine(options: EngineOptions(scene: try Self.scene()))
    engine.advance(to: 0)
    func elements() -> [PlacedElementRecord] {
      var painter = FramePainter()
      var list = DisplayList(size: engine.device.size)
      list.recordsElements = true
      painter.paint(engine, into: &list)
      return list.elements.map { PlacedElementRecord(text: $0.text, frame: $0.frame) }
    }
    let device = engine.device
    let rest = elements()
    let title = try #require(rest.first { $0.text == "Martin's blog" })
    let posts = try #require(rest.first { $0.text == "Latest posts" })
    // Under the status bar, 10 pt of padding in; the scroll content starts under it.
    #expect(title.frame.minY == device.topSafeArea + 10)
    let pinnedBottom = engine.top.chromeBottom(device: device)
    #expect(pinnedBottom == title.frame.maxY + 10)
    #expect(posts.frame.minY == pinnedBottom)
    #expect(!engine.top.spec.hasNavigationBar)
    engine.handle(.scrollTo(offset: 120, animated: false), at: 0.1)
    engine.advance(to: 0.1)
    let scrolled = elements()
    #expect(scrolled.first { $0.text == "Martin's blog" }?.frame == title.frame)
    // Scrolled under the pinned views: above their bottom it is clipped away.
    #expect(scrolled.first { $0.text == "Latest posts" }?.frame.minY == pinnedBottom - 120)
  }

  @Test func pinnedContentNeedsTheTopOfTheScreen() throws {
    _ = try Self.scene()  // valid alone
    for extra in [
      #", "topBar": {}"#, #", "search": {}"#, #", "barItems": {"trailing": [{"title": "Edit"}]}"#,
    ] {
      #expect(throws: SceneError.self) { try Self.scene(extra) }
    }
  }
}

struct PlacedElementRecord: Equatable {
  var text: String
  var frame: Rect
}
