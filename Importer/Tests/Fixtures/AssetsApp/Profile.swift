// A fixture for AssetImportTests: assets and strings beside the file.
import SwiftUI

struct Profile: View {
  var body: some View {
    NavigationStack {
      VStack(spacing: 8) {
        Image("avatar")
        Image("banner")
        Image("logo")
        Image("missing")
        Text("greeting").foregroundStyle(Color("brand"))
        Text("untranslated").foregroundColor(Color("ink"))
        Text("no.such.key")
        Text(verbatim: "greeting")
        Rectangle().fill(Color("brand")).frame(height: 4)
        Text("x").background(Color("brand"))
        Text("y").foregroundStyle(Color("nope"))
        Image("avatar").resizable().frame(width: 40, height: 40)
      }
      .navigationTitle("profile.title")
      .tint(Color("brand"))
    }
  }
}
