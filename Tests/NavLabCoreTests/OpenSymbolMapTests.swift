import NavGeometry
import SymbolData
import Testing

@testable import DisplayList
@testable import NavLabCore
@testable import ScreenModel

/// Issue 31: the open icon set (Tabler Icons) stands in for the SF Symbols iOS apps use most.
/// The pairs below are the map's expected icons for 320 SF Symbol names (tab bars, settings,
/// toolbars, media, communication), chosen by eye in `scripts/symbols/sf-map.txt`; each name's
/// `.fill`, `.circle` and `.circle.fill` variants must resolve too.
@Suite("Open symbol set: SF Symbol names")
struct OpenSymbolMapTests {
  static let map: [(String, String)] = [
    ("house", "home"),
    ("magnifyingglass", "search"),
    ("person", "user"),
    ("person.2", "users"),
    ("person.3", "users-group"),
    ("person.badge.plus", "user-plus"),
    ("person.badge.minus", "user-minus"),
    ("person.fill.checkmark", "user-check"),
    ("person.crop.rectangle", "id"),
    ("person.text.rectangle", "id-badge-2"),
    ("gear", "settings"),
    ("gearshape", "settings"),
    ("gearshape.2", "settings-2"),
    ("star", "star"),
    ("star.leadinghalf.filled", "star-half"),
    ("heart", "heart"),
    ("heart.slash", "heart-off"),
    ("bell", "bell"),
    ("bell.slash", "bell-off"),
    ("bell.badge", "bell-ringing"),
    ("bookmark", "bookmark"),
    ("bookmark.slash", "bookmark-off"),
    ("books.vertical", "books"),
    ("book", "book"),
    ("book.closed", "book-2"),
    ("newspaper", "news"),
    ("safari", "compass"),
    ("globe", "world"),
    ("map", "map"),
    ("mappin", "map-pin"),
    ("mappin.and.ellipse", "map-pin-2"),
    ("location", "location"),
    ("location.north", "navigation"),
    ("location.slash", "location-off"),
    ("mic", "microphone"),
    ("mic.slash", "microphone-off"),
    ("music.note", "music"),
    ("music.note.list", "playlist"),
    ("music.mic", "microphone-2"),
    ("music.quarternote.3", "music"),
    ("rectangle.stack", "stack-2"),
    ("rectangle.grid.2x2", "layout-grid"),
    ("list.bullet", "list"),
    ("list.dash", "list"),
    ("list.number", "list-numbers"),
    ("list.bullet.rectangle", "list-details"),
    ("list.star", "list-check"),
    ("checklist", "list-check"),
    ("chart.bar", "chart-bar"),
    ("chart.pie", "chart-pie"),
    ("chart.line.uptrend.xyaxis", "chart-line"),
    ("chart.xyaxis.line", "chart-dots"),
    ("waveform", "wave-sine"),
    ("waveform.path.ecg", "activity-heartbeat"),
    ("play.rectangle", "player-play"),
    ("play.tv", "device-tv"),
    ("tv", "device-tv"),
    ("sparkles", "sparkles"),
    ("flame", "flame"),
    ("bolt", "bolt"),
    ("bolt.slash", "bolt-off"),
    ("bolt.horizontal", "bolt"),
    ("cart", "shopping-cart"),
    ("bag", "shopping-bag"),
    ("creditcard", "credit-card"),
    ("giftcard", "gift-card"),
    ("gift", "gift"),
    ("tag", "tag"),
    ("ticket", "ticket"),
    ("banknote", "cash-banknote"),
    ("building.columns", "building-bank"),
    ("building.2", "building"),
    ("storefront", "building-store"),
    ("bag.badge.plus", "shopping-bag-plus"),
    ("cart.badge.plus", "shopping-cart-plus"),
    ("airplane", "plane"),
    ("wifi", "wifi"),
    ("wifi.slash", "wifi-off"),
    ("antenna.radiowaves.left.and.right", "antenna"),
    ("personalhotspot", "link"),
    ("link", "link"),
    ("bell.and.waves.left.and.right", "bell-ringing"),
    ("speaker.wave.2", "volume"),
    ("speaker.wave.3", "volume"),
    ("speaker.wave.1", "volume-2"),
    ("speaker", "volume-3"),
    ("speaker.slash", "volume-off"),
    ("moon", "moon"),
    ("moon.stars", "moon-stars"),
    ("moon.zzz", "zzz"),
    ("hourglass", "hourglass"),
    ("sun.max", "sun"),
    ("sun.min", "sun-low"),
    ("sun.haze", "haze"),
    ("sunrise", "sunrise"),
    ("sunset", "sunset"),
    ("switch.2", "toggle-left"),
    ("textformat", "typography"),
    ("textformat.size", "text-size"),
    ("textformat.alt", "letter-case"),
    ("textformat.abc", "abc"),
    ("accessibility", "accessible"),
    ("figure.walk", "walk"),
    ("figure.run", "run"),
    ("figure.roll", "wheelchair"),
    ("hand.raised", "hand-stop"),
    ("hand.raised.slash", "hand-off"),
    ("hand.thumbsup", "thumb-up"),
    ("hand.thumbsdown", "thumb-down"),
    ("hand.tap", "hand-click"),
    ("hand.point.up.left", "hand-finger"),
    ("hand.wave", "hand-move"),
    ("faceid", "face-id"),
    ("touchid", "fingerprint"),
    ("lock", "lock"),
    ("lock.open", "lock-open"),
    ("lock.shield", "shield-lock"),
    ("lock.rotation", "rotate-clockwise"),
    ("key", "key"),
    ("key.horizontal", "key"),
    ("shield", "shield"),
    ("shield.checkered", "shield-check"),
    ("checkmark.shield", "shield-check"),
    ("exclamationmark.shield", "shield-exclamation"),
    ("battery.100", "battery-4"),
    ("battery.75", "battery-3"),
    ("battery.50", "battery-2"),
    ("battery.25", "battery-1"),
    ("battery.0", "battery"),
    ("battery.100.bolt", "battery-charging"),
    ("bolt.batteryblock", "battery-charging-2"),
    ("cpu", "cpu"),
    ("memorychip", "cpu-2"),
    ("internaldrive", "database"),
    ("externaldrive", "server"),
    ("opticaldiscdrive", "disc"),
    ("server.rack", "server-2"),
    ("icloud", "cloud"),
    ("icloud.and.arrow.up", "cloud-upload"),
    ("icloud.and.arrow.down", "cloud-download"),
    ("icloud.slash", "cloud-off"),
    ("cloud", "cloud"),
    ("cloud.rain", "cloud-rain"),
    ("cloud.snow", "cloud-snow"),
    ("cloud.bolt", "cloud-storm"),
    ("cloud.sun", "sun-wind"),
    ("cloud.fog", "cloud-fog"),
    ("snowflake", "snowflake"),
    ("thermometer", "temperature"),
    ("thermometer.sun", "temperature-sun"),
    ("drop", "droplet"),
    ("umbrella", "umbrella"),
    ("wind", "wind"),
    ("tornado", "tornado"),
    ("hurricane", "storm"),
    ("leaf", "leaf"),
    ("tree", "tree"),
    ("globe.americas", "world"),
    ("globe.europe.africa", "world"),
    ("network", "network"),
    ("dot.radiowaves.left.and.right", "broadcast"),
    ("dot.radiowaves.right", "antenna-bars-5"),
    ("bonjour", "affiliate"),
    ("printer", "printer"),
    ("scanner", "scan"),
    ("qrcode", "qrcode"),
    ("barcode", "barcode"),
    ("barcode.viewfinder", "scan"),
    ("viewfinder", "scan"),
    ("camera.viewfinder", "camera-selfie"),
    ("display", "device-desktop"),
    ("desktopcomputer", "device-desktop"),
    ("laptopcomputer", "device-laptop"),
    ("iphone", "device-mobile"),
    ("ipad", "device-tablet"),
    ("applewatch", "device-watch"),
    ("airpods", "device-airpods"),
    ("headphones", "headphones"),
    ("hifispeaker", "device-speaker"),
    ("homepod", "device-speaker"),
    ("keyboard", "keyboard"),
    ("computermouse", "mouse"),
    ("gamecontroller", "device-gamepad-2"),
    ("car", "car"),
    ("bus", "bus"),
    ("tram", "train"),
    ("bicycle", "bike"),
    ("scooter", "scooter"),
    ("fuelpump", "gas-station"),
    ("figure.stand", "man"),
    ("figure.dress.line.vertical.figure", "friends"),
    ("stethoscope", "stethoscope"),
    ("cross.case", "first-aid-kit"),
    ("pills", "pill"),
    ("bandage", "bandage"),
    ("brain", "brain"),
    ("eye", "eye"),
    ("eye.slash", "eye-off"),
    ("ear", "ear"),
    ("mouth", "mood-smile"),
    ("paintbrush", "brush"),
    ("paintpalette", "palette"),
    ("paintbrush.pointed", "brush"),
    ("pencil", "pencil"),
    ("pencil.slash", "pencil-off"),
    ("pencil.and.outline", "writing"),
    ("highlighter", "highlight"),
    ("eraser", "eraser"),
    ("scissors", "scissors"),
    ("ruler", "ruler"),
    ("wrench", "tool"),
    ("wrench.and.screwdriver", "tools"),
    ("hammer", "hammer"),
    ("screwdriver", "tool"),
    ("puzzlepiece", "puzzle"),
    ("cube", "box"),
    ("shippingbox", "package"),
    ("archivebox", "archive"),
    ("tray", "inbox"),
    ("tray.full", "inbox"),
    ("tray.and.arrow.down", "inbox"),
    ("tray.and.arrow.up", "inbox"),
    ("folder", "folder"),
    ("folder.badge.plus", "folder-plus"),
    ("folder.badge.minus", "folder-minus"),
    ("doc", "file"),
    ("doc.text", "file-text"),
    ("doc.richtext", "file-description"),
    ("doc.on.doc", "copy"),
    ("doc.on.clipboard", "clipboard-copy"),
    ("clipboard", "clipboard"),
    ("doc.badge.plus", "file-plus"),
    ("doc.text.magnifyingglass", "file-search"),
    ("note", "note"),
    ("note.text", "notes"),
    ("text.book.closed", "notebook"),
    ("calendar", "calendar"),
    ("calendar.badge.plus", "calendar-plus"),
    ("calendar.badge.clock", "calendar-time"),
    ("clock", "clock"),
    ("alarm", "alarm"),
    ("stopwatch", "clock-play"),
    ("timer", "hourglass-high"),
    ("deskclock", "clock-hour-4"),
    ("plus", "plus"),
    ("minus", "minus"),
    ("multiply", "x"),
    ("checkmark", "check"),
    ("checkmark.seal", "rosette-discount-check"),
    ("plus.app", "square-rounded-plus"),
    ("equal", "equal"),
    ("divide", "divide"),
    ("percent", "percentage"),
    ("number", "hash"),
    ("at", "at"),
    ("questionmark", "question-mark"),
    ("exclamationmark", "exclamation-mark"),
    ("exclamationmark.triangle", "alert-triangle"),
    ("exclamationmark.octagon", "alert-octagon"),
    ("info", "info-small"),
    ("nosign", "ban"),
    ("trash", "trash"),
    ("trash.slash", "trash-off"),
    ("rectangle.and.pencil.and.ellipsis", "forms"),
    ("arrow.up.doc", "file-upload"),
    ("arrow.down.doc", "file-download"),
    ("arrow.clockwise", "rotate-clockwise"),
    ("arrow.counterclockwise", "rotate"),
    ("arrow.uturn.backward", "arrow-back-up"),
    ("arrow.uturn.forward", "arrow-forward-up"),
    ("arrow.uturn.left", "arrow-back-up"),
    ("arrow.uturn.right", "arrow-forward-up"),
    ("arrow.up", "arrow-up"),
    ("arrow.down", "arrow-down"),
    ("arrow.left", "arrow-left"),
    ("arrow.right", "arrow-right"),
    ("arrow.up.right", "arrow-up-right"),
    ("arrow.down.left", "arrow-down-left"),
    ("arrow.up.left", "arrow-up-left"),
    ("arrow.down.right", "arrow-down-right"),
    ("arrow.up.arrow.down", "arrows-sort"),
    ("arrow.left.arrow.right", "arrows-left-right"),
    ("arrow.up.and.down", "arrows-vertical"),
    ("arrow.up.left.and.arrow.down.right", "arrows-maximize"),
    ("arrow.down.right.and.arrow.up.left", "arrows-minimize"),
    ("rectangle.portrait.and.arrow.right", "logout"),
    ("arrow.turn.up.left", "corner-up-left"),
    ("arrow.turn.up.right", "corner-up-right"),
    ("arrow.branch", "git-branch"),
    ("arrow.triangle.branch", "git-fork"),
    ("arrow.triangle.merge", "git-merge"),
    ("arrowshape.turn.up.left", "arrow-back-up"),
    ("arrowshape.turn.up.right", "arrow-forward-up"),
    ("arrowshape.turn.up.left.2", "arrow-back-up-double"),
    ("return", "arrow-back"),
    ("chevron.up", "chevron-up"),
    ("chevron.down", "chevron-down"),
    ("chevron.forward", "chevron-right"),
    ("chevron.backward", "chevron-left"),
    ("chevron.left.forwardslash.chevron.right", "code"),
    ("chevron.up.chevron.down", "selector"),
    ("chevron.compact.down", "chevron-compact-down"),
    ("chevron.compact.up", "chevron-compact-up"),
    ("chevron.left.2", "chevrons-left"),
    ("chevron.right.2", "chevrons-right"),
    ("ellipsis.vertical", "dots-vertical"),
    ("ellipsis.rectangle", "dots"),
    ("line.3.horizontal", "menu-2"),
    ("line.3.horizontal.decrease", "filter"),
    ("line.horizontal.3", "menu-2"),
    ("slider.horizontal.3", "adjustments-horizontal"),
    ("slider.vertical.3", "adjustments"),
    ("dial.min", "gauge"),
    ("gauge", "gauge"),
    ("gauge.with.dots.needle.bottom.50percent", "gauge"),
    ("speedometer", "brand-speedtest"),
    ("sidebar.left", "layout-sidebar"),
    ("sidebar.right", "layout-sidebar-right"),
    ("rectangle.split.2x1", "layout-columns"),
    ("rectangle.split.1x2", "layout-rows"),
  ]

