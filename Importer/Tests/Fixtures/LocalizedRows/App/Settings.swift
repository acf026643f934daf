import SwiftUI

/// A section wrapper whose content and header are closures it calls, as settings screens
/// often write one (SecondHeldOutImportTests).
struct PaddedSection<Content: View, Header: View>: View {
  @ViewBuilder var content: () -> Content
  @ViewBuilder var header: () -> Header

  init(
    @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder header: @escaping () -> Header = { EmptyView() }
  ) {
    self.content = content
    self.header = header
  }

  var body: some View {
    Section {
      content()
    } header: {
      header()
    }
  }
}

/// A row given its title as a key.
struct OptionRow: View {
  let title: LocalizedStringKey

  var body: some View {
    Text(title)
  }
}

struct SettingsScreen: View {
  var body: some View {
    NavigationStack {
      Form {
        PaddedSection {
          #if os(iOS)
          OptionRow(title: "settings.refresh.title")
          #endif
        } header: {
          Text("settings.general.title")
        }
        PaddedSection {
          Text("About")
        }
      }
      .navigationTitle("Settings")
    }
  }
}
