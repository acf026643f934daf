import SwiftSyntax

/// A list row: one of the scene format's row kinds (docs/scenes.md, "Rows") when the view is
/// one (`Text`, `Label`, `Toggle`, `LabeledContent`, `Button`, `NavigationLink`, `TextField`),
/// else a row whose `content` is the view's content tree.
struct RowReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  func row(_ node: ViewNode) -> SceneJSON {
    if let acting = actingButton(node) { return acting }
    // Modifiers other than row ones make the row content (a `Text` with a font is a view).
    let layoutModifiers = node.modifiers.filter {
      !ModifierReader.screenModifiers.contains($0.name)
        && !ModifierReader.behaviourModifiers.contains($0.name)
    }
    if layoutModifiers.isEmpty, var pairs = kind(node) {
      importer.viewsRead += 1
      rowModifiers(node, &pairs)
      return .object(pairs)
    }
    if node.name == "NavigationLink", let pairs = linkContentRow(node) { return .object(pairs) }
    let content = ContentReader(importer: importer).content(node)
    var pairs: [(String, SceneJSON)] = [("content", content), ("accessory", .string("none"))]
    rowModifiers(node, &pairs)
    return .object(pairs)
  }

  /// Live, a `Button` row whose action runs (issue 42: a List row's button had none): the
  /// button as the row's content, as wide as the row, so a tap across the row is reported to
  /// the code (a row kind has no action in the scene format).
  private func actingButton(_ node: ViewNode) -> SceneJSON? {
    guard importer.live != nil, node.name == "Button",
      let written = node.call.argument("action") ?? node.call.closure("").map(ExprSyntax.init)
    else { return nil }
    // An empty action (`Button("Sign Out", role: .destructive) {}`) has nothing to run: the
    // row keeps its row kind.
    if let closure = written.as(ClosureExprSyntax.self), closure.statements.isEmpty {
      return nil
    }
    guard case .object(var pairs) = ContentReader(importer: importer).content(node),
      let action = pairs.firstIndex(where: { $0.0 == "action" })
    else { return nil }
    let frame: SceneJSON = .object([
      ("maxWidth", .string("infinity")), ("alignment", .string("leading")),
    ])
    pairs.insert(("frame", frame), at: action)
    var row: [(String, SceneJSON)] = [("content", .object(pairs)), ("accessory", .string("none"))]
    rowModifiers(node, &row)
    return .object(row)
  }

  /// A link whose label is not a row kind (`label: { HStack { … } }`): the label as the row's
  /// content, with the chevron, and a tap on the row pushes the destination.
  private func linkContentRow(_ node: ViewNode) -> [(String, SceneJSON)]? {
    let call = node.call
    let labelClosure =
      call.closure("label")
      ?? (call.argument("destination") != nil || call.argument("value") != nil
        ? call.closure("") : nil)
    guard let label = labelClosure else { return nil }
    let contents = ContentReader(importer: importer).contents(
      reader.children(label, node.bindings, file: node.file))
    guard !contents.isEmpty else { return nil }
    var object =
      contents.count == 1 ? contents[0] : .object([("hstack", .array(contents))])
    // The link's own layout modifiers (a padding, a frame) apply to its label.
    ModifierReader(importer: importer).apply(node.modifiers, to: &object)
    var pairs: [(String, SceneJSON)] = [("content", object)]
    if let scene = DestinationReader(importer: importer).scene(of: node) {
      pairs.append(("push", scene))
    }
    rowModifiers(node, &pairs)
    return pairs
  }

  /// `.badge(n)` and a Label's `.listItemTint` / `.tint` / `.foregroundStyle` (its icon tile).
  private func rowModifiers(_ node: ViewNode, _ pairs: inout [(String, SceneJSON)]) {
    for modifier in node.modifiers {
      let evaluator = modifier.evaluator(importer)
      switch modifier.name {
      case "badge":
        if let count = evaluator.number(modifier.call.argument(nil)), count >= 1, count <= 9999 {
          pairs.append(("badge", .number(count.rounded())))
        }
      case "listItemTint", "tint", "foregroundStyle", "foregroundColor":
        guard let index = pairs.firstIndex(where: { $0.0 == "icon" }),
          let color = modifier.call.argument(nil).flatMap({ ColorReader.color($0, evaluator) }),
          ColorReader.accents.contains(color)
        else { continue }
        pairs[index].1 = .string(color)
      default: continue
      }
    }
  }

  /// The row kind's fields, or nil when the view is not a row kind.
  private func kind(_ node: ViewNode) -> [(String, SceneJSON)]? {
    let call = node.call
    let evaluator = node.evaluator
    switch call.name {
    case "Text":
      guard let text = evaluator.localized(call.argument(nil)) else { return nil }
      return [("label", .string(text)), ("accessory", .string("none"))]
    case "Label":
      guard let title = evaluator.localized(call.argument(nil)) else { return nil }
      var pairs: [(String, SceneJSON)] = [("label", .string(title))]
      if let symbol = evaluator.string(call.argument("systemImage")) {
        pairs += [("icon", .string("blue")), ("glyph", .string(glyph(symbol, node)))]
      }
      pairs.append(("accessory", .string("none")))
      return pairs
    case "Toggle":
      guard let on = evaluator.bool(call.argument("isOn")) else {
        importer.warn(
          "Toggle's isOn is runtime data; shown off", at: call.node, file: node.file)
        return labelled(call, node, accessory: "switch", extra: [("on", .bool(false))])
      }
      return labelled(call, node, accessory: "switch", extra: [("on", .bool(on))])
    case "LabeledContent":
      var value = evaluator.string(call.argument("value"))
      if value == nil, let closure = call.closure("") {
        value = texts(reader.children(closure, node.bindings, file: node.file)).first
      }
      var pairs = labelled(call, node, accessory: "none", extra: []) ?? []
      guard !pairs.isEmpty else { return nil }
      if let value, !value.isEmpty { pairs.insert(("value", .string(value)), at: 1) }
      return pairs
    case "Button":
      let role = evaluator.member(call.argument("role"))
      let style = role == "destructive" ? "destructive" : "button"
      return labelled(call, node, accessory: "none", extra: [("style", .string(style))])
    case "NavigationLink":
      // The label's row with a disclosure chevron; a tap pushes the destination.
      guard var pairs = linkLabel(node) else { return nil }
      if let scene = DestinationReader(importer: importer).scene(of: node) {
        pairs.append(("push", scene))
      }
      return pairs
    case "Picker":
      // The label and the selection's text; a tap pushes the options with the chosen one
      // checked (the navigation-link style; iOS 16's default menu style opens a menu there).
      guard let title = evaluator.localized(call.argument(nil)) else { return nil }
      var pairs: [(String, SceneJSON)] = [("label", .string(title))]
      let value = pickerSelection(call, node)
      if let value { pairs.append(("value", .string(value))) }
      let options = pickerOptions(call, node).compactMap { option in
        option.evaluator.string(option.call.argument(nil))
      }
      if let scene = DestinationReader(importer: importer).optionsScene(
        title: title, options: options, chosen: value)
      {
        pairs.append(("push", scene))
      }
      return pairs
    case "Stepper":
      // The label (which says the value) and the − / + control at the trailing edge.
      return labelled(call, node, accessory: "stepper", extra: [])
    case "Slider":
      // In a Form the slider takes the row; its thumb where the bound value sits in the range.
      return [("slider", .number(sliderFraction(call, node)))]
    case "TextField", "SecureField":
      let placeholder = evaluator.string(call.argument(nil)) ?? ""
      return [("placeholder", .string(placeholder))]
    default:
      return nil
    }
  }

  /// A link's label row: its title, or its label closure's (`label:`, or the trailing closure
  /// when the destination is an argument or a value) `Text` / `Label`.
  private func linkLabel(_ node: ViewNode) -> [(String, SceneJSON)]? {
    let call = node.call
    if let title = node.evaluator.localized(call.argument(nil)) {
      return [("label", .string(title))]
    }
    let labelClosure =
      call.closure("label")
      ?? (call.argument("destination") != nil || call.argument("value") != nil
        ? call.closure("") : nil)
    guard let label = labelClosure,
      let inner = reader.children(label, node.bindings, file: node.file).first
    else { return nil }
    let innerNode = reader.node(inner.expression, inner.bindings, file: inner.file)
    guard var pairs = kind(innerNode) else { return nil }
    rowModifiers(innerNode, &pairs)
    pairs.removeAll { $0.0 == "accessory" || $0.0 == "style" }
    return pairs
  }

  /// A control's label row: its title, or its label closure's `Text` / `Label`.
  private func labelled(
    _ call: ViewCall.Call, _ node: ViewNode, accessory: String, extra: [(String, SceneJSON)]
  ) -> [(String, SceneJSON)]? {
    var pairs: [(String, SceneJSON)]
    if let title = node.evaluator.localized(call.argument(nil)) {
      pairs = [("label", .string(title))]
      if let symbol = node.evaluator.string(call.argument("systemImage")) {
        pairs += [("icon", .string("blue")), ("glyph", .string(glyph(symbol, node)))]
      }
    } else if let closure = call.closure("label")
      ?? (call.name == "Toggle" || call.name == "Stepper" ? call.closure("") : nil),
      let first = reader.children(closure, node.bindings, file: node.file).first
    {
      let inner = reader.node(first.expression, first.bindings, file: first.file)
      guard var innerPairs = kind(inner) else { return nil }
      rowModifiers(inner, &innerPairs)
      innerPairs.removeAll { $0.0 == "accessory" }
      pairs = innerPairs
    } else {
      return nil
    }
    pairs += extra
    pairs.append(("accessory", .string(accessory)))
    return pairs
  }

  /// A picker's options (its content's views, `ForEach` expanded).
  private func pickerOptions(_ call: ViewCall.Call, _ node: ViewNode) -> [ViewNode] {
    reader.children(call.closure("") ?? call.closure("content"), node.bindings, file: node.file)
      .map { reader.node($0.expression, $0.bindings, file: $0.file) }
  }

  /// Where a slider's value sits in its range, 0 … 1: the value's initial number in `in:`
  /// (default 0...1); 0.5 with a warning when the value is runtime data.
  private func sliderFraction(_ call: ViewCall.Call, _ node: ViewNode) -> Double {
    let evaluator = node.evaluator
    var low = 0.0
    var high = 1.0
    if let range = call.argument("in").flatMap({ evaluator.resolve($0) }),
      let sequence = range.0.as(SequenceExprSyntax.self), sequence.elements.count == 3
    {
      let parts = Array(sequence.elements)
      let inner = Evaluator(importer: importer, bindings: range.1, file: range.2)
      if let lower = inner.number(parts[0]), let upper = inner.number(parts[2]), upper > lower {
        (low, high) = (lower, upper)
      }
    }
    guard let value = evaluator.number(call.argument("value")) else {
      importer.warn(
        "Slider's value is runtime data; its thumb is shown in the middle", at: call.node,
        file: node.file)
      return 0.5
    }
    return min(max((value - low) / (high - low), 0), 1)
  }

  /// The text of the option whose `.tag` is the selection's value (its `@State` initial
  /// value), else of the first option.
  private func pickerSelection(_ call: ViewCall.Call, _ node: ViewNode) -> String? {
    let options = reader.children(
      call.closure("") ?? call.closure("content"), node.bindings, file: node.file
    )
    .map { reader.node($0.expression, $0.bindings, file: $0.file) }
    func text(_ option: ViewNode) -> String? { option.evaluator.string(option.call.argument(nil)) }
    if let selection = call.argument("selection"),
      let (chosen, scope, file) = node.evaluator.resolve(selection)
    {
      let evaluator = Evaluator(importer: importer, bindings: scope, file: file)
      let wanted = evaluator.string(chosen) ?? evaluator.member(chosen) ?? chosen.trimmedDescription
      for option in options {
        guard let tag = option.modifier("tag")?.call.argument(nil) else { continue }
        let value =
          option.evaluator.string(tag) ?? option.evaluator.member(tag) ?? tag.trimmedDescription
        if value == wanted { return text(option) }
      }
    }
    return options.first.flatMap(text)
  }

  /// The strings of the `Text`s among `children`.
  func texts(_ children: [ViewNode.Child]) -> [String] {
    children.compactMap { child in
      let node = reader.node(child.expression, child.bindings, file: child.file)
      guard node.name == "Text" || node.name == "Label" else { return nil }
      return node.evaluator.string(node.call.argument(nil))
    }
  }

  /// NavLab's own drawing of `symbol` where it has one, else the SF Symbols name itself: NavLab
  /// draws some two thousand of them from its open icon set and warns about the rest.
  private func glyph(_ symbol: String, _ node: ViewNode) -> String {
    SymbolNames.glyph(symbol) ?? symbol
  }
}
