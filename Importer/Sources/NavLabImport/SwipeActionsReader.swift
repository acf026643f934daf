import ScreenModel
import SwiftSyntax

/// `.swipeActions(edge:allowsFullSwipe:content:)` on a list row (issue 41): its `Button`s as
/// the model's ``SwipeActions``, outermost first as SwiftUI lays them out, each with its
/// title or label (`Label`, `Text`, `Image(systemName:)`), role, `.tint` and, live, its
/// action registered like any `Button`'s: navlab reports the action as a tap on it, so the
/// code's own action runs (`messages.remove(at:)` removes the row).
struct SwipeActionsReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  /// The set of actions `modifier` declares; nil when it has no buttons.
  func actions(_ modifier: ViewNode.Modifier) -> SwipeActions? {
    let evaluator = modifier.evaluator(importer)
    let call = modifier.call
    let edge: SwipeEdge =
      evaluator.member(call.argument("edge")) == "leading" ? .leading : .trailing
    var set = SwipeActions(
      edge: edge, allowsFullSwipe: evaluator.bool(call.argument("allowsFullSwipe")) ?? true,
      actions: [])
    let closure = call.closure("") ?? call.closure("content")
    for child in reader.children(closure, modifier.bindings, file: modifier.file) {
      let node = reader.node(child.expression, child.bindings, file: child.file)
      guard node.name == "Button" else {
        importer.warn(
          "a swipe action is a Button; \(node.name) is left out", at: child.expression,
          file: child.file)
        continue
      }
      guard set.actions.count < SwipeActions.maximumActions else {
        importer.warn(
          "more than \(SwipeActions.maximumActions) swipe actions; the rest are left out",
          at: child.expression, file: child.file)
        break
      }
      set.actions.append(action(node))
    }
    return set.actions.isEmpty ? nil : set
  }

  /// One `Button` as a swipe action.
  private func action(_ node: ViewNode) -> SwipeAction {
    let call = node.call
    let evaluator = node.evaluator
    var title = evaluator.localized(call.argument(nil)) ?? ""
    var symbol = call.symbolName(evaluator) ?? ""
    if title.isEmpty, symbol.isEmpty, let label = call.closure("label") {
      for child in reader.children(label, node.bindings, file: node.file) {
        let inner = reader.node(child.expression, child.bindings, file: child.file)
        switch inner.name {
        case "Label":
          title = inner.evaluator.localized(inner.call.argument(nil)) ?? title
          symbol = inner.call.symbolName(inner.evaluator) ?? symbol
        case "Text":
          title = inner.evaluator.localized(inner.call.argument(nil)) ?? title
        case "Image":
          symbol = inner.call.symbolName(inner.evaluator) ?? symbol
        default: continue
        }
      }
    }
    let role =
      evaluator.member(call.argument("role")).flatMap {
        SceneFormat.value($0, in: SceneFormat.buttonRoles)
      } ?? ButtonRole.none
    var action = SwipeAction(
      importer.clamped(title, at: call.node, file: node.file),
      glyph: symbol.isEmpty ? "" : (SymbolNames.glyph(symbol) ?? symbol), role: role)
    if action.symbol == nil { action.glyph = "" }
    if action.title.isEmpty, action.glyph.isEmpty { action.title = "Action" }
    if let tint = node.modifier("tint"), let written = tint.call.argument(nil) {
      action.tint = ColorReader.color(written, tint.evaluator(importer))
    }
    action.action = importer.live.registerButton(node)
    return action
  }
}
