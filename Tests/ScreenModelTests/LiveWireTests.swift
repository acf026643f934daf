import NavGeometry
import Testing

@testable import ScreenModel

/// Issue 38: both sides of the live wire go through the model's `LiveWire`, so what one writes
/// the other reads back to the same values (requests: navlab → importer; answers: importer →
/// navlab), and an answer carries patches and a transaction.
@Suite("The live wire both ways")
struct LiveWireTests {
  func decodeScene(_ json: String) throws -> ScreenSpec {
    try SceneDecoder.decode(Array(json.utf8), file: "Feed.swift", id: "Feed")
  }

  func roundTrip(_ response: LiveResponse) throws -> LiveResponse {
    var line = ""
    LiveWire.appendResponse(response, to: &line)
    #expect(!line.contains("\n"), "one line: \(line)")
    return try LiveWire.decodeResponse(Array(line.utf8), scene: "Feed.swift", id: "Feed")
  }

  @Test("A request written by navlab reads back to the same request (the importer's side)")
  func requestRoundTrip() throws {
    let requests = [
      LiveRequest(time: 0),
      LiveRequest(
        time: 1.25,
        scroll: LiveScrollGeometry(
          contentOffset: Point(x: 0, y: -103.5),
          contentInsets: EdgeInsets(top: 103.5, leading: 0, bottom: 34, trailing: 0),
          contentSize: Size(width: 402, height: 1800.25),
          containerSize: Size(width: 402, height: 874)),
        frames: [
          LiveFrame(id: "n3", frame: Rect(x: 16, y: 140.5, width: 370, height: 120)),
          LiveFrame(id: "a\"b", frame: Rect(x: 0.1 + 0.2, y: -1e-7, width: 1e6, height: 0)),
        ],
        events: [.tap("n9"), .toggle("n4", isOn: false), .appear("s2"), .disappear("s2")]),
    ]
    for request in requests {
      var line = ""
      LiveWire.appendRequest(request, to: &line)
      #expect(try LiveWire.decodeRequest(Array(line.utf8)) == request, "\(line)")
    }
  }

  @Test("Requests that are not requests are refused in one line; unknown members are left alone")
  func badRequests() throws {
    // (`scrollViews` is a request member since issue 37; an unknown one stands for a newer navlab.)
    let later = try LiveWire.decodeRequest(Array(#"{"time": 2, "laterMember": [1, 2]}"#.utf8))
    #expect(later == LiveRequest(time: 2))
    for garbage in [
      "", "[]", "{}", #"{"time": "0"}"#, #"{"time": 0, "frames": {"n": [1, 2, 3]}}"#,
      #"{"time": 0, "events": [{"swipe": "n"}]}"#, #"{"time": 0, "events": [{"toggle": "n"}]}"#,
      #"{"time": 0, "scroll": {"offset": [0, 0]}}"#,
    ] {
      #expect(throws: LiveFailure.self, "\(garbage)") {
        try LiveWire.decodeRequest(Array(garbage.utf8))
      }
      do {
        _ = try LiveWire.decodeRequest(Array(garbage.utf8))
      } catch {
        #expect(!error.message.contains("\n"))
        #expect(error.message.contains("request") || error.message.contains("\""))
      }
    }
  }

  @Test("An answer with a scene, patches, a transaction and state reads back to itself")
  func responseRoundTrip() throws {
    let scene = try decodeScene(
      #"{"title": "Blog", "content": {"hstack": [{"text": "Martin's blog"}, {"spacer": {}}], "padding": 10, "node": "TopView"}, "list": {"sections": [[{"label": "A"}]]}}"#
    )
    let content = try #require(scene.content?.named("TopView"))
    let response = LiveResponse(
      scene: scene,
      patches: [
        LivePatch(
          node: "TopView", content: content, transaction: LiveTransaction(.linear(0.35))),
        LivePatch(
          node: "card", content: .text("New").source("#card"),
          transaction: LiveTransaction(.spring(response: 0.5, damping: 0.7), delay: 0.1)),
      ],
      transaction: LiveTransaction(
        AnimationCurve(kind: .bezier(x1: 0.2, y1: 0, x2: 0, y2: 1), duration: 0.5)),
      state: [
        LiveStateValue(name: "HomeView.offset", value: .number(-12.5)),
        LiveStateValue(name: "HomeView.on", value: .bool(true)),
        LiveStateValue(name: "HomeView.name", value: .text("a \"b\"\n")),
        LiveStateValue(name: "HomeView.none", value: nil),
      ],
      warnings: ["Feed.swift:3:4: warning: w"], animating: true, watchesGeometry: false,
      watchesScroll: false)
    let back = try roundTrip(response)
    #expect(back == response)
    // The smallest answer is the state and the two flags.
    var line = ""
    LiveWire.appendResponse(LiveResponse(), to: &line)
    #expect(line == #"{"state": {}, "animating": false, "geometry": true}"#)
    #expect(try roundTrip(LiveResponse()) == LiveResponse())
  }

  @Test("Each curve is written by name when it is a preset, and reads back to the same curve")
  func transactionsRoundTrip() throws {
    let curves: [AnimationCurve] = [
      .linear(), .easeIn(0.2), .easeOut(1), .easeInOut(), .default,
      .spring(response: 0.3, damping: 1.2),
      AnimationCurve(kind: .bezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6), duration: 0.4),
    ]
    for curve in curves {
      for delay in [0.0, 0.25] {
        let response = LiveResponse(transaction: LiveTransaction(curve, delay: delay))
        #expect(try roundTrip(response) == response, "\(curve)")
      }
    }
    var line = ""
    LiveWire.appendResponse(LiveResponse(transaction: LiveTransaction(.easeIn(0.2))), to: &line)
    #expect(line.contains(#""transaction": {"curve": "easeIn", "duration": 0.2}"#), "\(line)")
  }

