/// Where children line up across a vertical stack (SwiftUI's `HorizontalAlignment`).
public enum HorizontalAlignment: String, Sendable, Equatable, Hashable, CaseIterable {
  case leading, center, trailing
}

/// Where children line up across a horizontal stack (SwiftUI's `VerticalAlignment`);
/// the baselines are those of the first or last line of text in each child.
public enum VerticalAlignment: String, Sendable, Equatable, Hashable, CaseIterable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-axis alignment (SwiftUI's `Alignment`): where a child sits in a frame or an overlay
/// stack.
public struct Alignment: Sendable, Equatable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A scroll view's or a stack's main axis.
public enum Axis: String, Sendable, Equatable, Hashable, CaseIterable {
  case horizontal, vertical
}

/// Insets on each edge, in points (SwiftUI's `EdgeInsets`).
public struct EdgeInsets: Sendable, Equatable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `amount` on each of `edges`, zero elsewhere.
  public init(_ edges: Edges, _ amount: Double) {
    self.init(
      top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
      bottom: edges.contains(.bottom) ? amount : 0,
      trailing: edges.contains(.trailing) ? amount : 0)
  }
}

/// A set of edges (SwiftUI's `Edge.Set`).
public struct Edges: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let top = Edges(rawValue: 1)
  public static let leading = Edges(rawValue: 2)
  public static let bottom = Edges(rawValue: 4)
  public static let trailing = Edges(rawValue: 8)
  public static let horizontal: Edges = [.leading, .trailing]
  public static let vertical: Edges = [.top, .bottom]
  public static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// How content meets a frame of another aspect ratio (SwiftUI's `ContentMode`).
public enum ContentMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Scaled to fit inside the frame.
  case fit
  /// Scaled to cover the frame.
  case fill
}
