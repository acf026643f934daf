import DisplayList
import NavGeometry
import ScreenModel
import SwiftSyntax

/// The screen around the content: navigation container, title and its display mode, list
/// style, toolbar, search, refresh, status bar, appearance, tint and tab bar, read from where
/// SwiftUI reads them (modifiers inside the navigation container; the innermost wins).
struct ScreenReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  var hasNavigation = false
  var title: String?
  var titleMode: String?
  var listStyle: ListStyle?
  var search: SearchSpec?
  /// `.safeAreaInset(edge: .bottom) { … }`: views fixed above the bottom bars.
  var bottomInset: ContentNode?
  /// `.searchScopes`' titles and the one selected, `.searchSuggestions`' completions.
  var scopes: [String] = []
  var scope = 0
  var suggestions: [String] = []
  var refresh = false
  var statusBarHidden: Bool?
  var appearance: Appearance?
  var tint: Color?
  /// A colour behind the screen's scroll view or list (``readScreenBackground(_:)``).
  var background: ColorValue?
  var leading: [BarItem] = []
  var trailing: [BarItem] = []
  /// `.bottomBar` and `.status` items: the bottom toolbar, spaces among them.
  var bottom: [BarItem] = []
  /// `ToolbarItem(placement: .principal)`: content in the bar's middle.
  var principal: ContentNode?
  var tabs: [TabBarSpec.Item] = []
  /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`: no bar drawn.
  var navigationBarHidden: Bool?
  /// `.toolbar(.hidden, for: .tabBar)` on the shown screen: the tab bar is not drawn.
  var tabBarHidden: Bool?
  /// The tab shown (`TabView(selection:)`'s value; else the first).
  var selectedTab = 0
  var sections: [(section: SectionSpec, rows: [RowContent])] = []
  var content: [ContentNode] = []
  var sawList = false
  /// Content read from views that are not in a `ScrollView` (a root `VStack`, a `Text`): the
  /// screen's root view, which SwiftUI centres in the safe area; and content read from a
  /// `ScrollView`, which starts at its top.
  var sawBareContent = false
  var sawScrollContent = false
  /// Views fixed above the scroll view (a root `VStack`'s views before its `ScrollView`).
  var pinned: [ContentNode] = []
  /// The `.sheet` presented over this screen now (its state is true), by `screenID`.
  var presented: String?
  /// This screen's `presentation…` modifiers, when it is a sheet's content.
  var presentation: PresentationSpec?

  mutating func walk(_ node: ViewNode) {
    let environment = importer.live.pushEnvironment(node.modifiers)
    defer { if environment { importer.live.environmentObjects.removeLast() } }
    // `navigationDestination(for:)` is written outside the links it serves: seen first.
    DestinationReader.register(node, in: importer)
    switch node.name {
    case "NavigationStack", "NavigationView", "NavigationSplitView":
      DestinationReader.enterContainer(node, in: importer)
      hasNavigation = true
      var children = reader.children(node.call.closure(""), node.bindings, file: node.file)
      // `NavigationView { List { … }; Text("Select an item") }`: a column per view on iPad; an
      // iPhone shows the first, the others only once a link pushes them.
      if node.name == "NavigationView", children.count > 1 { children = [children[0]] }
      walkChildren(children)
    // A page-style TabView is a pager in the content, not a tab bar.
    case "TabView" where ContentReader(importer: importer).pageStyle(node) == nil:
      readTabView(node)
    case "List", "Form":
      readScreenBackground(node)
      readList(node)
    case "VStack" where !hasNavigation && importer.navigation.depth == 0 && readPinned(node):
      break
    case "VStack" where readStackedList(node):
      break
    case "ScrollView":
      readScreenBackground(node)
      let children = reader.children(node.call.closure(""), node.bindings, file: node.file)
      content += ContentReader(importer: importer).contents(children)
      sawScrollContent = true
    case "GeometryReader" where readReaderScreen(node):
      break
    case "ZStack" where readListUnderStack(node):
      break
    case _
    where ["ZStack", "VStack", "Group", "GeometryReader"].contains(node.name)
      && containerChild(of: node) != nil:
      // `ZStack { TabView { … }; if x { PlayerView() } }`: the tab view or navigation
      // container is the screen; what is drawn over or beside it is not read.
      let (container, others) = containerChild(of: node)!
      if others > 0 {
        importer.warn(
          "\(others) view\(others == 1 ? "" : "s") beside the \(container.name) in this \(node.name) \(others == 1 ? "is" : "are") not drawn",
          at: node.call.node, file: node.file)
      }
      walk(container)
    case "Group" where node.group == nil:
      // `Group { if grid { Grid() } else { List { … } } }.navigationTitle(…)`: the view the
      // condition gives is the screen's, with the group's modifiers.
      walkChildren(reader.children(node.call.closure(""), node.bindings, file: node.file))
    case "ScrollViewReader":
      // Its proxy reaches the nested scroll views read inside it (issue 37).
      let bindings = importer.live.beginScrollReader(node)
      walkChildren(
        reader.children(node.call.closure(""), bindings ?? node.bindings, file: node.file))
      if bindings != nil { importer.live.endScrollReader() }
    default:
      if let group = node.group {
        walkChildren(group)
      } else {
        content.append(ContentReader(importer: importer).content(node))
        sawBareContent = true
      }
    }
    // Titles and toolbars of views inside the content first (the innermost wins), then this
    // view's own.
    // (This view's own, collected when its content was read, are applied once, below.)
    let own = Set(node.modifiers.map { $0.call.node.id })
    let collected = importer.preferences.filter { !own.contains($0.call.node.id) }
    importer.preferences = []
    for modifier in collected { apply(modifier) }
    for modifier in node.modifiers {
      guard !Self.isOutsideContainer(modifier, on: node) else {
        importer.note(
          "\(modifier.name) on the \(node.name) itself is outside it, and SwiftUI ignores it there; put it on a view inside",
          at: modifier.call.node, file: modifier.file)
        continue
      }
      apply(modifier)
    }
  }

  /// `.background(Color.indigo)` or `.background(Color.x.ignoresSafeArea())` on the screen's
  /// scroll view or list: the colour behind the whole screen, under the status bar and the
  /// bars, as iOS draws it (SwiftUI's `background(_:ignoresSafeAreaEdges:)` extends a colour
  /// into every safe area edge by default, so both spellings fill the screen). A list's own
  /// background hides it unless `.scrollContentBackground(.hidden)` is set on the list. The
  /// innermost view's wins.
  private mutating func readScreenBackground(_ node: ViewNode) {
    guard background == nil else { return }
    if node.name != "ScrollView" {
      let hidden = node.modifiers.contains {
        $0.name == "scrollContentBackground"
          && $0.evaluator(importer).member($0.call.argument(nil)) == "hidden"
      }
      guard hidden else { return }
    }
    for modifier in node.modifiers where modifier.name == "background" {
      guard var argument = modifier.call.argument(nil) else { continue }
      // `Color.mint.ignoresSafeArea()`: the colour (it fills the safe area's edges either way).
      while let call = argument.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains(member.declName.baseName.text),
        let base = member.base
      {
        argument = base
      }
      if let color = ColorReader.value(argument, modifier.evaluator(importer)) {
        background = color
        return
      }
    }
  }

  /// Whether `modifier`, written on the navigation container `node` itself, is a preference
  /// only views inside a container set (a title, its mode, bar items): SwiftUI collects them
  /// from the container's content, so on the container they reach no bar (the issue's "a
  /// title attached outside the NavigationStack is shown"). `.searchable` and the container's
  /// own look (`tint`, `statusBarHidden`, sheets, toolbars) are still read there.
  static func isOutsideContainer(_ modifier: ViewNode.Modifier, on node: ViewNode) -> Bool {
    guard ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(node.name) else {
      return false
    }
    switch modifier.name {
    case "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
      "toolbarTitleDisplayMode", "navigationBarItems":
      return true
    default:
      return false
    }
  }

  /// The `TabView` or navigation container among a stack's views, and how many others it has.
  /// Inside a tab (`ZStack { NavigationView { … }; if loading { Spinner() } }` as a tab's
  /// content) only a navigation container: a tab view does not nest in a tab.
  private func containerChild(of node: ViewNode) -> (ViewNode, Int)? {
    guard node.group == nil, !hasNavigation else { return nil }
    let children = reader.children(node.call.closure(""), node.bindings, file: node.file)
    guard children.count <= 8 else { return nil }
    let nodes = children.map { reader.node($0.expression, $0.bindings, file: $0.file) }
    var containers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    if tabs.isEmpty { containers.insert("TabView") }
    let pages = ContentReader(importer: importer)
    guard
      let container = nodes.first(where: {
        containers.contains($0.name) && ($0.name != "TabView" || pages.pageStyle($0) == nil)
      })
    else {
      return nil
    }
    return (container, nodes.count - 1)
  }

  /// A screen without a navigation container whose `VStack` ends in a vertical `ScrollView`
  /// or `List` (seed 003: a top view over the posts): the views before it stay where they are
  /// and the scroll view scrolls under them. False when the stack is not of that shape.
  private mutating func readPinned(_ node: ViewNode) -> Bool {
    guard node.group == nil else { return false }
    let children = reader.children(node.call.closure(""), node.bindings, file: node.file)
    let nodes = children.map { reader.node($0.expression, $0.bindings, file: $0.file) }
    func scrolls(_ child: ViewNode) -> Bool {
      child.name == "List" || child.name == "Form"
        || (child.name == "ScrollView"
          && child.evaluator.member(child.call.argument(nil)) != "horizontal")
    }
    guard let index = nodes.lastIndex(where: scrolls), index > 0,
      nodes[(index + 1)...].allSatisfy({ $0.name == "Spacer" })
    else { return false }
    let contentReader = ContentReader(importer: importer)
    let views = nodes[..<index].map { contentReader.content($0) }
    let evaluator = node.evaluator
    let alignment =
      evaluator.member(node.call.argument("alignment")).flatMap {
        SceneFormat.value($0, in: SceneFormat.horizontalAlignments)
      } ?? .center
    let stack = ContentNode.stack(
      StackContent(
        .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: evaluator.number(node.call.argument("spacing")), children: views))
    pinned = [views.count == 1 ? views[0] : stack]
    walk(nodes[index])
    return true
  }

  /// `GeometryReader { geo in List { … } }` as the screen's view (a row width measured for a
  /// layout choice): a reader takes all it is offered and lays its content from the top
  /// leading corner, and a list or scroll view takes all it is offered too, so the one view
  /// inside is the screen's, read with a proxy of the screen's safe area
  /// (``LiveContext/screenReader(_:)``). False when the reader holds anything else.
  private mutating func readReaderScreen(_ node: ViewNode) -> Bool {
    guard node.group == nil, !sawList, let bindings = importer.live.screenReader(node) else {
      return false
    }
    let children = reader.children(node.call.closure(""), bindings, file: node.file)
    guard children.count == 1, let only = children.first else { return false }
    let child = reader.node(only.expression, only.bindings, file: only.file)
    guard ["List", "Form", "ScrollView"].contains(child.name) else { return false }
    walk(child)
    return true
  }

  /// `ZStack { List { … }; if loading { ProgressView() } }`: the list is the screen's (its
  /// sections, headers and rows), as a list alone is. A list is opaque and fills the stack, so
  /// views under it are hidden; views over it (an overlay that is often invisible on the first
  /// frame) are not drawn, said once. False when the stack holds no list, or a list and a
  /// scroll view or navigation container.
  private mutating func readListUnderStack(_ node: ViewNode) -> Bool {
    guard node.group == nil, !sawList else { return false }
    let children = reader.children(node.call.closure(""), node.bindings, file: node.file)
    guard children.count <= 8 else { return false }
    let nodes = children.map { reader.node($0.expression, $0.bindings, file: $0.file) }
    let lists = nodes.indices.filter { ["List", "Form"].contains(nodes[$0].name) }
    let others = [
      "ScrollView", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
    ]
    guard lists.count == 1, !nodes.contains(where: { others.contains($0.name) }) else {
      return false
    }
    let over = nodes.count - lists[0] - 1
    if over > 0 {
      importer.warn(
        "\(over) view\(over == 1 ? "" : "s") over the List in this ZStack \(over == 1 ? "is" : "are") not drawn",
        at: node.call.node, file: node.file)
    }
    walk(nodes[lists[0]])
    return true
  }

  /// `VStack { Header(); List { … }; Button("Save") { } }`: the list is the screen's, as a
  /// list alone is; the views before it scroll above its rows and the views after it stay at
  /// the bottom, above the home indicator (SwiftUI gives the list the height the others leave).
  /// False when the stack holds no list, or a list and another scrolling view.
  private mutating func readStackedList(_ node: ViewNode) -> Bool {
    guard node.group == nil, !sawList else { return false }
    let children = reader.children(node.call.closure(""), node.bindings, file: node.file)
    guard children.count <= 16 else { return false }
    let nodes = children.map { reader.node($0.expression, $0.bindings, file: $0.file) }
    let lists = nodes.indices.filter { ["List", "Form"].contains(nodes[$0].name) }
    guard lists.count == 1, !nodes.contains(where: { $0.name == "ScrollView" }) else {
      return false
    }
    let index = lists[0]
    let contentReader = ContentReader(importer: importer)
    content += nodes[..<index].filter { $0.name != "Spacer" }.map { contentReader.content($0) }
    let after = nodes[(index + 1)...].filter { $0.name != "Spacer" }.map {
      contentReader.content($0)
    }
    if !after.isEmpty {
      bottomInset =
        after.count == 1
        ? after[0]
        : .stack(
          StackContent(
            .vertical, spacing: node.evaluator.number(node.call.argument("spacing")),
            children: after))
    }
    walk(nodes[index])
    return true
  }

  private mutating func walkChildren(_ children: [ViewNode.Child]) {
    if children.count == 1, let only = children.first {
      walk(reader.node(only.expression, only.bindings, file: only.file))
    } else {
      content += ContentReader(importer: importer).contents(children)
      sawBareContent = true
    }
  }

  /// A `List` or `Form`: sections (explicit, and loose rows between them), rows.
  private mutating func readList(_ node: ViewNode) {
    guard !sawList else {
      // A second list is drawn in the content, as a list inside a stack is.
      content.append(ContentReader(importer: importer).content(node))
      return
    }
    sawList = true
    // `.textCase(nil)` on the list: every header as written (an environment value).
    let outerCleared = importer.textCaseCleared
    importer.textCaseCleared = outerCleared || Self.clearsTextCase(node)
    defer { importer.textCaseCleared = outerCleared }
    let listCleared = importer.textCaseCleared
    let children = reader.listChildren(node)
    var loose: [RowContent] = []
    func flush(_ sections: inout [(section: SectionSpec, rows: [RowContent])]) {
      if !loose.isEmpty { sections.append((SectionSpec(), loose)) }
      loose = []
    }
    var pending = children[...]
    var guardCount = 0
    while let child = pending.popFirst(), guardCount < 10_000 {
      guardCount += 1
      let item = reader.node(child.expression, child.bindings, file: child.file)
      if let group = reader.listGroup(item) {
        pending = group[...] + pending
        continue
      }
      if item.name == "Section" {
        importer.textCaseCleared = listCleared
        flush(&sections)
        if let section = self.section(item) { sections.append(section) }
      } else {
        loose.append(RowReader(importer: importer).row(item))
      }
    }
    flush(&sections)
    if sections.isEmpty { readEmptyListOverlay(node) }
  }

  /// `List { ForEach(items) { … } }.overlay { if items.isEmpty { ContentUnavailableView(…) } }`:
  /// a list with no rows shows its overlay, centred in the safe area, as the screen's content.
  private mutating func readEmptyListOverlay(_ node: ViewNode) {
    guard let overlay = node.modifier("overlay") else { return }
    var children: [ViewNode.Child] = []
    if let closure = overlay.call.closure("") ?? overlay.call.closure("content") {
      children = reader.children(closure, overlay.bindings, file: overlay.file)
    } else if let view = overlay.call.argument(nil) {
      children = [ViewNode.Child(expression: view, bindings: overlay.bindings, file: overlay.file)]
    }
    let views = ContentReader(importer: importer).contents(children)
    guard !views.isEmpty else { return }
    content += views
    sawBareContent = true
  }

  /// `Section("Title") { … }`, `Section(header: Text("x"), footer: Text("y")) { … }`,
  /// `Section { … } header: { … } footer: { … }`.
  private func section(_ node: ViewNode) -> (section: SectionSpec, rows: [RowContent])? {
    let call = node.call
    let evaluator = node.evaluator
    // `.textCase(nil)` on the list, the section or inside the header's views: as written.
    let outerCleared = importer.textCaseCleared
    if Self.clearsTextCase(node) { importer.textCaseCleared = true }
    defer { importer.textCaseCleared = outerCleared }
    var headerCleared = importer.textCaseCleared
    var header = evaluator.localized(call.argument(nil))
    var footer: String?
    if header == nil {
      header = text(of: call.argument("header"), node)
      headerCleared = importer.textCaseCleared
    }
    footer = text(of: call.argument("footer"), node)
    let rowsClosure =
      call.closures.first { $0.label == "" || $0.label == "content" }?.closure
      ?? call.closure("content")
    if header == nil, let closure = call.closure("header") {
      header = headerText(
        reader.children(closure, node.bindings, file: node.file), at: closure, file: node.file)
      headerCleared = importer.textCaseCleared
    }
    importer.textCaseCleared = outerCleared || Self.clearsTextCase(node)
    if footer == nil, let closure = call.closure("footer") {
      footer = headerText(
        reader.children(closure, node.bindings, file: node.file), at: closure, file: node.file)
    }
    var rows: [RowContent] = []
    var pending =
      (rowsClosure.map { reader.children($0, node.bindings, file: node.file) }
      ?? reader.children(of: call, "content", node.bindings, file: node.file))[...]
    while let child = pending.popFirst(), rows.count < 10_000 {
      let item = reader.node(child.expression, child.bindings, file: child.file)
      if let group = reader.listGroup(item) {
        pending = group[...] + pending
        continue
      }
      if item.name == "Section" {
        // A section inside a section's rows: its rows continue the outer section's, as a
        // form lays them out (before: one placeholder row).
        let inner = item.call.closures.first { $0.label == "" || $0.label == "content" }?.closure
        pending =
          (inner.map { reader.children($0, item.bindings, file: item.file) }
          ?? reader.children(of: item.call, "content", item.bindings, file: item.file))[...]
          + pending
        continue
      }
      rows.append(RowReader(importer: importer).row(item))
    }
    guard !rows.isEmpty else {
      importer.warn("an empty section is left out", at: call.node, file: node.file)
      return nil
    }
    importer.viewsRead += 1
    return (
      SectionSpec(
        header: header ?? "", footer: footer ?? "", headerAsWritten: header != nil && headerCleared),
      rows
    )
  }

  /// Whether `node` carries `.textCase(nil)` (its texts keep their case).
  static func clearsTextCase(_ node: ViewNode) -> Bool {
    node.modifier("textCase")?.call.argument(nil)?.is(NilLiteralExprSyntax.self) == true
  }

  /// The text of a header or footer view argument (`Text("x")`, a custom view such as
  /// `SectionHeaderView(text: "x")`: the words it draws).
  private func text(of expression: ExprSyntax?, _ owner: ViewNode) -> String? {
    // `header: { Text("x") }` is a closure parameter, read as one.
    guard let expression, !expression.is(ClosureExprSyntax.self) else { return nil }
    let node = reader.node(expression, owner.bindings, file: owner.file)
    if node.name == "Text" || node.name == "Label",
      let text = node.evaluator.localized(node.call.argument(nil))
    {
      if Self.clearsTextCase(node) { importer.textCaseCleared = true }
      return text
    }
    return headerText(
      [ViewNode.Child(expression: expression, bindings: owner.bindings, file: owner.file)],
      at: expression, file: owner.file)
  }

  /// The words a header or footer closure's views draw, joined by spaces; nil (with a
  /// warning) when they draw none.
  private func headerText(_ children: [ViewNode.Child], at node: some SyntaxProtocol, file: Int)
    -> String?
  {
    let texts = ContentReader(importer: importer).contents(children).flatMap { $0.texts() }
    guard !texts.isEmpty else {
      importer.warn("a header or footer that draws no text is left out", at: node, file: file)
      return nil
    }
    return texts.joined(separator: " ")
  }

  /// Screen modifiers; a value already set by a view deeper in the tree wins.
  private mutating func apply(_ modifier: ViewNode.Modifier) {
    let evaluator = modifier.evaluator(importer)
    let call = modifier.call
    switch modifier.name {
    case "sheet", "fullScreenCover":
      if presented == nil { presented = SheetReader(importer: importer).scene(of: modifier) }
    case "presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
      "interactiveDismissDisabled", "presentationBackgroundInteraction",
      "presentationContentInteraction":
      var spec = presentation ?? PresentationSpec()
      SheetReader(importer: importer).apply(modifier, to: &spec)
      presentation = spec
    case "navigationTitle", "navigationBarTitle":
      if title == nil { title = titleText(call.argument(nil), evaluator) }
      if modifier.name == "navigationBarTitle", titleMode == nil {
        titleMode = evaluator.member(call.argument("displayMode"))
      }
    // `toolbarTitleDisplayMode` is iOS 17's name for it.
    case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
      if titleMode == nil { titleMode = evaluator.member(call.argument(nil)) }
    case "listStyle":
      if listStyle == nil {
        let style = evaluator.member(call.argument(nil)) ?? ""
        switch style {
        case "plain": listStyle = .plain
        case "insetGrouped", "automatic": listStyle = .insetGrouped
        default:
          importer.warn(
            "list style .\(style) is drawn inset-grouped (NavLab draws plain and inset-grouped)",
            at: call.node, file: modifier.file)
          listStyle = .insetGrouped
        }
      }
    case "searchable", "searchScopes", "searchSuggestions", "onSubmit":
      _ = applySearch(modifier)
    case "safeAreaInset":
      readSafeAreaInset(modifier)
    case "refreshable":
      refresh = true
    case "statusBarHidden", "statusBar":
      if statusBarHidden == nil {
        statusBarHidden =
          call.arguments.isEmpty
          ? true : evaluator.bool(call.argument(nil) ?? call.argument("hidden")) ?? false
      }
    case "preferredColorScheme", "colorScheme":
      if appearance == nil, let scheme = evaluator.member(call.argument(nil)) {
        appearance = Appearance(rawValue: scheme)
      }
    case "tint", "accentColor":
      if tint == nil, let argument = call.argument(nil),
        let color = ColorReader.color(argument, evaluator)
      {
        tint = ColorReader.tint(color)
      }
    case "toolbar" where isVisibility(call.argument(nil), evaluator), "toolbarVisibility":
      readBarVisibility(modifier)
    case "navigationBarHidden":
      if navigationBarHidden == nil {
        navigationBarHidden = evaluator.bool(call.argument(nil)) ?? true
      }
    case "toolbar":
      readToolbar(modifier)
    case "navigationBarItems":
      readNavigationBarItems(modifier)
    default:
      // Live mode: the list's or scroll view's own code (`onScrollGeometryChange`,
      // `onPreferenceChange`, `coordinateSpace`…).
      var none: ContentNode?
      _ = importer.live.register(modifier, on: &none)
    }
  }

  /// A title: a string (localised), or a `Text("x")` / `Text(verbatim:)` view.
  func titleText(_ expression: ExprSyntax?, _ evaluator: Evaluator) -> String? {
    guard let expression else { return nil }
    let split = importer.live.viewCall(expression)
    if split.view.name == "Text" {
      return evaluator.localized(split.view.argument(nil))
        ?? evaluator.string(split.view.argument("verbatim"))
    }
    return evaluator.localized(expression)
  }

  /// The screen read (its pushed screens are the caller's: `NavigationContext.destinations`).
  /// Whether the screen stands in a navigation container, or asks for what only a bar shows
  /// (a title, its display mode, bar items, search, pull to refresh).
  var asksForNavigationBar: Bool {
    hasNavigation || title != nil || titleMode != nil || !leading.isEmpty || !trailing.isEmpty
      || principal != nil || search != nil || refresh
  }

  func scene() -> ScreenSpec {
    var spec = ScreenSpec(id: "", title: title ?? "")
    spec.largeTitleMode = titleMode == "inline" || !pinned.isEmpty ? .never : .always
    spec.statusBarMode = statusBarHidden == true ? .hidden : .visible
    spec.forcedAppearance = appearance
    spec.tint = tint
    if let background {
      var colors = spec.colors
      // A translucent colour lies over the window's system background (white, or black in
      // the dark), which shows through it.
      func over(_ theme: Theme) -> Color {
        let color = background.resolved(in: theme)
        var solid = color
        solid.alpha = 255
        return theme.background.mixed(with: solid, Double(color.alpha) / 255)
      }
      colors.background = AppearanceColor(light: over(.light), dark: over(.dark))
      spec.colors = colors
    }
    spec.leadingItems = leading
    spec.trailingItems = trailing
    spec.bottomItems = bottom
    spec.principal = principal
    spec.pinned = pinned.first
    if !content.isEmpty {
      spec.content =
        content.count == 1
        ? content[0] : .stack(StackContent(.vertical, spacing: 0, children: content))
    }
    spec.listStyle = listStyle ?? (sawList ? .insetGrouped : .plain)
    // SwiftUI draws no bar for a view outside a navigation container; one that asks for a
    // title, bar items, search or refresh is meant to be pushed in one, and is shown so.
    if !asksForNavigationBar, pinned.isEmpty {
      spec.navigationBar = false
      spec.largeTitleMode = .never
    }
    // A root view that is not a scroll view is offered the safe area and centred in it.
    if sawBareContent, !sawScrollContent, sections.isEmpty, pinned.isEmpty {
      spec.contentFrame = .safeArea
    }
    if sections.isEmpty {
      // No list: the model needs a row pattern, so one empty row and none drawn.
      spec.rows = [RowContent("")]
      spec.sectionPattern = [1]
      spec.sections = [SectionSpec()]
      spec.rowCount = 0
    } else {
      for (section, rows) in sections {
        spec.sections.append(section)
        spec.sectionPattern.append(rows.count)
        spec.rows += rows
      }
      spec.rowCount = spec.rows.count
    }
    spec.search = search
    spec.bottomInset = bottomInset
    if spec.search != nil {
      spec.search!.scopes = scopes
      spec.search!.scope = min(scope, max(scopes.count - 1, 0))
      spec.search!.suggestions = suggestions
    }
    if refresh { spec.refresh = RefreshSpec() }
    // `.navigationBarHidden(true)`: the content starts under the status bar, no title drawn;
    // what lives in the bar goes with it (its items, its search field; a refresh control
    // shows only once pulled, which the scene format ties to the bar).
    if navigationBarHidden == true {
      spec.navigationBar = false
      spec.largeTitleMode = .never
      spec.leadingItems = []
      spec.trailingItems = []
      spec.principal = nil
      spec.search = nil
      spec.refresh = nil
    }
    if tabs.count >= 2, tabBarHidden != true {
      spec.tabBar = TabBarSpec(items: Array(tabs.prefix(5)), selected: selectedTab)
    }
    spec.presented = presented
    spec.presentation = presentation
    return spec
  }
}
