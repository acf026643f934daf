import SwiftSyntax

/// Layout and style modifiers as a content tree's modifier keys, in the order written.
struct ModifierReader {
  let importer: ImportSession

  /// Modifiers that belong to the screen (read by `ScreenReader`) or to a row.
  static let screenModifiers: Set<String> = [
    "navigationTitle", "navigationBarTitleDisplayMode", "listStyle", "searchable",
    "refreshable", "statusBarHidden", "preferredColorScheme", "colorScheme", "tint", "accentColor",
    "toolbar",
    "tabItem", "badge", "listItemTint", "navigationBarTitle", "navigationBarHidden",
    "toolbarBackground", "toolbarColorScheme", "listRowBackground", "listRowSeparator",
    "listSectionSeparator", "scrollContentBackground", "navigationDestination",
    "navigationBarBackButtonHidden", "environment",
  ]

  /// Behaviour that changes nothing in a still frame: skipped without a word.
  static let behaviourModifiers: Set<String> = [
    "onAppear", "onDisappear", "onTapGesture", "task", "onChange", "id", "tag", "animation",
    "transition", "contentShape", "sensoryFeedback", "accessibilityLabel", "accessibilityHint",
    "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits",
    "accessibilityHidden", "onDelete", "onMove", "swipeActions", "contextMenu", "sheet",
    "fullScreenCover", "alert", "confirmationDialog", "keyboardType", "textContentType",
    "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "onSubmit",
    "focused", "gesture", "simultaneousGesture", "buttonStyle", "labelStyle", "pickerStyle",
    "toggleStyle", "dynamicTypeSize", "symbolRenderingMode", "imageScale", "textCase",
    "scrollIndicators", "onReceive", "allowsHitTesting", "disabled", "help", "draggable",
    "dropDestination", "scrollTargetLayout", "scrollTargetBehavior", "scrollPosition",
    "coordinateSpace", "matchedGeometryEffect", "drawingGroup", "compositingGroup",
  ]

