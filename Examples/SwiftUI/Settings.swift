// NavLab's Settings screen (Assets/scenes/settings.json) written in SwiftUI:
// `navlab Examples/SwiftUI/Settings.swift` plays it with iOS chrome and feel.
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
        SettingsRow(title: "Cellular", symbol: "antenna.radiowaves.left.and.right", tint: .green)
        SettingsRow(
          title: "Personal Hotspot", symbol: "personalhotspot", tint: .green, value: "Off")
      }
      Section {
        SettingsRow(title: "Notifications", symbol: "bell.badge.fill", tint: .red)
        SettingsRow(title: "Sounds & Haptics", symbol: "speaker.wave.3.fill", tint: .pink)
        SettingsRow(title: "Focus", symbol: "moon.fill", tint: .indigo)
        SettingsRow(title: "Screen Time", symbol: "hourglass", tint: .indigo)
      }
      Section {
        SettingsRow(title: "General", symbol: "gear", tint: .gray)
        SettingsRow(title: "Control Center", symbol: "switch.2", tint: .gray)
        SettingsRow(title: "Display & Brightness", symbol: "sun.max.fill", tint: .blue)
        SettingsRow(title: "Home Screen & App Library", symbol: "square.grid.2x2", tint: .indigo)
        SettingsRow(title: "Accessibility", symbol: "accessibility", tint: .blue)
        SettingsRow(title: "Wallpaper", symbol: "camera.macro", tint: .teal)
        SettingsRow(title: "StandBy", symbol: "clock", tint: .black)
        SettingsRow(title: "Siri & Search", symbol: "siri", tint: .purple)
        SettingsRow(title: "Face ID & Passcode", symbol: "faceid", tint: .green)
        SettingsRow(title: "Emergency SOS", symbol: "sos", tint: .red)
        SettingsRow(title: "Exposure Notifications", symbol: "sun.dust", tint: .orange)
        SettingsRow(title: "Battery", symbol: "battery.100", tint: .green)
        SettingsRow(title: "Privacy & Security", symbol: "hand.raised.fill", tint: .blue)
      }
      Section {
        SettingsRow(title: "App Store", symbol: "app.badge", tint: .blue)
        SettingsRow(title: "Wallet & Apple Pay", symbol: "wallet.pass", tint: .black)
      }
      Section {
        SettingsRow(title: "Passwords", symbol: "key.fill", tint: .gray)
        SettingsRow(title: "Mail", symbol: "envelope.fill", tint: .blue)
        SettingsRow(title: "Contacts", symbol: "person.crop.circle", tint: .gray)
        SettingsRow(title: "Calendar", symbol: "calendar", tint: .red)
        SettingsRow(title: "Notes", symbol: "note.text", tint: .yellow)
        SettingsRow(title: "Reminders", symbol: "list.bullet", tint: .gray)
      }
    }
    .navigationTitle("Settings")
    .searchable(text: .constant(""))
    .refreshable {}
  }
}

struct SettingsView: View {
  var body: some View {
    TabView {
      NavigationStack {
        SettingsList()
      }
      .tabItem { Label("Settings", systemImage: "gear") }
      Text("Apple ID")
        .tabItem { Label("Apple ID", systemImage: "person.crop.circle") }
        .badge(1)
      Text("Search")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
}

#Preview {
  SettingsView()
}
