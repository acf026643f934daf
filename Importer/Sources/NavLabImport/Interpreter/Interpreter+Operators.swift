import SwiftSyntax

/// Operators: arithmetic, comparison, logic, `??`, ranges, casts, assignment.
extension Interpreter {
  /// The folded tree of a sequence, folded once per node.
  func fold(_ sequence: SequenceExprSyntax, _ file: Int) throws -> FoldedExpression {
    if let folded = foldedSequences[sequence.id] { return folded }
    // Folding and evaluating recurse once per operator (issue 42: a 20,000-term sum
    // overflowed the stack), so a sequence is bounded as nested expressions are.
    guard sequence.elements.count <= 2 * limits.expressionDepth + 1 else {
      throw error(
        "more than \(limits.expressionDepth) operators in one expression; split it",
        at: sequence, file: file)
    }
    var folder = SequenceFolder(sequence)
    do {
      let folded = try folder.parse(minimum: 0)
      guard folder.index == folder.elements.count else {
        throw FoldError(node: folder.elements[folder.index])
      }
      foldedSequences[sequence.id] = folded
      return folded
    } catch let failure as FoldError {
      throw unsupported(failure.node, file, "operator sequence")
    }
  }

  func evalFolded(
    _ folded: FoldedExpression, _ scope: Scope, _ file: Int, hint: String? = nil
  ) throws -> RuntimeValue {
    switch folded {
    case .leaf(let expression):
      return try eval(expression, scope, file, hint: hint)
    case .ternary(let condition, let then, let otherwise):
      let test = try evalFolded(condition, scope, file)
      guard case .bool(let flag) = test.unwrapped ?? .void else {
        if let reading = freshInstallCondition(
          test, Self.leafNode(condition) ?? ExprSyntax(then), file)
        {
          return reading
            ? try eval(then, scope, file, hint: hint)
            : try evalFolded(otherwise, scope, file, hint: hint)
        }
        throw error(
          "the condition of ?: is \(test.typeDescription), not Bool", at: then, file: file)
      }
      return flag
        ? try eval(then, scope, file, hint: hint)
        : try evalFolded(otherwise, scope, file, hint: hint)
    case .cast(let kind, let type, let node, let operand):
      return try cast(try evalFolded(operand, scope, file, hint: type), kind, type, node, file)
    case .assign(let node, let target, let source):
      return try evalAssignment(node, target, source, scope, file)
    case .binary(let op, let node, let lhs, let rhs):
      return try evalBinary(op, node, lhs, rhs, scope, file, hint: hint)
    }
  }

  @inline(never)
  private func evalAssignment(
    _ node: ExprSyntax, _ target: FoldedExpression, _ source: FoldedExpression, _ scope: Scope,
    _ file: Int
  ) throws -> RuntimeValue {
    guard case .leaf(let targetExpression) = target else {
      throw unsupported(node, file, "assignment to an expression")
    }
    let type = try declaredType(of: targetExpression, scope)
    let value = try evalFolded(source, scope, file, hint: type)
    try assign(targetExpression, value, scope, file)
    return .void
  }

  @inline(never)
  private func evalBinary(
    _ op: String, _ node: ExprSyntax, _ lhs: FoldedExpression, _ rhs: FoldedExpression,
    _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    switch op {
    case "&&":
      guard try boolean(lhs, scope, file, node) else { return .bool(false) }
      return .bool(try boolean(rhs, scope, file, node))
    case "||":
      if try boolean(lhs, scope, file, node) { return .bool(true) }
      return .bool(try boolean(rhs, scope, file, node))
    case "??":
      let left = try evalFolded(lhs, scope, file, hint: hint.map { $0 + "?" })
      // An opaque value there stands for an optional NavLab cannot know: nil, as on a fresh
      // install, so the default the code gives shows.
      if let value = left.unwrapped, !Self.isOpaque(value) { return value }
      return try evalFolded(rhs, scope, file, hint: hint)
    case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=":
      guard case .leaf(let targetExpression) = lhs else {
        throw unsupported(node, file, "assignment to an expression")
      }
      let type = try declaredType(of: targetExpression, scope)
      let right = try evalFolded(rhs, scope, file, hint: type)
      let base = String(op.dropLast())
      try modify(targetExpression, scope, file) { value in
        value = coerce(try binary(base, value, right, node, file), to: type)
      }
      return .void
    default:
      let left = try evalFolded(lhs, scope, file, hint: hint)
      // The left side's type types the right side's literals and implicit members.
      let rightHint = Self.typeName(of: left) ?? Self.numericType(left) ?? hint
      let right = try evalFolded(rhs, scope, file, hint: rightHint)
      return try binary(op, left, right, node, file)
    }
  }

