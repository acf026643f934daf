import CSDL2
import Glibc
import OutputFiles
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end a run cleanly and quickly: the handler only records
/// the signal (an atomic store and a one-byte write to a pipe, both async-signal-safe), the
/// frame loops and waits call ``check()``, and the error it throws unwinds through the writers,
/// which remove their temporary files (the window first saves its trace and recorded script).
/// The process then exits with the conventional 128 + signal number.
///
/// Whatever the main thread is doing (parsing a 64 MiB script, a long frame), a watchdog thread
/// woken by the pipe makes the end prompt (issue 32: within 100 ms): it wakes the window's
/// event loop, and if the main thread has not taken the signal (``check()``) within
/// ``graceMilliseconds`` (a window session: ``sessionGraceMilliseconds``, so that the frame
/// being drawn ends and the session is saved), it removes the temporary files, stops the
/// SwiftUI importer, prints the line and exits itself.
/// Once the main thread has taken it, it gets ``finishSeconds`` to write what it must.
///
/// SIGPIPE is ignored, so a closed standard output or a dead ffmpeg surfaces as a write error
/// (EPIPE) instead of killing the process.
enum Interruption {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  private static let received = Atomic<Int32>(0)
  /// 0 while running; ``taken`` once the main thread acts on the signal; ``forced`` once the
  /// watchdog does (exactly one of them ends the run).
  private static let state = Atomic<Int32>(0)
  private static let taken: Int32 = 1
  private static let forced: Int32 = 2
  /// The pipe the handler writes to and the watchdog reads (-1 before ``install()``).
  private static let pipeEnds = Atomic<Int64>(-1)
  /// How long the main thread has to notice a signal before the watchdog ends the run.
  static let graceMilliseconds = 60
  /// How long a window session has instead: it has a trace and a recorded script to save, and
  /// it notices the signal between two frames, so the frame being drawn must be allowed to
  /// end (issue 42: on a loaded machine a debug build's frame took up to 0.8 s, and the
  /// watchdog ended sessions unsaved).
  static let sessionGraceMilliseconds = 2000
  private static let grace = Atomic<Int>(graceMilliseconds)

  /// Gives the main thread `milliseconds` to notice a signal from now on (a window session
  /// while it runs), or the default 60 ms again (nil).
  static func allowGrace(milliseconds: Int?) {
    grace.store(milliseconds ?? graceMilliseconds, ordering: .relaxed)
  }
  /// How long the main thread may take to finish (write a window's trace and script) once it
  /// has.
  static let finishSeconds = 5

  /// Installs the handlers and starts the watchdog; call before anything is written. SDL is
  /// told to leave the signals alone (it would otherwise turn SIGINT and SIGTERM into a quit
  /// event, and the run would exit 0).
  static func install() {
    _ = received.load(ordering: .relaxed)  // initialised here, never inside the handler
    _ = MessageOutput.descriptor  // copied before any image decode mutes descriptor 2
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    signal(SIGPIPE, SIG_IGN)
    if pipeEnds.load(ordering: .relaxed) < 0 {
      var ends: [Int32] = [-1, -1]
      if pipe(&ends) == 0 {
        // Not passed to ffmpeg; the reading end blocks (the watchdog sleeps in read), the
        // handler's end never does.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        pipeEnds.store(Int64(ends[0]) << 32 | Int64(ends[1]), ordering: .relaxed)
        var thread = pthread_t()
        _ = pthread_create(&thread, nil, { _ in Interruption.watch() }, nil)
        pthread_detach(thread)
      }
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
      Interruption.received.store(number, ordering: .relaxed)
      let ends = Interruption.pipeEnds.load(ordering: .relaxed)
      if ends >= 0 {
        var byte: UInt8 = 1
        _ = write(Int32(truncatingIfNeeded: ends), &byte, 1)
      }
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

  /// Throws ``Interrupted`` once a signal has arrived (and tells the watchdog the main thread
  /// is ending the run). If the watchdog is already ending it, waits for the exit.
  static func check() throws(Interrupted) {
    let number = pending
    guard number != 0 else { return }
    let (exchanged, current) = state.compareExchange(
      expected: 0, desired: taken, ordering: .acquiringAndReleasing)
    if !exchanged && current == forced {
      while true { pause() }
    }
    throw Interrupted(signal: number)
  }

  /// The watchdog: sleeps until the handler writes, wakes the window, then ends the run itself
  /// if the main thread does not.
  private static func watch() -> UnsafeMutableRawPointer? {
    let reading = Int32(truncatingIfNeeded: pipeEnds.load(ordering: .relaxed) >> 32)
    var byte: UInt8 = 0
    while read(reading, &byte, 1) < 0 && errno == EINTR {}
    // A window at rest sleeps in SDL_WaitEventTimeout: an event wakes it to see the signal.
    if SDL_WasInit(UInt32(SDL_INIT_EVENTS)) != 0 {
      var wake = SDL_Event()
      wake.type = SDL_USEREVENT.rawValue
      SDL_PushEvent(&wake)
    }
    // Measured on the clock: on a loaded machine each 1 ms sleep can take far longer.
    func now() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let deadline = now() + Double(grace.load(ordering: .relaxed)) / 1000
    while now() < deadline {
      if state.load(ordering: .acquiring) == taken { break }
      usleep(1000)
    }
    let (exchanged, _) = state.compareExchange(
      expected: 0, desired: forced, ordering: .acquiringAndReleasing)
    if !exchanged {
      // The main thread is finishing: give it time, but not for ever.
      sleep(UInt32(finishSeconds))
    }
    TemporaryFiles.removeAll()
    ChildProcesses.killAll()
    fflush(nil)
    let message = Interrupted(signal: pending).description + "\n"
    MessageOutput.write(message)
    _exit(128 + pending)
  }
}

/// A run stopped by a signal: its files are removed and the exit status is 128 + the signal.
struct Interrupted: Error, CustomStringConvertible {
  var signal: Int32
  /// A window session saved its trace and recorded script before ending.
  var sessionSaved = false
  /// A window session tried to save them and could not (a full disk): the line before this
  /// one says which, and this one never says "were saved".
  var sessionSaveFailed = false

  var exitCode: Int32 { 128 + signal }

  var description: String {
    let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT"]
    let name = names[signal] ?? "signal \(signal)"
    if sessionSaveFailed {
      return
        "navlab: stopped by \(name); the session's trace or recorded script could not be saved (the line above says why)."
    }
    if sessionSaved {
      return "navlab: stopped by \(name); the session's trace and recorded script were saved."
    }
    return "navlab: stopped by \(name) before the run ended; its output files were not written."
  }
}
