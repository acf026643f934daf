/// The bounds of a flexible `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`;
/// nil leaves that bound to the child.
public struct FlexibleFrame: Sendable, Equatable, Hashable {
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: Alignment

  public init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

/// A view modifier; ``ContentNode/modified(_:_:)`` applies one to a node.
public enum Modifier: Sendable, Equatable, Hashable {
  /// `.padding(...)`; `.padding()` is 16 on every edge (``Modifier/defaultPadding``).
  case padding(EdgeInsets)
  /// `.frame(width:height:alignment:)`: nil keeps the child's size on that axis.
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case flexibleFrame(FlexibleFrame)
  /// A view drawn behind, offered the modified view's size.
  case background(ContentNode, alignment: Alignment)
  /// A view drawn in front, offered the modified view's size.
  case overlay(ContentNode, alignment: Alignment)
  /// Moves the drawing, not the layout.
  case offset(x: Double, y: Double)
  case opacity(Double)
  /// Clips to a rounded rectangle of this radius.
  case cornerRadius(Double)
  case clipShape(ShapeKind)
  case shadow(radius: Double, x: Double, y: Double, color: ColorValue)
  /// The font of the text inside (inherited).
  case font(ContentFont)
  /// The colour of the text, symbols and unfilled shapes inside (inherited).
  case foregroundColor(ColorValue)
  /// Offers nil (the ideal size) on the axes that are true.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// Stacks offer room to higher priorities first.
  case layoutPriority(Double)
  /// A tap on the node pushes the inline scene with this `screenID` (a `NavigationLink` in
  /// content); the engine finds the scene in the screen's destinations.
  case push(String)
  /// A tap on the node shows this menu beside it (a `Menu` in content: the node is its label).
  case menu(MenuSpec)
  /// Constrains the child to `ratio` (width / height; nil: the child's own ideal ratio).
  case aspectRatio(Double?, contentMode: ContentMode)
  /// Lets the view extend into the safe area on these edges.
  case ignoresSafeArea(Edges)
  /// Where the node came from: a scene field path or `File.swift:line:column`.
  case source(String)
  /// Names the node for a live program (issue 30): its frame on screen is reported each
  /// frame under this id (what `onGeometryChange` and a `GeometryReader` read).
  case id(String)
  /// A tap on the node is reported to a live program under this name (a `Button`'s action).
  case action(String)
  /// Names the subtree for live patches: a live answer replaces the subtree with this name
  /// (the importer's stable identity of a view; issue 38, docs/live.md).
  case node(String)
  /// `.scrollTargetLayout()`: the children of this stack are the targets a `.viewAligned`
  /// scroll view rests on.
  case scrollTargetLayout
  /// `.containerRelativeFrame(…)`: a size taken from the nearest scroll view (or the screen).
  case containerRelativeFrame(ContainerRelativeFrame)
  /// `.scrollTransition(…)`: an effect that follows the view's position in its scroll view.
  case scrollTransition(ScrollTransition)

  /// What `.padding()` with no amount adds on iOS, in points (SwiftUI's default padding is
  /// 16 on iOS: WWDC19 "Building Custom Views with SwiftUI" shows `.padding()` as 16 pt, and
  /// AccessibilitySnapshot's references measure it; docs/layout.md).
  public static let defaultPadding = 16.0
}
