/// The images a content tree names, found and rewritten as a whole: a scene loads every file it
/// names before it is shown and resolves their paths against its own folder, and warns about
/// symbol names it cannot draw.
extension ContentNode {
  /// Every image file the tree draws, with the source of the node that names it (its field
  /// path), in drawing order.
  public var imageFiles: [(path: String, source: String)] {
    var found: [(path: String, source: String)] = []
    visitImages(source: "") { image, source in
      if case .file(let path) = image { found.append((path, source)) }
    }
    return found
  }

  /// Every SF Symbol name the tree draws (`Image(systemName:)`), in drawing order.
  public var symbolNames: [String] {
    var found: [String] = []
    visitImages(source: "") { image, _ in
      if case .system(let name) = image { found.append(name) }
    }
    return found
  }

  /// Calls `visit` with each image of the tree and the source of the node that names it.
  private func visitImages(source: String, _ visit: (ImageSource, String) -> Void) {
    switch self {
    case .image(let image):
      visit(image.source, source)
    case .stack(let stack):
      for child in stack.children { child.visitImages(source: source, visit) }
    case .grid(let grid):
      for child in grid.children { child.visitImages(source: source, visit) }
    case .scroll(let scroll):
      scroll.content.visitImages(source: source, visit)
    case .toggle(let child, _), .button(let child, _):
      child.visitImages(source: source, visit)
    case .modified(let child, let modifier):
      // A node's own source modifier wraps it, so it names what lies inside.
      let inner: String
      if case .source(let name) = modifier { inner = name } else { inner = source }
      child.visitImages(source: inner, visit)
      switch modifier {
      case .background(let node, _), .overlay(let node, _):
        node.visitImages(source: inner, visit)
      default: break
      }
    case .text, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      break
    }
  }

  /// The tree with every image file's path passed through `transform` (made relative to the
  /// scene's folder, say).
  public func mappingImageFiles(_ transform: (String) -> String) -> ContentNode {
    switch self {
    case .image(var image):
      if case .file(let path) = image.source { image.source = .file(transform(path)) }
      return .image(image)
    case .stack(var stack):
      stack.children = stack.children.map { $0.mappingImageFiles(transform) }
      return .stack(stack)
    case .grid(var grid):
      grid.children = grid.children.map { $0.mappingImageFiles(transform) }
      return .grid(grid)
    case .scroll(var scroll):
      scroll.content = scroll.content.mappingImageFiles(transform)
      return .scroll(scroll)
    case .toggle(let label, let isOn):
      return .toggle(label: label.mappingImageFiles(transform), isOn: isOn)
    case .button(let label, let role):
      return .button(label: label.mappingImageFiles(transform), role: role)
    case .modified(let child, let modifier):
      let mapped: Modifier
      switch modifier {
      case .background(let node, let alignment):
        mapped = .background(node.mappingImageFiles(transform), alignment: alignment)
      case .overlay(let node, let alignment):
        mapped = .overlay(node.mappingImageFiles(transform), alignment: alignment)
      default: mapped = modifier
      }
      return .modified(child.mappingImageFiles(transform), mapped)
    case .text, .shape, .color, .linearGradient, .spacer, .divider, .placeholder:
      return self
    }
  }
}
