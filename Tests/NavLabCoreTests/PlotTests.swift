import DisplayList
import NavGeometry
import ScrollPhysics
import Testing

@testable import NavLabCore
@testable import Plots

@Suite("navlab plot: curves, fling and chart painter")
struct PlotTests {
  static let device = Device.iPhone15Pro

  static func panels(_ screen: String) throws -> [ChartPanel] {
    try #require(GeometryCurves.panels(screen: screen, device: device))
  }

  static func series(_ id: String, in screen: String = "all") throws -> ChartSeries {
    let chart = Chart(title: "", subtitle: [], panels: try panels(screen))
    return try #require(chart.series(id), "no series \(id)")
  }

  @Test("Blog top bar at scrolled 10 / 40 / 41 is 300 / 150 / 127 (seed), radius 60 / 60 / 0")
  func blogTopBar() throws {
    let height = try Self.series("top_bar_height", in: "blog")
    let radius = try Self.series("top_bar_corner_radius", in: "blog")
    #expect(height.value(at: 10) == 300)
    #expect(height.value(at: 40) == 150)
    #expect(height.value(at: 41) == 127)
    #expect(height.value(at: -100) == 350)
    #expect(radius.value(at: 40) == 60)
    #expect(radius.value(at: 41) == 0)
    // The seed's jump from 150 to 127 is drawn as a vertical step at 40.
    let jumps = height.jumps()
    #expect(jumps.count == 1)
    #expect(abs((jumps.first ?? 0) - 40) < 1e-6)
    let continuous = try Self.series("top_bar_height.continuous", in: "blog")
    #expect(continuous.value(at: 41) == 145)
    #expect(continuous.value(at: 100) == 127)
    #expect(continuous.jumps().isEmpty)
  }

  @Test("Every geometry sample equals its layout's formula")
  func samplesMatchLayouts() throws {
    let device = Self.device
    let chart = Chart(title: "", subtitle: [], panels: try Self.panels("all"))
    func series(_ id: String) throws -> ChartSeries { try #require(chart.series(id)) }
    let large = try series("large_title_alpha")
    let inline = try series("inline_title_alpha")
    let background = try series("nav_background_alpha")
    let scale = try series("large_title_scale")
    let cardTitle = try series("card_title_alpha")
    let header = try series("header_height")
    let ratio = try series("header_visible_ratio")
    let albumTitle = try series("album_inline_title_alpha")
    let card = TitleCardLayout(width: device.size.width, calloutLineCount: 2)
    for offset in stride(from: -150.0, through: 600, by: 1) {
      // Settings' bar has its scene's 52 pt search strip.
      let bar = LargeTitleLayout(
        offset: offset, topInset: device.navigationBarTop, width: device.size.width, isLarge: true,
        searchAreaHeight: SearchFieldLayout.areaHeight)
      #expect(large.value(at: offset) == (bar.showsLargeTitle ? 1 : 0))
      #expect(inline.value(at: offset) == (bar.showsLargeTitle ? 0 : 1))
      #expect(background.value(at: offset) == bar.backgroundAlpha)
      #expect(scale.value(at: offset) == bar.largeTitleScale)
      #expect(
        cardTitle.value(at: offset)
          == card.inlineTitleOpacity(offset: offset, barBottom: device.navigationBarTop + 44))
      let layout = StickyHeaderLayout(offset: offset, topSafeArea: device.topSafeArea)
      #expect(header.value(at: offset) == layout.frame.height)
      #expect(ratio.value(at: offset) == layout.visibleRatio)
      #expect(albumTitle.value(at: offset) == layout.inlineTitleOpacity)
    }
  }

  /// Settings collapses its 52 pt search strip, then its 52 pt title: the title switches 10 pt
  /// before the end, at 52 + 52 − 10 = 94, and the background blends over 104…114.
  @Test("Known values: title switch at 94, background over 104…114, scale 1.1 at −150")
  func knownSettingsValues() throws {
    let large = try Self.series("large_title_alpha", in: "settings")
    #expect(large.value(at: 93) == 1)
    #expect(large.value(at: 94) == 0)
    #expect(large.jumps().count == 1)
    #expect(abs((large.jumps().first ?? 0) - 94) < 1e-6)
    let background = try Self.series("nav_background_alpha", in: "settings")
    #expect(background.value(at: 104) == 0)
    #expect(background.value(at: 109) == 0.5)
    #expect(background.value(at: 114) == 1)
    let scale = try Self.series("large_title_scale", in: "settings")
    #expect(scale.value(at: -150) == 1.1)
    #expect(scale.value(at: 0) == 1)
    let header = try Self.series("header_height", in: "album")
    #expect(header.value(at: -100) == 380)
    #expect(header.value(at: 100) == 180)
    #expect(header.value(at: 300) == 109)  // stuck at 50 + 59
  }

  @Test("Status-bar steps sit at the seed-002 thresholds: 3 (hide until scrolled), −2 (pulled)")
  func statusBarSteps() throws {
    let panel = GeometryCurves.statusBar()
    let scrolled = try #require(panel.series("status_bar_visible.hide-until-scrolled"))
    let pulled = try #require(panel.series("status_bar_visible.hide-until-pulled"))
    let visible = try #require(panel.series("status_bar_visible.visible"))
    let hidden = try #require(panel.series("status_bar_visible.hidden"))
    #expect(scrolled.jumps().count == 1)
    #expect(abs((scrolled.jumps().first ?? 0) - 3) < 1e-6)
    #expect(scrolled.value(at: 2) == 0)
    #expect(scrolled.value(at: 3) == 1)
    #expect(pulled.jumps().count == 1)
    #expect(abs((pulled.jumps().first ?? 0) - -2) < 1e-6)
    #expect(pulled.value(at: -2) == 1)
    #expect(pulled.value(at: 0) == 0)
    #expect(visible.points.allSatisfy { $0.y == 1 })
    #expect(hidden.points.allSatisfy { $0.y == 0 })
  }

