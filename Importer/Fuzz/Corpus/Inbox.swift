// A mail inbox in SwiftUI: search, pull to refresh, bar buttons, sections with a header and a
// footer, rows from an array of structs. `navlab Examples/SwiftUI/Inbox.swift`
import SwiftUI

struct Mailbox {
  let name: String
  let symbol: String
  let unread: Int
}

struct InboxView: View {
  @State private var query = ""
  @State private var showsRead = true

  let mailboxes = [
    Mailbox(name: "All Inboxes", symbol: "tray.2", unread: 12),
    Mailbox(name: "VIP", symbol: "star", unread: 3),
    Mailbox(name: "Flagged", symbol: "flag", unread: 1),
  ]

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(mailboxes, id: \.name) { box in
            NavigationLink {
              Text(box.name)
            } label: {
              Label(box.name, systemImage: box.symbol)
            }
            .badge(box.unread)
          }
        }
        Section {
          Toggle("Show Read Mail", isOn: $showsRead)
          LabeledContent("Updated", value: "Just Now")
        } header: {
          Text("Filters")
        } footer: {
          Text("Read mail stays in the list until you leave the mailbox.")
        }
        Section("iCloud") {
          ForEach(["Drafts", "Sent", "Junk", "Trash", "Archive"], id: \.self) { name in
            NavigationLink(name) { Text(name) }
          }
        }
        Section {
          Button("Sign Out", role: .destructive) {}
        }
      }
      .navigationTitle("Mailboxes")
      .searchable(text: $query, prompt: "Search")
      .refreshable {}
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { EditButton() }
      }
    }
    .tint(.blue)
  }
}

#Preview {
  InboxView()
}
