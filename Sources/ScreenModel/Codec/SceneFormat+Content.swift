import DisplayList

/// Names used in scene files' content trees.
extension SceneFormat {
  public static let textStyles: [(String, TextStyle)] = TextStyle.allCases.map { ($0.rawValue, $0) }
  /// SwiftUI's `Font.Weight` names, lightest to heaviest.
  public static let fontWeights: [(String, FontWeight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]
  public static let fontDesigns: [(String, FontDesign)] = [
    ("default", .standard), ("rounded", .rounded),
  ]
  public static let semanticColors: [(String, SemanticColor)] = SemanticColor.allCases.map {
    ($0.rawValue, $0)
  }
  public static let horizontalAlignments: [(String, HorizontalAlignment)] = HorizontalAlignment
    .allCases
    .map { ($0.rawValue, $0) }
  public static let verticalAlignments: [(String, VerticalAlignment)] = VerticalAlignment.allCases
    .map {
      ($0.rawValue, $0)
    }
  public static let alignments: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
    ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
  ]
  /// SwiftUI's named `UnitPoint`s, where a gradient starts and ends.
  public static let unitPoints: [(String, UnitPoint)] = [
    ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
    ("center", .center), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
  ]
  public static let textAlignments: [(String, TextAlignment)] = [
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]
  /// A text's `textRole` (the layout dump's role for it).
  public static let textRoles: [(String, LayoutRole)] = TextContent.roles.map { ($0.rawValue, $0) }
  public static let contentModes: [(String, ContentMode)] = ContentMode.allCases.map {
    ($0.rawValue, $0)
  }
  static let axes: [(String, Axis)] = Axis.allCases.map { ($0.rawValue, $0) }
  public static let buttonRoles: [(String, ButtonRole)] = ButtonRole.allCases.map {
    ($0.rawValue, $0)
  }
  public static let cornerStyles: [(String, RoundedCornerStyle)] = RoundedCornerStyle.allCases.map {
    ($0.rawValue, $0)
  }
  /// Where a shape's outline lies (`stroke`'s `placement`).
  public static let strokePlacements: [(String, ShapeStroke.Placement)] =
    ShapeStroke.Placement.allCases.map { ($0.rawValue, $0) }
  public static let simpleShapes: [(String, ShapeKind)] = [
    ("rectangle", .rectangle), ("circle", .circle), ("capsule", .capsule), ("ellipse", .ellipse),
  ]
  public static let edges: [(String, Edges)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
  ]
}
