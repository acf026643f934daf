import SwiftSyntax

/// An operator sequence (`a - b * c ?? d`, which swift-syntax leaves flat) folded into a tree by
/// Swift's standard precedence groups, leaves still syntax nodes (so errors keep positions).
indirect enum FoldedExpression {
  case leaf(ExprSyntax)
  case binary(op: String, node: ExprSyntax, FoldedExpression, FoldedExpression)
  case assign(node: ExprSyntax, FoldedExpression, FoldedExpression)
  case ternary(FoldedExpression, then: ExprSyntax, FoldedExpression)
  /// `is`, `as`, `as?`, `as!` and the type.
  case cast(kind: String, type: String, node: ExprSyntax, FoldedExpression)

  /// Precedence (higher binds tighter) and right-associativity of an operator, after the
  /// standard library's groups: BitwiseShift > Multiplication > Addition > RangeFormation >
  /// Casting > NilCoalescing > Comparison > LogicalConjunction > LogicalDisjunction > Ternary >
  /// Assignment. Unknown operators get DefaultPrecedence (just above Ternary).
  static func precedence(_ op: String) -> (level: Int, right: Bool) {
    switch op {
    case "<<", ">>", "&<<", "&>>": (11, false)
    case "*", "/", "%", "&*", "&": (10, false)
    case "+", "-", "&+", "&-", "|", "^": (9, false)
    case "...", "..<": (8, false)
    case "??": (6, true)
    case "<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=": (5, false)
    case "&&": (4, false)
    case "||": (3, false)
    case "=", "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=": (1, true)
    default: (2, false)
    }
  }

  static let ternaryLevel = 2
  static let castingLevel = 7
}

/// Folds a flat sequence by precedence climbing.
struct SequenceFolder {
  let elements: [ExprSyntax]
  var index = 0

  init(_ sequence: SequenceExprSyntax) { elements = Array(sequence.elements) }

  /// The operator an element is, with its level; nil for an operand.
  private func operatorInfo(_ element: ExprSyntax) -> (level: Int, right: Bool)? {
    switch element.kind {
    case .binaryOperatorExpr:
      FoldedExpression.precedence(element.cast(BinaryOperatorExprSyntax.self).operator.text)
    case .assignmentExpr: (1, true)
    case .unresolvedTernaryExpr: (FoldedExpression.ternaryLevel + 0, true)
    case .unresolvedIsExpr, .unresolvedAsExpr: (FoldedExpression.castingLevel, false)
    default: nil
    }
  }

  mutating func parse(minimum: Int) throws(FoldError) -> FoldedExpression {
    guard index < elements.count else { throw FoldError(node: elements.last!) }
    var left = FoldedExpression.leaf(elements[index])
    index += 1
    while index < elements.count {
      let element = elements[index]
      guard let (level, right) = operatorInfo(element) else { throw FoldError(node: element) }
      if level < minimum { break }
      index += 1
      switch element.kind {
      case .unresolvedIsExpr, .unresolvedAsExpr:
        guard index < elements.count, let type = elements[index].as(TypeExprSyntax.self) else {
          throw FoldError(node: element)
        }
        index += 1
        var kind = "is"
        if let node = element.as(UnresolvedAsExprSyntax.self) {
          kind = "as" + (node.questionOrExclamationMark?.text ?? "")
        }
        left = .cast(kind: kind, type: type.type.trimmedDescription, node: element, left)
      case .unresolvedTernaryExpr:
        let then = element.cast(UnresolvedTernaryExprSyntax.self).thenExpression
        let otherwise = try parse(minimum: level)
        left = .ternary(left, then: then, otherwise)
      case .assignmentExpr:
        left = .assign(node: element, left, try parse(minimum: level))
      default:
        let op = element.cast(BinaryOperatorExprSyntax.self).operator.text
        let rightSide = try parse(minimum: right ? level : level + 1)
        left = .binary(op: op, node: element, left, rightSide)
      }
    }
    return left
  }
}

/// A sequence that is not operand-operator-operand (the parser accepted it; folding did not).
struct FoldError: Error {
  var node: ExprSyntax
}
