import ScreenModel
import SwiftSyntax

/// SwiftUI's outlines as the model's ``ShapeStroke``: `stroke(_:lineWidth:)`,
/// `strokeBorder(_:lineWidth:)`, `stroke(_:style: StrokeStyle(…))` and `stroke(lineWidth:)`.
enum StrokeReader {
  /// The outline `modifier` (`stroke` or `strokeBorder`) asks for. SwiftUI's defaults: a line
  /// 1 pt wide in the foreground style, solid (`StrokeStyle()`'s `lineWidth` 1, `dash` []).
  static func stroke(_ modifier: ViewNode.Modifier, _ evaluator: Evaluator) -> ShapeStroke {
    let call = modifier.call
    var stroke = ShapeStroke(placement: modifier.name == "strokeBorder" ? .inside : .centered)
    if let content = call.argument(nil) ?? call.argument("content") {
      stroke.style = style(content, evaluator)
      if stroke.style == nil {
        evaluator.importer.warn(
          "the outline's style \(content.trimmedDescription.prefix(40)) is not a colour NavLab can read; drawn in the foreground colour",
          at: content, file: modifier.file)
      }
    }
    if let width = evaluator.number(call.argument("lineWidth")) {
      stroke.lineWidth = clampedWidth(width)
    }
    if let style = call.argument("style") {
      read(style, evaluator, into: &stroke)
    }
    return stroke
  }

  /// A colour or a linear gradient painting a line.
  static func style(_ expression: ExprSyntax, _ evaluator: Evaluator) -> ShapeFill? {
    if let gradient = GradientReader.linearGradient(expression, evaluator) {
      return .linearGradient(gradient)
    }
    return ColorReader.value(expression, evaluator).map { .color($0) }
  }

  /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)` (or `.init(…)`):
  /// its width and dashes (caps and joins are drawn as the defaults, butt and miter).
  private static func read(
    _ expression: ExprSyntax, _ evaluator: Evaluator, into stroke: inout ShapeStroke
  ) {
    guard let (resolved, scope, file) = evaluator.resolve(expression),
      let call = resolved.as(FunctionCallExprSyntax.self),
      ["StrokeStyle", "StrokeStyle.init", ".init"].contains(call.calledExpression.nameText)
    else {
      evaluator.importer.warn(
        "the stroke style \(expression.trimmedDescription.prefix(40)) is not a StrokeStyle(…) NavLab can read; drawn 1 pt wide, solid",
        at: expression, file: evaluator.file)
      return
    }
    let inner = Evaluator(importer: evaluator.importer, bindings: scope, file: file)
    func argument(_ label: String) -> ExprSyntax? {
      call.arguments.first { $0.label?.text == label }?.expression
    }
    if let width = inner.number(argument("lineWidth")) { stroke.lineWidth = clampedWidth(width) }
    if let dash = argument("dash"),
      let (value, _, _) = inner.resolve(dash), let array = value.as(ArrayExprSyntax.self)
    {
      stroke.dash = array.elements.prefix(16).compactMap { inner.number($0.expression) }
        .map { min(max($0.isFinite ? $0 : 0, 0), 10_000) }
    }
    if let phase = inner.number(argument("dashPhase")), phase.isFinite {
      stroke.dashPhase = min(max(phase, -10_000), 10_000)
    }
  }

  /// A line width as the scene format takes it (0…1000 pt).
  private static func clampedWidth(_ width: Double) -> Double {
    width.isFinite ? min(max(width, 0), 1000) : 1
  }
}
