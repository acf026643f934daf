import SwiftSyntax

/// The methods of arrays (and of ranges and dictionaries through their elements) that view
/// code calls: building (`append`, `insert`, `remove…`), transforming (`map`, `filter`,
/// `reduce`, `sorted`), searching (`first(where:)`, `contains`), within the collection limit.
extension Interpreter {
  /// Arrays (ranges and dictionaries as arrays of their elements): the methods view code
  /// calls on them.
  func collectionMethod(
    _ cell: Cell, _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    file: Int
  ) throws -> RuntimeValue? {
    let values = arguments.map(\.value)
    if case .range = cell.value, name == "contains", let value = values.first {
      return .bool(try contains(cell.value, value, at: node, file))
    }
    if case .dictionary(var pairs) = cell.value {
      if name == "removeValue", let key = values.first {
        let index = pairs.firstIndex { $0.key == key }
        let removed = index.map { pairs.remove(at: $0).value }
        cell.value = .dictionary(pairs)
        return .optional(removed)
      }
    }
    var items = try materialize(cell.value, at: node, file)
    func call(_ closure: RuntimeValue, _ element: RuntimeValue) throws -> RuntimeValue {
      try callValue(closure, [Argument(element)], at: node, file: file)
    }
    func predicate(_ closure: RuntimeValue, _ element: RuntimeValue) throws -> Bool {
      guard case .bool(let flag) = try call(closure, element) else {
        throw error("\(name)'s closure must return Bool", at: node, file: file)
      }
      return flag
    }
    func grow(_ count: Int) throws {
      guard items.count + count <= limits.collectionSize else {
        throw error("array grows past \(limits.collectionSize) elements", at: node, file: file)
      }
    }
    let closure = values.last.flatMap { if case .closure = $0 { $0 } else { nil } }
    switch name {
    case "append":
      if arguments.first?.label == "contentsOf", let other = values.first {
        let extra = try materialize(other, at: node, file)
        try grow(extra.count)
        items += extra
      } else if let value = values.first {
        try grow(1)
        items.append(value)
      }
      cell.value = .array(items)
      return .void
    case "insert" where values.count == 1 && arguments[0].label == nil:
      // A `Set` (an array here): the element once; `(inserted:memberAfterInsert:)`.
      let inserted = !items.contains(values[0])
      if inserted {
        try grow(1)
        items.append(values[0])
      }
      cell.value = .array(items)
      return .tuple([
        (label: "inserted", value: .bool(inserted)), (label: "memberAfterInsert", value: values[0]),
      ])
    case "remove" where values.count == 1 && arguments[0].label == nil:
      // `Set.remove(_:)`: the element, or nil when it was not there.
      let index = items.firstIndex(of: values[0])
      let removed = index.map { items.remove(at: $0) }
      cell.value = .array(items)
      return .optional(removed)
    case "union", "formUnion", "subtracting", "subtract", "intersection", "formIntersection",
      "symmetricDifference":
      guard let other = values.first else { return nil }
      let extra = try materialize(other, at: node, file)
      var result: [RuntimeValue]
      switch name {
      case "union", "formUnion":
        result = items
        for item in extra where !result.contains(item) { result.append(item) }
      case "subtracting", "subtract": result = items.filter { !extra.contains($0) }
      case "intersection", "formIntersection": result = items.filter { extra.contains($0) }
      default:
        result = items.filter { !extra.contains($0) } + extra.filter { !items.contains($0) }
      }
      guard result.count <= limits.collectionSize else {
        throw error("array grows past \(limits.collectionSize) elements", at: node, file: file)
      }
      if name.hasPrefix("form") || name == "subtract" {
        cell.value = .array(result)
        return .void
      }
      return .array(result)
    case "isSubset", "isSuperset", "isDisjoint":
      guard let other = values.first else { return nil }
      let extra = try materialize(other, at: node, file)
      switch name {
      case "isSubset": return .bool(items.allSatisfy { extra.contains($0) })
      case "isSuperset": return .bool(extra.allSatisfy { items.contains($0) })
      default: return .bool(!items.contains { extra.contains($0) })
      }
    case "insert":
      guard values.count == 2, case .int(let index) = values[1], (0...items.count).contains(index)
      else { throw error("insert(_:at:) index is out of range", at: node, file: file) }
      try grow(1)
      items.insert(values[0], at: index)
      cell.value = .array(items)
      return .void
    case "remove":
      guard case .int(let index)? = values.first, items.indices.contains(index) else {
        throw error("remove(at:) index is out of range", at: node, file: file)
      }
      let removed = items.remove(at: index)
      cell.value = .array(items)
      return removed
    case "removeAll":
      if let closure {
        items = try items.filter { try !predicate(closure, $0) }
      } else {
        items = []
      }
      cell.value = .array(items)
      return .void
    case "removeLast", "removeFirst", "popLast":
      guard !items.isEmpty else {
        if name == "popLast" { return .nilValue }
        throw error("\(name) on an empty array", at: node, file: file)
      }
      let removed = name == "removeFirst" ? items.removeFirst() : items.removeLast()
      cell.value = .array(items)
      return removed
    case "sort":
      items = try sorted(items, by: closure, at: node, file)
      cell.value = .array(items)
      return .void
    case "reverse":
      cell.value = .array(items.reversed())
      return .void
    case "map", "forEach", "compactMap", "flatMap":
      guard let closure else { return nil }
      var result: [RuntimeValue] = []
      for item in items {
        let mapped = try call(closure, item)
        switch name {
        case "compactMap": if let value = mapped.unwrapped { result.append(value) }
        case "flatMap": result += try materialize(mapped, at: node, file)
        default: result.append(mapped)
        }
        guard result.count <= limits.collectionSize else {
          throw error(
            "\(name) makes more than \(limits.collectionSize) elements", at: node, file: file)
        }
      }
      return name == "forEach" ? .void : .array(result)
    case "filter":
      guard let closure else { return nil }
      return .array(try items.filter { try predicate(closure, $0) })
    case "reduce":
      guard values.count == 2, let closure else { return nil }
      if arguments[0].label == "into" {
        let accumulator = Cell(values[0], name: Cell.inoutName)
        for item in items {
          _ = try callValue(
            closure, [Argument(.binding(accumulator)), Argument(item)], at: node, file: file)
        }
        return accumulator.value
      }
      var result = values[0]
      for item in items {
        result = try callValue(closure, [Argument(result), Argument(item)], at: node, file: file)
      }
      return result
    case "contains":
      if let closure { return .bool(try items.contains { try predicate(closure, $0) }) }
      guard let value = values.first else { return nil }
      return .bool(items.contains(value))
    case "count":
      // Swift 6's `count(where:)`: how many elements pass the test.
      guard let closure else { return nil }
      return .int(try items.filter { try predicate(closure, $0) }.count)
    case "randomElement":
      // Which element a run picks cannot be known; the first keeps runs deterministic.
      return .optional(items.first)
    case "allSatisfy":
      guard let closure else { return nil }
      return .bool(try items.allSatisfy { try predicate(closure, $0) })
    case "first", "last":
      guard let closure else { return nil }
      let found =
        name == "first"
        ? try items.first { try predicate(closure, $0) }
        : try items.last { try predicate(closure, $0) }
      return .optional(found)
    case "firstIndex", "lastIndex":
      let test: (RuntimeValue) throws -> Bool =
        closure.map { closure in { try predicate(closure, $0) } } ?? { $0 == values.first }
      let index =
        name == "firstIndex" ? try items.firstIndex(where: test) : try items.lastIndex(where: test)
      return .optional(index.map(RuntimeValue.int))
    case "sorted":
      return .array(try sorted(items, by: closure, at: node, file))
    case "reversed":
      return .array(items.reversed())
    case "enumerated":
      return .array(
        items.enumerated().map {
          .tuple([(label: "offset", value: .int($0)), (label: "element", value: $1)])
        })
    case "min", "max":
      if closure != nil { return nil }
      guard !items.isEmpty else { return .nilValue }
      return .optional(try builtinGlobal(name, [Argument(.array(items))], at: node, file: file))
    case "joined":
      let separator =
        values.first.flatMap { if case .string(let text) = $0 { text } else { nil } } ?? ""
      return .string(items.map(\.description).joined(separator: separator))
    case "prefix", "suffix", "dropFirst", "dropLast":
      let count = values.first.flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 1
      guard count >= 0 else { return nil }
      switch name {
      case "prefix": return .array(Array(items.prefix(count)))
      case "suffix": return .array(Array(items.suffix(count)))
      case "dropFirst": return .array(Array(items.dropFirst(count)))
      default: return .array(Array(items.dropLast(count)))
      }
    default:
      return nil
    }
  }

  private func sorted(
    _ items: [RuntimeValue], by closure: RuntimeValue?, at node: (any SyntaxProtocol)?, _ file: Int
  ) throws -> [RuntimeValue] {
    var failure: Error?
    let result = items.sorted { a, b in
      guard failure == nil else { return false }
      do {
        if let closure {
          let value = try callValue(closure, [Argument(a), Argument(b)], at: node, file: file)
          return value == .bool(true)
        }
        return try binary("<", a, b, node, file) == .bool(true)
      } catch {
        failure = error
        return false
      }
    }
    if let failure { throw failure }
    return result
  }
}
