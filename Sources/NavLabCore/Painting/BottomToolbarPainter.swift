import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// A bottom toolbar: iOS 18's bar material (the navigation bar's blur and tint) from the
  /// bar's top down to the screen's bottom edge when nothing lies below it, a hairline on top;
  /// iOS 26's glass capsules. Items in the tint colour, recorded as `toolbarItem`s (a symbol
  /// also as an `image` of its name, as the navigation bar's are).
  func paintBottomToolbar(
    _ bar: BottomToolbarLayout, _ items: [BarItem], reachesBottom: Bool, _ place: Placement,
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let frame = bar.frame.offsetBy(dx: place.dx)
    if bar.platters.isEmpty {
      let bottom = reachesBottom ? place.device.size.height : frame.maxY
      list.backdropBlur(
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bottom - frame.minY),
        sigma: theme.barBlurSigma, tint: theme.barBackground)
      list.fill(
        Rect(
          x: frame.minX, y: frame.minY - place.device.hairline, width: frame.width,
          height: place.device.hairline), color: theme.hairline)
    }
    for platter in bar.platters {
      paintGlass(platter.offsetBy(dx: place.dx), theme: theme, into: &list)
    }
    let tint = theme.tint
    for (index, item) in items.enumerated() where !item.isSpace {
      let slot = bar.itemFrames[index].offsetBy(dx: place.dx)
      // The dump's source, made only when elements are recorded (a frame allocates nothing).
      let source = list.recordsElements ? "barItems.bottom[\(index)]" : ""
      let side = BarItem.symbolSide
      let square = Rect(
        x: slot.midX - side / 2, y: bar.midY - side / 2, width: side, height: side)
      if let symbol = item.symbol {
        list.symbol(symbol, in: square, color: tint)
        list.element(.toolbarItem, text: item.title ?? "", frame: slot, source: source)
        list.element(.image, text: symbol.sceneName, frame: square, source: source + ".symbol")
      } else if let image = item.image {
        list.image(ImageID(path: image), in: square)
        list.element(.toolbarItem, text: "", frame: slot, source: source)
        list.element(.image, text: item.imageName ?? "", frame: square, source: source + ".image")
      } else if let title = item.title {
        list.text(
          title, font: .body, color: tint, x: slot.midX, midY: bar.midY, alignment: .center)
        list.textElement(
          .toolbarItem, title, font: .body, x: slot.midX, midY: bar.midY, alignment: .center,
          source: source)
      }
    }
  }
}
