import Glibc

/// Where a serving importer's standard error goes (issue 43): an unlinked temporary file, so
/// that its own message — `File.swift:4:13: error: expected ')'`, "no such file", a crash's
/// first line — becomes part of navlab's one line about it (terminal and banner) instead of
/// lines of its own above navlab's, printed again on every reload and by each of two phones.
/// Nothing is left on disk whatever ends the run: the file has no name from the start.
final class ImporterErrorLog {
  /// The descriptor the child gets as its standard error; -1 when no file could be made (the
  /// child then writes to navlab's standard error, as it used to).
  let descriptor: Int32

  /// How much of the log is read: the first lines are what a message needs.
  static let readLimit = 1 << 16

  init() {
    var template = Array("/tmp/navlab-import-stderr-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if made >= 0 {
      // Only the child's copy on descriptor 2 is inherited.
      _ = fcntl(made, F_SETFD, FD_CLOEXEC)
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }
    descriptor = made
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The lines the child wrote so far (at most `readLimit` bytes), without empty ones.
  func lines() -> [String] {
    guard descriptor >= 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: Self.readLimit)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + count, $0.count - count, off_t(count))
      }
      if read < 0 && errno == EINTR { continue }
      if read <= 0 { break }
      count += read
    }
    return String(decoding: bytes[0..<count], as: UTF8.self).split(separator: "\n")
      .map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
  }
}

extension String {
  /// Without spaces, tabs and carriage returns at either end.
  fileprivate var trimmingSpaces: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !blank($0) }) else { return "" }
    let last = lastIndex(where: { !blank($0) })!
    return String(self[first...last])
  }
}
