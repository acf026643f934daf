import Glibc
import Synchronization

/// Every temporary file and folder NavLab has created and not yet renamed or removed, so an
/// interrupted run (SIGINT, SIGTERM, SIGHUP, SIGQUIT) can remove them before it exits.
///
/// Signal handlers never touch this list (they set a flag that the frame loops check); the
/// lock only guards against tests that write files from several threads.
public enum TemporaryFiles {
  private static let paths = Mutex<[String]>([])

  /// Notes a file or folder to remove on interruption (folders after their contents).
  public static func register(_ path: String) { paths.withLock { $0.append(path) } }

  /// Removes `path` (a file, or an empty folder) and forgets it.
  public static func remove(_ path: String) {
    Glibc.remove(path)
    forget(path)
  }

  /// Forgets `path` without removing it (it was renamed into place).
  public static func forget(_ path: String) {
    paths.withLock { paths in
      if let index = paths.lastIndex(of: path) { paths.remove(at: index) }
    }
  }

  /// Removes everything still registered, newest first.
  public static func removeAll() {
    for path in paths.withLock({ $0.reversed() }) { Glibc.remove(path) }
    paths.withLock { $0.removeAll() }
  }

  /// What is registered now (for tests).
  public static var registered: [String] { paths.withLock { $0 } }
}
