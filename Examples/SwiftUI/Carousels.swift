// Carousels in SwiftUI (iOS 17+): a pager of full-width pages and a row of cards that rests on
// a card's leading edge, inside one vertical ScrollView under a large title.
// `navlab Examples/SwiftUI/Carousels.swift`
import SwiftUI

struct Carousels: View {
  let pages: [Color] = [.indigo, .teal, .orange, .pink, .green]
  let cards: [Color] = [.orange, .pink, .green, .indigo, .teal, .orange, .pink, .green]

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Featured")
            .font(.title2.bold())
            .padding(.horizontal, 16)
          ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
              ForEach(0..<5) { index in
                ZStack {
                  RoundedRectangle(cornerRadius: 20)
                    .fill(pages[index])
                    .padding(.horizontal, 16)
                  Text("Page \(index + 1)")
                    .font(.title.bold())
                    .foregroundStyle(.white)
                }
                .containerRelativeFrame(.horizontal)
                .frame(height: 220)
              }
            }
          }
          .scrollTargetBehavior(.paging)
          Text("Latest")
            .font(.title2.bold())
            .padding(.horizontal, 16)
          ScrollView(.horizontal) {
            HStack(spacing: 12) {
              ForEach(0..<8) { index in
                VStack(alignment: .leading, spacing: 6) {
                  RoundedRectangle(cornerRadius: 14)
                    .fill(cards[index])
                    .frame(height: 120)
                  Text("Card \(index + 1)")
                    .font(.headline)
                }
                .frame(width: 200)
                .scrollTransition { content, phase in
                  content
                    .opacity(phase.isIdentity ? 1 : 0.4)
                    .scaleEffect(phase.isIdentity ? 1 : 0.9)
                }
              }
            }
            .scrollTargetLayout()
          }
          .contentMargins(.horizontal, 16)
          .scrollTargetBehavior(.viewAligned)
          .scrollIndicators(.hidden)
        }
        .padding(.vertical, 12)
      }
      .navigationTitle("Carousels")
    }
  }
}

#Preview {
  Carousels()
}
