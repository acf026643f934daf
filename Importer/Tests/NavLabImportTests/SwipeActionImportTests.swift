import ScreenModel
import Testing

@testable import NavLabImport

/// `.swipeActions` on list rows (issue 41): the buttons as the row's `swipeActions`, and, live,
/// a tap on one runs the code's own action (the row leaves the array, and the list).
@Suite struct SwipeActionImportTests {
  static let messages = """
    struct Message: Identifiable {
      let id: Int
      let sender: String
    }
    struct Screen: View {
      @State private var messages = [
        Message(id: 1, sender: "Anna"), Message(id: 2, sender: "Build bot"),
        Message(id: 3, sender: "Kenji"),
      ]
      @State private var flagged = 0
      var body: some View {
        NavigationStack {
          List {
            ForEach(messages) { message in
              Text(message.sender)
                .swipeActions {
                  Button("Delete", role: .destructive) {
                    if let index = messages.firstIndex(where: { $0.id == message.id }) {
                      messages.remove(at: index)
                    }
                  }
                  Button("Flag") { flagged += 1 }
                    .tint(.orange)
                }
                .swipeActions(edge: .leading, allowsFullSwipe: false) {
                  Button { flagged += 1 } label: { Label("Unread", systemImage: "envelope.badge") }
                  Text("Not a button")
                }
            }
          }
          .navigationTitle("Messages")
        }
      }
    }
    """

  @Test func buttonsRolesTintsAndEdges() throws {
    let result = importSource(Self.messages)
    let scene = try #require(result.scene)
    #expect(scene.rows.count == 3)
    let row = scene.rows[1]
    #expect(row.label == "Build bot")
    let trailing = try #require(row.swipeActions(.trailing))
    #expect(trailing.allowsFullSwipe)
    #expect(trailing.actions.map(\.title) == ["Delete", "Flag"])
    #expect(trailing.actions.map(\.role) == [.destructive, ButtonRole.none])
    #expect(trailing.actions[0].tint == nil)
    #expect(trailing.actions[1].tint == .semantic(.orange))
    let leading = try #require(row.swipeActions(.leading))
    #expect(!leading.allowsFullSwipe)
    #expect(leading.actions.map(\.title) == ["Unread"])
    #expect(leading.actions[0].symbol != nil)
    // The Text among the buttons is left out with a warning naming its place.
    #expect(
      result.diagnostics.contains {
        $0.message.contains("a swipe action is a Button") && $0.line > 0
      })
  }

  @Test func liveDeleteRunsTheCodesOwnAction() throws {
    let session = LiveSession([("Screen.swift", Array(Self.messages.utf8))], view: "Screen")
    let first = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    #expect(first.rows.map(\.label) == ["Anna", "Build bot", "Kenji"])
    let delete = try #require(first.rows[1].swipeActions(.trailing)?.actions[0].action)
    // Each row's buttons are their own actions.
    #expect(first.rows[0].swipeActions(.trailing)?.actions[0].action != delete)
    let answer = session.respond(to: LiveRequest(time: 1, events: [.tap(delete)]))
    let scene = try #require(answer.scene)
    #expect(scene.rows.map(\.label) == ["Anna", "Kenji"])
    #expect(scene.rowCount == 2)
  }
}
