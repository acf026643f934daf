import SwiftSyntax

/// Live mode: an expression's value comes from running it (state, geometry, the files'
/// functions); what the interpreter cannot evaluate (a colour, a SwiftUI style) falls back to
/// the literal reading.
extension Evaluator {
  /// The expression's value in live mode, or nil (not live, or the interpreter could not).
  func runtime(_ expression: ExprSyntax?, hint: String? = nil) -> RuntimeValue? {
    let live = importer.live
    guard let expression, let scope = bindings.scope else { return nil }
    // Literal-only shapes the literal reader handles the same: skip the interpreter.
    if expression.is(StringLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
    {
      if let literal = expression.as(StringLiteralExprSyntax.self),
        literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }
        )
      {
        return live.evaluate(expression, in: scope, file: file)
      }
      return nil
    }
    let value = live.evaluate(expression, in: scope, file: file, hint: hint)
    // A binding's value read here is state read (a switch's, a stepper's).
    if case .binding(let cell)? = value { live.didRead(cell) }
    return value?.resolvedBinding
  }

  func runtimeString(_ expression: ExprSyntax?) -> String? {
    var value = runtime(expression)?.unwrapped
    // `Text(.localized("Reset"))`, `Button(.localized("Add"), …)`: a leading-dot member where
    // SwiftUI takes text is `String`'s or `LocalizedStringKey`'s, as Swift infers it.
    if case .enumCase(type: "", _, _)? = value, let expression, Self.isLeadingDot(expression) {
      value =
        runtime(expression, hint: "String")?.unwrapped
        ?? runtime(expression, hint: "LocalizedStringKey")?.unwrapped
    }
    return switch value {
    case .string(let text)?: text
    case .int(let value)?: String(value)
    case .double(let value)?: Self.format(value)
    default: nil
    }
  }

  /// `.name` or `.name(…)`: a member of a type the context gives.
  static func isLeadingDot(_ expression: ExprSyntax) -> Bool {
    let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    return callee.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
  }

  func runtimeNumber(_ expression: ExprSyntax?) -> Double? {
    guard let value = runtime(expression)?.unwrapped?.number, value.isFinite || value.isInfinite
    else { return nil }
    return value
  }

  func runtimeBool(_ expression: ExprSyntax?) -> Bool? {
    if case .bool(let value)? = runtime(expression)?.unwrapped { return value }
    return nil
  }

  func runtimeMember(_ expression: ExprSyntax?) -> String? {
    if case .enumCase(_, let name, _)? = runtime(expression)?.unwrapped { return name }
    return nil
  }
}

extension RuntimeValue {
  /// A binding's current value (`$x` where a value is read); other values as they are.
  var resolvedBinding: RuntimeValue {
    if case .binding(let cell) = self { return cell.value }
    return self
  }
}

extension Evaluator {
  /// The words of `Text(…)`: a formatted value (`Text(date, style: .date)`, `Text(price,
  /// format: .currency(code: "USD"))`, `Text(date, formatter: formatter)`), else its title as
  /// `localized` reads it.
  func textWords(_ call: ViewCall.Call) -> String? {
    if let formatted = formattedText(call) { return formatted }
    return localized(call.argument(nil))
  }

  /// `Text(_:style:)`, `Text(_:format:)`, `Text(_:formatter:)` as Foundation writes the value
  /// in en_US (``FormatStyleText``, ``DateValue/textStyle(_:)``, ``FormatterValue``); nil for
  /// other texts and for values NavLab cannot know.
  func formattedText(_ call: ViewCall.Call) -> String? {
    guard let subject = call.argument(nil) else { return nil }
    if let style = call.argument("style") {
      guard case .native(let date as DateValue)? = runtime(subject)?.unwrapped,
        case .enumCase(_, let name, _)? = runtime(style)?.unwrapped
      else { return nil }
      return date.textStyle(name)
    }
    // A literal (`Text(0.25, format: .percent)`) is not run: its number is read.
    let subjectValue = runtime(subject) ?? number(subject).map(RuntimeValue.double)
    if let format = call.argument("format") {
      guard let value = subjectValue, let style = runtime(format) else { return nil }
      return FormatStyleText.text(value, style: style)
    }
    if let formatter = call.argument("formatter") {
      guard let value = subjectValue?.unwrapped,
        case .native(let native as FormatterValue)? = runtime(formatter)?.unwrapped,
        case .optional(.string(let text)?)? = try? native.call(
          "string", [Argument(label: "for", value)])
      else { return nil }
      return text
    }
    return nil
  }
}
