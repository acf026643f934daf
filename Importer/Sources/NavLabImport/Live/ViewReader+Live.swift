import SwiftSyntax

/// Live mode in the view reader: custom views become instances whose state the program keeps,
/// view-returning functions, computed views and the files' own modifiers (`extension View`
/// methods, `ViewModifier`s) run, `let`s and `if`s in builders are evaluated, `ForEach` goes
/// over the data the code computes.
extension ViewReader {
  /// The node `split` stands for when running code gives it (a function or computed property
  /// returning a view, `self` in a modifier, a file-defined modifier); nil to read as written.
  func liveNode(_ split: ViewCall, _ bindings: Bindings, file: Int) -> ViewNode? {
    let live = importer.live
    guard let scope = bindings.scope, importer.inlining.count < 16
    else { return nil }
    if let implicit = implicitSelf(split, bindings, scope: scope, file: file) { return implicit }
    // The outermost modifier the files define: run it on the view before it.
    if let index = split.modifiers.lastIndex(where: { isFileModifier($0, live) }),
      let call = split.modifiers[index].node.as(FunctionCallExprSyntax.self),
      let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        ?? Self.postfixReceiver(call)
    {
      let base = RuntimeValue.native(
        ViewExpression(expression: receiver, scope: scope, file: file))
      return runFileModifier(
        split.modifiers[index], on: base, then: Array(split.modifiers[(index + 1)...]),
        bindings, scope: scope, file: file)
    }
    if let method = methodView(split, bindings, scope: scope, file: file) { return method }
    // `self` (a modifier's receiver), a computed view, a function returning a view.
    let callee: ExprSyntax?
    if let base = split.base?.as(DeclReferenceExprSyntax.self) {
      callee = ExprSyntax(base)
    } else if split.base == nil, let first = split.view.name.first, first.isLowercase,
      importer.sources.types[split.view.name] == nil,
      let call = split.view.node.as(FunctionCallExprSyntax.self)
    {
      callee = ExprSyntax(call)
    } else if split.base == nil, !split.view.isQualified,
      let call = split.view.node.as(FunctionCallExprSyntax.self),
      let functions = live.interpreter.types.functions[split.view.name],
      live.interpreter.globalFunctionFits(functions, call)
    {
      // `Form(image: .logo) { … }`, the files' function of a view's name.
      callee = ExprSyntax(call)
    } else if let member = split.base?.as(MemberAccessExprSyntax.self),
      let owner = member.base?.as(DeclReferenceExprSyntax.self),
      owner.baseName.text.first?.isLowercase == true
    {
      // `self.header`, and a computed view of a value: `screen.destination` in
      // `ForEach(AppScreen.allCases) { screen in screen.destination }`.
      callee = ExprSyntax(member)
    } else if let member = split.base?.as(MemberAccessExprSyntax.self),
      let base = member.base,
      Self.isComputedView(member.declName.baseName.text, of: base, scope, live)
    {
      // `Theme.Icons.jump`, `Constants.Style.header`: a static view property of a type the
      // files declare (nested types and type aliases resolved as Swift resolves them);
      // `Icon.export.label`: a computed view of a value a type's member gives.
      callee = ExprSyntax(member)
    } else if let element = split.base?.as(SubscriptCallExprSyntax.self),
      element.calledExpression.is(DeclReferenceExprSyntax.self)
    {
      // `self[option]` of a `@ViewBuilder subscript` (a row per option in a `ForEach`).
      callee = ExprSyntax(element)
    } else {
      callee = nil
    }
    guard let callee else { return nil }
    // A function that returns a view holding a call of itself: followed as deep as a view
    // that contains itself (ReadBudget.maximumSelfNesting), then a placeholder.
    // Named by what is called: a view's name, or the property a reference names (`title`,
    // `self.header`), so that a computed view holding another is no call of itself.
    let called =
      split.view.name.isEmpty
      ? (split.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? split.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? split.base?.as(SubscriptCallExprSyntax.self)?.calledExpression.trimmedDescription ?? "")
      : split.view.name
    let function = "func " + called
    guard bindings.nesting(of: function) < ReadBudget.maximumSelfNesting else {
      importer.warn(
        "\(called) calls itself; the inner one is drawn as a placeholder", at: callee,
        file: file)
      var node = ViewNode(
        call: split.view, base: nil, bindings: bindings, file: file, modifiers: [], group: nil,
        importer: importer)
      node.call.name = "#recursive " + called
      return node
    }
    guard let value = live.evaluate(callee, in: scope, file: file) else { return nil }
    let modifiers = split.modifiers.map {
      ViewNode.Modifier(call: $0, bindings: bindings, file: file)
    }
    return expand(value, bindings.entering(function), file: file, modifiers: modifiers)
  }

