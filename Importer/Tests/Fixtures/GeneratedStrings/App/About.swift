import SwiftUI

struct About: View {
  var body: some View {
    List {
      Text(Words.About.source)
      Text(NSLocalizedString("about.licence", value: "Licence", comment: "a row"))
      Text(Bundle.main.localizedString(forKey: "about.thanks", value: nil, table: nil))
    }
    .navigationTitle(Words.About.title)
  }
}
