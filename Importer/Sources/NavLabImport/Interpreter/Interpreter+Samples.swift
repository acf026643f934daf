import SwiftSyntax

/// Degrading per value: where the files' code needs a value the interpreter cannot produce (a
/// router or store from outside the files, `JSONDecoder()`, an `@EnvironmentObject` nobody
/// supplied, a colour it does not model), it stands in an opaque sample of the declared type —
/// `nil`, `""`, `0`, `false`, an empty collection, an enum's first case — with one warning naming
/// where and what, so the view around it is still built and read.
extension Interpreter {
  /// The value of `expression`, or a sample of `type` (with a warning) when the interpreter
  /// cannot produce it. Limits (a runaway loop, recursion) still stop the call.
  func evalOrSample(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, type: String?, what: String
  ) throws -> RuntimeValue {
    do {
      return try eval(expression, scope, file, hint: type)
    } catch let failure as InterpreterError where !failure.isLimit {
      return substitute(for: failure, type: type, what: what)
    }
  }

  /// A sample of `type` standing in for what `failure` could not produce, said once.
  func substitute(for failure: InterpreterError, type: String?, what: String) -> RuntimeValue {
    let value = sample(of: type)
    let shown = type.map { " a sample \($0)" } ?? " an opaque value"
    host?.degraded(
      InterpreterError(
        message: "\(what): \(failure.message); NavLab uses\(shown) instead", file: failure.file,
        position: failure.position))
    return value
  }

  /// A stand-in value of the type written `type`: `nil` for optionals, zero, `false`, `""`,
  /// empty collections, an enum's first case, a struct of samples; otherwise an opaque value
  /// whose members and methods are opaque too.
  func sample(of type: String?, depth: Int = 0) -> RuntimeValue {
    guard let written = type?.trimmingSpaces, !written.isEmpty, depth < 4 else {
      return .native(OpaqueValue(typeName: type ?? ""))
    }
    if written.hasSuffix("?") || written.hasSuffix("!") { return .nilValue }
    if TypeNames.hasArrow(written) {
      return .closure(
        Closure(.builtin(name: "sample") { _ in .void }, scope: globalScope, file: 0))
    }
    if written.hasPrefix("[") { return written.contains(":") ? .dictionary([]) : .array([]) }
    guard let base = TypeNames.base(written) else { return .native(OpaqueValue(typeName: written)) }
    if TypeNames.integerTypes.contains(base) { return .int(0) }
    if TypeNames.numericTypes.contains(base) { return .double(0) }
    switch base {
    case "Bool": return .bool(false)
    case "String", "Substring", "Character", "LocalizedStringKey", "AttributedString":
      return .string("")
    // A Core Data fetch on the first frame of a new install: no objects yet.
    case "Array", "Set", "FetchedResults", "SectionedFetchResults": return .array([])
    case "Dictionary": return .dictionary([])
    case "Binding":
      let inner = written.firstIndex(of: "<").map {
        String(written[written.index(after: $0)...].dropLast())
      }
      return .binding(Cell(sample(of: inner, depth: depth + 1)))
    default: break
    }
    if types[base] == nil, StoreValue.typeNames.contains(base) {
      // A store nothing supplied (the view opened alone): its feature's declared defaults.
      let state = StoreValue.stateType(of: written).map { sample(of: $0, depth: depth + 1) }
      return .native(StoreValue(state: state ?? .void, interpreter: self))
    }
    if let info = types[base] {
      switch info.kind {
      case .enumeration:
        if let first = info.cases.first {
          return .enumCase(
            type: base, name: first.name,
            payload: first.labels.map { _ in .native(OpaqueValue(typeName: "")) })
        }
      case .structure, .classType:
        guard samplingDepth < 4 else { break }
        samplingDepth += 1
        defer { samplingDepth -= 1 }
        if let value = try? construct(base, [], wrapperCells: [:], at: nil, file: 0) {
          return value
        }
        // A class whose initialisers all need arguments (a store made from a selection): its
        // properties' samples, no initialiser run.
        if info.kind == .classType,
          let value = try? constructObject(info, [], [:], at: nil, file: 0, sampled: true)
        {
          return value
        }
      default: break
      }
    }
    return .native(OpaqueValue(typeName: base))
  }
}

/// A value the interpreter could not produce: its members and methods are opaque values too, so
/// code that reads through it (`store.settings.isOn`) goes on; a condition on it is not `Bool`
/// and takes no branch that needs it.
final class OpaqueValue: NativeValue {
  let typeName: String
  init(typeName: String) { self.typeName = typeName }
  func member(_ name: String) -> RuntimeValue? {
    // A collection NavLab cannot know is empty on a fresh install (no data loaded yet).
    switch name {
    case "isEmpty": .bool(true)
    case "count": .int(0)
    case "first", "last": .nilValue
    default: .native(OpaqueValue(typeName: ""))
    }
  }
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    .native(OpaqueValue(typeName: ""))
  }
}
