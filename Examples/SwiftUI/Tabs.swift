import SwiftUI

/// Issue 41's tabs: a `TabView` of two `NavigationStack`s, each tab its own title, rows and
/// stack (iOS 18's `Tab(_:systemImage:value:)`, bound to `selection`). A tap on Archive shows
/// its rows; coming back to Inbox finds it as it was left, scrolled and pushed.
struct MailTabsView: View {
  enum MailTab: Hashable { case inbox, archive }

  @State private var selection = MailTab.inbox

  var body: some View {
    TabView(selection: $selection) {
      Tab("Inbox", systemImage: "tray", value: MailTab.inbox) {
        NavigationStack {
          List(1...40, id: \.self) { number in
            NavigationLink("Message \(number)") {
              Text("Message \(number) says hello.")
                .navigationTitle("Message \(number)")
            }
          }
          .navigationTitle("Inbox")
        }
      }
      Tab("Archive", systemImage: "archivebox", value: MailTab.archive) {
        NavigationStack {
          List {
            Text("Receipts")
            Text("Travel")
            Text("Old projects")
          }
          .navigationTitle("Archive")
        }
      }
      .badge(3)
    }
  }
}