  /// The syntax of a folded operand that is one expression (for messages), else nil.
  static func leafNode(_ folded: FoldedExpression) -> ExprSyntax? {
    if case .leaf(let expression) = folded { return expression }
    return nil
  }

  private static func numericType(_ value: RuntimeValue) -> String? {
    switch value {
    case .double: "Double"
    default: nil
    }
  }

  private func boolean(
    _ folded: FoldedExpression, _ scope: Scope, _ file: Int, _ node: ExprSyntax
  ) throws -> Bool {
    let value = try evalFolded(folded, scope, file)
    guard case .bool(let flag) = value.unwrapped ?? .void else {
      if let reading = freshInstallCondition(value, Self.leafNode(folded) ?? node, file) {
        return reading
      }
      throw error("\(value.typeDescription) used as Bool", at: node, file: file)
    }
    return flag
  }

  /// A binary operator on two values. Integers with doubles compute in `Double` (an untyped
  /// literal beside a `CGFloat`); integer overflow and division by zero are errors, as Swift
  /// traps.
  func binary(
    _ op: String, _ left: RuntimeValue, _ right: RuntimeValue, _ node: (any SyntaxProtocol)?,
    _ file: Int
  ) throws -> RuntimeValue {
    switch op {
    // An opaque value compared with nil is nil (a fresh install's reading, as `if let`).
    case "==" where Self.isOpaque(left) && right.isNil || Self.isOpaque(right) && left.isNil:
      return .bool(true)
    case "!=" where Self.isOpaque(left) && right.isNil || Self.isOpaque(right) && left.isNil:
      return .bool(false)
    case "==": return .bool(left == right)
    case "!=": return .bool(left != right)
    case "===": return .bool(left == right)
    case "!==": return .bool(left != right)
    case "...", "..<":
      guard let lower = left.unwrapped, let upper = right.unwrapped,
        lower.number != nil, upper.number != nil
      else { break }
      if let a = lower.number, let b = upper.number, a > b {
        throw error(
          "range \(lower)\(op)\(upper) has its lower bound above its upper", at: node, file: file)
      }
      return .range(lower: lower, upper: upper, closed: op == "...")
    case "~=":
      if case .range = right { return .bool(try contains(right, left, at: node, file)) }
      if case .range = left { return .bool(try contains(left, right, at: node, file)) }
      return .bool(left == right)
    default: break
    }
    let a = left.unwrapped ?? left
    let b = right.unwrapped ?? right
    switch (a, b) {
    case (.int(let x), .int(let y)):
      return try integer(op, x, y, node, file)
    case (.int, .double), (.double, .int), (.double, .double):
      let x = a.number!
      let y = b.number!
      switch op {
      case "+": return .double(x + y)
      case "-": return .double(x - y)
      case "*": return .double(x * y)
      case "/": return .double(x / y)
      case "<": return .bool(x < y)
      case "<=": return .bool(x <= y)
      case ">": return .bool(x > y)
      case ">=": return .bool(x >= y)
      default: break
      }
    case (.string(let x), .string(let y)):
      switch op {
      case "+": return .string(x + y)
      case "<": return .bool(x < y)
      case "<=": return .bool(x <= y)
      case ">": return .bool(x > y)
      case ">=": return .bool(x >= y)
      default: break
      }
    case (.array(let x), .array(let y)) where op == "+":
      guard x.count + y.count <= limits.collectionSize else {
        throw error("array grows past \(limits.collectionSize) elements", at: node, file: file)
      }
      return .array(x + y)
    case (.native(let x as DateValue), .native(let y as DateValue)):
      switch op {
      case "<": return .bool(x.seconds < y.seconds)
      case "<=": return .bool(x.seconds <= y.seconds)
      case ">": return .bool(x.seconds > y.seconds)
      case ">=": return .bool(x.seconds >= y.seconds)
      default: break
      }
    case (.native(let x as DateValue), .int), (.native(let x as DateValue), .double):
      // `date + 3600`: a date and a `TimeInterval`.
      if op == "+" || op == "-", let interval = b.number {
        return .native(DateValue(seconds: x.seconds + (op == "+" ? interval : -interval)))
      }
    case (.enumCase(_, let x, _), .enumCase(_, let y, _)):
      // SwiftUI's ordered enums (`dynamicTypeSize >= .accessibility1`): by declaration order.
      if let i = Self.dynamicTypeSizes.firstIndex(of: x),
        let j = Self.dynamicTypeSizes.firstIndex(of: y)
      {
        switch op {
        case "<": return .bool(i < j)
        case "<=": return .bool(i <= j)
        case ">": return .bool(i > j)
        case ">=": return .bool(i >= j)
        default: break
        }
      }
    case (.instance(let x), .instance(let y)) where x.type == y.type:
      // CGPoint/CGSize arithmetic is not Swift's, but `+` on vectors is a common extension;
      // only the files' own operators would define it, which the interpreter does not run.
      break
    default: break
    }
    throw error(
      "cannot apply \(op) to \(left.typeDescription) and \(right.typeDescription)", at: node,
      file: file)
  }

