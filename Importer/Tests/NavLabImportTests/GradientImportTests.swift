import ScreenModel
import Testing

@testable import NavLabImport

/// Linear gradients and colour opacities read into the scene format (docs/scenes.md, "Content
/// trees"), in the three forms the seeds use.
@Suite struct GradientImportTests {
  private func content(_ view: String) -> (JSONValue?, SwiftUIImporter.Result) {
    let result = importSource("struct V: View { var body: some View { ScrollView { \(view) } } }")
    return (result.json?["content"], result)
  }

  static let orangeToPink = JSONValue.object([
    ("colors", .array([.string("orange"), .string("pink")])), ("start", .string("top")),
    ("end", .string("bottom")),
  ])

  @Test func gradientAsAView() {
    // Seed 002d.
    let (node, result) = content(
      "LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).frame(height: 300)"
    )
    #expect(
      node
        == .object([
          ("linearGradient", Self.orangeToPink), ("frame", .object([("height", .number(300))])),
        ]))
    #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
  }

  @Test func gradientAsAShapeFill() {
    // Seed 003, its asset colour left out (NavLab has no asset catalogue).
    let (node, result) = content(
      "RoundedRectangle(cornerRadius: 30).fill(LinearGradient(gradient: Gradient(colors: [Color.blue, Color.purple]), startPoint: .top, endPoint: .bottom))"
    )
    #expect(
      node
        == .object([
          ("shape", .object([("roundedRectangle", .number(30))])),
          (
            "fill",
            .object([
              (
                "linearGradient",
                .object([
                  ("colors", .array([.string("blue"), .string("purple")])),
                  ("start", .string("top")), ("end", .string("bottom")),
                ])
              )
            ])
          ),
        ]))
    #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
  }

  @Test func assetColourInAGradientIsGrayWithAWarning() {
    let (node, result) = content(
      "Rectangle().fill(LinearGradient(gradient: Gradient(colors: [Color(\"navTitle1\"), Color.purple]), startPoint: .top, endPoint: .bottom))"
    )
    #expect(
      node?["fill"]?["linearGradient"]?["colors"]
        == .array([.string("gray"), .string("purple")]))
    #expect(result.diagnostics.contains { $0.message.contains("navTitle1") })
  }

  @Test func gradientInAZStackAndAsABackground() {
    // Seed 004's header: ZStack { LinearGradient(colors: [.brown, .black], …) … }.
    let (stack, _) = content(
      "ZStack { LinearGradient(colors: [.brown, .black], startPoint: .top, endPoint: .bottom); Text(\"A\") }"
    )
    // SwiftUI's light .brown is #A2845E.
    #expect(
      stack?["zstack"]?[0]?["linearGradient"]?["colors"]
        == .array([.string("#A2845E"), .string("black")]))
    let (background, _) = content(
      "Text(\"A\").background(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))"
    )
    #expect(background?["background"] == .object([("linearGradient", Self.orangeToPink)]))
    let (style, _) = content(
      "Text(\"A\").background(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))"
    )
    #expect(style?["background"] == .object([("linearGradient", Self.orangeToPink)]))
  }

  @Test func stopsAndUnitPoints() {
    let (node, _) = content(
      "LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.4)]), startPoint: .topLeading, endPoint: UnitPoint(x: 1, y: 0.5))"
    )
    #expect(
      node?["linearGradient"]
        == .object([
          ("colors", .array([.string("red"), .string("blue")])),
          ("stops", .array([.number(0), .number(0.4)])), ("start", .string("topLeading")),
          // UnitPoint(x: 1, y: 0.5) is `.trailing`.
          ("end", .string("trailing")),
        ]))
  }

  @Test func colourOpacity() {
    // Seed 003: .fill(Color.purple.opacity(0.3)), .shadow(color: Color.black.opacity(0.1), …).
    let (fill, result) = content("Circle().fill(Color.purple.opacity(0.3))")
    #expect(fill?["fill"] == .string("purple@0.3"))
    #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
    let (shadow, _) = content(
      "Text(\"A\").shadow(color: Color.black.opacity(0.1), radius: 1, x: 0, y: 1)")
    #expect(shadow?["shadow"]?["color"] == .string("black@0.1"))
    let (twice, _) = content("Text(\"A\").foregroundStyle(Color.red.opacity(0.5).opacity(0.5))")
    #expect(twice?["foreground"] == .string("red@0.25"))
  }
}
