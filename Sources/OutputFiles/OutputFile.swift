import Glibc

/// A file being written for the user, which never shows up half-written and never writes
/// through a planted link.
///
/// A regular (or missing) destination is written to a temporary file created exclusively in
/// the destination folder (`O_CREAT|O_EXCL|O_NOFOLLOW`, a random 64-bit suffix: a symlink or
/// file planted under the name cannot be followed or reused) and renamed over the destination
/// by ``commit()``. A destination that exists and is not a regular file (`/dev/null`, a terminal,
/// a pipe with a reader) is written directly: renaming over it would replace a device node.
///
/// ```swift
/// let file = try OutputFile(path: "trace.csv")
/// fputs("frame\n", file.handle)
/// try file.commit()  // or file.discard(); deinit discards
/// ```
public final class OutputFile {
  public let path: String
  /// The stream to write to (buffered); nil once committed or discarded.
  public private(set) var handle: UnsafeMutablePointer<FILE>?
  /// The temporary file, or nil when the destination is written directly.
  public let temporaryPath: String?

  public init(path: String) throws(OutputFileError) {
    self.path = path
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: throw OutputFileError(path, "it is a folder. Give a file name")
      case S_IFSOCK: throw OutputFileError(path, "it is a socket")
      default:
        // A device or a pipe: written in place. A FIFO nobody reads would block open(2)
        // forever; opened non-blocking it fails with ENXIO instead.
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
          throw OutputFileError(
            path, errno == ENXIO ? "it is a pipe that nobody reads" : OutputFileError.reason())
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        temporaryPath = nil
        handle = try Self.stream(descriptor, path)
        return
      }
    }
    let (descriptor, temporary) = try Self.createExclusive(beside: path)
    temporaryPath = temporary
    TemporaryFiles.register(temporary)
    do {
      handle = try Self.stream(descriptor, path)
    } catch {
      TemporaryFiles.remove(temporary)
      throw error
    }
  }

  deinit { discard() }

  /// Writes `count` bytes; false when the stream has failed.
  @discardableResult
  public func write(_ bytes: UnsafeRawPointer?, count: Int) -> Bool {
    guard let handle, count > 0 else { return handle != nil }
    return fwrite(bytes, 1, count, handle) == count
  }

  /// Flushes, closes and moves the file into place.
  public func commit() throws(OutputFileError) {
    guard let handle else { throw OutputFileError(path, "the file was already closed") }
    self.handle = nil
    let flushed = fflush(handle) == 0 && ferror(handle) == 0
    var reason = flushed ? "" : OutputFileError.reason()
    if fclose(handle) != 0, flushed { reason = OutputFileError.reason() }
    if let temporaryPath {
      if reason.isEmpty, rename(temporaryPath, path) != 0 { reason = OutputFileError.reason() }
      if reason.isEmpty {
        TemporaryFiles.forget(temporaryPath)
      } else {
        TemporaryFiles.remove(temporaryPath)
      }
    }
    if !reason.isEmpty { throw OutputFileError(path, reason) }
  }

  /// Drops what was written (the run failed or was interrupted).
  public func discard() {
    guard let handle else { return }
    self.handle = nil
    fclose(handle)
    if let temporaryPath { TemporaryFiles.remove(temporaryPath) }
  }

  /// The folder part of `path` ("." for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// Creates `PATH.tmp-RANDOM` exclusively, retrying on the (unlikely) name clash.
  static func createExclusive(beside path: String) throws(OutputFileError) -> (Int32, String) {
    for _ in 0..<16 {
      let suffix = String(UInt64.random(in: .min ... .max), radix: 36)
      let candidate = "\(path).tmp-\(suffix)"
      let descriptor = open(
        candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (descriptor, candidate) }
      guard errno == EEXIST else {
        throw OutputFileError(
          path, "\(OutputFileError.reason()). Check that the folder exists and is writable")
      }
    }
    throw OutputFileError(path, "no free temporary name beside it")
  }

  private static func stream(_ descriptor: Int32, _ path: String) throws(OutputFileError)
    -> UnsafeMutablePointer<FILE>
  {
    guard let handle = fdopen(descriptor, "w") else {
      let reason = OutputFileError.reason()
      close(descriptor)
      throw OutputFileError(path, reason)
    }
    return handle
  }
}

/// Why an output file could not be written: `navlab: cannot write PATH: REASON.`
public struct OutputFileError: Error, CustomStringConvertible, Sendable {
  public var path: String
  public var reason: String

  public init(_ path: String, _ reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "navlab: cannot write \(path): \(reason)." }

  /// `strerror(errno)`.
  public static func reason() -> String { String(cString: strerror(errno)) }
}
