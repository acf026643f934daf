// A mail inbox in SwiftUI: search, pull to refresh, bar buttons, sections with a header and a
// footer, rows from an array of structs. `navlab Examples/Swif", isOn: $showsRead)
          LabeledContent("Updated", value: "Just Now")
        } header: {
          Text("Filters")
        } footer: {"Read mail stays in the list until you leave the mailbox.")
 navigationBarLeadingtion("iCloud") {
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
