import CSDL2
import DisplayList
import Glibc
import NavGeometry

/// `SDL_WINDOWPOS_CENTERED`, a C macro Swift does not import.
let windowPositionCentered = Int32(bitPattern: 0x2FFF_0000)

/// A resizable, HiDPI-aware window showing a phone-sized canvas, letterboxed to keep its
/// aspect ratio.
///
/// Frames are drawn by a `Rasterizer` into a canvas the size of the phones on screen, then
/// uploaded to a streaming texture and copied into the letterboxed rectangle of the output: the
/// GPU (or SDL's software renderer under Xvfb) only shows pixels, and the window looks exactly
/// like a headless run.
///
/// Memory stays bounded however the window is resized (issue 32: a 20000 × 20000 window grew
/// the process to 1.68 GB): the canvas is at most the display's size and ``maximumCanvasSide``
/// a side (drawn at fewer pixels a point and scaled up by the renderer beyond that), and a
/// window resized past the display is sized back to it (``clampSize()``).
public final class Window {
  let window: OpaquePointer
  let renderer: OpaquePointer
  public let rasterizer: Rasterizer
  /// The frame in memory, and its copy on the renderer's side; remade when the output resizes.
  private var surface: UnsafeMutablePointer<SDL_Surface>?
  private var texture: OpaquePointer?
  public private(set) var pointSize: Size
  /// Pixels a point on screen, and where the phones' rectangle starts in the output.
  private var outputScale = 1.0
  private var outputOrigin = (x: 0.0, y: 0.0)
  /// The longest side of the canvas, in pixels (8K), whatever the window's size.
  public static let maximumCanvasSide = 8192
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
    // Mesa's software OpenGL (llvmpipe, under Xvfb or without a GPU) draws on the CPU like
    // SDL's software renderer, but keeps colour buffers the size of the X window and follows
    // every size the X server gives the window before NavLab sizes it back: a resize storm
    // peaked at 2.19 GB with it, 47 MB without (docs/testing.md), and loading it costs
    // about 65 MB. Without a GPU's render node it is all OpenGL can be, so it is not tried.
    let userChose = FontLibrary.environment("SDL_RENDER_DRIVER") != nil
    var renderer =
      userChose || Window.hasRenderNode
      ? SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
      : nil
    if !userChose, let accelerated = renderer, Window.isSoftwareOpenGL(accelerated) {
      SDL_DestroyRenderer(accelerated)
      renderer = nil
    }
    if renderer == nil, !userChose {
      // SDL would otherwise back the software renderer's window surface with an OpenGL
      // texture (its "texture framebuffer"), which is Mesa again: X11's own image instead.
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
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

  /// Whether the machine has a GPU's render node (`/dev/dri/renderD128` …, or NVIDIA's own
  /// `/dev/nvidia0`); without one, OpenGL can only be Mesa's software rasterizer.
  static var hasRenderNode: Bool {
    if access("/dev/nvidia0", F_OK) == 0 { return true }
    guard let folder = opendir("/dev/dri") else { return false }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0, as: UTF8.self) }
      if name.hasPrefix("renderD") { return true }
    }
    return false
  }

  /// Whether `renderer` is SDL's OpenGL renderer on a software rasterizer (Mesa's llvmpipe,
  /// softpipe or swrast): a GPU machine's Xvfb, for one.
  static func isSoftwareOpenGL(_ renderer: OpaquePointer) -> Bool {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name,
      String(cString: name).hasPrefix("opengl"),
      let symbol = SDL_GL_GetProcAddress("glGetString")
    else { return false }
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    // GL_RENDERER; the renderer's context is current after SDL_CreateRenderer.
    guard let text = unsafeBitCast(symbol, to: GetString.self)(0x1F01) else { return false }
    let description = String(cString: text).lowercased()
    return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains {
      description.contains($0)
    }
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
    refreshDisplaySize()
    let (width, height) = outputSize
    guard width > 0, height > 0, pointSize.width > 0, pointSize.height > 0 else { return }
    let scale = min(Double(width) / pointSize.width, Double(height) / pointSize.height)
    outputScale = scale
    outputOrigin = (
      ((Double(width) - pointSize.width * scale) / 2).rounded(),
      ((Double(height) - pointSize.height * scale) / 2).rounded()
    )
    // The canvas: no larger than the display (in output pixels) nor 8K a side.
    let limit = canvasLimit()
    let canvasScale = min(
      scale, Double(limit.width) / pointSize.width, Double(limit.height) / pointSize.height)
    rasterizer.setScale(canvasScale, originX: 0, originY: 0)
  }

  /// The largest canvas, in pixels: the display the window is on (in output pixels, so HiDPI
  /// displays keep their sharpness), at most ``maximumCanvasSide`` a side.
  func canvasLimit() -> (width: Int, height: Int) {
    var bounds = SDL_Rect()
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    let density = windowWidth > 0 ? Double(outputSize.width) / Double(windowWidth) : 1
    var width = Window.maximumCanvasSide
    var height = Window.maximumCanvasSide
    let display = SDL_GetWindowDisplayIndex(window)
    if display >= 0, SDL_GetDisplayBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 {
      width = min(width, Int((Double(bounds.w) * max(1, density)).rounded()))
      height = min(height, Int((Double(bounds.h) * max(1, density)).rounded()))
    }
    return (width, height)
  }

  /// A window resized beyond its display (or 8K), e.g. by `xdotool windowsize`, which no window
  /// manager limits under Xvfb, is sized back to it, so SDL's own framebuffer stays bounded
  /// too. Cheap enough to call before every frame (a resize storm's events can arrive while
  /// SDL waits for an earlier resize, and be folded into it). Returns whether it was.
  ///
  /// `reported` is the size a resize event carried: SDL's own idea of the size can already be
  /// the clamped one while the X server holds the event's (a resize that arrived during the
  /// last clamp), so the clamp then goes through an intermediate size to reach the server.
  @discardableResult
  public func clampSize(reported: (width: Int32, height: Int32)? = nil) -> Bool {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    if let reported {
      width = max(width, reported.width)
      height = max(height, reported.height)
    }
    let side = Int32(Window.maximumCanvasSide)
    guard width > min(side, displaySize.width) || height > min(side, displaySize.height) else {
      return false
    }
    refreshDisplaySize()
    let maximumWidth = min(side, displaySize.width)
    let maximumHeight = min(side, displaySize.height)
    guard width > maximumWidth || height > maximumHeight else { return false }
    let target = (min(width, maximumWidth), min(height, maximumHeight))
    var current = (width: Int32(0), height: Int32(0))
    SDL_GetWindowSize(window, &current.width, &current.height)
    if current == target {
      // SDL skips a resize to the size it believes the window has.
      SDL_SetWindowSize(window, target.0, max(1, target.1 - 1))
    }
    SDL_SetWindowSize(window, target.0, target.1)
    updateScale()
    return true
  }

  /// The display's size in screen coordinates (8K a side when SDL cannot tell).
  private var displaySize = (width: Int32(0), height: Int32(0))

  private func refreshDisplaySize() {
    var bounds = SDL_Rect()
    let display = SDL_GetWindowDisplayIndex(window)
    if display >= 0, SDL_GetDisplayBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 {
      displaySize = (bounds.w, bounds.h)
    } else {
      displaySize = (Int32(Window.maximumCanvasSide), Int32(Window.maximumCanvasSide))
    }
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
    let scale = outputScale > 0 ? outputScale : 1
    return Point(
      x: (Double(x) * pixelsPerUnit - outputOrigin.x) / scale,
      y: (Double(y) * pixelsPerUnit - outputOrigin.y) / scale)
  }

  /// Whether SDL believes the window is larger than the display (or 8K): drawing then would
  /// make SDL's framebuffer that size, so the frame waits for ``clampSize()`` to take effect.
  var isOversized: Bool {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    let side = Int32(Window.maximumCanvasSide)
    if displaySize.width <= 0 { refreshDisplaySize() }
    return width > min(side, displaySize.width) || height > min(side, displaySize.height)
  }

  /// Clears and draws `list` into the back buffer; `present()` shows it. Nothing is drawn (nor
  /// presented) while the window is past the display, in a resize storm: SDL would otherwise
  /// size its framebuffer to the X window before the window is sized back.
  public func draw(_ list: DisplayList, background: Color) {
    skipsPresent = isOversized
    guard !skipsPresent, let (surface, texture) = frameTarget() else { return }
    rasterizer.render(list, into: PixelBuffer(surface: surface), background: background)
    SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch)
    // The letterbox around the phones, then the phones (scaled up if the canvas was capped).
    SDL_SetRenderDrawColor(
      renderer, UInt8(background.red), UInt8(background.green), UInt8(background.blue), 255)
    SDL_RenderClear(renderer)
    var target = SDL_Rect(
      x: Int32(outputOrigin.x), y: Int32(outputOrigin.y),
      w: Int32((pointSize.width * outputScale).rounded()),
      h: Int32((pointSize.height * outputScale).rounded()))
    SDL_RenderCopy(renderer, texture, nil, &target)
  }

  /// Shows what `draw` drew (waits for vsync when the renderer has it).
  public func present() {
    guard !skipsPresent else { return }
    SDL_RenderPresent(renderer)
  }

  /// Set by `draw` when the window was oversized: `present` then shows nothing either.
  private var skipsPresent = false

  /// The surface and texture matching the current output size, made or remade as needed; nil
  /// while the output has no pixels (minimised) or when SDL cannot make them.
  private func frameTarget() -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer)? {
    guard outputSize.width > 0, outputSize.height > 0 else { return nil }
    let width = Int32(max(1, (pointSize.width * rasterizer.scale).rounded()))
    let height = Int32(max(1, (pointSize.height * rasterizer.scale).rounded()))
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
