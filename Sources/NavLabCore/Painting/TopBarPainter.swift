import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// A rounded gradient top bar in place of the navigation bar (seed 003) that collapses
  /// from 350 to 127 pt and loses its corner radius as the content scrolls.
  func paintTopBar(
    _ bar: TopBarBehaviour, title: String, _ place: Placement, into list: inout DisplayList
  ) {
    let topBar = bar.spec
    let device = place.device
    let width = device.size.width
    // Seed 003's heights are those of the top view, which starts below the status bar; its
    // background runs up under the status bar, with its top corners above the screen so that
    // only the bottom ones show.
    let height = bar.height.value + device.topSafeArea
    let radius = bar.radius.value
    let frame = Rect(x: place.dx, y: -radius, width: width, height: height + radius)
    list.shadow(frame, radius: radius, blur: 10, color: Color.black.withOpacity(0.15))
    list.gradient(frame, radius: radius, top: topBar.topColor, bottom: topBar.bottomColor)
    list.element(
      .topBar, text: title,
      frame: Rect(x: place.dx, y: 0, width: width, height: height),
      source: "topBar")
    if let background = topBar.background {
      // The scene's image fills the bar (aspect fill, rounded with it).
      list.image(background.id, in: frame, radius: radius)
    }
    // The seed's HStack: .padding(.top, 35) + .padding(10) under the safe area.
    let rowMid = device.topSafeArea + 45 + 18
    // The title stops 10 pt before the search button.
    let titleRoom = max(0, place.contentWidth - 25 - 10 - 36 - 10)
    list.text(
      title, font: .largeTitle, color: .white, x: place.contentDX + 25, midY: rowMid,
      maxWidth: titleRoom)
    list.textElement(
      .text, title, font: .largeTitle, x: place.contentDX + 25, midY: rowMid,
      maxWidth: titleRoom, source: "title")
    let button = Rect(
      x: place.contentDX + place.contentWidth - 10 - 36, y: rowMid - 18, width: 36, height: 36)
    list.shadow(button, radius: 18, blur: 10, color: Color.black.withOpacity(0.2))
    list.fill(button, radius: 18, color: .white)
    list.symbol(.magnifier, in: button.insetBy(dx: 10, dy: 10), color: topBar.topColor)
    list.element(.button, text: "Search", frame: button, source: "topBar")
  }
}

extension TopBarBehaviour {
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .topBars else { return }
    painter.paintTopBar(self, title: context.title, context.place, into: &list)
  }
}
