import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 38: a `GeometryReader` whose frame alone moved is read alone (``ReaderUnits``). Every
/// answer must be the one whole reads give, byte for byte; each reason a whole read is still
/// due is tested: state written, a named space moved, a reader whose content registers more
/// than preferences, or comes to set another number of them.
@Suite struct LiveReaderTests {
  /// Two sessions over `source`: readers read alone (the default) and whole reads only.
  static func sessions(_ source: String, view: String? = nil) -> (LiveSession, LiveSession) {
    let files = [("Screen.swift", Array(source.utf8))]
    let alone = LiveSession(files, view: view, sendsPatches: true)
    let whole = LiveSession(files, view: view, sendsPatches: true)
    whole.readsAlone = false
    return (alone, whole)
  }

  /// A request with the scroll view at `offset` and `frames` reported (screen points).
  static func request(
    _ time: Double, offset: Double, frames: [String: [Double]], events: [JSONValue] = []
  ) -> String {
    JSONValue.object([
      ("time", .number(time)),
      (
        "scroll",
        .object([
          ("offset", .array([.number(0), .number(offset)])),
          ("insets", .array([.number(0), .number(0), .number(34), .number(0)])),
          ("contentSize", .array([.number(393), .number(1600)])),
          ("containerSize", .array([.number(393), .number(760)])),
        ])
      ),
      (
        "frames",
        .object(
          frames.sorted { $0.key < $1.key }.map { ($0.key, .array($0.value.map { .number($0) })) })
      ),
      ("events", .array(events)),
    ]).jsonText
  }

