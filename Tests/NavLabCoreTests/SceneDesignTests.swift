import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// What a designer's scene may say beyond the list: tint, bar items, back button title, and
/// which scene a row pushes.
@Suite("Scene tint, bar items, back title and pushes")
struct SceneDesignTests {
  static let mail = #"""
    {"title": "Mailboxes", "kind": "large-title-list", "tint": "#FF2D55", "backButtonTitle": "Boxes",
     "barItems": {"leading": [{"title": "Edit"}], "trailing": [{"symbol": "ellipsis.circle"}]},
     "list": {"style": "inset-grouped", "sections": [[{"label": "Inbox", "push": "inbox.json"},
       {"label": "Sent", "push": "/abs/sent.json"}, {"label": "Junk"}]]}}
    """#
  static let inbox = #"""
    {"title": "Inbox", "kind": "large-title-list", "largeTitle": "never",
     "barItems": {"trailing": [{"symbol": "magnifyingglass"}, {"title": "Select"}]},
     "list": {"sections": [[{"label": "Anna", "push": "mail.json"}]]}}
    """#

  static func decode(_ text: String, file: String = "designs/mail.json") throws -> ScreenSpec {
    try SceneDecoder.decode(Array(text.utf8), file: file, id: SceneDecoder.id(forFile: file))
  }

  @Test("Fields decode; pushes resolve against the scene's folder; the encoder writes them back")
  func decoding() throws {
    let spec = try Self.decode(Self.mail)
    #expect(spec.tint == Color(hex: 0xFF2D55))
    #expect(spec.backButtonTitle == "Boxes")
    #expect(spec.leadingItems == [BarItem(title: "Edit")])
    // `ellipsis.circle` is drawn from the open set (issue 41), not as NavLab's "•••".
    #expect(spec.trailingItems == [BarItem(symbol: Symbol(sceneName: "ellipsis.circle"))])
    #expect(spec.trailingItems.first?.symbol?.openSymbol?.name == "ellipsis.circle")
    #expect(spec.rows.map(\.push) == ["designs/inbox.json", "/abs/sent.json", nil])
    let written = try SceneDecoder.decodeAsWritten(Array(Self.mail.utf8), file: "m.json", id: "m")
    #expect(written.rows[0].push == "inbox.json")
    let again = try SceneDecoder.decodeAsWritten(
      Array(SceneEncoder.encode(written).utf8), file: "m.json", id: "m")
    #expect(again == written)
  }

  @Test("Bad design fields are refused with their path")
  func errors() {
    func problem(_ text: String) -> String? {
      do {
        _ = try SceneDecoder.decode(Array(text.utf8), file: "designs/mail.json", id: "mail")
        return nil
      } catch {
        return error.description
      }
    }
    let list = #""list": {"sections": [[{"label": "a"}]]}"#
    #expect(
      problem(#"{"title": "T", "kind": "large-title-list", "tint": "pink", \#(list)}"#)
        == #"designs/mail.json: tint: "pink" is not a colour; write #RRGGBB or #RRGGBBAA"#)
    // "tray.full" is drawn since issue 31 (the open set); a name nothing of which NavLab
    // draws is still refused (a misspelt "tray.fulll" is drawn as its family's "tray", with a
    // warning: SymbolNameCheck).
    #expect(
      problem(
        #"{"title": "T", "kind": "large-title-list", "barItems": {"trailing": [{"symbol": "trayfulll"}]}, \#(list)}"#
      )?.hasPrefix(#"designs/mail.json: barItems.trailing[0].symbol: "#) == true)
    #expect(
      problem(
        #"{"title": "T", "kind": "large-title-list", "barItems": {"leading": [{"title": "A", "symbol": "heart"}]}, \#(list)}"#
      ) == #"designs/mail.json: barItems.leading[0]: give one of "title", "symbol" or "image""#)
    #expect(
      problem(#"{"title": "T", "kind": "large-title-list", "barItems": {"top": []}, \#(list)}"#)?
        .contains("barItems") == true)
  }

  @Test("A row pushes its scene; the back button says the previous scene's backButtonTitle")
  func pushing() throws {
    let mail = try Self.decode(Self.mail)
    let inbox = try Self.decode(Self.inbox, file: "designs/inbox.json")
    var options = EngineOptions(scene: mail)
    options.pushedScenes = ["designs/inbox.json": inbox]
    var engine = Engine(options: options)
    engine.advance(to: 0)
    engine.push(fromRow: 0, time: 0)
    runFrames(&engine, from: 0.1, to: 1)
    #expect(engine.top.spec.title == "Inbox" && engine.top.spec.trailingItems.count == 2)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    // Back button "Boxes" (not "Mailboxes") in the system tint, "Select" on the right.
    let tint = Theme.for(.light).tint
    var sawBack = false
    var sawSelect = false
    var sawSearch = false
    for command in list.commands {
      switch command {
      // 29 pt: issue 31 moved the label 1 pt right, to iOS 17.5's.
      case .text("Boxes", _, let color, let x, _, _, _, _): sawBack = color == tint && x == 29
      case .text("Select", _, let color, let x, _, let alignment, _, _):
        // Trailing items stack from the right: the symbol at the edge, the title left of it.
        sawSelect = color == tint && alignment == .trailing && x == 393 - 16 - 22 - 16
      case .symbol(.magnifier, let rect, _, _): sawSearch = rect.maxX == 393 - 16
      default: break
      }
    }
    #expect(sawBack && sawSelect && sawSearch)
    // A row without a push still shows the generic detail screen.
    engine.pop(time: engine.time)
    runFrames(&engine, from: 1.1, to: 2)
    engine.push(fromRow: 2, time: engine.time)
    runFrames(&engine, from: 2.1, to: 3)
    #expect(engine.top.spec.title == "Junk" && engine.top.spec.id == "detail")
  }

  @Test("The scene's tint colours its bar items; Edit takes the back button's place at the root")
  func tint() throws {
    var engine = Engine(options: EngineOptions(scene: try Self.decode(Self.mail)))
    engine.advance(to: 0)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    let pink = Color(hex: 0xFF2D55)
    #expect(
      list.commands.contains {
        if case .text("Edit", _, pink, 16, _, .leading, _, _) = $0 { return true }
        return false
      })
    let circled = Symbol(sceneName: "ellipsis.circle")
    #expect(
      list.commands.contains {
        if case .symbol(let symbol, _, pink, _) = $0 { return symbol == circled }
        return false
      })
  }
}
