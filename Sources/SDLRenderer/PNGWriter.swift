import CSDL2
import CZlib
import Glibc
import OutputFiles

/// Writes opaque ARGB8888 pixels as an RGB PNG file, streaming rows through zlib, and never
/// leaves a partial file behind (temporary file, then rename).
///
/// SDL2_image's `IMG_SavePNG` copies the whole surface into another format first (12 MB more at
/// @3x) and compresses at libpng's default level, which took ~0.1 s per @3x screenshot; this
/// writer keeps one row and zlib's state and uses level 3 with the Sub filter (PNG spec §9.2),
/// which suits the flat colours of UI screenshots. The file is an `OutputFile`: written under an
/// exclusive temporary name and renamed, or written in place when it is a device.
///
/// ```swift
/// let png = try PNGStream(path: "shot.png", width: 1179, height: 2556)
/// try png.append(rows)   // PixelBuffer bands, top to bottom
/// try png.finish()
/// ```
public final class PNGStream {
  public let path: String
  public let width: Int
  public let height: Int
  private let destination: OutputFile
  private var file: UnsafeMutablePointer<FILE>?
  private var stream = z_stream()
  private var rowsWritten = 0
  private var row: [UInt8]
  private var output = [UInt8](repeating: 0, count: 1 << 16)
  private var chunk: [UInt8] = []
  static let level: Int32 = 3

  public init(path: String, width: Int, height: Int) throws(SDLError) {
    self.path = path
    self.width = width
    self.height = height
    row = [UInt8](repeating: 0, count: 1 + 3 * max(width, 0))
    guard width > 0, height > 0 else { throw Self.error(path, "an empty image") }
    do {
      destination = try OutputFile(path: path)
    } catch {
      throw Self.error(path, error.reason)
    }
    guard let file = destination.handle else {
      throw Self.error(path, "the file was already closed")
    }
    self.file = file
    guard
      deflateInit_(&stream, Self.level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else {
      discard()
      throw Self.error(path, "zlib failed to start")
    }
    var header: [UInt8] = []
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    header += [8, 2, 0, 0, 0]  // 8 bits, truecolour (RGB), deflate, adaptive filters, no interlace
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard fwrite(signature, 1, 8, file) == 8, writeChunk("IHDR", header) else {
      throw failure(String(cString: strerror(errno)))
    }
  }

  deinit { discard() }

  static func error(_ path: String, _ reason: String) -> SDLError {
    SDLError(
      "navlab: cannot write the screenshot \(path): \(reason).",
      remedy: "Check that the folder exists and is writable.")
  }

  private func failure(_ reason: String) -> SDLError {
    discard()
    return Self.error(path, reason)
  }

  /// Adds the next rows of the image (a band of `width` pixels per row).
  public func append(_ band: PixelBuffer) throws(SDLError) {
    guard file != nil else { throw Self.error(path, "the file was already closed") }
    let rows = min(band.height, height - rowsWritten)
    for y in 0..<rows {
      let source = band.row(y)
      // Filter type 1 (Sub): each byte minus the same channel of the pixel to its left.
      row[0] = 1
      var red: UInt8 = 0
      var green: UInt8 = 0
      var blue: UInt8 = 0
      for x in 0..<min(width, band.width) {
        let argb = source[x]
        let r = UInt8(truncatingIfNeeded: argb >> 16)
        let g = UInt8(truncatingIfNeeded: argb >> 8)
        let b = UInt8(truncatingIfNeeded: argb)
        row[1 + 3 * x] = r &- red
        row[2 + 3 * x] = g &- green
        row[3 + 3 * x] = b &- blue
        red = r
        green = g
        blue = b
      }
      rowsWritten += 1
      try deflateRow(flush: rowsWritten == height ? Z_FINISH : Z_NO_FLUSH)
    }
  }

  /// Ends the image and moves the file into place.
  public func finish() throws(SDLError) {
    guard file != nil else { throw Self.error(path, "the file was already closed") }
    guard rowsWritten == height else { throw failure("only \(rowsWritten) of \(height) rows") }
    guard writeChunk("IEND", []) else { throw failure(String(cString: strerror(errno))) }
    deflateEnd(&stream)
    self.file = nil
    do {
      try destination.commit()
    } catch {
      throw Self.error(path, error.reason)
    }
  }

  /// Drops the partial file (the run failed).
  public func discard() {
    guard file != nil else { return }
    self.file = nil
    deflateEnd(&stream)
    destination.discard()
  }

  /// Feeds the current row to zlib, writing an IDAT chunk each time the output buffer fills.
  private func deflateRow(flush: Int32) throws(SDLError) {
    let outputSize = output.count
    var failed: String?
    row.withUnsafeMutableBufferPointer { input in
      stream.next_in = input.baseAddress
      stream.avail_in = UInt32(input.count)
      while true {
        let (status, produced) = output.withUnsafeMutableBufferPointer { buffer in
          stream.next_out = buffer.baseAddress
          stream.avail_out = UInt32(outputSize)
          let status = deflate(&stream, flush)
          return (status, outputSize - Int(stream.avail_out))
        }
        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
          failed = "zlib error \(status)"
          return
        }
        if produced > 0, !writeChunk("IDAT", output[0..<produced]) {
          failed = String(cString: strerror(errno))
          return
        }
        if status == Z_STREAM_END { return }
        // More output is pending only when the buffer filled up.
        if produced < outputSize && stream.avail_in == 0 { return }
      }
    }
    if let failed { throw failure(failed) }
  }

  private func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(UInt8(value >> 24))
    bytes.append(UInt8((value >> 16) & 0xFF))
    bytes.append(UInt8((value >> 8) & 0xFF))
    bytes.append(UInt8(value & 0xFF))
  }

  private func writeChunk<Bytes: Collection<UInt8>>(_ type: String, _ data: Bytes) -> Bool {
    guard let file else { return false }
    chunk.removeAll(keepingCapacity: true)
    appendBigEndian(UInt32(data.count), to: &chunk)
    chunk.append(contentsOf: type.utf8)
    chunk.append(contentsOf: data)
    let crc = chunk.withUnsafeBufferPointer { bytes in
      crc32(0, bytes.baseAddress! + 4, UInt32(bytes.count - 4))
    }
    appendBigEndian(UInt32(crc), to: &chunk)
    return chunk.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
      == chunk.count
  }
}

/// Saves whole surfaces (window screenshots, offscreen canvases) through a `PNGStream`.
enum PNGWriter {
  static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws(SDLError)
  {
    let pixels = PixelBuffer(surface: surface)
    let png = try PNGStream(path: path, width: pixels.width, height: pixels.height)
    try png.append(pixels)
    try png.finish()
  }
}