  @Test("At least 300 SF Symbol names resolve to the Tabler icon the map names")
  func threeHundredNames() throws {
    #expect(Self.map.count >= 300)
    #expect(Set(Self.map.map(\.0)).count == Self.map.count)
    for (name, tabler) in Self.map {
      let symbol = try #require(Symbol(sceneName: name), "\(name)")
      // Names NavLab draws with its own shapes keep them (the settings tiles' look).
      guard let entry = symbol.openSymbol else {
        #expect(Symbol.allCases.contains(symbol))
        continue
      }
      #expect(entry.name == name)
      #expect(OpenSymbolIcons.icons[entry.icon].key == tabler, "\(name)")
      #expect(entry.enclosure == .none)
      #expect(symbol.sceneName == name)
    }
  }

  @Test("Every mapped name's .fill, .circle and .circle.fill variants resolve")
  func variants() throws {
    for (name, tabler) in Self.map {
      let fill = try #require(Symbol(sceneName: name + ".fill")?.openSymbol, "\(name).fill")
      let key = OpenSymbolIcons.icons[fill.icon].key
      // `.fill` draws Tabler's filled icon when it has one, else the outline.
      #expect(key == tabler || key == tabler + ".filled", "\(name).fill")
      let ring = try #require(Symbol(sceneName: name + ".circle")?.openSymbol, "\(name).circle")
      let disc = try #require(
        Symbol(sceneName: name + ".circle.fill")?.openSymbol, "\(name).circle.fill")
      // Either Tabler's own circled icon or the icon in a ring / cut out of a disc.
      #expect(ring.enclosure != .disc && disc.enclosure != .ring)
    }
    // Tabler has a filled heart and house: `.fill` takes them.
    #expect(
      Symbol(sceneName: "heart.fill")?.openSymbol.map { OpenSymbolIcons.icons[$0.icon].key }
        == "heart.filled")
    #expect(
      Symbol(sceneName: "house.fill")?.openSymbol.map { OpenSymbolIcons.icons[$0.icon].key }
        == "home.filled")
    #expect(Symbol(sceneName: "music.note.circle")?.openSymbol?.enclosure == .ring)
    #expect(Symbol(sceneName: "music.note.circle.fill")?.openSymbol?.enclosure == .disc)
  }

  @Test("Every embedded icon has path data, outline or filled")
  func iconsHavePaths() {
    #expect(OpenSymbolIcons.icons.count > 300)
    #expect(OpenSymbols.entries.count > 1_000)
    for icon in OpenSymbolIcons.icons {
      #expect(
        !icon.paths.isEmpty && icon.paths.allSatisfy { $0.first == "M" || $0.first == "m" },
        "\(icon.key)")
      #expect(icon.isFilled == icon.key.hasSuffix(".filled"))
    }
    // Entries are sorted by name (the generator's order), each name once.
    #expect(
      zip(OpenSymbols.entries, OpenSymbols.entries.dropFirst()).allSatisfy { $0.name < $1.name })
  }

  @Test("The names' icon indices and SymbolData's icons agree (two generated files, one order)")
  func namesAndIconsAgree() {
    // Every icon is named by some entry, and an entry's index finds the icon its line names.
    #expect(Set(OpenSymbols.entries.map(\.icon)) == Set(OpenSymbolIcons.icons.indices))
    let keyOfLine = Dictionary(
      OpenSymbols.nameLines.split(separator: "\n").map { line in
        let fields = line.split(separator: " ")
        return (String(fields[0]), String(fields[1]))
      }, uniquingKeysWith: { first, _ in first })
    for entry in OpenSymbols.entries {
      #expect(OpenSymbolIcons.icons[entry.icon].key == keyOfLine[entry.name], "\(entry.name)")
    }
  }

  @Test("Unknown names: letters stay letters, symbol-like names warn once")
  func unknownNames() {
    #expect(Symbol(sceneName: "no.such.symbol") == nil)
    #expect(SymbolNameCheck.looksLikeSymbolName("no.such.symbol"))
    #expect(SymbolNameCheck.looksLikeSymbolName("sparklez"))
    for letters in ["SOS", "31", "i", "W", "Ab.c"] {
      #expect(!SymbolNameCheck.looksLikeSymbolName(letters), "\(letters)")
    }
    #expect(
      SymbolNameCheck.warning("x.y") == "glyph \"x.y\" is not a known symbol; drawn as text")
    var spec = ScreenCatalog.settings(rows: 4)
    spec.rows = [
      RowContent("A", glyph: "no.such.symbol"), RowContent("B", glyph: "music.note"),
      RowContent("C", glyph: "SOS"), RowContent("D", glyph: "no.such.symbol"),
    ]
    #expect(SymbolNameCheck.unknownNames(in: spec) == ["no.such.symbol"])
    #expect(SymbolNameCheck.warnings(for: [spec, spec]).count == 1)
  }
}

