import DisplayList
import NavGeometry
import ScreenModel

/// A settings-style row of a scene (issue 19): leading icon tile or image, label (default,
/// destructive or button), subtitle, text-field placeholder, and at the trailing edge a value,
/// a thumbnail, a badge and the accessory (chevron, switch or checkmark); or a hero image.
extension FramePainter {
  /// UISwitch: a 51 × 31 pt track (Apple, "UISwitch" intrinsic size; Flutter
  /// `cupertino/switch.dart` `_kTrackWidth` 51, `_kTrackHeight` 31) with a 28 pt thumb
  /// (`CupertinoThumbPainter` radius 14), its trailing edge 16 pt from the cell's (the
  /// accessory inset of iOS 17 Settings; no published number).
  static let switchSize = (width: 51.0, height: 31.0)
  static let switchThumb = 28.0
  static let switchTrailing = 16.0
  /// The off track: secondarySystemFill, rgba(120,120,128,0.16) light / 0.32 dark (UIKit's
  /// published semantic colour; Flutter `CupertinoColors.secondarySystemFill`).
  static func switchOffTrack(_ theme: Theme) -> Color {
    Color(hex: 0x787880, opacity: theme.appearance == .light ? 0.16 : 0.32)
  }
  /// The checkmark: 14 × 12 pt in the tint colour, its trailing edge 20 pt from the cell's
  /// (the layout margin; eyeballed on iOS 17 Settings, no published number).
  static let checkmarkSize = (width: 14.0, height: 12.0)
  static let checkmarkTrailing = 20.0
  /// A badge: a red capsule 22 pt tall around a 15 pt white count (eyeballed on iOS 17
  /// Settings' "Software Update" badge; no published number).
  static let badgeHeight = 22.0

  /// The switch's track in a row whose frame is `row`.
  static func switchTrack(in row: Rect) -> Rect {
    Rect(
      x: row.maxX - switchTrailing - switchSize.width, y: row.midY - switchSize.height / 2,
      width: switchSize.width, height: switchSize.height)
  }

  /// The checkmark's box in a row whose frame is `row`.
  static func checkmark(in row: Rect) -> Rect {
    Rect(
      x: row.maxX - checkmarkTrailing - checkmarkSize.width,
      y: row.midY - checkmarkSize.height / 2, width: checkmarkSize.width,
      height: checkmarkSize.height)
  }

  /// A leading image: `size` points square, 16 pt in from the cell's edge like the icon tile.
  static func leadingImage(_ image: RowImage, in row: Rect) -> Rect {
    Rect(
      x: row.minX + iconTileInset, y: row.midY - image.size / 2, width: image.size,
      height: image.size)
  }

