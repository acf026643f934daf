import ScreenModel
import SwiftSyntax

/// Turns view expressions into `ViewNode`s: custom views from the files are inlined with their
/// properties bound from the call site, view builders are expanded (`ForEach`, `Group`, `if`,
/// `#if os(iOS)`).
struct ViewReader {
  let importer: ImportSession

  /// The node for `expression`, custom views inlined. A `ForEach` it comes to (the body of a
  /// computed view, `var rows: some View { ForEach(items) { … } }`) stands for its views, as a
  /// `ForEach` written in the builder does: the parent lays them out as its own children.
  func node(_ expression: ExprSyntax, _ bindings: Bindings, file: Int) -> ViewNode {
    var node = readNode(expression, bindings, file: file)
    if node.name == "ForEach", node.group == nil,
      let call = node.call.node.as(FunctionCallExprSyntax.self)
    {
      node.group = forEach(call, node.bindings, file: node.file)
    }
    return node
  }

  private func readNode(_ expression: ExprSyntax, _ bindings: Bindings, file: Int) -> ViewNode {
    let split = importer.live.viewCall(expression)
    if let image = declaredImage(split, bindings, file: file) { return image }
    if let running = liveNode(split, bindings, file: file) { return running }
    let modifiers = split.modifiers.map {
      ViewNode.Modifier(call: $0, bindings: bindings, file: file)
    }
    var node = ViewNode(
      call: split.view, base: split.base, bindings: bindings, file: file, modifiers: modifiers,
      group: nil, importer: importer)
    // A name bound to a view expression (a `@ViewBuilder` property, a `let` view): read it;
    // `self.header` is the same property.
    let member = split.base?.as(MemberAccessExprSyntax.self)
    let boundName =
      split.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? (member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        ? member?.declName.baseName.text : nil)
    if let boundName,
      case .expression(let bound, let scope, let boundFile)? = bindings[boundName],
      importer.inlining.count < 16
    {
      importer.inlining.append("")
      defer { importer.inlining.removeLast() }
      var inner = self.node(bound, scope, file: boundFile)
      inner.modifiers += modifiers
      return inner
    }
    guard !split.view.isQualified,
      let type = importer.sources.view(named: split.view.name, enclosing: bindings.enclosing),
      type.isView,
      let body = type.body
    else { return wrappedContent(node, bindings) ?? node }
    guard !importer.inlining.contains(type.name), importer.inlining.count < 16,
      bindings.nesting(of: type.name) < ReadBudget.maximumSelfNesting
    else {
      importer.warn(
        "\(type.name) uses itself; the inner one is drawn as a placeholder", at: expression,
        file: file)
      node.call.name = "#recursive " + type.name
      return node
    }
    importer.inlining.append(type.name)
    defer { importer.inlining.removeLast() }
    let scope = self.bindings(for: type, call: split.view, callerBindings: bindings, file: file)
    let inner = children(body, scope, file: type.bodyFile ?? type.file)
    if inner.count == 1, let only = inner.first {
      var innerNode = self.node(only.expression, only.bindings, file: only.file)
      innerNode.modifiers += modifiers
      innerNode.instance = scope.identity
      innerNode.instanceArguments = scope.instanceArguments
      innerNode.hasCallSiteModifiers = !modifiers.isEmpty
      return innerNode
    }
    node.group = inner
    node.instance = scope.identity
    node.instanceArguments = scope.instanceArguments
    node.hasCallSiteModifiers = !modifiers.isEmpty
    return node
  }

  /// The views of a view-builder parameter: the closure written there (`header: { Text("x") }`,
  /// a trailing one), or a closure value passed on and run (`content: content` in the body of
  /// an app's wrapper around `SwiftUI.Section`).
  func children(of call: ViewCall.Call, _ label: String, _ bindings: Bindings, file: Int)
    -> [ViewNode.Child]
  {
    if let closure = call.closure(label) { return children(closure, bindings, file: file) }
    guard !label.isEmpty, let expression = call.argument(label),
      !expression.is(ClosureExprSyntax.self), let scope = bindings.scope,
      let value = importer.live.evaluate(expression, in: scope, file: file),
      case .closure = value, let result = importer.live.run(value, [])
    else { return [] }
    switch result {
    case .native(let view as ViewExpression):
      return [
        ViewNode.Child(
          expression: view.expression, bindings: bindings.with(scope: view.scope), file: view.file)
      ]
    case .native(let list as ViewList):
      return list.views.map {
        ViewNode.Child(
          expression: $0.expression, bindings: bindings.with(scope: $0.scope), file: $0.file)
      }
    default:
      return []
    }
  }

