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
}
