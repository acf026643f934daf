import ScreenModel
import SwiftSyntax

/// What a `NavigationLink` pushes, as a screen of the pushing screen's `destinations` (an inline
/// scene, `"push": {"screenID": …, …}` in docs/scenes.md): the destination view read as a screen of its own, with its own title and
/// chrome, and the status bar as iOS decides it for a pushed screen.
///
/// Forms read: `NavigationLink("Title") { Dest() }`, `NavigationLink("Title", destination:
/// Dest())`, `NavigationLink(destination: Dest()) { label }`, `NavigationLink { Dest() } label:
/// { … }`, and `NavigationLink(value: v) { label }` with a `.navigationDestination(for:)`.
struct DestinationReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  /// The `screenID` of the screen the link `node` pushes (kept in the pushing screen's
  /// destinations), or nil (with a warning) when it cannot be read.
  func scene(of node: ViewNode) -> String? {
    guard let destination = destinationView(of: node) else { return nil }
    var navigation: NavigationContext { importer.navigation }
    guard navigation.depth < NavigationContext.maximumDepth else {
      importer.warn(
        "links nested more than \(NavigationContext.maximumDepth) screens deep are not followed; this one pushes a plain detail screen",
        at: node.call.node, file: node.file)
      return nil
    }
    guard navigation.destinationCount < NavigationContext.maximumDestinations else {
      importer.warn(
        "more than \(NavigationContext.maximumDestinations) NavigationLink destinations; this one pushes a plain detail screen",
        at: node.call.node, file: node.file)
      return nil
    }
    importer.navigation.destinationCount += 1
    importer.navigation.depth += 1
    defer { importer.navigation.depth -= 1 }
    // Numbered as read (document order): a live program's `onAppear` in the destination
    // waits for this screen's appear event.
    let screenID = "s\(importer.navigation.destinationCount)"
    var spec = importer.readScreen(named: screenID) { screen in
      screen.walk(destination)
      screen.hasNavigation = true
      screen.statusBarHidden = statusBar(own: screen.statusBarHidden, at: destination)
    }
    spec.id = screenID
    spec.screenID = screenID
    keep(spec)
    return screenID
  }

  /// Keeps a pushed screen (with the destinations read inside it) in the pushing screen's.
  func keep(_ spec: ScreenSpec) {
    var pushed = spec
    if importer.navigation.destinations.count > 1 {
      pushed.destinations = importer.navigation.destinations.removeLast()
    }
    importer.navigation.destinations[importer.navigation.destinations.count - 1][
      pushed.screenID ?? pushed.id] = pushed
  }

  /// The checkmark list a `Picker` row pushes (the navigation-link picker style): its options,
  /// the chosen one checked, under the picker's label as an inline title.
  func optionsScene(title: String, options: [String], chosen: String?) -> String? {
    guard !options.isEmpty,
      importer.navigation.destinationCount < NavigationContext.maximumDestinations
    else { return nil }
    importer.navigation.destinationCount += 1
    var checked = false
    let rows: [RowContent] = options.prefix(ImportSession.maximumForEach).map { option in
      var row = RowContent(option)
      row.accessory = .checkmark
      if option == chosen, !checked {
        checked = true
        row.isOn = true
      }
      return row
    }
    let screenID = "s\(importer.navigation.destinationCount)"
    var spec = ScreenSpec(id: screenID, title: title)
    spec.screenID = screenID
    spec.largeTitleMode = .never
    spec.statusBarMode = importer.navigation.containerStatusBarHidden == true ? .hidden : .visible
    spec.listStyle = .insetGrouped
    spec.rows = rows
    spec.sectionPattern = [rows.count]
    spec.sections = [SectionSpec()]
    spec.rowCount = rows.count
    importer.navigation.destinations.append([:])
    keep(spec)
    return screenID
  }

  /// A pushed screen's status bar, as iOS decides it (seed 002's article): inside a
  /// `NavigationView` the pushed view's own `.statusBarHidden` holds while it shows; inside a
  /// `NavigationStack` (iOS 16+) it is ignored, and only the modifier on the stack itself
  /// counts, for every screen.
  private func statusBar(own: Bool?, at node: ViewNode) -> Bool? {
    let container = importer.navigation.container
    let onContainer = importer.navigation.containerStatusBarHidden
    guard container == "NavigationStack" || container == "NavigationSplitView" else {
      return own ?? onContainer
    }
    if own != nil, let modifier = statusBarModifier(in: node) {
      importer.note(
        "statusBarHidden on a view pushed in a \(container ?? "NavigationStack") is ignored on iOS 16 and later; put it on the \(container ?? "NavigationStack") itself",
        at: modifier.call.node, file: modifier.file)
    }
    return onContainer
  }

  private func statusBarModifier(in node: ViewNode) -> ViewNode.Modifier? {
    node.modifiers.last { $0.name == "statusBarHidden" || $0.name == "statusBar" }
  }

  /// The destination view of the link `node`.
  private func destinationView(of node: ViewNode) -> ViewNode? {
    let call = node.call
    if let argument = call.argument("destination") {
      return reader.node(argument, node.bindings.onNewScreen, file: node.file)
    }
    // `NavigationLink { Dest() } label: { … }` and `NavigationLink("Title") { Dest() }`: the
    // first closure is the destination when a label is given some other way.
    let labelled = call.closures.contains { $0.label == "label" }
    if labelled || call.argument(nil) != nil, call.argument("value") == nil,
      let closure = call.closures.first(where: { $0.label == "" || $0.label == "destination" })?
        .closure
    {
      return only(reader.children(closure, node.bindings.onNewScreen, file: node.file), node)
    }
    if let value = call.argument("value") { return valueDestination(value, node) }
    importer.warn(
      "NavLab cannot tell what this NavigationLink pushes; a tap pushes a plain detail screen",
      at: call.node, file: node.file)
    return nil
  }

  /// The one view of a destination closure (several are read as a group, as a body is).
  private func only(_ children: [ViewNode.Child], _ owner: ViewNode) -> ViewNode? {
    guard let first = children.first else { return nil }
    var node = reader.node(first.expression, first.bindings, file: first.file)
    if children.count > 1 {
      node.group = children
      node.modifiers = []
    }
    return node
  }

  /// `NavigationLink(value: v)`: the `navigationDestination(for:)` closure for `v`'s type (the
  /// only one, or the one whose type the value's literal or initialiser names), its parameter
  /// bound to `v`.
  private func valueDestination(_ value: ExprSyntax, _ node: ViewNode) -> ViewNode? {
    let candidates = importer.navigation.valueDestinations
    guard !candidates.isEmpty else {
      importer.warn(
        "NavigationLink(value:) without a navigationDestination(for:) NavLab can see; a tap pushes a plain detail screen",
        at: node.call.node, file: node.file)
      return nil
    }
    let type = valueType(value, node)
    let chosen = candidates.last { $0.type == type } ?? candidates[candidates.count - 1]
    var scope = chosen.bindings.onNewScreen
    if let signature = chosen.closure.signature?.parameterClause {
      let name: String? =
        switch signature {
        case .simpleInput(let names): names.first?.name.text
        case .parameterClause(let clause): clause.parameters.first?.firstName.text
        }
      if let name { scope[name] = .expression(value, node.bindings, file: node.file) }
    } else {
      scope["$0"] = .expression(value, node.bindings, file: node.file)
    }
    return only(reader.children(chosen.closure, scope, file: chosen.file), node)
  }

  /// The type a link's value has, as far as the expression says: `String`, `Int`, `Double`,
  /// `Bool`, or the name of the type it initialises (`Item(…)`); "" when it does not say.
  private func valueType(_ value: ExprSyntax, _ node: ViewNode) -> String {
    guard let (resolved, _, _) = node.evaluator.resolve(value) else { return "" }
    if resolved.is(StringLiteralExprSyntax.self) { return "String" }
    if resolved.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if resolved.is(FloatLiteralExprSyntax.self) { return "Double" }
    if resolved.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let call = resolved.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.trimmedDescription
    }
    return ""
  }

  /// Records the `navigationDestination(for: T.self) { … }` modifiers of `node` (read before
  /// its content, where the links are).
  static func register(_ node: ViewNode, in importer: ImportSession) {
    for modifier in node.modifiers where modifier.name == "navigationDestination" {
      guard let type = modifier.call.argument("for"),
        let closure = modifier.call.closure("destination") ?? modifier.call.closure("")
      else {
        // `(isPresented: $showing)` and `(item: $selected)` push their destination while the
        // state is true or not nil: a state that starts false or nil pushes nothing on the
        // first frame, and is not worth a word.
        if startsPresented(modifier, in: importer) {
          importer.warn(
            "navigationDestination's state starts set, so SwiftUI shows its destination pushed; NavLab shows the screen under it",
            at: modifier.call.node, file: modifier.file)
        }
        continue
      }
      var name = type.trimmedDescription
      if name.hasSuffix(".self") { name.removeLast(5) }
      importer.navigation.valueDestinations.append(
        NavigationContext.ValueDestination(
          type: name, closure: closure, bindings: modifier.bindings, file: modifier.file))
    }
  }

  /// Whether a `navigationDestination(isPresented:)` or `(item:)` state is true or not nil
  /// where it is written (a value the interpreter cannot give counts as not set).
  private static func startsPresented(_ modifier: ViewNode.Modifier, in importer: ImportSession)
    -> Bool
  {
    guard
      let written = modifier.call.argument("isPresented") ?? modifier.call.argument("item"),
      let scope = modifier.bindings.scope,
      var value = importer.live.evaluate(written, in: scope, file: modifier.file)
    else { return false }
    if case .binding(let cell) = value { value = cell.value }
    switch value {
    case .bool(let on): return on
    case .optional(let wrapped): return wrapped != nil
    default: return false
    }
  }

  /// The container `node` is (`NavigationStack {…}` and its own `.statusBarHidden(x)`), noted
  /// before its content is read.
  static func enterContainer(_ node: ViewNode, in importer: ImportSession) {
    guard importer.navigation.container == nil else { return }
    importer.navigation.container = node.name
    if let modifier = node.modifiers.last(where: {
      $0.name == "statusBarHidden" || $0.name == "statusBar"
    }) {
      let evaluator = modifier.evaluator(importer)
      let call = modifier.call
      importer.navigation.containerStatusBarHidden =
        call.arguments.isEmpty
        ? true : evaluator.bool(call.argument(nil) ?? call.argument("hidden")) ?? false
    }
  }
}
