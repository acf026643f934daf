import SwiftUI

struct Row {
  let title: String
}

// The view conformance and the body in an extension (emitron's style).
extension Row: View {
  var body: some View {
    Text(title)
      .font(.appBody)
      .foregroundColor(.brandText)
  }
}

struct Screen: View {
  var body: some View {
    ScrollView {
      VStack {
        Row(title: "Alpha")
        Text("Title").font(.appTitle).foregroundStyle(.warning)
        Text("Caption").font(.appCaption)
        Color.background.frame(height: 10)
      }
    }
  }
}