  func apply(_ modifiers: [ViewNode.Modifier], to object: inout SceneJSON) {
    var pendingWeight: String?
    for modifier in modifiers {
      let evaluator = modifier.evaluator(importer)
      let call = modifier.call
      let name = modifier.name
      if let live = importer.live {
        var node: SceneJSON? = object
        if live.register(modifier, on: &node) {
          object = node ?? object
          continue
        }
      }
      if Self.screenModifiers.contains(name) || Self.behaviourModifiers.contains(name) {
        continue
      }
      switch name {
      case "padding":
        set(&object, "padding", padding(call, evaluator))
      case "frame":
        var pairs: [(String, SceneJSON)] = []
        for label in [
          "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
          "maxHeight",
        ] {
          guard let argument = call.argument(label) else { continue }
          if argument.nameText.hasSuffix("infinity") {
            pairs.append((label, .string("infinity")))
          } else if let value = evaluator.number(argument) {
            pairs.append((label, .number(value)))
          }
        }
        if let alignment = evaluator.member(call.argument("alignment")) {
          pairs.append(("alignment", .string(alignment)))
        }
        if !pairs.isEmpty { set(&object, "frame", .object(pairs)) }
      case "font":
        if var font = font(call.argument(nil), evaluator) {
          if let weight = pendingWeight {
            font = merged(font, weight: weight)
            pendingWeight = nil
          }
          set(&object, "font", font)
        } else {
          skip(modifier)
        }
      case "bold", "fontWeight":
        let weight = name == "bold" ? "bold" : evaluator.member(call.argument(nil)) ?? "bold"
        if case .object(let pairs) = object, let index = pairs.lastIndex(where: { $0.0 == "font" })
        {
          var updated = pairs
          updated[index].1 = merged(pairs[index].1, weight: weight)
          object = .object(updated)
        } else {
          pendingWeight = weight
        }
      case "fontDesign":
        // NavLab draws the default and rounded designs (SF Pro Rounded's stand-in); others
        // are drawn in the default one.
        let design = evaluator.member(call.argument(nil)) ?? "default"
        if design != "rounded", design != "default" {
          importer.warn(
            "font design .\(design) is drawn in the default design (NavLab draws default and rounded)",
            at: call.node, file: modifier.file)
        }
        let value = SceneJSON.string(design == "rounded" ? "rounded" : "default")
        if case .object(var pairs) = object, let index = pairs.lastIndex(where: { $0.0 == "font" })
        {
          var font: [(String, SceneJSON)]
          switch pairs[index].1 {
          case .object(let fields): font = fields
          case .string(let style): font = [("style", .string(style))]
          default: font = [("style", .string("body"))]
          }
          font.removeAll { $0.0 == "design" }
          font.append(("design", value))
          pairs[index].1 = .object(font)
          object = .object(pairs)
        } else {
          set(&object, "font", .object([("style", .string("body")), ("design", value)]))
        }
      case "foregroundColor", "foregroundStyle":
        if let color = call.argument(nil).flatMap({ ColorReader.value($0, evaluator) }) {
          set(&object, "foreground", color)
        } else {
          skip(modifier)
        }
      case "background", "overlay":
        if let argument = call.argument(nil) ?? call.argument("content") {
          if let color = ColorReader.value(argument, evaluator) {
            // A light/dark pair is a colour view (the shorthand takes one colour).
            set(&object, name, color.text != nil ? color : .object([("color", color)]))
          } else {
            let reader = ContentReader(importer: importer)
            set(&object, name, reader.content(argument, modifier.bindings, file: modifier.file))
          }
        } else if let closure = call.closure("") {
          let reader = ContentReader(importer: importer)
          let children = reader.contents(
            ViewReader(importer: importer).children(closure, modifier.bindings, file: modifier.file)
          )
          if let first = children.first {
            set(
              &object, name, children.count == 1 ? first : .object([("zstack", .array(children))]))
          }
        } else {
          // `.background()` alone is the system background.
          set(&object, name, .string("background"))
        }
      case "opacity", "cornerRadius", "layoutPriority":
        if let value = evaluator.number(call.argument(nil)) {
          set(&object, name, .number(value))
        } else {
          skip(modifier)
        }
      case "offset":
        var pairs: [(String, SceneJSON)] = []
        for axis in ["x", "y"] {
          if let value = evaluator.number(call.argument(axis)) {
            pairs.append((axis, .number(value)))
          }
        }
        set(&object, "offset", .object(pairs))
      case "clipShape":
        if let shape = call.argument(nil).flatMap({ self.shape($0, evaluator) }) {
          set(&object, "clipShape", shape)
        } else {
          skip(modifier)
        }
      case "shadow":
        var pairs: [(String, SceneJSON)] = []
        for label in ["radius", "x", "y"] {
          if let value = evaluator.number(call.argument(label)) {
            pairs.append((label, .number(value)))
          }
        }
        // `color: Color.black.opacity(0.1)` (seed 003): the scene's "black@0.1".
        if let color = call.argument("color").flatMap({ ColorReader.color($0, evaluator) }) {
          pairs.append(("color", .string(color)))
        }
        set(&object, "shadow", .object(pairs))
      case "fixedSize":
        if call.arguments.isEmpty {
          set(&object, "fixedSize", .bool(true))
        } else {
          set(
            &object, "fixedSize",
            .object([
              ("horizontal", .bool(evaluator.bool(call.argument("horizontal")) ?? false)),
              ("vertical", .bool(evaluator.bool(call.argument("vertical")) ?? false)),
            ]))
        }
      case "lineLimit", "multilineTextAlignment":
        // Text fields: only where the node is a text (elsewhere they are inherited, which the
        // format cannot say).
        // On a container they reach every text inside that has none of its own, as SwiftUI's
        // environment does.
        if name == "lineLimit", let value = evaluator.number(call.argument(nil)) {
          Self.passDown(&object, "lineLimit", .number(value))
        } else if let alignment = evaluator.member(call.argument(nil)) {
          Self.passDown(&object, "textAlignment", .string(alignment))
        }
      case "ignoresSafeArea", "edgesIgnoringSafeArea":
        set(&object, "ignoresSafeArea", .bool(true))
      case "aspectRatio":
        var pairs: [(String, SceneJSON)] = []
        if let ratio = evaluator.number(call.argument(nil)) {
          pairs.append(("ratio", .number(ratio)))
        }
        if let mode = evaluator.member(call.argument("contentMode")) {
          pairs.append(("contentMode", .string(mode)))
        }
        set(&object, "aspectRatio", .object(pairs))
      case "fill" where object["shape"] != nil:
        if let gradient = call.argument(nil).flatMap({
          GradientReader.linearGradient($0, evaluator)
        }) {
          set(&object, "fill", .object([("linearGradient", gradient)]))
        } else if let color = call.argument(nil).flatMap({ ColorReader.value($0, evaluator) }) {
          set(&object, "fill", color)
        } else {
          skip(modifier)
        }
      case "resizable":
        if object["image"] != nil { set(&object, "resizable", .bool(true)) }
      default:
        skip(modifier)
      }
    }
    if let weight = pendingWeight {
      set(&object, "font", .object([("style", .string("body")), ("weight", .string(weight))]))
    }
  }

  /// Sets a text field on every `text` node in the tree that does not have it yet.
  static func passDown(_ node: inout SceneJSON, _ key: String, _ value: SceneJSON, depth: Int = 0) {
    guard depth < 64 else { return }
    switch node {
    case .object(var pairs):
      if pairs.contains(where: { $0.0 == "text" }) {
        if !pairs.contains(where: { $0.0 == key }) { pairs.append((key, value)) }
      } else {
        for index in pairs.indices
        where pairs[index].0 != "background" && pairs[index].0 != "overlay" {
          passDown(&pairs[index].1, key, value, depth: depth + 1)
        }
      }
      node = .object(pairs)
    case .array(var items):
      for index in items.indices { passDown(&items[index], key, value, depth: depth + 1) }
      node = .array(items)
    default: break
    }
  }

