import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 38: inside a view instance read alone, the views of a builder that read no state and
/// registered nothing but button actions are kept from the last read (``SubtreeCache``), a
/// preference's reduced value is kept for the same values, and a part read alone that gives
/// what was there leaves the answer without patches. Every answer must be the one a session
/// that keeps nothing gives (``LiveSession/readsAlone`` off), byte for byte.
@Suite struct LiveSubtreeTests {
  /// A title, a glyph with shadows and a button in the instance read every tap: kept; the
  /// count's text read again. The kept button's action still runs (taps 1).
  @Test func keptViewsAnswerAsReadsOfEverything() throws {
    let source = LiveInstanceTests.screen(
      #"""
      VStack {
        Text("Title").font(.title).foregroundColor(.white)
        Image(systemName: "star").shadow(color: Color.black.opacity(0.2), radius: 2)
        Button("More") { count += 2 }
        Text("Count \(count)")
      }
      """#)
    // Add, More, More, Add, More.
    let session = LiveInstanceTests.play(source, taps: [0, 1, 1, 0, 1])
    #expect(session.instancesReadAlone >= 4)
    #expect(session.subtreesTaken >= 8)
  }

  /// An `if`'s branch and a `ForEach`'s elements are new scopes every read: never taken from
  /// an earlier read, however alike (the odd/even text, rows that come and go).
  @Test func branchesAndElementsAreReadAgain() throws {
    let source = LiveInstanceTests.screen(
      #"""
      VStack {
        if count % 2 == 1 { Text("Odd") } else { Text("Even") }
        ForEach(0..<count, id: \.self) { i in Text("Row \(i)") }
        Text("Fixed")
      }
      """#)
    let session = LiveInstanceTests.play(source, taps: [0, 0, 0, 0])
    #expect(session.instancesReadAlone >= 3)
  }

  /// A view property used in two places (one under a font) is the same expression in the same
  /// scope twice in a read: not kept, each place read as itself.
  @Test func aViewUsedTwiceInOneReadIsReadInEachPlace() throws {
    let source = """
      import SwiftUI
      struct Counter: View {
        @Binding var count: Int
        var badge: some View { Text("Badge").padding(4) }
        var body: some View {
          VStack {
            badge
            HStack { badge }.font(.title)
            Text("Count \\(count)")
          }
        }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          ScrollView {
            Button("Add") { count += 1 }
            Counter(count: $count)
          }
        }
      }
      """
    let session = LiveInstanceTests.play(source, taps: [0, 0, 0])
    #expect(session.instancesReadAlone >= 2)
  }

  /// A state the instance's kept-looking view reads (a text of a binding behind a property)
  /// changes it: read again, as a read of everything would.
  @Test func aViewThatReadsStateIsNotKept() throws {
    let source = LiveInstanceTests.screen(
      #"""
      VStack {
        Text("Title")
        Text(count > 1 ? "Many" : "Few").font(.title)
        Toggle("On", isOn: $on)
      }
      """#)
    let session = LiveInstanceTests.play(source, taps: [0, 0, 1, 0, 1])
    #expect(session.instancesReadAlone >= 3)
  }

  /// A preference whose `reduce` reads a global variable a tap changes: the same reported
  /// frames reduce to a new value (not the kept one), and the text that shows it follows.
  @Test func aReduceThatReadsStateIsRunAgain() throws {
    let source = """
      import SwiftUI
      var weight: CGFloat = 1
      struct SumKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
          value += nextValue() * weight
        }
      }
      struct Screen: View {
        @State private var total: CGFloat = 0
        var body: some View {
          ScrollView {
            Button("Heavier") { weight += 1 }
            GeometryReader { geo in
              Color.clear.preference(key: SumKey.self, value: geo.frame(in: .global).minY)
            }
            .frame(height: 0)
            Text("Total \\(Int(total))")
          }
          .onPreferenceChange(SumKey.self) { total = $0 }
        }
      }
      """
    let (alone, _) = LiveReaderTests.play(source, steps: 24) { step, readers, action in
      // Still for three frames, a tap on the fourth, then moved by a point.
      let y = 100 + Double(step / 4)
      let tap: [JSONValue] =
        step % 4 == 3 ? action.map { [.object([("tap", .string($0))])] } ?? [] : []
      return (0, Dictionary(uniqueKeysWithValues: readers.map { ($0, [0, y, 393, 0]) }), tap)
    }
    #expect(alone.readersReadAlone >= 1)
  }

  /// A padding whose arguments name nothing of their scope is read once (its insets kept by
  /// its call, issue 38); one that reads a static variable a tap changes is read again. After
  /// each tap the screen is the one a new session started in that state shows.
  @Test func closedPaddingsAreKeptAndOthersReadAgain() throws {
    func source(count: Int, inset: Int) -> String {
      """
      import SwiftUI
      struct Screen: View {
        static var inset: CGFloat = \(inset)
        @State private var count = \(count)
        var body: some View {
          ScrollView {
            Button("Add") { count += 1; Screen.inset += 1 }
            Text("Top").padding(.top, 35).padding(.leading, 15).padding(10)
            Text("Inset").padding(Screen.inset)
            Text("Count \\(count)")
          }
        }
      }
      """
    }
    func content(_ session: LiveSession, _ request: LiveRequest) throws -> ContentNode {
      try #require(session.respond(to: request).scene?.content)
    }
    let session = LiveSession([("Screen.swift", Array(source(count: 0, inset: 4).utf8))])
    let first = try content(session, LiveRequest(time: 0))
    let add = try #require(LiveInstanceTests.actions(in: first).first)
    for tap in 1...3 {
      let shown = try content(session, LiveRequest(time: Double(tap), events: [.tap(add)]))
      let fresh = LiveSession([("Screen.swift", Array(source(count: tap, inset: 4 + tap).utf8))])
      #expect(shown == (try content(fresh, LiveRequest(time: 0))), "tap \(tap)")
      let insets = ComputedColorImportTests.modifiers(of: "Inset", in: shown.flattened)
        .compactMap { modifier -> EdgeInsets? in
          if case .padding(let insets) = modifier { return insets }
          return nil
        }
      #expect(insets == [EdgeInsets(.all, Double(4 + tap))])
    }
  }

  /// Seed 003 scrolled: its top view's title and search button are taken from the last read
  /// every frame its background follows the offset.
  @Test func seed003KeepsItsTopViewsTitleAndButton() throws {
    guard let source = seedSource("003-blog") else { return }
    let (alone, _) = LiveReaderTests.play(source, steps: 60) { step, readers, _ in
      let offset = Double(step) * 1.5
      return (
        offset,
        Dictionary(uniqueKeysWithValues: readers.map { ($0, [0, 195.5 - offset, 393, 0]) }), []
      )
    }
    #expect(alone.instancesReadAlone >= 50)
    #expect(alone.subtreesTaken >= 150)
  }
}
