import NavGeometry
import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 37's SwiftUI side, run live: `ScrollViewReader`'s `scrollTo`, `.scrollPosition(id:)`
/// both ways, `.onScrollPhaseChange` and `.onScrollGeometryChange` on nested scroll views, the
/// `.id`s that name their views (Examples/SwiftUI/Shelf.swift and small screens written here).
@Suite struct LiveScrollTests {
  static let shelf = repositoryRoot + "/Examples/SwiftUI/Shelf.swift"

  func session(_ path: String = shelf) throws -> LiveSession {
    let session = LiveSession([("Shelf.swift", try SourceFiles.read(path))])
    #expect(session.errors.isEmpty)
    return session
  }

  func session(source: String) -> LiveSession {
    LiveSession([("V.swift", Array(source.utf8))])
  }

  /// The scene's nested scroll views, in order.
  static func scrolls(_ scene: ScreenSpec?) -> [ScrollContent] {
    (scene?.content?.flattened ?? []).compactMap {
      if case .scroll(let scroll) = $0 { return scroll }
      return nil
    }
  }

  /// The `id`s under `node`, in order.
  static func ids(_ node: ContentNode) -> [String] {
    node.flattened.compactMap {
      if case .modified(_, .id(let name)) = $0 { return name }
      return nil
    }
  }

  static func texts(_ scene: ScreenSpec) -> [String] {
    (scene.content?.flattened ?? []).compactMap {
      if case .text(let text) = $0 { return text.string }
      return nil
    }
  }

  /// A request reporting the screen's scroll view at rest and `views` (name, frame on screen,
  /// phase, x offset), and `frames`.
  static func request(
    _ time: Double, _ views: [(String, Rect, LiveScrollPhase, Double)],
    frames: [LiveFrame] = [], events: [LiveEvent] = []
  ) -> LiveRequest {
    let screen = LiveScrollGeometry(
      contentOffset: Point(x: 0, y: -100),
      contentInsets: EdgeInsets(top: 100, leading: 0, bottom: 34, trailing: 0),
      contentSize: Size(width: 393, height: 700), containerSize: Size(width: 393, height: 852))
    return LiveRequest(
      time: time, scroll: screen, frames: frames, events: events,
      scrollViews: views.map { name, frame, phase, x in
        LiveScrollView(
          name: name,
          geometry: LiveScrollGeometry(
            contentOffset: Point(x: x, y: 0), contentInsets: EdgeInsets(),
            contentSize: Size(width: 4190, height: 120), containerSize: frame.size),
          frame: frame, phase: phase)
      })
  }

