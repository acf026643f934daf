import Glibc

/// Every temporary file and folder NavLab has created and not yet renamed or removed, so an
/// interrupted run (SIGINT, SIGTERM, SIGHUP, SIGQUIT) can remove them before it exits.
///
/// Only the main thread registers and removes; signal handlers never touch this list (they
/// set a flag that the frame loops check), so no locking is needed.
public enum TemporaryFiles {
  nonisolated(unsafe) private static var paths: [String] = []

  /// Notes a file or folder to remove on interruption (folders after their contents).
  public static func register(_ path: String) { paths.append(path) }

  /// Removes `path` (a file, or an empty folder) and forgets it.
  public static func remove(_ path: String) {
    Glibc.remove(path)
    forget(path)
  }

  /// Forgets `path` without removing it (it was renamed into place).
  public static func forget(_ path: String) {
    if let index = paths.lastIndex(of: path) { paths.remove(at: index) }
  }

  /// Removes everything still registered, newest first.
  public static func removeAll() {
    for path in paths.reversed() { Glibc.remove(path) }
    paths.removeAll()
  }

  /// What is registered now (for tests).
  public static var registered: [String] { paths }
}
