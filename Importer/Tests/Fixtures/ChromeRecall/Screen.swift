import SwiftUI

/// A fixture for ChromeRecallImportTests: an app's own image statics and localized keys.
extension Image {
  static var close: Self { .init("close") }
}

enum Category: Int, CaseIterable {
  case storage
  case about

  var title: LocalizedStringKey {
    switch self {
    case .storage: return "Category_Storage"
    case .about: return "Category_About"
    }
  }
}

struct Screen: View {
  var body: some View {
    NavigationView {
      List {
        Label(Category.about.title, systemImage: "info.circle")
      }
      .navigationTitle(Category.storage.title)
      .navigationBarTitleDisplayMode(.inline)
      .navigationBarItems(trailing: Button { } label: { Image.close.foregroundColor(.gray) })
    }
  }
}
