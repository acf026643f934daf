import ContentLayout
import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

@Suite("Content trees in scene files")
struct ContentSceneTests {
  func decode(_ json: String, at path: String = "card.content") throws(SceneError) -> ContentNode {
    let value: JSONValue
    do {
      value = try JSONParser.parse(Array(json.utf8))
    } catch {
      throw SceneError(file: "test.json", path: "", problem: "not JSON: \(error)")
    }
    return try SceneDecoder.decodeContent(value, at: path, FieldReader(file: "test.json"))
  }

  func problem(_ json: String) -> SceneError? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error
    }
  }

  /// `node` without its `.source` modifiers.
  func stripped(_ node: ContentNode) -> ContentNode {
    switch node {
    case .modified(let child, .source): return stripped(child)
    case .modified(let child, .background(let inner, let alignment)):
      return .modified(stripped(child), .background(stripped(inner), alignment: alignment))
    case .modified(let child, .overlay(let inner, let alignment)):
      return .modified(stripped(child), .overlay(stripped(inner), alignment: alignment))
    case .modified(let child, let modifier): return .modified(stripped(child), modifier)
    case .stack(var stack):
      stack.children = stack.children.map(stripped)
      return .stack(stack)
    case .grid(var grid):
      grid.children = grid.children.map(stripped)
      return .grid(grid)
    case .scroll(var scroll):
      scroll.content = stripped(scroll.content)
      return .scroll(scroll)
    case .toggle(let label, let isOn): return .toggle(label: stripped(label), isOn: isOn)
    case .button(let label, let role): return .button(label: stripped(label), role: role)
    default: return node
    }
  }

  @Test("The issue's example decodes to the SwiftUI it reads like, each node sourced by its path")
  func example() throws {
    let node = try decode(
      """
      {"vstack": [ {"text": "Hello", "font": "headline"}, {"spacer": {}},
                   {"image": {"system": "star.fill"}, "frame": {"width": 20, "height": 20}} ],
       "alignment": "leading", "spacing": 4, "padding": 16, "background": {"color": "secondary"}}
      """)
    let expected = ContentNode.vstack(alignment: .leading, spacing: 4) {
      ContentNode.text("Hello").source("card.content.vstack[0]").font(.headline)
      ContentNode.spacer().source("card.content.vstack[1]")
      ContentNode.image(systemName: "star.fill").source("card.content.vstack[2]")
        .frame(width: 20, height: 20)
    }
    .source("card.content")
    .padding(16)
    .background(ContentNode.color(.secondary).source("card.content.background"))
    #expect(node == expected)
    // And it lays out: the title's element names its field path.
    let laidOut = ContentLayout.layout(
      node, proposal: ProposedSize(width: 361, height: nil), in: LayoutEnvironment())
    #expect(laidOut.elements.contains { $0.source == "card.content.vstack[0]" && $0.role == .text })
    #expect(laidOut.elements.first?.source == "card.content.background")
  }

  @Test("Modifiers apply in the order written, like a modifier chain")
  func order() throws {
    let a = try decode(#"{"color": "red", "padding": 10, "frame": {"width": 50}}"#)
    let b = try decode(#"{"color": "red", "frame": {"width": 50}, "padding": 10}"#)
    let env = LayoutEnvironment()
    let proposal = ProposedSize(width: 300, height: 100)
    #expect(ContentLayout.size(of: a, proposal: proposal, in: env).width == 50)
    #expect(ContentLayout.size(of: b, proposal: proposal, in: env).width == 70)
  }

  @Test("Every kind and modifier decodes")
  func everything() throws {
    let node = try decode(
      """
      {"zstack": [
        {"shape": {"roundedRectangle": 12, "style": "continuous"}, "gradient": ["blue", "#00000080"]},
        {"shape": "circle", "fill": {"light": "#FFFFFF", "dark": "#000000"}, "aspectRatio": 1},
        {"grid": [{"placeholder": "Map"}, {"divider": true}], "columns": [{"fixed": 40},
          {"adaptive": {"minimum": 60, "maximum": "infinity"}, "spacing": 4}], "spacing": 2},
        {"scroll": {"hstack": [{"toggle": "Wi-Fi", "on": true}, {"button": "Delete", "role": "destructive"}],
                    "alignment": "firstTextBaseline"}, "axis": "horizontal"},
        {"text": "Caption", "lineLimit": 2, "textAlignment": "center",
         "font": {"style": "caption", "weight": "bold", "design": "rounded"}, "foreground": "accent",
         "offset": {"x": 1, "y": 2}, "opacity": 0.5, "cornerRadius": 4, "clipShape": "capsule",
         "shadow": {"radius": 3, "y": 1}, "fixedSize": {"vertical": true}, "layoutPriority": 1,
         "ignoresSafeArea": ["top", "bottom"], "overlay": "clear",
         "frame": {"minWidth": 0, "maxWidth": "infinity", "alignment": "topLeading"}},
        {"image": {"file": "photo.jpg"}, "contentMode": "fill", "padding": {"horizontal": 8, "top": 2}},
        {"spacer": 12}
      ], "alignment": "bottomTrailing"}
      """)
    guard case .modified(.stack(let stack), .source("card.content")) = node else {
      Issue.record("expected a zstack: \(node)")
      return
    }
    #expect(
      stack.axis == .overlay && stack.alignment == .bottomTrailing && stack.children.count == 7)
    #expect(stripped(stack.children[6]) == .spacer(minLength: 12))
    guard case .modified(.modified(.image(let image), _), .padding(let insets)) = stack.children[5]
    else {
      Issue.record("expected a padded image")
      return
    }
    #expect(image == ImageContent(.file("photo.jpg"), resizable: true, contentMode: .fill))
    #expect(insets == EdgeInsets(top: 2, leading: 8, bottom: 0, trailing: 8))
    #expect(SceneEncoder.encodeContent(node) != .null)
  }

  @Test("Encoding then decoding gives the same tree back")
  func roundTrip() throws {
    let json = """
      {"vstack": [{"text": "Title", "lineLimit": 1, "font": {"size": 20, "weight": "semibold"}},
        {"hstack": [{"image": {"system": "wifi"}, "foreground": "blue"}, {"spacer": {}},
                    {"toggle": {"text": "On"}, "on": false}], "spacing": 12},
        {"grid": [{"color": "#FF0000"}], "columns": [{"flexible": {"minimum": 10, "maximum": 100}}]},
        {"divider": {}}], "alignment": "leading",
       "padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
       "frame": {"maxWidth": "infinity", "alignment": "leading"},
       "background": {"shape": {"roundedRectangle": 10}, "fill": "cellBackground"},
       "shadow": {"radius": 2, "x": 0, "y": 1, "color": "black"}}
      """
    let node = try decode(json)
    var writer = JSONWriter()
    SceneEncoder.writeContent(node, into: &writer)
    let again = try decode(writer.text)
    #expect(stripped(again) == stripped(node), "\(writer.text)")
  }

  @Test("A text's textRole names it in the layout dump; written back the same; a bad one refused")
  func textRoles() throws {
    // A list composed of content (a `List` beside other views) names its header and footer.
    let node = try decode(
      #"{"vstack": [{"text": "DISPLAY", "textRole": "sectionHeader"}, {"text": "Row"}, {"text": "Cannot be undone.", "textRole": "sectionFooter"}]}"#
    )
    let laidOut = ContentLayout.layout(
      node, proposal: ProposedSize(width: 361, height: nil), in: LayoutEnvironment())
    #expect(
      laidOut.elements.compactMap(\.role) == [.sectionHeader, .text, .sectionFooter],
      "\(laidOut.elements)")
    var writer = JSONWriter()
    SceneEncoder.writeContent(node, into: &writer)
    #expect(writer.text.contains(#""textRole": "sectionHeader""#), "\(writer.text)")
    #expect(!writer.text.contains(#""textRole": "text""#))
    #expect(stripped(try decode(writer.text)) == stripped(node))
    #expect(problem(#"{"text": "a", "textRole": "toolbarItem"}"#)?.path == "card.content.textRole")
    #expect(problem(#"{"image": {"system": "a"}, "textRole": "sectionHeader"}"#) != nil)
  }

  @Test("Unknown fields, misplaced fields and bad values are refused with their path")
  func refusals() {
    let unknown = problem(#"{"text": "Hi", "colour": "red"}"#)
    #expect(unknown?.path == "card.content.colour")
    #expect(unknown?.problem.contains("unknown field") == true)
    let misplaced = problem(#"{"text": "Hi", "spacing": 4}"#)
    #expect(misplaced?.path == "card.content.spacing")
    #expect(misplaced?.problem.contains("not to \"text\"") == true)
    #expect(problem(#"{"padding": 4}"#)?.problem.contains("names no view") == true)
    #expect(problem(#"{"text": "a", "color": "red"}"#)?.problem.contains("names 2 views") == true)
    let nested = problem(#"{"vstack": [{"text": "a"}, {"hstack": [{"text": 3}]}]}"#)
    #expect(nested?.path == "card.content.vstack[1].hstack[0].text")
    #expect(problem(#"{"color": "mauve"}"#)?.problem.contains("not a colour") == true)
    #expect(problem(#"{"text": "a", "font": "huge"}"#)?.path == "card.content.font")
    #expect(problem(#"{"text": "a", "frame": {"width": 10, "maxWidth": 20}}"#) != nil)
    #expect(problem(#"{"text": "a", "opacity": 2}"#)?.problem.contains("out of range") == true)
    #expect(problem(#"{"image": {}}"#)?.path == "card.content.image")
    // A hostile depth is refused, not recursed into until the stack overflows.
    let deep =
      String(repeating: #"{"scroll": "#, count: 40) + #"{"text": "x"}"#
      + String(repeating: "}", count: 40)
    #expect(problem(deep)?.problem.contains("nests deeper") == true)
  }
}
