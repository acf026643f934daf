import ScreenModel
import SwiftSyntax

/// Views as the model's content trees (`ContentNode`): the view's kind and its own fields, then
/// its modifiers in the order written (`ModifierReader`).
struct ContentReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  /// The content tree of `expression`.
  func content(_ expression: ExprSyntax, _ bindings: Bindings, file: Int) -> ContentNode {
    content(reader.node(expression, bindings, file: file))
  }

  func content(_ node: ViewNode) -> ContentNode {
    // A view instance that depends on its arguments only, as last read (issue 38).
    let live = importer.live
    guard live.namesInstances, let instance = node.instance, !instance.isEmpty,
      let arguments = node.instanceArguments, !node.hasCallSiteModifiers
    else { return read(node) }
    if let kept = live.instances.content(instance, arguments: arguments) { return kept }
    let before = live.marks
    let preferences = importer.preferences.count
    let unit = live.instanceUnits.before(importer)
    let content = read(node)
    // It may be read again alone when only state it read changes (issue 38, InstanceUnits).
    live.instanceUnits.record(node, since: unit, importer)
    // A view that hands the screen a title or bar items (preferences) is read every time:
    // its content alone would not give them to the screen again.
    let dependsOnArguments = live.marks == before && importer.preferences.count == preferences
    live.instances.store(
      instance, arguments: arguments, content: dependsOnArguments ? content : nil)
    return content
  }

  private func read(_ node: ViewNode) -> ContentNode {
    importer.depth += 1
    defer { importer.depth -= 1 }
    guard importer.depth <= ImportSession.maximumDepth else {
      return importer.placeholder(
        node.name, at: node.call.node, file: node.file,
        why: "views nested deeper than \(ImportSession.maximumDepth) are drawn as a placeholder")
    }
    let environment = importer.live.pushEnvironment(node.modifiers)
    defer { if environment { importer.live.environmentObjects.removeLast() } }
    var content = kind(node)
    if case .placeholder = content {} else { importer.viewsRead += 1 }
    ModifierReader(importer: importer).apply(node.modifiers, to: &content)
    importer.collectPreferences(node.modifiers)
    if ScreenReader.clearsTextCase(node) { importer.textCaseCleared = true }
    // A custom view instance is named, outermost (after its modifiers), so a live answer can
    // send what changed in it as a patch.
    if importer.live.namesInstances, let instance = node.instance, !instance.isEmpty {
      content = content.modifier(.node(importer.live.nodeName(instance)))
    }
    return content
  }

  /// A live `GeometryReader` of `children`, marked with its id (what navlab reports).
  static func reader(_ children: [ContentNode], id: String) -> ContentNode {
    // Exactly the size offered, whatever its content does (a stretchy header's content
    // grows past it: seed 004): a frame from 0 to infinity takes the proposal.
    ContentNode.stack(StackContent(.overlay, alignment: .topLeading, children: children))
      .modifier(
        .flexibleFrame(
          FlexibleFrame(
            minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
            alignment: .topLeading))
      )
      .modifier(.id(id))
  }

  /// Children of a stack or list closure, groups flattened.
  func contents(_ children: [ViewNode.Child]) -> [ContentNode] {
    var result: [ContentNode] = []
    let live = importer.live
    for child in children {
      // A view that read nothing that changed since, read here before (issue 38).
      let key = live.subtrees.key(child, importer)
      if let key, let kept = live.subtrees.take(key, importer) {
        for (id, action) in kept.actions { live.registerAction(action, id: id) }
        result += kept.contents
      } else if let key, let scope = child.bindings.scope {
        let mark = SubtreeCache.Mark(importer)
        let read = contents(of: child)
        live.subtrees.store(key, read, scope: scope, since: mark, importer)
        result += read
      } else {
        result += contents(of: child)
      }
      if result.count >= 1000 { break }
    }
    return result
  }

  /// What one child of a builder stands for: its content, or a group's children.
  private func contents(of child: ViewNode.Child) -> [ContentNode] {
    let node = reader.node(child.expression, child.bindings, file: child.file)
    if let group = node.group, node.modifiers.isEmpty { return contents(group) }
    return [content(node)]
  }

  /// The view's kind and own fields, before modifiers.
  private func kind(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let evaluator = node.evaluator
    if let group = node.group {
      return .stack(StackContent(.vertical, children: contents(group)))
    }
    if let base = node.base {
      if base.trimmedDescription == "ContentUnavailableView.search" {
        return Self.searchUnavailable(nil)
      }
      if let color = ColorReader.value(base, evaluator) {
        return .color(color)
      }
      if let joined = concatenatedText(base, evaluator) {
        return .text(TextContent(importer.clamped(joined, at: call.node, file: node.file)))
      }
      // `Color.brandBackground`, a colour NavLab cannot know: a neutral grey, not a box.
      if let member = base.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "Color"
      {
        return neutralColor(base, node)
      }
      // Labelled with a name (the expression's last one), never with source text; the warning
      // says which expression.
      let name =
        base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "view"
      return importer.placeholder(
        name, at: call.node, file: node.file,
        why: "\(call.node.trimmedDescription.prefix(40)) is runtime data; drawn as a placeholder")
    }
    switch call.name {
    case "Text":
      if let text = evaluator.textWords(call) {
        return .text(TextContent(importer.clamped(text, at: call.node, file: node.file)))
      }
      if let verbatim = evaluator.string(call.argument("verbatim")) {
        return .text(TextContent(importer.clamped(verbatim, at: call.node, file: node.file)))
      }
      return importer.redactedText(call.argumentText, at: call.node, file: node.file)
    case "Image":
      if let name = call.symbolName(evaluator) {
        return .image(ImageContent(.system(symbol(name, at: call.node, file: node.file))))
      }
      if let name = evaluator.string(call.argument(nil)) {
        return assetImage(name, node)
      }
      return importer.placeholder(
        "Image", at: call.node, file: node.file,
        why:
          "Image(\(call.argumentText.prefix(40))) is runtime data; drawn as a placeholder")
    case "Label":
      var items: [ContentNode] = []
      if let name = call.symbolName(evaluator) {
        items.append(.image(ImageContent(.system(symbol(name, at: call.node, file: node.file)))))
      } else if let icon = call.closure("icon") {
        items += contents(reader.children(icon, node.bindings, file: node.file))
      }
      if let title = evaluator.localized(call.argument(nil)) {
        items.append(.text(TextContent(importer.clamped(title, at: call.node, file: node.file))))
      } else if let closure = call.closure("title") ?? call.closure("") {
        // `Label { Text("x") } icon: { … }`.
        items += contents(reader.children(closure, node.bindings, file: node.file))
      }
      return .stack(StackContent(.horizontal, children: items))
    case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "GridRow", "VStackLayout",
      "HStackLayout", "ZStackLayout":
      return stack(node)
    case "Grid":
      // SwiftUI sizes a grid's columns to their widest cell; NavLab draws each `GridRow` as
      // an `HStack`, the rows stacked (equal-width cells line up, others may not).
      importer.warn(
        "Grid is drawn as a stack of its rows (each GridRow an HStack); its columns line up only when the cells are equally wide",
        at: call.node, file: node.file)
      return stack(node)
    case "LazyVGrid":
      let children = contents(reader.children(call.closure(""), node.bindings, file: node.file))
      var columns = [GridItem()]
      if let argument = call.argument("columns"), let items = gridColumns(argument, evaluator) {
        columns = items
      }
      let alignment = alignmentName(
        evaluator.member(call.argument("alignment")), SceneFormat.horizontalAlignments, node)
      return .grid(
        GridContent(
          columns: columns, alignment: alignment ?? .center,
          spacing: evaluator.number(call.argument("spacing")).map { max(0, $0) },
          children: children))
    case "ScrollView":
      // Named when the code moves it to a view (a reader, a position binding: issue 37).
      let frame = importer.live.beginScrollView(node)
      let children = contents(reader.children(call.closure(""), node.bindings, file: node.file))
      importer.live.endScrollView()
      let scrolls = ScrollReader(importer: importer)
      let horizontal = scrolls.axes(call.argument(nil), evaluator) == .horizontal
      let inner: ContentNode =
        children.count == 1
        ? children[0]
        : .stack(StackContent(horizontal ? .horizontal : .vertical, children: children))
      var scroll = scrolls.scrollView(call, evaluator, content: inner)
      if frame.wantsIDs || frame.named { scroll.name = frame.name }
      return .scroll(scroll)
    case "ScrollViewReader":
      // Its proxy's `scrollTo` moves the scroll views read inside it (or around it).
      let bindings = importer.live.beginScrollReader(node)
      let children = contents(
        reader.children(call.closure(""), bindings ?? node.bindings, file: node.file))
      if bindings != nil { importer.live.endScrollReader() }
      return stackOrOne(children)
    case "Spacer":
      return .spacer(minLength: evaluator.number(call.argument("minLength")).map { max(0, $0) })
    case "Divider":
      return .divider
    case "Color":
      if let color = ColorReader.value(ExprSyntax(call.node)!, evaluator) {
        return .color(color)
      }
      return neutralColor(ExprSyntax(call.node)!, node)
    case "LinearGradient", ".linearGradient":
      // A gradient view fills what it is offered, like a colour.
      if let gradient = GradientReader.linearGradient(ExprSyntax(call.node)!, evaluator) {
        return .linearGradient(gradient)
      }
    case "Rectangle", "Circle", "Capsule", "Ellipse":
      return .shape(
        ShapeContent(
          SceneFormat.value(call.name.lowercased(), in: SceneFormat.simpleShapes) ?? .rectangle))
    case "RoundedRectangle":
      let radius = evaluator.number(call.argument("cornerRadius")) ?? 0
      let style =
        evaluator.member(call.argument("style")).flatMap {
          SceneFormat.value($0, in: SceneFormat.cornerStyles)
        } ?? .circular
      return .shape(ShapeContent(.roundedRectangle(radius: max(0, radius), style: style)))
    case "Toggle":
      let label = labelContent(call, node) ?? .text(TextContent(""))
      let on = evaluator.bool(call.argument("isOn")) ?? false
      var toggle = ContentNode.toggle(label: label, isOn: on)
      if node.modifier("labelsHidden") != nil {
        // `.labelsHidden()`: the toggle is its switch, 51 pt wide (UISwitch's 51 × 31 pt), not
        // a row that fills the width; the label still names it.
        toggle = .modified(toggle, .frame(width: 51, height: nil, alignment: .center))
      }
      if let id = importer.live.registerToggle(node) { toggle = .modified(toggle, .action(id)) }
      return toggle
    case "Button", "Link":
      let label = labelContent(call, node) ?? .text(TextContent(""))
      let role =
        evaluator.member(call.argument("role")).flatMap {
          SceneFormat.value($0, in: SceneFormat.buttonRoles)
        } ?? ButtonRole.none
      var button = ContentNode.button(label: label, role: role)
      if let id = importer.live.registerButton(node) { button = .modified(button, .action(id)) }
      return button
    case "Menu":
      // Its label, in the tint colour as a button's; a tap opens the menu beside it.
      let menus = MenuReader(importer: importer)
      let label = ContentNode.button(label: menus.label(node), role: .none)
      guard let menu = menus.menu(node) else { return label }
      return label.modifier(.menu(menu))
    case "NavigationLink":
      // Outside a list a link looks like a button (its label in the tint colour) and a tap
      // pushes its destination.
      var link: ContentNode
      if let title = evaluator.localized(call.argument(nil)) {
        link = .button(label: .text(TextContent(title)), role: .none)
      } else if let label = call.closure("label")
        ?? (call.argument("destination") != nil || call.argument("value") != nil
          ? call.closure("") : nil)
      {
        link = .button(
          label: stackOrOne(contents(reader.children(label, node.bindings, file: node.file))),
          role: .none)
      } else {
        break
      }
      if let screenID = DestinationReader(importer: importer).scene(of: node) {
        link = .modified(link, .push(screenID))
      }
      return link
    case "TextField", "SecureField", "TextEditor":
      // A field shows its text, or when empty its prompt in the placeholder grey, across the
      // width it is offered.
      let value = evaluator.string(call.argument("text")) ?? ""
      var shown = ContentNode.text(
        TextContent(call.name == "SecureField" ? String(repeating: "•", count: value.count) : value)
      )
      if value.isEmpty {
        let prompt =
          call.name == "TextEditor"
          ? ""
          : RowReader.prompt(call, evaluator) ?? evaluator.localized(call.argument(nil)) ?? ""
        shown = ContentNode.text(
          TextContent(importer.clamped(prompt, at: call.node, file: node.file))
        )
        .modifier(.foregroundColor(.semantic(.tertiaryLabel)))
      }
      return shown.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading)))
    case "Picker"
    where node.modifier("pickerStyle").flatMap({
      evaluator.member($0.call.argument(nil))
    }) == "segmented":
      return segmented(node)
    case "Picker":
      // The label, and the chosen option's text in the accent colour at the trailing edge (the
      // menu style a picker has in a form).
      let rows = RowReader(importer: importer)
      var items: [ContentNode] = []
      if let title = rows.pickerTitle(node) { items.append(.text(TextContent(title))) }
      items.append(.spacer(minLength: nil))
      if let value = rows.pickerValue(node) {
        items.append(.text(TextContent(value)).modifier(.foregroundColor(.semantic(.accent))))
      }
      return .stack(StackContent(.horizontal, children: items))
    case "GeometryReader":
      if let reading = importer.live.reader(node) {
        // Its content alone is read again when only its frame moves (issue 38, ReaderUnits).
        let before = importer.live.readerUnits.before(importer)
        let children = contents(
          reader.children(call.closure(""), reading.bindings, file: node.file))
        importer.live.readerUnits.record(reading.id, node: node, since: before, importer)
        return Self.reader(children, id: reading.id)
      }
      // Takes all it is offered and lays its content from the top leading corner; the proxy's
      // numbers are runtime values, so what depends on them warns where it is read.
      importer.warn(
        "GeometryReader's sizes are runtime values; its content is laid out without them",
        at: call.node, file: node.file)
      let children = contents(reader.children(call.closure(""), node.bindings, file: node.file))
      return ContentNode.stack(StackContent(.overlay, alignment: .topLeading, children: children))
        .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
    case "Group":
      return stackOrOne(contents(reader.children(call.closure(""), node.bindings, file: node.file)))
    case "ContentUnavailableView":
      return contentUnavailable(node)
    case "ContentUnavailableView.search":
      return Self.searchUnavailable(node.evaluator.string(call.argument("text")))
    case "List", "Form":
      return embeddedList(node)
    case "TabView" where pageStyle(node) != nil:
      return pagedTabView(node)
    case "ProgressView":
      return progressView(node)
    case "GroupBox":
      return groupBox(node)
    case "Stepper":
      return stepper(node)
    case "LabeledContent":
      return labeledContent(node)
    case "Slider":
      return slider(node)
    case "DatePicker", "ColorPicker":
      return datePicker(node)
    case "Gauge":
      return gauge(node)
    case "DisclosureGroup":
      return disclosureGroup(node)
    case "ShareLink":
      return shareLink(node)
    case "AsyncImage":
      return asyncImage(node)
    case "TimelineView":
      return timelineView(node)
    case "EmptyView":
      return ContentNode.spacer(minLength: 0).modifier(
        .frame(width: 0, height: 0, alignment: .center))
    default:
      break
    }
    return importer.placeholder(
      call.name.isEmpty ? "view" : call.name, at: call.node, file: node.file)
  }

  /// `Text("Today ") + Text(date).bold()`: the texts joined (their own styles are not kept);
  /// nil when a part is not a `Text` the reader can read.
  private func concatenatedText(_ expression: ExprSyntax, _ evaluator: Evaluator) -> String? {
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    var joined = ""
    for (index, part) in sequence.elements.enumerated() {
      if index % 2 == 1 {
        guard part.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        continue
      }
      let text = ViewCall(part).view
      guard text.name == "Text",
        let string = evaluator.localized(text.argument(nil))
          ?? evaluator.string(text.argument("verbatim"))
      else { return nil }
      joined += string
    }
    return joined
  }

  /// `Picker(…) { … }.pickerStyle(.segmented)`: every option's text, side by side in equal
  /// segments on a grey rounded track 32 pt high (UISegmentedControl's height), the chosen
  /// one on a white segment.
  private func segmented(_ node: ViewNode) -> ContentNode {
    let rows = RowReader(importer: importer)
    let chosen = rows.pickerValue(node)
    let options = contents(
      reader.children(
        node.call.closure("") ?? node.call.closure("content"), node.bindings, file: node.file)
    ).flatMap { $0.texts() }
    let segments = options.map { option -> ContentNode in
      // UISegmentedControl's titles are 13 pt (the footnote size), not the body's 17.
      var segment = ContentNode.text(TextContent(option))
        .modifier(.font(.style(.footnote)))
        .modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
        .modifier(.frame(width: nil, height: 28, alignment: .center))
      if option == chosen {
        segment = segment.modifier(.background(.color(.semantic(.white)), alignment: .center))
          .modifier(.cornerRadius(7))
      }
      return segment.modifier(.padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)))
    }
    return ContentNode.stack(StackContent(.horizontal, spacing: 0, children: segments))
      .modifier(.background(.color(.semantic(.gray).opacity(0.12)), alignment: .center))
      .modifier(.cornerRadius(9))
  }

  /// `VStack`, `HStack`, `ZStack`, the lazy stacks, and the `Layout`s of the same name used as
  /// views (`VStackLayout(spacing: 8) { … }`).
  private func stack(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let evaluator = node.evaluator
    let children = contents(reader.children(call.closure(""), node.bindings, file: node.file))
    let name = evaluator.member(call.argument("alignment"))
    let spacing = evaluator.number(
      call.argument(call.name == "Grid" ? "verticalSpacing" : "spacing"))
    switch call.name {
    case "Grid":
      return .stack(StackContent(.vertical, spacing: spacing, children: children))
    case "VStack", "LazyVStack", "VStackLayout":
      let horizontal = alignmentName(name, SceneFormat.horizontalAlignments, node) ?? .center
      let stack = ContentNode.stack(
        StackContent(
          .vertical, alignment: Alignment(horizontal: horizontal, vertical: .center),
          spacing: spacing, children: children))
      guard call.name == "LazyVStack" else { return stack }
      // A lazy stack takes the whole width offered (a VStack only its widest child's), its
      // rows at its alignment: seed 004's song list starts at the leading edge.
      let frame = SceneFormat.value(horizontal.rawValue, in: SceneFormat.alignments) ?? .center
      return stack.modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: frame)))
    case "HStack", "LazyHStack", "GridRow", "HStackLayout":
      let vertical = alignmentName(name, SceneFormat.verticalAlignments, node) ?? .center
      return .stack(
        StackContent(
          .horizontal, alignment: Alignment(horizontal: .center, vertical: vertical),
          spacing: spacing, children: children))
    default:
      let alignment = alignmentName(name, SceneFormat.alignments, node) ?? .center
      return .stack(StackContent(.overlay, alignment: alignment, children: children))
    }
  }

  /// The alignment `name` stands for in `table`; one NavLab does not lay out is centred, with
  /// a warning.
  private func alignmentName<Value>(
    _ name: String?, _ table: [(String, Value)], _ node: ViewNode
  ) -> Value? {
    guard let name else { return nil }
    if let value = SceneFormat.value(name, in: table) { return value }
    importer.warn(
      "alignment .\(name) is drawn centred (NavLab lays out \(table.map(\.0).joined(separator: ", ")) here)",
      at: node.call.node, file: node.file)
    return nil
  }

  /// `[GridItem(.flexible()), GridItem(.fixed(100), spacing: 4)]` or
  /// `Array(repeating: GridItem(.adaptive(minimum: 80)), count: 3)` as the grid's columns.
  private func gridColumns(_ expression: ExprSyntax, _ evaluator: Evaluator) -> [GridItem]? {
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

  private func gridItem(_ expression: ExprSyntax, _ evaluator: Evaluator) -> GridItem? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.nameText == "GridItem"
    else { return nil }
    var size = GridItemSize.flexible()
    if let sizeCall = call.arguments.first(where: { $0.label == nil })?.expression.as(
      FunctionCallExprSyntax.self),
      let kind = sizeCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    {
      func bound(_ label: String) -> Double? {
        guard
          let argument = sizeCall.arguments.first(where: { $0.label?.text == label })?.expression
        else { return nil }
        if argument.nameText.hasSuffix("infinity") { return .infinity }
        return evaluator.number(argument).map { max(0, $0) }
      }
      switch kind {
      case "fixed":
        guard let width = evaluator.number(sizeCall.arguments.first?.expression) else {
          return nil
        }
        size = .fixed(max(0, width))
      case "flexible":
        size = .flexible(minimum: bound("minimum") ?? 10, maximum: bound("maximum") ?? .infinity)
      case "adaptive":
        guard let minimum = bound("minimum") else { return nil }
        size = .adaptive(minimum: minimum, maximum: bound("maximum") ?? .infinity)
      default: return nil
      }
    }
    let spacing = evaluator.number(
      call.arguments.first { $0.label?.text == "spacing" }?.expression)
    let alignment = evaluator.member(
      call.arguments.first { $0.label?.text == "alignment" }?.expression
    ).flatMap { SceneFormat.value($0, in: SceneFormat.alignments) }
    return GridItem(size, spacing: spacing.map { max(0, $0) }, alignment: alignment)
  }

  /// `Image("name")`: the image set of that name in an asset catalog beside the files, else an
  /// image file of that name there; a placeholder (with a warning) when neither is, or when the
  /// file is not a PNG or JPEG (NavLab draws those).
  private func assetImage(_ name: String, _ node: ViewNode) -> ContentNode {
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
    let image = ContentNode.image(ImageContent(.file(path)))
    // Not resizable, an image is its own size in points: its pixels over its scale.
    guard node.modifier("resizable") == nil, let pixels = ImageHeader.pixelSize(path) else {
      return image
    }
    let scale = importer.assets.imageScales[name] ?? ImageHeader.scale(ofFile: path)
    return image.modifier(
      .frame(
        width: Double(pixels.width) / scale, height: Double(pixels.height) / scale,
        alignment: .center))
  }

  /// A control's label: its title string, or its `label:` / trailing closure as a view.
  func labelContent(_ call: ViewCall.Call, _ node: ViewNode) -> ContentNode? {
    if let title = node.evaluator.localized(call.argument(nil)) {
      return .text(TextContent(importer.clamped(title, at: call.node, file: node.file)))
    }
    // `Button(action: { … }) { label }`: the trailing closure is the label.
    let trailingIsLabel =
      ["Toggle", "Link", "Stepper", "DatePicker", "ColorPicker"].contains(call.name)
      || call.argument("action") != nil
    let closure = call.closure("label") ?? (trailingIsLabel ? call.closure("") : nil)
    if let closure {
      return stackOrOne(contents(reader.children(closure, node.bindings, file: node.file)))
    }
    return nil
  }

  /// One view as itself, several in a stack along `axis`.
  func stackOrOne(_ items: [ContentNode], axis: StackAxis = .vertical) -> ContentNode {
    items.count == 1 ? items[0] : .stack(StackContent(axis, children: items))
  }

  /// An SF Symbols name as NavLab draws it: its own drawing where it has one, else the name
  /// (NavLab draws some two thousand from its open icon set and warns about the rest).
  func symbol(_ name: String, at node: some SyntaxProtocol, file: Int) -> String {
    // A ringed variant NavLab has no shape for (`ellipsis.circle`) keeps its ring, drawn from
    // the open set, rather than becoming the bare shape ("•••"; issue 41).
    if name.hasSuffix(".circle"), SymbolNames.aliases[name] == nil,
      let open = SymbolNames.openSymbol(name)
    {
      return open
    }
    // A name NavLab cannot draw is the nearest symbol of its family, rather than its letters.
    return SymbolNames.drawn(
      SymbolNames.glyph(name) ?? name, written: name, at: node, file: file, importer: importer)
  }

  /// A symbol NavLab itself names for a control it composes (a stepper's signs, a disclosure
  /// chevron, a spinner): one it draws, so there is nothing to warn about.
  func symbol(_ name: String) -> String {
    SymbolNames.glyph(name) ?? name
  }
}
