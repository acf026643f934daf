import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel

/// The chrome of each screen as functions of the scroll offset, sampled from the pure layouts
/// (`LargeTitleLayout`, `TitleCardLayout`, `StickyHeaderLayout`, `CollapsingTopBarLayout`,
/// `StatusBarPolicy`) for `navlab plot`.
///
/// Offsets are points scrolled from the resting top: positive when the content moved up,
/// negative when it is pulled down. Values that the app animates over time (the 150 ms title
/// cross-fade, seed 003's 0.35 s linear top-bar animation) are plotted as their targets; the
/// legends say so.
///
/// ```swift
/// let panels = GeometryCurves.panels(screen: "blog", device: .iPhone15Pro, range: -150...600)
/// panels?[0].series("top_bar_height")?.value(at: 10)  // 300
/// ```
public enum GeometryCurves {
  /// The offsets plotted by default.
  public static let defaultRange = -150.0...600.0
  /// Screens accepted by `navlab plot --screen`, besides "all".
  public static let screens = ["settings", "feed", "album", "blog", "chrome"]
  /// The status-bar panel zooms in on the seed-002 thresholds (3 and −2 pt).
  public static let statusBarRange = -10.0...10.0

  /// The panels of `screen` ("settings", "feed", "album", "blog", "chrome" (issue 14's search
  /// field, refresh and tab bar) or "all"), followed by the
  /// status-bar panel; nil for an unknown screen.
  public static func panels(
    screen: String, device: Device, range: ClosedRange<Double> = defaultRange, step: Double = 1
  ) -> [ChartPanel]? {
    var panels: [ChartPanel]
    switch screen.lowercased() {
    case "settings": panels = settings(device: device, range: range, step: step)
    case "feed": panels = feed(device: device, range: range, step: step)
    case "album": panels = album(device: device, range: range, step: step)
    case "blog": panels = blog(range: range, step: step)
    case "chrome": panels = chrome(device: device, range: range, step: step)
    case "all":
      panels =
        settings(device: device, range: range, step: step)
        + feed(device: device, range: range, step: step)
        + album(device: device, range: range, step: step)
        + blog(range: range, step: step)
    default: return nil
    }
    return panels + [statusBar()]
  }

  static func offsetAxis(_ range: ClosedRange<Double>) -> ChartAxis {
    ChartAxis(title: "scroll offset (pt)", range: range, tickCount: 8)
  }

  /// iOS 17 Settings (large title, with the search strip its scene declares): the titles'
  /// cross-fade targets, the bar background's opacity and the large title's pull-down scale.
  public static func settings(
    device: Device, range: ClosedRange<Double> = defaultRange, step: Double = 1
  ) -> [ChartPanel] {
    let search = ScreenState.searchAreaHeight(ScreenCatalog.settings())
    func bar(_ offset: Double) -> LargeTitleLayout {
      LargeTitleLayout(
        offset: offset, topInset: device.navigationBarTop, width: device.size.width, isLarge: true,
        searchAreaHeight: search)
    }
    func curve(_ f: (LargeTitleLayout) -> Double) -> [Point] {
      CurveSampler.sample(from: range.lowerBound, to: range.upperBound, step: step) { f(bar($0)) }
    }
    let metrics = NavigationBarMetrics.self
    let switchAt = bar(0).collapseDistance - metrics.largeTitleSwitchThreshold
    let fade = NumberFormat.fixed(metrics.titleCrossFadeDuration * 1000, 0)
    let opacity = ChartPanel(
      title: "Settings: opacity",
      note:
        "Title alphas are the targets of the \(fade) ms cross-fade (time-based, so steps here); "
        + "they switch at \(label(switchAt)) pt.",
      xAxis: offsetAxis(range), yAxis: opacityAxis,
      series: [
        ChartSeries(
          id: "large_title_alpha", name: "large title α (fade target)", color: .blue,
          points: curve { $0.showsLargeTitle ? 1 : 0 }),
        ChartSeries(
          id: "inline_title_alpha", name: "inline title α (fade target)", color: .orange,
          points: curve { $0.showsLargeTitle ? 0 : 1 }, isDashed: true),
        ChartSeries(
          id: "nav_background_alpha", name: "bar background α", color: .green,
          points: curve { $0.backgroundAlpha }),
      ])
    let scalePoints = curve { $0.largeTitleScale }
    let scale = ChartPanel(
      title: "Settings: large title scale",
      note: "Grows when pulled down, from the leading edge, up to 1.1×.",
      xAxis: offsetAxis(range),
      yAxis: ChartAxis(title: "scale (×)", range: 0.98...1.12, tickStep: 0.02),
      series: [
        ChartSeries(
          id: "large_title_scale", name: "large title scale", color: .purple, points: scalePoints)
      ])
    return [opacity, scale]
  }

