// Swipe actions in SwiftUI (issue 41): swipe a message left for Flag and Delete (a full swipe
// deletes it), right to mark it unread. The code's own actions run: Delete removes the
// message from the array, and the row leaves the list. `navlab Examples/SwiftUI/Messages.swift`
import SwiftUI

struct Message: Identifiable {
  let id: Int
  let sender: String
  let subject: String
}

struct MessagesView: View {
  @State private var messages = [
    Message(id: 1, sender: "Anna Lindqvist", subject: "Slides for Thursday"),
    Message(id: 2, sender: "Build bot", subject: "main is green again"),
    Message(id: 3, sender: "Kenji Watanabe", subject: "Re: the scroll feel"),
    Message(id: 4, sender: "Design review", subject: "Large titles, take two"),
    Message(id: 5, sender: "Maria Costa", subject: "Photos from the trip"),
  ]
  @State private var flagged = 0

  var body: some View {
    NavigationStack {
      List {
        ForEach(messages) { message in
          VStack(alignment: .leading, spacing: 2) {
            Text(message.sender).font(.headline)
            Text(message.subject).foregroundStyle(.secondary)
          }
          .swipeActions {
            Button("Delete", role: .destructive) {
              if let index = messages.firstIndex(where: { $0.id == message.id }) {
                messages.remove(at: index)
              }
            }
            Button("Flag") { flagged += 1 }
              .tint(.orange)
          }
          .swipeActions(edge: .leading) {
            Button {
              flagged += 1
            } label: {
              Label("Unread", systemImage: "envelope.badge")
            }
            .tint(.blue)
          }
        }
      }
      .listStyle(.plain)
      .navigationTitle("Messages")
    }
  }
}

#Preview {
  MessagesView()
}
