import NavGeometry

/// How a screen looks and moves while it is presented modally: a sheet with detents, or a
/// full-screen cover (SwiftUI's `.sheet` / `.fullScreenCover` and their `presentation…`
/// modifiers, which the presented view carries).
public struct PresentationSpec: Sendable, Equatable {
  /// A sheet over the presenting screen, or a cover that hides it.
  public enum Style: String, Sendable, CaseIterable {
    case sheet
    case fullScreenCover
  }

  /// The grabber at the sheet's top (`.presentationDragIndicator`).
  public enum DragIndicator: String, Sendable, CaseIterable {
    /// Shown when the sheet has more than one detent (SwiftUI's `.automatic`).
    case automatic
    case visible
    case hidden
  }

  /// Whether the presenting screen takes touches behind the sheet
  /// (`.presentationBackgroundInteraction`).
  public enum BackgroundInteraction: Sendable, Equatable {
    /// Disabled (SwiftUI's default on iPhone).
    case automatic
    case disabled
    /// Enabled while the sheet rests at or below `upThrough` (nil: at every detent).
    case enabled(upThrough: SheetDetent?)
  }

  /// What a drag on the sheet's scrolling content does first
  /// (`.presentationContentInteraction`).
  public enum ContentInteraction: String, Sendable, CaseIterable {
    /// Resizes the sheet first (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`, true).
    case automatic
    case resizes
    /// Scrolls the content; only drags outside it resize the sheet.
    case scrolls
  }

  public var style = Style.sheet
  /// Where the sheet may rest, at least one (`.presentationDetents`); default `[.large]`.
  public var detents: [SheetDetent] = [.large]
  /// The detent it opens at (the selection binding's first value); nil: the smallest.
  public var selectedDetent: SheetDetent?
  public var dragIndicator = DragIndicator.automatic
  /// The sheet's top corner radius (`.presentationCornerRadius`); nil: the design's.
  public var cornerRadius: Double?
  /// A drag or a tap outside does not dismiss it (`.interactiveDismissDisabled`).
  public var interactiveDismissDisabled = false
  public var backgroundInteraction = BackgroundInteraction.automatic
  public var contentInteraction = ContentInteraction.automatic

  public init() {}

  /// The detent the sheet opens at: the selection when it is one of the detents, else the
  /// smallest.
  public var initialDetent: SheetDetent {
    if let selectedDetent, detents.contains(selectedDetent) { return selectedDetent }
    return detents.first ?? .large
  }

  /// Whether the grabber shows: asked for, or automatic with more than one detent.
  public var showsDragIndicator: Bool {
    switch dragIndicator {
    case .visible: true
    case .hidden: false
    case .automatic: style == .sheet && detents.count > 1
    }
  }
}
