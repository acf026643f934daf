import ScreenModel
import SwiftSyntax

/// The search modifiers (issue 41): `.searchable(text:prompt:)`, `.searchScopes(_:)`,
/// `.searchSuggestions` and `.onSubmit(of: .search)`. Bound to state, what the user types,
/// the scope chosen and Return reach the code (``SearchBindings``), whose own filtering then
/// lists the rows: navlab does not filter a list the code filters.
extension ScreenReader {
  /// Reads `modifier` if it is one of the search modifiers; false otherwise.
  mutating func applySearch(_ modifier: ViewNode.Modifier) -> Bool {
    let call = modifier.call
    let evaluator = modifier.evaluator(importer)
    switch modifier.name {
    case "searchable":
      // The innermost wins (a value already set by a deeper view is kept).
      guard search == nil else { return true }
      var field = SearchSpec()
      // `prompt: "Find"`, a `LocalizedStringKey`, or `prompt: Text("Find")`.
      field.placeholder = titleText(call.argument("prompt"), evaluator) ?? "Search"
      // iOS 26's `placement: .toolbar`: the field at the bottom (iOS 18 keeps it on top).
      if evaluator.member(call.argument("placement")) == "toolbar" { field.placement = .bottom }
      if let cell = binding(call.argument("text"), modifier) {
        importer.live.readingSearch.text = cell
        // The code filters (its answer lists what it keeps), not navlab.
        field.filtersRows = false
      }
      search = field
    case "searchScopes":
      guard scopes.isEmpty else { return true }
      let closure = call.closure("") ?? call.closure("scopes")
      var tags: [RuntimeValue] = []
      for node in views(closure, modifier).prefix(8) {
        guard let title = title(of: node) else { continue }
        scopes.append(title)
        let tag = node.modifier("tag").flatMap { importer.live.evaluate($0.call.argument(nil), $0) }
        tags.append(tag ?? .string(title))
      }
      if let cell = binding(call.argument(nil), modifier) {
        importer.live.readingSearch.scope = cell
        importer.live.readingSearch.scopeTags = tags
        scope = tags.firstIndex(of: cell.value) ?? 0
      }
    case "searchSuggestions":
      guard suggestions.isEmpty else { return true }
      for node in views(call.closure(""), modifier).prefix(16) {
        // `.searchCompletion("x")` is what a tap types; without one, the title.
        let completion = node.modifier("searchCompletion").flatMap {
          $0.evaluator(importer).string($0.call.argument(nil))
        }
        if let text = completion ?? title(of: node), !text.isEmpty { suggestions.append(text) }
      }
    case "onSubmit":
      // `.onSubmit(of: .search) { … }` (a text field's own `.onSubmit` is not the search's).
      guard evaluator.member(call.argument("of")) == "search",
        let written = call.closure("").map(ExprSyntax.init) ?? call.argument("action"),
        let action = importer.live.evaluate(written, modifier)
      else { return true }
      importer.live.readingSearch.submits.append(action)
    default:
      return false
    }
    return true
  }

  /// `.safeAreaInset(edge: .bottom) { … }` (issue 41): its views, fixed above the home
  /// indicator and the tab bar, the content ending above them; the innermost wins. The top
  /// edge is not drawn yet (a warning says so).
  mutating func readSafeAreaInset(_ modifier: ViewNode.Modifier) {
    let call = modifier.call
    guard modifier.evaluator(importer).member(call.argument("edge")) == "bottom" else {
      importer.warn(
        "safeAreaInset is drawn at the bottom edge only; this one is left out", at: call.node,
        file: modifier.file)
      return
    }
    guard bottomInset == nil else { return }
    let views = ContentReader(importer: importer).contents(
      reader.children(
        call.closure("") ?? call.closure("content"), modifier.bindings,
        file: modifier.file))
    guard !views.isEmpty else { return }
    bottomInset =
      views.count == 1 ? views[0] : .stack(StackContent(.vertical, spacing: 0, children: views))
  }

  /// The state `expression` binds (`$query`), or nil.
  private func binding(_ expression: ExprSyntax?, _ modifier: ViewNode.Modifier) -> Cell? {
    guard case .binding(let cell)? = importer.live.evaluate(expression, modifier) else {
      return nil
    }
    return cell
  }

  /// The views a modifier's closure builds, groups and `ForEach`es expanded.
  private func views(_ closure: ClosureExprSyntax?, _ modifier: ViewNode.Modifier) -> [ViewNode] {
    var nodes: [ViewNode] = []
    var pending = reader.children(closure, modifier.bindings, file: modifier.file)[...]
    while let child = pending.popFirst(), nodes.count < 100 {
      let node = reader.node(child.expression, child.bindings, file: child.file)
      if let group = reader.listGroup(node) {
        pending = group[...] + pending
      } else {
        nodes.append(node)
      }
    }
    return nodes
  }

  /// The words a scope or suggestion draws: `Text("All")`, `Label("Inbox", systemImage:)`.
  private func title(of node: ViewNode) -> String? {
    guard node.name == "Text" || node.name == "Label" else { return nil }
    return node.evaluator.localized(node.call.argument(nil))
  }
}

extension LiveContext {
  /// `expression`'s value where `modifier` is written, or nil (no expression, no scope).
  func evaluate(_ expression: ExprSyntax?, _ modifier: ViewNode.Modifier) -> RuntimeValue? {
    guard let expression, let scope = modifier.bindings.scope else { return nil }
    return evaluate(expression, in: scope, file: modifier.file)
  }
}
