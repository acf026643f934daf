/// A growable buffer of plain values for per-frame scratch work: resizing keeps the memory once
/// it is large enough (a steady-state frame allocates nothing), and loops read and write it
/// through a raw pointer, without the exclusivity checks and closures of `Array`'s
/// `withUnsafeMutableBufferPointer`. Contents after `resize` are unspecified unless filled.
final class ScratchArray<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init() {
    capacity = 16
    base = .allocate(capacity: capacity)
  }

  deinit { base.deallocate() }

  /// Makes room for `newCount` elements (and keeps what fits of the old ones).
  func resize(_ newCount: Int) {
    let newCount = max(newCount, 0)
    if newCount > capacity {
      let larger = max(newCount, capacity * 2)
      let grown = UnsafeMutablePointer<Element>.allocate(capacity: larger)
      grown.initialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity = larger
    }
    count = newCount
  }

  /// Makes room for `newCount` elements, all `value`.
  func resize(_ newCount: Int, filledWith value: Element) {
    resize(newCount)
    base.update(repeating: value, count: count)
  }

  subscript(index: Int) -> Element {
    @inline(__always) get { base[index] }
    @inline(__always) set { base[index] = newValue }
  }
}
