import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

/// Self-sizing cells (issue 39): a plain text row's label wraps and the row grows, and each row
/// with content is as tall as its own content, not its section's tallest.
@Suite("Self-sizing rows")
struct SelfSizingRowTests {
  static let long =
    "This app is released under the terms of the GNU General Public License version 3."

  func state(_ json: String) throws -> ScreenState {
    let spec = try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
    return ScreenState(
      spec: spec, device: .iPhone15Pro, isLarge: false,
      configuration: makeEngine().top.scroller.configuration)
  }

  @Test("A long text row wraps into lines of the cell's width; its row is 22 pt a line + 22")
  func wrappedLabel() throws {
    let screen = try state(
      """
      {"title": "About", "list": {"style": "inset-grouped", "sections": [[
        {"label": "\(Self.long)", "accessory": "none"},
        {"label": "Version", "accessory": "none"}
      ]]}}
      """)
    let lines = screen.labelLines[0]
    #expect(lines.count >= 2, "\(lines)")
    #expect(lines.joined(separator: " ") == Self.long)
    #expect(screen.labelLines[1].isEmpty)
    let first = screen.list.rowFrame(0)
    let second = screen.list.rowFrame(1)
    #expect(first.height == Double(lines.count) * 22 + 22)
    #expect(second.height == 44)
    #expect(second.minY == first.maxY)
    // Drawn a line each, nothing cut with "…".
    var painter = FramePainter()
    var list = DisplayList()
    var engine = makeEngine()
    engine.stack[0] = screen
    painter.paint(engine, into: &list)
    let drawn = list.commands.compactMap { command -> String? in
      if case .text(let text, _, _, _, _, _, _, _) = command { return text }
      return nil
    }
    for line in lines { #expect(drawn.contains(line), "\(line)") }
    #expect(!drawn.contains(Self.long))
  }

  @Test("Rows with content: each its own height, a row without content the list's")
  func ownHeights() throws {
    let screen = try state(
      """
      {"title": "Settings", "list": {"style": "inset-grouped", "sections": [[
        {"content": {"color": "red", "frame": {"height": 128}}},
        {"content": {"color": "red", "frame": {"height": 22}}},
        {"label": "Vibrations", "accessory": "switch"}
      ]]}}
      """)
    #expect(screen.list.rowFrame(0).height == 150)
    #expect(screen.list.rowFrame(1).height == 44)
    #expect(screen.list.rowFrame(2).height == 44)
    #expect(screen.list.rowFrame(2).minY == screen.list.rowFrame(0).minY + 194)
  }

  /// Issue 39 (session 7): a switch, icon or disclosure row's label wraps too, in the room
  /// between its leading edge (past an icon tile) and its accessory, and its row grows; the
  /// accessory stays centred; a label/value row's beside its value (session 8).
  @Test("A toggle, icon or link row's long label wraps beside its accessory")
  func wrappedBesideAccessories() throws {
    let screen = try state(
      """
      {"title": "Rows", "list": {"style": "inset-grouped", "sections": [[
        {"label": "\(Self.long)", "accessory": "switch"},
        {"label": "\(Self.long)", "icon": "blue", "glyph": "gear", "accessory": "none"},
        {"label": "\(Self.long)", "accessory": "disclosure"},
        {"label": "\(Self.long)", "value": "On", "accessory": "none"}
      ]]}}
      """)
    let cell = Rect(x: 0, y: 0, width: screen.list.rowFrame(0).width, height: 44)
    let inset = 20.0
    // The switch's track (51 pt, 16 pt from the trailing edge) and 8 pt before it.
    #expect(
      ScreenState.labelRoom(screen.spec.rows[0], cell: cell, contentInset: inset)
        == cell.width - 16 - 51 - 8 - inset)
    // Past the 29 pt tile 16 pt in, 16 pt to the label.
    #expect(
      ScreenState.labelRoom(screen.spec.rows[1], cell: cell, contentInset: inset)
        == cell.width - inset - (16 + 29 + 16))
    for index in 0..<3 {
      let lines = screen.labelLines[index]
      #expect(lines.count >= 2, "\(index): \(lines)")
      #expect(lines.joined(separator: " ") == Self.long)
      #expect(screen.list.rowFrame(index).height == Double(lines.count) * 22 + 22)
    }
    // The switch row is narrower than the link row: at least as many lines.
    #expect(screen.labelLines[0].count >= screen.labelLines[2].count)
    // A label/value row's label wraps too, in the room its value leaves it (the value's
    // estimated width, 8 pt apart; UIListContentConfiguration.valueCell): 8 + the width of
    // "On" less than the link row's room, the chevron's.
    let valueWidth = "On".reduce(0) { $0 + TextWrapping.advance($1, 17) }
    #expect(
      ScreenState.labelRoom(screen.spec.rows[3], cell: cell, contentInset: inset)
        == cell.width - 2 * inset - valueWidth - 8)
    #expect(screen.labelLines[3].count >= 2)
    #expect(screen.labelLines[3].joined(separator: " ") == Self.long)
    #expect(screen.list.rowFrame(3).height == Double(screen.labelLines[3].count) * 22 + 22)
  }
}
