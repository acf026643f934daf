/// Where a sheet rests and how the screen it is presented over looks (issue 40): pure functions
/// of the device, the design and the sheet's top edge (y from the top of the screen).
///
/// Numbers from Flutter's `CupertinoSheetRoute`, fitted to an iOS 18.0 simulator, and Apple's
/// documentation (docs/references.md "Sheets"; docs/chrome.md "Sheets" lists each with its
/// source).
///
/// ```swift
/// let layout = SheetLayout(device: .iPhone15Pro, design: .ios18)
/// layout.top(of: .large)   // 68.16 (0.08 H)
/// layout.top(of: .medium)  // 426 (half the screen)
/// ```
public struct SheetLayout: Sendable, Equatable {
  /// The full-height sheet's top, as a fraction of the screen's height (Flutter: 0.08 H).
  public static let largeTopFraction = 0.08
  /// The medium detent's height, as a fraction of the screen's (Apple: "approximately half the
  /// height of the screen").
  public static let mediumFraction = 0.5
  /// The presenting screen's scale behind a large sheet (Flutter: 0.9165).
  public static let presentingScale = 0.9165
  /// How far the presenting screen moves down behind a large sheet, as a fraction of the
  /// screen's height (Flutter: 0.07 H).
  public static let presentingSlideFraction = 0.07
  /// The presenting screen's corner radius behind a large sheet (Flutter: 12 pt).
  public static let presentingCornerRadius = 12.0
  /// The sheet's corner radius on iOS 18 (Flutter: 12 pt).
  public static let cornerRadius = 12.0
  /// The dimming over the presenting screen (Flutter: black at 0.10).
  public static let dimOpacity = 0.10
  /// The grabber: 36 × 5 pt (Flutter)...
  public static let grabberSize = Size(width: 36, height: 5)
  /// ...its top 5 pt below the sheet's (Flutter).
  public static let grabberTop = 5.0
  /// Presenting and dismissing take 500 ms (Flutter).
  public static let presentDuration = 0.5
  /// A drag dismisses past this fraction of the smallest sheet's height (Flutter: 48 %)...
  public static let dismissFraction = 0.48
  /// ...or when flung down faster than this many screen heights a second (Flutter: 2.0).
  public static let dismissVelocity = 2.0
  /// UIKit's normal deceleration per millisecond: a release projects where momentum alone
  /// would stop (Apple, "Designing Fluid Interfaces", WWDC 2018).
  public static let projectionRate = 0.998
  /// iOS 26: a sheet below its large detent floats this far in from the sides and the bottom
  /// (eyeballed; Apple documents the floating sheet, not its inset).
  public static let floatingInset = 8.0

  /// The phone's screen width, in points.
  public var screenWidth: Double
  /// The phone's screen height, in points (H).
  public var screenHeight: Double
  /// The home indicator's inset, which `.height` detents sit above.
  public var bottomSafeArea: Double
  /// The screen's corner radius, the presenting screen's before it recedes.
  public var screenCornerRadius: Double
  /// iOS 18's sheet, or iOS 26's floating one.
  public var design: Design

  /// The layout of sheets on `device` in `design`.
  public init(device: Device, design: Design) {
    screenWidth = device.size.width
    screenHeight = device.size.height
    bottomSafeArea = device.bottomSafeArea
    screenCornerRadius = device.screenCornerRadius
    self.design = design
  }

  /// The large sheet's top.
  public var largeTop: Double { Self.largeTopFraction * screenHeight }
  /// The large sheet's height: what the sheet's content is laid out in.
  public var sheetHeight: Double { screenHeight - largeTop }

  /// The sheet's top when it rests at `detent`; never above the large detent's, never below
  /// the screen's bottom less 20 pt.
  public func top(of detent: SheetDetent) -> Double {
    let top: Double
    switch detent {
    case .large: top = largeTop
    case .medium: top = screenHeight * (1 - Self.mediumFraction)
    case .fraction(let fraction): top = screenHeight - fraction * sheetHeight
    case .height(let height): top = screenHeight - height - bottomSafeArea
    }
    return min(max(top, largeTop), screenHeight - 20)
  }

