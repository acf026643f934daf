import SwiftUI

// `Words` is not declared here: a build tool generates it from en.lproj/Localizable.strings,
// one member per key (`settings.about-title` → `settings_about_title`, or nested, camel-cased).
struct Settings: View {
  var body: some View {
    List {
      Section(Words.settings_section_reading) {
        Text(Words.settings_about_title)
        Text(Words.Settings.Catalog.autoRefresh)
        Text(Words.settings_missing_key)
      }
    }
    .navigationTitle(Words.settings_title)
  }
}
