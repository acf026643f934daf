extension Engine {
  /// Keys typed into the top screen's focused search field (``SearchBehaviour/type(_:time:)``).
  /// Returns whether the field took the key (shortcuts are off while typing).
  mutating func searchKey(_ chord: KeyChord, time: Double) -> Bool {
    let top = stack.count - 1
    guard stack[top].behaviours.search != nil else { return false }
    return stack[top].behaviours.search!.type(chord, time: time)
  }
}
