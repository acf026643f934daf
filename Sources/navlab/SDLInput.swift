import CSDL2
import NavGeometry
import NavInput
import NavLabCore

/// Translates SDL keyboard events to the engine's key chords.
enum SDLInput {
  static func chord(_ event: SDL_KeyboardEvent) -> KeyChord? {
    let code = Int(event.keysym.sym)
    let modifiers = UInt32(event.keysym.mod)
    let shifted = modifiers & UInt32(KMOD_SHIFT.rawValue) != 0
    let name: String
    switch code {
    // "?" is Shift+/ on US and UK layouts; SDL names the key, not the character.
    case Int(SDLK_QUESTION.rawValue): return KeyChord(key: "?")
    case Int(SDLK_SLASH.rawValue) where shifted: return KeyChord(key: "?")
    case Int(SDLK_UP.rawValue): name = "up"
    case Int(SDLK_DOWN.rawValue): name = "down"
    case Int(SDLK_LEFT.rawValue): name = "left"
    case Int(SDLK_RIGHT.rawValue): name = "right"
    case Int(SDLK_PAGEUP.rawValue): name = "pageup"
    case Int(SDLK_PAGEDOWN.rawValue): name = "pagedown"
    case Int(SDLK_HOME.rawValue): name = "home"
    case Int(SDLK_END.rawValue): name = "end"
    case Int(SDLK_SPACE.rawValue): name = "space"
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): name = "return"
    case Int(SDLK_ESCAPE.rawValue): name = "escape"
    case Int(SDLK_BACKSPACE.rawValue): name = "backspace"
    case Int(UInt8(ascii: "a"))...Int(UInt8(ascii: "z")),
      Int(UInt8(ascii: "0"))...Int(UInt8(ascii: "9")):
      name = String(UnicodeScalar(UInt8(code)))
    default: return nil
    }
    return KeyChord(
      key: name,
      control: modifiers & UInt32(KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0,
      shift: shifted,
      alt: modifiers & UInt32(KMOD_ALT.rawValue) != 0)
  }

  /// SDL2 does not say whether a wheel is a trackpad: fractional steps (or ones smaller than a
  /// notch) come from precise devices, whole steps from notched wheels. `pointer` is where the
  /// mouse is, in the phone's points: the scroll view under it takes the event (issue 37).
  /// With shift held a vertical wheel scrolls sideways (`dx = −dy`), as desktop browsers do.
  static func wheel(_ event: SDL_MouseWheelEvent, shift: Bool, pointer: Point) -> InputEvent? {
    var dx = Double(event.preciseX)
    var dy = Double(event.preciseY)
    if shift, dx == 0 {
      dx = -dy
      dy = 0
    }
    guard dx != 0 || dy != 0, dx.isFinite, dy.isFinite else { return nil }
    let major = abs(dx) > abs(dy) ? dx : dy
    let precise = major != major.rounded() || abs(major) < 1
    let flipped = event.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
    return .wheel(dx: dx, dy: dy, precise: precise, flipped: flipped, at: pointer)
  }
}
