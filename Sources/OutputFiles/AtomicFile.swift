import Glibc

/// A text file written under a temporary name and renamed into place on `commit()` (see
/// `OutputFile`), so readers never see a half-written trace, and a failed run leaves nothing.
public final class AtomicFile {
  public let path: String
  private let file: OutputFile

  /// Why a file could not be read or written, naming the path.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  public init(path: String) throws(Failure) {
    self.path = path
    do {
      file = try OutputFile(path: path)
    } catch {
      throw Failure(description: error.description)
    }
  }

  public func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = file.write(bytes.baseAddress, count: bytes.count) }
  }

  /// Flushes and moves the file into place.
  public func commit() throws(Failure) {
    do {
      try file.commit()
    } catch {
      throw Failure(description: error.description)
    }
  }

  /// Drops what was written (the run failed).
  public func discard() { file.discard() }

  /// Reads a whole regular file, refusing files larger than `limit` bytes. Anything else (a
  /// FIFO, a device, a folder) is refused without blocking: it is opened non-blocking and
  /// checked with fstat before a byte is read.
  ///
  /// `option` is the command-line option the path came from (`--scene`): every message then
  /// names it, `navlab: cannot read --scene nothere.json: No such file or directory.`, so the
  /// user knows which of several files failed.
  public static func read(_ path: String, limit: Int, option: String? = nil) throws(Failure)
    -> [UInt8]
  {
    let name = option.map { "\($0) \(path)" } ?? path
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(
        description: "navlab: cannot read \(name): \(String(cString: strerror(errno))).")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw Failure(
        description:
          "navlab: cannot read \(name): not a regular file (a pipe, device or folder). Give a file."
      )
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, 65536) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(
          description: "navlab: cannot read \(name): \(String(cString: strerror(errno))).")
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit {
        throw Failure(
          description:
            "navlab: \(name) is larger than \(limit >> 20) MiB, too large for a script, scene or tuning file."
        )
      }
    }
    return bytes
  }
}
