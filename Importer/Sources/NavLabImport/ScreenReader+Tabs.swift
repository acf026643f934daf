import ScreenModel
import SwiftSyntax

/// `TabView` (issue 41): every tab is read as a screen of its own — the shown one as this
/// screen, each other one into its tab bar item's `screen` — so a tap on another tab shows
/// that tab's title and rows. `TabView(selection: $tab)` is bound: the tab whose tag is the
/// state's value shows, and a tap writes the tapped tab's tag (docs/swiftui.md).
extension ScreenReader {
  mutating func readTabView(_ node: ViewNode) {
    var nodes: [ViewNode] = []
    var pending = reader.children(node.call.closure(""), node.bindings, file: node.file)[...]
    while let child = pending.popFirst(), nodes.count < 100 {
      let tab = reader.node(child.expression, child.bindings, file: child.file)
      // A tab or section the tab bar leaves out (`.hidden(sizeClass == .compact)`,
      // `.defaultVisibility(.hidden, for: .tabBar)`), with what it holds.
      if isHiddenFromTabBar(tab) { continue }
      // `TabSection("x") { Tab… }` and a custom view of several tabs: their tabs in order.
      if tab.name == "TabSection" {
        pending =
          reader.children(tab.call.closure(""), tab.bindings, file: tab.file)[...] + pending
      } else if let group = tab.group {
        pending = group[...] + pending
      } else {
        nodes.append(tab)
      }
    }
    // iPhone tab bars show at most five tabs.
    nodes = Array(nodes.prefix(5))
    guard let first = nodes.first else { return }
    // The tab the engine shows (a tap there reaches the code as a `tab` event), unless the
    // code's selection names another.
    selectedTab = min(importer.live.shownTab, nodes.count - 1)
    if let written = node.call.argument("selection"), let scope = node.bindings.scope,
      case .binding(let cell)? = importer.live.evaluate(written, in: scope, file: node.file)
    {
      let selection = TabSelection(cell: cell, tags: nodes.map(tag))
      importer.live.handlers.tabSelection = selection
      selectedTab = selection.selected ?? selectedTab
    }
    for (index, tab) in nodes.enumerated() {
      var item = tabItem(tab)
      if nodes.count >= 2, index != selectedTab { item.screen = tabScreen(tab, index: index) }
      tabs.append(item)
    }
    let shown = nodes.indices.contains(selectedTab) ? nodes[selectedTab] : first
    walk(shown.name == "Tab" ? tabContent(shown) : shown)
  }

  /// Whether an iPhone's tab bar leaves the tab (or the tabs of a `TabSection`, or of a
  /// `ForEach` of tabs) out: `.hidden()`, `.hidden(condition)` whose condition holds (the
  /// environment's compact width class), `.defaultVisibility(.hidden, for: .tabBar)` (also
  /// `.automatic`; iOS 18's tab bar). A condition NavLab cannot evaluate keeps the tab.
  private func isHiddenFromTabBar(_ tab: ViewNode) -> Bool {
    for modifier in tab.modifiers {
      switch modifier.name {
      case "hidden":
        guard let condition = modifier.call.argument(nil) else { return true }
        if let scope = modifier.bindings.scope,
          case .bool(true)? = importer.live.evaluate(condition, in: scope, file: modifier.file)
        {
          return true
        }
      case "defaultVisibility":
        let evaluator = modifier.evaluator(importer)
        guard evaluator.member(modifier.call.argument(nil)) == "hidden" else { continue }
        let placements = modifier.call.arguments.dropFirst().map {
          evaluator.member($0.expression)
        }
        if placements.isEmpty || placements.contains("tabBar") || placements.contains("automatic") {
          return true
        }
      default: continue
      }
    }
    return false
  }

  /// A tab's tag: `Tab("x", systemImage: "y", value: v)`'s value, else its `.tag(v)`.
  private func tag(_ tab: ViewNode) -> RuntimeValue? {
    let written =
      tab.name == "Tab"
      ? tab.call.argument("value") ?? tab.modifier("tag")?.call.argument(nil)
      : tab.modifier("tag")?.call.argument(nil)
    guard let written, let scope = tab.bindings.scope else { return nil }
    return importer.live.evaluate(written, in: scope, file: tab.file)
  }

  /// A tab that is not shown, read as its root screen: its own title, list, toolbar, search
  /// and the screens its links push. Its views' `onAppear` waits until the tab shows (it is
  /// read as a screen nobody has shown, `tab1`…), as a `TabView`'s hidden tabs do.
  private func tabScreen(_ tab: ViewNode, index: Int) -> ScreenSpec {
    var spec = importer.readScreen(named: "tab\(index)") {
      $0.walk(tab.name == "Tab" ? tabContent(tab) : tab)
    }
    spec.id = "tab\(index)"
    spec.destinations = importer.navigation.destinations.removeLast()
    return spec
  }

