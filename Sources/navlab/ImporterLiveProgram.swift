import Glibc
import NavLabCore
import ScreenModel

/// `navlab FILE.swift` with an importer that serves (issue 30): `navlab-import --serve [--view
/// NAME] FILE.swift…` runs beside navlab for the whole run, and each frame's ``LiveRequest``
/// goes to it as one JSON line on its standard input and its ``LiveResponse`` comes back as
/// one line on its standard output (docs/live.md). Its standard error carries only fatal errors:
/// it goes to an ``ImporterErrorLog``, whose first line becomes part of navlab's own.
///
/// Headless runs wait for every answer (``frame(_:)``); the window sends a request and takes
/// the answer when it has come (``send(_:)``, ``poll(waitingAtMost:)``), and starts a new
/// program after a save the same way (``beginStart()``, ``pollStart()``), so it never waits
/// on the importer for longer than a few milliseconds (issue 42). Both pipes are
/// non-blocking: a stopped importer that reads nothing cannot hold navlab in a write either.
///
/// A child that dies, hangs or writes something that is not a response stops the program with
/// one line naming the problem (the engine keeps the last frame; the window shows the line in
/// its banner, a headless run exits with it). A signal while navlab waits stops the
/// child at once; the run then ends as ``Interruption`` says.
final class ImporterLiveProgram: AsynchronousLiveProgram {
  struct Failure: UserFacingError { var description: String }

  /// The importer, the sources as given (messages name the first) and the view.
  let importer: String
  let sources: [String]
  let view: String?
  /// The scene's id: the first source's name (`Feed.swift` → `Feed`), as a static import's.
  let sceneID: String
  private var pid: pid_t = 0
  private var input: Int32 = -1
  private var output: Int32 = -1
  /// Bytes read past the last line.
  private var pending: [UInt8] = []
  /// Bytes of the request not yet written (the child reads them when it can).
  private var outgoing: [UInt8] = []
  private var line = ""
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// When the request out was sent (monotonic seconds) and how long its answer may take; nil
  /// when no request is out.
  private var deadline: (sent: Double, timeout: Double)?
  /// The child's standard error, read into navlab's messages (``ImporterErrorLog``).
  private let errorLog = ImporterErrorLog()

  /// How long the first answer may take (the files are read and the views evaluated), and
  /// each later one (a frame's evaluation is bounded by the interpreter; this catches a hang).
  static let startTimeout = 120.0
  static let frameTimeout = 10.0
  /// Longest a wait sleeps before looking at signals again: the interruption watchdog gives
  /// the main thread 60 ms to notice one.
  static let signalCheckSeconds = 0.02

  /// Starts the importer at `importer` serving `sources`.
  init(importer: String, sources: [String], view: String?) throws {
    self.importer = importer
    self.sources = sources
    self.view = view
    var name = sources.first?.split(separator: "/").last.map(String.init) ?? "SwiftUI"
    if name.hasSuffix(".swift") { name.removeLast(6) }
    sceneID = name.isEmpty ? "SwiftUI" : name
    var arguments = [importer, "--serve"]
    if let view { arguments += ["--view", view] }
    try spawn(arguments + sources)
  }

  deinit { stop() }

  /// The same program started again from its beginning (a video's replay, phone B), with its
  /// first scene; waits for it.
  func restarted() throws -> (
    program: ImporterLiveProgram, scene: ScreenSpec, response: LiveResponse
  ) {
    let program = try ImporterLiveProgram(importer: importer, sources: sources, view: view)
    let first = try program.start()
    return (program, first.scene, first.response)
  }

  /// A new process of the same program, its first request sent; take its first scene with
  /// ``pollStart()`` (the window's restart after a save).
  func restartedWithoutWaiting() throws -> ImporterLiveProgram {
    let program = try ImporterLiveProgram(importer: importer, sources: sources, view: view)
    try program.beginStart()
    return program
  }

  /// The first exchange, `{"time": 0}`, waited for: the response must carry the first scene.
  /// A program that does not start is refused with the importer's own first error
  /// (``LiveMessages``).
  func start() throws -> (scene: ScreenSpec, response: LiveResponse) {
    try beginStart()
    while true {
      if let first = try pollStart(waitingAtMost: Self.signalCheckSeconds) { return first }
      do {
        try Interruption.check()
      } catch {
        stop()
        throw error
      }
    }
  }

