/// An iPhone model the lab can imitate: screen size in points, pixel scale and the insets that
/// the navigation chrome has to respect.
///
/// Sizes, scales, status-bar heights, safe areas and home-indicator insets come from the device
/// table in docs/references.md (flutter_device_preview device frames; GKNavigationBarSwift#41 for
/// the Dynamic Island figures). Screen corner radii are the commonly published display corner radii
/// of these models; Apple does not document them.
///
/// ```swift
/// let device = Device.named("15-pro") ?? .iPhone15Pro
/// device.topSafeArea  // 59
/// device.next()       // .iPhone15ProMax
/// ```
public struct Device: Sendable, Equatable {
  /// Short stable identifier: "se", "14", "15pro", "16pro", "16promax", "air"…
  public var id: String
  /// Marketing name, e.g. "iPhone 15 Pro".
  public var name: String
  /// Screen size in points, portrait.
  public var size: Size
  /// Physical pixels per point (2 or 3).
  public var scale: Double
  /// Height of the status bar's content area, in points.
  public var statusBarHeight: Double
  /// Top safe-area inset in portrait (content insets; navigation bars start at
  /// ``navigationBarTop``).
  public var topSafeArea: Double
  /// Bottom safe-area inset in portrait: the home indicator (34), or 0 on a home-button phone.
  public var bottomSafeArea: Double
  /// Radius of the rounded screen corners, 0 for a square-cornered screen.
  public var screenCornerRadius: Double
  /// The Dynamic Island cut-out in screen points, or `nil` when the model has none.
  public var dynamicIsland: Rect?
  /// The notch cut-out in screen points (Face ID phones before the Dynamic Island), or `nil`.
  public var notch: Rect?
  /// Left and right safe-area inset: 0 in portrait; in landscape the camera housing's side
  /// (59 pt with a Dynamic Island, 47 with a notch, as UIKit reports), kept on both sides.
  public var sideSafeArea = 0.0

  /// Creates a device description; prefer the presets such as ``iPhone15Pro``.
  public init(
    id: String, name: String, size: Size, scale: Double, statusBarHeight: Double,
    topSafeArea: Double, bottomSafeArea: Double, screenCornerRadius: Double,
    dynamicIsland: Rect?
  ) {
    self.id = id
    self.name = name
    self.size = size
    self.scale = scale
    self.statusBarHeight = statusBarHeight
    self.topSafeArea = topSafeArea
    self.bottomSafeArea = bottomSafeArea
    self.screenCornerRadius = screenCornerRadius
    self.dynamicIsland = dynamicIsland
  }

  /// Where a navigation bar starts: right below the status bar, not at the top safe area. On
  /// Dynamic Island phones UIKit reports a 59 pt safe area but places `UINavigationBar` at
  /// y = 54 (the status bar's height), so the inline title's baseline is at 82 and the large
  /// title's at 134 on the 15 Pro (iOS 17/18 screenshots at 393×852 @3x; the issue's
  /// measurements). On the other models the two are equal; in landscape both are 0.
  /// iOS 26 puts the bar ``navigationBarDrop`` lower (see ``laidOut(for:)``).
  public var navigationBarTop: Double { statusBarHeight + navigationBarDrop }

  /// How much lower than the status bar's bottom the navigation bar starts: 0 for iOS 18,
  /// ``ios26NavigationBarDrop`` for iOS 26 in portrait (set by ``laidOut(for:)``).
  public var navigationBarDrop = 0.0

  /// iOS 26 bars sit 5.67 pt (17 px @3x) lower than iOS 18's on the same phone: the back
  /// button's frame centre is at y = 84.00 on iOS 26.2 against 78.33 on iOS 18.5 (402×874
  /// @3x snapshot references, issue 31). Measured on that phone only; applied to every phone
  /// with a status bar.
  public static let ios26NavigationBarDrop = 84.0 - 78.33

  /// This phone with its bars placed as `design` places them: iOS 26 lowers the navigation bar
  /// by ``ios26NavigationBarDrop`` in portrait (landscape has no status bar to measure from,
  /// and stays as iOS 18).
  public func laidOut(for design: Design) -> Device {
    var device = self
    device.navigationBarDrop =
      design == .ios26 && statusBarHeight > 0 ? Device.ios26NavigationBarDrop : 0
    return device
  }

  /// Width of one physical pixel in points; hairlines are drawn this thick.
  public var hairline: Double { 1 / scale }

  /// The whole screen as a rectangle at the origin.
  public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

  // Dynamic Island size and position on the 15 Pro models (GKNavigationBarSwift#41, via
  // docs/references.md): 126.0 × 37.33 pt, centred, 11 pt below the top edge.
  static func island(screenWidth: Double) -> Rect {
    let width = 126.0
    return Rect(x: (screenWidth - width) / 2, y: 11.0, width: width, height: 37.33)
  }

