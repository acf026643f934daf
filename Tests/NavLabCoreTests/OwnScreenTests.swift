import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import SceneFiles
@testable import ScreenModel

/// Issue 19: a designer's own screen — sections with headers and footers, row kinds, images,
/// colours per appearance, the reference overlay.
@Suite("Own screens: sections, row kinds, images, colours, overlay")
struct OwnScreenTests {
  static let scene = ##"""
    {"title": "Mine", "kind": "large-title-list",
     "colors": {"background": "#101010", "label": {"light": "#112233", "dark": "#DDEEFF"},
                "largeTitle": {"light": "#AA0000", "dark": "#00AA00"}},
     "list": {"style": "inset-grouped", "sections": [
       {"header": "Fruits", "footer": "Picked daily from the orchard behind the house, washed and sorted by hand before they reach the shelves.", "rows": [
         {"label": "Apple", "image": "pics/apple.png", "imageSize": 40, "imageShape": "round"},
         {"label": "Wi-Fi", "accessory": "switch", "on": true},
         {"label": "Bluetooth", "accessory": "switch"}]},
       [{"label": "Small", "accessory": "checkmark"}, {"label": "Large", "accessory": "checkmark", "on": true}],
       {"rowHeight": 200, "rows": [{"hero": "hero.jpg"}]},
       [{"label": "Delete", "style": "destructive", "accessory": "none"},
        {"label": "Add", "style": "button", "align": "center"},
        {"label": "Name", "placeholder": "Your name"},
        {"label": "Updates", "badge": 3, "thumbnail": "t.jpg"}]
     ]}}
    """##

  func spec(_ text: String = OwnScreenTests.scene, file: String = "designs/mine.json") throws
    -> ScreenSpec
  {
    try SceneDecoder.decode(Array(text.utf8), file: file, id: "mine")
  }

  func engine(_ text: String = OwnScreenTests.scene, appearance: Appearance = .light) throws
    -> Engine
  {
    Engine(options: EngineOptions(appearance: appearance, scene: try spec(text)))
  }

  func error(_ text: String) -> SceneError? {
    do {
      _ = try SceneDecoder.decode(Array(text.utf8), file: "s.json", id: "s")
      return nil
    } catch {
      return error
    }
  }

  func texts(_ list: DisplayList) -> [(String, Font, Color, Double, Double)] {
    list.commands.compactMap {
      if case .text(let string, let font, let color, let x, let midY, _, _, _) = $0 {
        return (string, font, color, x, midY)
      }
      return nil
    }
  }

  func images(_ list: DisplayList) -> [(ImageID, Rect, Double)] {
    list.commands.compactMap {
      if case .image(let id, let rect, let radius, _, _) = $0 { return (id, rect, radius) }
      return nil
    }
  }

  func paint(_ engine: Engine) -> DisplayList {
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    return list
  }

  @Test("Sections as objects and arrays; rows' kinds; image paths relative to the scene file")
  func decodes() throws {
    let spec = try spec()
    #expect(spec.sectionPattern == [3, 2, 1, 4])
    #expect(spec.sections[0].header == "Fruits" && !spec.sections[0].footer.isEmpty)
    #expect(spec.sections[1] == SectionSpec())
    #expect(spec.sections[2].rowHeight == 200)
    #expect(spec.rows[0].image == RowImage(path: "designs/pics/apple.png", size: 40, shape: .round))
    #expect(spec.rows[1].accessory == .switch && spec.rows[1].isOn)
    #expect(spec.rows[2].accessory == .switch && !spec.rows[2].isOn)
    #expect(spec.rows[4].accessory == .checkmark && spec.rows[4].isOn)
    #expect(spec.rows[5].hero?.id == ImageID(path: "designs/hero.jpg") && spec.rows[5].label == "")
    #expect(spec.rows[6].style == .destructive && spec.rows[6].accessory == RowAccessory.none)
    #expect(spec.rows[7].style == .button && spec.rows[7].isCentered)
    #expect(spec.rows[8].placeholder == "Your name")
    #expect(spec.rows[9].badge == 3 && spec.rows[9].thumbnail?.id.path == "designs/t.jpg")
    #expect(
      spec.images.map(\.field) == [
        "list.sections[0].rows[0].image", "list.sections[2].rows[0].hero",
        "list.sections[3][3].thumbnail",
      ])
    #expect(
      spec.colors.label == AppearanceColor(light: Color(hex: 0x112233), dark: Color(hex: 0xDDEEFF)))
    #expect(spec.colors.background?.light == spec.colors.background?.dark)
  }

  @Test("Scenes with the new fields re-encode and decode to the same spec")
  func roundTrip() throws {
    let written = try SceneDecoder.decodeAsWritten(
      Array(Self.scene.utf8), file: "mine.json", id: "mine")
    let text = SceneEncoder.encode(written)
    let again = try SceneDecoder.decodeAsWritten(Array(text.utf8), file: "mine.json", id: "mine")
    #expect(again == written)
  }

  @Test(
    "Mistakes are refused with the field path",
    arguments: [
      (#"[{"header": 3, "rows": [{"label": "a"}]}]"#, "list.sections[0].header"),
      (#"[{"header": "H"}]"#, "list.sections[0].rows"),
      (#"[{"rows": []}]"#, "list.sections[0].rows"),
      (#"[{"rows": [{"label": "a"}], "color": "red"}]"#, "list.sections[0].color"),
      (#"[[{"label": "a", "accessory": "toggle"}]]"#, "list.sections[0][0].accessory"),
      (#"[[{"label": "a", "on": true}]]"#, "list.sections[0][0].on"),
      (
        #"[[{"label": "a", "accessory": "checkmark", "on": true}, {"label": "b", "accessory": "checkmark", "on": true}]]"#,
        "list.sections[0][1].on"
      ),
      (#"[[{"label": "a", "image": ""}]]"#, "list.sections[0][0].image"),
      (#"[[{"label": "a", "imageSize": 40}]]"#, "list.sections[0][0].imageSize"),
      (#"[[{"label": "a", "image": "x.png", "imageSize": 500}]]"#, "list.sections[0][0].imageSize"),
      (#"[[{"label": "a", "badge": -1}]]"#, "list.sections[0][0].badge"),
      (#"[[{"label": "a", "align": "center"}]]"#, "list.sections[0][0].align"),
      (#"[[{"value": "no label"}]]"#, "list.sections[0][0].label"),
    ])
  func refusals(sections: String, path: String) {
    let text =
      #"{"title": "T", "kind": "large-title-list", "list": {"sections": "# + sections + "}}"
    let failure = error(text)
    #expect(failure?.path == path, "\(String(describing: failure))")
  }

  @Test(
    "Colours: one for both appearances or a light/dark pair; anything else is refused",
    arguments: [
      (##"{"label": "red"}"##, "colors.label"),
      (##"{"label": {"light": "#FFFFFF"}}"##, "colors.label"),
      (##"{"label": {"light": "#FFFFFF", "dark": "#00"}}"##, "colors.label.dark"),
      (##"{"tint": "#FFFFFF"}"##, "colors.tint"),
    ])
  func colourRefusals(colors: String, path: String) {
    let text =
      #"{"title": "T", "kind": "large-title-list", "list": {"sections": [[{"label": "a"}]]}, "colors": "#
      + colors + "}"
    #expect(error(text)?.path == path)
  }

  @Test("Colours apply per appearance: background, labels and the large title")
  func colours() throws {
    for appearance in Appearance.allCases {
      let list = paint(try engine(appearance: appearance))
      guard
        case .fill(_, _, let background) = list.commands.first(where: {
          if case .fill = $0 { return true }
          return false
        })
      else {
        Issue.record("no background")
        return
      }
      #expect(background == Color(hex: 0x101010))
      let label = appearance == .light ? Color(hex: 0x112233) : Color(hex: 0xDDEEFF)
      #expect(texts(list).contains { $0.0 == "Wi-Fi" && $0.2 == label })
      let title = appearance == .light ? Color(hex: 0xAA0000) : Color(hex: 0x00AA00)
      #expect(texts(list).contains { $0.0 == "Mine" && $0.1 == .largeTitle && $0.2 == title })
    }
  }

  @Test("The header's baseline sits 9 pt above its first row, upper case, 13 pt secondary")
  func headerPlacement() throws {
    let engine = try engine()
    let list = paint(engine)
    let header = try #require(texts(list).first { $0.0 == "FRUITS" })
    #expect(header.1 == .footnote)
    #expect(
      header.2 == Theme.light.secondaryLabel.withOpacity(1)
        || header.2 == Theme.light.secondaryLabel)
    let firstRow = engine.top.contentOrigin + engine.top.list.rowFrame(0).minY
    #expect(abs(header.4 + FramePainter.footnoteBaselineBelowMid - (firstRow - 9)) < 1e-9)
    // Text at the rows' text inset (20 pt on the 15 Pro) from the group's edge.
    #expect(header.3 == 20 + 20)
  }

  @Test("A long footer wraps into lines 18 pt apart under its group, each within the width")
  func footerWraps() throws {
    let engine = try engine()
    let lines = engine.top.footerLines[0]
    #expect(lines.count >= 2)
    #expect(lines.joined(separator: " ") == engine.top.spec.sections[0].footer)
    let width = 393.0 - 4 * 20
    for line in lines {
      #expect(line.reduce(0) { $0 + TextWrapping.advance($1, 13) } <= width)
    }
    let list = paint(engine)
    let drawn = texts(list).filter { lines.contains($0.0) }
    #expect(drawn.count == lines.count)
    let groupBottom = engine.top.contentOrigin + engine.top.list.rowFrame(2).maxY
    for (index, line) in drawn.enumerated() {
      // The first line box starts 5.07 pt under the group (issue 31: baseline 18.4, iOS 17.5).
      #expect(
        abs(
          line.4 - (groupBottom + ListSectionMetrics.footerTopMargin + (Double(index) + 0.5) * 18))
          < 1e-9)
    }
    // The next section starts after the footer's room and the 35 pt spacing, less the 7.07 pt
    // of that spacing the footer takes over (issue 31: 72.33 pt after a one-line footer).
    #expect(
      abs(
        engine.top.list.rowFrame(3).minY - engine.top.list.rowFrame(2).maxY
          - (5.07 + Double(lines.count) * 18 - 7.07 + 35)) < 1e-9)
  }

  @Test("TextWrapping breaks at spaces, keeps every word, and fits the width")
  func wrapping() {
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let lines = TextWrapping.lines(text, fontSize: 13, width: 80)
    #expect(lines.count > 2)
    #expect(lines.joined(separator: " ") == text)
    for line in lines where line.contains(" ") {
      #expect(line.reduce(0) { $0 + TextWrapping.advance($1, 13) } <= 80)
    }
    #expect(TextWrapping.lines("", fontSize: 13, width: 80).isEmpty)
    #expect(
      TextWrapping.lines(String(repeating: "a ", count: 400), fontSize: 13, width: 20).count
        == TextWrapping.maximumLines)
  }

  /// Viewport y of the middle of row `index`.
  func rowMid(_ engine: Engine, _ index: Int) -> Double {
    engine.top.contentOrigin + engine.top.list.rowFrame(index).midY
  }

  func tap(_ engine: inout Engine, y: Double, at time: Double) {
    engine.handle(.pointerDown(x: 200, y: y), at: time)
    engine.handle(.pointerUp(x: 200, y: y), at: time + 0.05)
  }

  @Test("A tap on a switch toggles it over 200 ms and pushes nothing")
  func switchToggles() throws {
    var engine = try engine()
    engine.advance(to: 0)
    let y = rowMid(engine, 2)
    #expect(engine.top.switchPosition(row: 2) == 0)
    tap(&engine, y: y, at: 1)
    engine.advance(to: 1.15)
    #expect(engine.stack.count == 1)
    #expect(engine.top.isOn(row: 2, section: 0))
    // Halfway through the 200 ms slide.
    let middle = engine.top.switchPosition(row: 2)
    #expect(middle > 0 && middle < 1, "\(middle)")
    #expect(!engine.isAtRest)
    engine.advance(to: 1.4)
    #expect(engine.top.switchPosition(row: 2) == 1)
    // The thumb is drawn at the track's right end.
    let list = paint(engine)
    let track = FramePainter.switchTrack(
      in: engine.top.list.rowFrame(2).offsetBy(dx: 0, dy: engine.top.contentOrigin))
    let thumbs = list.commands.compactMap { command -> Rect? in
      if case .fill(let rect, _, .white) = command, rect.height == FramePainter.switchThumb {
        return rect
      }
      return nil
    }
    #expect(
      thumbs.contains {
        abs($0.maxX - (track.maxX - 1.5)) < 1e-9 && abs($0.midY - track.midY) < 1e-9
      })
    // And back off.
    tap(&engine, y: y, at: 2)
    engine.advance(to: 2.5)
    #expect(!engine.top.isOn(row: 2, section: 0) && engine.top.switchPosition(row: 2) == 0)
  }

  @Test("A checkmark is a single choice within its section; buttons and fields push nothing")
  func checkmarks() throws {
    var engine = try engine()
    engine.advance(to: 0)
    let section = try #require(engine.top.section(ofRow: 3))
    #expect(engine.top.isOn(row: 4, section: section) && !engine.top.isOn(row: 3, section: section))
    tap(&engine, y: rowMid(engine, 3), at: 1)
    engine.advance(to: 1.5)
    #expect(engine.stack.count == 1)
    #expect(engine.top.isOn(row: 3, section: section) && !engine.top.isOn(row: 4, section: section))
    // A disclosure row still pushes.
    tap(&engine, y: rowMid(engine, 0), at: 2)
    engine.advance(to: 3)
    #expect(engine.stack.count == 2)
  }

  @Test(
    "Rows draw their kinds: red destructive label, tinted centred button, placeholder, badge, images"
  )
  func rowDrawing() throws {
    var engine = try engine()
    // Scroll the last section into view.
    engine.handle(.scrollTo(offset: 400, animated: false), at: 0)
    engine.advance(to: 0.1)
    let list = paint(engine)
    let all = texts(list)
    #expect(all.contains { $0.0 == "Delete" && $0.2 == Theme.light.red })
    let add = try #require(all.first { $0.0 == "Add" })
    #expect(add.2 == Theme.light.tint && abs(add.3 - 393.0 / 2) < 1e-9)
    #expect(all.contains { $0.0 == "Your name" && $0.2 == Theme.light.tertiaryLabel })
    #expect(all.contains { $0.0 == "3" && $0.2 == .white })
    let drawn = images(list)
    #expect(
      drawn.contains { $0.0.path == "designs/hero.jpg" && $0.1.height == 200 && $0.1.width == 353 })
    #expect(
      drawn.contains { $0.0.path == "designs/t.jpg" && $0.1.height == 32 && $0.1.width == 32 })
  }

  @Test("A round 40 pt avatar: a circle 16 pt in, the label 12 pt after it")
  func avatar() throws {
    let engine = try engine()
    let list = paint(engine)
    let avatar = try #require(images(list).first { $0.0.path == "designs/pics/apple.png" })
    let row = engine.top.list.rowFrame(0).offsetBy(dx: 0, dy: engine.top.contentOrigin)
    #expect(avatar.1 == Rect(x: row.minX + 16, y: row.midY - 20, width: 40, height: 40))
    #expect(avatar.2 == 20)
    #expect(texts(list).contains { $0.0 == "Apple" && $0.3 == avatar.1.maxX + 12 })
  }

  @Test(
    "Plain lists: a section's header pins under the bar while its rows scroll, then is pushed up")
  func stickyHeaders() throws {
    let text = #"""
      {"title": "P", "kind": "large-title-list", "list": {"style": "plain", "rows": 100, "sections": [
        {"header": "A", "rows": [{"label": "1"}, {"label": "2"}, {"label": "3"}, {"label": "4"}, {"label": "5"}, {"label": "6"}, {"label": "7"}, {"label": "8"}, {"label": "9"}, {"label": "10"}]},
        {"header": "B", "rows": [{"label": "1"}, {"label": "2"}, {"label": "3"}, {"label": "4"}, {"label": "5"}, {"label": "6"}, {"label": "7"}, {"label": "8"}, {"label": "9"}, {"label": "10"}]}]}}
      """#
    var engine = try engine(text)
    func header(_ name: String) -> Double? {
      texts(paint(engine)).first { $0.0 == name }?.4
    }
    engine.advance(to: 0)
    let atRest = try #require(header("A"))
    #expect(abs(atRest - (engine.top.contentOrigin + 14)) < 1e-9)
    // Scrolled well into section A: its header sits just under the (collapsed) bar.
    engine.handle(.scrollTo(offset: 250, animated: false), at: 0.1)
    engine.advance(to: 0.2)
    let barBottom = engine.top.navigationBar(device: engine.device).barBottom
    #expect(abs(try #require(header("A")) - (barBottom + 14)) < 1e-9)
    // At the end of A, B's header pushes A's up: A ends where B's bar begins.
    let bTop = engine.top.list.rowFrame(10).minY - 28
    engine.handle(.scrollTo(offset: 0, animated: false), at: 0.3)
    engine.advance(to: 0.4)
    let originAtZero = engine.top.contentOrigin
    let offset = originAtZero + bTop - barBottom - 10
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0.5)
    engine.advance(to: 0.6)
    let a = try #require(header("A"))
    let b = try #require(header("B"))
    #expect(abs(b - a - 28) < 1e-9)
    #expect(a + 14 < barBottom + 28)
  }

  @Test(
    "The overlay: O hides and shows it, Shift+O cycles 50/25/75 % and difference; screenshots leave it out"
  )
  func overlay() throws {
    var options = EngineOptions(scene: try spec())
    options.overlay = ImageID(path: "ref.png")
    var engine = Engine(options: options)
    func overlayCommand(_ engine: Engine) -> (Double, ImageBlend)? {
      for command in paint(engine).commands {
        if case .image(let id, let rect, _, let opacity, let blend) = command, id.path == "ref.png"
        {
          #expect(rect == engine.device.bounds)
          return (opacity, blend)
        }
      }
      return nil
    }
    #expect(overlayCommand(engine)?.0 == 0.5)
    #expect(Studio(engine).withoutOverlays().a.overlay.isVisible == false)
    engine.handle(.key(KeyChord(key: "o")), at: 0)
    #expect(overlayCommand(engine) == nil)
    engine.handle(.key(KeyChord(key: "o", shift: true)), at: 0.1)
    #expect(overlayCommand(engine)?.0 == 0.25)
    engine.handle(.key(KeyChord(key: "o", shift: true)), at: 0.2)
    #expect(overlayCommand(engine)?.0 == 0.75)
    engine.handle(.key(KeyChord(key: "o", shift: true)), at: 0.3)
    #expect(overlayCommand(engine)?.1 == .difference)
    engine.handle(.key(KeyChord(key: "o", shift: true)), at: 0.4)
    #expect(overlayCommand(engine)?.0 == 0.5)
    // Without an overlay, O does nothing.
    var plain = Engine(options: EngineOptions(scene: try spec()))
    plain.handle(.key(KeyChord(key: "o")), at: 0)
    #expect(plain.notice == nil)
  }

  @Test("A scene's overlay field is an image reference like the others")
  func overlayField() throws {
    let text =
      #"{"title": "T", "kind": "large-title-list", "overlay": "shots/ref.png", "list": {"sections": [[{"label": "a"}]]}}"#
    let spec = try spec(text, file: "d/s.json")
    #expect(spec.overlay == ImageID(path: "d/shots/ref.png"))
    #expect(spec.images == [ImageReference(path: "d/shots/ref.png", field: "overlay")])
  }

  @Test("A hot reload whose images fail keeps the last good scene, with the error in the banner")
  func reloadCheck() throws {
    var studio = Studio(try engine())
    let reloader = SceneReloader(file: "designs/mine.json", rows: nil)
    let edited = Self.scene.replacingOccurrences(of: "\"Mine\"", with: "\"Edited\"")
    let failure = reloader.apply(Array(edited.utf8), to: &studio) { spec in
      SceneError(file: "designs/mine.json", path: spec.images[0].field, problem: "gone")
    }
    #expect(failure?.path == "list.sections[0].rows[0].image")
    #expect(studio.a.top.spec.title == "Mine")
    #expect(studio.banner == "designs/mine.json: list.sections[0].rows[0].image: gone")
    #expect(reloader.apply(Array(edited.utf8), to: &studio) == nil)
    #expect(studio.a.top.spec.title == "Edited" && studio.banner == nil)
  }

  @Test("In a focused search field, O types the letter instead of hiding the overlay")
  func overlayKeyWhileSearching() {
    var options = EngineOptions(screen: "settings")
    options.overlay = ImageID(path: "ref.png")
    var engine = Engine(options: options)
    engine.advance(to: 0)
    // The search field under the large title (as scripts/screenshots taps it).
    engine.handle(.pointerDown(x: 100, y: 176), at: 0.1)
    engine.handle(.pointerUp(x: 100, y: 176), at: 0.15)
    engine.advance(to: 0.6)
    #expect(engine.top.isSearching)
    engine.handle(.key(KeyChord(key: "o")), at: 0.7)
    #expect(engine.top.searchText == "o")
    #expect(engine.overlay.isVisible)
  }
}
