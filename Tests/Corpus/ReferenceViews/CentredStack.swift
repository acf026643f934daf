// NavLab fixture: a root VStack that fills the safe area and so sits centred in it (the structure
// of AccessibilitySnapshot's keyboard-shortcuts test view).
import SwiftUI

struct CentredStack: View {
  var body: some View {
    VStack(spacing: 16) {
      Text("⌨️")
        .font(.system(size: 64))
      Text("SwiftUI Keyboard Shortcuts")
        .font(.headline)
      Text("Press ⌘ to see available shortcuts")
        .font(.subheadline)
        .foregroundColor(.secondary)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}