  private func integer(_ op: String, _ x: Int, _ y: Int, _ node: (any SyntaxProtocol)?, _ file: Int)
    throws -> RuntimeValue
  {
    func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> RuntimeValue {
      guard !result.overflow else {
        throw error("arithmetic overflow in \(x) \(op) \(y)", at: node, file: file)
      }
      return .int(result.partialValue)
    }
    switch op {
    case "+": return try checked(x.addingReportingOverflow(y))
    case "-": return try checked(x.subtractingReportingOverflow(y))
    case "*": return try checked(x.multipliedReportingOverflow(by: y))
    case "/", "%":
      guard y != 0 else { throw error("division by zero", at: node, file: file) }
      return try checked(
        op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y))
    case "&+": return .int(x &+ y)
    case "&-": return .int(x &- y)
    case "&*": return .int(x &* y)
    case "&": return .int(x & y)
    case "|": return .int(x | y)
    case "^": return .int(x ^ y)
    case "<<": return .int(y >= 64 ? 0 : x << y)
    case ">>": return .int(y >= 64 ? (x < 0 ? -1 : 0) : x >> y)
    case "<": return .bool(x < y)
    case "<=": return .bool(x <= y)
    case ">": return .bool(x > y)
    case ">=": return .bool(x >= y)
    default:
      throw error("cannot apply \(op) to Int and Int", at: node, file: file)
    }
  }

  /// Whether a range contains a value.
  func contains(
    _ range: RuntimeValue, _ value: RuntimeValue, at node: (any SyntaxProtocol)?, _ file: Int
  )
    throws -> Bool
  {
    guard case .range(let lower, let upper, let closed) = range, let x = value.number,
      let a = lower.number, let b = upper.number
    else {
      throw error("cannot match \(value.typeDescription) against a range", at: node, file: file)
    }
    return x >= a && (closed ? x <= b : x < b)
  }

  /// `is`, `as`, `as?`, `as!` on the types the interpreter tells apart.
  private func cast(
    _ value: RuntimeValue, _ kind: String, _ type: String, _ node: ExprSyntax, _ file: Int
  ) throws -> RuntimeValue {
    let fits = TypeNames.matches(value, type, types)
    switch kind {
    case "is": return .bool(fits)
    case "as?": return fits ? .optional(coerce(value, to: type)) : .nilValue
    case "as!":
      guard fits else {
        throw error(
          "\(value.typeDescription) cannot be cast to \(type) (as!)", at: node, file: file)
      }
      return coerce(value, to: type)
    default:
      return coerce(value, to: type)  // `1 as CGFloat`, upcasts
    }
  }

  /// `DynamicTypeSize`'s cases in order (also `ContentSizeCategory`'s names), smallest first.
  static let dynamicTypeSizes = [
    "xSmall", "extraSmall", "small", "medium", "large", "xLarge", "extraLarge", "xxLarge",
    "extraExtraLarge", "xxxLarge", "extraExtraExtraLarge", "accessibility1",
    "accessibilityMedium", "accessibility2", "accessibilityLarge", "accessibility3",
    "accessibilityExtraLarge", "accessibility4", "accessibilityExtraExtraLarge", "accessibility5",
    "accessibilityExtraExtraExtraLarge",
  ]
}
