#if canImport(Glibc)
  import Glibc
#endif

/// The spawn attributes navlab's children (ffmpeg, the SwiftUI importer) start with: a process
/// group of their own (a signal to navlab's group does not reach them twice), default actions for
/// the signals navlab handles or ignores (SIGPIPE), and nothing blocked.
enum ChildProcessAttributes {
  static func apply(to attributes: inout posix_spawnattr_t) {
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in Interruption.signals + [SIGPIPE] { sigaddset(&defaults, number) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  }
}
