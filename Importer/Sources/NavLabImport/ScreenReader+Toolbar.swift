import DisplayList
import ScreenModel
import SwiftSyntax

/// The navigation bar's items: `.toolbar { … }` (its `ToolbarItem`s and `ToolbarItemGroup`s, an
/// app's own `ToolbarContent`, bare views) and `.navigationBarItems(leading:trailing:)`, read
/// into the screen's leading and trailing `BarItem`s and its principal content.
extension ScreenReader {
  /// Where SwiftUI puts a toolbar item on an iPhone's navigation bar, by its placement
  /// (Apple's `ToolbarItemPlacement`).
  enum BarPlacement {
    case leading, trailing, principal
    /// Shown only while the keyboard is (`.keyboard`): not on a first frame.
    case keyboard
    /// The bottom toolbar (`.bottomBar`), its items leading to trailing.
    case bottom
    /// The bottom toolbar's middle (`.status`: "centered in the bottom toolbar", Apple's
    /// `ToolbarItemPlacement.status`).
    case status
    /// A placement NavLab does not draw: left out with a warning.
    case other
  }

  static func barPlacement(_ name: String) -> BarPlacement {
    switch name {
    case "topBarLeading", "navigationBarLeading", "cancellationAction", "leading", "navigation":
      return .leading
    case "topBarTrailing", "navigationBarTrailing", "primaryAction", "confirmationAction",
      "destructiveAction", "automatic", "trailing":
      return .trailing
    case "principal": return .principal
    case "keyboard": return .keyboard
    case "bottomBar": return .bottom
    case "status": return .status
    default: return .other
    }
  }

  /// Whether `expression` is a `Visibility` (`.hidden`, `.visible`, `.automatic`): the
  /// `.toolbar(_:for:)` that shows or hides bars, not a toolbar of items.
  func isVisibility(_ expression: ExprSyntax?, _ evaluator: Evaluator) -> Bool {
    guard let expression, !expression.is(ClosureExprSyntax.self) else { return false }
    return ["hidden", "visible", "automatic"].contains(evaluator.member(expression) ?? "")
  }

  /// `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, for: .tabBar)`
  /// (iOS 18's name), `.toolbar(.hidden)` (every bar the view has): which bars the screen
  /// hides; the innermost wins, as for every bar preference.
  mutating func readBarVisibility(_ modifier: ViewNode.Modifier) {
    let evaluator = modifier.evaluator(importer)
    let call = modifier.call
    guard let visibility = evaluator.member(call.argument(nil)), visibility != "automatic" else {
      return
    }
    let hidden = visibility == "hidden"
    let bars = call.arguments.dropFirst().map { evaluator.member($0.expression) ?? "" }
    if bars.isEmpty || bars.contains("navigationBar") || bars.contains("automatic") {
      if navigationBarHidden == nil { navigationBarHidden = hidden }
    }
    if bars.isEmpty || bars.contains("tabBar") || bars.contains("automatic") {
      if tabBarHidden == nil { tabBarHidden = hidden }
    }
  }

