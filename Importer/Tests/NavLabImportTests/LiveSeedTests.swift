import ScreenModel
import Testing

@testable import NavLabImport

/// The seeds' own SwiftUI code running under `LiveSession` (issue 30): each request carries the
/// geometry navlab would report for a frame; the state and the scene must follow the articles'
/// formulas at every frame.
@Suite struct LiveSeedTests {
  static let folder = repositoryRoot + "/../shared/seeds/swiftui"

  /// A session over one seed file (nil when ../shared is not beside the repository).
  static func session(_ name: String) -> LiveSession? {
    guard let bytes = try? SourceFiles.read(folder + "/\(name).swift") else { return nil }
    return LiveSession([("\(name).swift", bytes)])
  }

  /// iPhone 15 Pro-like geometry: a 393×852 scroll view under a 103 pt inline bar.
  static func request(
    _ time: Double, offset: Double = -103, top: Double = 103, frames: [String: [Double]] = [:],
    events: [JSONValue] = []
  ) -> JSONValue {
    .object([
      ("time", .number(time)),
      (
        "scroll",
        .object([
          ("offset", .array([.number(0), .number(offset)])),
          ("insets", .array([.number(top), .number(0), .number(34), .number(0)])),
          ("contentSize", .array([.number(393), .number(2000)])),
          ("containerSize", .array([.number(393), .number(852)])),
        ])
      ),
      (
        "frames",
        .object(
          frames.sorted { $0.key < $1.key }.map { ($0.key, .array($0.value.map { .number($0) })) })
      ),
      ("events", .array(events)),
    ])
  }

  /// Every object in `json` (depth first) that satisfies `match`.
  static func nodes(_ json: JSONValue?, _ match: (JSONValue) -> Bool) -> [JSONValue] {
    guard let json else { return [] }
    var found: [JSONValue] = []
    if case .object(let pairs) = json {
      if match(json) { found.append(json) }
      for (_, value) in pairs { found += nodes(value, match) }
    } else if case .array(let items) = json {
      for item in items { found += nodes(item, match) }
    }
    return found
  }

  static func state(_ answer: JSONValue, _ name: String) -> JSONValue? { answer["state"]?[name] }

