import Glibc

/// Where NavLab's one-line messages go: a copy of standard error made at start. The image
/// decoder points descriptor 2 at /dev/null while libpng runs (it would print its own
/// warnings), and decoding now runs on a background thread, so a message written to
/// descriptor 2 at that moment (a signal's line) was lost.
enum MessageOutput {
  /// A close-on-exec duplicate of descriptor 2 (2 itself if it cannot be duplicated).
  static let descriptor: Int32 = {
    let copy = fcntl(2, F_DUPFD_CLOEXEC, 3)
    return copy >= 0 ? copy : 2
  }()

  /// Writes `text` whole (a short write or EINTR is retried).
  static func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

/// Prints `line` on standard output and flushes it (issue 43): a "saved … Replay:" line
/// reaches a file or a pipe while the window is still open, not when the process quits (C's
/// standard output is block-buffered when it is not a terminal).
func printLine(_ line: String) {
  print(line)
  fflush(nil)
}
