/// The iPhone 16 family and later (2024–2025).
///
/// Screen sizes and scales are Apple's published logical resolutions (Apple's Human Interface
/// Guidelines, "Layout", device screen sizes table; also useyourloaf.com, "iPhone 16 Screen
/// Sizes" and "iPhone 17 Screen Sizes"): 16e 390 × 844, 16 and 16 Plus 393 × 852 and
/// 430 × 932 (as the 15 and 15 Plus), 16 Pro and 17 Pro 402 × 874, 16 Pro Max and 17 Pro Max
/// 440 × 956, Air 420 × 912, and the 17 402 × 874 (not 393 × 852: the 17 took the Pro's 6.3"
/// panel), all @3x.
///
/// Safe areas: the 402 and 440 pt wide phones report a 62 pt top inset and 34 pt bottom
/// (useyourloaf.com, "iPhone 16 Screen Sizes"; OnsenUI/OnsenUI#3083 found the 16 Pro's top
/// inset larger than the 15's 59; public device tables in design kits and web test suites list
/// 402 × 874 / 62 / 34 and 440 × 956 / 62 / 34), the Air 68 pt top and 34 bottom (the same
/// tables: 420 × 912 / 68 / 34). The 16 and 16 Plus keep the 15's 54 pt status bar and 59 pt
/// inset, the 16e the 14's notch and 47 pt. On the 62 and 68 pt phones the status bar is taken
/// as tall as the inset (the design kits draw a 62 pt status bar on 402 × 874): unlike the
/// 15 Pro (54 / 59), no screenshot measurement of the navigation bar's position exists here yet.
///
/// Corner radii are the commonly published display corner radii (UIScreen's private
/// `_displayCornerRadius` as collected by e.g. kylebshr/ScreenCorners): 62 pt on the 16 Pro,
/// 17 and Air families, 55 on the 16 and 16 Plus, 47.33 on the 16e. The Dynamic Island is the
/// 15 Pro's 126 × 37.33 pt at 11 pt from the top, centred (Apple publishes no size; the 16 Pro's
/// island looks the same in its screenshots).
extension Device {
  /// A Dynamic Island phone with a 34 pt home-indicator inset, @3x.
  private static func island(
    id: String, name: String, width: Double, height: Double, statusBar: Double,
    topSafeArea: Double, cornerRadius: Double
  ) -> Device {
    Device(
      id: id, name: name, size: Size(width: width, height: height), scale: 3,
      statusBarHeight: statusBar, topSafeArea: topSafeArea, bottomSafeArea: 34,
      screenCornerRadius: cornerRadius, dynamicIsland: island(screenWidth: width))
  }

  /// iPhone 16e: 390 × 844 @3x, the iPhone 14's notch and 47 pt status bar.
  public static let iPhone16e: Device = {
    var device = Device(
      id: "16e", name: "iPhone 16e", size: Size(width: 390, height: 844), scale: 3,
      statusBarHeight: 47, topSafeArea: 47, bottomSafeArea: 34, screenCornerRadius: 47.33,
      dynamicIsland: nil)
    device.notch = iPhone14Notch
    return device
  }()

  /// iPhone 16: 393 × 852 @3x, as the 15: Dynamic Island, 54 pt status bar, 59 pt top inset.
  public static let iPhone16 = island(
    id: "16", name: "iPhone 16", width: 393, height: 852, statusBar: 54, topSafeArea: 59,
    cornerRadius: 55)

  /// iPhone 16 Plus: 430 × 932 @3x, as the 15 Plus.
  public static let iPhone16Plus = island(
    id: "16plus", name: "iPhone 16 Plus", width: 430, height: 932, statusBar: 54,
    topSafeArea: 59, cornerRadius: 55)

  /// iPhone 16 Pro: 402 × 874 @3x, 62 pt top inset.
  public static let iPhone16Pro = island(
    id: "16pro", name: "iPhone 16 Pro", width: 402, height: 874, statusBar: 62,
    topSafeArea: 62, cornerRadius: 62)

  /// iPhone 16 Pro Max: 440 × 956 @3x, 62 pt top inset.
  public static let iPhone16ProMax = island(
    id: "16promax", name: "iPhone 16 Pro Max", width: 440, height: 956, statusBar: 62,
    topSafeArea: 62, cornerRadius: 62)

  /// iPhone 17: 402 × 874 @3x (the 16 Pro's panel), 62 pt top inset.
  public static let iPhone17 = island(
    id: "17", name: "iPhone 17", width: 402, height: 874, statusBar: 62, topSafeArea: 62,
    cornerRadius: 62)

  /// iPhone 17 Pro: 402 × 874 @3x, 62 pt top inset.
  public static let iPhone17Pro = island(
    id: "17pro", name: "iPhone 17 Pro", width: 402, height: 874, statusBar: 62,
    topSafeArea: 62, cornerRadius: 62)

  /// iPhone 17 Pro Max: 440 × 956 @3x, 62 pt top inset.
  public static let iPhone17ProMax = island(
    id: "17promax", name: "iPhone 17 Pro Max", width: 440, height: 956, statusBar: 62,
    topSafeArea: 62, cornerRadius: 62)

  /// iPhone Air: 420 × 912 @3x, 68 pt top inset.
  public static let iPhoneAir = island(
    id: "air", name: "iPhone Air", width: 420, height: 912, statusBar: 68, topSafeArea: 68,
    cornerRadius: 62)
}
