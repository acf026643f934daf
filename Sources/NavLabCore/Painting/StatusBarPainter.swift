import DisplayList
import NavGeometry

extension FramePainter {
  /// The status bar: time, cellular, Wi-Fi and battery, in the style of what lies beneath.
  func paintStatusBar(_ engine: Engine, into list: inout DisplayList) {
    let alpha = engine.statusBarAlpha
    let device = engine.device
    // iPhones show no status bar in landscape.
    guard alpha > 0, device.statusBarHeight > 0 else { return }
    let color = engine.statusBarContentColor.withOpacity(alpha)
    let width = device.size.width
    let statusHeight = device.statusBarHeight
    // The whole bar; its mode is the scene's `statusBar` field.
    list.element(
      .statusBar, text: device.statusBarHeight > 24 ? "9:41" : "9:41 AM",
      frame: Rect(x: 0, y: 0, width: width, height: statusHeight), opacity: clamp(alpha, 0, 1),
      source: "statusBar")
    if let island = device.dynamicIsland {
      // Dynamic Island phones: time centred in the left "ear", icons in the right one.
      let midY = island.midY + 0.5
      let ear = (width - island.width) / 2
      list.text(
        "9:41", font: .statusBarTime, color: color, x: ear / 2 + 4, midY: midY, alignment: .center)
      paintStatusIcons(rightEdge: width - ear / 2 + 36, midY: midY, color: color, into: &list)
    } else if statusHeight > 24 {
      // Notched phones: the same ears around the notch.
      let midY = statusHeight / 2 + 1
      list.text("9:41", font: .statusBarTime, color: color, x: 58, midY: midY, alignment: .center)
      paintStatusIcons(rightEdge: width - 22, midY: midY, color: color, into: &list)
    } else {
      // Home-button phones: a 20 pt bar with the time centred.
      let midY = statusHeight / 2
      let font = Font(size: 12, weight: .semibold)
      list.text("9:41 AM", font: font, color: color, x: width / 2, midY: midY, alignment: .center)
      list.symbol(
        .cellularBars, in: Rect(x: 6, y: midY - 4, width: 15, height: 8), color: color)
      list.symbol(.wifi, in: Rect(x: 25, y: midY - 4.5, width: 12, height: 9), color: color)
      list.symbol(
        .battery, in: Rect(x: width - 30, y: midY - 5, width: 24, height: 10), color: color,
        level: 1)
    }
  }

  private func paintStatusIcons(
    rightEdge: Double, midY: Double, color: Color, into list: inout DisplayList
  ) {
    let battery = Rect(x: rightEdge - 27, y: midY - 6, width: 27, height: 12.5)
    list.symbol(.battery, in: battery, color: color, level: 1)
    let wifi = Rect(x: battery.minX - 22, y: midY - 6, width: 16, height: 12)
    list.symbol(.wifi, in: wifi, color: color)
    list.symbol(
      .cellularBars, in: Rect(x: wifi.minX - 24, y: midY - 5.5, width: 18, height: 11),
      color: color)
  }

  /// The phone around the screen: rounded corners, the Dynamic Island or the notch, the home
  /// indicator.
  func paintDeviceChrome(device: Device, theme: Theme, into list: inout DisplayList) {
    if device.bottomSafeArea > 0 {
      let indicator = Rect(
        x: device.size.width / 2 - 67, y: device.size.height - 8 - 5, width: 134, height: 5)
      list.fill(indicator, radius: 2.5, color: theme.label)
    }
    if let island = device.dynamicIsland {
      list.fill(island, radius: min(island.width, island.height) / 2, color: .black)
    }
    if let notch = device.notch {
      // Only the corners away from the screen edge are round: extend the shape past that edge
      // by the radius, where the bezel hides it. Apple publishes no radius for the notch's
      // corners; 20 pt is an estimate, to tune against a screenshot.
      let radius = 20.0
      let shape =
        notch.minY <= 0
        ? Rect(
          x: notch.minX, y: notch.minY - radius, width: notch.width, height: notch.height + radius)
        : Rect(
          x: notch.minX - radius, y: notch.minY, width: notch.width + radius, height: notch.height)
      list.fill(shape, radius: radius, color: .black)
    }
    list.cornerMask(device.bounds, radius: device.screenCornerRadius, color: .black)
  }
}
