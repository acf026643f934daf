#if canImport(Glibc)
  import Glibc

  /// Keeps one harmless X error from ending the process: a wake-up sent to a window that has
  /// just closed.
  ///
  /// SDL wakes a window that sleeps in `SDL_WaitEventTimeout` by sending it a client message
  /// over a second X connection. X servers take the two connections' requests in any order, so
  /// a wake-up sent as the user quits can arrive after the window is gone; the server answers
  /// `BadWindow` for `X_SendEvent`, and Xlib's default handler prints it and calls `exit(1)` —
  /// a clean Ctrl+Q reported as a failure (seen under Xvfb on a loaded machine). Every other
  /// error still goes to the handler that was there before (Xlib's: print and exit).
  enum X11ErrorFilter {
    /// X's `BadWindow` error code and the `X_SendEvent` request (X11/X.h, X11/Xproto.h).
    static let badWindow: UInt8 = 3
    static let sendEvent: UInt8 = 25

    typealias Handler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    typealias SetHandler = @convention(c) (Handler?) -> Handler?

    /// The handler before ours (Xlib's default: print and exit); set once, before SDL opens a
    /// window.
    nonisolated(unsafe) private static var previous: Handler?
    nonisolated(unsafe) private static var installed = false

    /// Whether an error is the late wake-up: `BadWindow` from `X_SendEvent`.
    static func isLateWakeUp(errorCode: UInt8, requestCode: UInt8) -> Bool {
      errorCode == badWindow && requestCode == sendEvent
    }

    /// `XErrorEvent`'s `error_code` and `request_code`: after an int, a display pointer, an
    /// XID and a serial number, each padded to a pointer's width.
    static func codes(of event: UnsafeRawPointer) -> (error: UInt8, request: UInt8) {
      let offset = 4 * MemoryLayout<UnsafeRawPointer>.size
      return (
        event.load(fromByteOffset: offset, as: UInt8.self),
        event.load(fromByteOffset: offset + 1, as: UInt8.self)
      )
    }

    /// Installs the filter in libX11, before `SDL_Init` opens its connections: SDL keeps the
    /// handler it finds at start and puts it back just before it closes them (`SDL_Quit`), which
    /// is when Xlib reads a late wake-up's error — so the filter has to be that handler. Does
    /// nothing where libX11 is not installed.
    static func install() {
      guard !installed,
        let library = dlopen("libX11.so.6", RTLD_LAZY),
        let symbol = dlsym(library, "XSetErrorHandler")
      else { return }
      installed = true
      let set = unsafeBitCast(symbol, to: SetHandler.self)
      previous = set { display, event in
        if let event {
          let codes = X11ErrorFilter.codes(of: event)
          if X11ErrorFilter.isLateWakeUp(errorCode: codes.error, requestCode: codes.request) {
            return 0
          }
        }
        return X11ErrorFilter.previous?(display, event) ?? 0
      }
    }
  }
#endif