  @Test("Transaction numbers out of range are clamped, not refused; wrong types are refused")
  func transactionClamps() throws {
    func transaction(_ json: String) throws(LiveFailure) -> LiveTransaction? {
      try LiveWire.decodeResponse(
        Array(#"{"transaction": \#(json)}"#.utf8), scene: "F.swift", id: "F"
      ).transaction
    }
    #expect(
      try transaction(#"{"curve": "linear", "duration": 1e9, "delay": -3}"#)
        == LiveTransaction(.linear(60), delay: 0))
    #expect(try transaction(#"{"curve": "easeOut"}"#) == LiveTransaction(.easeOut(0.35)))
    #expect(
      try transaction(#"{"curve": "spring", "response": 0, "damping": 50}"#)
        == LiveTransaction(.spring(response: 0.01, damping: 10)))
    #expect(
      try transaction(#"{"curve": "bezier", "points": [2, 0, -1, 1], "duration": 0.5}"#)
        == LiveTransaction(
          AnimationCurve(kind: .bezier(x1: 1, y1: 0, x2: 0, y2: 1), duration: 0.5)))
    for bad in [
      #""linear""#, #"{"duration": 1}"#, #"{"curve": "wobble"}"#,
      #"{"curve": "linear", "duration": "1"}"#, #"{"curve": "bezier", "points": [1, 2]}"#,
    ] {
      do {
        _ = try transaction(bad)
        Issue.record("accepted \(bad)")
      } catch {
        #expect(error.message.contains("transaction"), "\(error.message)")
        #expect(!error.message.contains("\n"))
      }
    }
  }

  @Test("A patch's content reads as scene content, with the sources the node has in the scene")
  func patchSourcesMatchTheScene() throws {
    let scene = try decodeScene(
      #"{"title": "T", "content": {"vstack": [{"text": "A"}, {"vstack": [{"text": "B", "font": "headline"}], "padding": 8, "node": "n1"}]}, "list": {"sections": [[{"label": "A"}]]}}"#
    )
    let response = try LiveWire.decodeResponse(
      Array(
        #"{"patches": [{"node": "n1", "content": {"vstack": [{"text": "B", "font": "headline"}], "padding": 8}}]}"#
          .utf8), scene: "Feed.swift", id: "Feed")
    let patch = try #require(response.patches.first)
    #expect(patch.node == "n1")
    // Equal to what the scene holds, sources included: a patch that changes nothing is equal.
    #expect(scene.content?.named("n1") == patch.content)
    var patched = scene
    #expect(patched.apply(patch) == .unchanged)
    // The sources are the node's, not the answer's field path.
    #expect(ContentNodeSources.all(patch.content) == ["#n1.vstack[0]", "#n1"])
    // Outside a named node, sources are field paths as before.
    #expect(ContentNodeSources.all(try #require(scene.content)).contains("content.vstack[0]"))
  }

  @Test("A bad patch is refused in one line naming its field")
  func badPatches() {
    for (json, field) in [
      (#"{"patches": {"node": "n"}}"#, "patches"),
      (#"{"patches": [{"content": {"text": "A"}}]}"#, "patches[0].node"),
      (#"{"patches": [{"node": "n"}]}"#, "patches[0].content"),
      (#"{"patches": [{"node": "bad name", "content": {"text": "A"}}]}"#, "patches[0].node"),
      (
        #"{"patches": [{"node": "n", "content": {"text": "A", "colour": 1}}]}"#,
        "patches[0].content.colour"
      ),
      (
        #"{"patches": [{"node": "n", "content": {"text": "A"}, "transaction": 1}]}"#,
        "patches[0].transaction"
      ),
    ] {
      do {
        _ = try LiveWire.decodeResponse(Array(json.utf8), scene: "F.swift", id: "F")
        Issue.record("accepted \(json)")
      } catch {
        #expect(error.message.contains(field), "\(error.message)")
        #expect(!error.message.contains("\n"))
      }
    }
  }

  @Test("A patch with a NavigationLink carries its scene, which reads back")
  func patchDestinations() throws {
    let destination = try decodeScene(
      #"{"title": "Detail", "screenID": "s9", "list": {"sections": [[{"label": "X"}]]}}"#)
    let link = ContentNode.text("Open").modifier(.push("s9"))
    let response = LiveResponse(patches: [
      LivePatch(node: "row", content: link, destinations: ["s9": destination])
    ])
    var line = ""
    LiveWire.appendResponse(response, to: &line)
    let back = try LiveWire.decodeResponse(Array(line.utf8), scene: "Feed.swift", id: "Feed")
    let patch = try #require(back.patches.first)
    #expect(patch.destinations["s9"]?.title == "Detail")
    #expect(patch.content.named("row") == nil)
    #expect(ContentNodeSources.strip(patch.content) == link)
  }

  @Test("The node modifier is a scene field: written by the encoder, read by the decoder")
  func nodeField() throws {
    let json =
      #"{"title": "T", "content": {"text": "A", "padding": 8, "node": "title", "id": "t"}, "list": {"sections": [[{"label": "A"}]]}}"#
    let scene = try decodeScene(json)
    let again = try decodeScene(SceneEncoder.encode(scene))
    #expect(again.content == scene.content)
    #expect(scene.content?.named("title") != nil)
    #expect(SceneEncoder.encode(scene).contains(#""node": "title""#))
  }
}

/// The sources of a content tree, for tests.
enum ContentNodeSources {
  static func all(_ node: ContentNode) -> [String] {
    var found: [String] = []
    collect(node, into: &found)
    return found
  }

  private static func collect(_ node: ContentNode, into found: inout [String]) {
    switch node {
    case .modified(let child, let modifier):
      collect(child, into: &found)
      if case .source(let path) = modifier { found.append(path) }
      if case .background(let inner, _) = modifier { collect(inner, into: &found) }
      if case .overlay(let inner, _) = modifier { collect(inner, into: &found) }
    case .stack(let stack): for child in stack.children { collect(child, into: &found) }
    case .grid(let grid): for child in grid.children { collect(child, into: &found) }
    case .scroll(let scroll): collect(scroll.content, into: &found)
    case .toggle(let label, _), .button(let label, _): collect(label, into: &found)
    default: break
    }
  }

  /// `node` without its `.source` modifiers.
  static func strip(_ node: ContentNode) -> ContentNode {
    switch node {
    case .modified(let child, .source): strip(child)
    case .modified(let child, let modifier): .modified(strip(child), modifier)
    default: node
    }
  }
}
