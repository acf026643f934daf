import SwiftSyntax

/// Depth checks on a file, before and right after parsing, so that no input can overflow the
/// importer's stack or keep it parsing for minutes (issue 42: generic arguments 1,500 deep,
/// 50,000 `?`, a 60,000-member chain crashed it with SIGSEGV).
///
/// swift-syntax bounds brackets, parentheses and braces itself (past its nesting level the
/// rest of the file is a syntax error), but not the other ways a tree gets deep: postfix
/// chains (`a.b.c…`, `Int???…`) and generic arguments. Its parser reads chains in a loop, but
/// everything that walks the tree afterwards recurses once per level (swift-syntax's own
/// `SourceLocationConverter` and visitors, the importer's readers), about 0.7 KB of stack a
/// level in a debug build. So the tree's depth is measured without recursion and a file
/// deeper than ``maximumTreeDepth`` is refused before anything else walks it. Generic
/// arguments are different: the parser itself recurses at each `<` and looks ahead over the
/// rest at every level (1,500 levels took 4 s and 8 MB of stack), so they are counted in the
/// bytes before parsing.
enum NestingGuard {
  /// Deepest syntax tree a file may have. The examples and seeds reach 66 levels (a screen's
  /// deepest view, inside its stacks, closures and modifier chains); a chain of 300
  /// modifiers on one view is about 1,000 levels.
  static let maximumTreeDepth = 1000

  /// Deepest nesting of generic arguments (`Binding<Optional<[String: Int]>>` is 2).
  static let maximumGenericDepth = 32

  /// The first depth of generic arguments past ``maximumGenericDepth`` and its line, nil when
  /// the file stays within it. A `<` right after a name opens arguments as the parser sees it
  /// (`a<b` too: the parser looks ahead for arguments there), `>` closes one (not `->`); `{`,
  /// `}`, `;` and `=`, which cannot appear inside arguments, end the run, so comparisons do
  /// not add up across statements. Strings and comments are counted as written.
  static func deepGenerics(_ bytes: [UInt8]) -> (depth: Int, line: Int)? {
    var depth = 0
    var line = 1
    var previous: UInt8 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "<") where isNameByte(previous):
        depth += 1
        if depth > maximumGenericDepth { return (depth, line) }
      case UInt8(ascii: ">") where previous != UInt8(ascii: "-"):
        depth = max(0, depth - 1)
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "="):
        depth = 0
      case UInt8(ascii: "\n"):
        line += 1
      default: break
      }
      previous = byte
    }
    return nil
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
      true
    default: false
    }
  }

  /// Where the tree first gets deeper than ``maximumTreeDepth`` (a byte offset into the file),
  /// nil when it does not. Walks with a stack of its own, never recursing.
  static func tooDeep(_ tree: SourceFileSyntax) -> Int? {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
    while let (node, depth) = pending.popLast() {
      guard depth <= maximumTreeDepth else {
        return node.positionAfterSkippingLeadingTrivia.utf8Offset
      }
      for child in node.children(viewMode: .sourceAccurate) {
        pending.append((child, depth + 1))
      }
    }
    return nil
  }

  /// The line of byte `offset` (1-based).
  static func line(of offset: Int, in bytes: [UInt8]) -> Int {
    bytes.prefix(max(0, offset)).reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
  }
}

extension NestingGuard {
  /// The first depth of `[` in code past `limit` and its line, nil when the file stays within
  /// it. Only code counts: the text of string literals (`"…"`, `"""…"""`, raw `#"…"#`) and of
  /// comments (`//`, nested `/* */`) is skipped, as the parser reads it as text (a JSON sample
  /// in a string holds unbalanced brackets that added up across a real app's file: Nostur's
  /// `ContentRenderer.swift` was refused at "13 deep"); an interpolation's code (`\( … )`,
  /// `\#( … )` in a raw string) counts, since the parser reads it as code.
  static func codeBrackets(_ bytes: [UInt8], limit: Int) -> (depth: Int, line: Int)? {
    let quote = UInt8(ascii: "\"")
    let pound = UInt8(ascii: "#")
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let backslash = UInt8(ascii: "\\")
    let newline = UInt8(ascii: "\n")
    let count = bytes.count
    var depth = 0
    var line = 1
    var index = 0
    /// The string being read (its `#`s and whether it is multi-line), nil in code.
    var string: (pounds: Int, multiline: Bool)?
    /// The strings whose interpolation is being read, with the parentheses open before it.
    var interpolated: [(pounds: Int, multiline: Bool, parentheses: Int)] = []
    var parentheses = 0
    func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
    func pounds(from offset: Int, _ wanted: Int) -> Bool {
      (0..<wanted).allSatisfy { at(offset + $0) == pound }
    }
    while index < count {
      let byte = bytes[index]
      if byte == newline { line += 1 }
      if let open = string {
        if byte == backslash, pounds(from: index + 1, open.pounds) {
          let next = index + 1 + open.pounds
          if at(next) == UInt8(ascii: "(") {
            interpolated.append((open.pounds, open.multiline, parentheses))
            string = nil
            parentheses = 0
            index = next + 1
            continue
          }
          // An escaped character (`\"`) is text; a newline escaped in a multi-line string
          // still ends a line.
          if at(next) == newline { line += 1 }
          index = next + 1
          continue
        }
        if byte == quote {
          let quotes = open.multiline ? 3 : 1
          if (0..<quotes).allSatisfy({ at(index + $0) == quote }),
            pounds(from: index + quotes, open.pounds)
          {
            string = nil
            index += quotes + open.pounds
            continue
          }
        }
        // A single-line string ends at its line's end even when unterminated (the parser
        // recovers there too).
        if byte == newline, !open.multiline { string = nil }
        index += 1
        continue
      }
      switch byte {
      case slash where at(index + 1) == slash:
        while index < count, bytes[index] != newline { index += 1 }
        continue
      case slash where at(index + 1) == star:
        var level = 0
        while index < count {
          if bytes[index] == slash, at(index + 1) == star {
            level += 1
            index += 2
          } else if bytes[index] == star, at(index + 1) == slash {
            level -= 1
            index += 2
            if level == 0 { break }
          } else {
            if bytes[index] == newline { line += 1 }
            index += 1
          }
        }
        continue
      case pound, quote:
        var hashes = 0
        while at(index + hashes) == pound { hashes += 1 }
        guard at(index + hashes) == quote else {
          index += max(1, hashes)
          continue
        }
        let start = index + hashes
        let multiline = at(start + 1) == quote && at(start + 2) == quote
        string = (hashes, multiline)
        index = start + (multiline ? 3 : 1)
        continue
      case UInt8(ascii: "["):
        depth += 1
        if depth > limit { return (depth, line) }
      case UInt8(ascii: "]"):
        depth = max(0, depth - 1)
      case UInt8(ascii: "(") where !interpolated.isEmpty:
        parentheses += 1
      case UInt8(ascii: ")") where !interpolated.isEmpty:
        if parentheses == 0 {
          let outer = interpolated.removeLast()
          string = (outer.pounds, outer.multiline)
          parentheses = outer.parentheses
        } else {
          parentheses -= 1
        }
      default: break
      }
      index += 1
    }
    return nil
  }
}
