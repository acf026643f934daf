// A sheet with two detents (issue 40): a button sets the state, the sheet slides up to half the
// screen; drag it up to the large detent, then its list scrolls; flick it down to dismiss.
import SwiftUI

struct SheetView: View {
  @State private var showing = false

  var body: some View {
    NavigationStack {
      List {
        Button("Show details") {
          showing = true
        }
        Text("Recent orders")
        Text("Returns")
      }
      .navigationTitle("Orders")
      .sheet(isPresented: $showing) {
        NavigationStack {
          List(1...60, id: \.self) { index in
            Text("Item \(index)")
          }
          .navigationTitle("Details")
          .navigationBarTitleDisplayMode(.inline)
        }
        .presentationDetents([.medium, .large])
      }
    }
  }
}