  mutating func readToolbar(_ modifier: ViewNode.Modifier) {
    var pending = reader.children(
      modifier.call.closure("") ?? modifier.call.closure("content"), modifier.bindings,
      file: modifier.file)[...]
    if pending.isEmpty, let method = contentMethod(modifier) {
      pending = reader.children(method.statements, modifier.bindings, file: method.file)[...]
    }
    var read = 0
    while let child = pending.popFirst(), read < 64 {
      read += 1
      let node = reader.node(child.expression, child.bindings, file: child.file)
      // An app's own `ToolbarContent` of several items, a `Group` or a `ForEach` of items:
      // each in turn, in the order written.
      if node.name != "HStack", let group = reader.listGroup(node) {
        pending = group[...] + pending
        continue
      }
      guard node.name == "ToolbarItem" || node.name == "ToolbarItemGroup" else {
        // iOS 26's `ToolbarSpacer(.flexible, placement: .bottomBar)` between bottom items.
        if node.name == "ToolbarSpacer",
          Self.barPlacement(node.evaluator.member(node.call.argument("placement")) ?? "")
            == .bottom
        {
          appendBottom(.space)
          continue
        }
        add(node, .trailing)
        continue
      }
      let placementName = node.evaluator.member(node.call.argument("placement")) ?? "automatic"
      let placement = Self.barPlacement(placementName)
      switch placement {
      case .principal:
        // The bar's middle, in the inline title's place (the first one wins, as the innermost
        // modifier does).
        let children = reader.children(node.call.closure(""), node.bindings, file: node.file)
        let contents = ContentReader(importer: importer).contents(children)
        if principal == nil, !contents.isEmpty {
          principal =
            contents.count == 1
            ? contents[0] : .stack(StackContent(.horizontal, spacing: 8, children: contents))
        }
        continue
      case .keyboard:
        // Items above the keyboard show while it does: a first frame has none to show.
        continue
      case .bottom, .status:
        // A status item is centred: spaces on both sides share the width left over.
        if placement == .status { appendBottom(.space) }
        for child in reader.children(node.call.closure(""), node.bindings, file: node.file) {
          let view = reader.node(child.expression, child.bindings, file: child.file)
          if ["Spacer", "ToolbarSpacer"].contains(view.name) {
            appendBottom(.space)
            continue
          }
          for item in barViews(view) {
            if let drawn = barItem(item) { appendBottom(drawn) }
          }
        }
        if placement == .status { appendBottom(.space) }
        continue
      case .other:
        importer.warn(
          "toolbar placement .\(placementName) is not drawn yet; its items are left out",
          at: node.call.node, file: node.file)
        continue
      case .leading, .trailing:
        break
      }
      // `ToolbarItemGroup { … } label: { Label("Filter", systemImage: …) }`: its items
      // collapsed behind one button that opens them as a menu (iOS 16's collapsed group).
      if node.name == "ToolbarItemGroup", let label = node.call.closure("label") {
        let parts = labelParts(reader.children(label, node.bindings, file: node.file))
        if var item = labelItem(parts, at: node) {
          item.menu = MenuReader(importer: importer).menu(node)
          append(item, placement)
          continue
        }
      }
      for item in reader.children(node.call.closure(""), node.bindings, file: node.file) {
        add(reader.node(item.expression, item.bindings, file: item.file), placement)
      }
    }
  }

  /// `.navigationBarItems(leading: dismissButton, trailing: HStack { … })`: each side's
  /// buttons; a side a deeper view already set is kept (the innermost wins).
  mutating func readNavigationBarItems(_ modifier: ViewNode.Modifier) {
    for side in ["leading", "trailing"] {
      guard let expression = modifier.call.argument(side) else { continue }
      let node = reader.node(expression, modifier.bindings, file: modifier.file)
      let read = barViews(node).compactMap(barItem).prefix(3)
      if side == "leading", leading.isEmpty { leading = Array(read) }
      if side == "trailing", trailing.isEmpty { trailing = Array(read) }
    }
  }

  /// `.toolbar(content: toolbarItems)`: a method of the view being read, without parameters,
  /// named as the content (`func toolbarItems() -> some ToolbarContent { … }`), its body's
  /// statements; nil when the argument names none.
  private func contentMethod(_ modifier: ViewNode.Modifier)
    -> (statements: CodeBlockItemListSyntax, file: Int)?
  {
    guard
      let name = (modifier.call.argument("content") ?? modifier.call.argument(nil))?
        .as(DeclReferenceExprSyntax.self)?.baseName.text,
      let owner = modifier.bindings.enclosing.last,
      let interpreter = importer.live.interpreter
    else { return nil }
    let methods = interpreter.types[owner]?.methods[name] ?? []
    guard
      let method = methods.first(where: { $0.decl.signature.parameterClause.parameters.isEmpty }),
      let body = method.decl.body
    else { return nil }
    return (body.statements, method.file)
  }

  /// Each bar item `node` stands for, at the end of `placement`'s side.
  private mutating func add(_ node: ViewNode, _ placement: BarPlacement) {
    for view in barViews(node) {
      guard let item = barItem(view) else { continue }
      append(item, placement)
    }
  }

  /// A bottom toolbar's next item or space (at most 12, what a scene takes).
  private mutating func appendBottom(_ item: BarItem) {
    if bottom.count < 12 { bottom.append(item) }
  }