  @Test func seed000InlineTitleOpacityIsTheArticlesFormula() throws {
    guard let session = Self.session("000-feed") else { return }
    let first = session.respond(to: Self.request(0))
    let scene = try #require(first["scene"])
    let titles = Self.nodes(scene) { $0["text"]?.text == "Feed" && $0["id"] != nil }
    let title = try #require(titles.first)
    let id = try #require(title["id"]?.text)
    // The card title scrolls from below the bar (y 180) to past it; 34 pt tall.
    for (frame, y) in [180.0, 110, 103, 90, 80, 69, 40].enumerated() {
      let answer = session.respond(
        to: Self.request(Double(frame + 1) / 60, frames: [id: [16, y, 361, 34]]))
      // min(1, max(0, (scrollTopEdgeInset − frame.minY) / frame.height)) with the inset 103.
      let expected = min(1, max(0, (103 - y) / 34))
      let value = Self.state(answer, "FeedView.inlineTitleOpacity")?.number
      #expect(
        value.map { abs($0 - expected) < 1e-12 } == true, "y \(y): \(String(describing: value))")
      #expect(Self.state(answer, "FeedView.scrollTopEdgeInset") == .number(103))
    }
  }

  @Test func seed003BarFollowsTheArticlesHeightAndRadiusAnimatedLinearly() throws {
    guard let session = Self.session("003-blog") else { return }
    let scene = try #require(session.respond(to: Self.request(0))["scene"])
    let readers = Self.nodes(scene) { $0["id"] != nil && $0["zstack"] != nil }
    let reader = try #require(readers.first)
    let id = try #require(reader["id"]?.text)
    func bar(_ answer: JSONValue, _ shown: JSONValue) -> (height: Double, radius: Double)? {
      let shapes = Self.nodes(shown["pinned"]) {
        $0["shape"]?["roundedRectangle"] != nil && $0["frame"]?["height"] != nil
      }
      guard let shape = shapes.first(where: { ($0["frame"]?["height"]?.number ?? 0) >= 127 }) else {
        return nil
      }
      return (shape["frame"]!["height"]!.number!, shape["shape"]!["roundedRectangle"]!.number!)
    }
    var shown = scene
    var time = 0.0
    // At rest the reader sits at y 150 (global); the first frame sets initialOffset.
    for _ in 0..<2 {
      time += 1.0 / 60
      let answer = session.respond(to: Self.request(time, frames: [id: [0, 150, 393, 0]]))
      if let next = answer["scene"] { shown = next }
    }
    #expect(
      Self.state(
        session.respond(to: Self.request(time, frames: [id: [0, 150, 393, 0]])),
        "HomeView.initialOffset") == .number(150))
    #expect(bar(.null, shown).map { $0 == (350, 60) } == true)
    // Scrolled by d: 350 − 5·d (radius 60) up to d = 40 where it is clamped at 127, radius 0.
    for d in [4.0, 10, 30, 44.6, 60] {
      time += 1
      var answer = session.respond(to: Self.request(time, frames: [id: [0, 150 - d, 393, 0]]))
      if let next = answer["scene"] { shown = next }
      let before = bar(answer, shown)
      // Linear over 0.35 s: half way after 0.175 s, there after 0.35 s.
      answer = session.respond(to: Self.request(time + 0.175, frames: [id: [0, 150 - d, 393, 0]]))
      if let next = answer["scene"] { shown = next }
      let half = try #require(bar(answer, shown))
      answer = session.respond(to: Self.request(time + 0.35, frames: [id: [0, 150 - d, 393, 0]]))
      if let next = answer["scene"] { shown = next }
      let end = try #require(bar(answer, shown))
      let computed = 350 - 5 * d
      let height = d > 40 ? 127 : (computed > 127 && computed < 350 ? computed : 127)
      let radius = height == 127 ? 0.0 : 60
      #expect(abs(end.height - height) < 1e-9 && end.radius == radius, "d \(d): \(end)")
      if let before {
        #expect(abs(half.height - (before.height + end.height) / 2) < 1e-9, "d \(d)")
      }
      time += 0.35
    }
  }

  @Test func seed004HeaderGrowsByThePullAndKeepsItsTopEdge() throws {
    guard let session = Self.session("004-album") else { return }
    let scene = try #require(session.respond(to: Self.request(0))["scene"])
    let readers = Self.nodes(scene) { $0["id"] != nil && $0["zstack"] != nil }
    let reader = try #require(readers.first)
    let id = try #require(reader["id"]?.text)
    var shown = scene
    for (frame, minY) in [103.0, 153, 203, 103, 60, 0, -40].enumerated() {
      let answer = session.respond(
        to: Self.request(Double(frame + 1) / 60, frames: [id: [0, minY, 393, 280]]))
      if let next = answer["scene"] { shown = next }
      let header = Self.nodes(shown) {
        $0["frame"]?["width"] == .number(393) && $0["frame"]?["height"] != nil
      }
      let node = try #require(header.first, "minY \(minY)")
      let height = node["frame"]?["height"]?.number ?? 0
      let offset = node["offset"]?["y"]?.number ?? node["offset"]?.number ?? 0
      // frame(height: height + (minY <= 0 ? 0 : minY)), offset(y: minY <= 0 ? 0 : −minY).
      #expect(
        height == 280 + max(minY, 0) && (minY > 0 ? offset == -minY : offset == 0),
        "minY \(minY): height \(height) offset \(offset)")
    }
  }

  @Test func seed002dStatusBarHiddenAtRestShownOnceScrolled() throws {
    guard let session = Self.session("002d-hide-until-scrolled") else { return }
    let scene = try #require(session.respond(to: Self.request(0))["scene"])
    let readers = Self.nodes(scene) { $0["id"] != nil && $0["zstack"] != nil }
    let reader = try #require(readers.first)
    let id = try #require(reader["id"]?.text)
    var shown = scene
    var answer = session.respond(to: Self.request(0.1, frames: [id: [0, 103, 393, 0]]))
    if let next = answer["scene"] { shown = next }
    #expect(shown["statusBar"] == .string("hidden"))
    // The @StateObject's @Published value, written by the article's hideUntilScrolled(using:).
    #expect(Self.state(answer, "HeaderScreen.state.isHidden") == .bool(true))
    #expect(Self.state(answer, "HeaderScreen.scrollOffset.y") == .number(0))
    answer = session.respond(to: Self.request(0.2, offset: -53, frames: [id: [0, 53, 393, 0]]))
    if let next = answer["scene"] { shown = next }
    #expect(shown["statusBar"] == .string("visible"))
    answer = session.respond(to: Self.request(0.3, frames: [id: [0, 103, 393, 0]]))
    if let next = answer["scene"] { shown = next }
    #expect(shown["statusBar"] == .string("hidden"))
  }
}
