/// How a scene file's search filters its list (it has no code to do it): a row shows while
/// its label, value, subtitle or any text in its content contains what is typed, ignoring case
/// (SwiftUI's usual `localizedCaseInsensitiveContains` filter, without locale rules).
public enum RowFilter {
  /// Whether `text` contains `query`, ignoring case; an empty query matches everything.
  public static func contains(_ text: String, _ query: String) -> Bool {
    query.isEmpty || text.lowercased().contains(query.lowercased())
  }

  /// Whether row `row` matches `query`.
  public static func matches(_ row: RowContent, _ query: String) -> Bool {
    if contains(row.label, query) || contains(row.value, query) || contains(row.subtitle, query) {
      return true
    }
    guard let content = row.content else { return false }
    return texts(in: content).contains { contains($0, query) }
  }

  /// Every text string in a content tree, in order.
  public static func texts(in node: ContentNode) -> [String] {
    var found: [String] = []
    collect(node, into: &found, depth: 0)
    return found
  }

  private static func collect(_ node: ContentNode, into found: inout [String], depth: Int) {
    guard depth < 64 else { return }
    switch node {
    case .text(let text): found.append(text.string)
    case .stack(let stack):
      for child in stack.children { collect(child, into: &found, depth: depth + 1) }
    case .scroll(let scroll): collect(scroll.content, into: &found, depth: depth + 1)
    case .grid(let grid):
      for child in grid.children { collect(child, into: &found, depth: depth + 1) }
    case .toggle(let label, _), .button(let label, _):
      collect(label, into: &found, depth: depth + 1)
    case .modified(let child, _): collect(child, into: &found, depth: depth + 1)
    default: break
    }
  }
}

extension ScreenSpec {
  /// The screen as its search shows `query`'s results: each distinct row of the pattern that
  /// matches, once, in one section without headers (iOS lists search results flat), and no
  /// free content above them; with no match, a "No Results" message in the content's place
  /// (SwiftUI's `ContentUnavailableView.search(text:)`). An empty query gives the screen as is.
  public func filteringRows(matching query: String) -> ScreenSpec {
    guard !query.isEmpty else { return self }
    var spec = self
    spec.rows = rows.filter { RowFilter.matches($0, query) }
    spec.rowCount = spec.rows.count
    spec.sectionPattern = spec.rows.isEmpty ? [] : [spec.rows.count]
    // A section's own row height stays when every row came from sections of that height.
    spec.sections = spec.rows.isEmpty ? [] : [SectionSpec()]
    spec.content =
      spec.rows.isEmpty
      ? .vstack(spacing: 8) {
        ContentNode.image(systemName: "magnifyingglass").font(.largeTitle)
          .foregroundColor(.semantic(.secondaryLabel))
        ContentNode.text(
          "No Results for \u{201C}\(query)\u{201D}", font: .style(.title3, weight: .bold),
          alignment: .center)
        ContentNode.text(
          "Check the spelling or try a new search.", color: .semantic(.secondaryLabel),
          alignment: .center)
      }
      // Centred across the screen (content is placed at its leading edge), 16 pt from the sides.
      .padding(EdgeInsets(top: 48, leading: 16, bottom: 48, trailing: 16))
      .frame(maxWidth: .infinity)
      : nil
    return spec
  }
}
