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
    // The outermost modifier the files define: run it on the view before it.
    if let index = split.modifiers.lastIndex(where: { isFileModifier($0.name, live) }),
      let call = split.modifiers[index].node.as(FunctionCallExprSyntax.self),
      let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    {
      let modifier = split.modifiers[index]
      let base = RuntimeValue.native(
        ViewExpression(expression: receiver, scope: scope, file: file))
      let arguments = self.arguments(modifier, scope, file: file, live)
      let result: RuntimeValue?
      do {
        if modifier.name == "modifier", let instance = arguments.first?.value {
          result = try live.interpreter.callMethod(
            instance, "body", [Argument(label: "content", value: base)]
          ).result
        } else {
          result = try live.interpreter.callMethod(base, modifier.name, arguments).result
        }
      } catch let error as InterpreterError {
        live.warn(error.located(in: importer.sources))
        result = nil
      } catch { result = nil }
      let rest = split.modifiers[(index + 1)...].map {
        ViewNode.Modifier(call: $0, bindings: bindings, file: file)
      }
      // A modifier whose code cannot run (it named above why) is left out: the view it
      // modifies is still read, with the modifiers after it (degrade per node).
      return expand(result ?? base, bindings, file: file, modifiers: Array(rest))
    }
    // `self` (a modifier's receiver), a computed view, a function returning a view.
    let callee: ExprSyntax?
    if let base = split.base?.as(DeclReferenceExprSyntax.self) {
      callee = ExprSyntax(base)
    } else if split.base == nil, let first = split.view.name.first, first.isLowercase,
      importer.sources.types[split.view.name] == nil,
      let call = split.view.node.as(FunctionCallExprSyntax.self)
    {
      callee = ExprSyntax(call)
    } else if let member = split.base?.as(MemberAccessExprSyntax.self),
      member.base?.nameText == "self"
    {
      callee = ExprSyntax(member)
    } else {
      callee = nil
    }
    guard let callee else { return nil }
    // A function that returns a view holding a call of itself: followed as deep as a view
    // that contains itself (ReadBudget.maximumSelfNesting), then a placeholder.
    let function = "func " + split.view.name
    guard bindings.nesting(of: function) < ReadBudget.maximumSelfNesting else {
      importer.warn(
        "\(split.view.name) calls itself; the inner one is drawn as a placeholder", at: callee,
        file: file)
      var node = ViewNode(
        call: split.view, base: nil, bindings: bindings, file: file, modifiers: [], group: nil,
        importer: importer)
      node.call.name = "#recursive " + split.view.name
      return node
    }
    guard let value = live.evaluate(callee, in: scope, file: file) else { return nil }
    let modifiers = split.modifiers.map {
      ViewNode.Modifier(call: $0, bindings: bindings, file: file)
    }
    return expand(value, bindings.entering(function), file: file, modifiers: modifiers)
  }

  /// A view value as a node, `modifiers` after its own.
  private func expand(
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
  private func isFileModifier(_ name: String, _ live: LiveContext) -> Bool {
    name == "modifier" || live.interpreter.types.types["View"]?.methods[name] != nil
  }

  private func arguments(
    _ call: ViewCall.Call, _ scope: Scope, file: Int, _ live: LiveContext
  ) -> [Argument] {
    var result: [Argument] = []
    for argument in call.arguments {
      let value = live.evaluate(argument.expression, in: scope, file: file) ?? .void
      result.append(Argument(label: argument.label?.text, value: value))
    }
    for (label, closure) in call.closures {
      let value = live.evaluate(ExprSyntax(closure), in: scope, file: file) ?? .void
      result.append(Argument(label: label.isEmpty ? nil : label, value: value))
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
    var arguments = self.arguments(call, scope, file: file, live)
    // A trailing closure fills the initialiser's last parameter (`init(content:)`), or the
    // last stored property without a value (memberwise).
    let info = live.interpreter.types.types[type.name]
    if let trailing = call.closures.first, trailing.label.isEmpty,
      let index = arguments.lastIndex(where: { $0.label == nil }),
      index == arguments.count - call.closures.count
    {
      let label =
        info?.initializers.first?.decl.signature.parameterClause.parameters.last?.firstName.text
        ?? info?.stored.last(where: { $0.initial == nil && $0.wrapper == nil })?.name
      if let label, label != "_" { arguments[index].label = label }
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
        type: type.name, arguments, file: type.file, wrapperCells: cells)
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
          guard case .bool(true)? = live.evaluate(expression, in: inner, file: file)?.unwrapped
          else {
            holds = false
            break
          }
        case .optionalBinding(let binding):
          let value: RuntimeValue?
          if let initializer = binding.initializer?.value {
            value = live.evaluate(initializer, in: inner, file: file)
          } else {
            value = live.evaluate(
              ExprSyntax(
                DeclReferenceExprSyntax(baseName: .identifier(binding.pattern.nameText))),
              in: inner, file: file)
          }
          guard let unwrapped = value?.unwrapped else {
            holds = false
            break
          }
          inner.declare(binding.pattern.nameText, unwrapped, mutable: false)
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

  /// `ForEach` over what the code computes: an array, a range, a collection's indices.
  func liveElements(_ data: ExprSyntax, _ bindings: Bindings, file: Int) -> [RuntimeValue]? {
    let live = importer.live
    guard let scope = bindings.scope,
      let value = live.evaluate(data, in: scope, file: file)?.unwrapped
    else { return nil }
    switch value {
    case .array(let items): return items
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
