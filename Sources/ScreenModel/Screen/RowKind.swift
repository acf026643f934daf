import DisplayList

/// What a row shows at its trailing edge, and what a tap on it does.
public enum RowAccessory: String, Sendable, Equatable, CaseIterable {
  /// Value and disclosure chevron; a tap pushes (UITableViewCell `.disclosureIndicator`).
  case disclosure
  /// Nothing at the trailing edge; a tap only highlights.
  case none
  /// An on/off switch (UISwitch); a tap toggles it with its animation and pushes nothing.
  case `switch`
  /// A checkmark when chosen; a tap chooses this row within its section (single choice).
  case checkmark
  /// A − / + stepper (UIStepper, SwiftUI's `Stepper`) at the trailing edge, after the label
  /// (which says the value); a tap acts in place and pushes nothing.
  case stepper
}

/// How a row's label is drawn (`"style"`).
public enum RowLabelStyle: String, Sendable, Equatable, CaseIterable {
  /// The label colour.
  case `default`
  /// A destructive action: the label in system red ("Delete Account").
  case destructive
  /// A button: the label in the tint colour, leading or centred (`align`).
  case button
}

/// The shape of a row's leading image.
public enum ImageShape: String, Sendable, Equatable, CaseIterable {
  /// Corners rounded like a Settings icon tile (7 pt on 29 pt, scaled with the size).
  case rounded
  /// A circle (avatars).
  case round
  /// Square corners.
  case square
}

/// An image a row, header, card or bar shows: the file, and for a row's leading image its
/// size and shape.
public struct RowImage: Sendable, Equatable {
  public var id: ImageID
  /// Side of the square, in points (leading images; thumbnails use the row's height).
  public var size: Double
  public var shape: ImageShape

  public init(path: String, size: Double = 29, shape: ImageShape = .rounded) {
    id = ImageID(path: path)
    self.size = size
    self.shape = shape
  }

  /// Corner radius for a `side`-point square of this shape.
  public func radius(side: Double) -> Double {
    switch shape {
    case .rounded: side * 7 / 29
    case .round: side / 2
    case .square: 0
    }
  }
}

/// One image file a scene refers to, with the field that names it (for error messages).
public struct ImageReference: Sendable, Equatable {
  /// The path, resolved against the scene's folder once decoded.
  public var path: String
  /// The field path, e.g. `list.sections[0].rows[1].image`.
  public var field: String
  /// The side of the square it is always drawn as, in points (a row's leading image), so it
  /// can be decoded straight to that size; nil when its drawn size depends on the layout.
  public var drawnSide: Double?

  public init(path: String, field: String, drawnSide: Double? = nil) {
    self.path = path
    self.field = field
    self.drawnSide = drawnSide
  }
}
