import Glibc

/// Checks that a video ffmpeg reported as written is complete, because ffmpeg can exit 0 after
/// a failed write (a full disk leaves an MP4 without its `moov` atom).
enum VideoFileCheck {
  /// Why the file at `path` is not a complete `format` file, or nil when it is.
  static func problem(_ path: String, format: VideoRecorder.Format) -> String? {
    guard let file = fopen(path, "rb") else { return String(cString: strerror(errno)) }
    defer { fclose(file) }
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    switch format {
    case .gif: return gifProblem(file, size: size)
    case .mp4: return mp4Problem(file, size: size)
    }
  }

  /// A GIF starts with `GIF89a` or `GIF87a` and ends with the trailer byte 0x3B.
  private static func gifProblem(_ file: UnsafeMutablePointer<FILE>, size: Int) -> String? {
    guard size > 14, let head = read(file, at: 0, count: 6),
      let tail = read(file, at: size - 1, count: 1)
    else { return "the GIF is truncated" }
    guard head == Array("GIF89a".utf8) || head == Array("GIF87a".utf8) else {
      return "not a GIF file"
    }
    return tail == [0x3B] ? nil : "the GIF has no trailer (truncated)"
  }

  /// An MP4's top-level boxes (ISO/IEC 14496-12 §4.2: 32-bit size and type, size 1 means a
  /// 64-bit size follows) must tile the file exactly and include `ftyp`, `moov` and `mdat`.
  private static func mp4Problem(_ file: UnsafeMutablePointer<FILE>, size: Int) -> String? {
    var offset = 0
    var types: Set<String> = []
    while offset < size {
      guard let header = read(file, at: offset, count: 8) else { return "the MP4 is truncated" }
      var boxSize = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      if boxSize == 1 {
        guard let large = read(file, at: offset + 8, count: 8) else {
          return "the MP4 is truncated"
        }
        boxSize = large.reduce(0) { $0 << 8 | Int($1) }
      } else if boxSize == 0 {
        boxSize = size - offset
      }
      guard boxSize >= 8, boxSize <= size - offset else { return "the MP4 is truncated" }
      types.insert(String(decoding: header[4..<8], as: UTF8.self))
      offset += boxSize
    }
    for needed in ["ftyp", "moov", "mdat"] where !types.contains(needed) {
      return "the MP4 has no \(needed) box (incomplete)"
    }
    return nil
  }

  private static func read(_ file: UnsafeMutablePointer<FILE>, at offset: Int, count: Int)
    -> [UInt8]?
  {
    guard offset >= 0, fseek(file, offset, SEEK_SET) == 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: count)
    return fread(&bytes, 1, count, file) == count ? bytes : nil
  }
}
