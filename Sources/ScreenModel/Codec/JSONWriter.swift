/// A small pretty-printing JSON writer (two-space indents, rows of a list on one line each), or
/// a one-line one (the live wire's answers).
package struct JSONWriter {
  package private(set) var text = ""

  /// `singleLine`: everything on one line, as inline objects are written.
  package init(singleLine: Bool = false) { self.singleLine = singleLine }
  private let singleLine: Bool
  private var depth = 0
  private var needsComma: [Bool] = []
  private var inline: [Bool] = []
  private var afterKey = false

  private var isInline: Bool { inline.last ?? singleLine }

  private mutating func separator() {
    if afterKey {
      afterKey = false
      return
    }
    if let last = needsComma.last, last { text += "," }
    if !needsComma.isEmpty {
      needsComma[needsComma.count - 1] = true
      if isInline {
        if text.last != "{" && text.last != "[" { text += " " }
      } else {
        text += "\n" + String(repeating: "  ", count: depth)
      }
    }
  }

  package mutating func key(_ name: String) {
    separator()
    text += quoted(name) + ": "
    afterKey = true
  }

  package mutating func beginObject(inline flag: Bool = false) { open("{", inline: flag) }
  package mutating func endObject() { close("}") }
  package mutating func beginArray(inline flag: Bool = false) { open("[", inline: flag) }
  package mutating func endArray() { close("]") }

  private mutating func open(_ bracket: String, inline flag: Bool) {
    separator()
    text += bracket
    depth += 1
    needsComma.append(false)
    inline.append(flag || isInline)
  }

  private mutating func close(_ bracket: String) {
    depth -= 1
    let wasInline = inline.removeLast()
    let hadMembers = needsComma.removeLast()
    if hadMembers && !wasInline { text += "\n" + String(repeating: "  ", count: depth) }
    text += bracket
  }

  package mutating func field(_ name: String, string text: String) {
    key(name)
    value(string: text)
  }

  package mutating func field(_ name: String, number value: Double) {
    key(name)
    separator()
    text += NumberFormat.shortest(value)
  }

  package mutating func field(_ name: String, bool value: Bool) {
    key(name)
    separator()
    text += value ? "true" : "false"
  }

  package mutating func value(string: String) {
    separator()
    text += quoted(string)
  }

  package mutating func value(number: Double) {
    separator()
    text += NumberFormat.shortest(number)
  }

  package mutating func value(bool: Bool) {
    separator()
    text += bool ? "true" : "false"
  }

  /// Writes `json` at the current place (objects on one line, as content trees are written).
  package mutating func write(_ json: JSONValue) {
    switch json {
    case .null:
      separator()
      text += "null"
    case .bool(let flag): value(bool: flag)
    case .number(let number): value(number: number)
    case .string(let string): value(string: string)
    case .array(let items):
      beginArray()
      for item in items { write(item) }
      endArray()
    case .object(let pairs):
      beginObject(inline: true)
      for (name, member) in pairs {
        key(name)
        write(member)
      }
      endObject()
    }
  }

  private func quoted(_ string: String) -> String {
    var result = ""
    JSONText.appendQuoted(string, to: &result)
    return result
  }
}