  /// Whether `name` is a static property of the type `base` names, or a computed property of
  /// the value a type's member chain gives (`Icon.export` of `Icon.export.label`).
  private static func isComputedView(
    _ name: String, of base: ExprSyntax, _ scope: Scope, _ live: LiveContext
  ) -> Bool {
    let interpreter = live.interpreter!
    if let owner = interpreter.typeReference(base, scope) {
      let info = interpreter.types[owner]
      return info?.staticComputed[name] != nil || info?.staticStored[name] != nil
    }
    // Only a chain rooted at a type: a value's own chain (`item.row`) is read elsewhere.
    var root = base
    while let inner = root.as(MemberAccessExprSyntax.self)?.base { root = inner }
    guard interpreter.typeReference(root, scope) != nil,
      let value = live.evaluate(base, in: scope, file: 0)?.unwrapped,
      let type = Interpreter.typeName(of: value)
    else { return false }
    return interpreter.types[type]?.computed[name] != nil
  }

  /// Runs a modifier the files define (an `extension View` method, `.modifier(SomeModifier())`)
  /// on the view `base`; the modifiers after it (`rest`) apply to what it returns.
  func runFileModifier(
    _ modifier: ViewCall.Call, on base: RuntimeValue, then rest: [ViewCall.Call],
    _ bindings: Bindings, scope: Scope, file: Int
  ) -> ViewNode? {
    let live = importer.live
    let arguments = self.arguments(modifier, scope, file: file, live)
    // A file modifier met again while its own code is read (`func tint(_: ThemedColor?)`
    // whose `ViewModifier` calls `content.tint(color)`, SwiftUI's `tint` in Swift, told apart
    // by the argument's type): the inner one is SwiftUI's modifier of that name.
    let key =
      "modifier " + modifier.name
      + (modifier.name == "modifier" ? " " + (arguments.first?.value.typeDescription ?? "") : "")
    guard bindings.nesting(of: key) == 0 || !isInModifierCode(modifier.node, file: file) else {
      let modifiers = ([modifier] + rest).map {
        ViewNode.Modifier(call: $0, bindings: bindings, file: file)
      }
      return expand(base, bindings, file: file, modifiers: modifiers)
    }
    let result: RuntimeValue?
    do {
      if modifier.name == "modifier", let instance = arguments.first?.value {
        if case .closure = instance {
          // `.modifier { $0.padding() }`: an app's `extension View { func modifier<T>(body:
          // (Self) -> T) -> T }`, run; declared in a package, the closure is the view it makes.
          result =
            live.interpreter.types["View"]?.methods["modifier"] != nil
            ? try live.interpreter.callMethod(
              base, modifier.name, arguments, at: modifier.node, file: file
            ).result
            : try live.interpreter.call(instance, [Argument(base)])
        } else {
          result = try live.interpreter.callMethod(
            instance, "body", [Argument(label: "content", value: base)], at: modifier.node,
            file: file
          ).result
        }
      } else {
        result = try live.interpreter.callMethod(
          base, modifier.name, arguments, at: modifier.node, file: file
        ).result
      }
    } catch let error as InterpreterError {
      live.warn(error.located(in: importer.sources))
      result = nil
    } catch { result = nil }
    // A modifier whose code cannot run (it named above why) is left out: the view it
    // modifies is still read, with the modifiers after it (degrade per node).
    let modifiers = rest.map { ViewNode.Modifier(call: $0, bindings: bindings, file: file) }
    return expand(result ?? base, bindings.entering(key), file: file, modifiers: modifiers)
  }

