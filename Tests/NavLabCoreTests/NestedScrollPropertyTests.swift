import ContentLayout
import Foundation
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Issue 37's property: a nested scroll view never moves on the axis a drag did not start
/// along, and the scroll views a drag did not go to never move at all — over random drags
/// (direction, speed, wobble, start point) on the built-in blog and on three levels of nesting.
@Suite("Nested scroll views: property tests")
struct NestedScrollPropertyTests {
  /// A page (the screen's own list) over horizontal pagers whose pages scroll vertically.
  static let nestedScene = """
    {"title": "Nested",
     "content": {"vstack": [
       {"scroll": {"hstack": [
         {"scroll": {"vstack": [
           {"color": "indigo", "frame": {"height": 300}}, {"color": "teal", "frame": {"height": 300}},
           {"color": "orange", "frame": {"height": 300}}], "spacing": 0},
          "frame": {"width": 300}},
         {"scroll": {"vstack": [
           {"color": "pink", "frame": {"height": 300}}, {"color": "green", "frame": {"height": 300}}],
           "spacing": 0},
          "frame": {"width": 300}}
       ], "spacing": 10}, "axis": "horizontal", "frame": {"height": 400}},
       {"color": "gray", "frame": {"height": 600}}
     ]},
     "list": {"rows": 30, "sections": [[{"label": "Row"}]]}}
    """

  /// Every nested scroll view's offset, and the page's.
  static func snapshot(_ engine: Engine) -> (page: Double, nested: [ScrollViewKey: Point]) {
    var nested: [ScrollViewKey: Point] = [:]
    for (key, state) in engine.top.nested.states { nested[key] = state.offset }
    return (engine.top.offset, nested)
  }

  /// The scroll views under a screen point, innermost first.
  static func chain(_ engine: Engine, x: Double, y: Double) -> [ScrollViewKey] {
    engine.top.scrollChain(
      atX: x, y: y, device: engine.device, chromeBottom: engine.chromeBottom
    ).links.map(\.key)
  }

  /// One random drag starting at (`x`, `y`); checks the property at every event and after
  /// the motion settles. Returns the axis the drag started along.
  static func drag(
    _ engine: inout Engine, x: Double, y: Double, random: inout SplitMix, time: inout Double
  ) -> Axis? {
    let chain = chain(engine, x: x, y: y)
    let before = snapshot(engine)
    let angle = Double(random.next() % 3600) / 10 * Double.pi / 180
    let speed = 200 + Double(random.next() % 3000)
    let steps = 3 + Int(random.next() % 12)
    var px = x
    var py = y
    var started: Axis?
    var ownerMoved = false
    engine.handle(.pointerDown(x: px, y: py), at: time)
    for _ in 0..<steps {
      time += 0.008
      let wobble = (Double(random.next() % 200) - 100) / 100 * 0.3
      px += cos(angle + wobble) * speed * 0.008
      py += sin(angle + wobble) * speed * 0.008
      engine.handle(.pointerMove(x: px, y: py), at: time)
      engine.advance(to: time)
      if started == nil, hypot(px - x, py - y) > ScrollCoordinator.slop {
        started = abs(px - x) > abs(py - y) ? .horizontal : .vertical
      }
      ownerMoved = check(engine, before: before, chain: chain, started: started) || ownerMoved
    }
    time += 0.008
    engine.handle(.pointerUp(x: px, y: py), at: time)
    for _ in 0..<150 {
      time += 1.0 / 60
      engine.advance(to: time)
      ownerMoved = check(engine, before: before, chain: chain, started: started) || ownerMoved
    }
    // The one that may move did: a drag past the slop always moves something.
    if started != nil {
      #expect(ownerMoved, "nothing moved on a \(String(describing: started)) drag")
    }
    return started
  }

  /// The property: before the slop nothing moves; after it, along the start's axis only the
  /// innermost scroll view under the finger that scrolls that way moves (the page when none
  /// does), and only along that axis. Returns whether that one has moved.
  @discardableResult
  static func check(
    _ engine: Engine, before: (page: Double, nested: [ScrollViewKey: Point]),
    chain: [ScrollViewKey], started: Axis?
  ) -> Bool {
    let now = snapshot(engine)
    let keys = Set(before.nested.keys).union(now.nested.keys)
    // Who may move: the innermost in the chain that moves along the start's axis.
    var owner: ScrollViewKey?
    if let started {
      owner = chain.first { key in
        guard let content = engine.top.layout(of: key.block) else { return false }
        return content.scrollViews[key.index].moves(along: started)
      }
    }
    let pageMayMove = started == .vertical && owner == nil
    var moved = pageMayMove && now.page != before.page
    if !pageMayMove {
      #expect(now.page == before.page, "the page moved on a \(String(describing: started)) drag")
    }
    for key in keys {
      let old = before.nested[key] ?? .zero
      let new = now.nested[key] ?? old
      if key == owner, new != old { moved = true }
      if key != owner {
        #expect(new == old, "\(key) moved; the drag went to \(String(describing: owner))")
      } else if started == .horizontal {
        #expect(new.y == old.y, "\(key) moved across the drag's axis")
      } else {
        #expect(new.x == old.x, "\(key) moved across the drag's axis")
      }
    }
    return moved
  }

  @Test("The built-in blog: random drags on its shelves", arguments: [Design.ios18, .ios26])
  func blog(_ design: Design) throws {
    var options = EngineOptions(screen: "blog")
    options.design = design
    var random = SplitMix(seed: 370 + UInt64(design == .ios26 ? 1 : 0))
    var time = 0.0
    var axes: Set<Axis> = []
    for _ in 0..<40 {
      var engine = Engine(options: options)
      engine.advance(to: time)
      // A point on the first shelf (its viewport on screen).
      let block = try #require(engine.top.contentBlock)
      let shelf = block.scrollViews[0].frame
      let top = engine.top.contentOrigin + engine.top.contentBlockTop
      let x = 20 + Double(random.next() % 350)
      let y = top + shelf.minY + 10 + Double(random.next() % UInt64(shelf.height - 20))
      #expect(!Self.chain(engine, x: x, y: y).isEmpty)
      if let axis = Self.drag(&engine, x: x, y: y, random: &random, time: &time) {
        axes.insert(axis)
      }
    }
    #expect(axes == [.horizontal, .vertical], "both directions were tried")
  }

  @Test("Three levels: a vertical scroll view in a horizontal one in the page")
  func threeLevels() throws {
    let spec = try SceneDecoder.decode(
      Array(Self.nestedScene.utf8), file: "n.json", id: "n")
    var random = SplitMix(seed: 3737)
    var time = 0.0
    var owners: Set<Int> = []
    for _ in 0..<40 {
      var engine = Engine(options: EngineOptions(scene: spec))
      engine.advance(to: time)
      let top = engine.top.contentOrigin + engine.top.contentBlockTop
      let x = 10 + Double(random.next() % 280)
      let y = top + 20 + Double(random.next() % 260)
      let chain = Self.chain(engine, x: x, y: y)
      #expect(chain.count == 2, "an inner page and the pager under (\(x), \(y))")
      if let axis = Self.drag(&engine, x: x, y: y, random: &random, time: &time) {
        owners.insert(axis == .horizontal ? 1 : 2)
      }
    }
    #expect(owners == [1, 2])
  }
}
