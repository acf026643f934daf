import SwiftSyntax

/// Methods: finding them on a type, its extensions and protocols; calling them on values
/// (mutating ones write back); static functions and enum cases with payloads.
extension Interpreter {
  /// Methods named `name` of a type, its extensions and the protocols it conforms to.
  func methods(of type: String, _ name: String) -> [(decl: FunctionDeclSyntax, file: Int)] {
    if let known = methodsFound[type]?[name] { return known }
    let found = findMethods(of: type, name)
    methodsFound[type, default: [:]][name] = found
    return found
  }

  private func findMethods(of type: String, _ name: String) -> [(
    decl: FunctionDeclSyntax, file: Int
  )] {
    var seen: Set<String> = []
    var pending = [type]
    var found: [(decl: FunctionDeclSyntax, file: Int)] = []
    while let next = pending.popLast(), seen.count < 32 {
      guard seen.insert(next).inserted, let info = types[next] else { continue }
      found += info.methods[name] ?? []
      pending += info.inherited.compactMap(TypeNames.base)
    }
    return found
  }

  func isViewValue(_ value: RuntimeValue) -> Bool {
    switch value {
    case .native(let native): native is ViewExpression || native is ViewList
    case .instance(let instance): types[instance.type]?.isView == true
    default: false
    }
  }

  /// Calls method `name` on the value in `cell` (which a mutating method changes).
  /// `resultHint`: the type the call's value is read as (``callFunction``).
  func invokeMethod(
    on cell: Cell, _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    file: Int, resultHint: String? = nil
  ) throws -> RuntimeValue {
    let value = cell.value
    var candidates: [(decl: FunctionDeclSyntax, file: Int)] = []
    if let type = Self.typeName(of: value), case .metatype = value {
      candidates = types[type]?.staticMethods[name] ?? []
    } else if let type = Self.typeName(of: value) {
      candidates = methods(of: type, name)
    }
    if candidates.isEmpty, isViewValue(value) { candidates = methods(of: "View", name) }
    // `extension String { func trimmed() -> String }`: the files' own methods of a built-in
    // type.
    if candidates.isEmpty, let type = Self.builtinTypeName(of: value) {
      candidates = methods(of: type, name)
    }
    if !candidates.isEmpty {
      let (decl, declFile) = try choose(
        candidates, arguments, name, at: node ?? candidates[0].decl, file)
      return try callFunction(
        decl, declFile, receiver: cell, typeName: Self.typeName(of: value), parent: globalScope,
        arguments, at: node, resultHint: resultHint)
    }
    if case .native(let native) = value {
      if let result = try native.call(name, arguments, at: node, file: file) { return result }
      // `extension Bundle { func decode<T: Decodable>(_ file: String) -> T }`: the files' own
      // methods of a Foundation type the interpreter models.
      let extensions = native is OpaqueValue ? [] : methods(of: native.typeName, name)
      if !extensions.isEmpty {
        let (decl, declFile) = try choose(
          extensions, arguments, name, at: node ?? extensions[0].decl, file)
        return try callFunction(
          decl, declFile, receiver: cell, typeName: native.typeName, parent: globalScope,
          arguments, at: node, resultHint: resultHint)
      }
      throw error("\(native.typeName) has no method \(name)", at: node, file: file)
    }
    if let result = try builtinMethod(cell, name, arguments, at: node, file: file) {
      return result
    }
    if let member = try lookupMember(value, name, at: node, file) {
      return try callValue(member, arguments, at: node, file: file)
    }
    if isRecord(value) {
      // A method of a type from outside the files (the type was named when it was made).
      return .native(OpaqueValue(typeName: ""))
    }
    if case .enumCase(let type, _, _) = value,
      type.isEmpty || TypeNames.opaqueValueTypes.contains(type)
        || TypeNames.colorTypes.contains(type)
    {
      // A modifier of a SwiftUI value the interpreter does not model
      // (`.easeInOut(duration: 0.3).delay(0.1)`, `.title2.bold()`): a case named after the
      // method, the receiver first in its payload, for the host to unwrap.
      return .enumCase(type: type, name: name, payload: [value] + Self.payload(arguments))
    }
    let failure = error("\(value.typeDescription) has no method \(name)", at: node, file: file)
    if Self.isPlainValue(value) {
      // `urlString.shortenedURL()`: an extension of a Swift type from a package outside the
      // files; what it returns cannot be known, and the code around it still runs.
      return substitute(for: failure, type: nil, what: "\(name) (a package's extension?)")
    }
    throw failure
  }

  /// A value of Swift's own types (a string, a number, a collection), whose methods and
  /// properties a package outside the files may extend.
  static func isPlainValue(_ value: RuntimeValue) -> Bool {
    switch value {
    case .string, .int, .double, .bool, .array, .dictionary: true
    default: false
    }
  }

  /// Whether calling `name` on `receiver` may change it (so it is written back).
  func isMutating(_ receiver: RuntimeValue, _ name: String) -> Bool {
    switch receiver {
    case .array, .bool, .int, .double, .string, .dictionary:
      return Builtins.mutatingMethods.contains(name)
    case .instance(let instance):
      return methods(of: instance.type, name).contains { method in
        method.decl.modifiers.contains { $0.name.text == "mutating" }
      }
    case .enumCase(let type, _, _):
      return methods(of: type, name).contains { method in
        method.decl.modifiers.contains { $0.name.text == "mutating" }
      }
    default:
      return false
    }
  }

  /// `Type.name(…)`: a static function, an enum case with a payload, a built-in static.
  func callStatic(
    _ type: String, _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    file: Int, resultHint: String? = nil
  ) throws -> RuntimeValue {
    // `.init(localized: key)` where a `String` is expected: the type's initialiser.
    if name == "init", types[type]?.staticMethods["init"] == nil {
      return try construct(type, arguments, wrapperCells: [:], at: node, file: file)
    }
    if let info = types[type] {
      if let candidates = info.staticMethods[name] {
        let (decl, declFile) = try choose(
          candidates, arguments, name, at: node ?? candidates[0].decl, file)
        return try callFunction(
          decl, declFile, receiver: nil, typeName: type, parent: globalScope, arguments, at: node,
          resultHint: resultHint)
      }
      if info.cases.contains(where: { $0.name == name }) {
        return .enumCase(type: type, name: name, payload: arguments.map(\.value))
      }
      if let value = try lookupStatic(type, name, at: node, file) {
        return try callValue(value, arguments, at: node, file: file)
      }
    }
    if let value = try builtinStaticCall(type, name, arguments, at: node, file: file) {
      return value
    }
    if TypeNames.opaqueValueTypes.contains(type) {
      return .enumCase(type: type, name: name, payload: Self.payload(arguments))
    }
    throw error("\(type) has no static function \(name)", at: node, file: file)
  }
}
