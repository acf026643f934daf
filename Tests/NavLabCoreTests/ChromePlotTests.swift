import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import Plots

/// `navlab plot --screen chrome`: issue 14's curves sampled from the pure layouts.
@Suite("Chrome plot panels")
struct ChromePlotTests {
  static func series(_ id: String) throws -> ChartSeries {
    let panels = try #require(GeometryCurves.panels(screen: "chrome", device: .iPhone15Pro))
    return try #require(panels.lazy.compactMap { $0.series(id) }.first)
  }

  @Test(
    "Values at chosen offsets: search, refresh and tab bar curves",
    arguments: [
      ("search_strip_height", 26.0, 26.0), ("search_field_height", 26, 18),
      ("search_field_height", -40, 36), ("search_content_alpha", 5.2, 0.5),
      ("search_field_alpha", 39, 0.25), ("large_title_alpha", 93, 1), ("large_title_alpha", 95, 0),
      ("nav_background_alpha", 109, 0.5), ("refresh_progress", -50, 0.5),
      ("refresh_ticks", -50, 0.5), ("refresh_spinner_alpha", -17.5, 0.5),
      ("refresh_spinner_alpha", -100, 1), ("tab_bar_alpha", 395, 0.5), ("tab_bar_alpha", 400, 0),
      ("tab_bar_alpha", 0, 1),
    ])
  func values(id: String, offset: Double, value: Double) throws {
    let series = try Self.series(id)
    let point = try #require(
      series.points.first { abs($0.x - offset) < 1e-9 } ?? interpolated(series, offset))
    #expect(abs(point.y - value) < 1e-6, "\(id) at \(offset): \(point.y)")
  }

  /// The sampled curve between its two neighbouring points (samples fall on whole points).
  func interpolated(_ series: ChartSeries, _ x: Double) -> Point? {
    guard let i = series.points.firstIndex(where: { $0.x > x }), i > 0 else { return nil }
    let a = series.points[i - 1]
    let b = series.points[i]
    return Point(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
  }

  @Test("The chrome screen is a plot screen with four panels and the status bar's")
  func panels() throws {
    #expect(GeometryCurves.screens.contains("chrome"))
    let panels = try #require(GeometryCurves.panels(screen: "chrome", device: .iPhone15Pro))
    #expect(panels.count == 5)
  }
}
