#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pixel size of a PNG or JPEG file, read from its header (the first 64 KiB at most), so
/// an `Image("name")` without `.resizable()` is laid out at its own size in points (pixels over
/// its scale), as SwiftUI lays it out.
enum ImageHeader {
  /// Width and height in pixels, or nil when the file is not a PNG or JPEG NavLab can read.
  static func pixelSize(_ path: String) -> (width: Int, height: Int)? {
    // Opened without blocking and checked: a FIFO named `x.png` must not hold the import.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: 65536)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    return pixelSize(Array(bytes[0..<max(0, count)]))
  }

  static func pixelSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    func big(_ at: Int, _ length: Int) -> Int? {
      guard at >= 0, at + length <= bytes.count else { return nil }
      return bytes[at..<at + length].reduce(0) { $0 << 8 | Int($1) }
    }
    // PNG: the signature, then IHDR's width and height (PNG spec, 11.2.2).
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      guard let width = big(16, 4), let height = big(20, 4), width > 0, height > 0 else {
        return nil
      }
      return (width, height)
    }
    // JPEG: walk the segments to a start-of-frame (SOF0…SOF15 but DHT C4, JPG C8, DAC CC),
    // whose height and width follow its precision byte (ITU T.81, B.2.2).
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index + 4 <= bytes.count, bytes[index] == 0xFF {
      let marker = bytes[index + 1]
      guard let length = big(index + 2, 2), length >= 2 else { return nil }
      if marker >= 0xC0, marker <= 0xCF, ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = big(index + 5, 2), let width = big(index + 7, 2), width > 0,
          height > 0
        else { return nil }
        return (width, height)
      }
      index += 2 + length
    }
    return nil
  }

  /// The scale a file's name says (`photo@3x.png` → 3), else 1.
  static func scale(ofFile path: String) -> Double {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.contains("@3x.") { return 3 }
    if name.contains("@2x.") { return 2 }
    return 1
  }
}