  /// SwiftUI's own views (drawn, or left as placeholders by name): never read as a wrapper.
  static let swiftUIViews: Set<String> = [
    "ActionSheet", "Alert", "AnyView", "AsyncImage", "Button", "Canvas", "Capsule", "Chart",
    "Circle", "Color", "ColorPicker", "ContentUnavailableView", "ControlGroup", "DatePicker",
    "DisclosureGroup", "Divider", "EditButton", "Ellipse", "EmptyView", "EquatableView",
    "ForEach", "Form", "Gauge", "GeometryReader", "Grid", "GridRow", "Group", "GroupBox",
    "HStack", "Image", "Label", "LabeledContent", "LazyHGrid", "LazyHStack", "LazyVGrid",
    "LazyVStack", "LinearGradient", "Link", "List", "Map", "Menu", "NavigationLink",
    "NavigationSplitView", "NavigationStack", "NavigationView", "OutlineGroup", "PasteButton",
    "PhotosPicker", "Picker", "ProgressView", "RadialGradient", "Rectangle", "RenameButton",
    "RoundedRectangle", "ScrollView", "ScrollViewReader", "Section", "SecureField", "ShareLink",
    "SignInWithAppleButton", "Slider", "Spacer", "Stepper", "Tab", "TabSection", "TabView",
    "Table", "Text", "TextEditor", "TextField", "TimelineView", "Toggle", "ToolbarItem",
    "ToolbarItemGroup", "VStack", "VideoPlayer", "ViewThatFits", "ZStack", "VStackLayout",
    "HStackLayout", "ZStackLayout", "AnyLayout",
  ]

  /// `WithViewStore(store) { viewStore in Form { … } }`, `SettingsGroup("General") { … }`,
  /// `OnboardingView(title: "…", areas: […])`: a view from a package that is not in the files
  /// is what it is given to show, read in its place (``packageParts(_:_:)``: its words,
  /// the views and view-building closures it is handed, those of its records), with one
  /// warning, since NavLab cannot know what the package adds. A value called with a closure of
  /// views (`layout { … }` of an `AnyLayout` chosen at run time) is that closure's views. Nil
  /// for SwiftUI's views, the files' own types, and calls that give nothing to show.
  private func wrappedContent(_ node: ViewNode, _ bindings: Bindings) -> ViewNode? {
    let name = node.call.name
    // `ContentUnavailableView.search(text:)`: SwiftUI's too.
    let type = String(name.prefix { $0 != "." })
    guard let first = name.first, !Self.swiftUIViews.contains(type),
      importer.sources.types[name] == nil, importer.inlining.count < 16
    else { return nil }
    importer.inlining.append(name)
    defer { importer.inlining.removeLast() }
    let inner: [ViewNode.Child]
    if first.isUppercase {
      inner = packageParts(node, bindings)
      guard !inner.isEmpty else { return nil }
      importer.warn(
        "\(name) is not in the files; NavLab draws the words and views it is given in its place",
        at: node.call.node, file: node.file)
    } else {
      // No words are read from a value's arguments.
      guard let closure = node.call.closures.last?.closure, !name.contains(".") else {
        return nil
      }
      importer.warn(
        "\(name) is a value NavLab cannot know; it reads the views of its closure in its place",
        at: node.call.node, file: node.file)
      inner = children(closure, opaqueParameters(closure, bindings), file: node.file)
    }
    if inner.count == 1, let only = inner.first {
      var innerNode = self.node(only.expression, only.bindings, file: only.file)
      innerNode.modifiers += node.modifiers
      return innerNode
    }
    var group = node
    group.group = inner
    return group
  }