  /// Plays `steps` requests (`frame` gives each one's offset and frames from the first
  /// answer's reader ids) into both sessions; every answer must be the same line.
  static func play(
    _ source: String, view: String? = nil, steps: Int,
    _ frame: (Int, [String], String?) -> (
      offset: Double, frames: [String: [Double]], events: [JSONValue]
    )
  ) -> (alone: LiveSession, whole: LiveSession) {
    let (alone, whole) = sessions(source, view: view)
    let first = alone.respond(to: #"{"time": 0}"#)
    #expect(first == whole.respond(to: #"{"time": 0}"#))
    let scene = try? LiveWire.decodeResponse(Array(first.utf8), scene: "Screen.swift", id: "s")
      .scene
    let action = scene?.content.flatMap(LivePatchTests.firstAction)
    let readers = alone.readerIDs
    for step in 0..<steps {
      let (offset, frames, events) = frame(step, readers, action)
      let line = request(Double(step) / 60, offset: offset, frames: frames, events: events)
      let a = alone.respond(to: line)
      let b = whole.respond(to: line)
      #expect(a == b, "step \(step): \(line)")
      if a != b { break }
    }
    return (alone, whole)
  }

  static let stretchy = """
    import SwiftUI
    struct Screen: View {
      @State private var minY: CGFloat = 0
      var body: some View {
        ScrollView {
          GeometryReader { geo in
            let y = geo.frame(in: .global).minY
            ZStack {
              Color.blue
              Text("Top \\(Int(y))")
            }
            .frame(height: 200 + max(y, 0))
            .offset(y: -max(y, 0))
          }
          .frame(height: 200)
          Text("Below")
          Text("Count \\(Int(minY))")
        }
      }
    }
    """

  @Test func aReaderWhoseFrameMovesIsReadAloneAndAnswersAsAWholeRead() throws {
    let (alone, whole) = Self.play(Self.stretchy, steps: 40) { step, readers, _ in
      let y = Double(step % 20) * 7 - 40
      return (-y, Dictionary(uniqueKeysWithValues: readers.map { ($0, [0, y, 393, 200]) }), [])
    }
    #expect(alone.readersReadAlone >= 30)
    #expect(alone.wholeReads <= 3)
    #expect(whole.readersReadAlone == 0)
    #expect(whole.wholeReads >= 30)
  }

  /// Seed 003: the reader sets a preference, `onPreferenceChange` writes state the top view
  /// reads (a whole read follows); seed 004: the stretchy header alone.
  @Test(arguments: ["003-blog", "004-album"])
  func seedsAnswerAsWholeReads(_ seed: String) throws {
    guard let source = seedSource(seed) else { return }
    let (alone, _) = Self.play(source, steps: 120) { step, readers, _ in
      // Down 60 frames, up 60, past the bar's 40 points and back, pulled at the top.
      let phase = step < 60 ? Double(step) : Double(120 - step)
      let offset = phase * 1.5 - 20
      let frames = Dictionary(
        uniqueKeysWithValues: readers.map {
          ($0, [0, 195.5 - offset, 393, seed == "003-blog" ? 0 : 280])
        })
      return (offset, frames, [])
    }
    #expect(alone.readersReadAlone >= 100)
    // Seed 003's top view follows `offset` alone, its screen not read again.
    if seed == "003-blog" { #expect(alone.instancesReadAlone >= 50) }
  }

  /// State written by a tap in the same request as a moved frame: a whole read.
  @Test func stateWrittenWithTheMoveIsAWholeRead() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          ScrollView {
            GeometryReader { geo in
              Text("\\(count) at \\(Int(geo.frame(in: .global).minY))")
            }
            .frame(height: 40)
            Button("Add") { count += 1 }
          }
        }
      }
      """
    let (alone, _) = Self.play(source, steps: 12) { step, readers, action in
      let frames = Dictionary(
        uniqueKeysWithValues: readers.map { ($0, [0, Double(step), 393, 40]) })
      let tap: [JSONValue] = action.map { [.object([("tap", .string($0))])] } ?? []
      return (-Double(step), frames, step % 3 == 0 ? tap : [])
    }
    #expect(alone.readersReadAlone > 0)
    #expect(alone.wholeReads >= 4)
  }

  /// A reader whose content registers a button action, an `onChange` or an animation is read
  /// whole every time (its registrations are made in the tree's order).
  @Test(arguments: [
    #"Button("Tap \(Int(geo.size.height))") {}"#,
    #"Text("A").onChange(of: geo.size.height) { }"#,
    #"Text("\(Int(geo.size.height))").animation(.linear, value: geo.size.height)"#,
  ])
  func aReaderThatRegistersMoreIsReadWhole(_ view: String) throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          ScrollView {
            GeometryReader { geo in
              \(view)
            }
            .frame(height: 40)
            Text("Below")
          }
        }
      }
      """
    let (alone, _) = Self.play(source, steps: 10) { step, readers, _ in
      let frames = Dictionary(
        uniqueKeysWithValues: readers.map { ($0, [0, Double(step), 393, 40 + Double(step)]) })
      return (-Double(step), frames, [])
    }
    #expect(alone.readersReadAlone == 0)
  }

  /// A reader whose content sets a preference only past a point: the number of values changes,
  /// so that frame is read whole; `onPreferenceChange` sees the same values either way.
  @Test func aReaderWhosePreferencesChangeInNumberIsReadWhole() throws {
    let source = """
      import SwiftUI
      struct Key: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
      }
      struct Screen: View {
        @State private var total: CGFloat = 0
        var body: some View {
          ScrollView {
            GeometryReader { geo in
              let y = geo.frame(in: .global).minY
              if y > 20 {
                Color.clear.preference(key: Key.self, value: y)
              } else {
                Color.red
              }
            }
            .frame(height: 10)
            Text("Total \\(Int(total))")
          }
          .onPreferenceChange(Key.self) { total = $0 }
        }
      }
      """
    let (alone, _) = Self.play(source, steps: 40) { step, readers, _ in
      let y = Double(step) * 1.5
      let frames = Dictionary(uniqueKeysWithValues: readers.map { ($0, [0, y, 393, 10]) })
      return (-y, frames, [])
    }
    #expect(alone.readersReadAlone > 0)
  }

  /// A reader that measures in a named space reads the space's frame: when the space moves,
  /// the read is whole.
  @Test func aNamedSpaceThatMovesIsAWholeRead() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          ScrollView {
            VStack {
              GeometryReader { geo in
                Text("y \\(Int(geo.frame(in: .named("box")).minY))")
              }
              .frame(height: 30)
            }
            .coordinateSpace(name: "box")
          }
        }
      }
      """
    let (alone, whole) = Self.sessions(source)
    let first = alone.respond(to: #"{"time": 0}"#)
    #expect(first == whole.respond(to: #"{"time": 0}"#))
    let scene = try LiveWire.decodeResponse(Array(first.utf8), scene: "Screen.swift", id: "s")
      .scene
    let ids = Self.ids(in: try #require(scene?.content))
    let reader = try #require(alone.readerIDs.first)
    #expect(ids.count == 2)
    for step in 0..<10 {
      // The reader moves every frame, the space (the other id) from the sixth on.
      let boxY = step < 5 ? 100.0 : 100 + Double(step)
      var frames = [reader: [0, 120 + Double(step), 393, 30]]
      for id in ids where id != reader { frames[id] = [0, boxY, 393, 300] }
      let line = Self.request(Double(step), offset: 0, frames: frames)
      #expect(alone.respond(to: line) == whole.respond(to: line), "step \(step)")
    }
    #expect(alone.readersReadAlone == 4)
    #expect(alone.wholeReads == whole.wholeReads - 4)
  }

  /// The `"id"` names in `node`, depth first.
  static func ids(in node: ContentNode) -> [String] {
    var found: [String] = []
    func walk(_ node: ContentNode) {
      if case .modified(_, .id(let name)) = node { found.append(name) }
      var copy = node
      copy.updateChildren { walk($0) }
    }
    walk(node)
    return found
  }
}
