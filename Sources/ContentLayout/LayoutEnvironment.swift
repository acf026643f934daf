import NavGeometry
import ScreenModel

/// What layout needs besides the content: how text measures, the Dynamic Type size, the safe
/// area and the display's scale (frames are rounded to its pixels, as SwiftUI rounds them).
public struct LayoutEnvironment: Sendable {
  public var textMeasure: any TextMeasuring
  public var dynamicTypeSize: DynamicTypeSize
  /// The safe area's insets around the laid-out content, in points.
  public var safeArea: EdgeInsets
  /// Pixels per point (3 on an iPhone 16); a divider is one pixel thick.
  public var displayScale: Double
  /// Image files' sizes in points, by path (a non-resizable image is drawn at its size; one
  /// missing here is taken as ``unknownImageSize``).
  public var imageSizes: [String: Size]
  /// The size a `.containerRelativeFrame` outside any scroll view measures: the screen's
  /// content area (nil: the size proposed to the content, 0 where it is unspecified).
  public var containerSize: Size?

  public init(
    textMeasure: any TextMeasuring = EstimatedTextMeasure(),
    dynamicTypeSize: DynamicTypeSize = .large,
    safeArea: EdgeInsets = EdgeInsets(), displayScale: Double = 3, imageSizes: [String: Size] = [:],
    containerSize: Size? = nil
  ) {
    self.containerSize = containerSize
    self.textMeasure = textMeasure
    self.dynamicTypeSize = dynamicTypeSize
    self.safeArea = safeArea
    self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 3
    self.imageSizes = imageSizes
  }

  /// The size taken for an image file whose size is not known.
  public static let unknownImageSize = Size(width: 100, height: 100)
}
