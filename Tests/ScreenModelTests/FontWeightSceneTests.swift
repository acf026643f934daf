import ContentLayout
import DisplayList
import ScreenModel
import Testing

/// Every SwiftUI weight is a model value a scene file can say; the fonts draw it in the nearest
/// face NavLab has (issue 38: `.fontWeight(.heavy)` once refused a whole screen).
@Suite struct FontWeightSceneTests {
  @Test func everyWeightDecodesEncodesAndDrawsInTheNearestFace() throws {
    let expected: [(String, FontWeight, FontWeight)] = [
      ("ultraLight", .ultraLight, .regular), ("thin", .thin, .regular),
      ("light", .light, .regular), ("regular", .regular, .regular), ("medium", .medium, .medium),
      ("semibold", .semibold, .semibold), ("bold", .bold, .bold), ("heavy", .heavy, .bold),
      ("black", .black, .bold),
    ]
    for (name, weight, face) in expected {
      let json = """
        {"title": "T", "list": {"sections": [[{"label": "a"}]]},
         "content": {"text": "x", "font": {"size": 20, "weight": "\(name)"}}}
        """
      let spec = try SceneDecoder.decode(Array(json.utf8), file: "t.json", id: "t")
      var node = try #require(spec.content)
      var font: ContentFont?
      while case .modified(let base, let modifier) = node {
        if case .font(let value) = modifier { font = value }
        node = base
      }
      #expect(font == .system(size: 20, weight: weight), "\(name)")
      #expect(SceneEncoder.encode(spec).contains("\"weight\": \"\(name)\""), "\(name)")
      #expect(Font(size: 20, weight: weight).weight == face, "\(name)")
    }
  }
}
