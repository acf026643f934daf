import NavGeometry
import ScreenModel

/// The size a parent offers a child (SwiftUI's `ProposedViewSize`): on each axis nil asks for
/// the child's ideal size, 0 for its minimum, `.infinity` for its maximum, and any other value
/// is room the child may take, or not.
public struct ProposedSize: Sendable, Equatable, Hashable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Exactly `size`.
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// The ideal size on both axes.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// The minimum size on both axes.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// The maximum size on both axes.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The proposal on `axis`.
  func value(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }

  /// A proposal of `main` along `axis` and `cross` across it.
  static func along(_ axis: Axis, _ main: Double?, cross: Double?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }
}

extension Size {
  /// The length along `axis`.
  func value(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

  static func along(_ axis: Axis, _ main: Double, cross: Double) -> Size {
    axis == .horizontal
      ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }
}
