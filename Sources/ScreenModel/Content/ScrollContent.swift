/// A `ScrollView`: its content is offered unlimited room along its axes and shown through a
/// viewport that a finger, the wheel or the code moves, each scroll view with its own
/// ``ScrollPhysics`` scroller (issue 37, docs/scrolling.md).
///
/// ```swift
/// // ScrollView(.horizontal) { LazyHStack { … }.scrollTargetLayout() }
/// //   .scrollTargetBehavior(.viewAligned).contentMargins(.horizontal, 16)
/// ScrollContent(.horizontal, content: cards, target: .viewAligned,
///               contentMargins: EdgeInsets(.horizontal, 16))
/// ```
public struct ScrollContent: Sendable, Equatable, Hashable {
  /// The axes the content scrolls along.
  public var axes: ScrollAxes
  public var content: ContentNode
  /// Where a gesture comes to rest (`.scrollTargetBehavior`).
  public var target: ScrollTarget
  /// Whether scroll indicators show (`.scrollIndicators`, `showsIndicators:`).
  public var indicators: ScrollIndicatorVisibility
  /// Room around the content inside the scroll view (`.contentMargins(_:_:for:)` on the
  /// scroll content): the content rests inset by these, and scrolls through them.
  public var contentMargins: EdgeInsets
  /// False with `.scrollClipDisabled()`: content is drawn outside the scroll view's bounds.
  public var clipsContent: Bool
  /// Where the content starts (`.defaultScrollAnchor`); nil: its top leading corner.
  public var anchor: Alignment?
  /// Whether it bounces when its content fits (`.scrollBounceBehavior`).
  public var bounce: ScrollBounceBehavior
  /// The name a live program knows the scroll view by: its geometry and phase are reported
  /// under it, and `scrollTo` / `.scrollPosition(id:)` move it (nil: unnamed).
  public var name: String?

  public init(
    _ axes: ScrollAxes, content: ContentNode, target: ScrollTarget = .free,
    indicators: ScrollIndicatorVisibility = .automatic, contentMargins: EdgeInsets = EdgeInsets(),
    clipsContent: Bool = true, anchor: Alignment? = nil,
    bounce: ScrollBounceBehavior = .automatic, name: String? = nil
  ) {
    self.axes = axes
    self.content = content
    self.target = target
    self.indicators = indicators
    self.contentMargins = contentMargins
    self.clipsContent = clipsContent
    self.anchor = anchor
    self.bounce = bounce
    self.name = name
  }
}

/// The axes a scroll view scrolls along (SwiftUI's `Axis.Set` for `ScrollView`).
public enum ScrollAxes: String, Sendable, Equatable, Hashable, CaseIterable {
  case vertical, horizontal, both

  /// Whether the content scrolls along `axis`.
  public func contains(_ axis: Axis) -> Bool {
    switch self {
    case .both: true
    case .vertical: axis == .vertical
    case .horizontal: axis == .horizontal
    }
  }

  /// The axis of a one-axis scroll view (vertical for both).
  public var primary: Axis { self == .horizontal ? .horizontal : .vertical }
}

/// Where a scroll gesture comes to rest (SwiftUI's `ScrollTargetBehavior`, UIKit's
/// `isPagingEnabled`).
public enum ScrollTarget: Sendable, Equatable, Hashable {
  /// Wherever its momentum ends.
  case free
  /// On a multiple of the scroll view's visible length, at most one page a gesture
  /// (`.paging`, `isPagingEnabled`).
  case paging
  /// On the leading edge of a child of the content's ``Modifier/scrollTargetLayout`` stack,
  /// less the content margin; `limitedToOnePage`: at most a page of children a gesture
  /// (`.viewAligned(limitBehavior: .always)`; iPhone's `.automatic` is `.always` in compact
  /// width, Apple docs).
  case viewAligned(limitedToOnePage: Bool)
}

/// SwiftUI's `ScrollIndicatorVisibility`.
public enum ScrollIndicatorVisibility: String, Sendable, Equatable, Hashable, CaseIterable {
  case automatic, visible, hidden, never
}

/// SwiftUI's `ScrollBounceBehavior`: whether content that fits still bounces.
public enum ScrollBounceBehavior: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Always bounces (iOS's default for a vertical `ScrollView`).
  case automatic
  case always
  /// Bounces only when the content is larger than the scroll view.
  case basedOnSize
}
