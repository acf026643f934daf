import NavGeometry
import ScrollPhysics

/// What every behaviour may read about its screen at one instant: a snapshot of the device,
/// the main scroller and the screen's arrangement, taken before the behaviours are visited (so
/// a behaviour never reads the screen while the screen changes it).
struct BehaviourContext: Sendable {
  var device: Device
  var time: Double
  /// The main scroller's offset, its largest resting offset and its phase.
  var offset: Double
  var maxOffset: Double
  var phase: ScrollPhase
  /// Whether the screen's title shows large (resolved against the stack when it was made).
  var isLarge: Bool
  var insets: ContentInsets
  /// Viewport y of content y = 0 now.
  var contentOrigin: Double
  /// The engine's top bar style, read by the top bar's update.
  var topBarStyle = CollapsingTopBarLayout.Style.seed

  /// The navigation bar's layout at this offset: the compact bar, the large title and the
  /// search strip all follow it.
  var navigationBar: LargeTitleLayout {
    LargeTitleLayout(
      offset: offset, topInset: device.navigationBarTop, width: device.size.width,
      isLarge: isLarge, searchAreaHeight: insets.barExtension)
  }
}