  @Test(
    "A fling rests at 0.4995·v0 (normal) or 0.0995·v0 (fast) within 0.5 pt",
    arguments: [
      (2000.0, DecelerationRate.normal, 0.4995), (3000, .fast, 0.0995), (-1500, .normal, 0.4995),
    ])
  func flingRest(velocity: Double, rate: DecelerationRate, factor: Double) throws {
    let fling = FlingCurve(velocity: velocity, rate: rate)
    let last = try #require(fling.offset.last)
    #expect(abs(fling.restingOffset - factor * velocity) <= 0.5)
    // The samples stop where 0.5 pt are left (ScrollMechanics' threshold).
    #expect(abs(last.y - fling.restingOffset) <= 0.5 + 1e-9)
    #expect(fling.offset.first == Point(x: 0, y: 0))
    #expect(fling.velocityPoints.first == Point(x: 0, y: velocity))
    // 1 ms samples, time increasing.
    #expect(abs(fling.offset[1].x - 0.001) < 1e-12)
    #expect(zip(fling.offset, fling.offset.dropFirst()).allSatisfy { $0.x < $1.x })
  }

  @Test("A fling into an edge overshoots it, bounces back and rests on it")
  func flingBounce() throws {
    let edge = FlingCurve.defaultEdge(velocity: 2000, rate: .normal)
    #expect(edge == 750)
    let fling = FlingCurve(velocity: 2000, rate: .normal, edge: edge)
    let peak = try #require(fling.bounceOffset.map(\.y).max())
    #expect(peak > edge)
    let last = try #require(fling.bounceOffset.last)
    #expect(abs(last.y - edge) < 1)
    // Until it reaches the edge the scroller follows the closed form.
    for point in fling.bounceOffset where point.x <= 0.5 {
      let closed = try #require(fling.offset.first { $0.x == point.x })
      #expect(abs(closed.y - point.y) < 1e-6)
    }
    let panels = fling.panels
    #expect(panels.count == 2)
    #expect(panels[0].series("fling_offset.bounce") != nil)
    #expect(panels[1].series("fling_velocity.bounce") != nil)
  }

  @Test("The painter keeps every line inside a plot frame, for every screen and appearance")
  func painterLinesInsideFrames() throws {
    let fling = FlingCurve(velocity: 2500, rate: .fast, edge: 100)
    for screen in GeometryCurves.screens + ["all"] {
      let chart = try #require(PlotChart.make(screen: screen, device: Self.device, fling: fling))
      for appearance in Appearance.allCases {
        let painter = ChartPainter(appearance: appearance)
        let layout = painter.layout(of: chart)
        let list = painter.paint(chart)
        #expect(list.size == layout.size)
        #expect(layout.frames.count == chart.panels.count)
        var lines = 0
        for command in list.commands {
          guard case .line(let a, let b, _, _) = command else { continue }
          lines += 1
          let inside = layout.frames.contains { frame in
            [a, b].allSatisfy {
              $0.x >= frame.minX - 1e-6 && $0.x <= frame.maxX + 1e-6
                && $0.y >= frame.minY - 1e-6 && $0.y <= frame.maxY + 1e-6
            }
          }
          #expect(inside, "line \(a) → \(b) outside every frame (\(screen))")
        }
        #expect(lines > 100)
        // Every frame lies inside the image, and frames do not overlap.
        for (frame, next) in zip(layout.frames, layout.frames.dropFirst()) {
          #expect(frame.maxY < next.minY)
        }
        let lastFrame = try #require(layout.frames.last)
        #expect(lastFrame.maxY < layout.size.height)
        #expect(lastFrame.maxX < layout.size.width)
      }
    }
  }

  @Test("Axes: 1-2-5 ticks inside the range, labels without a negative zero")
  func axes() {
    let axis = ChartAxis(title: "x", range: -150...600, tickCount: 8)
    #expect(axis.step == 100)
    #expect(axis.ticks == [-100, 0, 100, 200, 300, 400, 500, 600])
    #expect(axis.label(-100) == "−100")
    let opacity = ChartAxis(title: "y", range: -0.06...1.06, tickStep: 0.2)
    #expect(opacity.decimals == 1)
    #expect(opacity.ticks.map(opacity.label) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
    #expect(ChartAxis.niceStep(span: 3.8, count: 8) == 0.5)
    #expect(ChartAxis(title: "", range: -0.3...0.3, tickStep: 0.1).label(-1e-17) == "0.0")
    #expect(GeometryCurves.label(-2) == "−2")
    #expect(GeometryCurves.label(0.35) == "0.35")
  }

  @Test("Line clipping keeps the part of a segment inside the frame")
  func clipping() throws {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let (a, b) = try #require(
      ChartPainter.clip(Point(x: -5, y: 5), Point(x: 15, y: 5), to: frame))
    #expect(a == Point(x: 0, y: 5))
    #expect(b == Point(x: 10, y: 5))
    #expect(ChartPainter.clip(Point(x: -5, y: -1), Point(x: 15, y: -1), to: frame) == nil)
  }
}
