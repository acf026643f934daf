import CSDL2
import DisplayList
import NavGeometry

/// `SDL_WINDOWPOS_CENTERED`, a C macro Swift does not import.
let windowPositionCentered = Int32(bitPattern: 0x2FFF_0000)

/// A resizable, HiDPI-aware window showing a phone-sized canvas, letterboxed to keep its
/// aspect ratio.
///
/// Frames are drawn by a `Rasterizer` into a surface the size of the renderer's output, then
/// uploaded to a streaming texture and copied to the screen: the GPU (or SDL's software
/// renderer under Xvfb) only shows pixels, and the window looks exactly like a headless run.
public final class Window {
  let window: OpaquePointer
  let renderer: OpaquePointer
  public let rasterizer: Rasterizer
  /// The frame in memory, and its copy on the renderer's side; remade when the output resizes.
  private var surface: UnsafeMutablePointer<SDL_Surface>?
  private var texture: OpaquePointer?
  public private(set) var pointSize: Size
  /// Whether presenting waits for vertical sync (otherwise the caller paces frames).
  public let hasVSync: Bool

  /// Opens a window for a canvas of `pointSize`, fitted to the desktop's usable area.
  public init(title: String, pointSize: Size, fonts: FontLibrary) throws(SDLError) {
    self.pointSize = pointSize
    let (width, height) = Window.fittedWindowSize(for: pointSize)
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    guard
      let window = SDL_CreateWindow(
        title, windowPositionCentered, windowPositionCentered, width, height, flags)
    else {
      throw SDLError(
        "navlab: cannot open a window: \(SDLError.lastSDLMessage).",
        remedy: "Run it on a desktop session, under Xvfb (xvfb-run -a navlab), or with --headless.")
    }
    var vsync = true
    var renderer = SDL_CreateRenderer(
      window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
    if renderer == nil {
      // No GPU (e.g. Xvfb): the software renderer works everywhere; pace frames ourselves.
      renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
      vsync = false
    }
    guard let renderer else {
      SDL_DestroyWindow(window)
      throw SDLError(
        "navlab: cannot create a renderer: \(SDLError.lastSDLMessage).",
        remedy: "Check the graphics driver, or use --headless.")
    }
    var info = SDL_RendererInfo()
    if SDL_GetRendererInfo(renderer, &info) == 0 {
      vsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }
    self.window = window
    self.renderer = renderer
    hasVSync = vsync
    SDL_SetWindowMinimumSize(window, 120, 200)
    rasterizer = Rasterizer(fonts: fonts, scale: 1)
    updateScale()
  }

  deinit {
    if let texture { SDL_DestroyTexture(texture) }
    if let surface { SDL_FreeSurface(surface) }
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  /// A window size in screen coordinates: the device's points, shrunk to fit the desktop.
  static func fittedWindowSize(for size: Size) -> (Int32, Int32) {
    var usable = SDL_Rect()
    var factor = 1.0
    if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.h > 100, usable.w > 100 {
      let margin = 48.0
      factor = min(
        1, (Double(usable.h) - margin) / size.height, (Double(usable.w) - margin) / size.width)
    }
    return (Int32((size.width * factor).rounded()), Int32((size.height * factor).rounded()))
  }

  /// The renderer's output size in pixels (larger than the window on HiDPI displays).
  public var outputSize: (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    return (width, height)
  }

  /// Recomputes pixels-per-point after a resize, a display change or a new device size.
  public func updateScale(pointSize newSize: Size? = nil) {
    if let newSize { pointSize = newSize }
    let (width, height) = outputSize
    guard width > 0, height > 0, pointSize.width > 0, pointSize.height > 0 else { return }
    let scale = min(Double(width) / pointSize.width, Double(height) / pointSize.height)
    rasterizer.setScale(
      scale, originX: ((Double(width) - pointSize.width * scale) / 2).rounded(),
      originY: ((Double(height) - pointSize.height * scale) / 2).rounded())
  }

  /// Resizes the window to fit a new device.
  public func resize(to size: Size) {
    let (width, height) = Window.fittedWindowSize(for: size)
    SDL_SetWindowSize(window, width, height)
    updateScale(pointSize: size)
  }

  /// Converts window coordinates (mouse events) to canvas points.
  public func point(fromWindowX x: Int32, y: Int32) -> Point {
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    let (width, _) = outputSize
    let pixelsPerUnit = windowWidth > 0 ? Double(width) / Double(windowWidth) : 1
    let scale = rasterizer.scale > 0 ? rasterizer.scale : 1
    return Point(
      x: (Double(x) * pixelsPerUnit - rasterizer.originX) / scale,
      y: (Double(y) * pixelsPerUnit - rasterizer.originY) / scale)
  }

  /// Clears and draws `list` into the back buffer; `present()` shows it.
  public func draw(_ list: DisplayList, background: Color) {
    guard let (surface, texture) = frameTarget() else { return }
    rasterizer.render(list, into: PixelBuffer(surface: surface), background: background)
    SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch)
    SDL_RenderCopy(renderer, texture, nil, nil)
  }

  /// Shows what `draw` drew (waits for vsync when the renderer has it).
  public func present() {
    SDL_RenderPresent(renderer)
  }

  /// The surface and texture matching the current output size, made or remade as needed; nil
  /// while the output has no pixels (minimised) or when SDL cannot make them.
  private func frameTarget() -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer)? {
    let (width, height) = outputSize
    guard width > 0, height > 0 else { return nil }
    if let surface, let texture, surface.pointee.w == width, surface.pointee.h == height {
      return (surface, texture)
    }
    if let texture { SDL_DestroyTexture(texture) }
    if let surface { SDL_FreeSurface(surface) }
    texture = nil
    let format = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
    surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format)
    guard let surface,
      let texture = SDL_CreateTexture(
        renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
    else { return nil }
    // Every pixel is opaque and replaces what was there.
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    self.texture = texture
    return (surface, texture)
  }

  public func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }
}