  /// The labels under which a package's view takes its title: shown whatever its words.
  static let titleLabels: Set<String> = ["title", "label", "text", "titleKey", "header", "message"]

  /// `Text(verbatim: "title")`: a title known as a string, read as SwiftUI's `Text` (built,
  /// not parsed: it is never looked up again).
  static func verbatimText(_ title: String) -> ExprSyntax {
    var escaped = ""
    for character in title {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    let literal = StringLiteralExprSyntax(
      openingQuote: .stringQuoteToken(),
      segments: StringLiteralSegmentListSyntax([
        .stringSegment(StringSegmentSyntax(content: .stringSegment(escaped)))
      ]),
      closingQuote: .stringQuoteToken())
    return ExprSyntax(
      FunctionCallExprSyntax(
        calledExpression: DeclReferenceExprSyntax(baseName: .identifier("Text")),
        leftParen: .leftParenToken(),
        arguments: LabeledExprListSyntax([
          LabeledExprSyntax(
            label: .identifier("verbatim"), colon: .colonToken(), expression: literal)
        ]),
        rightParen: .rightParenToken()))
  }

  /// `bindings` with the closure's parameters declared as opaque values (a package's view
  /// store, a timeline's context, an image phase): what reads them warns where it is read.
  /// `WithViewStore(store, observe: ViewState.init) { viewStore in … }` (a store package's
  /// view, outside the files): its closure's one parameter is a view store of what `observe`
  /// makes of the store's state (``StoreValue``). Nil when the view's first argument is no
  /// store.
  func storeParameters(_ node: ViewNode, _ closure: ClosureExprSyntax, _ bindings: Bindings)
    -> Bindings?
  {
    guard let scope = bindings.scope, closure.parameterNames.count == 1,
      let name = closure.parameterNames.first, let first = node.call.argument(nil),
      case .native(let store as StoreValue)? = importer.live.evaluate(
        first, in: scope, file: node.file)?.unwrapped,
      let interpreter = importer.live.interpreter
    else { return nil }
    let written = node.call.argument("observe")
    // `ViewState.init` is read from its text (a type's initialiser as a function).
    let observe = written.flatMap {
      $0.trimmedDescription.hasSuffix(".init")
        ? nil : importer.live.evaluate($0, in: scope, file: node.file)
    }
    let state = StoreValue.observed(
      observe, written?.trimmedDescription, state: store.state, interpreter, scope: scope)
    let inner = Scope(parent: scope)
    inner.declare(
      name, .native(StoreValue(state: state, interpreter: interpreter, typeName: "ViewStore")),
      mutable: false)
    return bindings.with(scope: inner)
  }

  func opaqueParameters(_ closure: ClosureExprSyntax, _ bindings: Bindings) -> Bindings {
    let names = closure.parameterNames
    guard let live = bindings.scope, !names.isEmpty else { return bindings }
    let inner = Scope(parent: live)
    for parameter in names {
      inner.declare(parameter, .native(OpaqueValue(typeName: "")), mutable: false)
    }
    return bindings.with(scope: inner)
  }

  /// A custom view's properties: labelled arguments at the call site, else the initial value
  /// (`@State` ones marked, so reading them warns).
  private func bindings(
    for type: SourceSet.TypeDecl, call: ViewCall.Call, callerBindings: Bindings, file: Int
  ) -> Bindings {
    var scope = Bindings()
    scope.enclosing = callerBindings.enclosing + [type.name]
    if let live = liveInstance(type, call: call, caller: callerBindings, file: file) {
      scope.scope = live.scope
      scope.identity = live.identity
      scope.instanceArguments = live.instanceArguments
    }
    var unlabelled = call.arguments.filter { $0.label == nil }.makeIterator()
    for property in type.properties {
      if let argument = call.arguments.first(where: { $0.label?.text == property.name }) {
        scope[property.name] = .expression(argument.expression, callerBindings, file: file)
      } else if property.initial == nil, let argument = unlabelled.next() {
        scope[property.name] = .expression(argument.expression, callerBindings, file: file)
      } else if let initial = property.initial {
        scope[property.name] = .expression(initial, Bindings(), file: type.file)
      }
    }
    // `@ViewBuilder var header: some View { … }` and `func row(…)` are read where used; a
    // computed view property is bound to its body.
    for (name, expression) in importer.live.computedViews(
      of: type.name, { computedViews(of: type) })
    {
      scope[name] = .expression(expression, scope, file: type.file)
    }
    return scope
  }

  /// A type's computed properties of one expression (views), by name, in declaration order.
  private func computedViews(of type: SourceSet.TypeDecl) -> [(String, ExprSyntax)] {
    var found: [(String, ExprSyntax)] = []
    let blocks = [type.node.memberBlock.members] + (importer.sources.extensions[type.name] ?? [])
    for member in blocks.joined() {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
          pattern.identifier.text != "body",
          case .getter(let statements)? = binding.accessorBlock?.accessors,
          statements.count == 1, let only = statements.first,
          let expression = Self.expression(of: only)
        else { continue }
        found.append((pattern.identifier.text, expression))
      }
    }
    return found
  }

