import DisplayList

/// Builds an array of nodes from statements, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ContentBuilder {
  public static func buildExpression(_ node: ContentNode) -> [ContentNode] { [node] }
  public static func buildExpression(_ nodes: [ContentNode]) -> [ContentNode] { nodes }
  public static func buildBlock(_ parts: [ContentNode]...) -> [ContentNode] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [ContentNode]?) -> [ContentNode] { part ?? [] }
  public static func buildEither(first: [ContentNode]) -> [ContentNode] { first }
  public static func buildEither(second: [ContentNode]) -> [ContentNode] { second }
  public static func buildArray(_ parts: [[ContentNode]]) -> [ContentNode] { parts.flatMap { $0 } }
}

// Leaves and containers that read like SwiftUI's initialisers.
extension ContentNode {
  /// `Text(string)`.
  public static func text(
    _ string: String, font: ContentFont? = nil, color: ColorValue? = nil, lineLimit: Int? = nil,
    alignment: TextAlignment = .leading
  ) -> ContentNode {
    .text(TextContent(string, font: font, color: color, lineLimit: lineLimit, alignment: alignment))
  }

  /// `Image(systemName:)`.
  public static func image(systemName: String) -> ContentNode {
    .image(ImageContent(.system(systemName)))
  }

  /// `Image(path)`, resizable and scaled to `contentMode` (nil stretches).
  public static func image(file path: String, contentMode: ContentMode? = .fill) -> ContentNode {
    .image(ImageContent(.file(path), resizable: true, contentMode: contentMode))
  }

  /// A shape filled with `fill` (nil: the foreground colour).
  public static func shape(_ kind: ShapeKind, fill: ColorValue? = nil) -> ContentNode {
    .shape(ShapeContent(kind, fill: fill.map { .color($0) }))
  }

  /// A shape filled with a gradient (`.fill(LinearGradient(…))`).
  public static func shape(_ kind: ShapeKind, gradient: LinearGradient) -> ContentNode {
    .shape(ShapeContent(kind, fill: .linearGradient(gradient)))
  }

  /// `Spacer()` or `Spacer(minLength:)`.
  public static func spacer(_ minLength: Double? = nil) -> ContentNode {
    .spacer(minLength: minLength)
  }

  /// `VStack(alignment:spacing:) { … }`.
  public static func vstack(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ContentBuilder _ children: () -> [ContentNode]
  ) -> ContentNode {
    .stack(
      StackContent(
        .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing, children: children()))
  }

  /// `HStack(alignment:spacing:) { … }`.
  public static func hstack(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ContentBuilder _ children: () -> [ContentNode]
  ) -> ContentNode {
    .stack(
      StackContent(
        .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing, children: children()))
  }

  /// `ZStack(alignment:) { … }`.
  public static func zstack(
    alignment: Alignment = .center, @ContentBuilder _ children: () -> [ContentNode]
  ) -> ContentNode {
    .stack(StackContent(.overlay, alignment: alignment, children: children()))
  }

  /// `ScrollView(axis) { … }` (a vertical stack of the children).
  public static func scroll(
    _ axis: Axis = .vertical, @ContentBuilder _ children: () -> [ContentNode]
  ) -> ContentNode {
    let nodes = children()
    let content: ContentNode =
      nodes.count == 1
      ? nodes[0]
      : .stack(
        StackContent(
          axis == .vertical ? .vertical : .horizontal, children: nodes))
    return .scroll(ScrollContent(axis == .vertical ? .vertical : .horizontal, content: content))
  }

  /// `LazyVGrid(columns:alignment:spacing:) { … }`.
  public static func grid(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ContentBuilder _ children: () -> [ContentNode]
  ) -> ContentNode {
    .grid(
      GridContent(columns: columns, alignment: alignment, spacing: spacing, children: children()))
  }
}

// Modifiers, as methods.
extension ContentNode {
  /// This node with `modifier` applied.
  public func modifier(_ modifier: Modifier) -> ContentNode { .modified(self, modifier) }

  /// `.padding()` (16 on every edge) or `.padding(amount)`.
  public func padding(_ amount: Double = Modifier.defaultPadding) -> ContentNode {
    modifier(.padding(EdgeInsets(.all, amount)))
  }

  /// `.padding(edges, amount)`.
  public func padding(_ edges: Edges, _ amount: Double = Modifier.defaultPadding) -> ContentNode {
    modifier(.padding(EdgeInsets(edges, amount)))
  }

  /// `.padding(EdgeInsets(...))`.
  public func padding(_ insets: EdgeInsets) -> ContentNode { modifier(.padding(insets)) }

  /// `.frame(width:height:alignment:)`.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ContentNode
  {
    modifier(.frame(width: width, height: height, alignment: alignment))
  }

  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> ContentNode {
    modifier(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  /// `.background(alignment:) { view }`.
  public func background(_ node: ContentNode, alignment: Alignment = .center) -> ContentNode {
    modifier(.background(node, alignment: alignment))
  }

  /// `.background(color)`.
  public func background(_ color: ColorValue) -> ContentNode {
    modifier(.background(.color(color), alignment: .center))
  }

  /// `.background(LinearGradient(…))`.
  public func background(_ gradient: LinearGradient) -> ContentNode {
    modifier(.background(.linearGradient(gradient), alignment: .center))
  }

  /// `.overlay(alignment:) { view }`.
  public func overlay(_ node: ContentNode, alignment: Alignment = .center) -> ContentNode {
    modifier(.overlay(node, alignment: alignment))
  }

  public func offset(x: Double = 0, y: Double = 0) -> ContentNode { modifier(.offset(x: x, y: y)) }
  public func opacity(_ value: Double) -> ContentNode { modifier(.opacity(value)) }
  public func cornerRadius(_ radius: Double) -> ContentNode { modifier(.cornerRadius(radius)) }
  public func clipShape(_ shape: ShapeKind) -> ContentNode { modifier(.clipShape(shape)) }

  public func shadow(
    color: ColorValue = .semantic(.black).opacity(0.33), radius: Double, x: Double = 0,
    y: Double = 0
  ) -> ContentNode {
    modifier(.shadow(radius: radius, x: x, y: y, color: color))
  }

  public func font(_ font: ContentFont) -> ContentNode { modifier(.font(font)) }
  public func foregroundColor(_ color: ColorValue) -> ContentNode {
    modifier(.foregroundColor(color))
  }

  /// `.fixedSize()` or `.fixedSize(horizontal:vertical:)`.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ContentNode {
    modifier(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  public func layoutPriority(_ priority: Double) -> ContentNode {
    modifier(.layoutPriority(priority))
  }

  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ContentNode {
    modifier(.aspectRatio(ratio, contentMode: contentMode))
  }

  public func ignoresSafeArea(_ edges: Edges = .all) -> ContentNode {
    modifier(.ignoresSafeArea(edges))
  }

  /// Records where this node came from (a scene field path or `File.swift:line:column`).
  public func source(_ source: String) -> ContentNode { modifier(.source(source)) }

  /// Names this node for a live program: its frame on screen is reported under `id`.
  public func id(_ id: String) -> ContentNode { modifier(.id(id)) }

  /// Reports a tap on this node to a live program under `name`.
  public func action(_ name: String) -> ContentNode { modifier(.action(name)) }

  /// `Image(...).resizable()`; other nodes are returned as they are.
  public func resizable() -> ContentNode {
    guard case .image(var image) = self else { return self }
    image.resizable = true
    return .image(image)
  }
}
