// An order form of our own: controls in a Form (Stepper, Slider, Picker), a NavigationLink to
// a screen of its own, and a principal toolbar item in the bar's middle.
import SwiftUI

enum Size: String, CaseIterable {
  case small, medium, large
}

struct OrderView: View {
  @State private var quantity = 2
  @State private var sweetness = 0.3
  @State private var size = Size.medium

  var body: some View {
    NavigationStack {
      Form {
        Section("Drink") {
          Picker("Size", selection: $size) {
            Text("Small").tag(Size.small)
            Text("Medium").tag(Size.medium)
            Text("Large").tag(Size.large)
          }
          Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
        }
        Section("Sweetness") {
          Slider(value: $sweetness)
        }
        Section {
          NavigationLink("Pickup Location") {
            List {
              Text("Main Street")
              Text("Station Square")
            }
            .navigationTitle("Pickup")
          }
        }
      }
      .navigationTitle("Order")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .principal) {
          HStack {
            Image(systemName: "cup.and.saucer")
            Text("Order").bold()
          }
        }
      }
    }
  }
}

#Preview {
  OrderView()
}
