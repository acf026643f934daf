import Glibc

/// A one-line progress bar on standard error for long headless renders and recordings:
/// `[#####-----]  45% 450/1000 frames 3.2 s`, redrawn in place and ended with a newline.
///
/// It draws only when standard error is a terminal, so traces, pipes and logs never see it,
/// and only for runs worth watching (more than ``minimumFrames`` frames, or a recording).
struct ProgressBar {
  /// Runs with more frames than this show the bar.
  static let minimumFrames = 300
  /// Cells of the bar.
  static let width = 24
  /// Redraws at most this often, seconds (the last frame is always drawn).
  static let interval = 0.1

  let total: Int
  let isEnabled: Bool
  private let start: Double
  private var lastDraw = -Double.infinity
  private var drawn = false

  /// A bar for `total` frames; `recording` shows it however short the run.
  init(total: Int, recording: Bool) {
    self.total = total
    isEnabled = isatty(2) == 1 && (total > Self.minimumFrames || recording) && total > 0
    start = Self.now()
  }

  /// Notes that `done` frames are complete; redraws when due.
  mutating func update(done: Int) {
    guard isEnabled else { return }
    let now = Self.now()
    guard done >= total || now - lastDraw >= Self.interval else { return }
    lastDraw = now
    drawn = true
    var standardError = StandardError()
    print(
      "\r" + Self.line(done: done, total: total, seconds: now - start), terminator: "",
      to: &standardError)
  }

  /// Ends the line (after the last update, or when the run fails part-way).
  mutating func finish() {
    guard isEnabled, drawn else { return }
    drawn = false
    var standardError = StandardError()
    print("", to: &standardError)
  }

  /// The text of the bar: `[#####-----]  45% 450/1000 frames 3.2 s`.
  static func line(done: Int, total: Int, seconds: Double) -> String {
    let fraction = total > 0 ? min(1, max(0, Double(done) / Double(total))) : 1
    let filled = Int((fraction * Double(width)).rounded(.down))
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
    let percent = String(Int((fraction * 100).rounded(.down)))
    let padded = String(repeating: " ", count: max(0, 3 - percent.count)) + percent
    let tenths = Int((max(0, seconds) * 10).rounded())
    return "[\(bar)] \(padded)% \(done)/\(total) frames \(tenths / 10).\(tenths % 10) s"
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