  /// The expression of a builder statement (`return x` too).
  static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
    switch item.item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
      if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
        return expressionStatement.expression
      }
      return nil
    default: return nil
    }
  }

  /// The views a node stands for in a list: a custom view's several views, or a `Group`'s
  /// (with modifiers too: `Group { … }.listRowBackground(x)` styles each of its rows, so its
  /// sections and rows are the list's own); nil for one view.
  /// `Image.close` where an app's `extension Image` declares `static var close: Self {
  /// .init("close") }` (or `= Image(systemName: "xmark")`): the image it is written as, with
  /// the modifiers written after it, as a design system's colours and fonts are read
  /// (``TypeIndex/staticExpression(_:of:)``). Nil for anything else.
  private func declaredImage(_ split: ViewCall, _ bindings: Bindings, file: Int) -> ViewNode? {
    guard let member = split.base?.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image",
      importer.inlining.count < 16,
      let (declared, evaluator) = Evaluator(importer: importer, bindings: bindings, file: file)
        .declaredStatic(member.declName.baseName.text, of: ["Image"])
    else { return nil }
    importer.inlining.append("")
    defer { importer.inlining.removeLast() }
    var node = self.node(declared, evaluator.bindings, file: evaluator.file)
    // `.init("close")` in an `extension Image` is `Image("close")`.
    if [".init", "init", "Self", "Self.init", "Image.init"].contains(node.call.name) {
      node.call.name = "Image"
    }
    node.modifiers += split.modifiers.map {
      ViewNode.Modifier(call: $0, bindings: bindings, file: file)
    }
    return node
  }

  func listGroup(_ node: ViewNode) -> [ViewNode.Child]? {
    if let group = node.group { return group }
    guard node.name == "Group", let closure = node.call.closure("") else { return nil }
    return children(closure, node.bindings, file: node.file)
  }

  /// The views a closure builds, in order.
  func children(_ closure: ClosureExprSyntax?, _ bindings: Bindings, file: Int) -> [ViewNode.Child]
  {
    guard let closure else { return [] }
    return children(closure.statements, bindings, file: file)
  }

  func children(_ statements: CodeBlockItemListSyntax, _ bindings: Bindings, file: Int)
    -> [ViewNode.Child]
  {
    var scope = bindings
    var result: [ViewNode.Child] = []
    // A body that returns its view (`var x = …; x += 1; return Text(x)`) is code, not a view
    // builder: its other statements run, or are said to be skipped when the interpreter cannot
    // run them (issue 42).
    let returns = statements.contains { $0.item.as(ReturnStmtSyntax.self) != nil }
    for item in statements {
      if returns, item.item.is(StmtSyntax.self) || item.item.is(ExprSyntax.self),
        item.item.as(ReturnStmtSyntax.self) == nil
      {
        if liveDeclare(item, &scope, file: file) { continue }
        importer.warn(
          "a statement before body's return is code the importer cannot run; skipped",
          at: item, file: file)
        continue
      }
      if case .decl(let decl) = item.item {
        if decl.is(VariableDeclSyntax.self), liveDeclare(item, &scope, file: file) {
          continue
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
              let value = binding.initializer?.value
            {
              scope[pattern.identifier.text] = .expression(value, scope, file: file)
            }
          }
        } else if let config = decl.as(IfConfigDeclSyntax.self) {
          result += ifConfig(config, scope, file: file)
        }
        continue
      }
      guard let expression = Self.expression(of: item) else { continue }
      result += expand(expression, scope, file: file)
    }
    return result
  }

  /// `#if os(iOS)` is read as iOS: the clause an iPhone build compiles (`CompilationCondition`).
  private func ifConfig(_ config: IfConfigDeclSyntax, _ bindings: Bindings, file: Int)
    -> [ViewNode.Child]
  {
    guard let clause = CompilationCondition.activeClause(config) else { return [] }
    switch clause.elements {
    case .statements(let statements)?: return children(statements, bindings, file: file)
    case .postfixExpression(let expression)?:
      return [ViewNode.Child(expression: expression, bindings: bindings, file: file)]
    default: return []
    }
  }

  /// One builder expression as children: `ForEach` repeats its content, `Group` and `if` give
  /// their contents.
  private func expand(_ expression: ExprSyntax, _ bindings: Bindings, file: Int)
    -> [ViewNode.Child]
  {
    if let branch = expression.as(IfExprSyntax.self) {
      if let taken = liveBranch(branch, bindings, file: file) { return taken }
      importer.warn(
        "if depends on runtime data; NavLab shows its first branch", at: branch, file: file)
      return children(branch.body.statements, bindings, file: file)
    }
    if let choice = expression.as(SwitchExprSyntax.self) {
      if let taken = liveCase(choice, bindings, file: file) { return taken }
      importer.warn(
        "switch depends on runtime data; NavLab shows its first case", at: choice, file: file)
      if case .switchCase(let first)? = choice.cases.first {
        return children(first.statements, bindings, file: file)
      }
      return []
    }
    // `ForEach(…) { … }.onDelete { … }`: the modifiers are behaviour, the rows are what shows.
    let split = importer.live.viewCall(expression)
    if split.view.name == "ForEach", let call = split.view.node.as(FunctionCallExprSyntax.self) {
      return forEach(call, bindings, file: file)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.nameText(isOneOf: ["Group"]),
      split.modifiers.isEmpty, let closure = call.trailingClosure
    {
      return children(closure, bindings, file: file)
    }
    guard importer.budget.take(expression, file: file, in: importer) else { return [] }
    return [ViewNode.Child(expression: expression, bindings: bindings, file: file)]
  }

  /// A `List`'s or `Form`'s views: its closure's, or for `List(items) { item in … }` one set per
  /// element, as a `ForEach` reads them.
  func listChildren(_ node: ViewNode) -> [ViewNode.Child] {
    if let call = node.call.node.as(FunctionCallExprSyntax.self), call.trailingClosure != nil,
      !call.arguments.isEmpty
    {
      return forEach(call, node.bindings, file: node.file)
    }
    return children(node.call.closure(""), node.bindings, file: node.file)
  }

  /// `ForEach(data) { item in … }` over an array literal, a range, a `let` array, or an
  /// enum's `.allCases`.
  func forEach(_ call: FunctionCallExprSyntax, _ bindings: Bindings, file: Int)
    -> [ViewNode.Child]
  {
    guard let closure = call.trailingClosure, let data = call.arguments.first?.expression
    else {
      importer.warn("ForEach without data and content is not read", at: call, file: file)
      return []
    }
    var parameter: String?
    if let signature = closure.signature?.parameterClause {
      switch signature {
      case .simpleInput(let names): parameter = names.first?.name.text
      case .parameterClause(let clause): parameter = clause.parameters.first?.firstName.text
      }
    }
    // SwiftUI tags each view a `ForEach` makes with its element's id: the element itself for
    // `id: \.self` and for a range (Apple's ForEach documentation).
    // `\.self` read from its one component, not its text (a live read meets it every frame).
    let idPath = call.arguments.first { $0.label?.text == "id" }?.expression.as(
      KeyPathExprSyntax.self)
    let bySelf =
      idPath?.components.count == 1
      && idPath?.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName
        .baseName.text == "self"
    let tagsByElement = bySelf || data.is(SequenceExprSyntax.self)
    func tagged(_ children: [ViewNode.Child], _ tag: String?) -> [ViewNode.Child] {
      guard tagsByElement, let tag else { return children }
      return children.map {
        var child = $0
        child.implicitTag = child.implicitTag ?? tag
        return child
      }
    }
    if let values = liveElements(data, bindings, file: file), let scope = bindings.scope {
      if values.count > ImportSession.maximumForEach {
        importer.warn(
          "ForEach of more than \(ImportSession.maximumForEach) elements; NavLab reads the first \(ImportSession.maximumForEach)",
          at: data, file: file)
      }
      var result: [ViewNode.Child] = []
      for (index, value) in values.prefix(ImportSession.maximumForEach).enumerated() {
        guard importer.budget.hasRoom(call, file: file, in: importer) else { break }
        let inner = Scope(parent: scope)
        inner.bindElement(value, to: closure.parameterNames)
        var element = bindings.with(scope: inner)
        element.identity += "[\(index)]"
        result += tagged(children(closure, element, file: file), Self.tagText(value))
      }
      return result
    }
    let evaluator = Evaluator(importer: importer, bindings: bindings, file: file)
    guard let elements = self.elements(data, evaluator) else {
      importer.warn(
        "ForEach over \(data.trimmedDescription) is runtime data; its content is shown once",
        at: data, file: file)
      return children(closure, bindings, file: file)
    }
    var result: [ViewNode.Child] = []
    for element in elements.prefix(ImportSession.maximumForEach) {
      guard importer.budget.hasRoom(call, file: file, in: importer) else { break }
      var scope = bindings
      let name = parameter ?? "$0"
      scope[name] = element
      let tag: String? =
        switch element {
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        case .text(let text): text
        case .expression(let expression, let inner, let file):
          Evaluator(importer: importer, bindings: inner, file: file).string(expression)
        }
      result += tagged(children(closure, scope, file: file), tag)
    }
    if elements.count > ImportSession.maximumForEach {
      importer.warn(
        "ForEach of more than \(ImportSession.maximumForEach) elements; NavLab reads the first \(ImportSession.maximumForEach)",
        at: data, file: file)
    }
    return result
  }

  /// A tag's value as a picker compares it: a case by its name, a string as written, a number
  /// as Swift prints it.
  static func tagText(_ value: RuntimeValue) -> String {
    if case .enumCase(_, let name, _) = value { return name }
    return value.description
  }

  /// The elements of a literal collection, or nil when they are runtime data.
  private func elements(_ data: ExprSyntax, _ evaluator: Evaluator) -> [Bindings.Value]? {
    guard let (resolved, scope, file) = evaluator.resolve(data) else { return nil }
    let inner = Evaluator(importer: importer, bindings: scope, file: file)
    if let array = resolved.as(ArrayExprSyntax.self) {
      return array.elements.map { .expression($0.expression, scope, file: file) }
    }
    if let range = resolved.as(SequenceExprSyntax.self), range.elements.count == 3 {
      let parts = Array(range.elements)
      let op = parts[1].nameText
      if op == "..<" || op == "...", let low = inner.number(parts[0]),
        let high = inner.number(parts[2]), low.isFinite, high.isFinite
      {
        let end = op == "..<" ? high : high + 1
        guard end > low else { return [] }
        let count = min(Int(end - low), ImportSession.maximumForEach + 1)
        return (0..<count).map { .number(low + Double($0)) }
      }
    }
    if let member = resolved.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "allCases", let base = member.base,
      let cases = importer.sources.enumCases[base.nameText]
    {
      // `"\(fruit)"` is the case's name, as Swift interpolates it.
      return cases.map { .text($0) }
    }
    return nil
  }
}
