#if canImport(Glibc)
  import Testing

  @testable import SDLRenderer

  /// The X error that a wake-up to a just-closed window earns is let through; every other error
  /// still reaches Xlib's handler (which prints it and exits).
  struct X11ErrorFilterTests {
    /// An `XErrorEvent` as Xlib lays it out on this machine: int type, Display *, XID resourceid,
    /// unsigned long serial, then the codes (X11/Xlib.h).
    func event(error: UInt8, request: UInt8) -> [UInt8] {
      let word = MemoryLayout<UnsafeRawPointer>.size
      var bytes = [UInt8](repeating: 0xAA, count: 5 * word)
      bytes[4 * word] = error
      bytes[4 * word + 1] = request
      return bytes
    }

    @Test("BadWindow (3) from X_SendEvent (25) is the late wake-up; read at Xlib's offsets")
    func lateWakeUp() {
      let bytes = event(error: 3, request: 25)
      let codes = bytes.withUnsafeBytes { X11ErrorFilter.codes(of: $0.baseAddress!) }
      #expect(codes.error == 3 && codes.request == 25)
      #expect(X11ErrorFilter.isLateWakeUp(errorCode: codes.error, requestCode: codes.request))
    }

    @Test(
      "Any other error is not filtered",
      arguments: [(3, 4), (3, 10), (8, 25), (9, 25), (2, 2)] as [(UInt8, UInt8)])
    func otherErrors(error: UInt8, request: UInt8) {
      let bytes = event(error: error, request: request)
      let codes = bytes.withUnsafeBytes { X11ErrorFilter.codes(of: $0.baseAddress!) }
      #expect(codes.error == error && codes.request == request)
      #expect(!X11ErrorFilter.isLateWakeUp(errorCode: codes.error, requestCode: codes.request))
    }
  }
#endif
