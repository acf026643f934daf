import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// Side of a bar item's symbol.
  static let barSymbolSize = BarItem.symbolSide

  /// The display list cannot measure text, so a title takes an estimated width of 0.55 em per
  /// character.
  static func estimatedBarTitleWidth(_ title: String) -> Double {
    Double(title.count) * Font.body.size * 0.55
  }

  /// A scene's bar button items in the tint colour, from the bar's edge inwards, 16 pt from the
  /// edge and apart (UIKit's compact bar margins). iOS 26 puts each side's items on one shared
  /// glass capsule instead (``GlassBarItemsLayout``).
  func paintBarItems(
    _ items: [BarItem], leading: Bool, midY: Double, _ place: Placement,
    into list: inout DisplayList
  ) {
    guard !items.isEmpty else { return }
    if place.design == .ios26 {
      paintGlassBarItems(items, leading: leading, midY: midY, place, into: &list)
      return
    }
    let width = place.device.size.width
    let tint = place.theme.tint
    var edge = leading ? place.dx + 16 : place.dx + width - 16
    let direction = leading ? 1.0 : -1.0
    for (index, item) in items.enumerated() {
      if let symbol = item.symbol {
        let side = Self.barSymbolSize
        let center = edge + direction * side / 2
        let rect = Rect(x: center - side / 2, y: midY - side / 2, width: side, height: side)
        list.symbol(symbol, in: rect, color: tint)
        list.element(
          .toolbarItem, text: item.title ?? "", frame: rect,
          source: Self.barItemSource(leading: leading, index))
        // The symbol by its name in the layout dump, as a row's icon is.
        list.element(
          .image, text: symbol.sceneName, frame: rect,
          source: Self.barItemSource(leading: leading, index) + ".symbol")
        edge += direction * (side + 16)
      } else if let image = item.image {
        let side = Self.barSymbolSize
        let center = edge + direction * side / 2
        let rect = Rect(x: center - side / 2, y: midY - side / 2, width: side, height: side)
        paintBarImage(image, name: item.imageName, in: rect, leading: leading, index, into: &list)
        edge += direction * (side + 16)
      } else if let title = item.title {
        list.text(
          title, font: .body, color: tint, x: edge, midY: midY,
          alignment: leading ? .leading : .trailing)
        list.textElement(
          .toolbarItem, title, font: .body, x: edge, midY: midY,
          alignment: leading ? .leading : .trailing,
          source: Self.barItemSource(leading: leading, index))
        edge += direction * (Self.estimatedBarTitleWidth(title) + 16)
      }
    }
  }

  /// iOS 26: one glass capsule under the side's items, each centred in its slot (44 pt for a
  /// symbol, the title plus 12 pt each side).
  private func paintGlassBarItems(
    _ items: [BarItem], leading: Bool, midY: Double, _ place: Placement,
    into list: inout DisplayList
  ) {
    var total = 0.0
    for item in items { total += Self.glassSlotWidth(item) }
    let platter = GlassBarItemsLayout(
      slotWidths: total, leading: leading, screenWidth: place.device.size.width, midY: midY)
    paintGlass(platter.frame.offsetBy(dx: place.dx), theme: place.theme, into: &list)
    let tint = place.theme.tint
    var before = 0.0
    for (index, item) in items.enumerated() {
      let slot = Self.glassSlotWidth(item)
      let center = place.dx + platter.slotMidX(before: before, width: slot)
      before += slot
      // On glass an item is its slot of the capsule.
      list.element(
        .toolbarItem, text: item.title ?? "",
        frame: Rect(
          x: center - slot / 2, y: platter.frame.minY, width: slot, height: platter.frame.height),
        source: Self.barItemSource(leading: leading, index))
      if let symbol = item.symbol {
        let side = Self.barSymbolSize
        let rect = Rect(x: center - side / 2, y: midY - side / 2, width: side, height: side)
        list.symbol(symbol, in: rect, color: tint)
        list.element(
          .image, text: symbol.sceneName, frame: rect,
          source: Self.barItemSource(leading: leading, index) + ".symbol")
      } else if let image = item.image {
        let side = Self.barSymbolSize
        let rect = Rect(x: center - side / 2, y: midY - side / 2, width: side, height: side)
        paintBarImage(
          image, name: item.imageName, in: rect, leading: leading, index, slotRecorded: true,
          into: &list)
      } else if let title = item.title {
        list.text(title, font: .body, color: tint, x: center, midY: midY, alignment: .center)
      }
    }
  }

  /// An item's image file in the symbol's square, in its own colours (SwiftUI draws a toolbar
  /// image as a template in the tint unless it is `.renderingMode(.original)`; NavLab's
  /// display list has no template drawing, so its colours are kept), named in the layout dump
  /// as the code names it.
  private func paintBarImage(
    _ path: String, name: String?, in rect: Rect, leading: Bool, _ index: Int,
    slotRecorded: Bool = false, into list: inout DisplayList
  ) {
    list.image(ImageID(path: path), in: rect)
    guard list.recordsElements else { return }
    let source = Self.barItemSource(leading: leading, index)
    if !slotRecorded { list.element(.toolbarItem, text: "", frame: rect, source: source) }
    list.element(.image, text: name ?? "", frame: rect, source: source + ".image")
  }

  /// Where each of one side's bar items is drawn, in screen points (before the screen's slide):
  /// a symbol's 22 pt square or a title's estimated line on iOS 18, 16 pt from the edge and
  /// apart; its slot of the shared glass capsule on iOS 26. A tap is tested against these
  /// (``Engine/tapBarItem(x:y:)``); an item with neither symbol nor title gets an empty frame.
  static func barItemFrames(
    _ items: [BarItem], leading: Bool, midY: Double, width: Double, design: Design
  ) -> [Rect] {
    guard !items.isEmpty else { return [] }
    if design == .ios26 {
      var total = 0.0
      for item in items { total += glassSlotWidth(item) }
      let platter = GlassBarItemsLayout(
        slotWidths: total, leading: leading, screenWidth: width, midY: midY)
      var before = 0.0
      return items.map { item in
        let slot = glassSlotWidth(item)
        let center = platter.slotMidX(before: before, width: slot)
        before += slot
        return Rect(
          x: center - slot / 2, y: platter.frame.minY, width: slot, height: platter.frame.height)
      }
    }
    var edge = leading ? 16.0 : width - 16
    let direction = leading ? 1.0 : -1.0
    return items.map { item in
      if item.symbol != nil || item.image != nil {
        let side = barSymbolSize
        let center = edge + direction * side / 2
        edge += direction * (side + 16)
        return Rect(x: center - side / 2, y: midY - side / 2, width: side, height: side)
      } else if let title = item.title {
        let textWidth = estimatedBarTitleWidth(title)
        let height = Font.body.size * DisplayList.lineBoxHeight
        defer { edge += direction * (textWidth + 16) }
        return Rect(
          x: leading ? edge : edge - textWidth, y: midY - height / 2, width: textWidth,
          height: height)
      }
      return Rect(x: edge, y: midY, width: 0, height: 0)
    }
  }

  /// The scene field of a bar item: `barItems.leading[I]` or `barItems.trailing[I]`.
  static func barItemSource(leading: Bool, _ index: Int) -> String {
    "barItems.\(leading ? "leading" : "trailing")[\(index)]"
  }

  /// An item's slot on iOS 26's glass (a symbol wins over a title, as it is drawn).
  static func glassSlotWidth(_ item: BarItem) -> Double {
    GlassBarItemsLayout.slotWidth(
      textWidth: item.symbol == nil && item.image == nil
        ? item.title.map(estimatedBarTitleWidth) : nil)
  }
}
