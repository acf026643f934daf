/// Glyphs drawn from shapes by the renderer (SF Symbols are not available off Apple platforms).
public enum Symbol: UInt8, Sendable, Hashable, CaseIterable {
  case chevronRight
  case chevronLeft
  case cellularBars
  case wifi
  case battery
  case magnifier
  case heart
  case download
  case ellipsis
  case shuffle
  case play
  case carrot
}
