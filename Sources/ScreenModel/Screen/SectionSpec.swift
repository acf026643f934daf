/// One section of a scene's list pattern: its header and footer text and, optionally, its own
/// row height (a profile row, a hero image).
///
/// ```json
/// {"header": "FRUITS", "footer": "Picked daily.", "rows": [{"label": "Apple"}]}
/// ```
public struct SectionSpec: Sendable, Equatable {
  /// The header above the section (inset grouped: footnote style; plain: a sticky bar); empty
  /// for none.
  public var header: String
  /// The footer under the section, wrapped to the group's width; empty for none.
  public var footer: String
  /// The height of this section's rows; nil: the list's `rowHeight`.
  public var rowHeight: Double?

  public init(header: String = "", footer: String = "", rowHeight: Double? = nil) {
    self.header = header
    self.footer = footer
    self.rowHeight = rowHeight
  }
}