  /// `self.tabItem(text: "Movies", image: "film")` or `item.row()`: a method of a type the
  /// files define, called on a value and returning a view. The chain reads it as a modifier
  /// of `self`; it is the view, and the calls after it are its modifiers. Nil otherwise.
  private func methodView(_ split: ViewCall, _ bindings: Bindings, scope: Scope, file: Int)
    -> ViewNode?
  {
    let live = importer.live
    guard let base = split.base, let first = split.modifiers.first,
      let call = first.node.as(FunctionCallExprSyntax.self)
    else { return nil }
    let types = live.interpreter.types
    guard let owner = base.as(DeclReferenceExprSyntax.self) else {
      // `AppIcon.aboutInfo.imageButton { … }`: a method of a value a member names (an enum's
      // case, a static instance), of a type the files define, returning a view.
      guard base.is(MemberAccessExprSyntax.self),
        let value = live.evaluate(base, in: scope, file: file)?.unwrapped,
        types[value.typeDescription]?.methods[first.name] != nil
      else { return nil }
      return runMethodView(first, call, split, bindings, scope: scope, file: file)
    }
    if owner.baseName.text.first?.isLowercase == true {
      // A method, or a stored closure that builds views (`@ViewBuilder var content: () ->
      // Content`, set by an initialiser, called `self.content()` in the body).
      guard let value = live.evaluate(ExprSyntax(owner), in: scope, file: file)?.unwrapped,
        let info = types[value.typeDescription],
        info.methods[first.name] != nil || info.stored.contains(where: { $0.name == first.name })
      else { return nil }
    } else {
      // `Self.iconView(size: 60)`, `Badge.make(…)`: a static function of a type the files
      // define, returning a view.
      let type = owner.baseName.text == "Self" ? scope.typeName : owner.baseName.text
      guard let type, types[type]?.staticMethods[first.name] != nil else { return nil }
    }
    return runMethodView(first, call, split, bindings, scope: scope, file: file)
  }

  /// Runs the view method `first` names on its receiver, `split`'s other modifiers after it.
  private func runMethodView(
    _ first: ViewCall.Call, _ call: FunctionCallExprSyntax, _ split: ViewCall,
    _ bindings: Bindings, scope: Scope, file: Int
  ) -> ViewNode? {
    let live = importer.live
    let function = "func " + first.name
    guard bindings.nesting(of: function) < ReadBudget.maximumSelfNesting,
      let result = live.evaluate(ExprSyntax(call), in: scope, file: file)
    else { return nil }
    let modifiers = split.modifiers.dropFirst().map {
      ViewNode.Modifier(call: $0, bindings: bindings, file: file)
    }
    return expand(result, bindings.entering(function), file: file, modifiers: modifiers)
  }

  /// A view value as a node, `modifiers` after its own.
  func expand(
    _ value: RuntimeValue, _ bindings: Bindings, file: Int, modifiers: [ViewNode.Modifier]
  ) -> ViewNode? {
    importer.inlining.append("")
    defer { importer.inlining.removeLast() }
    switch value {
    case .native(let view as ViewExpression):
      var inner = node(view.expression, bindings.with(scope: view.scope), file: view.file)
      inner.modifiers += modifiers
      return inner
    case .native(let list as ViewList):
      guard let first = list.views.first else { return nil }
      var group = node(first.expression, bindings.with(scope: first.scope), file: first.file)
      group.group = list.views.map {
        ViewNode.Child(
          expression: $0.expression, bindings: bindings.with(scope: $0.scope), file: $0.file)
      }
      group.modifiers = modifiers
      return group
    default:
      return nil
    }
  }

  /// A modifier the files declare (`extension View { func stretchable(…) }`), or
  /// `.modifier(SomeViewModifier(…))`.
  func isFileModifier(_ call: ViewCall.Call, _ live: LiveContext) -> Bool {
    if call.name == "modifier" { return true }
    guard let candidates = live.interpreter.types["View"]?.methods[call.name] else { return false }
    // An overload the files add (`navigationTitle(_:selectedModel:)`) leaves SwiftUI's own
    // modifier of that name (`.navigationTitle("Chats")`) to the modifier reader: only a
    // declaration whose parameters take the call's arguments is the files'.
    var given = call.arguments.map { Argument(label: $0.label?.text, value: .void) }
    for (label, _) in call.closures {
      var argument = Argument(label: label.isEmpty ? nil : label, value: .void)
      argument.isTrailing = label.isEmpty
      given.append(argument)
    }
    return candidates.contains {
      Interpreter.match(live.interpreter.parameters($0.decl.signature.parameterClause), given)
        != nil
    }
  }