  private mutating func append(_ item: BarItem, _ placement: BarPlacement) {
    if placement == .leading {
      if leading.count < 3 { leading.append(item) }
    } else if trailing.count < 3 {
      trailing.append(item)
    }
  }

  /// The bar items a toolbar view stands for: itself, or each view of the stacks and groups
  /// that hold them (`ToolbarItem { HStack { AddButton(); SettingsLink() } }` lays out one
  /// button beside the other, as items do; `Group { if all { HStack { SortMenu() } } }` holds
  /// one), four levels deep. Spacers and SwiftUI's `ToolbarSpacer` separate items and draw
  /// nothing.
  private func barViews(_ node: ViewNode, depth: Int = 0) -> [ViewNode] {
    if ["Spacer", "ToolbarSpacer", "Divider"].contains(node.name) { return [] }
    guard depth < 4,
      ["HStack", "VStack", "ZStack", "Group"].contains(node.name) || node.group != nil
    else { return [node] }
    let children =
      node.group ?? reader.children(node.call.closure(""), node.bindings, file: node.file)
    let views = children.flatMap {
      barViews(reader.node($0.expression, $0.bindings, file: $0.file), depth: depth + 1)
    }
    // `ZStack { Button(…); BadgeDot() }`: one item, the button, with what is drawn over it.
    if node.name == "ZStack", let button = views.first(where: Self.isBarControl) {
      return [button]
    }
    return views
  }

  /// Whether `node` is a control a bar item is made of.
  private static func isBarControl(_ node: ViewNode) -> Bool {
    ["Button", "NavigationLink", "Menu", "Link", "ShareLink", "EditButton", "Image", "Label"]
      .contains(node.name)
  }

  /// What a bar item draws for the SF Symbol `name`: the symbol of that very name (NavLab's
  /// shapes, then its open icon set, as a scene's `glyph` resolves), else NavLab's shape of a
  /// near name (`bell.badge.fill` → `bell`), else nil.
  static func barSymbol(_ name: String) -> Symbol? {
    if let exact = Symbol(sceneName: name) { return exact }
    guard let glyph = SymbolNames.barSymbol(name) else { return nil }
    return BarItem.symbolNames.first { $0.0 == glyph }?.1 ?? Symbol(sceneName: glyph)
  }

  /// The symbol a bar item draws for `name` (``barSymbol(_:)``), with a warning when it is
  /// the nearest of its family standing in for it.
  private func drawnBarSymbol(_ name: String, at node: ViewNode) -> Symbol? {
    guard let drawn = Self.barSymbol(name) else { return nil }
    if drawn.isFamilyStandIn {
      SymbolNames.warnIfStandIn(name, at: node.call.node, file: node.file, importer: importer)
    }
    return drawn
  }

  /// A bar item from a label's title and symbol: a toolbar shows a `Label` as its icon alone
  /// (SwiftUI's toolbar label style is `.iconOnly` on iOS), its title when it has no symbol
  /// NavLab can draw; nil when the label has neither.
  private func labelItem(_ parts: (label: String?, symbol: String?), at node: ViewNode) -> BarItem?
  {
    if let symbol = parts.symbol, let drawn = drawnBarSymbol(symbol, at: node) {
      return BarItem(symbol: drawn)
    }
    if let title = parts.label, !title.isEmpty { return BarItem(title: title) }
    if let symbol = parts.symbol {
      importer.warn(
        "NavLab has no drawing of the symbol \"\(symbol)\"; the bar button shows an ellipsis",
        at: node.call.node, file: node.file)
      return BarItem(symbol: .ellipsis)
    }
    return nil
  }

