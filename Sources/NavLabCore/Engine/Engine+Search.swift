import NavGeometry

extension Engine {
  /// A tap on the top screen's search field focuses it; while focused, Cancel ends the search
  /// and other taps land on the (empty) results, not on the list. Returns whether it was used.
  mutating func tapSearchField(x: Double, y: Double, time: Double) -> Bool {
    let top = stack.count - 1
    if let bottom = stack[top].bottomSearch(device: device) {
      return tapBottomSearch(bottom, at: Point(x: x, y: y), time: time)
    }
    guard let field = stack[top].searchField(device: device) else { return false }
    if stack[top].isSearching {
      if field.cancelFrame.contains(Point(x: x, y: y)) { setSearching(false, time: time) }
      return true
    }
    guard field.fieldFrame.height > 0, field.fieldFrame.contains(Point(x: x, y: y)) else {
      return false
    }
    setSearching(true, time: time)
    return true
  }

  /// iOS 26's bottom search: a tap on the field (or search tab) focuses it; while focused, the
  /// close button ends the search and other taps land on the (empty) results.
  private mutating func tapBottomSearch(
    _ bottom: BottomSearchLayout, at point: Point, time: Double
  ) -> Bool {
    if stack[stack.count - 1].isSearching {
      if bottom.closeFrame.contains(point) { setSearching(false, time: time) }
      return true
    }
    guard bottom.frame.contains(point) else { return false }
    setSearching(true, time: time)
    return true
  }

  /// Keys typed into the focused search field: letters, digits and space, Backspace; Escape
  /// cancels. Returns whether the field took the key (shortcuts are off while typing).
  mutating func searchKey(_ chord: KeyChord, time: Double) -> Bool {
    let top = stack.count - 1
    guard stack[top].isSearching, !chord.control, !chord.alt else { return false }
    switch chord.key {
    case "escape":
      setSearching(false, time: time)
    case "backspace":
      if !stack[top].searchText.isEmpty { stack[top].searchText.removeLast() }
    case "space":
      stack[top].searchText.append(" ")
    default:
      guard chord.key.count == 1, let character = chord.key.first,
        character.isLetter || character.isNumber || character.isPunctuation
      else { return false }
      // A field holds a line, not a novel.
      guard stack[top].searchText.count < 64 else { return true }
      stack[top].searchText += chord.shift ? character.uppercased() : String(character)
    }
    return true
  }

  /// Starts or ends the 300 ms ease-in-out focus animation; ending it clears the text. Ending a
  /// search at the bottom brings iOS 26's collapsed tab bar back.
  mutating func setSearching(_ searching: Bool, time: Double) {
    let top = stack.count - 1
    stack[top].searchFocus.setTarget(
      searching ? 1 : 0, duration: SearchFieldLayout.focusDuration, time: time)
    if !searching {
      stack[top].searchText = ""
      if stack[top].bottomSearch(device: device) != nil {
        stack[top].tabBarMinimize.setTarget(
          0, duration: FloatingTabBarLayout.minimizeDuration, time: time)
        stack[top].tabBarAnchor = stack[top].offset
      }
    }
  }
}
