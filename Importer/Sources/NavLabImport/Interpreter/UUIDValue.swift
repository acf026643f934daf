/// Foundation's `UUID`: an identity for `Identifiable` models (`let id = UUID()`). Each `UUID()`
/// is the next of a fixed series (`00000000-0000-4000-8000-000000000001`, …), so two runs of the
/// same code make the same identifiers (NavLab's runs are deterministic) while every instance
/// still differs from every other, as random ones do; `UUID(uuidString:)` keeps its text.
final class UUIDValue: NativeValue, CustomStringConvertible {
  let text: String

  init(text: String) { self.text = text }

  /// The `index`th identifier of the series (version 4 and variant bits set, as `UUID()` makes).
  convenience init(index: Int) {
    let hex = String(UInt64(truncatingIfNeeded: index), radix: 16, uppercase: true)
    let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex.suffix(12)
    self.init(text: "00000000-0000-4000-8000-" + digits)
  }

  var typeName: String { "UUID" }
  var description: String { text }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "uuidString", "description": .string(text)
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}
