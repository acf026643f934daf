import Glibc
import Synchronization

/// The SwiftUI importers navlab runs (each the leader of its own process group), so that a
/// run that ends by a signal stops them and whatever they started (issue 42: a session killed
/// while its importer read a recursive view left that importer running at 100 % of a core).
///
/// The main thread registers and stops them; the interruption watchdog, which may end the
/// run from its own thread, kills what is left before it exits. The importers also end by
/// themselves when navlab does (`NAVLAB_IMPORTER_PARENT`, see ``environment``).
enum ChildProcesses {
  private static let groups = Mutex<[pid_t]>([])

  /// Remembers `pid`, a process group leader.
  static func register(_ pid: pid_t) {
    groups.withLock { $0.append(pid) }
  }

  static func unregister(_ pid: pid_t) {
    groups.withLock { $0.removeAll { $0 == pid } }
  }

  /// Sends SIGKILL to every registered group (the watchdog's last act; the kernel reaps them
  /// once navlab is gone).
  static func killAll() {
    let pids = groups.withLock { $0 }
    for pid in pids { kill(-pid, SIGKILL) }
  }

  /// Kills every registered group and waits for each leader (the main thread, ending a run).
  static func stopAll() {
    let pids = groups.withLock { list in
      defer { list.removeAll() }
      return list
    }
    for pid in pids {
      kill(-pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
  }

  /// navlab's environment for an importer, with `NAVLAB_IMPORTER_PARENT` set to navlab's
  /// process id: the importer then asks the kernel to end it when navlab ends, however
  /// navlab ends (Linux's parent-death signal). Free the strings with ``free(_:)``.
  static func environment() -> [UnsafeMutablePointer<CChar>?] {
    let name = "NAVLAB_IMPORTER_PARENT="
    var result: [UnsafeMutablePointer<CChar>?] = []
    var index = 0
    while let entry = environ[index] {
      index += 1
      if strncmp(entry, name, name.utf8.count) == 0 { continue }
      result.append(strdup(entry))
    }
    result.append(strdup(name + String(getpid())))
    result.append(nil)
    return result
  }

  static func free(_ environment: [UnsafeMutablePointer<CChar>?]) {
    for pointer in environment { Glibc.free(pointer) }
  }
}