  @Test func theShelfExampleNamesItsScrollViewsAndTheirViews() throws {
    let result = SwiftUIImporter.run([("Shelf.swift", try SourceFiles.read(Self.shelf))])
    #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
    let scrolls = Self.scrolls(result.scene)
    try #require(scrolls.count == 2)
    let names = scrolls.compactMap(\.name)
    #expect(
      names.count == 2 && Set(names).count == 2 && names.allSatisfy { $0.hasPrefix("scroll-") })
    // Both shelves use ids 0…19; each view's name carries its scroll view's.
    for (scroll, name) in zip(scrolls, names) {
      #expect(Self.ids(scroll.content) == (0..<20).map { "\(name):\($0)" })
    }
  }

  @Test func aButtonsScrollToInsideWithAnimationAsksNavlabToScrollTheShelf() throws {
    let session = try session()
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let shelf = try #require(Self.scrolls(scene).first?.name)
    let button = try #require(
      ComputedColorImportTests.action(of: "Go to card 8", in: scene.content?.flattened ?? []))
    let answer = session.respond(to: LiveRequest(time: 0.1, events: [.tap(button)]))
    #expect(
      answer.scrollTo
        == [LiveScrollTo(scrollView: shelf, id: shelf + ":7", anchor: .leading, animated: true)])
    // Asked once: the next answer has none.
    #expect(session.respond(to: LiveRequest(time: 0.2)).scrollTo.isEmpty)
    var line = ""
    LiveWire.appendResponse(answer, to: &line)
    #expect(line.contains(#""scrollTo": [{"scrollView": ""#))
  }

  @Test func scrollToOutsideWithAnimationJumpsAndAReaderInsideItsScrollViewReachesIt() throws {
    let session = session(
      source: """
        import SwiftUI
        struct V: View {
          var body: some View {
            NavigationStack {
              ScrollView {
                ScrollView(.horizontal) {
                  ScrollViewReader { proxy in
                    HStack {
                      Button("Last") { proxy.scrollTo("end") }
                      ForEach(0..<5) { index in
                        Color.blue.frame(width: 200, height: 80).id(index)
                      }
                      Text("End").id("end")
                    }
                  }
                }
              }
              .navigationTitle("V")
            }
          }
        }
        """)
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let scroll = try #require(Self.scrolls(scene).first)
    let name = try #require(scroll.name)
    #expect(Self.ids(scroll.content) == (0..<5).map { "\(name):\($0)" } + ["\(name):end"])
    let button = try #require(
      ComputedColorImportTests.action(of: "Last", in: scene.content?.flattened ?? []))
    let answer = session.respond(to: LiveRequest(time: 0.1, events: [.tap(button)]))
    #expect(answer.scrollTo == [LiveScrollTo(scrollView: name, id: name + ":end")])
  }

  @Test func thePhaseHandlerRunsWhenTheShelfsPhaseChanges() throws {
    let session = try session()
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let names = Self.scrolls(scene).compactMap(\.name)
    let frame = Rect(x: 0, y: 215, width: 393, height: 120)
    let other = Rect(x: 0, y: 411, width: 393, height: 120)
    func phase(_ time: Double, _ phase: LiveScrollPhase) -> LiveValue? {
      let answer = session.respond(
        to: Self.request(time, [(names[0], frame, phase, 0), (names[1], other, .idle, 0)]))
      return answer.state.first { $0.name == "Shelf.phase" }?.value
    }
    #expect(phase(0.1, .idle) == .text("idle"))
    #expect(phase(0.2, .tracking) == .text("tracking"))
    #expect(phase(0.3, .interacting) == .text("interacting"))
    #expect(phase(0.4, .decelerating) == .text("decelerating"))
    #expect(phase(0.5, .idle) == .text("idle"))
  }

  @Test func aPositionBindingScrollsItsShelfAndFollowsIt() throws {
    let session = try session()
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let names = Self.scrolls(scene).compactMap(\.name)
    let first = Rect(x: 0, y: 215, width: 393, height: 120)
    let second = Rect(x: 0, y: 411, width: 393, height: 120)
    // Reported for the first time: the binding's first value (card 0) is put in place.
    var answer = session.respond(
      to: Self.request(0.1, [(names[0], first, .idle, 0), (names[1], second, .idle, 0)]))
    #expect(
      answer.scrollTo
        == [LiveScrollTo(scrollView: names[1], id: names[1] + ":0", anchor: .topLeading)])
    // Scrolled 640 pt: cards 210 pt apart; card 3 (630…830) is the first past the leading
    // edge (card 2 ends at 620): the binding follows.
    let frames = (0..<20).map { index in
      LiveFrame(
        id: "\(names[1]):\(index)",
        frame: Rect(x: Double(index) * 210 - 640, y: 411, width: 200, height: 120))
    }
    answer = session.respond(
      to: Self.request(
        0.2, [(names[0], first, .idle, 0), (names[1], second, .decelerating, 640)],
        frames: frames))
    #expect(answer.state.first { $0.name == "Shelf.shown" }?.value == .number(3))
    #expect(answer.scrollTo.isEmpty)
    #expect(Self.texts(try #require(answer.scene)).contains("Showing card 4"))
    // The code sets it inside withAnimation: the shelf animates to card 5.
    let next = try #require(
      ComputedColorImportTests.action(of: "Next card", in: scene.content?.flattened ?? []))
    answer = session.respond(
      to: Self.request(
        0.3, [(names[0], first, .idle, 0), (names[1], second, .idle, 640)], frames: frames,
        events: [.tap(next)]))
    #expect(
      answer.scrollTo
        == [
          LiveScrollTo(
            scrollView: names[1], id: names[1] + ":4", anchor: .topLeading, animated: true)
        ])
  }

  @Test func aNestedScrollGeometryHandlerReadsItsOwnScrollView() throws {
    let session = session(
      source: """
        import SwiftUI
        struct V: View {
          @State private var x = 0.0
          var body: some View {
            NavigationStack {
              ScrollView {
                VStack {
                  Text("x \\(Int(x))")
                  ScrollView(.horizontal) {
                    HStack { ForEach(0..<9) { _ in Color.red.frame(width: 200, height: 50) } }
                  }
                  .onScrollGeometryChange(for: Double.self) { geometry in
                    geometry.contentOffset.x
                  } action: { old, new in
                    x = new
                  }
                }
              }
              .navigationTitle("V")
            }
          }
        }
        """)
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let name = try #require(Self.scrolls(scene).first?.name)
    let frame = Rect(x: 0, y: 200, width: 393, height: 50)
    let answer = session.respond(to: Self.request(0.1, [(name, frame, .interacting, 123)]))
    #expect(answer.state.first { $0.name == "V.x" }?.value == .number(123))
    #expect(answer.watchesGeometry)
  }

  @Test func onTheScreensOwnScrollViewThePhaseIsOneWarning() throws {
    let session = session(
      source: """
        import SwiftUI
        struct V: View {
          var body: some View {
            NavigationStack {
              ScrollView { Text("A") }
                .onScrollPhaseChange { old, new in }
                .navigationTitle("V")
            }
          }
        }
        """)
    let answer = session.respond(to: LiveRequest(time: 0))
    let warnings = answer.warnings.filter { $0.contains("onScrollPhaseChange") }
    #expect(
      warnings == [
        "V.swift:5:7: warning: .onScrollPhaseChange on the screen's own scroll view does not run yet: NavLab reports the phase of nested ScrollViews only"
      ], "\(answer.warnings)")
  }

  @Test func idNamesStayWithinTheWiresNames() {
    #expect(LiveScrolls.idName(.int(7), in: "scroll-n2") == "scroll-n2:7")
    #expect(LiveScrolls.idName(.string("intro"), in: "s") == "s:intro")
    let odd = LiveScrolls.idName(.string("a card / with spaces"), in: "s")
    #expect(odd.hasPrefix("s:acardwithspaces-"))
    #expect(odd == LiveScrolls.idName(.string("a card / with spaces"), in: "s"))
    #expect(odd != LiveScrolls.idName(.string("a card / with spaces!"), in: "s"))
  }

  @Test func aVisualEffectReadsItsFrameInTheEnclosingScrollView() throws {
    let session = session(
      source: """
        import SwiftUI
        struct V: View {
          var body: some View {
            NavigationStack {
              ScrollView {
                ScrollView(.horizontal) {
                  HStack {
                    Color.red
                      .frame(width: 200, height: 50)
                      .visualEffect { content, proxy in
                        content
                          .offset(y: proxy.frame(in: .scrollView).minX / 10)
                          .opacity(proxy.frame(in: .global).minY > 100 ? 0.5 : 1)
                      }
                  }
                }
              }
              .navigationTitle("V")
            }
          }
        }
        """)
    let first = session.respond(to: LiveRequest(time: 0))
    let scene = try #require(first.scene)
    let scroll = try #require(Self.scrolls(scene).first)
    let name = try #require(scroll.name)
    let id = try #require(Self.ids(scroll.content).first)
    #expect(first.watchesGeometry)
    // The card 50 pt past the leading edge of a shelf at y 200.
    let answer = session.respond(
      to: Self.request(
        0.1, [(name, Rect(x: 0, y: 200, width: 393, height: 50), .idle, 50)],
        frames: [LiveFrame(id: id, frame: Rect(x: -50, y: 200, width: 200, height: 50))]))
    #expect(answer.scene != nil)
    let transitions = ScrollImportTests.transitions(answer.scene)
    let effect = VisualEffect(opacity: 0.5, offsetY: -5)
    #expect(
      transitions == [
        ScrollTransition(topLeading: effect, identity: effect, bottomTrailing: effect)
      ])
  }
}
