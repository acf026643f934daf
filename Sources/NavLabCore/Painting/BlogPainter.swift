import DisplayList
import NavGeometry

extension FramePainter {
  /// Seed 003's blog: a rounded gradient top bar that collapses from 350 to 127 pt and loses
  /// its corner radius as the posts scroll.
  mutating func paintBlogScreen(
    _ screen: ScreenState, _ place: Placement, into list: inout DisplayList
  ) {
    let theme = place.theme
    let device = place.device
    let width = device.size.width
    list.fill(device.bounds.offsetBy(dx: place.dx), color: theme.background)
    // Seed 003's heights are those of the top view, which starts below the status bar; its
    // background runs up under the status bar, with its top corners above the screen so that
    // only the bottom ones show.
    let height = screen.topBarHeight.value + device.topSafeArea
    // The posts' ScrollView starts at the bar's bottom and clips there (no post shows in the
    // rounded corners' cut-outs).
    list.pushClip(
      Rect(x: place.dx, y: height, width: width, height: max(0, device.size.height - height)))
    paintList(screen, style: .posts, place, minY: height, maxY: device.size.height, into: &list)
    list.popClip()

    let radius = screen.topBarRadius.value
    let bar = Rect(x: place.dx, y: -radius, width: width, height: height + radius)
    list.shadow(bar, radius: radius, blur: 10, color: Color.black.withOpacity(0.15))
    list.gradient(
      bar, radius: radius, top: screen.spec.topBar.topColor, bottom: screen.spec.topBar.bottomColor)
    list.element(
      .topBar, text: screen.spec.title,
      frame: Rect(x: place.dx, y: 0, width: width, height: height), source: "topBar")
    if let background = screen.spec.topBar.background {
      // The scene's image fills the bar (aspect fill, rounded with it).
      list.image(background.id, in: bar, radius: radius)
    }
    // The seed's HStack: .padding(.top, 35) + .padding(10) under the safe area.
    let rowMid = device.topSafeArea + 45 + 18
    // The title stops 10 pt before the search button.
    list.text(
      screen.spec.title, font: .largeTitle, color: .white, x: place.contentDX + 25, midY: rowMid,
      maxWidth: max(0, place.contentWidth - 25 - 10 - 36 - 10))
    list.textElement(
      .text, screen.spec.title, font: .largeTitle, x: place.contentDX + 25, midY: rowMid,
      maxWidth: max(0, place.contentWidth - 25 - 10 - 36 - 10), source: "title")
    let button = Rect(
      x: place.contentDX + place.contentWidth - 10 - 36, y: rowMid - 18, width: 36, height: 36)
    list.shadow(button, radius: 18, blur: 10, color: Color.black.withOpacity(0.2))
    list.fill(button, radius: 18, color: .white)
    list.element(.button, text: "Search", frame: button)
    list.symbol(.magnifier, in: button.insetBy(dx: 10, dy: 10), color: screen.spec.topBar.topColor)
  }
}
