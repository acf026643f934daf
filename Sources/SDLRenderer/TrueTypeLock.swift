import Synchronization

/// The one lock every SDL2_ttf call is made under.
///
/// SDL2_ttf is not thread-safe (SDL_ttf issue #28): all its fonts share one FreeType library,
/// whose faces may only be created and destroyed under a lock ("a single FT_Library object
/// across threads is possible also, as long as a mutex lock is used around FT_New_Face and
/// FT_Done_Face", FreeType's `FT_Library` reference, since 2.5.6), and it counts `TTF_Init`
/// calls in a plain global. NavLab draws from one thread, but the test runner renders from
/// several at once, and a font opened in one test while another closed its own corrupted
/// FreeType's list of faces (issue 21, docs/testing.md). The lock is taken once per string
/// rendered (a cache miss) and at start and end, never for a frame whose text is cached.
enum TrueTypeLock {
  private static let mutex = Mutex(())

  /// Runs `body` holding the lock. Not reentrant: `body` must not call back into it.
  static func run<Result: Sendable, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try mutex.withLock { _ throws(Failure) -> Result in try body() }
  }
}