  /// Sends the first request, `{"time": 0}`.
  func beginStart() throws {
    do throws(LiveFailure) {
      try queue(LiveRequest(time: 0), timeout: Self.startTimeout)
    } catch {
      stop()
      throw Failure(
        description: LiveMessages.startFailure(
          source: source, warnings: [], log: errorLog.lines(), problem: error.message))
    }
  }

  /// The first scene and response once they have come (within `seconds`), nil until then;
  /// throws the line to show when the program did not start.
  func pollStart(waitingAtMost seconds: Double = 0) throws -> (
    scene: ScreenSpec, response: LiveResponse
  )? {
    let response: LiveResponse
    do throws(LiveFailure) {
      guard let answer = try answer(waitingAtMost: seconds) else { return nil }
      response = answer
    } catch {
      stop()
      throw Failure(
        description: LiveMessages.startFailure(
          source: source, warnings: [], log: errorLog.lines(), problem: error.message))
    }
    guard let scene = response.scene else {
      stop()
      throw Failure(
        description: LiveMessages.startFailure(
          source: source, warnings: response.warnings, log: errorLog.lines(), problem: nil))
    }
    return (scene, response)
  }

  /// One request, waited for (headless: the same script, the same answers). A signal stops
  /// the child and the wait; the caller then ends the run.
  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    try send(request)
    while true {
      if let response = try poll(waitingAtMost: Self.signalCheckSeconds) { return response }
      do {
        try Interruption.check()
      } catch {
        stop()
        throw LiveFailure("navlab was stopped by a signal while the code ran")
      }
    }
  }

  func send(_ request: LiveRequest) throws(LiveFailure) {
    do {
      try queue(request, timeout: Self.frameTimeout)
    } catch {
      stop()
      throw LiveFailure(message(error))
    }
  }

  func poll(waitingAtMost seconds: Double) throws(LiveFailure) -> LiveResponse? {
    do {
      return try answer(waitingAtMost: seconds)
    } catch {
      stop()
      throw LiveFailure(message(error))
    }
  }

  /// The answer, decoded, if it comes within `seconds`.
  private func answer(waitingAtMost seconds: Double) throws(LiveFailure) -> LiveResponse? {
    guard let answer = try readLine(waitingAtMost: seconds) else { return nil }
    return try LiveWire.decodeResponse(answer, scene: source, id: sceneID)
  }

  /// The one line the app shows for `failure` (the window's banner heading says what stays).
  private func message(_ failure: LiveFailure) -> String {
    LiveMessages.stopped(source: source, problem: failure.message, log: errorLog.lines())
  }

  /// The sources as messages name them: the first.
  private var source: String { sources.first ?? "SwiftUI" }

  // MARK: - The pipes

  /// Queues `request` as a line and writes what the pipe takes now.
  private func queue(_ request: LiveRequest, timeout: Double) throws(LiveFailure) {
    guard pid > 0 else { throw LiveFailure("navlab-import --serve is not running") }
    guard deadline == nil else {
      throw LiveFailure("a request was sent before the last one was answered")
    }
    line.removeAll(keepingCapacity: true)
    LiveWire.appendRequest(request, to: &line)
    line += "\n"
    outgoing += line.utf8
    deadline = (Self.now(), timeout)
    try flush()
  }

  /// Writes as much of the queued request as the pipe takes, without blocking.
  private func flush() throws(LiveFailure) {
    while !outgoing.isEmpty {
      let written = outgoing.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN || errno == EWOULDBLOCK { return }
        throw LiveFailure(
          ended() ?? "cannot write to navlab-import --serve: \(String(cString: strerror(errno)))")
      }
      outgoing.removeFirst(written)
    }
  }

  /// The answer's line (without its newline) if it comes within `seconds`, else nil; throws
  /// when the child ended, wrote too long a line, or is past the request's timeout.
  private func readLine(waitingAtMost seconds: Double) throws(LiveFailure) -> [UInt8]? {
    guard pid > 0 else { throw LiveFailure("navlab-import --serve is not running") }
    let start = Self.now()
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        let found = Array(pending[..<newline])
        pending.removeFirst(newline + 1)
        deadline = nil
        return found
      }
      guard pending.count <= LiveWire.maximumLineLength else {
        throw LiveFailure(
          "navlab-import --serve wrote a line longer than \(LiveWire.maximumLineLength) bytes")
      }
      let now = Self.now()
      if let deadline, now - deadline.sent >= deadline.timeout {
        throw LiveFailure(
          "navlab-import --serve did not answer within \(Int(deadline.timeout)) s (a frame that never ends)"
        )
      }
      let left = seconds - (now - start)
      var watched = [
        pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: input, events: Int16(outgoing.isEmpty ? 0 : POLLOUT), revents: 0),
      ]
      let ready = Glibc.poll(&watched, 2, Int32(max(0, left * 1000).rounded(.up)))
      if ready < 0 {
        if errno == EINTR { return nil }
        throw LiveFailure(
          "cannot read from navlab-import --serve: \(String(cString: strerror(errno)))")
      }
      if watched[1].revents != 0 { try flush() }
      if watched[0].revents != 0 {
        let count = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
        if count < 0 {
          if errno != EINTR && errno != EAGAIN {
            throw LiveFailure(
              "cannot read from navlab-import --serve: \(String(cString: strerror(errno)))")
          }
        } else if count == 0 {
          throw LiveFailure(ended() ?? "navlab-import --serve closed its output")
        } else {
          pending += chunk[0..<count]
          continue
        }
      }
      if left <= 0 { return nil }
    }
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// How the child ended, if it has (it is reaped): "navlab-import --serve exited with status
  /// 2" or "… was killed by signal 9" (``LiveMessages`` adds what it wrote on standard error).
  private func ended() -> String? {
    guard pid > 0 else { return nil }
    var status: Int32 = 0
    // Give a child that is closing its pipes a moment to be gone.
    for _ in 0..<50 {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        ChildProcesses.unregister(pid)
        pid = 0
        let signal = status & 0x7F
        return signal == 0
          ? "navlab-import --serve exited with status \((status >> 8) & 0xFF)"
          : "navlab-import --serve was killed by signal \(signal)"
      }
      if result < 0 && errno != EINTR { return nil }
      usleep(2_000)
    }
    return nil
  }

  /// Starts the child with pipes on its standard input and output, in its own process group
  /// (a Ctrl+C in the terminal reaches navlab, which then stops it), told who its parent is
  /// (it ends when navlab does).
  private func spawn(_ arguments: [String]) throws {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0 else {
      throw Failure(description: "navlab: cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    guard pipe(&fromChild) == 0 else {
      close(toChild[0])
      close(toChild[1])
      throw Failure(description: "navlab: cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    // Only the duplicates on 0 and 1 reach the child: it must see the end of its input.
    for end in toChild + fromChild { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // navlab's ends never block (the child's stay blocking: it reads and writes in turn).
    for end in [toChild[1], fromChild[0]] {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    if errorLog.descriptor >= 0 {
      posix_spawn_file_actions_adddup2(&actions, errorLog.descriptor, 2)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    ChildProcessAttributes.apply(to: &attributes)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let environment = ChildProcesses.environment()
    defer { ChildProcesses.free(environment) }
    var child: pid_t = 0
    let status = posix_spawn(&child, argv[0]!, &actions, &attributes, argv, environment)
    close(toChild[0])
    close(fromChild[1])
    guard status == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw Failure(
        description: "navlab: cannot run \(arguments[0]): \(String(cString: strerror(status)))")
    }
    pid = child
    ChildProcesses.register(child)
    input = toChild[1]
    output = fromChild[0]
  }

  /// Ends the child and anything it started (its process group) at once, and reaps it: a
  /// serving importer keeps nothing worth a graceful end, and one busy reading a recursive
  /// view would not read the end of its input for a long time.
  func stop() {
    if input >= 0 { close(input) }
    input = -1
    if output >= 0 { close(output) }
    output = -1
    outgoing.removeAll()
    deadline = nil
    guard pid > 0 else { return }
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    ChildProcesses.unregister(pid)
    pid = 0
  }
}
