import NavGeometry

/// Glyphs drawn from shapes by the renderer (SF Symbols are not available off Apple platforms).
///
/// Each has a ``sceneName`` (SF Symbols' name where there is one) by which a scene file's
/// `glyph` field can ask for it; the settings icons are simplified outlines of the symbols
/// iOS Settings shows in its icon tiles. Any other SF Symbol name the open set knows is an
/// ``icon(_:)`` (see ``OpenSymbols``).
public enum Symbol: Sendable, Hashable {
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
  // Settings icon tiles.
  case airplane
  case bluetooth
  case antenna
  case link
  case bell
  case speaker
  case moon
  case hourglass
  case gear
  case switches
  case sun
  case grid
  case accessibility
  case flower
  case clock
  case siri
  case faceID
  case exposure
  case hand
  case appStore
  case wallet
  case key
  case envelope
  case person
  case notes
  case checklist
  /// A cross (iOS 26's close button).
  case xmark
  /// An icon of the open set standing in for an SF Symbol: an index into
  /// ``OpenSymbols/entries``.
  case icon(UInt16)
  /// One of the user's own SF Symbols (`--symbols DIR`): an index into ``UserSymbols``.
  case user(UInt16)

  /// The name a scene's `glyph` field uses for this symbol.
  public var sceneName: String {
    switch self {
    case .chevronRight: "chevron.right"
    case .chevronLeft: "chevron.left"
    case .cellularBars: "cellular"
    case .wifi: "wifi"
    case .battery: "battery"
    case .magnifier: "magnifyingglass"
    case .heart: "heart"
    case .download: "download"
    case .ellipsis: "ellipsis"
    case .shuffle: "shuffle"
    case .play: "play"
    case .carrot: "carrot"
    case .airplane: "airplane"
    case .bluetooth: "bluetooth"
    case .antenna: "antenna"
    case .link: "link"
    case .bell: "bell"
    case .speaker: "speaker"
    case .moon: "moon"
    case .hourglass: "hourglass"
    case .gear: "gear"
    case .switches: "switches"
    case .sun: "sun"
    case .grid: "grid"
    case .accessibility: "accessibility"
    case .flower: "flower"
    case .clock: "clock"
    case .siri: "siri"
    case .faceID: "faceid"
    case .exposure: "exposure"
    case .hand: "hand"
    case .appStore: "appstore"
    case .wallet: "wallet"
    case .key: "key"
    case .envelope: "envelope"
    case .person: "person"
    case .notes: "notes"
    case .checklist: "checklist"
    case .xmark: "xmark"
    case .icon(let index): OpenSymbols.entry(Int(index)).name
    case .user(let index): UserSymbols.entry(Int(index))?.name ?? ""
    }
  }

  /// The symbol a scene's `glyph` names: the user's own SF Symbol of that name
  /// (``UserSymbols``), else one drawn from shapes, else the open set's icon for that SF Symbol
  /// name, else the open set's icon of the nearest name of its family under this name
  /// (``isFamilyStandIn``), else nil (drawn as letters).
  /// Where the ink of a symbol drawn from shapes lies in the square a line of its text gives
  /// it (SwiftUI sizes `Image(systemName:)` by its font; ``contentInk(in:)``), as shares of the
  /// square's side; nil when the drawing fills the square (the open set's icons carry their
  /// own margins). A chevron is drawn as its ink box: UIKit's disclosure chevron in a body
  /// row is 7 × 12 pt of a 22 pt line, so `chevron.right` beside body text is that small, not
  /// the line's height.
  public var inkShareOfLine: (width: Double, height: Double)? {
    switch self {
    case .chevronRight, .chevronLeft: (7.0 / 22, 12.0 / 22)
    default: nil
    }
  }

  /// The rectangle the symbol's ink takes when it is drawn in `square`, the frame a line of
  /// its text gives it: centred, ``inkShareOfLine`` of the side (the whole frame otherwise,
  /// and for a frame that is not about square: a resizable image stretched by its frame).
  public func contentInk(in square: Rect) -> Rect {
    guard let share = inkShareOfLine, square.height > 0,
      abs(square.width - square.height) <= 0.01 * square.height
    else { return square }
    let width = square.height * share.width
    let height = square.height * share.height
    return Rect(
      x: square.midX - width / 2, y: square.midY - height / 2, width: width, height: height)
  }

  public init?(sceneName: String) {
    if let index = UserSymbols.index(named: sceneName), index <= Int(UInt16.max) {
      self = .user(UInt16(index))
    } else if let symbol = Symbol.allCases.first(where: { $0.sceneName == sceneName }) {
      self = symbol
    } else if let index = OpenSymbols.entryIndex(named: sceneName) {
      self = .icon(UInt16(index))
    } else if let index = OpenSymbols.familyEntryIndex(named: sceneName),
      index <= Int(UInt16.max)
    {
      // A name the set has no icon of: the nearest of its family stands in, under its name.
      self = .icon(UInt16(index))
    } else {
      return nil
    }
  }

  /// The open set's entry this symbol draws, nil for the symbols drawn from shapes.
  public var openSymbol: OpenSymbols.Entry? {
    guard case .icon(let index) = self else { return nil }
    return OpenSymbols.entry(Int(index))
  }

  /// Whether this symbol is drawn with the icon of another name of its family
  /// (``OpenSymbols/familyEntryIndex(named:)``): NavLab has no drawing of its own of it.
  public var isFamilyStandIn: Bool {
    guard case .icon(let index) = self else { return false }
    return Int(index) >= OpenSymbols.entries.count
  }
}

extension Symbol: CaseIterable {
  /// The symbols drawn from shapes (not the open set's icons, see ``OpenSymbols/entries``).
  public static let allCases: [Symbol] = [
    .chevronRight, .chevronLeft, .cellularBars, .wifi, .battery, .magnifier, .heart, .download,
    .ellipsis, .shuffle, .play, .carrot, .airplane, .bluetooth, .antenna, .link, .bell, .speaker,
    .moon, .hourglass, .gear, .switches, .sun, .grid, .accessibility, .flower, .clock, .siri,
    .faceID, .exposure, .hand, .appStore, .wallet, .key, .envelope, .person, .notes, .checklist,
    .xmark,
  ]
}