  /// The feed of seed 000: the inline bar title fading in as the card's title passes under
  /// the bar.
  public static func feed(
    device: Device, range: ClosedRange<Double> = defaultRange, step: Double = 1
  ) -> [ChartPanel] {
    let card = TitleCardLayout(width: device.size.width, calloutLineCount: 2)
    let barBottom = device.navigationBarTop + NavigationBarMetrics.barHeight
    let points = CurveSampler.sample(from: range.lowerBound, to: range.upperBound, step: step) {
      card.inlineTitleOpacity(offset: $0, barBottom: barBottom)
    }
    let start = card.inlineTitleFadeStart
    return [
      ChartPanel(
        title: "Feed: opacity",
        note:
          "Seed 000: clamp((barBottom − cardTitle.minY) / cardTitle.height, 0, 1); "
          + "rises from \(label(start)) to \(label(start + card.titleFrame.height)) pt.",
        xAxis: offsetAxis(range), yAxis: opacityAxis,
        series: [
          ChartSeries(
            id: "card_title_alpha", name: "inline title α (card title)", color: .blue,
            points: points)
        ])
    ]
  }

  /// The album of seeds 002/004: the stretchy, sticky header's height and visible ratio, and
  /// the inline title that fades in once the header is gone.
  public static func album(
    device: Device, range: ClosedRange<Double> = defaultRange, step: Double = 1
  ) -> [ChartPanel] {
    func curve(_ f: (StickyHeaderLayout) -> Double) -> [Point] {
      CurveSampler.sample(from: range.lowerBound, to: range.upperBound, step: step) {
        f(
          StickyHeaderLayout(
            offset: $0, height: StickyHeaderLayout.defaultHeight,
            minHeight: StickyHeaderLayout.defaultMinHeight, topSafeArea: device.topSafeArea,
            width: device.size.width))
      }
    }
    let height = curve { $0.frame.height }
    let ratio = curve { $0.visibleRatio }
    let minimum = min(
      StickyHeaderLayout.defaultMinHeight + device.topSafeArea, StickyHeaderLayout.defaultHeight)
    return [
      ChartPanel(
        title: "Album: header height",
        note:
          "h + pull when pulled (seed 004), then max(\(label(minimum)), h · ratio): "
          + "stuck at \(label(minimum)) pt.",
        xAxis: offsetAxis(range),
        yAxis: .fitting(height.map(\.y), title: "height (pt)"),
        series: [
          ChartSeries(id: "header_height", name: "header height", color: .blue, points: height)
        ]),
      ChartPanel(
        title: "Album: header visible ratio",
        note: "(h − offset) / h: 1 at rest, above 1 pulled, 0 or below once scrolled away.",
        xAxis: offsetAxis(range),
        yAxis: .fitting(ratio.map(\.y) + [0, 1], title: "ratio"),
        series: [
          ChartSeries(
            id: "header_visible_ratio", name: "visible ratio", color: .teal, points: ratio)
        ]),
      ChartPanel(
        title: "Album: opacity",
        note: "ratio > 0 ? 0 : −5 · ratio, clamped (ScrollKit's Spotify example).",
        xAxis: offsetAxis(range), yAxis: opacityAxis,
        series: [
          ChartSeries(
            id: "album_inline_title_alpha", name: "inline title α", color: .orange,
            points: curve { $0.inlineTitleOpacity })
        ]),
    ]
  }

