import DisplayList
import NavGeometry

/// The stepper and the slider of a settings row (SwiftUI's `Stepper` and `Slider` in a Form).
///
/// Sizes: UIStepper draws 94 × 32 pt from iOS 13 on (its intrinsic content size; before iOS 13
/// it was 94 × 29, "the bounding rectangle of a UISwitch" as the iOS 5–12 UIStepper reference
/// put it), two segments split by a hairline, − and + glyphs in the label colour, on
/// tertiarySystemFill-grey with 8 pt corners. UISlider: a 4 pt track with round ends and a
/// 28 pt white thumb with a soft shadow, the minimum side in the tint colour (iOS 13's restyle;
/// Apple publishes no numbers: these are the control's drawn sizes as commonly measured, the
/// thumb matching UISwitch's 28 pt knob), in a 34 pt tall control (UISlider's frame height,
/// measured on iOS 8: markmeretzky.com/swift/slider).
extension FramePainter {
  static let stepperSize = (width: 94.0, height: 32.0)
  static let stepperRadius = 8.0
  static let sliderTrackHeight = 4.0
  static let sliderThumb = 28.0

  /// The stepper in a row whose frame is `row`: its trailing edge where the switch's is.
  static func stepper(in row: Rect) -> Rect {
    Rect(
      x: row.maxX - switchTrailing - stepperSize.width, y: row.midY - stepperSize.height / 2,
      width: stepperSize.width, height: stepperSize.height)
  }

  /// The slider's track from `minX` to `maxX` (the thumb's centre travels half a thumb in from
  /// each end, so the track's ends stay under it).
  static func sliderTrack(from minX: Double, to maxX: Double, midY: Double) -> Rect {
    Rect(
      x: minX, y: midY - sliderTrackHeight / 2, width: max(0, maxX - minX),
      height: sliderTrackHeight)
  }

  /// Where the thumb's centre is for `fraction` (0 … 1) of `track`.
  static func sliderThumbCenter(_ track: Rect, fraction: Double) -> Double {
    let travel = max(0, track.width - sliderThumb)
    return track.minX + sliderThumb / 2 + travel * min(max(fraction, 0), 1)
  }

  func paintStepper(_ frame: Rect, theme: Theme, into list: inout DisplayList) {
    list.fill(frame, radius: FramePainter.stepperRadius, color: FramePainter.switchOffTrack(theme))
    // The divider: a hairline 18 pt tall in the middle.
    list.fill(
      Rect(x: frame.midX - 0.5, y: frame.midY - 9, width: 1, height: 18),
      color: theme.hairline)
    let glyph = 14.0
    let stroke = 2.0
    let minus = frame.minX + frame.width / 4
    let plus = frame.maxX - frame.width / 4
    list.fill(
      Rect(x: minus - glyph / 2, y: frame.midY - stroke / 2, width: glyph, height: stroke),
      radius: stroke / 2, color: theme.label)
    list.fill(
      Rect(x: plus - glyph / 2, y: frame.midY - stroke / 2, width: glyph, height: stroke),
      radius: stroke / 2, color: theme.label)
    list.fill(
      Rect(x: plus - stroke / 2, y: frame.midY - glyph / 2, width: stroke, height: glyph),
      radius: stroke / 2, color: theme.label)
  }

  func paintSlider(_ track: Rect, fraction: Double, theme: Theme, into list: inout DisplayList) {
    let center = FramePainter.sliderThumbCenter(track, fraction: fraction)
    list.fill(track, radius: track.height / 2, color: FramePainter.switchOffTrack(theme))
    list.fill(
      Rect(x: track.minX, y: track.minY, width: max(0, center - track.minX), height: track.height),
      radius: track.height / 2, color: theme.tint)
    let side = FramePainter.sliderThumb
    let thumb = Rect(x: center - side / 2, y: track.midY - side / 2, width: side, height: side)
    list.shadow(thumb, radius: side / 2, blur: 3, color: Color.black.withOpacity(0.15))
    list.fill(thumb, radius: side / 2, color: .white)
  }
}
