/// Every weight SwiftUI's `Font.Weight` has. NavLab draws four of them (San Francisco's roles,
/// rendered with Inter: regular, medium, semibold, bold); the others are drawn in the nearest
/// of those (``drawn``), so a screen that asks for `.heavy` shows bold text instead of being
/// refused.
public enum FontWeight: UInt8, Sendable, Hashable, CaseIterable {
  case regular, medium, semibold, bold
  case ultraLight, thin, light, heavy, black

  /// The weights NavLab has faces for.
  public static let drawnCases: [FontWeight] = [.regular, .medium, .semibold, .bold]

  /// The face this weight is drawn with: the lighter weights as regular, the heavier as bold.
  public var drawn: FontWeight {
    switch self {
    case .ultraLight, .thin, .light: .regular
    case .heavy, .black: .bold
    case .regular, .medium, .semibold, .bold: self
    }
  }
}

/// San Francisco's designs: the default one, or SF Pro Rounded (`.fontDesign(.rounded)`).
public enum FontDesign: UInt8, Sendable, Hashable, CaseIterable {
  case standard, rounded
}

/// A font size in points, a weight and a design; the renderer rasterises it at the output pixel
/// size, in Inter (Inter Display from 20 pt) or, for the rounded design, Quicksand.
public struct Font: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight
  public var design: FontDesign

  public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .standard) {
    self.size = size
    // Drawn weights only: the faces, the tracking and the width estimate know these four.
    self.weight = weight.drawn
    self.design = design
  }

  /// Whether this size uses the Display optical size: San Francisco switches from SF Pro Text
  /// to SF Pro Display at 20 pt (Apple HIG, Typography). Inter Display's x-height is 0.717 of
  /// its cap height, SF's 0.721 (1040 / 1443 units, Capsize metrics of the system font), while
  /// Inter's text cut has 0.750: the Display cut closes the gap.
  public var isDisplay: Bool { size >= 20 }

  /// Extra advance after each character, in points, that sets Inter as wide as San Francisco.
  ///
  /// Below 20 pt it is SF Pro Text's own tracking at this size (Apple's HIG tracking table,
  /// ``sfTextTracking(size:)``: +12/1000 em at 10 pt, −26/1000 at 17) plus what Inter's letters
  /// lack against SF's per weight: issue 11 measured −0.40 pt a character at 17 pt regular and
  /// −0.25 at 17 pt semibold on iOS 17 screenshots, i.e. SF's −0.442 plus 0.0025 em (regular)
  /// or 0.0113 em (semibold and bold); medium takes the mean, 0.0069 em. That keeps the 17 pt
  /// numbers and sets the 10 pt medium tab labels 0.19 pt apart a character (issue 20: "Item B"
  /// 30.0 pt wide on iOS 17.5, 27.7 before with −0.24 pt). From 20 pt Inter Display is used,
  /// which is narrower than SF Pro Display: +0.0243 em sets the three 34 pt bold titles of
  /// issue 11's measurements ("Settings", "General", "Notifications") within 1 % of their SF
  /// widths, the tracking that makes the largest relative error smallest (issue 20 asks 1.5 %;
  /// the earlier least-squares +0.0178 em left "General" 2.0 % narrow; docs/look.md). The
  /// rounded design (Quicksand) is left as drawn.
  public var tracking: Double {
    guard design == .standard else { return 0 }
    if isDisplay { return 0.0243 * size }
    let letters: Double
    switch weight.drawn {
    case .medium: letters = 0.026 - 0.325 / 17
    case .semibold, .bold: letters = 0.026 - 0.25 / 17
    default: letters = 0.026 - 0.40 / 17
    }
    return (Font.sfTextTracking(size: size) / 1000 + letters) * size
  }

  /// SF Pro Text's tracking in 1/1000 em at `size` points (Apple HIG, Typography, "Tracking
  /// values" for SF Pro, 6–19 pt), linear between the whole sizes.
  public static func sfTextTracking(size: Double) -> Double {
    func value(_ points: Int) -> Double {
      switch points {
      case ...6: 41
      case 7: 34
      case 8: 26
      case 9: 19
      case 10: 12
      case 11: 6
      case 12: 0
      case 13: -6
      case 14: -11
      case 15: -16
      case 16: -20
      case 17: -26
      case 18: -25
      default: -24
      }
    }
    let s = size.isFinite ? min(max(size, 6), 19) : 17
    let low = Int(s.rounded(.down))
    return value(low) + (value(low + 1) - value(low)) * (s - Double(low))
  }

  // iOS Dynamic Type roles at the default ("Large") size, from Apple's HIG typography table.
  public static let largeTitle = Font(size: 34, weight: .bold)
  public static let title = Font(size: 28, weight: .bold)
  public static let title2 = Font(size: 22, weight: .bold)
  public static let headline = Font(size: 17, weight: .semibold)
  public static let body = Font(size: 17)
  public static let callout = Font(size: 16)
  public static let subheadline = Font(size: 15)
  public static let footnote = Font(size: 13)
  public static let caption = Font(size: 12)
  public static let statusBarTime = Font(size: 17, weight: .semibold)
  /// Seed 000's title card: `.font(.title).bold().fontDesign(.rounded)`.
  public static let cardTitle = Font(size: 28, weight: .bold, design: .rounded)
  /// Seed 000's inline bar title: `.font(.body).bold().fontDesign(.rounded)`.
  public static let cardInlineTitle = Font(size: 17, weight: .bold, design: .rounded)
}

