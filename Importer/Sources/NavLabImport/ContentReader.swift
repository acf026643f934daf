import SwiftSyntax

/// Views as content trees (docs/scenes.md, "Content trees"): one key names the kind, its own
/// fields beside it, modifiers as sibling keys in the order written.
struct ContentReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  /// The content tree of `expression`.
  func content(_ expression: ExprSyntax, _ bindings: Bindings, file: Int) -> SceneJSON {
    content(reader.node(expression, bindings, file: file))
  }

  func content(_ node: ViewNode) -> SceneJSON {
    importer.depth += 1
    defer { importer.depth -= 1 }
    guard importer.depth <= ImportSession.maximumDepth else {
      return importer.placeholder(
        node.name, at: node.call.node, file: node.file,
        why: "views nested deeper than \(ImportSession.maximumDepth) are drawn as a placeholder")
    }
    let environment = importer.live?.pushEnvironment(node.modifiers) ?? false
    defer { if environment { importer.live?.environmentObjects.removeLast() } }
    var object = kind(node)
    if case .object(let pairs) = object, pairs.first?.0 != "placeholder" {
      importer.viewsRead += 1
    }
    ModifierReader(importer: importer).apply(node.modifiers, to: &object)
    return object
  }

  /// Children of a stack or list closure, groups flattened.
  func contents(_ children: [ViewNode.Child]) -> [SceneJSON] {
    var result: [SceneJSON] = []
    for child in children {
      let node = reader.node(child.expression, child.bindings, file: child.file)
      if let group = node.group, node.modifiers.isEmpty {
        result += contents(group)
      } else {
        result.append(content(node))
      }
      if result.count >= 1000 { break }
    }
    return result
  }

  /// The view's kind key and own fields, before modifiers.
  private func kind(_ node: ViewNode) -> SceneJSON {
    let call = node.call
    let evaluator = node.evaluator
    if let group = node.group {
      return .object([("vstack", .array(contents(group)))])
    }
    if node.base != nil {
      if let color = node.base.flatMap({ ColorReader.value($0, evaluator) }) {
        return .object([("color", color)])
      }
      return importer.placeholder(
        node.call.node.trimmedDescription.prefix(40).description, at: call.node, file: node.file,
        why: "\(call.node.trimmedDescription.prefix(40)) is runtime data; drawn as a placeholder")
    }
    switch call.name {
    case "Text":
      if let text = evaluator.localized(call.argument(nil)) {
        return .object([("text", .string(text))])
      }
      if let verbatim = evaluator.string(call.argument("verbatim")) {
        return .object([("text", .string(verbatim))])
      }
      importer.warn(
        "Text(\(call.argumentText)) is runtime data; shown as its expression",
        at: call.node, file: node.file)
      return .object([("text", .string(String(call.argumentText.prefix(60))))])
    case "Image":
      if let name = evaluator.string(call.argument("systemName")) {
        return .object([("image", .object([("system", .string(symbol(name, node)))]))])
      }
      if let name = evaluator.string(call.argument(nil)) {
        return assetImage(name, node)
      }
      return importer.placeholder(
        "Image", at: call.node, file: node.file,
        why:
          "Image(\(call.argumentText.prefix(40))) is runtime data; drawn as a placeholder")
    case "Label":
      let title = evaluator.localized(call.argument(nil)) ?? ""
      var items: [SceneJSON] = []
      if let name = evaluator.string(call.argument("systemImage")) {
        items.append(.object([("image", .object([("system", .string(symbol(name, node)))]))]))
      }
      items.append(.object([("text", .string(title))]))
      return .object([("hstack", .array(items))])
    case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack":
      let key = call.name.dropFirst(call.name.hasPrefix("Lazy") ? 4 : 0).lowercased()
      var pairs: [(String, SceneJSON)] = [
        (key, .array(contents(reader.children(call.closure(""), node.bindings, file: node.file))))
      ]
      if let alignment = evaluator.member(call.argument("alignment")) {
        pairs.append(("alignment", .string(alignment)))
      }
      if key != "zstack", let spacing = evaluator.number(call.argument("spacing")) {
        pairs.append(("spacing", .number(spacing)))
      }
      if call.name == "LazyVStack" {
        // A lazy stack takes the whole width offered (a VStack only its widest child's), its
        // rows at its alignment: seed 004's song list starts at the leading edge.
        let alignment = pairs.first { $0.0 == "alignment" }?.1.text ?? "center"
        pairs.append(
          (
            "frame",
            .object([("maxWidth", .string("infinity")), ("alignment", .string(alignment))])
          ))
      }
      return .object(pairs)
    case "LazyVGrid":
      var pairs: [(String, SceneJSON)] = [
        (
          "grid",
          .array(contents(reader.children(call.closure(""), node.bindings, file: node.file)))
        )
      ]
      if let columns = call.argument("columns"), let items = gridColumns(columns, evaluator) {
        pairs.append(("columns", .array(items)))
      }
      if let spacing = evaluator.number(call.argument("spacing")) {
        pairs.append(("spacing", .number(spacing)))
      }
      if let alignment = evaluator.member(call.argument("alignment")) {
        pairs.append(("alignment", .string(alignment)))
      }
      return .object(pairs)
    case "ScrollView":
      let children = contents(reader.children(call.closure(""), node.bindings, file: node.file))
      let axis = evaluator.member(call.argument(nil)) == "horizontal" ? "horizontal" : "vertical"
      let inner: SceneJSON =
        children.count == 1
        ? children[0] : .object([(axis == "horizontal" ? "hstack" : "vstack", .array(children))])
      return .object([("scroll", inner), ("axis", .string(axis))])
    case "Spacer":
      if let length = evaluator.number(call.argument("minLength")) {
        return .object([("spacer", .number(length))])
      }
      return .object([("spacer", .object([]))])
    case "Divider":
      return .object([("divider", .object([]))])
    case "Color":
      if let color = ColorReader.value(ExprSyntax(call.node)!, evaluator) {
        return .object([("color", color)])
      }
    case "LinearGradient", ".linearGradient":
      // A gradient view fills what it is offered, like a colour.
      if let gradient = GradientReader.linearGradient(ExprSyntax(call.node)!, evaluator) {
        return .object([("linearGradient", gradient)])
      }
    case "Rectangle", "Circle", "Capsule", "Ellipse":
      return .object([("shape", .string(call.name.lowercased()))])
    case "RoundedRectangle":
      let radius = evaluator.number(call.argument("cornerRadius")) ?? 0
      var shape: [(String, SceneJSON)] = [("roundedRectangle", .number(radius))]
      if let style = evaluator.member(call.argument("style")) {
        shape.append(("style", .string(style)))
      }
      return .object([("shape", .object(shape))])
    case "Toggle":
      let label = labelContent(call, node) ?? .string("")
      let on = evaluator.bool(call.argument("isOn")) ?? false
      var pairs: [(String, SceneJSON)] = [("toggle", label), ("on", .bool(on))]
      if let id = importer.live?.registerToggle(node) { pairs.append(("action", .string(id))) }
      return .object(pairs)
    case "Button":
      let label = labelContent(call, node) ?? .string("")
      var pairs: [(String, SceneJSON)] = [("button", label)]
      if let role = evaluator.member(call.argument("role")) {
        pairs.append(("role", .string(role)))
      }
      if let id = importer.live?.registerButton(node) { pairs.append(("action", .string(id))) }
      return .object(pairs)
    case "NavigationLink":
      // Outside a list a link looks like a button (its label in the tint colour) and a tap
      // pushes its destination.
      var pairs: [(String, SceneJSON)]
      if let title = evaluator.localized(call.argument(nil)) {
        pairs = [("button", .string(title))]
      } else if let label = call.closure("label")
        ?? (call.argument("destination") != nil || call.argument("value") != nil
          ? call.closure("") : nil)
      {
        pairs = [
          ("button", stackOrOne(contents(reader.children(label, node.bindings, file: node.file))))
        ]
      } else {
        break
      }
      if let scene = DestinationReader(importer: importer).scene(of: node) {
        pairs.append(("push", scene))
      }
      return .object(pairs)
    case "GeometryReader":
      if let live = importer.live, let reading = live.reader(node) {
        // Exactly the size offered, whatever its content does (a stretchy header's content
        // grows past it: seed 004): a frame from 0 to infinity takes the proposal.
        let children = contents(
          reader.children(call.closure(""), reading.bindings, file: node.file))
        return .object([
          ("zstack", .array(children)), ("alignment", .string("topLeading")),
          (
            "frame",
            .object([
              ("minWidth", .number(0)), ("maxWidth", .string("infinity")),
              ("minHeight", .number(0)), ("maxHeight", .string("infinity")),
              ("alignment", .string("topLeading")),
            ])
          ),
          ("id", .string(reading.id)),
        ])
      }
      // Takes all it is offered and lays its content from the top leading corner; the proxy's
      // numbers are runtime values, so what depends on them warns where it is read.
      importer.warn(
        "GeometryReader's sizes are runtime values; its content is laid out without them",
        at: call.node, file: node.file)
      let children = contents(reader.children(call.closure(""), node.bindings, file: node.file))
      return .object([
        ("zstack", .array(children)), ("alignment", .string("topLeading")),
        (
          "frame", .object([("maxWidth", .string("infinity")), ("maxHeight", .string("infinity"))])
        ),
      ])
    case "Group":
      return stackOrOne(contents(reader.children(call.closure(""), node.bindings, file: node.file)))
    case "EmptyView":
      return .object([
        ("spacer", .number(0)),
        ("frame", .object([("width", .number(0)), ("height", .number(0))])),
      ])
    default:
      break
    }
    return importer.placeholder(
      call.name.isEmpty ? "view" : call.name, at: call.node, file: node.file)
  }

  /// `[GridItem(.flexible()), GridItem(.fixed(100), spacing: 4)]` or
  /// `Array(repeating: GridItem(.adaptive(minimum: 80)), count: 3)` as the grid's columns.
  private func gridColumns(_ expression: ExprSyntax, _ evaluator: Evaluator) -> [SceneJSON]? {
    guard let (resolved, scope, file) = evaluator.resolve(expression) else { return nil }
    let inner = Evaluator(importer: importer, bindings: scope, file: file)
    if let array = resolved.as(ArrayExprSyntax.self) {
      let items = array.elements.compactMap { gridItem($0.expression, inner) }
      return items.count == array.elements.count && !items.isEmpty ? items : nil
    }
    if let call = resolved.as(FunctionCallExprSyntax.self),
      call.calledExpression.nameText.hasPrefix("Array"),
      let item = call.arguments.first(where: { $0.label?.text == "repeating" })
        .flatMap({ gridItem($0.expression, inner) }),
      let count = inner.number(call.arguments.first { $0.label?.text == "count" }?.expression),
      count >= 1, count <= 20
    {
      return Array(repeating: item, count: Int(count))
    }
    return nil
  }

  private func gridItem(_ expression: ExprSyntax, _ evaluator: Evaluator) -> SceneJSON? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.nameText == "GridItem"
    else { return nil }
    var pairs: [(String, SceneJSON)] = [("flexible", .object([]))]
    if let size = call.arguments.first(where: { $0.label == nil })?.expression.as(
      FunctionCallExprSyntax.self),
      let kind = size.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    {
      func bound(_ label: String) -> SceneJSON? {
        guard let argument = size.arguments.first(where: { $0.label?.text == label })?.expression
        else { return nil }
        if argument.nameText.hasSuffix("infinity") { return .string("infinity") }
        return evaluator.number(argument).map(SceneJSON.number)
      }
      switch kind {
      case "fixed":
        guard let width = evaluator.number(size.arguments.first?.expression) else { return nil }
        pairs = [("fixed", .number(width))]
      case "adaptive", "flexible":
        var bounds: [(String, SceneJSON)] = []
        if let minimum = bound("minimum") { bounds.append(("minimum", minimum)) }
        if let maximum = bound("maximum") { bounds.append(("maximum", maximum)) }
        if kind == "adaptive", bounds.first?.0 != "minimum" { return nil }
        pairs = [(kind, .object(bounds))]
      default: return nil
      }
    }
    if let spacing = evaluator.number(
      call.arguments.first { $0.label?.text == "spacing" }?.expression)
    {
      pairs.append(("spacing", .number(spacing)))
    }
    if let alignment = evaluator.member(
      call.arguments.first { $0.label?.text == "alignment" }?.expression)
    {
      pairs.append(("alignment", .string(alignment)))
    }
    return .object(pairs)
  }

  /// `Image("name")`: the image set of that name in an asset catalog beside the files, else an
  /// image file of that name there; a placeholder (with a warning) when neither is, or when the
  /// file is not a PNG or JPEG (NavLab draws those).
  private func assetImage(_ name: String, _ node: ViewNode) -> SceneJSON {
    guard let path = importer.assets.images[name] ?? importer.assets.looseImage(name) else {
      return importer.placeholder(
        name, at: node.call.node, file: node.file,
        why:
          "no image set or image file named \"\(name)\" beside the files; drawn as a placeholder")
    }
    let lower = path.lowercased()
    guard lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") else {
      return importer.placeholder(
        name, at: node.call.node, file: node.file,
        why:
          "image \"\(name)\" is \(path.split(separator: "/").last ?? ""); NavLab draws PNG and JPEG files, so it is a placeholder"
      )
    }
    var pairs: [(String, SceneJSON)] = [("image", .object([("file", .string(path))]))]
    // Not resizable, an image is its own size in points: its pixels over its scale.
    if node.modifier("resizable") == nil, let pixels = ImageHeader.pixelSize(path) {
      let scale = importer.assets.imageScales[name] ?? ImageHeader.scale(ofFile: path)
      pairs.append(
        (
          "frame",
          .object([
            ("width", .number(Double(pixels.width) / scale)),
            ("height", .number(Double(pixels.height) / scale)),
          ])
        ))
    }
    return .object(pairs)
  }

  /// A control's label: its title string, or its `label:` / trailing closure as a view.
  private func labelContent(_ call: ViewCall.Call, _ node: ViewNode) -> SceneJSON? {
    if let title = node.evaluator.localized(call.argument(nil)) { return .string(title) }
    // `Button(action: { … }) { label }`: the trailing closure is the label.
    let trailingIsLabel = call.name == "Toggle" || call.argument("action") != nil
    let closure = call.closure("label") ?? (trailingIsLabel ? call.closure("") : nil)
    if let closure {
      return stackOrOne(contents(reader.children(closure, node.bindings, file: node.file)))
    }
    return nil
  }

  private func stackOrOne(_ items: [SceneJSON]) -> SceneJSON {
    items.count == 1 ? items[0] : .object([("vstack", .array(items))])
  }

  /// An SF Symbols name as NavLab draws it: its own drawing where it has one, else the name
  /// (NavLab draws some two thousand from its open icon set and warns about the rest).
  func symbol(_ name: String, _ node: ViewNode) -> String {
    SymbolNames.glyph(name) ?? name
  }
}
