import NavLabCore

/// What the window says about the files it writes (issue 43): each saved file gets its line on
/// standard output, flushed at once, and a toast naming it; a file that cannot be written gets
/// its line on standard error and the banner, under "Not saved".
enum WindowFeedback {
  /// Reports `path`, saved as `what` ("Screenshot saved"): `line` on standard output, the
  /// file's name in a toast.
  static func saved(_ what: String, path: String, line: String, in studio: inout Studio) {
    printLine(line)
    studio.showToast(what, detail: path.split(separator: "/").last.map(String.init) ?? path)
  }

  /// Reports a file that could not be written; returns the line.
  @discardableResult
  static func notSaved(_ error: any Error, in studio: inout Studio) -> String {
    let line =
      (error as? UserFacingError)?.description ?? (error as? CustomStringConvertible)?.description
      ?? "navlab: \(error)"
    printError(line)
    studio.showBanner(line, heading: Banner.notSaved)
    return line
  }
}
