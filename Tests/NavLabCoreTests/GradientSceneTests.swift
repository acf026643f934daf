import DisplayList
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Linear gradients and colours with an opacity in scene content trees (docs/scenes.md,
/// "Content trees"): the three places SwiftUI puts a `LinearGradient` (a view, a shape's fill,
/// a background), written back the same, and bad values refused with their path.
@Suite("Gradients in scene content")
struct GradientSceneTests {
  let scene = ContentSceneTests()

  static let orangeToPink = LinearGradient(
    colors: [.semantic(.orange), .semantic(.pink)], start: .top, end: .bottom)

  @Test("A gradient as a view, a shape's fill and a background decodes to SwiftUI's three forms")
  func threeForms() throws {
    // Seed 002d: LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
    //   .frame(height: 300)
    let view = try scene.decode(
      ##"{"linearGradient": {"colors": ["orange", "pink"], "start": "top", "end": "bottom"}, "frame": {"height": 300}}"##
    )
    #expect(
      scene.stripped(view)
        == .modified(
          .linearGradient(Self.orangeToPink), .frame(width: nil, height: 300, alignment: .center)))
    // Seed 003: RoundedRectangle(cornerRadius: 30).fill(LinearGradient(…, .top, .bottom))
    let fill = try scene.decode(
      ##"{"shape": {"roundedRectangle": 30}, "fill": {"linearGradient": {"colors": ["blue", "purple"]}}}"##
    )
    #expect(
      scene.stripped(fill)
        == .shape(
          ShapeContent(
            .roundedRectangle(radius: 30),
            fill: .linearGradient(
              LinearGradient(
                colors: [.semantic(.blue), .semantic(.purple)], start: .top, end: .bottom)))))
    // .background(LinearGradient(colors: [.brown, .black], startPoint: .leading, endPoint: .trailing))
    let background = try scene.decode(
      ##"{"text": "Hi", "background": {"linearGradient": {"colors": ["#A2845E", "black"], "start": "leading", "end": "trailing"}}}"##
    )
    #expect(
      scene.stripped(background)
        == .modified(
          .text(TextContent("Hi")),
          .background(
            .linearGradient(
              LinearGradient(
                colors: [.fixed(Color(hex: 0xA2845E)), .semantic(.black)], start: .leading,
                end: .trailing)), alignment: .center)))
  }

  @Test("Stops put colours at their locations; unit points by name or coordinates")
  func stopsAndPoints() throws {
    let node = try scene.decode(
      ##"{"linearGradient": {"colors": ["red", "green", "blue"], "stops": [0, 0.4, 1], "start": "topLeading", "end": {"x": 1, "y": 0.25}}}"##
    )
    let expected = LinearGradient(
      stops: [
        GradientStop(.semantic(.red), at: 0), GradientStop(.semantic(.green), at: 0.4),
        GradientStop(.semantic(.blue), at: 1),
      ], start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 0.25))
    #expect(scene.stripped(node) == .linearGradient(expected))
    #expect(!expected.hasEvenStops)
    // Evenly spread colours sit at i / (n − 1), as SwiftUI's Gradient(colors:) puts them.
    let even = LinearGradient(
      colors: [.semantic(.red), .semantic(.green), .semantic(.blue)], start: .top, end: .bottom)
    #expect(even.stops.map(\.location) == [0, 0.5, 1])
    #expect(even.hasEvenStops)
  }

  @Test("Colours take an opacity: \"purple@0.3\" and {\"color\": …, \"opacity\": …}")
  func colourOpacity() throws {
    // Seed 003: Color.purple.opacity(0.3), Color.black.opacity(0.1)
    let short = try scene.decode(##"{"color": "purple@0.3"}"##)
    #expect(scene.stripped(short) == .color(.semantic(.purple).opacity(0.3)))
    let hex = try scene.decode(##"{"shape": "circle", "fill": "#FF0000@0.5"}"##)
    #expect(
      scene.stripped(hex)
        == .shape(ShapeContent(.circle, fill: .color(.fixed(Color(hex: 0xFF0000)).opacity(0.5)))))
    let object = try scene.decode(
      ##"{"text": "Hi", "foreground": {"color": {"light": "#000000", "dark": "#FFFFFF"}, "opacity": 0.1}}"##
    )
    #expect(
      scene.stripped(object)
        == .modified(
          .text(TextContent("Hi")),
          .foregroundColor(
            .adaptive(light: Color(hex: 0x000000), dark: Color(hex: 0xFFFFFF)).opacity(0.1))))
    // Resolved, the alpha is multiplied: purple at 30 % has alpha round(0.3 × 255) = 77.
    #expect(ColorValue.semantic(.purple).opacity(0.3).resolved(in: .light).alpha == 77)
  }

  @Test("The old top-to-bottom \"gradient\" field decodes as before")
  func legacyGradientField() throws {
    let node = try scene.decode(##"{"shape": "capsule", "gradient": ["blue", "#00000080"]}"##)
    #expect(
      scene.stripped(node)
        == .shape(
          ShapeContent(
            .capsule,
            fill: .linearGradient(
              LinearGradient(
                colors: [.semantic(.blue), .fixed(Color(hex: 0x000000, opacity: 128.0 / 255))],
                start: .top, end: .bottom)))))
  }

  @Test("Gradients and translucent colours are written back as they were read")
  func roundTrip() throws {
    let json = """
      {"vstack": [
        {"linearGradient": {"colors": ["orange", "pink@0.5"], "start": "top", "end": "bottom"}, "frame": {"height": 300}},
        {"shape": {"roundedRectangle": 30}, "fill": {"linearGradient": {"colors": ["#334455", "purple"], "stops": [0.1, 0.9], "start": {"x": 0.2, "y": 0}, "end": "bottomTrailing"}}},
        {"shape": "circle", "fill": {"color": {"light": "#000000", "dark": "#FFFFFF"}, "opacity": 0.25}},
        {"color": "black@0.1"}],
       "background": {"linearGradient": {"colors": ["#A2845E", "black"]}}}
      """
    let node = try scene.decode(json)
    var writer = JSONWriter()
    SceneEncoder.writeContent(node, into: &writer)
    let again = try scene.decode(writer.text)
    #expect(scene.stripped(again) == scene.stripped(node), "\(writer.text)")
    #expect(writer.text.contains("\"pink@0.5\""), "\(writer.text)")
  }

  @Test("Bad gradients and opacities are refused with their path and what to write")
  func refusals() {
    let count = scene.problem(
      ##"{"linearGradient": {"colors": ["red", "blue"], "stops": [0, 0.5, 1]}}"##)
    #expect(count?.path == "card.content.linearGradient.stops")
    #expect(count?.problem.contains("one location per colour") == true)
    let empty = scene.problem(##"{"linearGradient": {"colors": []}}"##)
    #expect(empty?.path == "card.content.linearGradient.colors")
    let point = scene.problem(##"{"linearGradient": {"colors": ["red"], "start": "middle"}}"##)
    #expect(point?.path == "card.content.linearGradient.start")
    #expect(point?.problem.contains("topLeading") == true)
    let opacity = scene.problem(##"{"color": "purple@lots"}"##)
    #expect(opacity?.path == "card.content.color")
    #expect(opacity?.problem.contains("0…1") == true)
    let range = scene.problem(##"{"color": {"color": "red", "opacity": 2}}"##)
    #expect(range?.path == "card.content.color.opacity")
    let unknown = scene.problem(
      ##"{"shape": "circle", "fill": {"linearGradient": {"colors": ["red"]}, "angle": 3}}"##)
    #expect(unknown?.path == "card.content.fill.angle")
  }
}
