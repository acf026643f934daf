import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer

/// Saves the window's frame as headless does: at the device's native pixels (1179×2556 on the
/// 15 Pro), through the same banded rasterizer, without the HUD, tuning panel, help or toast;
/// as PNG, or JPEG for a `.jpg`/`.jpeg` name.
struct NativeScreenshot {
  let fonts: FontLibrary
  let images: ImageStore
  private var canvas: BandedCanvas?
  private var painter = FramePainter()
  private var list = DisplayList(size: Size(width: 1, height: 1))

  init(fonts: FontLibrary, images: ImageStore) {
    self.fonts = fonts
    self.images = images
  }

  /// Saves the studio's phones (both, side by side, when comparing), without the window's
  /// HUD, panel and help; the toast, banner and reference overlay only when `notices` and
  /// `overlay` say so (Ctrl+S: never).
  mutating func save(
    _ studio: Studio, to path: String, notices: Bool = false, overlay: Bool = false
  ) throws {
    let device = studio.device
    let width = Int((studio.size.width * device.scale).rounded())
    let height = Int((studio.size.height * device.scale).rounded())
    if canvas.map({ $0.width != width || $0.height != height }) ?? true {
      canvas = try BandedCanvas(width: width, height: height, scale: device.scale, fonts: fonts)
      canvas?.rasterizer.images = images
    }
    guard let canvas else { return }
    painter.paint(studio.withoutOverlays(notices: notices, overlay: overlay), into: &list)
    let image = try ScreenshotStream(path: path, width: width, height: height)
    try canvas.render(list) { band, _ in try image.append(band) }
    try image.finish()
  }

  /// `navlab-SCREEN-YYYYMMDD-HHMMSS-mmm.png`, from the wall clock (local time).
  static func defaultName(screen: String) -> String {
    "navlab-\(screen)-\(WallClock.stamp()).png"
  }
}
