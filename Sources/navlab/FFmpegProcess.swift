import Glibc
import OutputFiles

/// ffmpeg running in its own private folder beside the destination, fed raw frames on its
/// standard input, its messages kept in a log there.
///
/// The folder is made by `mkdtemp` (mode 0700, a random name), so nothing planted beside the
/// destination can be followed; ffmpeg writes `video.EXT` inside it. ffmpeg runs in its own
/// process group, so a Ctrl+C in the terminal reaches navlab alone, which then stops it.
final class FFmpegProcess {
  let folder: String
  let output: String
  let log: String
  private var pid: pid_t = 0
  private var input: Int32 = -1

  struct Failure: Error {
    var reason: String
  }

  /// Starts `arguments` (ffmpeg's path first) with `{output}` replaced by the file to write.
  init(arguments: [String], besides destination: String, fileExtension: String) throws(Failure) {
    var template = Array("\(OutputFile.folder(of: destination))/.navlab-record-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw Failure(reason: OutputFileError.reason())
    }
    folder = String(cString: made)
    output = "\(folder)/video.\(fileExtension)"
    log = "\(folder)/ffmpeg.log"
    TemporaryFiles.register(folder)
    TemporaryFiles.register(output)
    TemporaryFiles.register(log)
    let logDescriptor = open(log, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    var ends: [Int32] = [-1, -1]
    guard logDescriptor >= 0, pipe(&ends) == 0 else {
      let reason = OutputFileError.reason()
      if logDescriptor >= 0 { close(logDescriptor) }
      removeFiles()
      throw Failure(reason: reason)
    }
    defer {
      close(ends[0])
      close(logDescriptor)
    }
    // Only the duplicates on 0, 1 and 2 may reach ffmpeg: the write end stays navlab's, or
    // ffmpeg would never see the end of its input.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    posix_spawn_file_actions_adddup2(&actions, logDescriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, logDescriptor, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    ChildProcessAttributes.apply(to: &attributes)
    let argv = arguments.map { $0 == "{output}" ? output : $0 }.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, argv[0]!, &actions, &attributes, argv, environ)
    guard status == 0 else {
      close(ends[1])
      removeFiles()
      throw Failure(reason: String(cString: strerror(status)))
    }
    pid = child
    input = ends[1]
  }

  deinit { stop() }

  /// Writes all `count` bytes to ffmpeg's input. Fails with EPIPE when ffmpeg has died, and
  /// stops at once when a signal arrives (the caller's loop then reports it).
  func write(_ bytes: UnsafeRawPointer, count: Int) throws(Failure) {
    var done = 0
    while done < count {
      let written = Glibc.write(input, bytes + done, count - done)
      if written < 0 {
        if errno == EINTR && Interruption.pending == 0 { continue }
        throw Failure(reason: OutputFileError.reason())
      }
      done += written
    }
  }

  /// Closes ffmpeg's input and waits for it; returns its exit code (-1 when it was killed).
  func finish() throws(Interrupted) -> Int32 {
    guard pid > 0 else { return -1 }
    close(input)
    input = -1
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { break }
      try Interruption.check()
    }
    pid = 0
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }

  /// The first line of ffmpeg's messages (empty when it said nothing).
  func messages(limit: Int = 300) -> String {
    guard let file = fopen(log, "r") else { return "" }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: limit)
    let count = fread(&buffer, 1, limit, file)
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    return String(text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first ?? "")
  }

  /// Moves the video into place and removes the folder.
  func commit(to destination: String) -> Bool {
    guard rename(output, destination) == 0 else { return false }
    TemporaryFiles.forget(output)
    removeFiles()
    return true
  }

  /// Kills ffmpeg if it still runs and removes everything it wrote.
  func stop() {
    if input >= 0 { close(input) }
    input = -1
    if pid > 0 {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      pid = 0
    }
    removeFiles()
  }

  private func removeFiles() {
    TemporaryFiles.remove(output)
    TemporaryFiles.remove(log)
    TemporaryFiles.remove(folder)
  }
}
