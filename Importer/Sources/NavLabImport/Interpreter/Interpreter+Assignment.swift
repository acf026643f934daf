import SwiftSyntax

/// Assignment: to locals, properties (through structs by value and classes by reference),
/// property-wrapper storage (observed: the host hears of it), subscripts, tuple elements.
extension Interpreter {
  /// `target = value`.
  func assign(_ target: ExprSyntax, _ value: RuntimeValue, _ scope: Scope, _ file: Int) throws {
    if target.is(DiscardAssignmentExprSyntax.self) { return }
    if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      guard case .tuple(let items) = value, items.count == tuple.elements.count else {
        throw error(
          "cannot assign \(value.typeDescription) to \(tuple.trimmedDescription)", at: target,
          file: file)
      }
      for (element, item) in zip(tuple.elements, items) {
        try assign(element.expression, item.value, scope, file)
      }
      return
    }
    try modify(target, scope, file, replacing: true) { $0 = value }
  }

  /// Changes the value `target` names in place (`x += 1`, `offset.y = 0`, a mutating method's
  /// receiver). `replacing` marks a plain assignment (a `let` assigned once after its
  /// declaration is allowed).
  func modify(
    _ target: ExprSyntax, _ scope: Scope, _ file: Int, replacing: Bool = false,
    _ body: (inout RuntimeValue) throws -> Void
  ) throws {
    switch target.kind {
    case .declReferenceExpr:
      let name = target.cast(DeclReferenceExprSyntax.self).baseName.text
      if name == "self", let cell = scope.selfCell {
        return try modifyCell(cell, body)
      }
      if let cell = scope.lookup(name) {
        if cell.isConstant, cell.name != ".constant" {
          guard replacing, case .void = cell.value else {
            throw error("cannot assign to \(name): it is a let constant", at: target, file: file)
          }
        }
        return try modifyCell(cell, body, type: cell.declaredType)
      }
      if let selfCell = scope.selfCell, try hasMember(selfCell.value, name) {
        if case .object = selfCell.value {
          var object = selfCell.value
          return try modifyMember(&object, name, at: target, file, body)
        }
        return try modifyCell(
          selfCell, { value in try modifyMember(&value, name, at: target, file, body) })
      }
      if let type = scope.typeName, let stored = types[type]?.staticStored[name] {
        return try modifyCell(
          try staticCell(key: type + "." + name, stored, typeName: type), body, type: stored.type)
      }
      if let global = types.globals[name] {
        return try modifyCell(
          try staticCell(key: "." + name, global, typeName: nil), body, type: global.type)
      }
      throw unsupported(target, file, "\(name) is not a variable in scope")
    case .memberAccessExpr:
      let member = target.cast(MemberAccessExprSyntax.self)
      let name = identifier(member.declName.baseName)
      guard let base = member.base else { throw unsupported(target, file) }
      if let type = typeReference(base, scope) {
        guard let stored = types[type]?.staticStored[name] else {
          throw error("\(type).\(name) is not a static variable", at: target, file: file)
        }
        return try modifyCell(
          try staticCell(key: type + "." + name, stored, typeName: type), body, type: stored.type)
      }
      // A class instance is a reference: change its property, not the variable holding it
      // (a host object too: `let decoder = JSONDecoder(); decoder.keyDecodingStrategy = …`).
      switch try eval(base, scope, file).unwrapped {
      case .object(let object)?:
        var reference = RuntimeValue.object(object)
        return try modifyMember(&reference, name, at: target, file, body)
      case .native(let native as SettableNativeValue)?:
        var reference = RuntimeValue.native(native)
        return try modifyMember(&reference, name, at: target, file, body)
      default: break
      }
      return try modify(base, scope, file) { value in
        try modifyMember(&value, name, at: target, file, body)
      }
    case .subscriptCallExpr:
      let node = target.cast(SubscriptCallExprSyntax.self)
      let keys = try node.arguments.map { try eval($0.expression, scope, file) }
      return try modify(node.calledExpression, scope, file) { value in
        try modifyElement(&value, keys, at: target, file, body)
      }
    case .forceUnwrapExpr, .optionalChainingExpr:
      let inner =
        target.as(ForceUnwrapExprSyntax.self)?.expression
        ?? target.cast(OptionalChainingExprSyntax.self).expression
      let force = target.is(ForceUnwrapExprSyntax.self)
      return try modify(inner, scope, file) { value in
        guard var unwrapped = value.unwrapped else {
          if force {
            throw error(
              "\(inner.trimmedDescription) is nil where it is force-unwrapped (!)", at: target,
              file: file)
          }
          return  // `a?.b = x` with `a` nil does nothing
        }
        try body(&unwrapped)
        value = unwrapped
      }
    case .tupleExpr:
      let tuple = target.cast(TupleExprSyntax.self)
      if tuple.elements.count == 1, let only = tuple.elements.first {
        return try modify(only.expression, scope, file, replacing: replacing, body)
      }
      throw unsupported(target, file)
    default:
      throw unsupported(target, file, "not assignable")
    }
  }

  /// Changes a cell's value; observed cells tell the host; `.constant` bindings drop writes.
  func modifyCell(_ cell: Cell, _ body: (inout RuntimeValue) throws -> Void, type: String? = nil)
    throws
  {
    if cell.isConstant, cell.name == ".constant" { return }
    let old = cell.value
    var value = old
    let previous = Self.inferredType(value)
    try body(&value)
    cell.value = coerce(value, to: type ?? cell.declaredType ?? previous)
    // Writing the value a cell holds changes nothing a view shows (SwiftUI skips equal
    // values): telling the host would re-read the views for nothing, or forever.
    if cell.isObserved, cell.value != old { host?.didWrite(cell) }
  }

  private func hasMember(_ value: RuntimeValue, _ name: String) throws -> Bool {
    switch value {
    case .instance(let instance):
      let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
      return instance.fields[name] != nil || instance.wrappers[bare] != nil
        || instance.order.contains(name) || types[instance.type]?.computed[name]?.setter != nil
    case .object(let object):
      return object.fields[name] != nil || types[object.type]?.computed[name]?.setter != nil
    default:
      return false
    }
  }

  /// Changes property `name` of a value (a struct is changed in `value`; a class's cell in
  /// place).
  func modifyMember(
    _ value: inout RuntimeValue, _ name: String, at node: (any SyntaxProtocol)?, _ file: Int,
    _ body: (inout RuntimeValue) throws -> Void
  ) throws {
    switch value {
    case .instance(var instance):
      if let cell = instance.wrappers[name] { return try modifyCell(cell, body) }
      if name.hasPrefix("_"), let current = instance.wrappers[String(name.dropFirst())] {
        // `_offset = scrollOffset`: the init replaces the wrapper's storage.
        var storage = RuntimeValue.binding(current)
        try body(&storage)
        guard case .binding(let cell) = storage else {
          throw error("\(name) takes a Binding or State", at: node, file: file)
        }
        if !current.isHostSupplied {
          cell.wrapper = current.wrapper
          cell.declaredType = current.declaredType
          instance.wrappers[String(name.dropFirst())] = cell
          value = .instance(instance)
        }
        return
      }
      if let computed = types[instance.type]?.computed[name], let setter = computed.setter {
        var current = try runComputed(computed, on: value)
        try body(&current)
        let scope = self.scope(forSelf: value)
        scope.declare(setter.parameter, current, mutable: false)
        _ = try runBody(setter.body, scope, computed.file)
        value = scope.selfValue ?? value
        return
      }
      if let builtin = TypeNames.builtinStructs[instance.type], !builtin.contains(name) {
        // CGRect's width/minX… are read-only views of origin and size.
        throw error("\(instance.type).\(name) cannot be assigned", at: node, file: file)
      }
      guard var field = instance.fields[name] ?? (instance.order.contains(name) ? .void : nil)
      else {
        throw error("\(instance.type) has no property \(name)", at: node, file: file)
      }
      let type =
        types[instance.type]?.stored.first { $0.name == name }?.type
        ?? (TypeNames.builtinStructs[instance.type] != nil ? "CGFloat" : Self.inferredType(field))
      try body(&field)
      instance.fields[name] = coerce(field, to: type)
      if !instance.order.contains(name) { instance.order.append(name) }
      value = .instance(instance)
    case .object(let object):
      if let cell = object.fields[name] { return try modifyCell(cell, body) }
      if let computed = types[object.type]?.computed[name], let setter = computed.setter {
        var current = try runComputed(computed, on: value)
        try body(&current)
        let scope = self.scope(forSelf: value)
        scope.declare(setter.parameter, current, mutable: false)
        _ = try runBody(setter.body, scope, computed.file)
        return
      }
      if isRecord(value) {
        // `formatter.numberStyle = .decimal` on a record of a type from outside the files: the
        // property is kept (read back as set).
        var current = RuntimeValue.native(OpaqueValue(typeName: ""))
        try body(&current)
        object.fields[name] = Cell(current, name: name)
        object.order.append(name)
        return
      }
      throw error("\(object.type) has no property \(name)", at: node, file: file)
    case .binding(let cell) where name == "wrappedValue":
      try modifyCell(cell, body)
    case .tuple(var items):
      guard
        let index = Int(name).flatMap({ items.indices.contains($0) ? $0 : nil })
          ?? items.firstIndex(where: { $0.label == name })
      else { throw error("the tuple has no element \(name)", at: node, file: file) }
      try body(&items[index].value)
      value = .tuple(items)
    case .optional(var inner?):
      try modifyMember(&inner, name, at: node, file, body)
      value = .optional(inner)
    case .native(let native) where native is OpaqueValue:
      // A property of a sample (`locationManager.delegate = self`): nothing to keep.
      return
    case .native(let native as SettableNativeValue):
      var current = native.member(name) ?? .void
      try body(&current)
      guard native.set(name, current) else {
        throw error("cannot assign \(name) of \(native.typeName)", at: node, file: file)
      }
    default:
      throw error("cannot assign \(name) of \(value.typeDescription)", at: node, file: file)
    }
  }

  private func modifyElement(
    _ value: inout RuntimeValue, _ keys: [RuntimeValue], at node: (any SyntaxProtocol)?,
    _ file: Int, _ body: (inout RuntimeValue) throws -> Void
  ) throws {
    switch (value, keys.first) {
    case (.array(var items), .int(let index)?):
      guard items.indices.contains(index) else {
        throw error("index \(index) is out of range (0..<\(items.count))", at: node, file: file)
      }
      try body(&items[index])
      value = .array(items)
    case (.dictionary(var pairs), let key?):
      if let index = pairs.firstIndex(where: { $0.key == key }) {
        var element = RuntimeValue.optional(pairs[index].value)
        try body(&element)
        if let newValue = element.unwrapped {
          pairs[index].value = newValue
        } else {
          pairs.remove(at: index)
        }
      } else {
        var element = RuntimeValue.nilValue
        try body(&element)
        if let newValue = element.unwrapped { pairs.append((key, newValue)) }
      }
      value = .dictionary(pairs)
    default:
      throw error(
        "cannot assign through a subscript of \(value.typeDescription)", at: node, file: file)
    }
  }

  /// The type a variable without an annotation has from its current value, where assigning
  /// a literal would otherwise change it: a `Double` stays a `Double` (`progress = 1` after
  /// `var progress = 0.0`), an enum case keeps its enum.
  static func inferredType(_ value: RuntimeValue) -> String? {
    switch value {
    case .double: "Double"
    case .enumCase(let type, _, _) where !type.isEmpty: type
    case .instance(let instance): instance.type
    case .optional(let inner?): inferredType(inner)
    default: nil
    }
  }

  /// The declared type of an assignment target, for typing the assigned literal (nil when
  /// unknown).
  func declaredType(of target: ExprSyntax, _ scope: Scope) throws -> String? {
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      let name = identifier(reference.baseName)
      if name == "self" { return scope.typeName }
      if let cell = scope.lookup(name) { return cell.declaredType ?? Self.inferredType(cell.value) }
      if let selfValue = scope.selfValue, let type = Self.typeName(of: selfValue) {
        return propertyType(type, name)
          ?? (try? lookupMember(selfValue, name, at: nil, 0)).flatMap {
            $0.flatMap(Self.inferredType)
          }
      }
    }
    if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = identifier(member.declName.baseName)
      guard let value = try? eval(base, scope, 0),
        let type = Self.typeName(of: value.unwrapped ?? value)
      else { return nil }
      if let fields = TypeNames.builtinStructs[type] {
        if type == "CGRect" { return ["origin": "CGPoint", "size": "CGSize"][name] }
        return fields.contains(name) ? "CGFloat" : nil
      }
      return propertyType(type, name)
        ?? (try? lookupMember(value, name, at: nil, 0)).flatMap { $0.flatMap(Self.inferredType) }
    }
    return nil
  }

  private func propertyType(_ type: String, _ name: String) -> String? {
    types[type]?.stored.first { $0.name == name }?.type
  }
}
