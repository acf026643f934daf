// NavLab fixture: a bare List whose sections have a header and a footer, no navigation container
// (the structure of AccessibilitySnapshot's list-with-headers-and-footers test view).
import SwiftUI

struct BareListHeadersFooters: View {
  var body: some View {
    List {
      Section {
        Text("Checking")
        Text("Savings")
      } header: {
        Text("Accounts")
      } footer: {
        Text("Tap an account to view details")
      }
      Section {
        Text("Electric")
        Text("Internet")
      } header: {
        Text("Bills")
      } footer: {
        Text("Due this month")
      }
    }
  }
}