  /// Paints one settings-style row and returns where its separator starts.
  func paintSettingsRow(
    _ content: RowContent, row: ListRowPlacement, frame: Rect, screen: ScreenState,
    layout: ListLayout, theme: Theme, hairline: Double, into list: inout DisplayList
  ) -> Double {
    // The row's scene field, built only when the layout dump records.
    func source(_ field: String) -> String { screen.spec.rowSource(row.index) + field }
    if let hero = content.hero {
      let grouped = layout.style == .insetGrouped
      let radius =
        grouped && row.isFirstInSection && row.isLastInSection ? layout.groupCornerRadius : 0
      list.image(hero.id, in: frame, radius: radius)
      list.element(.image, frame: frame, source: source(".hero"))
      list.text(
        content.label, font: .title2, color: .white, x: frame.minX + layout.contentInset,
        midY: frame.maxY - 24, maxWidth: frame.width - 2 * layout.contentInset)
      list.textElement(
        .text, content.label, font: .title2, x: frame.minX + layout.contentInset,
        midY: frame.maxY - 24, maxWidth: frame.width - 2 * layout.contentInset,
        source: source(".label"))
      return frame.minX
    }
    // Text at the cell's layout margin (20 pt on 390 pt and wider phones, 16 on 375); with an
    // icon or image, the label follows it (Flutter `list_tile.dart`).
    var labelX = frame.minX + layout.contentInset
    if let image = content.image {
      let rect = FramePainter.leadingImage(image, in: frame)
      list.image(image.id, in: rect, radius: image.radius(side: image.size))
      list.element(.image, frame: rect, source: source(".image"))
      // Avatars sit 12 pt from their text (eyeballed on iOS 17 Settings' account row).
      labelX = rect.maxX + (image.size > FramePainter.iconTileSize ? 12 : FramePainter.iconToLabel)
    } else if let icon = content.icon {
      let tile = FramePainter.iconTile(in: frame)
      FramePainter.paintIconTile(tile, accent: icon, theme: theme, hairline: hairline, into: &list)
      list.element(.image, text: content.glyph, frame: tile, source: source(".icon"))
      if let symbol = content.symbol {
        list.symbol(symbol, in: FramePainter.glyphRect(symbol, in: tile), color: .white)
      } else {
        list.text(
          content.glyph, font: Font(size: content.glyph.count > 2 ? 9 : 15, weight: .bold),
          color: .white, x: tile.midX, midY: tile.midY, alignment: .center)
      }
      labelX = tile.maxX + FramePainter.iconToLabel
    }
    // The trailing edge: accessory, badge, thumbnail, then the value.
    var trailing = frame.maxX - layout.contentInset
    switch content.accessory {
    case .disclosure:
      if content.style == .default, content.placeholder == nil {
        let chevron = FramePainter.disclosureChevron(in: frame)
        list.symbol(.chevronRight, in: chevron, color: theme.tertiaryLabel)
        list.element(.image, frame: chevron, source: source(".accessory"))
        trailing = chevron.minX - 10
      }
    case .switch:
      let track = FramePainter.switchTrack(in: frame)
      paintSwitch(track, position: screen.switchPosition(row: row.index), theme: theme, into: &list)
      list.element(.toggle, text: content.label, frame: track, source: source(".accessory"))
      trailing = track.minX - 8
    case .stepper:
      let stepper = FramePainter.stepper(in: frame)
      paintStepper(stepper, theme: theme, into: &list)
      list.element(.button, text: content.label, frame: stepper, source: source(".accessory"))
      trailing = stepper.minX - 8
    case .checkmark:
      let box = FramePainter.checkmark(in: frame)
      if screen.isOn(row: row.index, section: row.section) {
        paintCheckmark(box, color: theme.tint, into: &list)
        list.element(.image, frame: box, source: source(".accessory"))
      }
      trailing = box.minX - 10
    case .none:
      break
    }
    if content.badge > 0 {
      let badge = paintBadge(
        content.badge, trailing: trailing, midY: frame.midY, theme: theme, into: &list)
      list.element(
        .text, text: FramePainter.badgeTexts[min(content.badge, FramePainter.badgeTexts.count - 1)],
        frame: Rect(
          x: badge, y: frame.midY - FramePainter.badgeHeight / 2, width: trailing - badge,
          height: FramePainter.badgeHeight), source: source(".badge"))
      trailing = badge - 8
    }
    if let thumbnail = content.thumbnail {
      let side = max(0, frame.height - 12)
      let rect = Rect(x: trailing - side, y: frame.midY - side / 2, width: side, height: side)
      list.image(thumbnail.id, in: rect, radius: thumbnail.radius(side: side) * 0.6)
      list.element(.image, frame: rect, source: source(".thumbnail"))
      trailing = rect.minX - 10
    }
    if let fraction = content.slider {
      // A Form's slider takes the label's place across the cell.
      let slider = FramePainter.sliderTrack(from: labelX, to: trailing, midY: frame.midY)
      paintSlider(slider, fraction: fraction, theme: theme, into: &list)
      list.element(.shape, text: content.label, frame: slider, source: source(".slider"))
      return labelX
    }
    let labelColor: Color
    switch content.style {
    case .default: labelColor = theme.label
    case .destructive: labelColor = theme.red
    case .button: labelColor = theme.tint
    }
    let room = max(0, trailing - labelX)
    if content.style == .button, content.isCentered {
      list.text(
        content.label, font: .body, color: labelColor, x: frame.midX, midY: frame.midY,
        alignment: .center, maxWidth: frame.width - 2 * layout.contentInset)
      list.textElement(
        .button, content.label, font: .body, x: frame.midX, midY: frame.midY, alignment: .center,
        maxWidth: frame.width - 2 * layout.contentInset, source: source(""))
      return labelX
    }
    // Label and value share the room: the value keeps its width (up to half), the label the
    // rest, wrapped (ScreenState.labelShare; UIListContentConfiguration.valueCell).
    let labelRoom = ScreenState.labelShare(of: room, value: content.value)
    let hasSubtitle = !content.subtitle.isEmpty
    // UIListContentConfiguration.subtitleCell: the body label over a 15 pt secondary line.
    let labelMid = hasSubtitle ? frame.midY - 10 : frame.midY
    let lines = row.index < screen.labelLines.count ? screen.labelLines[row.index] : []
    if lines.isEmpty {
      list.text(
        content.label, font: .body, color: labelColor, x: labelX, midY: labelMid,
        maxWidth: labelRoom)
    } else {
      // A wrapped label: its lines from the cell's top margin, one body line apart.
      let top = frame.midY - Double(lines.count) * ScreenState.labelLineHeight / 2
      for (number, line) in lines.enumerated() {
        list.text(
          line, font: .body, color: labelColor, x: labelX,
          midY: top + (Double(number) + 0.5) * ScreenState.labelLineHeight, maxWidth: labelRoom)
      }
    }
    // A button row's label is the button; other labels are text.
    list.textElement(
      content.style == .button ? .button : .text, content.label, font: .body, x: labelX,
      midY: labelMid, maxWidth: labelRoom, source: source(content.style == .button ? "" : ".label"))
    if hasSubtitle {
      list.text(
        content.subtitle, font: .subheadline, color: theme.secondaryLabel, x: labelX,
        midY: frame.midY + 11, maxWidth: labelRoom)
      list.textElement(
        .text, content.subtitle, font: .subheadline, x: labelX, midY: frame.midY + 11,
        maxWidth: labelRoom, source: source(".subtitle"))
    }
    if let placeholder = content.placeholder {
      // A text field starts after its label (or at the label's place without one).
      let fieldX =
        content.label.isEmpty
        ? labelX
        : labelX
          + min(0.45 * room, content.label.reduce(0) { $0 + TextWrapping.advance($1, 17) } + 16)
      list.text(
        placeholder, font: .body, color: theme.tertiaryLabel, x: fieldX, midY: frame.midY,
        maxWidth: max(0, trailing - fieldX))
      list.textElement(
        .text, placeholder, font: .body, x: fieldX, midY: frame.midY,
        maxWidth: max(0, trailing - fieldX), source: source(".placeholder"))
    }
    list.text(
      content.value, font: .body, color: theme.secondaryLabel, x: trailing,
      midY: frame.midY, alignment: .trailing, maxWidth: max(0, room - labelRoom))
    list.textElement(
      .text, content.value, font: .body, x: trailing, midY: frame.midY, alignment: .trailing,
      maxWidth: max(0, room - labelRoom), source: source(".value"))
    return labelX
  }

