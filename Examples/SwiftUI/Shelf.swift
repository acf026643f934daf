// A shelf of cards the code scrolls (iOS 17+): a button jumps to a card with
// `ScrollViewReader`'s `scrollTo`, a second shelf follows a `.scrollPosition(id:)` binding both
// ways, and a line shows the first shelf's `ScrollPhase`.
// `navlab Examples/SwiftUI/Shelf.swift`
import SwiftUI

struct Shelf: View {
  @State private var phase = "idle"
  @State private var shown: Int? = 0
  let colors: [Color] = [.orange, .pink, .green, .indigo, .teal]

  var body: some View {
    NavigationStack {
      ScrollView {
        ScrollViewReader { proxy in
          VStack(alignment: .leading, spacing: 12) {
            Text("Phase: \(phase)")
              .padding(.horizontal, 16)
            Button("Go to card 8") {
              withAnimation {
                proxy.scrollTo(7, anchor: .leading)
              }
            }
            .padding(.horizontal, 16)
            ScrollView(.horizontal) {
              HStack(spacing: 10) {
                ForEach(0..<20) { index in
                  RoundedRectangle(cornerRadius: 14)
                    .fill(colors[index % 5])
                    .frame(width: 200, height: 120)
                    .id(index)
                }
              }
            }
            .onScrollPhaseChange { _, newPhase in
              phase = name(of: newPhase)
            }
            Text("Showing card \((shown ?? 0) + 1)")
              .padding(.horizontal, 16)
            Button("Next card") {
              withAnimation {
                shown = (shown ?? 0) + 1
              }
            }
            .padding(.horizontal, 16)
            ScrollView(.horizontal) {
              HStack(spacing: 10) {
                ForEach(0..<20) { index in
                  RoundedRectangle(cornerRadius: 14)
                    .fill(colors[(index + 2) % 5])
                    .frame(width: 200, height: 120)
                    .id(index)
                }
              }
            }
            .scrollPosition(id: $shown)
          }
        }
      }
      .navigationTitle("Shelf")
    }
  }

  func name(of phase: ScrollPhase) -> String {
    switch phase {
    case .idle: return "idle"
    case .tracking: return "tracking"
    case .interacting: return "interacting"
    case .decelerating: return "decelerating"
    case .animating: return "animating"
    default: return "other"
    }
  }
}

#Preview {
  Shelf()
}
