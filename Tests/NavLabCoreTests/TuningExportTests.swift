import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel
@testable import TuningExport

/// `navlab export` (issue 22): each conversion with numbers both ways, and the two formats.
@Suite("Tuning export: springs and rates as UIKit and SwiftUI take them")
struct TuningExportTests {
  @Test(
    "Apple's Spring documentation: duration 0.5, bounce 0.3 is mass 1, stiffness 157.9, damping 17.6"
  )
  func appleDurationBounce() {
    let spring = SpringConversion(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(abs(spring.stiffness - 157.9) < 0.05)  // (2π / 0.5)² = 157.91
    #expect(abs(spring.damping - 17.6) < 0.05)  // 2 · 0.7 · 12.566 = 17.59
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    // And back.
    let back = SpringConversion(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
    #expect(abs(back.response - 0.5) < 1e-12 && abs(back.bounce - 0.3) < 1e-12)
  }

  @Test(
    "Apple's Spring documentation: mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5")
  func appleMassStiffnessDamping() {
    let spring = SpringConversion(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(spring.response - 0.63) < 0.005)  // 2π / 10 = 0.6283
    #expect(abs(spring.bounce - 0.5) < 1e-12)  // ζ = 10 / (2 · 10) = 0.5
    let back = SpringConversion(duration: spring.response, bounce: spring.bounce)
    #expect(abs(back.stiffness - 100) < 1e-9 && abs(back.damping - 10) < 1e-9)
  }

  @Test("Stock bounce (k 300, ζ 1): response 2π/√300 = 0.3628 s, c = 2√300 = 34.64, bounce 0")
  func stockSpring() {
    let spring = TuningExport(tuning: Tuning(), source: "stock", note: nil).spring
    #expect(abs(spring.response - 0.362_760) < 1e-6)
    #expect(abs(spring.damping - 34.641_016) < 1e-6)
    #expect(spring.bounce == 0)
  }

  @Test(
    "stiffness/damping → response/ratio → stiffness/damping returns the same numbers",
    arguments: [(1.0, 300.0, 1.0), (1, 120, 0.6), (2, 50, 0.1), (0.5, 1000, 3), (1, 10, 1.5)])
  func roundTrips(mass: Double, stiffness: Double, ratio: Double) {
    let spring = SpringConversion(mass: mass, stiffness: stiffness, dampingRatio: ratio)
    // ω = 2π / response, k = m·ω², c = 2ζ·√(k·m): by hand.
    let omega = 2 * Double.pi / spring.response
    #expect(abs(mass * omega * omega - stiffness) < 1e-9 * stiffness)
    #expect(abs(2 * ratio * (stiffness * mass).squareRoot() - spring.damping) < 1e-9)
    let byResponse = SpringConversion(
      mass: mass, response: spring.response, dampingRatio: spring.dampingRatio)
    #expect(abs(byResponse.stiffness - stiffness) < 1e-9 * stiffness)
    let byDamping = SpringConversion(mass: mass, stiffness: stiffness, damping: spring.damping)
    #expect(abs(byDamping.dampingRatio - ratio) < 1e-12)
    let byBounce = SpringConversion(mass: mass, duration: spring.response, bounce: spring.bounce)
    #expect(abs(byBounce.dampingRatio - ratio) < 1e-12)
  }

  @Test("Bounce ↔ damping ratio: 0.3 ↔ 0.7, 0 ↔ 1, −0.5 ↔ 2 (overdamped), 1 ↔ 0")
  func bounce() {
    for (bounce, ratio) in [(0.3, 0.7), (0, 1), (-0.5, 2), (1, 0), (-0.2, 1.25)] {
      #expect(abs(SpringConversion.dampingRatio(bounce: bounce) - ratio) < 1e-12, "\(bounce)")
      #expect(abs(SpringConversion.bounce(dampingRatio: ratio) - bounce) < 1e-12, "\(ratio)")
    }
  }

  /// A tuning far from stock, as a designer might hand over.
  static var tuned: Tuning {
    var tuning = Tuning()
    tuning.decelerationRate = 0.995
    tuning.springStiffness = 120
    tuning.springDampingRatio = 0.6
    tuning.rubberBandConstant = 0.4
    tuning.statusBarThresholds = StatusBarPolicy.Thresholds(scrolled: 12, pulled: -8)
    tuning.headerHeight = 320
    return tuning
  }

  @Test("Swift: the rate, the spring three ways, constants, and a note for each hidden knob")
  func swift() {
    let export = TuningExport(tuning: Self.tuned, source: "soft.json", note: "Tuned today.")
    let text = export.swift
    #expect(text.hasPrefix("// NavLab tuning: soft.json\n// Tuned today.\n"))
    #expect(
      text.contains("static let decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)"))
    // −1000 / (1000 · ln 0.995) = 199.5 pt.
    #expect(
      text.replacingOccurrences(of: "\n  /// ", with: " ").contains(
        "A 1000 pt/s fling travels 199.5 pt."))
    // c = 2 · 0.6 · √120 = 13.145; response = 2π/√120 = 0.5736 s; bounce 0.4.
    #expect(text.contains("mass: 1, stiffness: 120, damping: 13.145, initialVelocity: .zero"))
    #expect(
      text.contains(
        "UISpringTimingParameters(duration: 0.5736, bounce: 0.4, initialVelocity: .zero)"))
    #expect(text.contains(".spring(response: 0.5736, dampingFraction: 0.6)"))
    #expect(text.contains("Spring(mass: 1, stiffness: 120, damping: 13.145)"))
    #expect(text.contains("static let rubberBandConstant: CGFloat = 0.4"))
    #expect(text.contains("static let statusBarScrolledThreshold: CGFloat = 12"))
    #expect(text.contains("static let statusBarPulledThreshold: CGFloat = -8"))
    #expect(text.contains("static let largeTitleSnaps = true"))
    #expect(text.contains("static let headerHeight: CGFloat = 320"))
    #expect(!text.contains("topBarThreshold"), "overrides the tuning leaves alone are left out")
    #expect(text.contains("// MARK: rubberBandConstant (changed)"))
    #expect(text.contains("// MARK: largeTitleSnaps\n"))
    let hidden = export.entries.filter { !$0.exposed }.map(\.name)
    #expect(hidden.contains("rubberBandConstant") && hidden.contains("statusBarScrolledThreshold"))
    for name in hidden {
      let mark = text.range(of: "// MARK: \(name)")
      #expect(mark != nil, "\(name)")
      if let mark {
        let section = text[mark.upperBound...].prefix(700)
        #expect(section.contains("Not in UIKit:"), "\(name)")
      }
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "lines fit 100 columns")
    // The overdamped spring asks SwiftUI to allow it.
    var stiff = Tuning()
    stiff.springDampingRatio = 2
    #expect(
      TuningExport(tuning: stiff, source: "s", note: nil).swift.contains("allowOverDamping: true"))
  }

  @Test("JSON: the same numbers with units, stock values and what to do instead")
  func json() throws {
    let export = TuningExport(tuning: Self.tuned, source: "soft.json", note: "Tuned today.")
    let root = try JSONParser.parse(Array(export.json.utf8))
    guard case .object(let members) = root else {
      Issue.record("not an object")
      return
    }
    let fields = Dictionary(members, uniquingKeysWith: { first, _ in first })
    #expect(fields["note"] == .string("Tuned today."))
    for entry in export.entries {
      guard case .object(let item)? = fields[entry.name] else {
        Issue.record("no \(entry.name)")
        continue
      }
      let values = Dictionary(item, uniquingKeysWith: { first, _ in first })
      guard case .number(let value)? = values["value"] else {
        Issue.record("\(entry.name): no value")
        continue
      }
      #expect(abs(value - entry.value) < 1e-6, "\(entry.name)")
      #expect(values["unit"] == .string(entry.unit), "\(entry.name)")
      #expect(values["exposedByUIKit"] == .bool(entry.exposed), "\(entry.name)")
      #expect((values["instead"] != nil) == !entry.exposed, "\(entry.name)")
    }
    guard case .object(let rate)? = fields["springResponse"] else { return }
    #expect(rate.contains { $0.0 == "unit" && $0.1 == .string("seconds") })
  }

  @Test("Ctrl+E's note line says what was tuned and when; the file reads it back")
  func noteLine() throws {
    let spec = try #require(ScreenCatalog.screen(named: "settings"))
    let note = TuningNote.make(
      Self.tuned, spec: spec, device: "iPhone 15 Pro", stamp: "2026-11-24 10:40 UTC")
    #expect(note.hasPrefix("Tuned 2026-11-24 10:40 UTC on Settings (iPhone 15 Pro): "))
    #expect(note.contains("deceleration rate 0.9950 (stock 0.9980)"))
    #expect(note.contains("spring stiffness 120 (stock 300)"))
    #expect(note.contains("header height 320 (stock 280)") || note.contains("header height 320"))
    #expect(!note.contains("refresh trigger"), "knobs at stock are not listed")
    let text = TuningFile.encode(Self.tuned, note: note)
    #expect(text.hasPrefix("{\n  \"note\": \"Tuned 2026-11-24"))
    let read = try TuningFile.decodeWithNote(Array(text.utf8), file: "t.json")
    #expect(read.tuning == Self.tuned && read.note == note)
    #expect(
      TuningNote.make(Tuning(), spec: spec, device: "SE", stamp: "now")
        == "Tuned now on Settings (SE): every knob at stock.")
    do {
      _ = try TuningFile.decode(Array(#"{"note": 3}"#.utf8), file: "t.json")
      Issue.record("accepted a number as the note")
    } catch {
      #expect(error.description.hasPrefix("t.json: note: must be a line of text"))
    }
  }

  @Test("The panel marks the knobs that differ from stock and shows stock's value")
  func panelShowsChanges() {
    var studio = Studio(Engine(options: EngineOptions(screen: "settings")))
    studio.handle(.key(KeyChord(key: "p")), at: 0)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(studio, into: &list)
    #expect(!texts(list).contains { $0.hasPrefix("stock ") }, "stock tuning: nothing marked")
    // Deceleration one step down, then the third knob (stiffness) one step up.
    for key in ["left", "down", "down", "right"] { studio.handle(.key(KeyChord(key: key)), at: 0) }
    painter.paint(studio, into: &list)
    let marks = texts(list).filter { $0.hasPrefix("stock ") }
    #expect(marks == ["stock 0.9980", "stock 300"])
    let dots = list.commands.filter {
      if case .fill(let rect, _, FramePainter.changedKnob) = $0 { return rect.width == 5 }
      return false
    }
    #expect(dots.count == 2)
  }
}
