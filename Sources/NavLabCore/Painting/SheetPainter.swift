import DisplayList
import NavGeometry
import ScreenModel

/// A presented sheet or cover and the screen it is presented over (issue 40; the numbers are
/// `SheetLayout`'s, docs/chrome.md "Sheets").
extension FramePainter {
  /// The top screen as the sheet leaves it (behind a large sheet: scaled back about its top
  /// centre, moved down, its corners rounded; dimmed), then the sheet: its rounded
  /// background, its screen moved down to its top, and the grabber.
  mutating func paintPresentation(
    _ engine: Engine, _ sheet: SheetPresentation, into list: inout DisplayList
  ) {
    let device = engine.device
    let width = device.size.width
    let topIndex = engine.stack.count - 1
    let largeness = sheet.largeness
    let layout = sheet.layout
    let behind = placement(engine, index: topIndex, dx: 0, titleAlpha: 1)
    let origin = list.origin
    if largeness > 0 {
      let scale = SheetLayout.presentingScale(largeness: largeness)
      list.fill(device.bounds, color: .black)
      list.origin = Point(
        x: origin.x + width / 2 * (1 - scale),
        y: origin.y + layout.presentingSlide(largeness: largeness))
      list.scale = scale
      paintScreen(engine.stack[topIndex], at: behind, into: &list)
      // The radius is given before the list's scale: drawn, it is the layout's.
      list.cornerMask(
        device.bounds, radius: layout.presentingRadius(largeness: largeness) / scale,
        color: .black)
      list.scale = 1
      list.origin = origin
    } else {
      paintScreen(engine.stack[topIndex], at: behind, into: &list)
    }
    // The dimming: black at 0.10 (a light grey in dark mode), gone where the screen behind
    // takes touches.
    if !sheet.isCover, !sheet.passesTouchesThrough {
      let dim = engine.effectiveAppearance == .dark ? Color(hex: 0xC8C8C8) : Color.black
      list.fill(
        device.bounds, color: dim.withOpacity(SheetLayout.dimOpacity * sheet.presence))
    }
    paintSheet(engine, sheet, largeness: largeness, into: &list)
  }

  /// The sheet itself, from its top edge down.
  private mutating func paintSheet(
    _ engine: Engine, _ sheet: SheetPresentation, largeness: Double, into list: inout DisplayList
  ) {
    let device = engine.device
    let width = device.size.width
    let height = device.size.height
    let top = sheet.top
    guard top < height else { return }
    let place = sheetPlacement(engine, sheet)
    let inset = sheet.isCover ? 0 : sheet.layout.floatingInset(largeness: largeness)
    let radius =
      sheet.isCover ? 0 : sheet.spec.cornerRadius ?? sheet.layout.sheetRadius(largeness: largeness)
    let background =
      sheet.screen.spec.listStyle == .insetGrouped
      ? place.theme.groupedBackground : place.theme.background
    // Floating (iOS 26, partial detents): inset from the sides and the bottom, every corner
    // rounded; otherwise the bottom corners lie below the screen.
    let bottom = inset > 0 ? height - inset : height + radius
    let frame = Rect(x: inset, y: top, width: width - 2 * inset, height: max(0, bottom - top))
    list.fill(frame, radius: radius, color: background)
    list.element(
      .sheet, text: sheet.screen.spec.title,
      frame: Rect(x: frame.x, y: top, width: frame.width, height: min(bottom, height) - top))
    // The content starts below the rounded corners' band (the renderer clips to rectangles),
    // which the sheet's background fills; the grabber sits in it.
    let band = min(radius, 12)
    list.pushClip(
      Rect(x: inset, y: top + band, width: width - 2 * inset, height: max(0, bottom - top - band)))
    let origin = list.origin
    list.origin = Point(x: origin.x, y: origin.y + top)
    paintScreen(sheet.screen, at: place, into: &list)
    list.origin = origin
    list.popClip()
    if sheet.spec.showsDragIndicator {
      let size = SheetLayout.grabberSize
      let grabber = Rect(
        x: (width - size.width) / 2, y: top + SheetLayout.grabberTop, width: size.width,
        height: size.height)
      list.fill(grabber, radius: size.height / 2, color: place.theme.tertiaryLabel)
      list.element(.shape, text: "grabber", frame: grabber)
    }
  }

  /// The sheet's screen as ``paintScreen(_:at:into:)`` takes it: its own device and look.
  private func sheetPlacement(_ engine: Engine, _ sheet: SheetPresentation) -> Placement {
    let spec = sheet.screen.spec
    let appearance = spec.forcedAppearance ?? engine.appearance
    var base = Theme.for(appearance)
    if appearance == .dark, !sheet.isCover {
      // A sheet is elevated: in dark mode UIKit's system backgrounds lighten
      // (systemBackground's elevated variant #1C1C1E, secondary #2C2C2E; Apple's HIG, "Dark
      // Mode"), so the sheet stands out from the screen behind it.
      base.background = Color(hex: 0x1C1C1E)
      base.groupedBackground = Color(hex: 0x1C1C1E)
      base.cellBackground = Color(hex: 0x2C2C2E)
    }
    var theme = spec.colors.applied(to: base)
    if let tint = spec.tint { theme.tint = tint }
    var place = Placement(
      dx: 0, theme: theme, device: sheet.device, backTitle: nil, titleAlpha: 1,
      leadingItems: spec.leadingItems, trailingItems: spec.trailingItems)
    place.design = sheet.screen.design
    place.scrollEdge = sheet.screen.scrollEdge
    place.largeTitleColor = spec.colors.largeTitle?.resolved(appearance)
    place.insetGrouped = spec.listStyle == .insetGrouped
    return place
  }
}
