import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to its end with `posix_spawn` and reaps it with `waitpid`.
///
/// Foundation's `Process` on Linux learns that a child ended from a SIGCHLD dispatch source;
/// under a loaded machine its `waitUntilExit` was seen never to return for an `xvfb-run` that
/// had ended (a zombie nobody reaped), hanging the whole test run. Here the test's own thread
/// waits for its own child.
enum ChildProcess {
  /// How a run ended and what it printed.
  struct Ended {
    /// The exit status, or 128 + the signal's number when a signal ended it (as a shell says).
    var status: Int32
    var output: Data
    var error: Data
  }

  /// A failure to start the program (not found, not executable).
  struct StartFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `path` with `arguments` in `folder`, standard input from /dev/null, both outputs
  /// read to their end while it runs (a chatty program never blocks on a full pipe).
  static func run(
    _ path: String, _ arguments: [String], in folder: URL, environment: [String: String]
  ) throws -> Ended {
    var output: [Int32] = [0, 0]
    var error: [Int32] = [0, 0]
    guard pipe(&output) == 0, pipe(&error) == 0 else {
      throw StartFailed(description: "pipe: \(String(cString: strerror(errno)))")
    }
    // Other children started meanwhile must not hold these (see addclosefrom below).
    for end in output + error { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, error[1], 2)
    // glibc's GNU extensions (2.29, 2.34), which Swift's Glibc module does not import.
    guard let chdir = GNUSpawn.addChdir, let closeFrom = GNUSpawn.addCloseFrom else {
      throw StartFailed(description: "this libc has no posix_spawn_file_actions_addchdir_np")
    }
    _ = folder.path.withCString { chdir(&actions, $0) }
    // Other tests' pipes stay theirs: a child holding one open would keep that test's read
    // from ending (Foundation's pipes are not close-on-exec).
    _ = closeFrom(&actions, 3)
    // The child starts with no signal blocked and every signal's default action, whatever
    // the test runner set for itself.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let started = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(output[1])
    close(error[1])
    guard started == 0 else {
      close(output[0])
      close(error[0])
      throw StartFailed(description: "\(path): \(String(cString: strerror(started)))")
    }
    let errorText = ReadAll(FileHandle(fileDescriptor: error[0], closeOnDealloc: true))
    let outputText = FileHandle(fileDescriptor: output[0], closeOnDealloc: true)
      .readDataToEndOfFile()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
    let signal = status & 0x7f
    let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    return Ended(status: code, output: outputText, error: errorText.wait())
  }
}

/// glibc's `posix_spawn_file_actions_addchdir_np` and `…_addclosefrom_np`, found at run time.
enum GNUSpawn {
  typealias AddChdir =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
    Int32
  typealias AddCloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

  static let addChdir = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np"
  )
  .map { unsafeBitCast($0, to: AddChdir.self) }
  static let addCloseFrom = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"
  )
  .map { unsafeBitCast($0, to: AddCloseFrom.self) }
}