  private func arguments(
    _ call: ViewCall.Call, _ scope: Scope, file: Int, _ live: LiveContext, type: String? = nil
  ) -> [Argument] {
    var result: [Argument] = []
    // `Page(title: .localized("Reset"))`, `Cell(source: .init(name: …))`: each argument read as
    // its parameter's type. Matched only when one is a leading-dot member: every read of every
    // view asks.
    let hints = type.flatMap { type in
      call.node.as(FunctionCallExprSyntax.self).flatMap { node in
        node.arguments.contains { Evaluator.isLeadingDot($0.expression) }
          ? live.interpreter.argumentHints(constructing: type, node) : nil
      }
    }
    for (index, argument) in call.arguments.enumerated() {
      let hint = hints.flatMap { index < $0.count ? $0[index] : nil }
      let value = live.evaluate(argument.expression, in: scope, file: file, hint: hint) ?? .void
      result.append(Argument(label: argument.label?.text, value: value))
    }
    for (label, closure) in call.closures {
      let value = live.evaluate(ExprSyntax(closure), in: scope, file: file) ?? .void
      var argument = Argument(label: label.isEmpty ? nil : label, value: value)
      // An unlabelled trailing closure fills a labelled closure parameter (`body:`).
      argument.isTrailing = label.isEmpty
      result.append(argument)
    }
    return result
  }

  /// A custom view's instance: arguments evaluated where the view is used, its state kept
  /// from earlier reads (by where it sits), `@EnvironmentObject`s from the environment.
  func liveInstance(
    _ type: SourceSet.TypeDecl, call: ViewCall.Call, caller: Bindings, file: Int
  ) -> Bindings? {
    let live = importer.live
    guard let scope = caller.scope else { return nil }
    let identity = caller.identity + "/" + type.name + "@" + String(call.node.position.utf8Offset)
    // The interpreter's name for it: `Owner.Name` when another type has its name.
    let key = live.interpreter.types.key(type.qualifiedName) ?? type.name
    var arguments = self.arguments(call, scope, file: file, live, type: key)
    // A trailing closure fills the initialiser's last parameter (`init(content:)`), or the
    // last stored property without a value (memberwise).
    let info = live.interpreter.types[key]
    if let trailing = call.closures.first, trailing.label.isEmpty,
      let index = arguments.lastIndex(where: { $0.label == nil }),
      index == arguments.count - call.closures.count,
      let label = Self.trailingClosureLabel(info, call: call, given: arguments), label != "_"
    {
      arguments[index].label = label
      // Labelled now: it fills that parameter only (not the first closure parameter met).
      arguments[index].isTrailing = false
    }
    var cells: [String: Cell] = [:]
    for stored in info?.stored ?? [] {
      guard let wrapper = stored.wrapper else { continue }
      if let kept = live.stateCell(identity, stored.name) {
        cells[stored.name] = kept
      } else if wrapper == "EnvironmentObject"
        || wrapper == "ObservedObject" && stored.initial == nil
          && !arguments.contains(where: { $0.label == stored.name }),
        let object = live.environmentObject(stored.type ?? "")
      {
        cells[stored.name] = Cell(object, name: stored.name)
      }
    }
    let instance: RuntimeValue
    do {
      instance = try live.interpreter.instantiate(
        type: key, arguments, file: type.file, wrapperCells: cells)
    } catch let error as InterpreterError {
      live.warn(error.located(in: importer.sources))
      return nil
    } catch { return nil }
    if case .instance(let value) = instance {
      for stored in info?.stored ?? []
      where ["State", "StateObject", "AppStorage", "SceneStorage"].contains(stored.wrapper ?? "") {
        if let cell = value.wrappers[stored.name] {
          live.keep(cell, identity: identity, type: type.name, property: stored.name)
        }
      }
    }
    var bindings = caller.with(scope: live.interpreter.scope(forSelf: instance))
    bindings.identity = identity
    bindings.instanceArguments = arguments
    return bindings
  }

