/// Walks a Swift file's bytes and gives those of its code: the text of string literals and
/// comments is skipped, the code of a string's `\(…)` interpolations is not. Enough of Swift's
/// lexing for byte-level guards (``SourceSet/deepBrackets(_:)``) that must not count what a
/// string or comment holds: line comments, nested block comments, single-line and multi-line
/// strings with any number of `#` delimiters and their escapes. Never recurses.
struct CodeScanner {
  private let bytes: [UInt8]
  private var index = 0
  private(set) var line = 1

  /// Open string literals and interpolations, innermost last.
  private enum Context {
    /// Code inside a string's interpolation: its open parentheses.
    case interpolation(parentheses: Int)
    case string(pounds: Int, multiline: Bool)
  }
  private var contexts: [Context] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  private func byte(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// The count of `byte` in a row from `offset`.
  private func run(of byte: UInt8, from offset: Int) -> Int {
    var count = 0
    while self.byte(offset + count) == byte { count += 1 }
    return count
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
  }

  /// The next byte of code and its line, nil at the end of the file.
  mutating func nextCodeByte() -> (UInt8, Int)? {
    while index < bytes.count {
      if case .string(let pounds, let multiline)? = contexts.last {
        scanString(pounds: pounds, multiline: multiline)
        continue
      }
      let current = bytes[index]
      let next = byte(1)
      if current == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
        while let byte = byte(0), byte != UInt8(ascii: "\n") { advance() }
        continue
      }
      if current == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
        skipBlockComment()
        continue
      }
      let pounds = run(of: UInt8(ascii: "#"), from: 0)
      if byte(pounds) == UInt8(ascii: "\"") {
        let multiline = run(of: UInt8(ascii: "\""), from: pounds) >= 3
        advance(pounds + (multiline ? 3 : 1))
        contexts.append(.string(pounds: pounds, multiline: multiline))
        continue
      }
      if case .interpolation(let open)? = contexts.last {
        if current == UInt8(ascii: "(") {
          contexts[contexts.count - 1] = .interpolation(parentheses: open + 1)
        } else if current == UInt8(ascii: ")") {
          if open == 0 {
            contexts.removeLast()  // back in the string
            advance()
            continue
          }
          contexts[contexts.count - 1] = .interpolation(parentheses: open - 1)
        }
      }
      let found = (current, line)
      advance()
      return found
    }
    return nil
  }

  /// Inside a string literal: up to its end (popping it), an interpolation's start (pushing
  /// one), or its line's end for a single-line string.
  private mutating func scanString(pounds: Int, multiline: Bool) {
    while let current = byte(0) {
      if current == UInt8(ascii: "\n"), !multiline {
        contexts.removeLast()
        return
      }
      if current == UInt8(ascii: "\\"), run(of: UInt8(ascii: "#"), from: 1) >= pounds {
        let after = byte(1 + pounds)
        if after == UInt8(ascii: "(") {
          advance(2 + pounds)
          contexts.append(.interpolation(parentheses: 0))
          return
        }
        // An escape: the backslash, its delimiters and the escaped byte.
        advance(pounds + (after == nil || after == UInt8(ascii: "\n") ? 1 : 2))
        continue
      }
      if current == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        if run(of: UInt8(ascii: "\""), from: 0) >= quotes,
          run(of: UInt8(ascii: "#"), from: quotes) >= pounds
        {
          advance(quotes + pounds)
          contexts.removeLast()
          return
        }
      }
      advance()
    }
    contexts.removeLast()
  }

  /// `/* … */`, nested as Swift nests them.
  private mutating func skipBlockComment() {
    var depth = 0
    while let current = byte(0) {
      if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        depth += 1
        advance(2)
      } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
        depth -= 1
        advance(2)
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }
}