  /// A UISwitch at `position` 0 (off) … 1 (on): the track turns from the off fill to green,
  /// the white thumb slides across.
  func paintSwitch(_ track: Rect, position: Double, theme: Theme, into list: inout DisplayList) {
    let t = clamp(position, 0, 1)
    list.fill(track, radius: track.height / 2, color: FramePainter.switchOffTrack(theme))
    list.fill(track, radius: track.height / 2, color: theme.green.withOpacity(t))
    let inset = (track.height - FramePainter.switchThumb) / 2
    let thumb = Rect(
      x: track.minX + inset + t * (track.width - 2 * inset - FramePainter.switchThumb),
      y: track.minY + inset, width: FramePainter.switchThumb, height: FramePainter.switchThumb)
    list.shadow(thumb, radius: thumb.height / 2, blur: 3, color: Color.black.withOpacity(0.15))
    list.fill(thumb, radius: thumb.height / 2, color: .white)
  }

  /// A checkmark drawn as two strokes.
  func paintCheckmark(_ box: Rect, color: Color, into list: inout DisplayList) {
    let a = Point(x: box.minX, y: box.minY + box.height * 0.55)
    let b = Point(x: box.minX + box.width * 0.36, y: box.maxY)
    let c = Point(x: box.maxX, y: box.minY)
    list.line(from: a, to: b, width: 2.2, color: color)
    list.line(from: b, to: c, width: 2.2, color: color)
  }

  /// A red badge ending at `trailing`; returns its leading edge.
  func paintBadge(
    _ count: Int, trailing: Double, midY: Double, theme: Theme, into list: inout DisplayList
  ) -> Double {
    let text = FramePainter.badgeTexts[min(count, FramePainter.badgeTexts.count - 1)]
    let width = max(
      FramePainter.badgeHeight,
      text.reduce(0) { $0 + TextWrapping.advance($1, 15) } + 14)
    let rect = Rect(
      x: trailing - width, y: midY - FramePainter.badgeHeight / 2, width: width,
      height: FramePainter.badgeHeight)
    list.fill(rect, radius: rect.height / 2, color: theme.red)
    list.text(
      text, font: .subheadline, color: .white, x: rect.midX, midY: rect.midY, alignment: .center)
    return rect.minX
  }

  /// Badge counts as text, made once (a frame builds no strings); past 999 the badge says
  /// "999+".
  static let badgeTexts: [String] = (0...999).map(String.init) + ["999+"]
}