  /// The parameter an unlabelled trailing closure fills (SE-0286's forward scan): the first
  /// parameter not given by label that takes a closure (a function type, or `@ViewBuilder`),
  /// before the first labelled trailing closure's, skipping one with a default when a later
  /// one needs it (`init(content:header: = {…})` called `X { … }` fills `content`; `X { … }
  /// header: { … }` too). The last parameter when no declaration says more.
  static func trailingClosureLabel(
    _ info: TypeIndex.TypeInfo?, call: ViewCall.Call, given: [Argument]
  ) -> String? {
    typealias Parameter = (name: String, takesClosure: Bool, hasDefault: Bool)
    var parameters: [Parameter] = []
    if let initializer = info?.initializers.first {
      parameters = initializer.decl.signature.parameterClause.parameters.map {
        (
          $0.firstName.text,
          $0.type.trimmedDescription.contains("->")
            || $0.attributes.trimmedDescription.contains("ViewBuilder"),
          $0.defaultValue != nil
        )
      }
    } else if let info {
      let memberwise = info.stored.filter { $0.initial == nil && $0.wrapper == nil }
      parameters = memberwise.map { ($0.name, ($0.type ?? "").contains("->"), false) }
    }
    let labelled = Set(given.compactMap(\.label))
    var limit = parameters.count
    if call.closures.count > 1,
      let next = parameters.firstIndex(where: { $0.name == call.closures[1].label })
    {
      limit = next
    }
    let candidates = parameters[..<limit].filter { $0.takesClosure && !labelled.contains($0.name) }
    for (offset, candidate) in candidates.enumerated() {
      if candidate.hasDefault, candidates.dropFirst(offset + 1).contains(where: { !$0.hasDefault })
      {
        continue
      }
      return candidate.name
    }
    if limit < parameters.count, limit > 0 { return parameters[limit - 1].name }
    return parameters.last?.name
  }

  /// `let x = …` in a builder: runs it in a new scope the following views see.
  func liveDeclare(_ item: CodeBlockItemSyntax, _ bindings: inout Bindings, file: Int) -> Bool {
    let live = importer.live
    guard let scope = bindings.scope else { return false }
    let inner = Scope(parent: scope)
    do {
      _ = try live.interpreter.execute(item, in: inner, file: file)
    } catch {
      // A value the interpreter does not model (`[GridItem(.adaptive(minimum: 80))]`): the
      // literal reading binds it instead.
      return false
    }
    bindings = bindings.with(scope: inner)
    return true
  }

  /// The branch an `if` in a builder takes, its `if let` names bound; nil when not live.
  func liveBranch(_ branch: IfExprSyntax, _ bindings: Bindings, file: Int) -> [ViewNode.Child]? {
    let live = importer.live
    guard let scope = bindings.scope else { return nil }
    var current: IfExprSyntax? = branch
    while let clause = current {
      let inner = Scope(parent: scope)
      var holds = true
      for condition in clause.conditions {
        switch condition.condition {
        case .expression(let expression):
          guard
            case .bool(true)? = conditionValue(
              expression, clause.conditions, inner, file: file, isBoolean: true)?.unwrapped
          else {
            holds = false
            break
          }
        case .optionalBinding(let binding):
          let value: RuntimeValue?
          if let initializer = binding.initializer?.value {
            value = conditionValue(
              initializer, clause.conditions, inner, file: file, isBoolean: false)
          } else {
            // `if let name`: the name's value where the `if` is. Looked up by name, not
            // through a node made for it: a made node has no place in the file, and two of
            // them could be taken for one by what is kept per node.
            value = try? live.interpreter.lookupName(
              binding.pattern.nameText, at: binding.pattern, inner, file)
          }
          // An opaque value (from what the files do not declare) is an optional's sample
          // here: nil, as a sample of an optional type is.
          guard let unwrapped = value?.unwrapped, !Self.isOpaque(unwrapped) else {
            holds = false
            break
          }
          inner.declare(binding.pattern.nameText, unwrapped, mutable: false)
        case .availability(let availability):
          holds = Availability.holds(availability)
        default:
          holds = false
        }
        if !holds { break }
      }
      if holds {
        return children(clause.body.statements, bindings.with(scope: inner), file: file)
      }
      switch clause.elseBody {
      case .ifExpr(let next)?: current = next
      case .codeBlock(let block)?: return children(block.statements, bindings, file: file)
      case nil: return []
      }
    }
    return []
  }

