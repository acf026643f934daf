/// An image decoded from a file: `pixels` are premultiplied ARGB8888 (alpha in the high byte,
/// each colour already multiplied by it), row by row, `width` × `height`.
public struct DecodedImage: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt32]
  /// Whether every pixel is opaque (drawn as plain copies).
  public var isOpaque: Bool

  public init(width: Int, height: Int, pixels: [UInt32]) {
    self.width = width
    self.height = height
    self.pixels = pixels
    isOpaque = pixels.allSatisfy { $0 >> 24 == 0xFF }
  }

  /// Bytes of pixels held.
  public var byteCount: Int { pixels.count * 4 }
}

/// Why bytes are not an image NavLab will draw, in words for a one-line message.
public struct ImageDecodeError: Error, Equatable, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) { self.description = description }
}
