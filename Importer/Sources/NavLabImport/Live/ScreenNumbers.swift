import NavGeometry
import ScreenModel

/// Visits every animatable number of a screen (content trees' frames, paddings, offsets,
/// opacities, radii, spacings; rows' sliders; pushed screens'), each with a path that names
/// its place, so two versions of a screen pair their numbers, and the animation that covers
/// it (a subtree named with an animation's name takes that animation's curve).
struct ScreenNumbers {
  /// Visits one number: its path, the number (which the visitor may change) and its animation.
  typealias Visitor = (String, inout Double, AnimationCurve?) -> Void

  /// Curves by the name the importer gave an animated subtree (`Modifier.node`).
  let curves: [String: AnimationCurve]
  /// Drops those names from the tree as it goes (what navlab is sent has none).
  var dropsNames = false

  init(curves: [String: AnimationCurve]) { self.curves = curves }

  func visit(_ spec: inout ScreenSpec, animation: AnimationCurve?, _ visitor: Visitor) {
    visit(&spec, path: "", animation: animation, depth: 0, visitor)
  }

  private func visit(
    _ spec: inout ScreenSpec, path: String, animation: AnimationCurve?, depth: Int,
    _ visitor: Visitor
  ) {
    visitOptional(&spec.content, path + "content", animation, visitor)
    visitOptional(&spec.pinned, path + "pinned", animation, visitor)
    visitOptional(&spec.principal, path + "principal", animation, visitor)
    for index in spec.rows.indices {
      let rowPath = path + "rows/\(index)"
      if var slider = spec.rows[index].slider {
        visitor(rowPath + "/slider", &slider, animation)
        spec.rows[index].slider = slider
      }
      visitOptional(&spec.rows[index].content, rowPath + "/content", animation, visitor)
    }
    guard depth < 8, !spec.destinations.isEmpty else { return }
    for id in spec.destinations.keys.sorted() {
      guard var pushed = spec.destinations[id] else { continue }
      visit(
        &pushed, path: path + "push/" + id + "/", animation: animation, depth: depth + 1, visitor)
      spec.destinations[id] = pushed
    }
  }

  private func visitOptional(
    _ node: inout ContentNode?, _ path: String, _ animation: AnimationCurve?, _ visitor: Visitor
  ) {
    guard var content = node else { return }
    visit(&content, path: path, animation: animation, depth: 0, visitor)
    node = content
  }

  /// A node: its modifiers from the outside in (an animation's name covers what is inside
  /// it), then its kind's numbers and children.
  private func visit(
    _ node: inout ContentNode, path: String, animation: AnimationCurve?, depth: Int,
    _ visitor: Visitor
  ) {
    guard depth < 64 else { return }
    guard case .modified(var base, var modifier) = node else {
      visitKind(&node, path: path, animation: animation, depth: depth, visitor)
      return
    }
    if case .node(let name) = modifier, let curve = curves[name] {
      visit(&base, path: path, animation: curve, depth: depth, visitor)
      node = dropsNames ? base : .modified(base, modifier)
      return
    }
    let key = path + "/" + Self.name(of: modifier) + "#\(Self.depth(of: base, like: modifier))"
    visitModifier(&modifier, path: key, animation: animation, depth: depth, visitor)
    visit(&base, path: path, animation: animation, depth: depth, visitor)
    node = .modified(base, modifier)
  }

