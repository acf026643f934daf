import NavGeometry
import NavLabCore
import ScreenModel
import ScrollPhysics

/// A tuning as an iOS engineer takes it (`navlab export --tuning FILE --as swift|json`): every
/// knob with its unit, what it controls, stock iOS's value, and the UIKit or SwiftUI API that
/// takes it, or, for a knob UIKit does not expose, what to do instead.
///
/// Both formats come from the same ``entries``, so the Swift and the JSON always agree.
public struct TuningExport: Sendable {
  /// One exported number.
  public struct Entry: Sendable, Equatable {
    /// The name in the Swift and the JSON (`decelerationRate`).
    public var name: String
    public var value: Double
    /// "per millisecond", "points", "seconds", …
    public var unit: String
    /// Stock iOS's value (NavLab's default; for header and top bar, the scene's own).
    public var stock: Double
    /// What the number controls, in a line.
    public var controls: String
    /// The Swift declaration that carries it, without `static`; nil for a note-only entry.
    public var declaration: String?
    /// Whether UIKit or SwiftUI takes this number; if not, `instead` says what to do.
    public var exposed: Bool
    public var instead: String?

    /// Whether the tuning moves it away from stock.
    public var isChanged: Bool { abs(value - stock) > 1e-9 * max(1, abs(stock)) }
  }

  public let tuning: Tuning
  /// The tuning file's name and note line, repeated at the top of the output.
  public let source: String
  public let note: String?

  public init(tuning: Tuning, source: String, note: String?) {
    self.tuning = tuning
    self.source = source
    self.note = note
  }

  /// The bounce spring's three forms (``SpringConversion``).
  public var spring: SpringConversion {
    SpringConversion(
      mass: ScrollerConfiguration().springMass, stiffness: tuning.springStiffness,
      dampingRatio: tuning.springDampingRatio)
  }

  /// Where a fling of 1000 pt/s comes to rest with the tuned rate: v / (1000 · −ln r)
  /// (docs/references.md "Momentum scrolling", the closed form of UIScrollView's decay).
  public var restingDistanceOf1000: Double {
    DecayCurve(
      position: 0, velocity: 1000, rate: DecelerationRate(perMillisecond: tuning.decelerationRate)
    ).restingPosition
  }

