import DisplayList
import NavGeometry
import SDLRenderer
import Testing

/// Inter set as wide as San Francisco (docs/look.md, "Type").
///
/// The SF widths are derived: Inter's own width at @3x (SDL2_ttf, HarfBuzz kerning) plus issue
/// 11's measured per-character difference times the gaps between characters (−0.86 pt at 34 pt
/// bold, −0.40 at 17 pt regular, −0.25 at 17 pt semibold). Large titles are drawn with Inter
/// Display, whose tracking was fitted to those same widths.
extension GoldenImageTests {
  static let sfWidths: [(String, Font, inter: Double, sf: Double)] = [
    ("Settings", .largeTitle, 140.0, 133.98),
    ("General", .largeTitle, 129.67, 124.51),
    ("Notifications", .largeTitle, 213.67, 203.35),
    ("Airplane Mode", .body, 116.0, 111.2),
    ("Personal Hotspot", .body, 138.33, 132.33),
    ("Bluetooth", .body, 77.33, 74.13),
    ("Settings", .headline, 68.67, 66.92),
    ("Airplane Mode", .headline, 119.33, 116.33),
  ]

  @Test(
    "Tracked Inter is within 1.5 % (17 pt text: 1 pt) of the SF width of bar and row titles, @3x"
  )
  func trackedWidths() throws {
    let environment = try RenderingEnvironment.get()
    let rasterizer = Rasterizer(fonts: environment.fonts, scale: 3)
    for (string, font, inter, sf) in Self.sfWidths {
      let width = rasterizer.textWidth(string, font: font)
      // Large titles: one tracking for every title of Inter Display, whose letters differ from
      // SF's more than the text cut's do; issue 20 asks 1.5 % ("General" was 2.0 % narrow).
      let tolerance = font.isDisplay ? 0.015 * sf : 1.0
      #expect(abs(width - sf) <= tolerance, "\(string) at \(font.size): \(width) pt, SF \(sf)")
      // Untracked Inter was 2–5 % wider than SF; tracked, it is closer.
      #expect(abs(width - sf) < abs(inter - sf), "\(string): \(width) vs Inter \(inter)")
    }
  }

  @Test("Tracking per role: −0.40 pt at 17 regular, −0.25 at 17 semibold, +0.0243 em from 20 pt")
  func trackingTable() {
    #expect(abs(Font.body.tracking - -0.40) < 1e-9)
    #expect(abs(Font.headline.tracking - -0.25) < 1e-9)
    #expect(abs(Font.largeTitle.tracking - 0.0243 * 34) < 1e-9)
    #expect(Font.largeTitle.isDisplay && !Font.body.isDisplay && Font(size: 20).isDisplay)
    #expect(Font.cardTitle.tracking == 0 && Font.cardTitle.design == .rounded)
  }

  @Test(
    "Below 20 pt, tracking follows SF Pro Text's own table (HIG): +12/1000 em at 10 pt, −6 at 13, −26 at 17, plus Inter's per-weight difference"
  )
  func textTrackingFollowsSF() {
    #expect(Font.sfTextTracking(size: 10) == 12 && Font.sfTextTracking(size: 13) == -6)
    #expect(Font.sfTextTracking(size: 17) == -26 && Font.sfTextTracking(size: 12.5) == -3)
    // Tab labels (10 pt medium) spread out, where they were drawn 0.235 pt tighter.
    let tab = Font(size: 10, weight: .medium).tracking
    #expect(abs(tab - (0.012 + 0.026 - 0.325 / 17) * 10) < 1e-9 && tab > 0.18)
    // Footnotes (13 pt regular): −0.046 pt, was −0.306.
    #expect(abs(Font.footnote.tracking - (-0.006 + 0.026 - 0.40 / 17) * 13) < 1e-9)
    // Monotone in size within a weight, as SF's table is from 6 to 17 pt.
    for size in stride(from: 6.0, to: 17, by: 0.5) {
      #expect(Font(size: size).tracking / size > Font(size: size + 0.5).tracking / (size + 0.5))
    }
  }

  @Test("Faces: Inter Display for large titles, Quicksand Bold (or Inter Bold) for the card")
  func faces() throws {
    let fonts = try RenderingEnvironment.get().fonts
    #expect(fonts.path(for: .largeTitle).hasSuffix("InterDisplay-Bold.otf"))
    #expect(fonts.path(for: .headline).hasSuffix("Inter-SemiBold.otf"))
    let rounded = fonts.path(for: .cardTitle)
    #expect(rounded.hasSuffix("Quicksand-Bold.ttf") || rounded.hasSuffix("Inter-Bold.otf"))
    #expect(fonts.path(for: .cardInlineTitle) == rounded)
  }

  @Test("A tracked run is Inter's kerned width plus (n − 1) × tracking, within a pixel")
  func glyphComposition() throws {
    let rasterizer = Rasterizer(fonts: try RenderingEnvironment.get().fonts, scale: 3)
    // 16 characters, 15 gaps of −0.40 pt; Inter alone sets it 138.33 pt wide.
    let tracked = rasterizer.textWidth("Personal Hotspot", font: .body)
    #expect(abs(tracked - (138.33 - 15 * 0.40)) <= 1.0 / 3 + 1e-6)
  }
}
