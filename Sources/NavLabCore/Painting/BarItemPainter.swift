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
    for item in items {
      if let symbol = item.symbol {
        let side = 22.0
        let rect = Rect(
          x: leading ? edge : edge - side, y: midY - side / 2, width: side, height: side)
        list.symbol(symbol, in: rect, color: tint)
        edge += leading ? side + 16 : -(side + 16)
      } else if let title = item.title {
        list.text(
          title, font: .body, color: tint, x: edge, midY: midY,
          alignment: leading ? .leading : .trailing)
        let estimated = Double(title.count) * Font.body.size * 0.55
        edge += leading ? estimated + 16 : -(estimated + 16)
      }
    }
  }
}
