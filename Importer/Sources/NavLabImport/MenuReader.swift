import ScreenModel
import SwiftSyntax

/// SwiftUI's `Menu` (issue 41): `Menu("Sort") { … }`, `Menu { … } label: { … }`, in a toolbar or
/// in the content. Its buttons become the menu's items (title, `systemImage`, role, and the
/// action a tap on the item runs live), `Divider()` and `Section` separate groups; a nested
/// menu's items are listed in place of it, after a divider.
struct MenuReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  /// The menu `node` opens, or nil (with a warning) when it has no item NavLab can show.
  func menu(_ node: ViewNode) -> MenuSpec? {
    let call = node.call
    var items: [MenuItem] = []
    add(call.closure("content") ?? call.closure(""), node.bindings, file: node.file, into: &items)
    while items.last?.isDivider == true { items.removeLast() }
    guard !items.isEmpty else {
      importer.warn(
        "this Menu has no button NavLab can show; a tap opens nothing", at: call.node,
        file: node.file)
      return nil
    }
    if items.count > MenuSpec.maximumItems {
      importer.warn(
        "a menu shows at most \(MenuSpec.maximumItems) items; the rest are left out",
        at: call.node, file: node.file)
      items = Array(items.prefix(MenuSpec.maximumItems))
    }
    return MenuSpec(items: items)
  }

  /// The label a `Menu` in the content shows: its title (and symbol), or its `label:` views.
  func label(_ node: ViewNode) -> ContentNode {
    let call = node.call
    let evaluator = node.evaluator
    let contents = ContentReader(importer: importer)
    if let title = evaluator.localized(call.argument(nil)) {
      let text = ContentNode.text(TextContent(title))
      guard let name = call.symbolName(evaluator) else { return text }
      let symbol = ContentNode.image(
        ImageContent(
          .system(
            SymbolNames.barSymbol(name) ?? contents.symbol(name, at: call.node, file: node.file))))
      return .stack(StackContent(.horizontal, spacing: 6, children: [symbol, text]))
    }
    let children = reader.children(call.closure("label"), node.bindings, file: node.file)
    // A symbol alone (`Image(systemName: "ellipsis.circle")`) is drawn as a bar button's is:
    // with its ring, not as the plain "•••".
    if children.count == 1 {
      let only = reader.node(children[0].expression, children[0].bindings, file: children[0].file)
      if only.name == "Image", only.modifiers.isEmpty,
        let name = only.call.symbolName(only.evaluator),
        let glyph = SymbolNames.barSymbol(name)
      {
        return .image(ImageContent(.system(glyph)))
      }
    }
    let views = contents.contents(children)
    return views.count == 1 ? views[0] : .stack(StackContent(.horizontal, children: views))
  }

  private func add(
    _ closure: ClosureExprSyntax?, _ bindings: Bindings, file: Int, into items: inout [MenuItem]
  ) {
    var pending = reader.children(closure, bindings, file: file)[...]
    while let child = pending.popFirst(), items.count <= MenuSpec.maximumItems {
      let node = reader.node(child.expression, child.bindings, file: child.file)
      if let group = reader.listGroup(node) {
        pending = group[...] + pending
        continue
      }
      switch node.name {
      case "Button", "Link", "ShareLink":
        items.append(item(node))
      case "Text", "Label":
        // A title with no action (the item only closes the menu).
        var item = MenuItem(node.evaluator.localized(node.call.argument(nil)) ?? "")
        item.glyph = node.call.symbolName(node.evaluator) ?? ""
        items.append(item)
      case "Divider":
        divide(&items)
      case "Section", "Menu", "ControlGroup":
        // A group between dividers; a nested menu's items in its place (it would open as a
        // submenu on iOS).
        divide(&items)
        let inner = node.call.closure("content") ?? node.call.closure("")
        add(inner, node.bindings, file: node.file, into: &items)
        divide(&items)
      default:
        importer.warn(
          "NavLab does not show \(node.name.isEmpty ? "this view" : node.name) in a menu; left out",
          at: node.call.node, file: node.file)
      }
    }
  }

  /// A button as a menu item: its title and symbol (written, or from its `Label`), its role,
  /// and its action, run when the item is tapped.
  private func item(_ node: ViewNode) -> MenuItem {
    let call = node.call
    let evaluator = node.evaluator
    var title = evaluator.localized(call.argument(nil))
    var glyph = call.symbolName(evaluator)
    if title == nil,
      let label = call.closure("label") ?? (call.argument("action") != nil ? call.closure("") : nil)
    {
      for child in reader.children(label, node.bindings, file: node.file) {
        let inner = reader.node(child.expression, child.bindings, file: child.file)
        guard inner.name == "Label" || inner.name == "Text" else { continue }
        title = title ?? inner.evaluator.localized(inner.call.argument(nil))
        glyph = glyph ?? inner.call.symbolName(inner.evaluator)
      }
    }
    let role: ButtonRole =
      evaluator.member(call.argument("role")) == "destructive" ? .destructive : .none
    let written = glyph ?? ""
    var entry = MenuItem(
      title ?? "", glyph: written.isEmpty ? "" : (SymbolNames.glyph(written) ?? written),
      action: importer.live.registerButton(node), role: role)
    // A symbol NavLab cannot draw leaves the item its title (iOS shows both), never a refused
    // screen.
    SymbolNames.warnIfStandIn(entry.glyph, at: call.node, file: node.file, importer: importer)
    if entry.symbol == nil, !written.isEmpty {
      importer.warn(
        "NavLab has no drawing of the symbol \"\(written)\"; the menu item shows its title only",
        at: call.node, file: node.file)
      entry.glyph = ""
    }
    return entry
  }

  /// A divider after the items so far (never first, never two in a row).
  private func divide(_ items: inout [MenuItem]) {
    if let last = items.last, !last.isDivider { items.append(.divider) }
  }
}
