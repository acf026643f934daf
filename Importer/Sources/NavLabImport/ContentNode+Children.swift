import ScreenModel

extension ContentNode {
  /// Changes each view directly inside this one: a stack's or grid's children, a scroll
  /// view's content, a control's label, the view under a modifier (a background or overlay is
  /// not inside: environment values do not reach it from the view it decorates).
  mutating func updateChildren(_ change: (inout ContentNode) -> Void) {
    switch self {
    case .stack(var stack):
      for index in stack.children.indices { change(&stack.children[index]) }
      self = .stack(stack)
    case .grid(var grid):
      for index in grid.children.indices { change(&grid.children[index]) }
      self = .grid(grid)
    case .scroll(var scroll):
      change(&scroll.content)
      self = .scroll(scroll)
    case .toggle(var label, let isOn):
      change(&label)
      self = .toggle(label: label, isOn: isOn)
    case .button(var label, let role):
      change(&label)
      self = .button(label: label, role: role)
    case .modified(var base, let modifier):
      change(&base)
      self = .modified(base, modifier)
    default:
      break
    }
  }

  /// Visits each view directly inside this one, as ``updateChildren(_:)`` changes them, without
  /// copying (changing a copy's children copies each stack's array: a walk of a live screen
  /// a frame, issue 38).
  func forEachChild(_ visit: (ContentNode) -> Void) {
    switch self {
    case .stack(let stack): for child in stack.children { visit(child) }
    case .grid(let grid): for child in grid.children { visit(child) }
    case .scroll(let scroll): visit(scroll.content)
    case .toggle(let label, _), .button(let label, _): visit(label)
    case .modified(let base, _): visit(base)
    default: break
    }
  }
}
