import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import Plots
@testable import TuningExport

/// Issue 33, "What a newcomer trips over": the honest export, the legend's digits, the overlay
/// modes, the notices left out of captures, the banner that wraps, and the help that fits.
@Suite("What a newcomer trips over (issue 33)")
struct NewcomerTests {
  static func export(rate: Double) -> TuningExport {
    var tuning = Tuning()
    tuning.decelerationRate = rate
    return TuningExport(tuning: tuning, source: "t.json", note: nil)
  }

  @Test("the export names UIKit's two rates and says to check any other on a device")
  func exportRates() {
    let odd = Self.export(rate: 0.9995)
    #expect(
      odd.swift.contains(
        "static let decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.9995)"))
    // The Swift comment wraps: compare with the line breaks and comment marks taken out.
    let prose = odd.swift.replacingOccurrences(of: "\n  /// ", with: " ")
    #expect(prose.contains("UIKit names only two values, .normal (0.998) and .fast (0.99)."))
    #expect(prose.contains("check the fling on a device"))
    #expect(odd.json.contains("check the fling on a device"))
    let normal = Self.export(rate: 0.998).swift
    #expect(normal.contains("static let decelerationRate = UIScrollView.DecelerationRate.normal\n"))
    #expect(
      normal.replacingOccurrences(of: "\n  /// ", with: " ").contains(
        "UIKit names this value: UIScrollView.DecelerationRate.normal."))
    #expect(!normal.contains("rawValue"))
    #expect(Self.export(rate: 0.99).swift.contains("UIScrollView.DecelerationRate.fast\n"))
    #expect(Self.export(rate: 0.9).swift.contains("DecelerationRate(rawValue: 0.9)"))
  }

  @Test("the plot legend keeps four significant digits of a rate")
  func legendDigits() {
    #expect(GeometryCurves.rateLabel(0.9995) == "0.9995")
    #expect(GeometryCurves.rateLabel(0.998) == "0.998")
    #expect(GeometryCurves.rateLabel(0.99) == "0.99")
    #expect(GeometryCurves.rateLabel(0.9) == "0.9")
    var a = Tuning()
    a.decelerationRate = 0.9995
    var b = Tuning()
    b.decelerationRate = 0.9
    let comparison = FlingComparison(velocity: 2000, a: a, b: b, names: ["a", "b"], edge: nil)
    let names = comparison.panels.flatMap(\.series).map(\.name)
    #expect(names.contains { $0.contains("rate 0.9995,") }, "\(names)")
    #expect(names.contains { $0.contains("rate 0.9,") }, "\(names)")
    #expect(!names.contains { $0.contains("rate 1,") })
  }

  @Test("--overlay-mode's names are Shift+O's modes")
  func overlayModes() {
    #expect(
      ReferenceOverlay.Mode.names.compactMap(ReferenceOverlay.Mode.init(name:))
        == ReferenceOverlay.Mode.allCases)
    #expect(ReferenceOverlay.Mode(name: "Difference") == .difference)
    #expect(ReferenceOverlay.Mode(name: "60") == nil)
  }

  /// Whether `list` draws `text` anywhere.
  static func draws(_ text: String, _ list: DisplayList) -> Bool {
    list.commands.contains {
      if case .text(let string, _, _, _, _, _, _, _) = $0 { return string.contains(text) }
      return false
    }
  }

  static func draws(image: ImageID, _ list: DisplayList) -> Bool {
    list.commands.contains {
      if case .image(let id, _, _, _, _) = $0 { return id == image }
      return false
    }
  }

  @Test("captures leave out the toast, the banner and the overlay unless asked")
  func captured() {
    let image = ImageID(path: "ref.png")
    var options = EngineOptions(device: .iPhone15Pro, screen: "settings")
    options.overlay = image
    var studio = Studio(Engine(options: options))
    studio.handle(.key(KeyChord(key: "f")), at: 0)
    studio.advance(to: 0.1)
    studio.banner = "scene.json: list.sections[0][0].labl: unknown field"
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    painter.paint(studio, into: &list)
    let toast = studio.toast?.text ?? "none"
    #expect(Self.draws(toast, list) && Self.draws("unknown field", list))
    #expect(Self.draws(image: image, list))
    painter.paint(studio.captured(notices: false, overlay: false), into: &list)
    #expect(!Self.draws(toast, list) && !Self.draws("unknown field", list))
    #expect(!Self.draws(image: image, list))
    painter.paint(studio.captured(notices: true, overlay: true), into: &list)
    #expect(Self.draws(toast, list) && Self.draws("unknown field", list))
    #expect(Self.draws(image: image, list))
    // Ctrl+S: the banner too stays out (it used to be in every window screenshot).
    painter.paint(studio.withoutOverlays(), into: &list)
    #expect(!Self.draws("unknown field", list) && !Self.draws(toast, list))
  }

  @Test("the red banner wraps a long message inside itself instead of cutting it at the edge")
  func bannerWraps() {
    var studio = Studio(Engine(options: EngineOptions(device: .se, screen: "settings")))
    let message =
      "/home/someone/projects/app/scenes/settings.json: list.sections[2].rows[14].accessory: unknown value 'chevron-right'; use one of: chevron, checkmark, switch, badge, none."
    studio.banner = message
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    painter.paint(studio, into: &list)
    let room = FramePainter.bannerTextWidth(.se)
    var lines: [String] = []
    // The message's lines: 12 pt text below the banner's title line.
    let top = FramePainter.bannerFrame(lines: 1, device: .se).minY + 30
    // Inside the banner at its tallest (the tab bar's 12 pt badge is not the banner's).
    let bottom = FramePainter.bannerFrame(lines: 10, device: .se).maxY
    for command in list.commands {
      if case .text(let string, let font, _, _, let midY, _, _, _) = command, font.size == 12,
        midY > top, midY < bottom
      {
        lines.append(string)
        let width = string.reduce(0) { $0 + TextWrapping.advance($1, 12) }
        #expect(width <= room, "'\(string)' is \(width) pt wide, the banner has \(room)")
      }
    }
    #expect(lines.count >= 2)
    #expect(lines.joined(separator: " ") == message)
    let frame = FramePainter.bannerFrame(lines: lines.count, device: .se)
    #expect(frame.maxY >= FramePainter.bannerFrame(lines: 1, device: .se).maxY + 15)
  }

  @Test("the ? sheet names the difference blend, and every line fits its card")
  func helpSheet() {
    #expect(FramePainter.keyHelp.contains { $0.does.contains("difference") })
    for device in Device.all {
      let room = FramePainter.helpCardWidth(device) - FramePainter.helpKeysWidth(device) - 16
      for line in FramePainter.keyHelp {
        #expect(
          TextWrapping.lines(line.does, fontSize: 13, width: room).count == 1,
          "'\(line.does)' does not fit \(device.name)'s help card (\(room) pt)")
      }
    }
  }

  @Test("the --help key table fits 79 columns and names every key of the window")
  func keyHelpTable() {
    let lines = KeyHelp.lines()
    #expect(lines.allSatisfy { $0.count <= 79 }, "\(lines.filter { $0.count > 79 })")
    #expect(lines.allSatisfy { $0.hasPrefix("  ") })
    let keys = KeyHelp.commandLine.map(\.keys)
    let words = Set(
      keys.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init) })
    let missing = KeyBindings.window.map(\.label).filter { label in
      label.contains(" ") ? !keys.contains { $0.contains(label) } : !words.contains(label)
    }
    #expect(missing.isEmpty, "keys of the window the --help table does not name: \(missing)")
    #expect(KeyHelp.commandLine.contains { $0.does.contains("difference") })
  }
}
