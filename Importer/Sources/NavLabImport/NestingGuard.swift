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
