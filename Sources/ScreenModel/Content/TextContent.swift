import DisplayList

/// A `Text`: its string and what it was given directly; font and colour left nil are taken
/// from the environment (`.font`, `.foregroundColor` on an ancestor; body and `.primary` by
/// default).
public struct TextContent: Sendable, Equatable, Hashable {
  public var string: String
  public var font: ContentFont?
  public var color: ColorValue?
  /// At most this many lines (`.lineLimit`); nil for no limit.
  public var lineLimit: Int?
  /// How lines of different widths line up (`.multilineTextAlignment`).
  public var alignment: TextAlignment
  /// What the layout dump calls it: `.text`, or a section's header or footer where a list is
  /// composed of content (a `List` beside other views) rather than drawn by the list painter.
  public var role: LayoutRole = .text

  /// The roles a text may have.
  public static let roles: [LayoutRole] = [.text, .sectionHeader, .sectionFooter]

  /// The longest string a scene holds, in characters (a screen shows a few dozen; a
  /// 40,000-character title is a mistake or an attack). Scene files over it are refused, the
  /// SwiftUI importer cuts a longer `Text` to it with a warning.
  public static let maximumLength = 500

  public init(
    _ string: String, font: ContentFont? = nil, color: ColorValue? = nil, lineLimit: Int? = nil,
    alignment: TextAlignment = .leading
  ) {
    self.string = string
    self.font = font
    self.color = color
    self.lineLimit = lineLimit
    self.alignment = alignment
  }
}
