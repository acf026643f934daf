/// Where a content tree sits in a ``ScreenSpec``, and so which laid-out block of the screen
/// holds it: each is laid out on its own, with its own proposal (issue 38: a live patch
/// re-lays-out only the blocks that hold the node it replaces).
public enum ContentSlot: Sendable, Equatable, Hashable {
  /// ``ScreenSpec/content`` (laid out under the album's text block when the header shows one).
  case content
  /// ``ScreenSpec/pinned``.
  case pinned
  /// The header's content (``HeaderSpec/content``).
  case header
  /// The card's content (``CardSpec/content``).
  case card
  /// The bar's principal content (``ScreenSpec/principal``).
  case principal
  /// The content of row `n` of the pattern (``RowContent/content``).
  case row(Int)
}
