import Foundation
import Testing

/// A wake-up SDL sends to a window that has just closed reaches the X server after the window
/// is gone; the server's BadWindow for X_SendEvent is read when SDL closes its connections at
/// quit, with the handler SDL found at start. Before `X11ErrorFilter`, that was Xlib's default
/// (print and exit 1), and a clean Ctrl+Q under a loaded Xvfb ended with status 1.
///
/// The race itself cannot be timed from outside, so a preloaded library makes its effect
/// happen for sure: at process exit, after `SDL_Quit`, it sends a client message to a window
/// that does not exist over a connection of its own and waits for the server's answer.
/// A C compiler for the preloaded library (the Swift toolchain's clang first).
private let cCompiler: String? = ["/opt/swift/usr/bin/clang", "/usr/bin/clang", "/usr/bin/cc"]
  .first(where: { FileManager.default.isExecutableFile(atPath: $0) })

@Suite(
  "A late X error at quit",
  .enabled(
    if: WindowDriver.isAvailable && cCompiler != nil,
    "needs xvfb-run, xdotool and clang")
)
struct LateXErrorTests {
  /// Sends the client message at exit (format 32, as X requires) and says it survived.
  static let preload = """
    #include <dlfcn.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <unistd.h>
    typedef void *(*Open)(const char *);
    typedef int (*Send)(void *, unsigned long, int, long, void *);
    typedef int (*Sync)(void *, int);
    __attribute__((destructor)) static void late_bad_window(void) {
      /* xvfb-run passes LD_PRELOAD to Xvfb and xauth too: only navlab sends. */
      FILE *comm = fopen("/proc/self/comm", "r");
      char name[32] = "";
      if (comm) { fgets(name, sizeof name, comm); fclose(comm); }
      if (strcmp(name, "navlab\\n") != 0) return;
      void *x11 = dlopen("libX11.so.6", RTLD_LAZY);
      if (!x11) { fprintf(stderr, "late: no libX11\\n"); return; }
      /* A loaded server may refuse a connection for a moment: try for up to 5 s. */
      void *display = NULL;
      for (int i = 0; i < 50 && !display; i++) {
        display = ((Open)dlsym(x11, "XOpenDisplay"))(NULL);
        if (!display) usleep(100000);
      }
      if (!display) {
        const char *name = getenv("DISPLAY");
        fprintf(stderr, "late: no display (DISPLAY=%s)\\n", name ? name : "unset");
        return;
      }
      char event[192];
      memset(event, 0, sizeof event);
      event[0] = 33;   /* ClientMessage */
      event[48] = 32;  /* XClientMessageEvent.format on 64-bit */
      ((Send)dlsym(x11, "XSendEvent"))(display, 0x1fffff, 0, 0, event);
      ((Sync)dlsym(x11, "XSync"))(display, 0);
      fprintf(stderr, "late BadWindow read\\n");
    }

    """

  @Test("BadWindow for X_SendEvent read after SDL_Quit: navlab still exits 0, the error unprinted")
  func lateBadWindow() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try #require(NavLabProcess.binary)
    try Self.preload.write(
      to: folder.appendingPathComponent("late.c"), atomically: true, encoding: .utf8)
    let built = try NavLabProcess.run(
      ["-shared", "-fPIC", "-o", "late.so", "late.c", "-ldl"], in: folder,
      executable: cCompiler ?? "cc")  // the suite runs only with one
    try #require(built.status == 0, "\(built.standardError)")
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = folder.appendingPathComponent("late.so").path
    let result = try NavLabProcess.run(
      // -noreset: the server would otherwise start over when navlab's last connection
      // closes at SDL_Quit, just when the library connects.
      ["-a", "-s", "-screen 0 1280x1024x24 -noreset", binary, "--frames", "3"], in: folder,
      environment: environment, executable: "/usr/bin/xvfb-run")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("late BadWindow read"), "\(result.standardError)")
    #expect(!result.standardError.contains("X Error"), "\(result.standardError)")
  }
}
