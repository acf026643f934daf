#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs work on a thread of its own with a large stack and waits for it. Reading views runs
/// the program (the interpreter nests a few frames per view and call), so an import called
/// from a thread with a small stack (a test runner's, a task's: 512 KiB) must not depend on
/// the caller's; the interpreter's own guards (StackBounds) then measure this thread's stack.
enum LargeStack {
  /// The stack the work runs on: the main thread's usual 8 MiB, twice.
  static let size = 16 << 20

  /// Runs `work` on a thread with a `size` stack and returns when it is done (runs it on the
  /// calling thread when no thread can be made).
  static func run(_ work: @escaping () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, size)
    let context = Unmanaged.passRetained(Work(work)).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let made = pthread_create(
      &thread, &attributes,
      { pointer in
        guard let pointer else { return nil }
        Unmanaged<Work>.fromOpaque(pointer).takeRetainedValue().body()
        return nil
      }, context)
    guard made == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      work()
      return
    }
    pthread_join(thread, nil)
  }

  private final class Work {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }
}
