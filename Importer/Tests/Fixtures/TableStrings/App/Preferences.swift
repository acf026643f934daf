import SwiftUI

// `.settings(_:)` and `.app(_:)` are not declared here: a build tool generates them from the
// string catalogs Resources/Localization/Settings.xcstrings and App.xcstrings, one function per
// catalog taking one member per key.
struct Preferences: View {
  @State private var confirm = true

  var body: some View {
    Form {
      Section {
        Toggle(String(localized: .settings(.deleteConfirmationLabel)), isOn: $confirm)
      } footer: {
        Text(.settings(.deleteConfirmationDescription))
      }
      Section {
        Text(.settings(.iconVariation(2)))
        Text(.settings(.noSuchKey))
      } header: {
        Text(.app(.filtering))
      }
    }
    .navigationTitle(Text(.settings(.preferences)))
  }
}
