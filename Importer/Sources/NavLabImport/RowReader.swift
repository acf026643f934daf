import ScreenModel
import SwiftSyntax

/// A list row (the model's `RowContent`): one of the row kinds (docs/scenes.md, "Rows") when
/// the view is one (`Text`, `Label`, `Toggle`, `LabeledContent`, `Button`, `NavigationLink`, `TextField`),
/// else a row whose `content` is the view's content tree.
struct RowReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  func row(_ node: ViewNode) -> RowContent {
    defer { importer.collectPreferences(node.modifiers) }
    if let acting = actingButton(node) { return acting }
    // Modifiers other than row ones make the row content (a `Text` with a font is a view).
    let layoutModifiers = node.modifiers.filter {
      !ModifierReader.screenModifiers.contains($0.name)
        && !ModifierReader.behaviourModifiers.contains($0.name)
    }
    if layoutModifiers.isEmpty, var row = kind(node) {
      importer.viewsRead += 1
      rowModifiers(node, &row)
      return row
    }
    if node.name == "NavigationLink", let row = linkContentRow(node) { return row }
    var row = RowContent("")
    row.content = ContentReader(importer: importer).content(node)
    row.accessory = .none
    rowModifiers(node, &row)
    return row
  }

  /// A `Button` row whose action runs (issue 42: a List row's button had none): the button as
  /// the row's content, as wide as the row, so a tap across the row is reported to the code
  /// (a row kind has no action in the model).
  private func actingButton(_ node: ViewNode) -> RowContent? {
    guard node.name == "Button",
      let written = node.call.argument("action") ?? node.call.closure("").map(ExprSyntax.init)
    else { return nil }
    // An empty action (`Button("Sign Out", role: .destructive) {}`) has nothing to run: the
    // row keeps its row kind.
    if let closure = written.as(ClosureExprSyntax.self), closure.statements.isEmpty {
      return nil
    }
    // No action registered (nothing to run the code with): the row kind.
    guard let content = Self.widened(ContentReader(importer: importer).content(node)) else {
      return nil
    }
    var row = RowContent("")
    row.content = content
    row.accessory = .none
    rowModifiers(node, &row)
    return row
  }

  /// `content` with a frame as wide as the row, leading, just inside its `.action` (the tap
  /// is the button's wherever it lands on the row); nil when it has no action.
  private static func widened(_ content: ContentNode) -> ContentNode? {
    guard case .modified(let inner, let modifier) = content else { return nil }
    guard case .action = modifier else {
      return widened(inner).map { .modified($0, modifier) }
    }
    let frame = FlexibleFrame(maxWidth: .infinity, alignment: .leading)
    return .modified(.modified(inner, .flexibleFrame(frame)), modifier)
  }

  /// A link whose label is not a row kind (`label: { HStack { … } }`): the label as the row's
  /// content, with the chevron, and a tap on the row pushes the destination.
  private func linkContentRow(_ node: ViewNode) -> RowContent? {
    let call = node.call
    let labelClosure =
      call.closure("label")
      ?? (call.argument("destination") != nil || call.argument("value") != nil
        ? call.closure("") : nil)
    guard let label = labelClosure else { return nil }
    let contents = ContentReader(importer: importer).contents(
      reader.children(label, node.bindings, file: node.file))
    guard !contents.isEmpty else { return nil }
    var content =
      contents.count == 1 ? contents[0] : .stack(StackContent(.horizontal, children: contents))
    // The link's own layout modifiers (a padding, a frame) apply to its label.
    ModifierReader(importer: importer).apply(node.modifiers, to: &content)
    var row = RowContent("")
    row.content = content
    row.destination = DestinationReader(importer: importer).scene(of: node)
    rowModifiers(node, &row)
    return row
  }

  /// `.badge(n)`, `.swipeActions` and a Label's `.listItemTint` / `.tint` / `.foregroundStyle`
  /// (its icon tile).
  private func rowModifiers(_ node: ViewNode, _ row: inout RowContent) {
    for modifier in node.modifiers {
      let evaluator = modifier.evaluator(importer)
      switch modifier.name {
      case "badge":
        if let count = evaluator.number(modifier.call.argument(nil)), count >= 1, count <= 9999 {
          row.badge = Int(count.rounded())
        }
      case "swipeActions":
        // One set per edge: a second on the same edge adds nothing (SwiftUI shows one).
        guard let set = SwipeActionsReader(importer: importer).actions(modifier),
          row.swipeActions(set.edge) == nil
        else { continue }
        row.swipeActions.append(set)
      case "listItemTint", "tint", "foregroundStyle", "foregroundColor":
        guard row.icon != nil,
          let color = modifier.call.argument(nil).flatMap({ ColorReader.color($0, evaluator) }),
          let accent = ColorReader.accent(color)
        else { continue }
        row.icon = accent
      default: continue
      }
    }
  }

  /// A row with a label (and a symbol in a blue tile).
  private func labelRow(_ title: String, symbol: String?, _ node: ViewNode) -> RowContent {
    var row = RowContent(importer.clamped(title, at: node.call.node, file: node.file))
    if let symbol {
      row.icon = .blue
      row.glyph = glyph(symbol, node)
    }
    return row
  }

  /// The row kind's fields, or nil when the view is not a row kind.
  private func kind(_ node: ViewNode) -> RowContent? {
    let call = node.call
    let evaluator = node.evaluator
    switch call.name {
    case "Text":
      guard let text = evaluator.textWords(call) else { return nil }
      var row = labelRow(text, symbol: nil, node)
      row.accessory = .none
      return row
    case "Label":
      var title = evaluator.localized(call.argument(nil))
      var symbol = call.symbolName(evaluator)
      // `Label { Text("x") } icon: { Image(systemName: "y") }`.
      if title == nil, let closure = call.closure("title") ?? call.closure("") {
        title = texts(reader.children(closure, node.bindings, file: node.file)).first
      }
      if symbol == nil, let closure = call.closure("icon") {
        symbol =
          reader.children(closure, node.bindings, file: node.file).lazy.compactMap {
            let image = reader.node($0.expression, $0.bindings, file: $0.file)
            return image.name == "Image"
              ? image.call.symbolName(image.evaluator) : nil
          }.first
      }
      guard let title else { return nil }
      var row = labelRow(title, symbol: symbol, node)
      row.accessory = .none
      return row
    case "Toggle":
      let on = evaluator.bool(call.argument("isOn"))
      if on == nil {
        importer.warn(
          "Toggle's isOn is runtime data; shown off", at: call.node, file: node.file)
      }
      var row = labelled(call, node, accessory: .switch)
      row?.isOn = on ?? false
      return row
    case "LabeledContent":
      var value = evaluator.string(call.argument("value"))
      // `LabeledContent { Toggle(…).labelsHidden() } label: { … }`: a switch row.
      var toggle: ViewNode?
      if value == nil, let closure = call.closure("") {
        let children = reader.children(closure, node.bindings, file: node.file)
        if children.count == 1, let only = children.first {
          let inner = reader.node(only.expression, only.bindings, file: only.file)
          if inner.name == "Toggle" { toggle = inner }
        }
        if toggle == nil { value = texts(children).first }
      }
      guard var row = labelled(call, node, accessory: toggle == nil ? .none : .switch) else {
        return nil
      }
      if let toggle { row.isOn = toggle.evaluator.bool(toggle.call.argument("isOn")) ?? false }
      if let value, !value.isEmpty { row.value = value }
      return row
    case "Button", "Link":
      let role = evaluator.member(call.argument("role"))
      var row = labelled(call, node, accessory: .none)
      row?.style = role == "destructive" ? .destructive : .button
      return row
    case "NavigationLink":
      // The label's row with a disclosure chevron; a tap pushes the destination.
      guard var row = linkLabel(node) else { return nil }
      row.destination = DestinationReader(importer: importer).scene(of: node)
      return row
    case "Picker":
      // A segmented picker is a control in the row (its content), not a link.
      if node.modifier("pickerStyle").flatMap({ evaluator.member($0.call.argument(nil)) })
        == "segmented"
      {
        return nil
      }
      // The label and the selection's text; a tap pushes the options with the chosen one
      // checked (the navigation-link style; iOS 16's default menu style opens a menu there).
      guard let title = pickerTitle(node) else { return nil }
      var row = labelRow(title, symbol: nil, node)
      let value = pickerSelection(call, node)
      if let value { row.value = value }
      let options = pickerOptions(call, node).compactMap { option in
        option.evaluator.string(option.call.argument(nil))
      }
      row.destination = DestinationReader(importer: importer).optionsScene(
        title: title, options: options, chosen: value)
      return row
    case "Stepper":
      // The label (which says the value) and the − / + control at the trailing edge.
      return labelled(call, node, accessory: .stepper)
    case "Slider":
      // In a Form the slider takes the row; its thumb where the bound value sits in the range.
      var row = RowContent("")
      row.slider = sliderFraction(call, node)
      row.accessory = .none
      return row
    case "TextField", "SecureField":
      // A field holding text shows it (a secure one as dots), as ContentReader's field does.
      let value = evaluator.string(call.argument("text")) ?? ""
      var row = RowContent(
        call.name == "SecureField" ? String(repeating: "•", count: value.count) : value)
      // A `prompt:` is what the empty field shows; the title is then its accessibility label.
      if value.isEmpty {
        row.placeholder =
          Self.prompt(call, evaluator) ?? evaluator.localized(call.argument(nil)) ?? ""
      }
      row.accessory = .none
      return row
    case "DatePicker", "ColorPicker":
      // The label at the leading edge; the chosen date or colour is run-time state, drawn
      // as an empty value.
      return labelled(call, node, accessory: .none)
    default:
      return nil
    }
  }

  /// A link's label row: its title, or its label closure's (`label:`, or the trailing closure
  /// when the destination is an argument or a value) `Text` / `Label`.
  private func linkLabel(_ node: ViewNode) -> RowContent? {
    let call = node.call
    if let title = node.evaluator.localized(call.argument(nil)) {
      return labelRow(title, symbol: nil, node)
    }
    let labelClosure =
      call.closure("label")
      ?? (call.argument("destination") != nil || call.argument("value") != nil
        ? call.closure("") : nil)
    guard let label = labelClosure,
      let inner = reader.children(label, node.bindings, file: node.file).first
    else { return nil }
    let innerNode = reader.node(inner.expression, inner.bindings, file: inner.file)
    guard var row = kind(innerNode) else { return nil }
    rowModifiers(innerNode, &row)
    // The link's chevron and plain label, whatever the inner view's row was.
    row.accessory = Self.defaultAccessory(row)
    row.style = .default
    return row
  }

  /// The accessory a row has when none is chosen: nothing for a text field or a slider, the
  /// chevron otherwise.
  static func defaultAccessory(_ row: RowContent) -> RowAccessory {
    row.placeholder != nil || row.slider != nil || row.hero != nil ? .none : .disclosure
  }

  /// A control's label row: its title, or its label closure's `Text` / `Label`.
  private func labelled(_ call: ViewCall.Call, _ node: ViewNode, accessory: RowAccessory)
    -> RowContent?
  {
    var row: RowContent
    if let title = node.evaluator.localized(call.argument(nil)) {
      row = labelRow(title, symbol: call.symbolName(node.evaluator), node)
    } else if let closure = call.closure("label")
      ?? (["Toggle", "Stepper", "Link"].contains(call.name) ? call.closure("") : nil),
      let first = reader.children(closure, node.bindings, file: node.file).first
    {
      let inner = reader.node(first.expression, first.bindings, file: first.file)
      if let innerRow = kind(inner) {
        row = innerRow
        rowModifiers(inner, &row)
        // `label: { Text("Title"); Text("Detail") }`: the views after the first are its
        // subtitle, as iOS stacks a label's texts.
        let rest = reader.children(closure, node.bindings, file: node.file).dropFirst()
        if row.subtitle.isEmpty, !rest.isEmpty {
          row.subtitle = ContentReader(importer: importer).contents(Array(rest))
            .flatMap { $0.texts() }.joined(separator: " ")
        }
      } else {
        // `Toggle(isOn: $x) { VStack { Text("Title"); Text("Detail").font(.footnote) } }`:
        // the first words are the label, the rest its subtitle.
        let texts = ContentReader(importer: importer).contents(
          reader.children(closure, node.bindings, file: node.file)
        ).flatMap { $0.texts() }
        guard let title = texts.first else { return nil }
        row = RowContent(title)
        row.subtitle = texts.dropFirst().joined(separator: " ")
      }
    } else {
      return nil
    }
    row.accessory = accessory
    return row
  }

  /// A text field's `prompt:` (a `Text` or a string), or nil.
  static func prompt(_ call: ViewCall.Call, _ evaluator: Evaluator) -> String? {
    guard let expression = call.argument("prompt") else { return label(call, evaluator) }
    // `Text("Name", comment: "…").foregroundColor(.black)`: the text, its modifiers aside.
    let text = ViewCall(expression)
    if text.base == nil, text.view.name == "Text", let first = text.view.arguments.first {
      return evaluator.localized(first.expression)
    }
    return evaluator.localized(expression)
  }

  /// `TextField(text: $name) { Text("Name") }`, `SecureField(text:label:)`: with no prompt,
  /// iOS shows the label's text as the empty field's placeholder. Nil when the call has a
  /// title, or its label is not one `Text`.
  static func label(_ call: ViewCall.Call, _ evaluator: Evaluator) -> String? {
    guard call.argument(nil) == nil,
      let closure = call.closure("label") ?? call.closure(""),
      closure.statements.count == 1, let item = closure.statements.first,
      case .expr(let expression) = item.item
    else { return nil }
    let text = ViewCall(expression)
    guard text.base == nil, text.view.name == "Text", let first = text.view.arguments.first else {
      return nil
    }
    return evaluator.localized(first.expression)
  }

  /// A picker's label: its title string, or the words of its `label:` view (an argument, as
  /// in `Picker(selection: $x, label: Text("Fruit"))`, or a closure).
  func pickerTitle(_ node: ViewNode) -> String? {
    let call = node.call
    if let title = node.evaluator.localized(call.argument(nil)) { return title }
    var children: [ViewNode.Child] = []
    if let closure = call.closure("label") {
      children = reader.children(closure, node.bindings, file: node.file)
    } else if let label = call.argument("label") {
      children = [ViewNode.Child(expression: label, bindings: node.bindings, file: node.file)]
    }
    return ContentReader(importer: importer).contents(children).flatMap { $0.texts() }.first
  }

  /// The text of a picker's chosen option (see `pickerSelection`).
  func pickerValue(_ node: ViewNode) -> String? { pickerSelection(node.call, node) }

  /// A picker's options (its content's views, `ForEach` expanded).
  private func pickerOptions(_ call: ViewCall.Call, _ node: ViewNode) -> [ViewNode] {
    reader.children(call.closure("") ?? call.closure("content"), node.bindings, file: node.file)
      .map { reader.node($0.expression, $0.bindings, file: $0.file) }
  }

  /// Where a slider's value sits in its range, 0 … 1: the value's initial number in `in:`
  /// (default 0...1); 0.5 with a warning when the value is runtime data.
  func sliderFraction(_ call: ViewCall.Call, _ node: ViewNode, kind: String = "Slider")
    -> Double
  {
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
        kind == "Slider"
          ? "Slider's value is runtime data; its thumb is shown in the middle"
          : "\(kind)'s value is runtime data; it is shown half way", at: call.node,
        file: node.file)
      return 0.5
    }
    return min(max((value - low) / (high - low), 0), 1)
  }

  /// The text of the option whose `.tag` is the selection's value (its `@State` initial
  /// value), else of the first option.
  private func pickerSelection(_ call: ViewCall.Call, _ node: ViewNode) -> String? {
    let children = reader.children(
      call.closure("") ?? call.closure("content"), node.bindings, file: node.file)
    let options = children.map { reader.node($0.expression, $0.bindings, file: $0.file) }
    func text(_ option: ViewNode) -> String? { option.evaluator.string(option.call.argument(nil)) }
    if let selection = call.argument("selection"),
      let (chosen, scope, file) = node.evaluator.resolve(selection)
    {
      let evaluator = Evaluator(importer: importer, bindings: scope, file: file)
      let wanted =
        evaluator.string(chosen) ?? evaluator.member(chosen) ?? chosen.trimmedDescription
      for (option, child) in zip(options, children) {
        // An explicit `.tag` wins over the one a `ForEach` gives (as in SwiftUI).
        let value =
          option.modifier("tag")?.call.argument(nil).map {
            option.evaluator.string($0) ?? option.evaluator.member($0) ?? $0.trimmedDescription
          } ?? child.implicitTag
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
      return node.evaluator.localized(node.call.argument(nil))
    }
  }

  /// NavLab's own drawing of `symbol` where it has one, else the SF Symbols name itself: NavLab
  /// draws some two thousand of them from its open icon set and warns about the rest.
  private func glyph(_ symbol: String, _ node: ViewNode) -> String {
    SymbolNames.glyph(symbol) ?? symbol
  }
}
