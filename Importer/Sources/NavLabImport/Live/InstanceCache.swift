import ScreenModel
import SwiftSyntax

/// Issue 38's dependency tracking, coarse: a custom view instance whose content read no view
/// state (no `@State`, `@Binding`, object field, static or global variable: the interpreter's
/// ``Interpreter/stateReads``) and registered nothing (no handler, action, reader, animation or
/// coordinate space) depends only on its arguments. While they are the same, a re-read reuses
/// its content instead of reading its views again, as SwiftUI skips a view's `body` when the
/// view's stored properties did not change. Seed 003's five post sections (125 of its 130
/// views) are read once, not twice a frame.
struct InstanceCache {
  struct Entry {
    var arguments: [Argument]
    var content: ContentNode
  }

  /// By instance identity (where the view sits in the tree).
  private var entries: [String: Entry] = [:]

  /// What reading an instance's content may leave behind, counted: if reading it changed any
  /// of these, its content cannot stand for a read.
  struct Marks: Equatable {
    var stateReads: Int
    var registrations: Int
  }

  func content(_ identity: String, arguments: [Argument]) -> ContentNode? {
    guard let entry = entries[identity], Self.same(entry.arguments, arguments) else { return nil }
    return entry.content
  }

  mutating func store(_ identity: String, arguments: [Argument], content: ContentNode?) {
    entries[identity] = content.map { Entry(arguments: arguments, content: $0) }
  }

  /// Whether two argument lists are the same for the view: equal values; a closure, an
  /// unevaluated argument or a native value only when it is the same view expression with no
  /// free names (`Color.white`, not `Color(white: level)`).
  static func same(_ a: [Argument], _ b: [Argument]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { $0.label == $1.label && same($0.value, $1.value) }
  }

  private static func same(_ a: RuntimeValue, _ b: RuntimeValue) -> Bool {
    switch (a, b) {
    case (.native(let x as ViewExpression), .native(let y as ViewExpression)):
      return x.expression.id == y.expression.id && x.file == y.file && isClosed(x.expression)
    case (.void, _), (_, .void), (.closure, _), (.native, _): return false
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.optional(let x?), .optional(let y?)): return same(x, y)
    default: return a == b
    }
  }

  /// Whether `expression` names nothing of its scope: every name in it is a type's
  /// (capitalised) or a member's (after a dot), and `self` only a type's (`Key.self`).
  static func isClosed(_ expression: some SyntaxProtocol) -> Bool {
    for token in expression.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .keyword(.self):
        // `OffsetKey.self` is a type, not the instance.
        if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { continue }
        return false
      case .dollarIdentifier: return false
      default: break
      }
      guard case .identifier(let name) = token.tokenKind, let first = name.first else { continue }
      if first.isUppercase { continue }
      if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { continue }
      // An argument label (`Color(white: …)`'s `white:`) is not a name either.
      if token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon { continue }
      return false
    }
    return true
  }
}
