// NavLab fixture: ten 30 pt squares 30 pt apart over a Spacer, the root view with no container
// (the structure of AccessibilitySnapshot's SwiftUIView; docs/layout.md, "Checked against real iOS").
import SwiftUI

struct SquaresStack: View {
  var body: some View {
    VStack(spacing: 30) {
      ForEach(0..<10) { _ in
        Rectangle()
          .frame(width: 30, height: 30)
      }
      Spacer()
    }
  }
}
