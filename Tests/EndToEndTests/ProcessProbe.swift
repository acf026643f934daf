import Foundation
import Glibc
import Testing

/// Runs navlab the ways the output-guarantee tests need: measuring its peak memory, or
/// stopping it with a signal part-way.
enum ProcessProbe {
  /// Runs navlab to its end under GNU time, which reports the peak resident set of navlab and of
  /// the children it waited for (ffmpeg), in kilobytes.
  ///
  /// Not `wait4` on a child spawned from here: `posix_spawn` shares this process's memory until
  /// the exec, and Linux folds the old memory's high-water mark into the new program's peak, so
  /// every child would report at least this test process's own peak (hundreds of MB once image
  /// and golden tests have run). `time` forks from its own small memory.
  static func runMeasuringMemory(
    _ arguments: [String], in folder: URL, executable: String? = nil, input: String? = nil
  ) throws -> (
    result: RunResult, peakKilobytes: Int
  ) {
    let binary = try executable ?? #require(NavLabProcess.binary, "navlab binary not found")
    let time = "/usr/bin/time"
    try #require(
      FileManager.default.isExecutableFile(atPath: time), "GNU time is missing: scripts/setup")
    let out = folder.appendingPathComponent(".stdout").path
    let err = folder.appendingPathComponent(".stderr").path
    let report = folder.appendingPathComponent(".peak").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // `input`: a file in `folder` on the program's standard input.
    if let input {
      posix_spawn_file_actions_addopen(
        &actions, 0, folder.appendingPathComponent(input).path, O_RDONLY, 0)
    }
    // time runs the shell, which changes folder and becomes navlab.
    let shell = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, folder.path, binary]
    let argv = ([time, "-f", "%M", "-o", report] + shell + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, time, &actions, nil, argv, environ) == 0)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let result = RunResult(
      status: status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F),
      standardOutput: readText(out), standardError: readText(err))
    // The last line is the peak; a line before it may say how the command exited.
    let peak = readText(report).split(separator: "\n").last.flatMap { Int($0) } ?? Int.max
    unlink(out)
    unlink(err)
    unlink(report)
    return (result, peak)
  }

  /// Starts navlab, waits until a file whose name contains `marker` appears in `folder` (the
  /// run is writing), sends `signal`, and waits for the end.
  static func runInterrupted(
    _ arguments: [String], in folder: URL, signal: Int32, once marker: String,
    environment: [String: String]? = nil
  ) throws -> RunResult {
    let binary = try #require(NavLabProcess.binary, "navlab binary not found")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errorData = ReadAll(error.fileHandleForReading)
    // Not a timing assertion: polls until the run has begun writing, then gives up on it.
    for _ in 0..<6000 where process.isRunning {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if names.contains(where: { $0.contains(marker) }) { break }
      usleep(10_000)
    }
    kill(process.processIdentifier, signal)
    // A run that ignores the signal would never end: give it a minute, then kill it.
    for _ in 0..<6000 where process.isRunning { usleep(10_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("navlab ignored signal \(signal)")
    }
    process.waitUntilExit()
    return RunResult(
      status: process.terminationStatus, standardOutput: "",
      standardError: String(decoding: errorData.wait(), as: UTF8.self))
  }

  /// Whether this process may mount a small tmpfs (root in a container that allows it): the
  /// full-disk test needs one and is skipped, saying so, where it cannot.
  static let canMountTmpfs: Bool = {
    guard geteuid() == 0, let folder = try? NavLabProcess.makeFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard mount("tmpfs", folder.path, "tmpfs", 0, "size=64k") == 0 else { return false }
    umount(folder.path)
    return true
  }()

  /// A captured output file as text. (Foundation's `String(contentsOfFile:)` leaks a 4 kB
  /// buffer when the file is empty, which AddressSanitizer reports: scripts/sanitize.)
  static func readText(_ path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, file) }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
