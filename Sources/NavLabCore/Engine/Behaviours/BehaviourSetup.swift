import ContentLayout
import NavGeometry
import ScreenModel

/// What a behaviour is made from, once, with its screen: the screen's description, the device,
/// whether the title shows large, and how content is laid out.
struct BehaviourSetup {
  /// The screen's description, its rows' heights fitted to their content.
  let spec: ScreenSpec
  let device: Device
  let isLarge: Bool
  /// The content's width, between the side insets.
  let width: Double
  let environment: LayoutEnvironment
  let metrics: ListMetrics
  /// Rows with content of their own, laid out once per row of the scene's pattern.
  let rowLayouts: [LaidOutContent?]
  /// Dynamic Type: a kept block must have been laid out at this size.
  let textSize: TextSize
  /// The same screen before a live answer changed its scene (issue 38): its blocks whose
  /// trees did not change are kept, or have only their changed named subtrees laid out again.
  let previous: ScreenState?

  /// The block in `slot` laid out from `tree` for `proposal`, or the previous state's layout
  /// of it when that is what laying it out would give
  /// (``ScreenState/reusableLayout(_:tree:for:textSize:in:)``).
  func layout(_ slot: ContentSlot, _ tree: ContentNode, _ proposal: ProposedSize)
    -> LaidOutContent
  {
    previous?.reusableLayout(slot, tree: tree, for: spec, textSize: textSize, in: environment)
      ?? ContentLayout.layout(tree, proposal: proposal, in: environment)
  }
}
