import DisplayList
import NavGeometry

extension FramePainter {
  /// A scene's bar button items in the tint colour, from the bar's edge inwards, 16 pt from the
  /// edge and apart (UIKit's compact bar margins). Titles are body text; the display list
  /// cannot measure text, so a title takes an estimated width of 0.55 em per character.
  func paintBarItems(
    _ items: [BarItem], leading: Bool, midY: Double, _ place: Placement,
    into list: inout DisplayList
  ) {
    guard !items.isEmpty else { return }
    let width = place.device.size.width
    let tint = place.theme.tint
    var edge = leading ? place.dx + 16 : place.dx + width - 16
    // iOS 26 puts each button on glass: a 44 pt circle, or a capsule 12 pt around a title,
    // starting at the 16 pt margin; the glyph or text moves inwards to its centre.
    let glass = place.design == .ios26
    let pad = glass ? 12.0 : 0
    let direction = leading ? 1.0 : -1.0
    for item in items {
      if let symbol = item.symbol {
        let side = 22.0
        let slot = glass ? FramePainter.glassButtonSize : side
        let center = edge + direction * slot / 2
        if glass {
          paintGlass(
            Rect(x: center - slot / 2, y: midY - slot / 2, width: slot, height: slot),
            theme: place.theme, into: &list)
        }
        list.symbol(
          symbol, in: Rect(x: center - side / 2, y: midY - side / 2, width: side, height: side),
          color: tint)
        edge += direction * (slot + 16)
      } else if let title = item.title {
        let estimated = Double(title.count) * Font.body.size * 0.55
        let slot = estimated + 2 * pad
        if glass {
          let size = FramePainter.glassButtonSize
          paintGlass(
            Rect(
              x: leading ? edge : edge - slot, y: midY - size / 2, width: slot, height: size),
            theme: place.theme, into: &list)
        }
        list.text(
          title, font: .body, color: tint, x: edge + direction * pad, midY: midY,
          alignment: leading ? .leading : .trailing)
        edge += direction * (slot + 16)
      }
    }
  }
}
