import DisplayList
import Foundation
import SDLRenderer
import Testing

/// Issue 31: the user's own SF fonts are found and drawn with SF's tracking; Inter stays the
/// default. NavLab never ships SF, so the tests copy Inter under SF's file names: the glyphs are
/// Inter's, only the discovery and the tracking switch are under test.
@Suite("SF fonts when the user has them")
struct SanFranciscoFontTests {
  /// A temporary folder with Inter copied as SF Pro Text / Display (nested, as font folders
  /// are), and optional extra empty-named SF Compact and SF Mono files.
  func fakeSFFolder(text: Bool = true, extras: [String] = []) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-sf-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("opentype/sf-pro")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let inter = "/usr/share/fonts/opentype/inter/"
    let weights = [
      ("Regular", "Regular"), ("Medium", "Medium"), ("Semibold", "SemiBold"), ("Bold", "Bold"),
    ]
    for (sf, interName) in weights {
      if text {
        try FileManager.default.copyItem(
          atPath: inter + "Inter-\(interName).otf",
          toPath: folder.appendingPathComponent("SF-Pro-Text-\(sf).otf").path)
      }
      try FileManager.default.copyItem(
        atPath: inter + "InterDisplay-\(interName).otf",
        toPath: folder.appendingPathComponent("SF-Pro-Display-\(sf).otf").path)
    }
    for extra in extras {
      try FileManager.default.copyItem(
        atPath: inter + "Inter-Regular.otf", toPath: folder.appendingPathComponent(extra).path)
    }
    return root.path
  }

  @Test("SF Pro files are found in nested folders; Compact and Mono are named; Inter otherwise")
  func discovery() throws {
    let folder = try fakeSFFolder(extras: ["SF-Compact-Text-Regular.otf", "SF-Mono-Regular.otf"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let found = try #require(SanFranciscoFonts.find(in: ["/nonexistent", folder]))
    #expect(found.families == ["SF Pro", "SF Compact", "SF Mono"])
    _ = try RenderingEnvironment.get()  // SDL2_ttf started, so the files are validated
    let library = try FontLibrary(sanFrancisco: found)
    #expect(library.family == .sanFrancisco)
    #expect(library.fontName == "SF Pro, SF Compact, SF Mono")
    #expect(library.path(for: .body).hasSuffix("/SF-Pro-Text-Regular.otf"))
    #expect(library.path(for: .headline).hasSuffix("/SF-Pro-Text-Semibold.otf"))
    #expect(library.path(for: .largeTitle).hasSuffix("/SF-Pro-Display-Bold.otf"))
    // No rounded SF: the rounded design keeps its stand-in (Quicksand or Inter).
    #expect(!library.path(for: .cardTitle).contains("SF-Pro"))
    // Without SF Pro Text Regular nothing is used; the default library is Inter.
    let displayOnly = try fakeSFFolder(text: false)
    defer { try? FileManager.default.removeItem(atPath: displayOnly) }
    #expect(SanFranciscoFonts.find(in: [displayOnly]) == nil)
    let inter = try FontLibrary(sanFrancisco: nil)
    #expect(inter.family == .inter && inter.fontName == "Inter")
    #expect(inter.path(for: .body).hasSuffix("Inter-Regular.otf"))
  }

  @Test("With SF, text is tracked by SF's own table, not Inter's per-weight corrections")
  func trackingSwitch() throws {
    let folder = try fakeSFFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = try RenderingEnvironment.get()
    let found = try #require(SanFranciscoFonts.find(in: [folder]))
    let sf = try FontLibrary(sanFrancisco: found)
    let scale = 3.0
    let interRaster = Rasterizer(fonts: environment.fonts, scale: scale)
    let sfRaster = Rasterizer(fonts: sf, scale: scale)
    for (string, font) in [
      ("Airplane Mode", Font.body), ("Settings", .headline), ("Settings", .largeTitle),
      ("Item B", Font(size: 10, weight: .medium)),
    ] {
      // Same glyphs (the "SF" files are Inter), so the widths differ by the tracking alone.
      let gaps = Double(string.count - 1)
      let expected = (font.sanFranciscoTracking - font.tracking) * gaps
      let difference =
        sfRaster.textWidth(string, font: font)
        - interRaster.textWidth(string, font: font)
      // Each glyph lands on a whole pixel: within a pixel of the exact sum.
      #expect(abs(difference - expected) <= 1 / scale, "\(string) \(font.size)")
    }
    // SF's own numbers: −26/1000 em at 17 pt (HIG), +11/1000 em at 34 pt (SF Pro Display).
    #expect(abs(Font.body.sanFranciscoTracking - (-0.026 * 17)) < 1e-9)
    #expect(abs(Font.largeTitle.sanFranciscoTracking - 0.011 * 34) < 1e-9)
    #expect(Font.body.tracking(in: .inter) == Font.body.tracking)
    #expect(Font.body.tracking(in: .sanFrancisco) == Font.body.sanFranciscoTracking)
  }

  /// Apple's SF Pro Display table (HIG, Typography, "Tracking values", the table for the
  /// separate Display font; see `Font.sfDisplayTracking(size:)`): 1/1000 em by point size.
  static let sfProDisplayTable: [(size: Double, thousandths: Double)] = [
    (20, 19), (21, 17), (22, 16), (23, 16), (24, 15), (25, 14), (27, 13), (29, 13), (30, 12),
    (33, 11), (35, 11), (36, 10), (40, 10), (41, 9), (44, 8), (48, 8), (49, 7), (52, 6),
    (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0), (96, 0),
  ]

  @Test("From 20 pt SF is tracked by Apple's SF Pro Display table, at every size it lists")
  func displayTable() {
    for (size, thousandths) in Self.sfProDisplayTable {
      #expect(Font.sfDisplayTracking(size: size) == thousandths, "\(size) pt")
    }
    // The Dynamic Type styles set in SF Pro Display, in points as the HIG's Dynamic Type table
    // gives them (two decimals): Title 3, Title 2, Title 1, Large Title.
    for (size, points) in [(20.0, 0.38), (22, 0.35), (28, 0.36), (34, 0.37)] {
      let tracking = Font(size: size, weight: .bold).sanFranciscoTracking
      #expect(abs(tracking - points) < 0.005, "\(size) pt: \(tracking)")
    }
    // Between whole sizes, linear; below 20 pt SF Pro Text's table takes over.
    #expect(abs(Font.sfDisplayTracking(size: 20.5) - 18) < 1e-9)
    #expect(Font(size: 19.5).sanFranciscoTracking == Font.sfTextTracking(size: 19.5) / 1000 * 19.5)
    #expect(Font.sfDisplayTracking(size: .nan) == 11)
  }

  @Test("Inter's tracking is untouched by SF's table")
  func interUnaffected() {
    // Inter Display from 20 pt: +0.0243 em whatever SF's table says (docs/look.md).
    for size in [20.0, 22, 28, 34, 40] {
      let font = Font(size: size, weight: .bold)
      #expect(abs(font.tracking(in: .inter) - 0.0243 * size) < 1e-12)
    }
  }
}
