// A photo grid in SwiftUI: a LazyVGrid of square tiles under a large title.
// `navlab Examples/SwiftUI/Photos.swift`
import SwiftUI

struct PhotoGrid: View {
  let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 2) {
          ForEach(0..<8) { _ in
            ForEach([Color.blue, .teal, .orange, .pink, .indigo, .green], id: \.self) { color in
              color.aspectRatio(1, contentMode: .fill)
            }
          }
        }
        .padding(.horizontal, 2)
      }
      .navigationTitle("Photos")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
      }
    }
  }
}

#Preview {
  PhotoGrid()
}