  /// iPhone SE (3rd generation): 375 × 667 @2x, 20 pt status bar, no home indicator.
  public static let se = Device(
    id: "se", name: "iPhone SE", size: Size(width: 375, height: 667), scale: 2,
    statusBarHeight: 20, topSafeArea: 20, bottomSafeArea: 0, screenCornerRadius: 0,
    dynamicIsland: nil)

  // The iPhone 13/14 notch: 26 mm wide (phonearena, "iPhone 13 notch size leak": 0.99 in
  // against the 35 mm of iPhone X…12), on a 1170 px panel at 460 ppi (64.6 mm across 390 pt):
  // 26 / 64.6 · 390 ≈ 157 pt. It is about 5.3 mm tall, a little taller than the iPhone 12's
  // 30 pt (ithinkdiff, "iPhone 13 notch: 20% smaller but slightly taller"): 32 pt.
  static let iPhone14Notch = Rect(x: (390 - 157) / 2, y: 0, width: 157, height: 32)

  /// iPhone 14: 390 × 844 @3x, notch, 47 pt status bar.
  public static let iPhone14: Device = {
    var device = Device(
      id: "14", name: "iPhone 14", size: Size(width: 390, height: 844), scale: 3,
      statusBarHeight: 47, topSafeArea: 47, bottomSafeArea: 34, screenCornerRadius: 47.33,
      dynamicIsland: nil)
    device.notch = iPhone14Notch
    return device
  }()

  /// iPhone 15 Pro: 393 × 852 @3x, Dynamic Island, 54 pt status bar, 59 pt top safe area.
  public static let iPhone15Pro = Device(
    id: "15pro", name: "iPhone 15 Pro", size: Size(width: 393, height: 852), scale: 3,
    statusBarHeight: 54, topSafeArea: 59, bottomSafeArea: 34, screenCornerRadius: 55,
    dynamicIsland: island(screenWidth: 393))

  /// iPhone 15 Pro Max: 430 × 932 @3x, Dynamic Island, 54 pt status bar, 59 pt top safe area.
  public static let iPhone15ProMax = Device(
    id: "15promax", name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
    statusBarHeight: 54, topSafeArea: 59, bottomSafeArea: 34, screenCornerRadius: 55,
    dynamicIsland: island(screenWidth: 430))

  /// Every preset, smallest first (by width, then height); ``next()`` cycles in this order.
  public static let all: [Device] = [
    .se, .iPhone14, .iPhone16e, .iPhone15Pro, .iPhone16, .iPhone16Pro, .iPhone17,
    .iPhone17Pro, .iPhoneAir, .iPhone15ProMax, .iPhone16Plus, .iPhone16ProMax, .iPhone17ProMax,
  ]

  /// The preset for `id`, ignoring case, spaces, dashes, underscores, dots, brackets and a
  /// leading "iphone": "15pro", "iPhone 15 Pro", "15-pro" and "iphone15pro" all match.
  public static func named(_ id: String) -> Device? {
    var key = ""
    for character in id.lowercased()
    where character.isLetter || character.isNumber {
      key.append(character)
    }
    if key.hasPrefix("iphone") { key.removeFirst("iphone".count) }
    // Accept the SE's generation suffix ("iPhone SE (3rd generation)", "se3").
    if key == "se3" || key == "se3rdgeneration" || key == "se3rdgen" { key = "se" }
    for device in all where device.id == key { return device }
    return nil
  }

  /// Whether the screen is wider than tall.
  public var isLandscape: Bool { size.width > size.height }

  /// The same phone turned on its side, camera on the left. iPhones hide the status bar in
  /// landscape, so there is no top inset; Face ID phones keep a 21 pt home-indicator inset
  /// (UIKit's landscape safe area). Turning a landscape device gives it back in portrait.
  public func rotated() -> Device {
    var turned = self
    turned.size = Size(width: size.height, height: size.width)
    if isLandscape {
      guard let portrait = Device.all.first(where: { $0.id == id }) else { return turned }
      return portrait
    }
    turned.statusBarHeight = 0
    turned.navigationBarDrop = 0
    // The side inset is the portrait top inset (59 or 62 with a Dynamic Island, 47 with the
    // notch), as UIKit reports it.
    turned.sideSafeArea = bottomSafeArea > 0 ? topSafeArea : 0
    turned.topSafeArea = 0
    turned.bottomSafeArea = bottomSafeArea > 0 ? 21 : 0
    // The camera housing ends up on the left edge, centred vertically.
    func turn(_ cutOut: Rect) -> Rect {
      Rect(
        x: cutOut.minY, y: (size.width - cutOut.width) / 2, width: cutOut.height,
        height: cutOut.width)
    }
    turned.dynamicIsland = dynamicIsland.map(turn)
    turned.notch = notch.map(turn)
    return turned
  }

  /// The preset after this one in ``all``, wrapping around; an unknown device gives the first.
  public func next() -> Device {
    let devices = Device.all
    guard let index = devices.firstIndex(where: { $0.id == id }) else { return devices[0] }
    return devices[(index + 1) % devices.count]
  }
}
