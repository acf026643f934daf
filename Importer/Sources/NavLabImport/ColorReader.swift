import SwiftSyntax

/// SwiftUI colours and shape styles as the scene format's colours: a role (`red`, `secondary`,
/// `groupedBackground`) or `#RRGGBB`, with `@` and an opacity when it has one.
enum ColorReader {
  /// SwiftUI / UIKit colour names → the content tree's colour roles (docs/scenes.md, Content
  /// trees: "Colours are a role …"); brown, which has no role, as SwiftUI's light `.brown`
  /// (#A2845E, seed 004's gradient).
  static let roles: [String: String] = [
    "red": "red", "orange": "orange", "yellow": "yellow", "green": "green", "mint": "teal",
    "teal": "teal", "cyan": "teal", "blue": "blue", "indigo": "indigo", "purple": "purple",
    "pink": "pink", "brown": "#A2845E", "gray": "gray", "black": "black", "white": "white",
    "clear": "clear", "primary": "primary", "secondary": "secondary", "accentColor": "accent",
    "accent": "accent", "tint": "accent", "label": "label", "secondaryLabel": "secondaryLabel",
    "tertiaryLabel": "tertiaryLabel", "systemBackground": "background",
    "systemGroupedBackground": "groupedBackground",
    "secondarySystemGroupedBackground": "cellBackground",
    "secondarySystemBackground": "groupedBackground", "separator": "separator",
    "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow",
    "systemGreen": "green", "systemTeal": "teal", "systemBlue": "blue", "systemIndigo": "indigo",
    "systemPurple": "purple", "systemPink": "pink", "systemGray": "gray",
    "systemFill": "separator", "quaternaryLabel": "tertiaryLabel",
  ]

  /// Materials are translucent blurs; NavLab draws them as the cell background colour.
  static let materials: Set<String> = [
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
    "ultraThickMaterial", "bar",
  ]

  /// Row icon tiles take these (docs/scenes.md, rows: `icon`).
  static let accents: Set<String> = [
    "blue", "green", "orange", "red", "pink", "indigo", "purple", "teal", "yellow", "gray",
    "black",
  ]

  /// The scene colour for `expression` as a content tree writes it: a colour set with a dark
  /// appearance as `{"light": …, "dark": …}`, any other colour as `color` gives it.
  static func value(_ expression: ExprSyntax, _ evaluator: Evaluator) -> SceneJSON? {
    if let set = assetColor(expression, evaluator), let dark = set.dark {
      return .object([("light", .string(set.light)), ("dark", .string(dark))])
    }
    return color(expression, evaluator).map(SceneJSON.string)
  }

  /// `Color("name")`: the colour set of that name in an asset catalog beside the files (nil,
  /// with a warning, when there is none); nil for any other expression.
  static func assetColor(_ expression: ExprSyntax, _ evaluator: Evaluator) -> AssetCatalog.ColorSet?
  {
    guard let (resolved, scope, file) = evaluator.resolve(expression),
      let call = resolved.as(FunctionCallExprSyntax.self),
      ["Color", "UIColor"].contains(call.calledExpression.nameText),
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

  /// The scene colour for `expression`, or nil (the caller warns).
  static func color(_ expression: ExprSyntax, _ evaluator: Evaluator) -> String? {
    // A colour set from an asset catalog (its light appearance where one colour is wanted).
    if let set = assetColor(expression, evaluator) { return set.light }
    guard let (resolved, scope, file) = evaluator.resolve(expression) else { return nil }
    let inner = Evaluator(importer: evaluator.importer, bindings: scope, file: file)
    if let member = resolved.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if materials.contains(name) {
        inner.importer.warn(
          "material .\(name) is drawn as a solid colour (NavLab has no blur)", at: resolved,
          file: file)
        return "cellBackground"
      }
      return roles[name]
    }
    if let call = resolved.as(FunctionCallExprSyntax.self) {
      let callee = call.calledExpression.nameText
      if callee == "Color" || callee == "Color.init" || callee == "UIColor" {
        if let red = inner.number(call.arguments.first { $0.label?.text == "red" }?.expression),
          let green = inner.number(call.arguments.first { $0.label?.text == "green" }?.expression),
          let blue = inner.number(call.arguments.first { $0.label?.text == "blue" }?.expression)
        {
          return hex(red, green, blue)
        }
        if let only = call.arguments.first?.expression { return color(only, inner) }
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        let result = color(base, inner)
        // `Color.purple.opacity(0.3)`: the scene's "purple@0.3" (docs/scenes.md).
        if member.declName.baseName.text == "opacity", let result,
          let amount = inner.number(call.arguments.first?.expression)
        {
          return withOpacity(result, amount)
        }
        // Anything else on a colour (`.mix(with:by:)`…): the colour itself.
        if result != nil {
          inner.importer.warn(
            "\(member.declName.baseName.text)(…) on a colour is not interpreted; drawn as the colour",
            at: call, file: file)
        }
        return result
      }
    }
    if let reference = resolved.as(DeclReferenceExprSyntax.self) {
      return roles[reference.baseName.text]
    }
    return nil
  }

  /// `color` with its alpha multiplied by `amount` (clamped to 0…1): `"purple@0.3"`; a colour
  /// that has an opacity already gets the product.
  static func withOpacity(_ color: String, _ amount: Double) -> String {
    var base = color
    var opacity = amount.isFinite ? min(1, max(0, amount)) : 1
    if let at = color.lastIndex(of: "@"), let earlier = Double(color[color.index(after: at)...]) {
      base = String(color[..<at])
      opacity *= earlier
    }
    return "\(base)@\(opacity)"
  }

  static func hex(_ red: Double, _ green: Double, _ blue: Double) -> String {
    func byte(_ value: Double) -> String {
      let clamped = Int((min(1, max(0, value)) * 255).rounded())
      let text = String(clamped, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }

  /// A role as `#RRGGBB` for the top-level `tint` (which takes a fixed colour): iOS's light
  /// system colours (Apple HIG, "Color": system colors, iOS light).
  static let systemHex: [String: String] = [
    "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759",
    "teal": "#30B0C7", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
    "pink": "#FF2D55", "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF",
    "accent": "#007AFF",
  ]
}
