import Foundation
import NavGeometry
import Testing

@testable import ScreenModel

/// A row's `"present"` and a scene's `"presentation"` (issue 40): decoded into the model,
/// written back, and refused with their path when wrong.
@Suite("Presentation scene fields")
struct PresentationSceneTests {
  static let scene = """
    {"title": "Orders", "list": {"sections": [[
      {"label": "Show", "present": {"screenID": "p1", "title": "Details",
        "presentation": {"detents": ["medium", "large", {"fraction": 0.3}, {"height": 200}],
          "selectedDetent": "large", "dragIndicator": "hidden", "cornerRadius": 20,
          "interactiveDismissDisabled": true, "backgroundInteraction": {"upThrough": "medium"},
          "contentInteraction": "scrolls"},
        "list": {"rows": 60, "sections": [[{"label": "Item"}]]}}},
      {"label": "Cover", "present": {"screenID": "p2", "title": "Cover",
        "presentation": {"style": "fullScreenCover"},
        "list": {"sections": [[{"label": "Item"}]]}}},
      {"label": "Plain", "present": {"screenID": "p3", "title": "Plain",
        "list": {"sections": [[{"label": "Item"}]]}}}]]}}
    """

  func spec(_ text: String = scene) throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decodeAsWritten(Array(text.utf8), file: "sheet.json", id: "sheet")
  }

  func problem(_ text: String) -> SceneError? {
    do {
      _ = try spec(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("present and presentation decode into the model")
  func decodes() throws {
    let spec = try spec()
    #expect(spec.rows[0].present == "p1" && spec.rows[0].destination == nil)
    let sheet = try #require(spec.destinations["p1"]?.presentation)
    #expect(sheet.style == .sheet)
    #expect(sheet.detents == [.medium, .large, .fraction(0.3), .height(200)])
    #expect(sheet.selectedDetent == .large && sheet.initialDetent == .large)
    #expect(sheet.dragIndicator == .hidden && !sheet.showsDragIndicator)
    #expect(sheet.cornerRadius == 20 && sheet.interactiveDismissDisabled)
    #expect(sheet.backgroundInteraction == .enabled(upThrough: .medium))
    #expect(sheet.contentInteraction == .scrolls)
    #expect(spec.destinations["p2"]?.presentation?.style == .fullScreenCover)
    // No presentation: SwiftUI's default, a large sheet (nil in the model).
    #expect(spec.destinations["p3"]?.presentation == nil)
    #expect(PresentationSpec().detents == [.large] && !PresentationSpec().showsDragIndicator)
    var two = PresentationSpec()
    two.detents = [.medium, .large]
    #expect(two.showsDragIndicator && two.initialDetent == .medium)
  }

  @Test("Written back, the scene decodes to the same spec")
  func roundTrip() throws {
    let spec = try spec()
    let text = SceneEncoder.encode(spec)
    #expect(text.contains("\"present\""))
    let again = try SceneDecoder.decodeAsWritten(Array(text.utf8), file: "sheet.json", id: "sheet")
    #expect(again == spec)
  }

  @Test("Wrong presentations are refused with their path and what to write")
  func refusals() {
    func scene(_ presentation: String) -> String {
      """
      {"title": "T", "list": {"sections": [[{"label": "S", "present": {"screenID": "p",
        "title": "P", "presentation": \(presentation), "list": {"sections": [[{"label": "I"}]]}}}]]}}
      """
    }
    let cases: [(String, String)] = [
      ("{\"detents\": []}", "list.sections[0][0].present.presentation.detents"),
      ("{\"detents\": [\"small\"]}", "list.sections[0][0].present.presentation.detents[0]"),
      (
        "{\"detents\": [{\"fraction\": 2}]}",
        "list.sections[0][0].present.presentation.detents[0].fraction"
      ),
      (
        "{\"detents\": [{\"fraction\": 0.2, \"height\": 9}]}",
        "list.sections[0][0].present.presentation.detents[0]"
      ),
      (
        "{\"detents\": [\"medium\"], \"selectedDetent\": \"large\"}",
        "list.sections[0][0].present.presentation.selectedDetent"
      ),
      ("{\"style\": \"popover\"}", "list.sections[0][0].present.presentation.style"),
      ("{\"grabber\": true}", "list.sections[0][0].present.presentation.grabber"),
      ("{\"cornerRadius\": -1}", "list.sections[0][0].present.presentation.cornerRadius"),
    ]
    for (presentation, path) in cases {
      let error = problem(scene(presentation))
      #expect(error?.path == path, "\(presentation): \(String(describing: error))")
    }
    // A present without a screenID, or that is not a scene, is refused like an inline push.
    #expect(
      problem(
        #"{"title": "T", "list": {"sections": [[{"label": "S", "present": "file.json"}]]}}"#)?
        .path == "list.sections[0][0].present")
  }

  @Test("The example scene presents a 60-row sheet at the medium and large detents")
  func example() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Assets/examples/scenes/sheet.json").path
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let spec = try SceneDecoder.decode(bytes, file: path, id: "sheet")
    let sheet = try #require(spec.rows[0].present.flatMap { spec.destinations[$0] })
    #expect(sheet.rowCount == 60)
    #expect(sheet.presentation?.detents == [.medium, .large])
  }
}
