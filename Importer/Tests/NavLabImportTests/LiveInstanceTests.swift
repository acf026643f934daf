import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 38: a view instance is read alone when the only state written since the last read is
/// state it read (``InstanceUnits``). Every answer must be the one whole reads give, byte for
/// byte; each reason for a whole read is tested: the rest of the tree read the state too, the
/// instance registers a handler, an instance's actions change with its state.
@Suite struct LiveInstanceTests {
  /// Plays `taps` (each the index of an action among those the answers so far showed, in the
  /// order first shown) into a session that reads instances alone and one that reads whole;
  /// every answer must be the same line.
  static func play(_ source: String, taps: [Int]) -> LiveSession {
    let (alone, whole) = LiveReaderTests.sessions(source, view: "Screen")
    var actions: [String] = []
    func learn(_ line: String) {
      guard let answer = try? LiveWire.decodeResponse(Array(line.utf8), scene: "S.swift", id: "s")
      else { return }
      let trees = [answer.scene?.content].compactMap { $0 } + answer.patches.map(\.content)
      for tree in trees {
        for id in Self.actions(in: tree) where !actions.contains(id) { actions.append(id) }
      }
    }
    let first = alone.respond(to: #"{"time": 0}"#)
    #expect(first == whole.respond(to: #"{"time": 0}"#))
    learn(first)
    for (step, tap) in taps.enumerated() where tap < actions.count {
      let line = #"{"time": \#(step + 1), "events": [{"tap": "\#(actions[tap])"}]}"#
      let a = alone.respond(to: line)
      #expect(a == whole.respond(to: line), "tap \(step)")
      learn(a)
    }
    return alone
  }

  static func actions(in node: ContentNode) -> [String] {
    var found: [String] = []
    func walk(_ node: ContentNode) {
      if case .modified(_, .action(let id)) = node { found.append(id) }
      if case .modified(_, .background(let layer, _)) = node { walk(layer) }
      var copy = node
      copy.updateChildren { walk($0) }
    }
    walk(node)
    return found
  }

  static func screen(_ counter: String, outside: String = "") -> String {
    """
    import SwiftUI
    struct Counter: View {
      @Binding var count: Int
      @State private var on = false
      var body: some View {
        \(counter)
      }
    }
    struct Screen: View {
      @State private var count = 0
      var body: some View {
        ScrollView {
          Button("Add") { count += 1 }
          Counter(count: $count)
          Text("Fixed")
          \(outside)
        }
      }
    }
    """
  }

  @Test func anInstanceWhoseStateAloneChangedIsReadAlone() throws {
    let source = Self.screen(
      #"VStack { Text("Count \(count)").animation(.linear); Toggle("On", isOn: $on) }"#)
    // Add, add, the switch, add, the switch.
    let session = Self.play(source, taps: [0, 0, 1, 0, 1, 0])
    #expect(session.instancesReadAlone >= 4)
  }

  @Test func stateTheRestOfTheTreeReadsIsAWholeRead() throws {
    let source = Self.screen(#"Text("Count \(count)")"#, outside: #"Text("Also \(count)")"#)
    let session = Self.play(source, taps: [0, 0, 0])
    #expect(session.instancesReadAlone == 0)
    #expect(session.wholeReads == 4)
  }

  /// The instance's button exists only while the count is odd: after a read alone the action
  /// that went is gone (a tap on it does nothing), one that came runs.
  @Test func actionsThatComeAndGoFollowTheInstance() throws {
    let source = Self.screen(
      #"""
      VStack {
        Text("Count \(count)")
        if count % 2 == 1 { Button("Reset") { count = 0 } }
      }
      """#)
    // Add (Reset shows), Reset (it goes), Reset again (nothing), add, add (it went again), Reset.
    let session = Self.play(source, taps: [0, 1, 1, 0, 0, 1])
    #expect(session.instancesReadAlone >= 4)
  }

  @Test(arguments: [
    #"Text("Count \(count)").onChange(of: count) { on.toggle() }"#,
    #"Text("Count \(count)").animation(.linear, value: count)"#,
    #"Text("Count \(count)").onAppear { on = true }"#,
  ])
  func anInstanceThatRegistersHandlersIsReadWhole(_ counter: String) throws {
    let session = Self.play(Self.screen(counter), taps: [0, 0, 0])
    #expect(session.instancesReadAlone == 0)
  }
}
