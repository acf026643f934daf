import CSDL2

/// Small white-with-alpha textures that make anti-aliased round shapes cheap on every renderer:
/// quarter discs for rounded corners, their inverses for the screen's corner mask, and soft
/// corners for drop shadows. Tinted per draw with colour and alpha modulation.
///
/// SDL's software renderer blends a geometry triangle through a temporary surface the size of
/// its bounding box, which made large rounded rectangles cost tens of milliseconds at @3x;
/// interiors are now plain rectangle fills and only the corners are textures.
final class ShapeAtlas {
  /// The four orientations of one corner piece.
  struct Corners {
    var topLeft: OpaquePointer
    var topRight: OpaquePointer
    var bottomLeft: OpaquePointer
    var bottomRight: OpaquePointer
    /// Side of each piece in pixels.
    var size: Int32
  }

  enum Kind: Hashable {
    /// Coverage of a disc of the given radius.
    case disc(radius: Int32)
    /// One minus the disc coverage: what lies outside a rounded corner.
    case mask(radius: Int32)
    /// A soft shadow around a corner of `radius`, fading over `blur` pixels.
    case shadow(radius: Int32, blur: Int32)
  }

  private let renderer: OpaquePointer
  private var cache: [Kind: Corners] = [:]

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  deinit { removeAll() }

  func removeAll() {
    for corners in cache.values {
      SDL_DestroyTexture(corners.topLeft)
      SDL_DestroyTexture(corners.topRight)
      SDL_DestroyTexture(corners.bottomLeft)
      SDL_DestroyTexture(corners.bottomRight)
    }
    cache.removeAll()
  }

  func corners(_ kind: Kind) -> Corners? {
    if let corners = cache[kind] { return corners }
    let size: Int32
    switch kind {
    case .disc(let radius), .mask(let radius): size = radius
    case .shadow(let radius, let blur): size = radius + blur
    }
    guard size > 0, size <= 4096 else { return nil }
    var textures: [OpaquePointer] = []
    for orientation in 0..<4 {
      guard
        let texture = makeTexture(
          kind, size: size, flipX: orientation & 1 != 0, flipY: orientation & 2 != 0)
      else {
        for texture in textures { SDL_DestroyTexture(texture) }
        return nil
      }
      textures.append(texture)
    }
    let corners = Corners(
      topLeft: textures[0], topRight: textures[1], bottomLeft: textures[2],
      bottomRight: textures[3], size: size)
    cache[kind] = corners
    return corners
  }

  /// Alpha of the top-left piece at pixel (`x`, `y`); the corner's circle is centred at
  /// (`size`, `size`).
  private static func alpha(_ kind: Kind, x: Int32, y: Int32, size: Int32) -> Double {
    let centre = Double(size)
    switch kind {
    case .disc(let radius), .mask(let radius):
      // 4×4 supersampling of the pixel against the circle.
      var inside = 0
      let r = Double(radius)
      for sy in 0..<4 {
        for sx in 0..<4 {
          let px = Double(x) + (Double(sx) + 0.5) / 4 - centre
          let py = Double(y) + (Double(sy) + 0.5) / 4 - centre
          if px * px + py * py <= r * r { inside += 1 }
        }
      }
      let coverage = Double(inside) / 16
      if case .mask = kind { return 1 - coverage }
      return coverage
    case .shadow(let radius, let blur):
      let px = Double(x) + 0.5 - centre
      let py = Double(y) + 0.5 - centre
      let distance = (px * px + py * py).squareRoot() - Double(radius)
      guard distance > 0 else { return 1 }
      let fade = max(0, 1 - distance / Double(max(blur, 1)))
      return fade * fade
    }
  }

  private func makeTexture(_ kind: Kind, size: Int32, flipX: Bool, flipY: Bool) -> OpaquePointer? {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, size, size, 32, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue))
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    let pitch = Int(surface.pointee.pitch) / 4
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for y in 0..<size {
      for x in 0..<size {
        let sourceX = flipX ? size - 1 - x : x
        let sourceY = flipY ? size - 1 - y : y
        let alpha = UInt32(
          (ShapeAtlas.alpha(kind, x: sourceX, y: sourceY, size: size) * 255).rounded())
        pixels[Int(y) * pitch + Int(x)] = alpha << 24 | 0x00FF_FFFF
      }
    }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return texture
  }
}
