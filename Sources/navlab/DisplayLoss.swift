import CSDL2
import Glibc
import OutputFiles

/// The display going away under a window (the X server ends, `xkill` or `xdotool windowkill`
/// closes the connection): Xlib calls its I/O error handler, then would print its own message
/// and exit 1, losing the session. NavLab's handler saves what the session has (the trace so
/// far and the `--record-script` file), removes temporary files, prints one line and exits
/// with ``exitCode`` (3, docs/output-and-exit-codes.md).
///
/// libX11 is not linked: SDL loads it when it picks its X11 driver, and the handler is set
/// through `dlsym` only when it is already loaded (`RTLD_NOLOAD`), so headless runs and other
/// video drivers need no X library. An Xlib I/O error handler must not return; this one exits.
enum DisplayLoss {
  /// The exit status of a window session whose display went away.
  static let exitCode: Int32 = 3

  /// Saves the session (set by the window while it runs; used on the main thread only, where
  /// Xlib calls the handler).
  /// Returns whether everything was saved.
  nonisolated(unsafe) static var rescue: (() -> Bool)?

  /// Installs the handler if SDL drives an X11 display; returns whether it did.
  @discardableResult
  static func install(rescue: @escaping () -> Bool) -> Bool {
    self.rescue = rescue
    guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11",
      let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
      let symbol = dlsym(library, "XSetIOErrorHandler")
    else { return false }
    typealias Handler = @convention(c) (OpaquePointer?) -> Int32
    typealias SetHandler = @convention(c) (Handler?) -> Handler?
    let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
    _ = setHandler { _ in DisplayLoss.lost() }
    return true
  }

  /// The handler: save, clean up, one line, exit.
  static func lost() -> Never {
    let saving = rescue
    rescue = nil  // a second error while saving must not save again
    let saved = saving?() ?? true
    TemporaryFiles.removeAll()
    ChildProcesses.killAll()
    fflush(nil)  // the "saved" lines printed to standard output
    let line =
      "navlab: lost the display (the X server closed the window's connection); the trace and "
      + (saved
        ? "recorded script so far were saved"
        : "recorded script could not all be saved (the line above says why)")
      + ". Exit status \(exitCode).\n"
    MessageOutput.write(line)
    _exit(exitCode)
  }
}
