import Glibc
import NavLabCore
import ScreenModel

/// `navlab FILE.swift` with an importer that serves (issue 30): `navlab-import --serve [--view
/// NAME] FILE.swift…` runs beside navlab for the whole run, and each frame's ``LiveRequest``
/// goes to it as one JSON line on its standard input and its ``LiveResponse`` comes back as
/// one line on its standard output (docs/live.md). Its standard error carries only fatal errors:
/// it goes to an ``ImporterErrorLog``, whose first line becomes part of navlab's own.
///
/// A child that dies, hangs or writes something that is not a response stops the program with
/// one line naming the problem (the engine keeps the last frame; the window shows the line in
/// its banner, a headless run exits with it).
final class ImporterLiveProgram: LiveProgram {
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
  private var line = ""
  /// The child's standard error, read into navlab's messages (``ImporterErrorLog``).
  private let errorLog = ImporterErrorLog()

  /// How long the first answer may take (the files are read and the views evaluated), and
  /// each later one (a frame's evaluation is bounded by the interpreter; this catches a hang).
  static let startTimeout = 120.0
  static let frameTimeout = 10.0

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

  /// The same program started again from its beginning (a saved file, or a video's replay),
  /// with its first scene.
  func restarted() throws -> (
    program: ImporterLiveProgram, scene: ScreenSpec, response: LiveResponse
  ) {
    let program = try ImporterLiveProgram(importer: importer, sources: sources, view: view)
    let first = try program.start()
    return (program, first.scene, first.response)
  }

  /// The first exchange, `{"time": 0}`: the response must carry the first scene. A program
  /// that does not start is refused with the importer's own first error (``LiveMessages``).
  func start() throws -> (scene: ScreenSpec, response: LiveResponse) {
    let response: LiveResponse
    do throws(LiveFailure) {
      response = try exchange(LiveRequest(time: 0), timeout: Self.startTimeout)
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

  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    do {
      return try exchange(request, timeout: Self.frameTimeout)
    } catch {
      stop()
      throw LiveFailure(message(error))
    }
  }

  /// The one line the app shows for `failure` (the window's banner heading says what stays).
  private func message(_ failure: LiveFailure) -> String {
    LiveMessages.stopped(source: source, problem: failure.message, log: errorLog.lines())
  }

  /// The sources as messages name them: the first.
  private var source: String { sources.first ?? "SwiftUI" }

  // MARK: - The pipe

  /// Writes `request` as a line and reads the answer's line.
  private func exchange(_ request: LiveRequest, timeout: Double) throws(LiveFailure)
    -> LiveResponse
  {
    guard pid > 0 else { throw LiveFailure("navlab-import --serve is not running") }
    line.removeAll(keepingCapacity: true)
    LiveWire.appendRequest(request, to: &line)
    line += "\n"
    try send(line)
    let answer = try readLine(timeout: timeout)
    return try LiveWire.decodeResponse(answer, scene: sources.first ?? "SwiftUI", id: sceneID)
  }

  private func send(_ text: String) throws(LiveFailure) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw LiveFailure(
          ended() ?? "cannot write to navlab-import --serve: \(String(cString: strerror(errno)))")
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// The next line of the child's output (without its newline).
  private func readLine(timeout: Double) throws(LiveFailure) -> [UInt8] {
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        let found = Array(pending[..<newline])
        pending.removeFirst(newline + 1)
        return found
      }
      guard pending.count <= LiveWire.maximumLineLength else {
        throw LiveFailure(
          "navlab-import --serve wrote a line longer than \(LiveWire.maximumLineLength) bytes")
      }
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      let elapsed = Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1e9
      guard elapsed < timeout else {
        throw LiveFailure(
          "navlab-import --serve did not answer within \(Int(timeout)) s (a frame that never ends)")
      }
      var watched = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, Int32(max(1, (timeout - elapsed) * 1000)))
      if ready < 0 {
        if errno == EINTR { continue }
        throw LiveFailure(
          "cannot read from navlab-import --serve: \(String(cString: strerror(errno)))")
      }
      if ready == 0 { continue }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw LiveFailure(
          "cannot read from navlab-import --serve: \(String(cString: strerror(errno)))")
      }
      if count == 0 {
        throw LiveFailure(ended() ?? "navlab-import --serve closed its output")
      }
      pending += chunk[0..<count]
    }
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
  /// (a Ctrl+C in the terminal reaches navlab, which then stops it).
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
    var child: pid_t = 0
    let status = posix_spawn(&child, argv[0]!, &actions, &attributes, argv, environ)
    close(toChild[0])
    close(fromChild[1])
    guard status == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw Failure(
        description: "navlab: cannot run \(arguments[0]): \(String(cString: strerror(status)))")
    }
    pid = child
    input = toChild[1]
    output = fromChild[0]
  }

  /// Ends the child: its input closes (a serving importer exits at the end of its input),
  /// then after a moment it is killed; it is always reaped.
  func stop() {
    if input >= 0 { close(input) }
    input = -1
    if output >= 0 { close(output) }
    output = -1
    guard pid > 0 else { return }
    var status: Int32 = 0
    for _ in 0..<25 {
      if waitpid(pid, &status, WNOHANG) == pid {
        pid = 0
        return
      }
      usleep(4_000)
    }
    kill(pid, SIGKILL)
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    pid = 0
  }
}
