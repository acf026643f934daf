import NavLabCore

/// Keys that act on the window itself (files, quitting) rather than on the phone.
enum WindowKey {
  case screenshot, saveSession, quit

  init?(_ chord: KeyChord) {
    guard chord.control, !chord.alt else { return nil }
    switch chord.key {
    case "s": self = .screenshot
    case "r": self = .saveSession
    case "q": self = .quit
    default: return nil
    }
  }
}