  /// A value in an `if`'s conditions; nil, with one warning naming the conditions, when it
  /// cannot be evaluated: the `if` then takes the fresh-install reading (false).
  private func conditionValue(
    _ expression: ExprSyntax, _ conditions: ConditionElementListSyntax, _ scope: Scope,
    file: Int, isBoolean: Bool
  ) -> RuntimeValue? {
    let live = importer.live
    do {
      let value = try live.interpreter.evaluate(expression, in: scope, file: file)
      // An opaque value (from what the files do not declare): false, said at the condition.
      if isBoolean, live.interpreter.freshInstallCondition(value, expression, file) != nil {
        return .bool(false)
      }
      return value
    } catch let failure as InterpreterError {
      live.warn(
        live.interpreter.unevaluatedCondition(conditions, failure, file: file).located(
          in: importer.sources))
      return nil
    } catch {
      return nil
    }
  }

  /// Whether `node` is inside modifier code (an `extension View` method, a `ViewModifier`'s
  /// body): a file modifier met again there is SwiftUI's of that name, while the same modifier
  /// on a view of the content (`.card()` inside a `.card()`ed stack) is the file's again.
  func isInModifierCode(_ node: Syntax, file: Int) -> Bool {
    let types = importer.live.interpreter.types.types
    var declarations = types["View"]?.methods.values.flatMap { $0 } ?? []
    for info in types.values where info.inherited.contains("ViewModifier") {
      declarations += info.methods["body"] ?? []
    }
    return declarations.contains {
      $0.file == file && $0.decl.position <= node.position && node.position < $0.decl.endPosition
    }
  }

  /// `view #if os(iOS) .addingCloseButton() #endif`: a modifier written first in a postfix
  /// `#if` clause modifies the view before the `#if`.
  static func postfixReceiver(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil else { return nil }
    var node: Syntax? = call.parent
    var depth = 0
    while let current = node, depth < 4 {
      if let postfix = current.as(PostfixIfConfigExprSyntax.self) { return postfix.base }
      node = current.parent
      depth += 1
    }
    return nil
  }

  static func isOpaque(_ value: RuntimeValue) -> Bool {
    if case .native(let native) = value { return native is OpaqueValue }
    return false
  }

  /// `ForEach` over what the code computes: an array, a range, a collection's indices.
  func liveElements(_ data: ExprSyntax, _ bindings: Bindings, file: Int) -> [RuntimeValue]? {
    let live = importer.live
    guard let scope = bindings.scope, let evaluated = live.evaluate(data, in: scope, file: file)
    else { return nil }
    // Data NavLab cannot know (a package's store, a fetch from outside the files) is empty on
    // a fresh install's first frame — an empty store, a download not yet back (`Task` runs
    // after it) — as `isEmpty` and `count` already read it: no rows, said once. Data the
    // interpreter could not evaluate is not known to be empty: the caller shows its content
    // once.
    if Interpreter.isOpaque(evaluated) {
      live.warn(
        live.interpreter.error(
          "ForEach over \(live.interpreter.shortText(data)) is data NavLab cannot know; "
            + "read as empty, as on a fresh install (no rows)", at: data, file: file
        ).located(in: importer.sources))
      return []
    }
    guard let value = evaluated.unwrapped else { return [] }
    switch value {
    case .array(let items): return items
    case .binding(let cell):
      // `ForEach($items) { $item in … }`, `ForEach(model.binding(…))`: a binding to a
      // collection gives a binding to each element (SwiftUI's `Binding: Collection`).
      guard case .array(let items) = cell.value else { return nil }
      return items.indices.map { index in
        let element = Cell(items[index], name: cell.name + "[\(index)]")
        element.derived = (
          get: {
            guard case .array(let now) = cell.value, now.indices.contains(index) else {
              return items[index]
            }
            return now[index]
          },
          set: { newValue in
            guard case .array(var now) = cell.value, now.indices.contains(index) else { return }
            now[index] = newValue
            cell.value = .array(now)
          }
        )
        return .binding(element)
      }
    case .range(let lower, let upper, let closed):
      guard let low = lower.number, let high = upper.number, low.isFinite, high.isFinite else {
        return nil
      }
      let end = Int(high) + (closed ? 1 : 0)
      guard end > Int(low) else { return [] }
      return (Int(low)..<min(end, Int(low) + ImportSession.maximumForEach + 1)).map { .int($0) }
    default: return nil
    }
  }
}

extension Bindings {
  /// The same bindings reading names in `scope`.
  func with(scope: Scope) -> Bindings {
    var copy = self
    copy.scope = scope
    return copy
  }
}
