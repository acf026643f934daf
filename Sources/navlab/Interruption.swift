import CSDL2
import Glibc
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end a run cleanly: the handler only records the signal
/// (an atomic store is async-signal-safe), the frame loops call ``check()`` once a frame, and
/// the error it throws unwinds through the writers, which remove their temporary files. The
/// process then exits with the conventional 128 + signal number.
///
/// SIGPIPE is ignored, so a closed standard output or a dead ffmpeg surfaces as a write error
/// (EPIPE) instead of killing the process.
enum Interruption {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  private static let received = Atomic<Int32>(0)

  /// Installs the handlers; call before anything is written. SDL is told to leave them alone
  /// (it would otherwise turn SIGINT and SIGTERM into a quit event, and the run would exit 0).
  static func install() {
    _ = received.load(ordering: .relaxed)  // initialised here, never inside the handler
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    signal(SIGPIPE, SIG_IGN)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      Interruption.received.store(number, ordering: .relaxed)
    }
    sigemptyset(&action.sa_mask)
    // No SA_RESTART: a blocking write to ffmpeg returns EINTR, so the loop sees the signal.
    action.sa_flags = 0
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals {
      sigaction(number, &action, nil)
      sigaddset(&set, number)
    }
    // A parent may hand down a mask blocking them (test runners do); they must get through.
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// The signal received, or 0.
  static var pending: Int32 { received.load(ordering: .relaxed) }

  /// Throws ``Interrupted`` once a signal has arrived.
  static func check() throws(Interrupted) {
    let number = pending
    if number != 0 { throw Interrupted(signal: number) }
  }
}

/// A run stopped by a signal: its files are removed and the exit status is 128 + the signal.
struct Interrupted: Error, CustomStringConvertible {
  var signal: Int32

  var exitCode: Int32 { 128 + signal }

  var description: String {
    let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT"]
    return
      "navlab: stopped by \(names[signal] ?? "signal \(signal)") before the run ended; its output files were not written."
  }
}