  private func skip(_ modifier: ViewNode.Modifier) {
    importer.warn(
      "NavLab does not interpret .\(modifier.name)(\(modifier.call.argumentText.prefix(40))); skipped",
      at: modifier.call.node, file: modifier.file)
  }

  /// Sets `key` on the node; a key already there wraps the node in a one-view ZStack first,
  /// so `.padding().background(…).padding()` keeps its order.
  private func set(_ object: inout SceneJSON, _ key: String, _ value: SceneJSON) {
    guard case .object(var pairs) = object else { return }
    if pairs.contains(where: { $0.0 == key }) {
      object = .object([("zstack", .array([object])), (key, value)])
      return
    }
    pairs.append((key, value))
    object = .object(pairs)
  }

  private func padding(_ call: ViewCall.Call, _ evaluator: Evaluator) -> SceneJSON {
    let arguments = call.arguments
    if arguments.isEmpty { return .bool(true) }
    if arguments.count == 1, arguments.first?.label == nil,
      let value = evaluator.number(arguments.first?.expression)
    {
      return .number(value)
    }
    // `.padding(.horizontal, 20)`, `.padding([.top, .leading], 8)`, `.padding(.top)`.
    let length =
      evaluator.number(
        call.argument(nil).flatMap { first in
          arguments.count > 1 ? arguments.last?.expression : nil
        }) ?? 16
    var edges: [String] = []
    if let first = arguments.first?.expression {
      if let array = first.as(ArrayExprSyntax.self) {
        edges = array.elements.compactMap { evaluator.member($0.expression) }
      } else if let edge = evaluator.member(first) {
        edges = [edge]
      }
    }
    return .object(edges.map { ($0, .number(length)) })
  }

  /// NavLab draws four weights; the others are drawn as the nearest.
  static func weight(_ name: String) -> String {
    switch name {
    case "heavy", "black": "bold"
    case "ultraLight", "thin", "light": "regular"
    case "regular", "medium", "semibold", "bold": name
    default: "regular"
    }
  }

  private func merged(_ font: SceneJSON, weight rawWeight: String) -> SceneJSON {
    let weight = Self.weight(rawWeight)
    switch font {
    case .string(let style):
      return .object([("style", .string(style)), ("weight", .string(weight))])
    case .object(var pairs):
      pairs.removeAll { $0.0 == "weight" }
      pairs.append(("weight", .string(weight)))
      return .object(pairs)
    default: return font
    }
  }

  static let textStyles: Set<String> = [
    "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline",
    "footnote", "caption", "caption2",
  ]

  /// `.title`, `.title.bold()`, `.system(size: 20, weight: .semibold)`, `.headline.weight(.bold)`.
  private func font(_ expression: ExprSyntax?, _ evaluator: Evaluator) -> SceneJSON? {
    guard let expression else { return nil }
    if let member = expression.as(MemberAccessExprSyntax.self),
      Self.textStyles.contains(member.declName.baseName.text)
    {
      return .string(member.declName.baseName.text)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    let method = callee.declName.baseName.text
    if method == "system" {
      var pairs: [(String, SceneJSON)] = []
      if let size = evaluator.number(call.arguments.first { $0.label?.text == "size" }?.expression)
      {
        pairs.append(("size", .number(size)))
      } else if let style = evaluator.member(call.arguments.first?.expression) {
        pairs.append(("style", .string(style)))
      }
      if let weight = evaluator.member(
        call.arguments.first { $0.label?.text == "weight" }?.expression)
      {
        pairs.append(("weight", .string(Self.weight(weight))))
      }
      if let design = evaluator.member(
        call.arguments.first { $0.label?.text == "design" }?.expression)
      {
        pairs.append(("design", .string(design == "rounded" ? "rounded" : "default")))
      }
      return pairs.isEmpty ? nil : .object(pairs)
    }
    if let base = callee.base, let inner = font(base, evaluator) {
      switch method {
      case "bold": return merged(inner, weight: "bold")
      case "weight":
        return merged(
          inner, weight: evaluator.member(call.arguments.first?.expression) ?? "regular")
      default: return inner
      }
    }
    return nil
  }

  /// A shape argument (`RoundedRectangle(cornerRadius: 16)`, `.circle`, `Circle()`).
  func shape(_ expression: ExprSyntax, _ evaluator: Evaluator) -> SceneJSON? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      return ["rect", "rectangle", "circle", "capsule", "ellipse"].contains(name)
        ? .string(name == "rect" ? "rectangle" : name) : nil
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    let name = call.calledExpression.nameText
    switch name {
    case "Rectangle", "Circle", "Capsule", "Ellipse": return .string(name.lowercased())
    case "RoundedRectangle", ".rect":
      let radius =
        evaluator.number(call.arguments.first { $0.label?.text == "cornerRadius" }?.expression) ?? 0
      return .object([("roundedRectangle", .number(radius))])
    default: return nil
    }
  }
}