  private func visitKind(
    _ node: inout ContentNode, path: String, animation: AnimationCurve?, depth: Int,
    _ visitor: Visitor
  ) {
    switch node {
    case .shape(var shape):
      if case .roundedRectangle(var radius, let style) = shape.kind {
        visitor(path + "/radius", &radius, animation)
        shape.kind = .roundedRectangle(radius: radius, style: style)
        node = .shape(shape)
      }
    case .spacer(var minLength?):
      visitor(path + "/spacer", &minLength, animation)
      node = .spacer(minLength: minLength)
    case .stack(var stack):
      if var spacing = stack.spacing {
        visitor(path + "/spacing", &spacing, animation)
        stack.spacing = spacing
      }
      for index in stack.children.indices {
        visit(
          &stack.children[index], path: path + "/\(index)", animation: animation,
          depth: depth + 1, visitor)
      }
      node = .stack(stack)
    case .grid(var grid):
      if var spacing = grid.spacing {
        visitor(path + "/spacing", &spacing, animation)
        grid.spacing = spacing
      }
      for index in grid.children.indices {
        visit(
          &grid.children[index], path: path + "/\(index)", animation: animation,
          depth: depth + 1, visitor)
      }
      node = .grid(grid)
    case .scroll(var scroll):
      visit(
        &scroll.content, path: path + "/scroll", animation: animation, depth: depth + 1, visitor)
      node = .scroll(scroll)
    case .toggle(var label, let isOn):
      visit(&label, path: path + "/label", animation: animation, depth: depth + 1, visitor)
      node = .toggle(label: label, isOn: isOn)
    case .button(var label, let role):
      visit(&label, path: path + "/label", animation: animation, depth: depth + 1, visitor)
      node = .button(label: label, role: role)
    default:
      break
    }
  }

  private func visitModifier(
    _ modifier: inout Modifier, path: String, animation: AnimationCurve?, depth: Int,
    _ visitor: Visitor
  ) {
    func number(_ name: String, _ value: inout Double) {
      visitor(path + "." + name, &value, animation)
    }
    func optional(_ name: String, _ value: inout Double?) {
      guard var number = value else { return }
      visitor(path + "." + name, &number, animation)
      value = number
    }
    switch modifier {
    case .padding(var insets):
      number("top", &insets.top)
      number("leading", &insets.leading)
      number("bottom", &insets.bottom)
      number("trailing", &insets.trailing)
      modifier = .padding(insets)
    case .frame(var width, var height, let alignment):
      optional("width", &width)
      optional("height", &height)
      modifier = .frame(width: width, height: height, alignment: alignment)
    case .flexibleFrame(var frame):
      optional("minWidth", &frame.minWidth)
      optional("idealWidth", &frame.idealWidth)
      optional("maxWidth", &frame.maxWidth)
      optional("minHeight", &frame.minHeight)
      optional("idealHeight", &frame.idealHeight)
      optional("maxHeight", &frame.maxHeight)
      modifier = .flexibleFrame(frame)
    case .background(var layer, let alignment):
      visit(&layer, path: path, animation: animation, depth: depth + 1, visitor)
      modifier = .background(layer, alignment: alignment)
    case .overlay(var layer, let alignment):
      visit(&layer, path: path, animation: animation, depth: depth + 1, visitor)
      modifier = .overlay(layer, alignment: alignment)
    case .offset(var x, var y):
      number("x", &x)
      number("y", &y)
      modifier = .offset(x: x, y: y)
    case .opacity(var value):
      number("value", &value)
      modifier = .opacity(value)
    case .cornerRadius(var value):
      number("value", &value)
      modifier = .cornerRadius(value)
    case .shadow(var radius, var x, var y, let color):
      number("radius", &radius)
      number("x", &x)
      number("y", &y)
      modifier = .shadow(radius: radius, x: x, y: y, color: color)
    case .layoutPriority(var value):
      number("value", &value)
      modifier = .layoutPriority(value)
    case .aspectRatio(var ratio, let mode):
      optional("ratio", &ratio)
      modifier = .aspectRatio(ratio, contentMode: mode)
    default:
      break
    }
  }

  /// A short name of a modifier's kind, for paths.
  static func name(of modifier: Modifier) -> String {
    switch modifier {
    case .padding: "padding"
    case .frame: "frame"
    case .flexibleFrame: "flexibleFrame"
    case .background: "background"
    case .overlay: "overlay"
    case .offset: "offset"
    case .opacity: "opacity"
    case .cornerRadius: "cornerRadius"
    case .shadow: "shadow"
    case .layoutPriority: "layoutPriority"
    case .aspectRatio: "aspectRatio"
    default: "other"
    }
  }

  /// How many modifiers of `modifier`'s kind sit under it (its place among its kind).
  static func depth(of node: ContentNode, like modifier: Modifier) -> Int {
    let name = name(of: modifier)
    var count = 0
    var current = node
    while case .modified(let base, let inner) = current {
      if Self.name(of: inner) == name { count += 1 }
      current = base
    }
    return count
  }
}
