extension Engine {
  /// Calls `body` with the screen at `index` of the stack read in place. `stack[index]` as a
  /// value (and `top`) copies the whole screen (its spec, behaviours and layouts: a retain and
  /// a release each, about 2,000 instructions), and a live frame's request read the top
  /// screen four times (issue 38).
  func inPlace<Result>(_ index: Int, _ body: (ScreenState) -> Result) -> Result {
    stack.withUnsafeBufferPointer { body($0[index]) }
  }
}
