/// Breaks text into lines at word boundaries, the way SwiftUI's `Text` wraps: words go on a
/// line while they fit, a word wider than a whole line is broken between characters, a newline
/// starts a new line, and at the line limit the last line ends with "…" (tail truncation).
///
/// Generic over how a run of characters is measured, so the estimate and the real font break
/// with the same rules.
public enum LineBreaking {
  /// The ellipsis appended where text is cut.
  public static let ellipsis = "…"

  /// The lines of `text` no wider than `width` (nil: unlimited) and their widths, at most
  /// `lineLimit` lines; `measure` gives a run's advance width.
  public static func lines(
    _ text: String, width: Double?, lineLimit: Int?, measure: (Substring) -> Double
  ) -> [(text: String, width: Double)] {
    let limit = max(1, lineLimit ?? Int.max)
    let room = width.map { $0.isNaN ? 0 : max(0, $0) } ?? .infinity
    var lines: [(text: String, width: Double)] = []
    var truncated = false
    paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if lines.count == limit {
        truncated = true
        break
      }
      var line = ""
      var lineWidth = 0.0
      var started = false
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        if started {
          // The whole candidate line is measured, not its words summed: kerning, tracking and
          // the renderer's whole-pixel runs make the parts add up to a different width.
          let candidate = line + " " + word
          let candidateWidth = measure(candidate[...])
          if candidateWidth <= room {
            line = candidate
            lineWidth = candidateWidth
            continue
          }
        }
        if started {
          if lines.count + 1 == limit {
            // The last line allowed: what fits of the rest, then "…".
            truncated = true
            lines.append((line + " " + word, 0))
            break paragraphs
          }
          lines.append((line, lineWidth))
        }
        // A word too wide for a whole line is broken between characters.
        var rest = word[...]
        while measure(rest) > room, rest.count > 1 {
          if lines.count + 1 == limit {
            truncated = true
            lines.append((String(rest), 0))
            break paragraphs
          }
          let cut = longestPrefix(of: rest, fitting: room, measure: measure)
          lines.append((String(rest[..<cut.end]), cut.width))
          rest = rest[cut.end...]
        }
        line = String(rest)
        lineWidth = measure(rest)
        started = true
      }
      lines.append((line, lineWidth))
    }
    if truncated, let last = lines.popLast() {
      lines.append(truncate(last.text, room: room, measure: measure))
    }
    return lines
  }

  /// The end of the longest prefix of `run` (at least one character) no wider than `room`.
  static func longestPrefix(
    of run: Substring, fitting room: Double, measure: (Substring) -> Double
  ) -> (end: Substring.Index, width: Double) {
    var end = run.index(after: run.startIndex)
    var width = measure(run[..<end])
    while end < run.endIndex {
      let next = run.index(after: end)
      let nextWidth = measure(run[..<next])
      if nextWidth > room { break }
      end = next
      width = nextWidth
    }
    return (end, width)
  }

  /// `line` with "…" appended, shortened from its end until it fits `room`.
  static func truncate(_ line: String, room: Double, measure: (Substring) -> Double) -> (
    text: String, width: Double
  ) {
    var kept = line[...]
    while true {
      let candidate = kept.trimmingSuffixSpaces() + ellipsis
      let width = measure(candidate[...])
      if width <= room || kept.isEmpty { return (candidate, width) }
      kept = kept.dropLast()
    }
  }
}

extension Substring {
  fileprivate func trimmingSuffixSpaces() -> String {
    var copy = self
    while copy.last == " " { copy = copy.dropLast() }
    return String(copy)
  }
}
