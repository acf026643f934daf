import DisplayList
import SwiftSyntax

/// SF Symbols named through the SFSafeSymbols package (`Image(systemSymbol: .chevronForward)`,
/// `Label("x", systemSymbol: .gear)`), which is not in the files: its `SFSymbol` constants are
/// the symbols' names in lower camel case — each dot-separated part after the first
/// capitalised and joined, a name that starts with a digit prefixed with `_` (`_1Circle` is
/// `1.circle`), Swift keywords in backticks — as the package's README and its generated
/// constants show. Read back: a dot before each capital, which is lower-cased.
///
/// Digits are the ambiguous part: `person2Fill` is `person.2.fill` but `squareGrid2x2` is
/// `square.grid.2x2` and `battery100Percent` `battery.100percent`. Every reading of a digit
/// run after a letter (a part of its own, or part of the word before) is tried, and the one
/// NavLab's symbol tables know is taken; when none is known the first (digits as their own
/// part, the common case) is used and the caller warns.
enum SafeSymbolNames {
  /// The SF Symbols name the constant `expression` stands for (`.chevronForward`,
  /// `SFSymbol.chevronForward`), whether NavLab knows it, or nil when it is no such constant.
  static func name(_ expression: ExprSyntax?) -> (name: String, known: Bool)? {
    guard let member = expression?.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == "SFSymbol"
    else { return nil }
    var constant = member.declName.baseName.text
    constant.removeAll { $0 == "`" }
    let candidates = names(constant)
    guard let first = candidates.first else { return nil }
    if let known = candidates.first(where: isKnown) { return (known, true) }
    return (first, false)
  }

  /// Every SF Symbols name `constant` may spell, the likeliest first.
  static func names(_ constant: String) -> [String] {
    var text = Substring(constant)
    if text.first == "_" { text = text.dropFirst() }
    guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber }) else { return [] }
    // Each character, and before it whether a dot must (true), may (nil) or may not (false)
    // come.
    var parts: [(Character, Bool?)] = []
    var previous: Character?
    for character in text {
      var dot: Bool? = false
      if character.isUppercase {
        dot = previous != nil
      } else if character.isNumber, let previous, previous.isLetter {
        dot = nil
      }
      parts.append((Character(character.lowercased()), dot))
      previous = character
    }
    let choices = parts.indices.filter { parts[$0].1 == nil }.prefix(4)
    var results: [String] = []
    for mask in 0..<(1 << choices.count) {
      var name = ""
      for (index, part) in parts.enumerated() {
        var dot = part.1 ?? false
        if let choice = choices.firstIndex(of: index) {
          dot = mask & (1 << (choice - choices.startIndex)) == 0
        }
        if dot { name.append(".") }
        name.append(part.0)
      }
      results.append(name)
    }
    return results
  }

  /// Whether NavLab draws `name` (its own glyphs or the open icon set).
  /// A family stand-in (``Symbol/isFamilyStandIn``: any name with a drawable part) is not a
  /// reading NavLab knows.
  static func isKnown(_ name: String) -> Bool {
    if SymbolNames.glyph(name) != nil { return true }
    guard let symbol = Symbol(sceneName: name) else { return false }
    return !symbol.isFamilyStandIn
  }
}

extension ViewCall.Call {
  /// The SF Symbols name given as `systemName:` / `systemImage:` (a string), or through
  /// SFSafeSymbols as `systemSymbol:` (``SafeSymbolNames``; an ambiguous constant NavLab
  /// knows no reading of is warned about).
  func symbolName(_ evaluator: Evaluator, _ labels: [String] = ["systemName", "systemImage"])
    -> String?
  {
    for label in labels {
      if let name = evaluator.string(argument(label)) { return name }
    }
    guard let expression = argument("systemSymbol"),
      let (name, known) = SafeSymbolNames.name(expression)
    else { return nil }
    if !known {
      evaluator.importer.warnOnce(at: expression, file: evaluator.file) {
        "SFSafeSymbols' \(expression.trimmedDescription) is read as the symbol \"\(name)\", which NavLab does not know"
      }
    }
    return name
  }
}
