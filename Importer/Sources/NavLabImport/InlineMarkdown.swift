/// The text SwiftUI draws for a `LocalizedStringKey` holding inline Markdown: `Text("a **b**")`
/// shows "a b" in bold, so the markers are not drawn. Only paired markers around non-blank text
/// are styling (`**b**`, `*i*`, `~~s~~`, `` `c` ``, `[link](url)`); a lone `*` stays as written.
enum InlineMarkdown {
  static func plain(_ text: String) -> String {
    guard text.contains(where: { "*~`[".contains($0) }) else { return text }
    var result = text
    // Longest markers first, so `**b**` is not read as two `*` pairs.
    for marker in ["**", "~~", "*", "`"] {
      result = unwrapped(result, marker)
    }
    return linksAsText(result)
  }

  /// `marker text marker` → `text`, where the text neither starts nor ends with a space.
  private static func unwrapped(_ text: String, _ marker: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstRange(of: marker) {
      let after = rest[open.upperBound...]
      guard let close = after.firstRange(of: marker), close.lowerBound > after.startIndex,
        let first = after.first, first != " ",
        after[after.index(before: close.lowerBound)] != " "
      else {
        result += rest[..<open.upperBound]
        rest = after
        continue
      }
      result += rest[..<open.lowerBound] + after[..<close.lowerBound]
      rest = after[close.upperBound...]
    }
    return result + rest
  }

  /// `[label](destination)` → `label`.
  private static func linksAsText(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "[") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstRange(of: "]("),
        let end = after[close.upperBound...].firstIndex(of: ")"),
        close.lowerBound > after.startIndex
      else {
        result += rest[...open]
        rest = after
        continue
      }
      result += rest[..<open] + after[..<close.lowerBound]
      rest = after[after.index(after: end)...]
    }
    return result + rest
  }
}