/// The fonts text is drawn in: Inter (the default), or Apple's San Francisco when the user has
/// it installed (`--fonts`); each needs its own tracking.
public enum TypeFamily: UInt8, Sendable {
  case inter, sanFrancisco
}

extension Font {
  /// Extra advance after each character, in points, in `family`: ``tracking`` for Inter, SF's
  /// own table for San Francisco (``sanFranciscoTracking``).
  public func tracking(in family: TypeFamily) -> Double {
    family == .inter ? tracking : sanFranciscoTracking
  }

  /// SF's own tracking at this size, in points: SF Pro Text's table below 20 pt
  /// (``sfTextTracking(size:)``), SF Pro Display's from 20 (``sfDisplayTracking(size:)``); the
  /// rounded design as drawn. Inter's extra per-weight terms are not needed: SF is SF.
  public var sanFranciscoTracking: Double {
    guard design == .standard else { return 0 }
    let table = isDisplay ? Font.sfDisplayTracking(size: size) : Font.sfTextTracking(size: size)
    return table / 1000 * size
  }

  /// SF Pro Display's tracking in 1/1000 em at `size` points (20 pt and up): Apple's table for
  /// the SF Pro Display font file, which NavLab draws from 20 pt.
  ///
  /// Source: Apple's Human Interface Guidelines, Typography, "Tracking values", SF Pro Display
  /// (the table published with the separate Text and Display fonts, before 2020), by whole
  /// point size: 20 +19, 21 +17, 22 +16, 24 +15, 25 +14, 27 +13, 30 +12, 33 +11, 36 +10, 41 +9,
  /// 44 +8, 49 +7, 52 +6, 56 +5, 60 +4, 66 +3, 68 +2, 76 +1, 80 and up 0 (each value holds up
  /// to the next size listed). Transcribed from the HIG page by the "Fix San Francisco" Figma
  /// plugin (its `TRACKING_DISPLAY`); the four Dynamic Type styles set in it are the HIG's
  /// Title 3 20 pt +0.38 pt, Title 2 22 pt +0.35, Title 1 28 pt +0.36, Large Title 34 pt +0.37
  /// (+19, +16, +13, +11 / 1000 em, as e.g. jonsamp/single-origin-two's `type.js` copies them).
  ///
  /// Not the HIG's current SF Pro table (20 pt −0.45, 22 pt −0.26, 28 pt +0.38, 34 pt +0.40):
  /// that one is for the variable SF Pro, whose optical size follows the point size and moves
  /// from the Text design at 17 pt to the Display design at 28 pt (WWDC 2020 session 10175, "The
  /// details of UI typography": tracking "varies smoothly between 17 and 28 points"). A 20 pt
  /// instance of it still has nearly the Text design's wider spacing, which its −23 / 1000 em
  /// tightens; the Display file has the Display spacing already, and the same −23 would set it
  /// about 0.04 em a letter tighter than Apple's own table for that file. From 28 pt, where the
  /// variable font is the Display design, the two tables agree within 2 / 1000 em.
  ///
  /// Linear between whole sizes, as ``sfTextTracking(size:)``.
  public static func sfDisplayTracking(size: Double) -> Double {
    // A switch rather than an array: text is measured every frame, without allocating.
    func value(_ points: Int) -> Double {
      switch points {
      case ...20: 19
      case 21: 17
      case 22, 23: 16
      case 24: 15
      case 25, 26: 14
      case 27...29: 13
      case 30...32: 12
      case 33...35: 11
      case 36...40: 10
      case 41...43: 9
      case 44...48: 8
      case 49...51: 7
      case 52...55: 6
      case 56...59: 5
      case 60...65: 4
      case 66, 67: 3
      case 68...75: 2
      case 76...79: 1
      default: 0
      }
    }
    let s = size.isFinite ? min(max(size, 20), 80) : 34
    let low = Int(s.rounded(.down))
    return value(low) + (value(low + 1) - value(low)) * (s - Double(low))
  }
}

/// Where a text run's `x` sits relative to the text.
public enum TextAlignment: UInt8, Sendable {
  case leading, center, trailing
}
