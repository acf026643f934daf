extension ContentNode {
  /// The texts the content draws, in reading order (a custom header view's words: its
  /// `Text`s, a button's or toggle's label), at most `limit`: what the SwiftUI importer reads a
  /// header view as, and what a toggle's layout element is named by.
  public func texts(limit: Int = 8) -> [String] {
    var found: [String] = []
    var pending: [ContentNode] = [self]
    while !pending.isEmpty, found.count < limit {
      switch pending.removeFirst() {
      case .text(let text): if !text.string.isEmpty { found.append(text.string) }
      case .stack(let stack): pending.insert(contentsOf: stack.children, at: 0)
      case .grid(let grid): pending.insert(contentsOf: grid.children, at: 0)
      case .scroll(let scroll): pending.insert(scroll.content, at: 0)
      case .toggle(let label, _), .button(let label, _): pending.insert(label, at: 0)
      case .modified(let inner, _): pending.insert(inner, at: 0)
      default: break
      }
    }
    return found
  }
}