/// Issue 31: the iOS 26 design draws its lists with iOS 26's metrics.
@Suite("iOS 26 list metrics in a screen")
struct IOS26ListScreenTests {
  @Test("Settings in iOS 26: 52 pt rows at 16 pt margins; iOS 18: 44 pt at 20")
  func settingsRows() {
    for (design, height, margin) in [(Design.ios26, 52.0, 16.0), (.ios18, 44, 20)] {
      var options = EngineOptions()
      options.design = design
      let engine = Engine(options: options)
      let row = engine.top.list.rowFrame(0)
      #expect(row.height == height && row.minX == margin, "\(design)")
      #expect(engine.top.list.metrics == ListMetrics.forDesign(design))
    }
  }

  @Test("iOS 26 headers stay in title case; iOS 18's are upper case")
  func headerCase() {
    var spec = ScreenCatalog.settings(rows: 4)
    spec.sectionPattern = [2, 2]
    spec.sections = [SectionSpec(header: "Network"), SectionSpec(header: "More")]
    for (design, expected) in [(Design.ios26, "Network"), (.ios18, "NETWORK")] {
      var options = EngineOptions(scene: spec)
      options.design = design
      let engine = Engine(options: options)
      #expect(engine.top.headerTexts.first == expected)
    }
  }

  @Test("A header marked headerAsWritten keeps its case on iOS 18 and round-trips the scene file")
  func headerAsWritten() throws {
    let json = #"""
      {"title": "About", "list": {"style": "inset-grouped", "sections": [
        {"header": "The app", "headerAsWritten": true, "rows": [{"label": "A"}]},
        {"header": "More", "rows": [{"label": "B"}]}]}}
      """#
    let spec = try SceneDecoder.decode(Array(json.utf8), file: "about.json", id: "about")
    #expect(spec.sections.map(\.headerAsWritten) == [true, false])
    var options = EngineOptions(scene: spec)
    options.design = .ios18
    #expect(Engine(options: options).top.headerTexts == ["The app", "MORE"])
    let again = try SceneDecoder.decode(
      Array(SceneEncoder.encode(spec).utf8), file: "again.json", id: "about")
    #expect(again.sections == spec.sections)
  }
}

/// Issue 31: a separator under iOS 26's soft scroll edge fades like the blurred content
/// around it instead of staying a crisp line.
@Suite("Separators under the soft scroll edge")
struct SoftEdgeSeparatorTests {
  @Test("Gone at the top of the feathered band, (1 − a)² within it, whole below it")
  func separatorFade() {
    let top = 80.0
    let feather = FramePainter.softEdgeFeather
    #expect(FramePainter.separatorOpacity(y: top, edgeTop: top) == 0)
    #expect(FramePainter.separatorOpacity(y: top - 30, edgeTop: top) == 0)
    #expect(abs(FramePainter.separatorOpacity(y: top + feather / 2, edgeTop: top) - 0.25) < 1e-12)
    #expect(FramePainter.separatorOpacity(y: top + feather, edgeTop: top) == 1)
    #expect(FramePainter.separatorOpacity(y: 10, edgeTop: nil) == 1)
  }

  @Test("iOS 26 Settings scrolled: separators under the bar are faint; iOS 18 keeps them whole")
  func paintedSeparators() {
    for design in [Design.ios26, .ios18] {
      var options = EngineOptions()
      options.design = design
      var engine = Engine(options: options)
      engine.advance(to: 0)
      engine.handle(.scrollTo(offset: 300, animated: false), at: 0.1)
      engine.advance(to: 0.5)
      var painter = FramePainter()
      var list = DisplayList()
      painter.paint(engine, into: &list)
      let bar = engine.top.navigationBar(device: engine.device)
      let separator = Theme.for(.light).separator
      var faintUnderBar = 0
      var wholeUnderBar = 0
      for command in list.commands {
        guard case .fill(let rect, _, let color) = command,
          rect.height == engine.device.hairline, rect.maxY < bar.barBottom,
          color.red == separator.red, color.green == separator.green
        else { continue }
        if color.alpha < separator.alpha { faintUnderBar += 1 } else { wholeUnderBar += 1 }
      }
      if design == .ios26 {
        #expect(faintUnderBar > 0 && wholeUnderBar == 0)
      } else {
        #expect(faintUnderBar == 0)
      }
    }
  }
}

/// Issue 31: bar items take any SF Symbol name the open set draws, and write it back.
@Suite("Bar item symbols from the open set")
struct OpenSymbolBarItemTests {
  static func scene(_ symbol: String) -> [UInt8] {
    Array(
      """
      {"title": "Mail", "kind": "large-title-list",
       "barItems": {"trailing": [{"symbol": "\(symbol)"}]},
       "list": {"style": "inset-grouped", "rowHeight": 44, "sections": [[{"label": "A"}]]}}
      """.utf8)
  }

  @Test("square.and.arrow.up decodes to the open set's icon and round-trips")
  func decodeAndEncode() throws {
    let spec = try SceneDecoder.decode(Self.scene("square.and.arrow.up"), file: "m.json", id: "m")
    let symbol = try #require(spec.trailingItems.first?.symbol)
    #expect(symbol.openSymbol?.name == "square.and.arrow.up")
    let again = try SceneDecoder.decode(
      Array(SceneEncoder.encode(spec).utf8), file: "m.json", id: "m")
    #expect(again.trailingItems == spec.trailingItems)
    // NavLab's own bar names still give its shapes.
    let own = try SceneDecoder.decode(Self.scene("arrow.down.circle"), file: "m.json", id: "m")
    #expect(own.trailingItems.first?.symbol == .download)
    // `ellipsis.circle` is the open set's circled ellipsis (issue 41: a toolbar Menu's usual
    // label), no longer NavLab's bare "•••".
    let circled = try SceneDecoder.decode(Self.scene("ellipsis.circle"), file: "m.json", id: "m")
    #expect(circled.trailingItems.first?.symbol?.openSymbol?.name == "ellipsis.circle")
  }

  @Test("An unknown bar symbol is refused with the field and what to write")
  func unknown() {
    #expect {
      try SceneDecoder.decode(Self.scene("no.such.symbol"), file: "m.json", id: "m")
    } throws: { error in
      "\(error)".contains("barItems.trailing[0].symbol")
        && "\(error)".contains("\"no.such.symbol\" is not a known symbol")
    }
  }
}