  /// Where a sheet released at `top` moving at `velocity` (pt/s, positive down) would stop
  /// on momentum alone: `top + v · r / (1000 (1 − r))`, r = 0.998.
  public static func projectedTop(_ top: Double, velocity: Double) -> Double {
    top + velocity / 1000 * projectionRate / (1 - projectionRate)
  }

  /// Where a sheet released at `top` with `velocity` comes to rest: one of `tops` (the
  /// detents' tops, ascending: the largest sheet first) or nil, dismissed. When `dismissable`,
  /// a fling down faster than 2 H/s, or a release past 48 % of the smallest sheet's height
  /// below its top, dismisses (Flutter's rule); otherwise the detent nearest the projected
  /// top wins, at most one step from `startTop` (the detent the drag began at), a step below
  /// the smallest being a dismissal.
  public func restingTop(
    releasedAt top: Double, velocity: Double, startTop: Double, tops: [Double], dismissable: Bool
  ) -> Double? {
    guard let smallest = tops.last else { return nil }
    if dismissable {
      if velocity > Self.dismissVelocity * screenHeight { return nil }
      if top > smallest + Self.dismissFraction * (screenHeight - smallest) { return nil }
    }
    let projected = Self.projectedTop(top, velocity: velocity)
    // The start detent's index: the nearest top to where the drag began.
    var start = 0
    for index in tops.indices where abs(tops[index] - startTop) < abs(tops[start] - startTop) {
      start = index
    }
    let lowest = max(0, start - 1)
    let highest = min(tops.count - 1, start + 1)
    var best = tops[start]
    for index in lowest...highest where abs(tops[index] - projected) < abs(best - projected) {
      best = tops[index]
    }
    // One step below the smallest detent is dismissal.
    if dismissable, start == tops.count - 1, abs(screenHeight - projected) < abs(best - projected) {
      return nil
    }
    return best
  }

  /// How far the sheet is towards its large detent, 0…1: from the next smaller detent's top
  /// (or the screen's bottom with one detent) to the large top. Drives the presenting screen's
  /// scale, slide and corners.
  public func largeness(top: Double, tops: [Double]) -> Double {
    guard let first = tops.first, first <= largeTop + 0.5 else { return 0 }
    let from = tops.count > 1 ? tops[1] : screenHeight
    guard from > largeTop else { return 1 }
    return min(max((from - top) / (from - largeTop), 0), 1)
  }

  /// How much the sheet shows, 0…1: from the screen's bottom to the smallest detent's top.
  public func presence(top: Double, tops: [Double]) -> Double {
    let smallest = tops.last ?? largeTop
    guard screenHeight > smallest else { return 1 }
    return min(max((screenHeight - top) / (screenHeight - smallest), 0), 1)
  }

  /// The presenting screen's scale at `largeness` (1 → 0.9165).
  public static func presentingScale(largeness: Double) -> Double {
    1 - (1 - presentingScale) * largeness
  }

  /// How far the presenting screen moves down at `largeness` (0 → 0.07 H).
  public func presentingSlide(largeness: Double) -> Double {
    Self.presentingSlideFraction * screenHeight * largeness
  }

  /// The presenting screen's corner radius at `largeness`: the screen's own, then 12 pt.
  public func presentingRadius(largeness: Double) -> Double {
    screenCornerRadius + (Self.presentingCornerRadius - screenCornerRadius) * largeness
  }

  /// iOS 26's floating inset at `largeness` (8 pt below the large detent, 0 at it); iOS 18: 0.
  public func floatingInset(largeness: Double) -> Double {
    design == .ios26 ? Self.floatingInset * (1 - largeness) : 0
  }

  /// The sheet's corner radius: iOS 18's 12 pt; iOS 26 follows the screen's corners, less the
  /// floating inset.
  public func sheetRadius(largeness: Double) -> Double {
    guard design == .ios26 else { return Self.cornerRadius }
    return max(Self.cornerRadius, screenCornerRadius - floatingInset(largeness: largeness))
  }
}