  /// `Tab("Settings", systemImage: "gear") { … }`: its content.
  private func tabContent(_ tab: ViewNode) -> ViewNode {
    let children = reader.children(tab.call.closure(""), tab.bindings, file: tab.file)
    guard let first = children.first else { return tab }
    var node = reader.node(first.expression, first.bindings, file: first.file)
    node.modifiers += tab.modifiers
    return node
  }

  /// A tab's label and glyph from `.tabItem { Label(…) }` or `Tab(…)`.
  private func tabItem(_ node: ViewNode) -> TabBarSpec.Item {
    var label = "Tab"
    var symbol = "ellipsis"
    if node.name == "Tab" {
      // `Tab(value: x, role: .search) { … }`: iOS names and draws the search tab itself.
      if node.evaluator.member(node.call.argument("role")) == "search" {
        (label, symbol) = ("Search", "magnifyingglass")
      }
      label = node.evaluator.localized(node.call.argument(nil)) ?? label
      symbol = node.call.symbolName(node.evaluator) ?? symbol
      // `Tab(value: x) { … } label: { Label(…) }`: the label closure names and draws it.
      if let closure = node.call.closure("label") {
        let parts = labelParts(reader.children(closure, node.bindings, file: node.file))
        label = parts.label ?? label
        symbol = parts.symbol ?? symbol
      }
    } else if let item = node.modifier("tabItem") {
      // An icon-only item (`.tabItem { Image(systemName: "house") }`) has no title under it.
      let parts = labelParts(
        reader.children(item.call.closure(""), item.bindings, file: item.file))
      label = parts.label ?? ""
      symbol = parts.symbol ?? symbol
    }
    var glyph = SymbolNames.glyph(symbol) ?? ""
    // A name NavLab has no shape for is drawn from the open set (`tray`, `archivebox`).
    if !SymbolNames.drawable.contains(glyph), let open = SymbolNames.openSymbol(symbol) {
      glyph = open
    }
    SymbolNames.warnIfStandIn(glyph, at: node.call.node, file: node.file, importer: importer)
    if !SymbolNames.drawable.contains(glyph), SymbolNames.openSymbol(glyph) == nil {
      importer.warn(
        "NavLab has no drawing of the symbol \"\(symbol)\"; the tab shows an ellipsis",
        at: node.call.node, file: node.file)
      glyph = "ellipsis"
    }
    var item = TabBarSpec.Item(label: label, glyph: glyph)
    // iOS 26 draws the search tab apart, its field activated when chosen (issue 41).
    if node.name == "Tab", node.evaluator.member(node.call.argument("role")) == "search" {
      item.role = .search
    }
    // `.badge(5)` or `.badge("New")` (UITabBarItem.badgeValue); 0 or "" shows none, and the
    // scene format's badge holds at most 16 characters.
    if let badge = node.modifier("badge"),
      let text = badge.evaluator(importer).string(badge.call.argument(nil)), !text.isEmpty,
      text != "0"
    {
      item.badge = String(text.prefix(16))
    }
    return item
  }

  /// The title and SF Symbol a tab's label views show, the first of each: a `Text`, a `Label`
  /// (its title and icon arguments or closures), an `Image(systemName:)`, found inside the
  /// stacks and helper views that hold them (`VStack { Image(…); Text(…) }` from a function).
  func labelParts(_ children: [ViewNode.Child], depth: Int = 0)
    -> (label: String?, symbol: String?)
  {
    var label: String?
    var symbol: String?
    for child in children where depth < 6 && (label == nil || symbol == nil) {
      let inner = reader.node(child.expression, child.bindings, file: child.file)
      let evaluator = inner.evaluator
      switch inner.name {
      case "Text":
        label = label ?? evaluator.localized(inner.call.argument(nil))
      case "Image":
        symbol = symbol ?? inner.call.symbolName(evaluator)
      case "Label":
        label = label ?? evaluator.localized(inner.call.argument(nil))
        symbol = symbol ?? inner.call.symbolName(evaluator)
        for closure in ["", "title", "icon"] {
          guard let views = inner.call.closure(closure) else { continue }
          let parts = labelParts(
            reader.children(views, inner.bindings, file: inner.file), depth: depth + 1)
          label = label ?? parts.label
          symbol = symbol ?? parts.symbol
        }
      default:
        // An `AsyncImage`'s first frame is its placeholder (nothing has loaded yet).
        let closure = inner.call.closure(inner.name == "AsyncImage" ? "placeholder" : "")
        let views = inner.group ?? reader.children(closure, inner.bindings, file: inner.file)
        let parts = labelParts(views, depth: depth + 1)
        label = label ?? parts.label
        symbol = symbol ?? parts.symbol
      }
    }
    return (label, symbol)
  }
}
