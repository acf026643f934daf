import Glibc

/// A file written under a temporary name and renamed into place on `commit()`, so readers never
/// see a half-written trace, and a failed run leaves nothing behind.
public final class AtomicFile {
  public let path: String
  private let temporaryPath: String
  private var handle: UnsafeMutablePointer<FILE>?

  /// Why a file could not be written, naming the path.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  public init(path: String) throws(Failure) {
    self.path = path
    temporaryPath = "\(path).tmp-\(getpid())"
    guard let handle = fopen(temporaryPath, "w") else {
      throw Failure(
        description:
          "navlab: cannot write \(path): \(String(cString: strerror(errno))). Check that the folder exists and is writable."
      )
    }
    self.handle = handle
  }

  deinit { discard() }

  public func write(_ text: String) {
    guard let handle else { return }
    var text = text
    text.withUTF8 { bytes in
      _ = fwrite(bytes.baseAddress, 1, bytes.count, handle)
    }
  }

  /// Flushes and moves the file into place.
  public func commit() throws(Failure) {
    guard let handle else { return }
    self.handle = nil
    let flushed = fflush(handle) == 0 && ferror(handle) == 0
    let closed = fclose(handle) == 0
    guard flushed, closed, rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw Failure(description: "navlab: cannot write \(path): \(reason).")
    }
  }

  /// Drops what was written (the run failed).
  public func discard() {
    guard let handle else { return }
    fclose(handle)
    self.handle = nil
    unlink(temporaryPath)
  }

  /// Reads a whole file, refusing files larger than `limit` bytes.
  public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw Failure(
        description: "navlab: cannot read \(path): \(String(cString: strerror(errno))).")
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65536, file) }
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if bytes.count > limit {
        throw Failure(
          description:
            "navlab: \(path) is larger than \(limit >> 20) MiB, too large for a script, scene or tuning file."
        )
      }
      if count < 65536 { break }
    }
    if ferror(file) != 0 {
      throw Failure(
        description: "navlab: cannot read \(path): \(String(cString: strerror(errno))).")
    }
    return bytes
  }
}
