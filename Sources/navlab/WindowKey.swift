import NavInput
import NavLabCore

/// Keys that act on the window itself (files, quitting) rather than on the phone.
enum WindowKey {
  case screenshot, saveSession, quit

  init?(_ chord: KeyChord) {
    guard !chord.alt else { return nil }
    switch KeyBindings.action(for: chord) {
    case .screenshot: self = .screenshot
    case .saveSession: self = .saveSession
    case .quit: self = .quit
    default: return nil
    }
  }
}
