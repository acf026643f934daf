/// SwiftUI's `GeometryProxy` for a node the scene marked with an id: its `size`, its
/// `frame(in:)` in the global, local, scroll-view and named coordinate spaces, and
/// `safeAreaInsets`, from the frame navlab reported last.
final class GeometryProxyValue: NativeValue {
  let frame: LiveGeometry.Rect
  let context: LiveContext
  /// The named nested scroll view the node is in (`.visualEffect`'s proxy): `.scrollView` is
  /// its viewport; nil: the screen's scroll view.
  var scrollView: String?

  init(frame: LiveGeometry.Rect, context: LiveContext) {
    self.frame = frame
    self.context = context
  }

  var typeName: String { "GeometryProxy" }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "size": context.size(frame.width, frame.height)
    case "safeAreaInsets": context.edgeInsets(0, 0, 0, 0)
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    guard method == "frame" || method == "bounds", let space = arguments.first?.value else {
      return nil
    }
    if method == "bounds" {
      // `bounds(of: .named(x))`: the space's own frame in itself.
      return context.rect(LiveGeometry.Rect(width: frame.width, height: frame.height))
    }
    var origin = context.origin(of: space)
    if case .enumCase(_, "scrollView", _) = space, let name = scrollView,
      let viewport = context.geometry.scrollViews[name]?.frame
    {
      origin = (viewport.x, viewport.y)
    }
    return context.rect(
      LiveGeometry.Rect(
        x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height))
  }
}

/// iOS 18's `ScrollGeometry` (`onScrollGeometryChange`): content offset, insets, sizes and the
/// visible rectangle of the screen's scroll view.
final class ScrollGeometryValue: NativeValue {
  let geometry: LiveGeometry
  let context: LiveContext

  init(geometry: LiveGeometry, context: LiveContext) {
    self.geometry = geometry
    self.context = context
  }

  var typeName: String { "ScrollGeometry" }

  func member(_ name: String) -> RuntimeValue? {
    let g = geometry
    switch name {
    case "contentOffset": return context.point(g.offsetX, g.offsetY)
    case "contentInsets":
      return context.edgeInsets(g.insets.top, g.insets.left, g.insets.bottom, g.insets.right)
    case "contentSize": return context.size(g.contentSize.width, g.contentSize.height)
    case "containerSize": return context.size(g.containerSize.width, g.containerSize.height)
    case "visibleRect", "bounds":
      return context.rect(
        LiveGeometry.Rect(
          x: g.offsetX, y: g.offsetY, width: g.containerSize.width,
          height: g.containerSize.height))
    default: return nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}
