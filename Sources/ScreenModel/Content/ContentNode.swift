/// A view of a screen's content, as SwiftUI builds it: leaves (text, images, shapes, colours),
/// containers (stacks, scroll views, grids) and controls, each possibly wrapped in modifiers.
///
/// ```swift
/// let row = ContentNode.hstack(spacing: 12) {
///   ContentNode.image(systemName: "airplane").foregroundColor(.semantic(.orange))
///   ContentNode.text("Airplane Mode")
///   ContentNode.spacer()
/// }
/// .padding(.horizontal, 16)
/// ```
public indirect enum ContentNode: Sendable, Equatable, Hashable {
  case text(TextContent)
  case image(ImageContent)
  case shape(ShapeContent)
  /// A colour as a view: greedy, it fills what it is offered.
  case color(ColorValue)
  /// A `LinearGradient` as a view: greedy like a colour, it fills what it is offered.
  case linearGradient(LinearGradient)
  /// Flexible space along its stack's axis; `minLength` nil takes the default (8 pt).
  case spacer(minLength: Double?)
  /// A hairline across its stack's axis (1 pixel on the device).
  case divider
  case stack(StackContent)
  /// A `ScrollView`: its content is offered unlimited room along its axes and scrolls there.
  case scroll(ScrollContent)
  case grid(GridContent)
  /// A `Toggle`: its label, then the switch at the trailing edge.
  case toggle(label: ContentNode, isOn: Bool)
  /// A `Button` drawn with its label (tinted by the role).
  case button(label: ContentNode, role: ButtonRole)
  /// A view NavLab cannot interpret: greedy, drawn as a labelled box.
  case placeholder(name: String)
  case modified(ContentNode, Modifier)
}

/// A button's role (SwiftUI's `ButtonRole`), which sets its label's colour.
public enum ButtonRole: String, Sendable, Equatable, Hashable, CaseIterable {
  /// No role: the tint colour.
  case none
  /// Red.
  case destructive
  case cancel
}
