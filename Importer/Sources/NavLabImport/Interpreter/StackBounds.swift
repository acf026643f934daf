#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the current thread's stack ends, so deep interpretation stops with an error before
/// it overflows (the stack grows down on every platform Swift runs on).
enum StackBounds {
  /// Room left for the frames between a check and the next one, and for the host's own
  /// frames after an error unwinds (a debug interpreter frame chain uses tens of KiB).
  static let margin: UInt = 192 << 10

  /// The safe address of the thread that asked last: finding a thread's stack reads
  /// /proc/self/maps for the main thread on Linux, far too slow for every top-level call.
  struct Cache {
    private var thread: pthread_t?
    private var limit: UInt = 0

    /// The current thread's lowest safe address, computed once per thread change.
    mutating func lowestSafeAddress() -> UInt {
      let current = pthread_self()
      if let thread, pthread_equal(thread, current) != 0 { return limit }
      thread = current
      limit = StackBounds.lowestSafeAddress()
      return limit
    }
  }

  /// The current stack address (a local's).
  @inline(never)
  static func here() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// The lowest address the interpreter may use: the stack's end plus the margin; without
  /// thread information, 1 MiB below here (the smallest default secondary-thread stack
  /// in use is 512 KiB on Darwin, and the interpreter then stops early rather than crash).
  static func lowestSafeAddress() -> UInt {
    #if canImport(Glibc)
      // glibc's pthread_getattr_np is a GNU extension the Swift Glibc module does not export.
      typealias GetAttributes =
        @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
      var attributes = pthread_attr_t()
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np"),
        unsafeBitCast(symbol, to: GetAttributes.self)(pthread_self(), &attributes) == 0
      {
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        if pthread_attr_getstack(&attributes, &address, &size) == 0, let address {
          return UInt(bitPattern: address) + margin
        }
      }
    #elseif canImport(Darwin)
      let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
      let size = UInt(pthread_get_stacksize_np(pthread_self()))
      return top - size + margin
    #endif
    let current = here()
    return current > 1 << 20 ? current - (1 << 20) : 0
  }
}
