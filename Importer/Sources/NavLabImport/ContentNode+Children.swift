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
}
