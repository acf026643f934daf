import SwiftSyntax

/// `#if` conditions as an iPhone build of the app sees them: `os(iOS)`, `canImport(UIKit)`,
/// `targetEnvironment(simulator)`, `DEBUG`, `swift(>=…)` and `compiler(>=…)` hold; other
/// platforms (`os(macOS)`, `os(visionOS)`, `canImport(AppKit)`) do not; `!`, `&&`, `||` and
/// parentheses combine them. One rule for every `#if` the importer meets: in builders, in
/// modifier chains (`#if !os(visionOS) .background(…) #endif`) and in declarations.
enum CompilationCondition {
  /// Modules an iOS build does not have.
  static let absentModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "Carbon"]
  /// Custom flags a project's iOS debug build typically sets.
  static let setFlags: Set<String> = ["DEBUG", "os_iOS", "IOS", "iOS"]

  /// Whether `condition` holds for the simulated iPhone (nil: `#else`, which always holds).
  static func holds(_ condition: ExprSyntax?) -> Bool {
    guard let condition else { return true }
    return evaluate(condition, depth: 0)
  }

  /// The clause of `config` an iOS build compiles: the first whose condition holds.
  static func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    config.clauses.first { holds($0.condition) }
  }

  private static func evaluate(_ expression: ExprSyntax, depth: Int) -> Bool {
    guard depth < 64 else { return false }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return !evaluate(prefix.expression, depth: depth + 1)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return evaluate(only.expression, depth: depth + 1)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      // `a || b && c`: `&&` binds tighter, so split on `||` first.
      let parts = Array(sequence.elements)
      var groups: [[ExprSyntax]] = [[]]
      for part in parts {
        if part.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
          groups.append([])
        } else {
          groups[groups.count - 1].append(part)
        }
      }
      return groups.contains { group in
        group.allSatisfy { part in
          part.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
            || evaluate(part, depth: depth + 1)
        }
      }
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return setFlags.contains(reference.baseName.text)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let argument = call.arguments.first?.expression.trimmedDescription ?? ""
      switch call.calledExpression.trimmedDescription {
      case "os": return argument == "iOS"
      case "canImport": return !absentModules.contains(argument)
      case "targetEnvironment": return argument == "simulator"
      case "arch": return argument == "arm64" || argument == "x86_64"
      case "swift", "compiler": return argument.hasPrefix(">=")
      case "hasFeature", "hasAttribute": return true
      default: return false
      }
    }
    return false
  }
}
