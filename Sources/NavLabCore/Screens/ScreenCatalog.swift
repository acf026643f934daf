import DisplayList
import NavGeometry

/// The built-in screens: the four seed screens and the detail screens pushed from them.
public enum ScreenCatalog {
  /// Names accepted by `--screen`, in key order (keys 1–4).
  public static let names = ["settings", "feed", "album", "blog"]

  /// The screen called `name`, with `rows` list rows (nil: the screen's natural length).
  public static func screen(named name: String, rows: Int? = nil) -> ScreenSpec? {
    switch name.lowercased() {
    case "settings": settings(rows: rows)
    case "feed": feed(rows: rows)
    case "album": album(rows: rows)
    case "blog": blog(rows: rows)
    default: nil
    }
  }

  /// iOS 17 Settings: an inset-grouped list of 30 rows under a large title.
  public static func settings(rows: Int? = nil) -> ScreenSpec {
    ScreenSpec(
      id: "settings", title: "Settings", kind: .largeTitleList, listStyle: .insetGrouped,
      sectionPattern: [5, 4, 13, 2, 6], rowCount: rows ?? 30, rowHeight: 44, rows: settingsRows,
      largeTitleMode: .always, statusBarMode: .visible, forcedAppearance: nil)
  }

  /// The PostHog feed of seed 000: a title card, then plain rows.
  public static func feed(rows: Int? = nil) -> ScreenSpec {
    ScreenSpec(
      id: "feed", title: "Feed", kind: .titleCardFeed, listStyle: .plain,
      sectionPattern: [rows ?? 60], rowCount: rows ?? 60, rowHeight: 60, rows: feedRows,
      largeTitleMode: .never, statusBarMode: .visible, forcedAppearance: nil)
  }

  /// The Spotify-like album page of seeds 002/004, always dark.
  public static func album(rows: Int? = nil) -> ScreenSpec {
    ScreenSpec(
      id: "album", title: "We've Come for You All", kind: .album, listStyle: .plain,
      sectionPattern: [rows ?? 14], rowCount: rows ?? 14, rowHeight: 56, rows: albumRows,
      largeTitleMode: .never, statusBarMode: .hideUntilScrolled, forcedAppearance: .dark)
  }

  /// The blog of seed 003: a collapsing rounded gradient top bar over rows of posts.
  public static func blog(rows: Int? = nil) -> ScreenSpec {
    ScreenSpec(
      id: "blog", title: "Martin's blog", kind: .blog, listStyle: .plain,
      sectionPattern: [rows ?? 12], rowCount: rows ?? 12, rowHeight: 210, rows: blogRows,
      largeTitleMode: .never, statusBarMode: .visible, forcedAppearance: nil)
  }

  /// A detail screen pushed from a row. Display modes rotate with the row so that `always`,
  /// `never` and `automatic` all show up while browsing.
  public static func detail(title: String, rowIndex: Int, rows: Int? = nil) -> ScreenSpec {
    let modes: [LargeTitleDisplayMode] = [.automatic, .never, .always]
    return ScreenSpec(
      id: "detail", title: title, kind: .largeTitleList, listStyle: .insetGrouped,
      sectionPattern: [3, 6, 4], rowCount: rows ?? 26, rowHeight: 44, rows: detailRows,
      largeTitleMode: modes[rowIndex % modes.count], statusBarMode: .visible,
      forcedAppearance: nil)
  }