  /// Every exported number, in output order.
  public var entries: [Entry] {
    let stock = Tuning()
    let stockSpring = TuningExport(tuning: stock, source: "", note: nil).spring
    let spring = spring
    let r = tuning.decelerationRate
    var list = [
      Entry(
        name: "decelerationRate", value: r, unit: "per millisecond", stock: stock.decelerationRate,
        controls:
          "How fast a fling slows: each millisecond keeps this fraction of the velocity. A "
          + "1000 pt/s fling travels \(Self.code(restingDistanceOf1000, 1)) pt. "
          + Self.decelerationRateNote(r),
        declaration:
          "let decelerationRate = UIScrollView.DecelerationRate"
          + (Self.uikitRateName(r).map { ".\($0)" } ?? "(rawValue: \(Self.code(r, 5)))"),
        exposed: true),
      Entry(
        name: "springMass", value: spring.mass, unit: "mass units", stock: stockSpring.mass,
        controls: "The bounce spring's mass (1, as in UIKit's and SwiftUI's defaults).",
        declaration: "let springMass: CGFloat = \(Self.code(spring.mass, 3))", exposed: true),
      Entry(
        name: "springStiffness", value: spring.stiffness, unit: "per second squared (mass 1)",
        stock: stockSpring.stiffness,
        controls: "The bounce spring's stiffness k: how hard content is pulled back to the edge.",
        declaration: "let springStiffness: CGFloat = \(Self.code(spring.stiffness, 3))",
        exposed: true),
      Entry(
        name: "springDampingRatio", value: spring.dampingRatio, unit: "ratio (1: critical)",
        stock: stockSpring.dampingRatio,
        controls: "ζ: 1 comes back without overshoot, below 1 overshoots the edge.",
        declaration: "let springDampingRatio: CGFloat = \(Self.code(spring.dampingRatio, 4))",
        exposed: true),
      Entry(
        name: "springDamping", value: spring.damping, unit: "per second (mass 1)",
        stock: stockSpring.damping, controls: "The damping coefficient c = 2·ζ·√(k·m).",
        declaration: "let springDamping: CGFloat = \(Self.code(spring.damping, 3))", exposed: true),
      Entry(
        name: "springResponse", value: spring.response, unit: "seconds",
        stock: stockSpring.response,
        controls: "The undamped period 2π·√(m/k): SwiftUI's response, iOS 17's duration.",
        declaration: "let springResponse: TimeInterval = \(Self.code(spring.response, 4))",
        exposed: true),
      Entry(
        name: "springBounce", value: spring.bounce, unit: "fraction (-1 to 1)",
        stock: stockSpring.bounce, controls: "iOS 17's bounce: 1 − ζ (1/ζ − 1 when overdamped).",
        declaration: "let springBounce: CGFloat = \(Self.code(spring.bounce, 4))", exposed: true),
      Entry(
        name: "rubberBandConstant", value: tuning.rubberBandConstant, unit: "constant c",
        stock: stock.rubberBandConstant,
        controls:
          "How stiff overscroll feels while dragging past an edge: b(x) = (1 − 1/(x·c/d + 1))·d, "
          + "d the viewport height.",
        declaration: "let rubberBandConstant: CGFloat = \(Self.code(tuning.rubberBandConstant, 3))",
        exposed: false,
        instead:
          "UIScrollView has no API for its rubber band (public re-implementations measure c = "
          + "0.55). Keep UIKit's, or apply rubberBand(_:dimension:) below in your own pan "
          + "handler (a custom sheet or pull-down header) with bounces turned off."),
      Entry(
        name: "largeTitleSnaps", value: tuning.snapsLargeTitle ? 1 : 0, unit: "1 on, 0 off",
        stock: 1,
        controls:
          "A large title left half-collapsed snaps to the nearer end, over "
          + "\(Self.code(NavigationBarMetrics.largeTitleExtension, 0)) pt of scrolling.",
        declaration: "let largeTitleSnaps = \(tuning.snapsLargeTitle)", exposed: false,
        instead:
          "UINavigationBar snaps its large title by itself and has no switch. For a custom "
          + "header, snap in scrollViewWillEndDragging(_:withVelocity:targetContentOffset:): "
          + "move a target inside 0...largeTitleCollapseDistance to the nearer end."),
      Entry(
        name: "largeTitleCollapseDistance", value: NavigationBarMetrics.largeTitleExtension,
        unit: "points", stock: NavigationBarMetrics.largeTitleExtension,
        controls: "Scrolling over which the large title collapses into the inline title.",
        declaration:
          "let largeTitleCollapseDistance: CGFloat = "
          + Self.code(NavigationBarMetrics.largeTitleExtension, 1),
        exposed: false, instead: "Used by the snap above; UIKit's own bar needs nothing."),
      Entry(
        name: "statusBarScrolledThreshold", value: tuning.statusBarThresholds.scrolled,
        unit: "points scrolled", stock: stock.statusBarThresholds.scrolled,
        controls: "Hide until scrolled: the status bar stays hidden while scrolled < this.",
        declaration:
          "let statusBarScrolledThreshold: CGFloat = "
          + Self.code(tuning.statusBarThresholds.scrolled, 1),
        exposed: false,
        instead:
          "In scrollViewDidScroll compare contentOffset.y + "
          + "adjustedContentInset.top with it, return the result from prefersStatusBarHidden "
          + "and call setNeedsStatusBarAppearanceUpdate() (inside UIView.animate to fade)."),
      Entry(
        name: "statusBarPulledThreshold", value: tuning.statusBarThresholds.pulled,
        unit: "points scrolled", stock: stock.statusBarThresholds.pulled,
        controls:
          "Hide until pulled: the status bar stays hidden while scrolled > this (negative: "
          + "pulled down).",
        declaration:
          "let statusBarPulledThreshold: CGFloat = "
          + Self.code(tuning.statusBarThresholds.pulled, 1),
        exposed: false, instead: "As statusBarScrolledThreshold."),
      Entry(
        name: "refreshTrigger", value: tuning.refreshTrigger, unit: "points pulled",
        stock: stock.refreshTrigger, controls: "The pull that starts a refresh.",
        declaration: "let refreshTrigger: CGFloat = \(Self.code(tuning.refreshTrigger, 1))",
        exposed: false,
        instead:
          "UIRefreshControl picks its own distance. To trigger at this one, watch the pull in "
          + "scrollViewDidScroll and call beginRefreshing() yourself."),
      Entry(
        name: "refreshHold", value: tuning.refreshHold, unit: "points",
        stock: stock.refreshHold, controls: "How far a refreshing list stays pulled down.",
        declaration: "let refreshHold: CGFloat = \(Self.code(tuning.refreshHold, 1))",
        exposed: false,
        instead:
          "UIRefreshControl holds at its own height; a custom indicator can set "
          + "contentInset.top to this while refreshing."),
      Entry(
        name: "tabBarMinimizeThreshold", value: tuning.tabBarMinimizeThreshold,
        unit: "points scrolled", stock: stock.tabBarMinimizeThreshold,
        controls: "iOS 26: scrolling one way this far minimizes or expands the tab bar.",
        declaration:
          "let tabBarMinimizeThreshold: CGFloat = \(Self.code(tuning.tabBarMinimizeThreshold, 1))",
        exposed: false,
        instead:
          "iOS 26's tabBarMinimizeBehavior (.onScrollDown) has no distance; the number is "
          + "NavLab's estimate, for review only."),
    ]
    func override(_ name: String, _ value: Double?, _ controls: String) {
      guard let value else { return }
      list.append(
        Entry(
          name: name, value: value, unit: "points", stock: value, controls: controls,
          declaration: "let \(name): CGFloat = \(Self.code(value, 1))", exposed: false,
          instead: "A layout constant of your own header or bar."))
    }
    override("headerHeight", tuning.headerHeight, "The stretchy header's resting height.")
    override("headerMinHeight", tuning.headerMinHeight, "The sticky header's collapsed height.")
    override("topBarThreshold", tuning.topBarThreshold, "Scrolling before the top bar collapses.")
    return list
  }