  /// `Button("Edit") {}`, `Button("Add", systemImage: "plus") {}`, `Button { Image(…) }`,
  /// `Link("Docs", destination:)`, `Label(…)`, `Text(…)`, `EditButton()`, `ShareLink(item:)`.
  private func barItem(_ node: ViewNode) -> BarItem? {
    let evaluator = node.evaluator
    switch node.name {
    case "EditButton": return BarItem(title: "Edit")
    case "ShareLink" where node.call.closures.isEmpty && node.call.argument(nil) == nil:
      // Its default label is "Share" with `square.and.arrow.up`; a toolbar shows the icon.
      return labelItem((label: "Share", symbol: "square.and.arrow.up"), at: node)
    case "Image" where node.call.symbolName(evaluator) == nil:
      // An app's asset image as the item (`Image("icons_outlined_add")`).
      guard let path = assetImage(node) else { return leftOut(node) }
      return BarItem(image: path)
    case "Image":
      // A bare symbol as an item (`.navigationBarItems(trailing: Image(systemName: "gear"))`).
      return labelItem(
        (label: nil, symbol: node.call.symbolName(evaluator)), at: node)
    case "Label":
      guard let expression = node.call.node.as(ExprSyntax.self) else { return leftOut(node) }
      let child = ViewNode.Child(expression: expression, bindings: node.bindings, file: node.file)
      return labelItem(labelParts([child]), at: node) ?? leftOut(node)
    case "Text":
      // A text item (a count, a status): drawn as an item's title.
      guard let text = evaluator.localized(node.call.argument(nil)) else { return leftOut(node) }
      return BarItem(title: text)
    case "Button", "NavigationLink", "Menu", "Link", "ShareLink":
      var title = evaluator.localized(node.call.argument(nil))
      var symbol = node.call.symbolName(evaluator)
      // iOS 26's `Button(role: .close) { dismiss() }` and `(role: .confirm)`: the system draws
      // an xmark or a checkmark (their trailing closure is the action, not a label).
      if title == nil, symbol == nil, node.call.closure("label") == nil {
        symbol =
          ["close": "xmark", "confirm": "checkmark"][
            evaluator.member(node.call.argument("role")) ?? ""]
      }
      if title == nil, symbol == nil,
        let label = node.call.closure("label") ?? node.call.closure("")
      {
        // `Button { HStack { Image(systemName: "wrench") }.frame(…) }`: the symbol and title
        // inside the stacks and helpers that hold them, as for a tab's label.
        let views = reader.children(label, node.bindings, file: node.file)
        let parts = labelParts(views)
        symbol = parts.symbol
        title = parts.label
        // `Button { Image.close }`: an asset image as the whole label.
        if symbol == nil, title == nil, let path = labelImage(views) {
          var item = BarItem(image: path)
          item.action = node.name == "Button" ? importer.live.registerButton(node) : nil
          return item
        }
      }
      guard var item = labelItem((title, symbol), at: node) else { return leftOut(node) }
      // A toolbar `Menu` opens its items; a `Button`'s action runs live (issue 41).
      item.menu = node.name == "Menu" ? MenuReader(importer: importer).menu(node) : nil
      item.action = node.name == "Button" ? importer.live.registerButton(node) : nil
      return item
    default:
      return leftOut(node)
    }
  }

  /// The PNG or JPEG file of an asset image `node` draws (`Image("close")`, an app's
  /// `Image.close`), nil for anything else.
  private func assetImage(_ node: ViewNode) -> String? {
    guard node.name == "Image", let name = node.evaluator.string(node.call.argument(nil)),
      let path = importer.assets.images[name] ?? importer.assets.looseImage(name)
    else { return nil }
    let lower = path.lowercased()
    return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
      ? path : nil
  }

  /// The asset image a label's views draw, inside the stacks that hold it (four deep).
  private func labelImage(_ children: [ViewNode.Child], depth: Int = 0) -> String? {
    for child in children where depth < 4 {
      let inner = reader.node(child.expression, child.bindings, file: child.file)
      if let path = assetImage(inner) { return path }
      let views =
        inner.group ?? reader.children(inner.call.closure(""), inner.bindings, file: inner.file)
      if let path = labelImage(views, depth: depth + 1) { return path }
    }
    return nil
  }

  /// A view NavLab cannot make a bar item of: left out, counted as a placeholder (`--strict`
  /// fails), with a warning naming it.
  private func leftOut(_ node: ViewNode) -> BarItem? {
    importer.placeholders += 1
    importer.warn(
      "NavLab does not interpret \(node.name.isEmpty ? "this" : node.name) in a toolbar; left out",
      at: node.call.node, file: node.file)
    return nil
  }
}
