import DisplayList

/// Names used in scene files' content trees.
extension SceneFormat {
  static let textStyles: [(String, TextStyle)] = TextStyle.allCases.map { ($0.rawValue, $0) }
  static let fontWeights: [(String, FontWeight)] = [
    ("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold),
  ]
  static let fontDesigns: [(String, FontDesign)] = [("default", .standard), ("rounded", .rounded)]
  static let semanticColors: [(String, SemanticColor)] = SemanticColor.allCases.map {
    ($0.rawValue, $0)
  }
  static let horizontalAlignments: [(String, HorizontalAlignment)] = HorizontalAlignment.allCases
    .map { ($0.rawValue, $0) }
  static let verticalAlignments: [(String, VerticalAlignment)] = VerticalAlignment.allCases.map {
    ($0.rawValue, $0)
  }
  static let alignments: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
    ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
  ]
  /// SwiftUI's named `UnitPoint`s, where a gradient starts and ends.
  static let unitPoints: [(String, UnitPoint)] = [
    ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
    ("center", .center), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
  ]
  static let textAlignments: [(String, TextAlignment)] = [
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]
  static let contentModes: [(String, ContentMode)] = ContentMode.allCases.map { ($0.rawValue, $0) }
  static let axes: [(String, Axis)] = Axis.allCases.map { ($0.rawValue, $0) }
  static let buttonRoles: [(String, ButtonRole)] = ButtonRole.allCases.map { ($0.rawValue, $0) }
  static let cornerStyles: [(String, RoundedCornerStyle)] = RoundedCornerStyle.allCases.map {
    ($0.rawValue, $0)
  }
  static let simpleShapes: [(String, ShapeKind)] = [
    ("rectangle", .rectangle), ("circle", .circle), ("capsule", .capsule), ("ellipse", .ellipse),
  ]
  static let edges: [(String, Edges)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
  ]
}