  /// `value` with at most `decimals` decimals, trailing zeros dropped: Swift and JSON literals.
  /// The name UIKit gives a deceleration rate: `normal` (0.998) or `fast` (0.99); nil for any
  /// other value, which only `DecelerationRate(rawValue:)` can carry.
  public static func uikitRateName(_ rate: Double) -> String? {
    if abs(rate - DecelerationRate.normal.perMillisecond) < 1e-9 { return "normal" }
    if abs(rate - DecelerationRate.fast.perMillisecond) < 1e-9 { return "fast" }
    return nil
  }

  /// What an iOS engineer must know about the exported rate (issue 33): UIKit names two
  /// values, and Apple documents no other, so any other raw value must be tried on a device.
  static func decelerationRateNote(_ rate: Double) -> String {
    if let name = uikitRateName(rate) {
      return "UIKit names this value: UIScrollView.DecelerationRate.\(name)."
    }
    return "UIKit names only two values, .normal (0.998) and .fast (0.99). "
      + "\(code(rate, 5)) is neither: DecelerationRate(rawValue:) accepts it, but Apple "
      + "documents no other value, so check the fling on a device before shipping it."
  }

  static func code(_ value: Double, _ decimals: Int) -> String {
    var text = NumberFormat.fixed(value, decimals)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