  /// The blog of seed 003: the top bar's height and corner radius, in the seed's discrete form
  /// (targets of its 0.35 s linear animation) and the continuous variant.
  public static func blog(range: ClosedRange<Double> = defaultRange, step: Double = 1)
    -> [ChartPanel]
  {
    func curve(
      _ style: CollapsingTopBarLayout.Style, _ f: ((height: Double, cornerRadius: Double)) -> Double
    ) -> [Point] {
      CurveSampler.sample(from: range.lowerBound, to: range.upperBound, step: step) {
        f(CollapsingTopBarLayout.target(scrolled: $0, style: style))
      }
    }
    let duration = label(CollapsingTopBarLayout.animationDuration)
    return [
      ChartPanel(
        title: "Blog: top bar (points)",
        note:
          "Seed: 350 − 5 · offset, to 127 and radius 0 past 40 pt; targets of a \(duration) s "
          + "linear animation. Continuous: follows the scroll.",
        xAxis: offsetAxis(range),
        yAxis: ChartAxis(title: "points (pt)", range: -15...375, tickStep: 50),
        series: [
          ChartSeries(
            id: "top_bar_height", name: "height, seed (target)", color: .blue,
            points: curve(.seed) { $0.height }),
          ChartSeries(
            id: "top_bar_corner_radius", name: "corner radius, seed (target)", color: .orange,
            points: curve(.seed) { $0.cornerRadius }),
          ChartSeries(
            id: "top_bar_height.continuous", name: "height, continuous", color: .green,
            points: curve(.continuous) { $0.height }, isDashed: true),
          ChartSeries(
            id: "top_bar_corner_radius.continuous", name: "corner radius, continuous",
            color: .pink, points: curve(.continuous) { $0.cornerRadius }, isDashed: true),
        ])
    ]
  }

  /// Whether the status bar shows (1) or hides (0) in each mode, zoomed in on seed 002's
  /// thresholds: hide-until-scrolled shows from 3 pt, hide-until-pulled only below −2 pt.
  public static func statusBar(range: ClosedRange<Double> = statusBarRange, step: Double = 0.05)
    -> ChartPanel
  {
    let colors: [Accent] = [.green, .red, .blue, .purple]
    let modes = StatusBarMode.allCases
    let series = modes.enumerated().map { index, mode in
      ChartSeries(
        id: "status_bar_visible.\(mode.rawValue)", name: mode.rawValue,
        color: colors[index % colors.count],
        points: CurveSampler.sample(from: range.lowerBound, to: range.upperBound, step: step) {
          StatusBarPolicy.isHidden(mode: mode, scrolled: $0) ? 0 : 1
        },
        drawOffset: (Double(index) - Double(modes.count - 1) / 2) * 0.035)
    }
    return ChartPanel(
      title: "Status bar: visible (1) or hidden (0)",
      note:
        "Seed 002: hide-until-scrolled hides while offset < \(label(StatusBarPolicy.scrolledThreshold)), "
        + "hide-until-pulled while offset > \(label(StatusBarPolicy.pulledThreshold)). "
        + "Curves drawn slightly apart.",
      xAxis: ChartAxis(title: "scroll offset (pt), zoomed", range: range, tickStep: 1),
      yAxis: ChartAxis(title: "visible", range: -0.2...1.2, tickStep: 1),
      series: series)
  }

  static let opacityAxis = ChartAxis(title: "opacity", range: -0.06...1.06, tickStep: 0.2)

  /// A number for a legend or note: whole numbers without decimals, else up to 3 places
  /// without trailing zeros; a minus sign rather than a hyphen.
  /// A deceleration rate for a legend, to four significant digits: 0.9995 stays 0.9995
  /// (three decimals made it "1"), 0.998 and 0.99 print as themselves.
  public static func rateLabel(_ rate: Double) -> String {
    guard rate.isFinite, rate != 0 else { return label(rate) }
    // Decimals for four significant digits: 3 for a value in [1, 10), one more per decade below.
    var decimals = 3
    var magnitude = abs(rate)
    while magnitude < 1, decimals < 12 {
      magnitude *= 10
      decimals += 1
    }
    while magnitude >= 10, decimals > 0 {
      magnitude /= 10
      decimals -= 1
    }
    var text = NumberFormat.fixed(rate, decimals)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  public static func label(_ value: Double) -> String {
    var text = NumberFormat.fixed(value, 3)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    if text == "-0" { text = "0" }
    if text.hasPrefix("-") { text = "−" + text.dropFirst() }
    return text
  }
}
