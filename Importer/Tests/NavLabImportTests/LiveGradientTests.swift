import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 38: a gradient that names nothing of its scope is taken apart once a run
/// (``LiveContext/closedGradient(_:_:)``); one that reads state is read again each time.
@Suite struct LiveGradientTests {
  static let source = """
    import SwiftUI
    struct Screen: View {
      @State private var on = false
      var body: some View {
        VStack {
          Button("Switch") { on.toggle() }
          Rectangle()
            .fill(LinearGradient(colors: [.red, .black], startPoint: .top, endPoint: .bottom))
            .frame(height: 40)
          Rectangle()
            .fill(LinearGradient(colors: [on ? .green : .blue, .black], startPoint: .top, endPoint: .bottom))
            .frame(height: 40)
        }
      }
    }
    """

  /// The gradients' colours of an answer, in order, as its text writes them.
  static func gradients(_ answer: String) -> [String] {
    answer.components(separatedBy: #""linearGradient": {"colors": ["#).dropFirst().map {
      String($0.prefix { $0 != "]" })
    }
  }

  @Test func aGradientReadingStateFollowsItWhileAClosedOneIsKept() throws {
    let session = LiveSession([("Screen.swift", Array(Self.source.utf8))], view: nil)
    let first = session.respond(to: #"{"time": 0}"#)
    let scene = try LiveWire.decodeResponse(Array(first.utf8), scene: "Screen.swift", id: "s").scene
    let action = try #require(scene?.content.flatMap(LivePatchTests.firstAction))
    let before = Self.gradients(first)
    let second = session.respond(to: #"{"time": 1, "events": [{"tap": "\#(action)"}]}"#)
    let after = Self.gradients(second)
    #expect(before == [#""red", "black""#, #""blue", "black""#], "\(first)")
    #expect(after == [#""red", "black""#, #""green", "black""#], "\(second)")
  }
}
