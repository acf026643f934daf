import NavGeometry
import ScreenModel
import SwiftSyntax

/// SwiftUI's sheets (issue 40): `.sheet(isPresented: $showing) { Content() }` and
/// `.fullScreenCover(isPresented:)`, read as a screen of the presenting screen's destinations
/// while the state is true (the scene's `presented`), with the content's `presentation…`
/// modifiers (`.presentationDetents([.medium, .large])`, `.presentationDragIndicator`,
/// `.presentationCornerRadius`, `.interactiveDismissDisabled`,
/// `.presentationBackgroundInteraction`, `.presentationContentInteraction`).
struct SheetReader {
  let importer: ImportSession
  var reader: ViewReader { ViewReader(importer: importer) }

  /// The `screenID` of the sheet `modifier` presents now, or nil when its state is false (or
  /// it cannot be read: a warning says so).
  func scene(of modifier: ViewNode.Modifier) -> String? {
    let call = modifier.call
    if call.argument("item") != nil { return itemScene(of: modifier) }
    guard let argument = call.argument("isPresented") else {
      importer.warn(
        "NavLab cannot tell when this \(modifier.name) shows (isPresented: or item: are read)",
        at: call.node, file: modifier.file)
      return nil
    }
    // The state it is bound to (live), or a constant.
    var cell: Cell?
    var isPresented = false
    if let scope = modifier.bindings.scope,
      case .binding(let bound)? = importer.live.evaluate(argument, in: scope, file: modifier.file)
    {
      cell = bound
      importer.live.didRead(bound)
      if case .bool(let on) = bound.value { isPresented = on }
    } else {
      isPresented = modifier.evaluator(importer).bool(argument) ?? false
    }
    guard isPresented else { return nil }
    guard let closure = call.closure("content") ?? call.closure("") else {
      importer.warn(
        "NavLab cannot tell what this \(modifier.name) shows", at: call.node, file: modifier.file)
      return nil
    }
    return present(closure, modifier.bindings, modifier, cell: cell)
  }

  /// `.sheet(item: $selection) { item in Detail(item) }`: shown on the first frame when the
  /// state's initial value is not nil (SwiftUI presents the sheet for a non-nil item), its
  /// content read with the closure's parameter bound to the value; nil otherwise, quietly: a
  /// sheet nothing has opened draws nothing. Dismissing it is not written back (the state is
  /// an optional of the files' type, not a flag).
  private func itemScene(of modifier: ViewNode.Modifier) -> String? {
    let call = modifier.call
    guard let scope = modifier.bindings.scope, let written = call.argument("item"),
      let value = importer.live.evaluate(written, in: scope, file: modifier.file)
    else { return nil }
    var item = value
    if case .binding(let bound) = value {
      importer.live.didRead(bound)
      item = bound.value
    }
    while case .optional(let wrapped) = item {
      guard let wrapped else { return nil }
      item = wrapped
    }
    guard let closure = call.closure("content") ?? call.closure("") else { return nil }
    let inner = Scope(parent: scope)
    inner.bindElement(item, to: closure.parameterNames)
    return present(closure, modifier.bindings.with(scope: inner), modifier, cell: nil)
  }

  /// The sheet `closure` builds, read as a screen of the presenting screen's destinations.
  private func present(
    _ closure: ClosureExprSyntax, _ bindings: Bindings, _ modifier: ViewNode.Modifier, cell: Cell?
  ) -> String? {
    let children = reader.children(closure, bindings, file: modifier.file)
    guard let first = children.first else { return nil }
    var content = reader.node(first.expression, first.bindings, file: first.file)
    if children.count > 1 {
      content.group = children
      content.modifiers = []
    }
    guard importer.navigation.destinationCount < NavigationContext.maximumDestinations else {
      return nil
    }
    importer.navigation.destinationCount += 1
    let screenID = "s\(importer.navigation.destinationCount)"
    let outer = importer.live.screen
    importer.live.screen = screenID
    defer { importer.live.screen = outer }
    importer.navigation.destinations.append([:])
    var screen = ScreenReader(importer: importer)
    screen.walk(content)
    var spec = screen.scene()
    spec.id = screenID
    spec.screenID = screenID
    // A sheet's title shows inline (SwiftUI's default in a sheet's NavigationStack is large,
    // but sheets are read as written: an inline title unless the code asks for large).
    if screen.titleMode == nil { spec.largeTitleMode = .never }
    var presentation = spec.presentation ?? PresentationSpec()
    if modifier.name == "fullScreenCover" { presentation.style = .fullScreenCover }
    spec.presentation = presentation
    DestinationReader(importer: importer).keep(spec)
    if let cell { importer.live.handlers.sheets[screenID] = cell }
    return screenID
  }

  /// One `presentation…` modifier into `spec`.
  func apply(_ modifier: ViewNode.Modifier, to spec: inout PresentationSpec) {
    let evaluator = modifier.evaluator(importer)
    let call = modifier.call
    switch modifier.name {
    case "presentationDetents":
      guard let list = call.argument(nil)?.as(ArrayExprSyntax.self) else {
        importer.warn(
          "presentationDetents: write the detents as a list ([.medium, .large])",
          at: call.node, file: modifier.file)
        return
      }
      var detents: [SheetDetent] = []
      for element in list.elements {
        if let detent = detent(element.expression, evaluator), !detents.contains(detent) {
          detents.append(detent)
        } else {
          importer.warn(
            "this detent is not read (medium, large, .fraction(x), .height(y) are)",
            at: element.expression, file: modifier.file)
        }
      }
      if !detents.isEmpty { spec.detents = Array(detents.prefix(8)) }
    case "presentationDragIndicator":
      switch evaluator.member(call.argument(nil)) {
      case "visible": spec.dragIndicator = .visible
      case "hidden": spec.dragIndicator = .hidden
      default: spec.dragIndicator = .automatic
      }
    case "presentationCornerRadius":
      if let radius = evaluator.number(call.argument(nil)) {
        spec.cornerRadius = min(max(radius, 0), 60)
      }
    case "interactiveDismissDisabled":
      spec.interactiveDismissDisabled =
        call.arguments.isEmpty ? true : evaluator.bool(call.argument(nil)) ?? true
    case "presentationBackgroundInteraction":
      let argument = call.argument(nil)
      switch evaluator.member(argument) {
      case "disabled": spec.backgroundInteraction = .disabled
      case "enabled":
        let upThrough = argument?.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap {
          detent($0.expression, evaluator)
        }
        spec.backgroundInteraction = .enabled(upThrough: upThrough)
      default: spec.backgroundInteraction = .automatic
      }
    case "presentationContentInteraction":
      switch evaluator.member(call.argument(nil)) {
      case "scrolls": spec.contentInteraction = .scrolls
      case "resizes": spec.contentInteraction = .resizes
      default: spec.contentInteraction = .automatic
      }
    default:
      break
    }
  }

  /// `.medium`, `.large`, `.fraction(0.3)`, `.height(200)`.
  private func detent(_ expression: ExprSyntax, _ evaluator: Evaluator) -> SheetDetent? {
    switch evaluator.member(expression) {
    case "medium": return .medium
    case "large": return .large
    case "fraction":
      let value = expression.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap {
        evaluator.number($0.expression)
      }
      return value.map { .fraction(min(max($0, 0.05), 1)) }
    case "height":
      let value = expression.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap {
        evaluator.number($0.expression)
      }
      return value.map { .height(min(max($0, 20), 2000)) }
    default:
      return nil
    }
  }
}
