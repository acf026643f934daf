import NavGeometry

// Scroll views and the scroll modifiers, as SwiftUI writes them (issue 37).
extension ContentNode {
  /// `ScrollView(axes) { content }` with its behaviours (`.scrollTargetBehavior`,
  /// `.contentMargins`, `.scrollIndicators`, …).
  public static func scrollView(
    _ axes: ScrollAxes, target: ScrollTarget = .free, contentMargins: EdgeInsets = EdgeInsets(),
    indicators: ScrollIndicatorVisibility = .automatic, clipsContent: Bool = true,
    anchor: Alignment? = nil, bounce: ScrollBounceBehavior = .automatic, name: String? = nil,
    content: () -> ContentNode
  ) -> ContentNode {
    .scroll(
      ScrollContent(
        axes, content: content(), target: target, indicators: indicators,
        contentMargins: contentMargins, clipsContent: clipsContent, anchor: anchor,
        bounce: bounce, name: name))
  }

  /// `.scrollTargetLayout()`: this stack's views are where a view-aligned scroll view rests.
  public func scrollTargetLayout() -> ContentNode { modifier(.scrollTargetLayout) }

  /// `.containerRelativeFrame(axes, count:span:spacing:alignment:)`.
  public func containerRelativeFrame(
    _ axes: ScrollAxes, count: Int = 1, span: Int = 1, spacing: Double = 0,
    alignment: Alignment = .center
  ) -> ContentNode {
    modifier(
      .containerRelativeFrame(
        ContainerRelativeFrame(
          axes, count: count, span: span, spacing: spacing, alignment: alignment)))
  }

  /// `.scrollTransition(…)`: the effect at each phase as the view leaves its scroll view.
  public func scrollTransition(_ transition: ScrollTransition) -> ContentNode {
    modifier(.scrollTransition(transition))
  }
}
