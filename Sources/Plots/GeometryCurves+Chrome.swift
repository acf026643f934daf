import DisplayList
import NavGeometry
import NavLabCore

extension GeometryCurves {
  /// Content length used for the tab bar panel: the content's end is at this offset.
  static let chromeContentEnd = 400.0

  /// Issue 14's chrome on Settings (`--screen chrome`): the search field collapsing before the
  /// large title, the refresh control's spinner over the pull, and the tab bar's scroll-edge
  /// appearance at the content's end.
  public static func chrome(
    device: Device, range: ClosedRange<Double> = defaultRange, step: Double = 1
  ) -> [ChartPanel] {
    func bar(_ offset: Double) -> LargeTitleLayout {
      LargeTitleLayout(
        offset: offset, topInset: device.navigationBarTop, width: device.size.width,
        isLarge: true, searchAreaHeight: SearchFieldLayout.areaHeight)
    }
    func curve(_ f: (Double) -> Double) -> [Point] {
      CurveSampler.sample(from: range.lowerBound, to: range.upperBound, step: step, f)
    }
    func field(_ offset: Double) -> SearchFieldLayout { SearchFieldLayout(bar: bar(offset)) }
    let strip = SearchFieldLayout.areaHeight
    let search = ChartPanel(
      title: "Search field (points)",
      note:
        "The \(label(strip)) pt strip collapses 1:1 over 0–\(label(strip)) pt, before the large "
        + "title; the field shrinks in proportion. Snap zones 0…\(label(strip)) and "
        + "\(label(strip))…\(label(strip + NavigationBarMetrics.largeTitleExtension)).",
      xAxis: offsetAxis(range), yAxis: ChartAxis(title: "points (pt)", range: -4...60, tickStep: 8),
      series: [
        ChartSeries(
          id: "search_strip_height", name: "strip height", color: .blue,
          points: curve { bar($0).searchHeight }),
        ChartSeries(
          id: "search_field_height", name: "field height", color: .orange,
          points: curve { field($0).fieldFrame.height }),
      ])
    let opacity = ChartPanel(
      title: "Search field: opacity",
      note:
        "Icon and placeholder are gone at 4/5 of the field's height (Flutter), i.e. after "
        + "\(label(strip * (1 - SearchFieldLayout.contentFadeEnd))) pt; the title switches at "
        + "\(label(bar(0).collapseDistance - NavigationBarMetrics.largeTitleSwitchThreshold)) pt.",
      xAxis: offsetAxis(range), yAxis: opacityAxis,
      series: [
        ChartSeries(
          id: "search_field_alpha", name: "field α", color: .blue,
          points: curve { field($0).fieldAlpha }),
        ChartSeries(
          id: "search_content_alpha", name: "icon and placeholder α", color: .orange,
          points: curve { field($0).contentAlpha }),
        ChartSeries(
          id: "large_title_alpha", name: "large title α (fade target)", color: .purple,
          points: curve { bar($0).showsLargeTitle ? 1 : 0 }, isDashed: true),
        ChartSeries(
          id: "nav_background_alpha", name: "bar background α", color: .green,
          points: curve { bar($0).backgroundAlpha }),
      ])
    func spinner(_ offset: Double) -> RefreshIndicatorLayout {
      var control = RefreshControl(duration: 1)
      // Pulling only: the refresh itself is timed, not a function of the offset.
      control.update(
        pull: min(-offset, RefreshControl.triggerDistance - 1e-9), held: true, time: 0)
      return RefreshIndicatorLayout(control: control, top: 0, midX: 0)
    }
    let trigger = RefreshControl.triggerDistance
    let refresh = ChartPanel(
      title: "Pull to refresh",
      note:
        "Ticks appear with the pull, the spinner fades in over the first 35 %; at "
        + "−\(label(trigger)) pt the refresh starts and holds at "
        + "−\(label(RefreshControl.indicatorExtent)) pt (Flutter).",
      xAxis: offsetAxis(range), yAxis: opacityAxis,
      series: [
        ChartSeries(
          id: "refresh_progress", name: "progress (pull / 100)", color: .blue,
          points: curve { clamp(-$0 / trigger, 0, 1) }),
        ChartSeries(
          id: "refresh_ticks", name: "ticks shown / 8", color: .orange,
          points: curve { spinner($0).visibleTicks / 8 }, isDashed: true),
        ChartSeries(
          id: "refresh_spinner_alpha", name: "spinner α", color: .green,
          points: curve { spinner($0).opacity }),
      ])
    let end = chromeContentEnd
    let tabBar = ChartPanel(
      title: "Tab bar: material",
      note:
        "Transparent while the content's end shows (here at \(label(end)) pt), material over "
        + "the last \(label(TabBarLayout.blendDistance)) pt before it (iOS 15 scroll edge).",
      xAxis: offsetAxis(range), yAxis: opacityAxis,
      series: [
        ChartSeries(
          id: "tab_bar_alpha", name: "tab bar material α", color: .teal,
          points: curve {
            TabBarLayout(
              width: device.size.width, height: device.size.height,
              bottomSafeArea: device.bottomSafeArea, offset: $0, maxOffset: end, itemCount: 3
            ).backgroundAlpha
          })
      ])
    return [search, opacity, refresh, tabBar]
  }
}
