import CSDL2
import CSDL2_ttf

/// Starts and stops the SDL libraries NavLab uses. Create one per process.
///
/// ```swift
/// let sdl = try SDLLibrary(video: false)  // headless: no display needed
/// ```
public final class SDLLibrary {
  public let hasVideo: Bool

  /// - Parameter video: start the video subsystem (needs a display) or not (headless).
  public init(video: Bool) throws(SDLError) {
    hasVideo = video
    if video {
      // SDL falls back to a "dummy" or "offscreen" driver when there is no display; a window
      // nobody can see is worse than a clear message.
      let chosenDriver = FontLibrary.environment("SDL_VIDEODRIVER")
      if chosenDriver == nil && FontLibrary.environment("DISPLAY") == nil
        && FontLibrary.environment("WAYLAND_DISPLAY") == nil
      {
        throw SDLError(
          "navlab: no display (neither DISPLAY nor WAYLAND_DISPLAY is set).",
          remedy:
            "Run it on a desktop session, under Xvfb (xvfb-run -a navlab), or with --headless.")
      }
      // Keep the compositor's vsync and let X11 scale the window like any other app.
      SDL_SetHint("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0")
      #if canImport(Glibc)
        if FontLibrary.environment("DISPLAY") != nil, chosenDriver == nil || chosenDriver == "x11" {
          X11ErrorFilter.install()
        }
      #endif
      if SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) != 0 {
        let message = SDLError.lastSDLMessage
        throw SDLError(
          "navlab: no display (\(message)).",
          remedy:
            "Run it on a desktop session, under Xvfb (xvfb-run -a navlab), or with --headless.")
      }
      let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
      if chosenDriver == nil && (driver == "dummy" || driver == "offscreen" || driver == "evdev") {
        SDL_Quit()
        throw SDLError(
          "navlab: no display (SDL found only its \(driver) video driver).",
          remedy:
            "Run it on a desktop session, under Xvfb (xvfb-run -a navlab), or with --headless.")
      }
    } else if SDL_Init(0) != 0 {
      throw SDLError("navlab: SDL failed to start: \(SDLError.lastSDLMessage).", remedy: "")
    }
    if TrueTypeLock.run({ TTF_Init() }) != 0 {
      SDL_Quit()
      throw SDLError(
        "navlab: SDL2_ttf failed to start: \(SDLError.lastSDLMessage).",
        remedy: "Install the Debian package libsdl2-ttf-2.0-0 (scripts/setup does).")
    }
  }

  deinit {
    TrueTypeLock.run { TTF_Quit() }
    SDL_Quit()
  }
}
