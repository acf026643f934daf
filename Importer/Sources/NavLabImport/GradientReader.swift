import ScreenModel
import SwiftSyntax

/// SwiftUI's linear gradients as the model's `LinearGradient`.
enum GradientReader {
  /// The gradient `expression` makes: `LinearGradient(colors:startPoint:endPoint:)`,
  /// `LinearGradient(stops:…)`, `LinearGradient(gradient: Gradient(colors:) or
  /// Gradient(stops:), …)` or the shape style `.linearGradient(…)`; nil when it is none of
  /// these.
  static func linearGradient(_ expression: ExprSyntax, _ evaluator: Evaluator) -> LinearGradient? {
    evaluator.importer.live.closedGradient(expression) { read(expression, evaluator) }
  }

  private static func read(_ expression: ExprSyntax, _ evaluator: Evaluator) -> LinearGradient? {
    guard let (resolved, scope, file) = evaluator.resolve(expression),
      let call = resolved.as(FunctionCallExprSyntax.self),
      ["LinearGradient", "LinearGradient.init", ".linearGradient"].contains(
        call.calledExpression.nameText)
    else { return nil }
    let inner = Evaluator(importer: evaluator.importer, bindings: scope, file: file)
    var stops = self.stops(of: call, inner)
    if stops == nil, let gradient = argument(call, "gradient"),
      let (value, gradientScope, gradientFile) = inner.resolve(gradient),
      let make = value.as(FunctionCallExprSyntax.self),
      ["Gradient", "Gradient.init"].contains(make.calledExpression.nameText)
    {
      stops = self.stops(
        of: make,
        Evaluator(importer: evaluator.importer, bindings: gradientScope, file: gradientFile))
    }
    guard let stops, !stops.isEmpty, stops.count <= 16 else {
      inner.importer.warn(
        "\(call.calledExpression.trimmedDescription)(…) has colours NavLab cannot read; drawn as a placeholder",
        at: call, file: file)
      return nil
    }
    let start = unitPoint(argument(call, "startPoint"), inner) ?? .top
    let end = unitPoint(argument(call, "endPoint"), inner) ?? .bottom
    let locations = stops.compactMap(\.location)
    guard locations.count == stops.count else {
      return LinearGradient(colors: stops.map(\.color), start: start, end: end)
    }
    return LinearGradient(
      stops: zip(stops, locations).map { GradientStop($0.color, at: min(1, max(0, $1))) },
      start: start, end: end)
  }

  /// The colours of `colors: […]` (no locations) or `stops: [.init(color:location:)…]`.
  private static func stops(of call: FunctionCallExprSyntax, _ evaluator: Evaluator)
    -> [(color: ColorValue, location: Double?)]?
  {
    if let colors = argument(call, "colors") {
      guard let elements = array(colors, evaluator) else { return nil }
      return elements.map { (color(of: $0, evaluator), nil) }
    }
    if let stops = argument(call, "stops") {
      guard let elements = array(stops, evaluator) else { return nil }
      var result: [(color: ColorValue, location: Double?)] = []
      for element in elements {
        // `Gradient.Stop(color: .red, location: 0.2)` or `.init(color:location:)`.
        guard let stop = element.as(FunctionCallExprSyntax.self),
          let stopColor = argument(stop, "color"),
          let location = evaluator.number(argument(stop, "location"))
        else { return nil }
        result.append((color(of: stopColor, evaluator), location))
      }
      return result
    }
    return nil
  }

  /// A colour of a gradient; one NavLab cannot read (an asset's `Color("name")`) becomes gray,
  /// with a warning, so the gradient keeps its other colours and its direction.
  private static func color(of expression: ExprSyntax, _ evaluator: Evaluator) -> ColorValue {
    if let color = ColorReader.color(expression, evaluator) { return color }
    evaluator.importer.warn(
      "\(expression.trimmedDescription.prefix(40)) in a gradient is not a colour NavLab can read (an asset colour?); drawn as gray",
      at: expression, file: evaluator.file)
    return .semantic(.gray)
  }

  /// SwiftUI's `UnitPoint`: `.top`, `.bottomTrailing`, `UnitPoint(x:y:)`.
  private static func unitPoint(_ expression: ExprSyntax?, _ evaluator: Evaluator)
    -> UnitPoint?
  {
    guard let expression, let (resolved, scope, file) = evaluator.resolve(expression) else {
      return nil
    }
    if let member = resolved.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "zero" { return UnitPoint(x: 0, y: 0) }
      return SceneFormat.value(name, in: SceneFormat.unitPoints)
    }
    let inner = Evaluator(importer: evaluator.importer, bindings: scope, file: file)
    if let call = resolved.as(FunctionCallExprSyntax.self),
      let x = inner.number(argument(call, "x")), let y = inner.number(argument(call, "y"))
    {
      return UnitPoint(x: x, y: y)
    }
    return nil
  }

  private static func array(_ expression: ExprSyntax, _ evaluator: Evaluator) -> [ExprSyntax]? {
    guard let (resolved, _, _) = evaluator.resolve(expression),
      let array = resolved.as(ArrayExprSyntax.self)
    else { return nil }
    return array.elements.map(\.expression)
  }

  private static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }
}
