import SwiftUI

struct GreetingScreen: View {
  var body: some View {
    NavigationStack {
      List { Text("greeting.key") }
    }
  }
}