  static let settingsRows: [RowContent] = [
    RowContent("Airplane Mode", icon: .orange, glyph: "A"),
    RowContent("Wi-Fi", value: "Home", icon: .blue, glyph: "W"),
    RowContent("Bluetooth", value: "On", icon: .blue, glyph: "B"),
    RowContent("Cellular", icon: .green, glyph: "C"),
    RowContent("Personal Hotspot", value: "Off", icon: .green, glyph: "H"),
    RowContent("Notifications", icon: .red, glyph: "N"),
    RowContent("Sounds & Haptics", icon: .pink, glyph: "S"),
    RowContent("Focus", icon: .indigo, glyph: "F"),
    RowContent("Screen Time", icon: .indigo, glyph: "T"),
    RowContent("General", icon: .gray, glyph: "G"),
    RowContent("Control Center", icon: .gray, glyph: "C"),
    RowContent("Display & Brightness", icon: .blue, glyph: "A"),
    RowContent("Home Screen & App Library", icon: .indigo, glyph: "H"),
    RowContent("Accessibility", icon: .blue, glyph: "A"),
    RowContent("Wallpaper", icon: .teal, glyph: "W"),
    RowContent("StandBy", icon: .black, glyph: "S"),
    RowContent("Siri & Search", icon: .purple, glyph: "S"),
    RowContent("Face ID & Passcode", icon: .green, glyph: "F"),
    RowContent("Emergency SOS", icon: .red, glyph: "SOS"),
    RowContent("Exposure Notifications", icon: .orange, glyph: "E"),
    RowContent("Battery", icon: .green, glyph: "B"),
    RowContent("Privacy & Security", icon: .blue, glyph: "P"),
    RowContent("App Store", icon: .blue, glyph: "A"),
    RowContent("Wallet & Apple Pay", icon: .black, glyph: "W"),
    RowContent("Passwords", icon: .gray, glyph: "P"),
    RowContent("Mail", icon: .blue, glyph: "M"),
    RowContent("Contacts", icon: .gray, glyph: "C"),
    RowContent("Calendar", icon: .red, glyph: "31"),
    RowContent("Notes", icon: .yellow, glyph: "N"),
    RowContent("Reminders", icon: .gray, glyph: "R"),
  ]

  static let feedRows: [RowContent] = [
    RowContent("$pageview", value: "2m", subtitle: "posthog.com/pricing"),
    RowContent("$autocapture", value: "3m", subtitle: "clicked button \"Get started\""),
    RowContent("signed_up", value: "5m", subtitle: "plan: free"),
    RowContent("$pageleave", value: "6m", subtitle: "posthog.com/docs"),
    RowContent("insight_viewed", value: "9m", subtitle: "Weekly active users"),
    RowContent("$identify", value: "12m", subtitle: "user 8c1f…e2"),
    RowContent("feature_flag_called", value: "15m", subtitle: "new-onboarding: true"),
    RowContent("$screen", value: "21m", subtitle: "iOS · EventsView"),
  ]

  static let albumRows: [RowContent] = [
    RowContent("Contact", subtitle: "Anthrax"),
    RowContent("What Doesn't Die", subtitle: "Anthrax"),
    RowContent("Superhero", subtitle: "Anthrax"),
    RowContent("Refuse to Be Denied", subtitle: "Anthrax"),
    RowContent("Safe Home", subtitle: "Anthrax"),
    RowContent("Any Place But Here", subtitle: "Anthrax"),
    RowContent("Nobody Knows Anything", subtitle: "Anthrax"),
  ]

  static let blogRows: [RowContent] = [
    RowContent("SwiftUI", subtitle: "Top bar animation"),
    RowContent("Combine", subtitle: "Publishers"),
    RowContent("Core ML", subtitle: "Text classifier"),
    RowContent("ARKit", subtitle: "Plane anchors"),
  ]

  static let detailRows: [RowContent] = [
    RowContent("About"), RowContent("Software Update", value: "iOS 18.1"),
    RowContent("Storage", value: "41 GB"),
    RowContent("AirDrop", value: "Contacts Only"), RowContent("AirPlay & Continuity"),
    RowContent("Picture in Picture"), RowContent("CarPlay"), RowContent("AutoFill & Passwords"),
    RowContent("Background App Refresh", value: "On"),
    RowContent("Date & Time"), RowContent("Keyboard"), RowContent("Fonts"),
    RowContent("Language & Region"),
  ]
}
