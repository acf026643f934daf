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
}
