import DisplayList
import ScreenModel
import SwiftSyntax

/// SwiftUI colours and shape styles as the model's colours (`ColorValue`): a role of the
/// model's (`SemanticColor`, looked up by the scene format's names), a fixed colour, an asset
/// catalog's light/dark pair, each with an opacity when it has one.
enum ColorReader {
  /// SwiftUI and UIKit spellings that are not the model's own name of the role (the model's
  /// names, `red`, `secondary`, `groupedBackground`…, are looked up as they are); brown, which
  /// has no role, is SwiftUI's light `.brown` (#A2845E, seed 004's gradient).
  static let spellings: [String: String] = [
    "mint": "teal", "cyan": "teal", "accentColor": "accent", "tint": "accent",
    "systemBackground": "background", "systemGroupedBackground": "groupedBackground",
    "secondarySystemGroupedBackground": "cellBackground",
    "secondarySystemBackground": "groupedBackground", "systemFill": "separator",
    "quaternaryLabel": "tertiaryLabel", "systemGray": "gray",
  ]

  /// Materials are translucent blurs; NavLab draws them as the cell background colour.
  static let materials: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
    "ultraThickMaterial", "bar",
  ]

  /// UIKit's extra greys, light and dark (Apple's Human Interface Guidelines colour table:
  /// systemGray2 #AEAEB2 / #636366 … systemGray6 #F2F2F7 / #1C1C1E).
  static let grays: [String: (light: UInt32, dark: UInt32)] = [
    "systemGray2": (0xAEAEB2, 0x636366), "systemGray3": (0xC7C7CC, 0x48484A),
    "systemGray4": (0xD1D1D6, 0x3A3A3C), "systemGray5": (0xE5E5EA, 0x2C2C2E),
    "systemGray6": (0xF2F2F7, 0x1C1C1E),
  ]

  /// The colour a SwiftUI or UIKit name stands for (`.red`, `.systemRed`, `.secondaryLabel`).
  static func named(_ name: String) -> ColorValue? {
    if name == "brown" { return .fixed(Color(hex: 0xA2845E)) }
    if let gray = grays[name] {
      return .adaptive(light: Color(hex: gray.light), dark: Color(hex: gray.dark))
    }
    var role = spellings[name] ?? name
    // `systemRed` is `red`.
    if spellings[name] == nil, role.hasPrefix("system"), role.count > 6 {
      role.removeFirst(6)
      role = role.prefix(1).lowercased() + role.dropFirst()
    }
    return SceneFormat.value(role, in: SceneFormat.semanticColors).map(ColorValue.semantic)
  }

  /// The colour `expression` makes, a colour set with a dark appearance as its light/dark pair;
  /// nil (the caller warns) when it is none NavLab reads.
  static func value(_ expression: ExprSyntax, _ evaluator: Evaluator) -> ColorValue? {
    evaluator.importer.live.closedColor(expression, adaptive: true) {
      written(expression, evaluator, depth: 0, adaptive: true)
    }
  }

  /// `Color("name")`: the colour set of that name in an asset catalog beside the files (nil,
  /// with a warning, when there is none); nil for any other expression.
  static func assetColor(
    _ expression: ExprSyntax, _ evaluator: Evaluator, depth: Int = 0
  ) -> AssetCatalog.ColorSet? {
    guard let (resolved, scope, file) = evaluator.resolve(expression) else { return nil }
    if depth < 8, let (declared, inner) = declaredColor(resolved, evaluator) {
      return assetColor(declared, inner, depth: depth + 1)
    }
    // `.init("name")` where a colour is wanted (a declared colour's body) is `Color("name")`.
    guard let call = resolved.as(FunctionCallExprSyntax.self),
      call.calledExpression.nameText(isOneOf: ["Color", "UIColor", ".init"]),
      let argument = call.arguments.first, argument.label == nil || argument.label?.text == "named",
      argument.expression.is(StringLiteralExprSyntax.self),
      let name = Evaluator(importer: evaluator.importer, bindings: scope, file: file).string(
        argument.expression)
    else { return nil }
    guard let set = evaluator.importer.assets.colors[name] else {
      evaluator.importer.warn(
        "no colour set named \"\(name)\" beside the files (an asset catalog's \(name).colorset); the colour is left out",
        at: call, file: file)
      return nil
    }
    return set
  }

  /// The colour of `expression` where one colour is wanted (an asset's light appearance), or
  /// nil (the caller warns).
  static func color(
    _ expression: ExprSyntax, _ evaluator: Evaluator, depth: Int = 0, adaptive: Bool = false
  ) -> ColorValue? {
    guard depth == 0 else {
      return written(expression, evaluator, depth: depth, adaptive: adaptive)
    }
    return evaluator.importer.live.closedColor(expression, adaptive: false) {
      written(expression, evaluator, depth: 0, adaptive: false)
    }
  }

  /// The colour `expression` is written as; `adaptive`: an asset's dark appearance too (a
  /// colour that is drawn), else its light one (a colour a value is computed from).
  private static func written(
    _ expression: ExprSyntax, _ evaluator: Evaluator, depth: Int, adaptive: Bool
  ) -> ColorValue? {
    guard depth < 8 else { return nil }
    if let set = assetColor(expression, evaluator) {
      if adaptive, let dark = set.dark { return .adaptive(light: set.light, dark: dark) }
      return .fixed(set.light)
    }
    guard let (resolved, scope, file) = evaluator.resolve(expression) else { return nil }
    let inner = Evaluator(importer: evaluator.importer, bindings: scope, file: file)
    if let member = resolved.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if materials.contains(name) {
        inner.importer.warn(
          "material .\(name) is drawn as a solid colour (NavLab has no blur)", at: resolved,
          file: file)
        return .semantic(.cellBackground)
      }
      // `Theme.accent`, `Self.tint`, `card.color`: what the code gives it comes before a
      // colour's name (a type's `static let accent: Color = .pink` is pink, not the tint).
      if let base = member.base, !TypeNames.colorTypes.contains(base.nameText),
        let color = runtimeColor(
          inner.runtime(resolved), inner, depth: depth + 1, adaptive: adaptive)
      {
        return color
      }
      // A colour the files declare as an expression is read as that expression (before a
      // name of the model's: the app's `static var background: Color` shadows SwiftUI's
      // `.background` in its module); one whose getter runs statements runs to its value
      // below.
      if let (declared, inner) = declaredColor(resolved, inner) {
        return color(declared, inner, depth: depth + 1, adaptive: adaptive)
      }
      if let color = named(name) { return color }
    }
    if let call = resolved.as(FunctionCallExprSyntax.self) {
      if let link = Link(call) { return linked(link, inner, depth: depth, adaptive: adaptive) }
      // `.init("name")` where a colour is wanted (a declared colour's body) is `Color("name")`.
      if call.calledExpression.nameText(isOneOf: ["Color", "Color.init", "UIColor", ".init"]) {
        if let red = inner.number(call.arguments.first { $0.label?.text == "red" }?.expression),
          let green = inner.number(call.arguments.first { $0.label?.text == "green" }?.expression),
          let blue = inner.number(call.arguments.first { $0.label?.text == "blue" }?.expression)
        {
          return .fixed(rgb(red, green, blue))
        }
        if let only = call.arguments.first?.expression {
          return color(only, inner, depth: depth + 1, adaptive: adaptive)
        }
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        return onColor(
          call, member, color(base, inner, depth: depth + 1, adaptive: adaptive), inner)
      }
    }
    if let reference = resolved.as(DeclReferenceExprSyntax.self),
      let color = named(reference.baseName.text)
    {
      return color
    }
    // What the code computes (`ForEach(colors) { color in color }`): the value it runs to.
    let value = inner.runtime(resolved)
    // A view the interpreter leaves as written (`RoundedRectangle(cornerRadius: r)`) runs to
    // itself: this path again, to the depth limit, gives nil; nil now (issue 38: seed 003's
    // background ran its shape eight times a read).
    if case .native(let view as ViewExpression)? = value, view.expression.id == resolved.id,
      let call = resolved.as(FunctionCallExprSyntax.self),
      !call.calledExpression.is(MemberAccessExprSyntax.self),
      !call.calledExpression.nameText(isOneOf: ["Color", "Color.init", "UIColor"])
    {
      return nil
    }
    return runtimeColor(value, inner, depth: depth + 1, adaptive: adaptive)
  }

  /// `.titleText`, `Color.titleText`: a colour the files declare on `Color` (or on
  /// `ShapeStyle where Self == Color`) as an expression, and an evaluator for its file.
  private static func declaredColor(_ expression: ExprSyntax, _ evaluator: Evaluator) -> (
    ExprSyntax, Evaluator
  )? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base.map({ TypeNames.colorTypes.contains($0.nameText) }) ?? true
    else { return nil }
    return evaluator.declaredStatic(
      member.declName.baseName.text, of: ["Color", "ShapeStyle", "UIColor"])
  }

  /// A modifier called on a call (`RoundedRectangle(cornerRadius: r).fill(…)`, `Color("brand")
  /// .opacity(0.5)`): the colour of its base, as ``written(_:_:depth:adaptive:)`` reads it, without
  /// asking the link what it cannot be (an asset colour, a member, `Color(…)`: its callee is a
  /// member of a call). Issue 38: seed 003's background, a chain of four links on a shape,
  /// was asked all that at each link every scrolled frame.
  private struct Link {
    let call: FunctionCallExprSyntax
    let member: MemberAccessExprSyntax
    let base: FunctionCallExprSyntax

    init?(_ call: FunctionCallExprSyntax) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base?.as(FunctionCallExprSyntax.self)
      else { return nil }
      (self.call, self.member, self.base) = (call, member, base)
    }
  }

  /// `link`'s colour at `depth` (below the limit): its base's at the next depth, then the link.
  private static func linked(_ link: Link, _ evaluator: Evaluator, depth: Int, adaptive: Bool)
    -> ColorValue?
  {
    let result: ColorValue?
    if depth + 1 >= 8 {
      result = nil
    } else if let inner = Link(link.base) {
      result = linked(inner, evaluator, depth: depth + 1, adaptive: adaptive)
    } else {
      result = written(ExprSyntax(link.base), evaluator, depth: depth + 1, adaptive: adaptive)
    }
    return onColor(link.call, link.member, result, evaluator)
  }

  /// A modifier `call` (`member` its callee) on a base whose colour is `result`.
  private static func onColor(
    _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ result: ColorValue?,
    _ evaluator: Evaluator
  ) -> ColorValue? {
    // `Color.purple.opacity(0.3)`.
    if member.declName.baseName.text == "opacity", let result,
      let amount = evaluator.number(call.arguments.first?.expression)
    {
      return withOpacity(result, amount)
    }
    // Anything else on a colour (`.mix(with:by:)`…): the colour itself.
    if result != nil {
      evaluator.importer.warn(
        "\(member.declName.baseName.text)(…) on a colour is not interpreted; drawn as the colour",
        at: call, file: evaluator.file)
    }
    return result
  }

  /// The colour a running program's value is: a colour's name (`.teal`, `Color.blue`), one
  /// with an opacity, or a view expression that makes one.
  private static func runtimeColor(
    _ value: RuntimeValue?, _ evaluator: Evaluator, depth: Int, adaptive: Bool
  )
    -> ColorValue?
  {
    guard depth < 8, let value = value?.unwrapped else { return nil }
    switch value {
    case .enumCase(_, "opacity", let payload) where payload.count == 2:
      guard let base = runtimeColor(payload[0], evaluator, depth: depth + 1, adaptive: adaptive),
        let amount = payload[1].number
      else { return nil }
      return withOpacity(base, amount)
    case .enumCase(_, let name, let payload) where payload.isEmpty:
      return named(name)
    case .native(let view as ViewExpression):
      let inner = Evaluator(
        importer: evaluator.importer, bindings: evaluator.bindings.with(scope: view.scope),
        file: view.file)
      return color(view.expression, inner, depth: depth + 1, adaptive: adaptive)
    default:
      return nil
    }
  }

  /// `color` with its alpha multiplied by `amount` (clamped to 0…1); a colour that has an
  /// opacity already gets the product.
  static func withOpacity(_ color: ColorValue, _ amount: Double) -> ColorValue {
    let opacity = amount.isFinite ? min(1, max(0, amount)) : 1
    if case .opacity(let base, let earlier) = color { return .opacity(base, earlier * opacity) }
    return .opacity(color, opacity)
  }

  /// A colour from components in 0…1 (clamped), to the nearest 8-bit value.
  static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
    func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
    return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
  }

  /// The fixed colour a screen's `tint` takes: a fixed colour, or a hue role as iOS draws it
  /// in light mode (the model's light theme); nil for the others.
  static func tint(_ color: ColorValue) -> Color? {
    switch color {
    case .fixed(let fixed): fixed
    case .semantic(let role):
      [
        .red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink, .gray, .black,
        .white,
        .accent,
      ].contains(role) ? role.resolved(in: .light) : nil
    default: nil
    }
  }

  /// The row icon tile's accent a colour names (`Label`'s `.listItemTint(.red)`), or nil.
  static func accent(_ color: ColorValue) -> Accent? {
    guard case .semantic(let role) = color else { return nil }
    return SceneFormat.value(role.rawValue, in: SceneFormat.accents)
  }
}
