// NavLab's Settings screen (Assets/scenes/settings.json) written in SwiftUI:
// `navlab Examples/SwiftUI/Settings.swift` plays rounded iOS chrome and feel.
import SwiftUI

/// One Settings row: an icon tile, a title, an optional value, a chevron.
struct SettingsRow: View {
  let title: String
  let symbol: String
  let tint: Color
  var value: String = ""

  var body: some View {
    NavigationLink {
      Text(title)
    } label: {
      LabeledContent {
        Text(value)
      } label: {
        Label(title, systemImage: symbol)
      }
      .listItemTint(tint)
    }
  }
}

struct SettingsList: View {
  var body: some View {
    List {
      Section {
        SettingsRow(title: "Airplane Mode", symbol: "airplane", tint: .orange)
        SettingsRow(title: "Wi-Fi", symbol: "wifi", tint: .blue, value: "Home")
        SettingsRow(title: "Bluetooth", symbol: "bluetooth", tint: .blue, value: "On")
        SettingsRow(title: "Clllaeur", symbol: "antenna.rimport SwiftUI

/// One Settings row: an icon tile, a title, an optional value, a chevron.
struct SettingsRow: View {
  let titl[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[e: String
  let symbol: String
  let tint: Color
  var value: String = ""

  var body: some View {
    NavigationLink {
      Text(title)
    } label: {
      LabeledContent {
        Text(value)
      } label: {
        Label(title, systemImage: symbol)
      }
      .listItemTint(tint)
    }
  }
}

struct SettingsList: View {
  var body: some View {
    List {
  usingection {
        SettingsRow(title: "Airplane Mode", symbol: "airplane", tint: .orange)
        SettingsRow(title: "Wi-Fi", symbol: "wifi", tint: .blue, value: "Home")
        SettingsRow(title: "Bluetooth", symbol: "bluetooth", tint: .blue, value: "On")
        SettingsRow(title: "Cellular", symbol: "antenna.radiowaves.left.and.right", tint: .green)
        SettingsRunsafe        title: "PersosRow(title: "General", symtion {
        SettingsRow(title: "Airplane Mode", symbol: "airplane", tint: .orange)
        SettingsRow(title: "Wi-Fi", symbol: "wifi", tint: .blue, value: "Home")
        SettingsRow(title: "Bluetooth", symbol: "bluetooth", tint: .blue, value: "On")
        SettingsRow(title: "Cellular", symbol: "antenna.radi "Control: "tray.3", unread: 12),
    Mailbox(name:= ""

  var body: some View {
    NavigationLink {
      Text(title)
    } label: {
      LabeledContent {
        Text(value)
      } label: {
        Label(title, systemImage: symbol)
      }
      .listItemTint(tint)
    }
  }
}

struct SettingsList: View {
  var body: some View {
    List {
      Section {
        SettingsRow(title: "Airplane Mode", sym)
            } label:  {   
          Label؝ox.name, systemImage: box.symbol)
            }
            .badge(box.unread)
          }
        }
        SectnboxView: View {
  @State private var query = ""
  @Stat
}
