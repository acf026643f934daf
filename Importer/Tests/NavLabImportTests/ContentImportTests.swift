import DisplayList
import ScreenModel
import Testing

@testable import NavLabImport

/// Content trees: kinds, modifiers in order, placeholders, hostile input.
@Suite struct ContentImportTests {
  private func content(_ view: String) -> (JSONValue?, SwiftUIImporter.Result) {
    let result = importSource("struct V: View { var body: some View { ScrollView { \(view) } } }")
    return (result.json?["content"], result)
  }

  /// Padding as the scene encoder writes it: every edge.
  private func edges(_ amount: Double) -> JSONValue {
    .object([
      ("top", .number(amount)), ("leading", .number(amount)), ("bottom", .number(amount)),
      ("trailing", .number(amount)),
    ])
  }

  @Test func modifiersKeepTheirOrder() {
    // docs/scenes.md: padding then frame is 50 wide; frame then padding 70.
    #expect(
      content("Color.red.padding(10).frame(width: 50)").0
        == .object([
          ("color", .string("red")), ("padding", edges(10)),
          ("frame", .object([("width", .number(50))])),
        ]))
    // A modifier written twice wraps the node so far in a one-view ZStack.
    #expect(
      content("Text(\"x\").padding().background(.blue).padding(4)").0
        == .object([
          (
            "zstack",
            .array([
              .object([
                ("text", .string("x")), ("padding", edges(16)),
                ("background", .object([("color", .string("blue"))])),
              ])
            ])
          ), ("padding", edges(4)),
        ]))
  }

  @Test func overlayAndBackgroundKeepTheirAlignment() {
    // Issue 41: `.overlay(alignment: .bottomLeading) { … }` was centred before.
    #expect(
      content("Color.blue.overlay(alignment: .bottomLeading) { Text(\"Hi\") }").0
        == .object([
          ("color", .string("blue")),
          (
            "overlay",
            .object([
              ("content", .object([("text", .string("Hi"))])),
              ("alignment", .string("bottomLeading")),
            ])
          ),
        ]))
    let background = content("Color.blue.background(alignment: .topTrailing) { Color.red }").0
    #expect(background?["background"]?["alignment"] == .string("topTrailing"))
  }

  @Test func fontsColoursShapesAndStacks() {
    #expect(
      content("Text(\"T\").font(.system(size: 20, weight: .heavy)).foregroundStyle(.secondary)").0
        == .object([
          ("text", .string("T")),
          ("font", .object([("size", .number(20)), ("weight", .string("heavy"))])),
          ("foreground", .string("secondary")),
        ]))
    #expect(
      content("Text(\"T\").font(.title).bold()").0?["font"]
        == .object([("style", .string("title")), ("weight", .string("bold"))]))
    #expect(
      content(
        "RoundedRectangle(cornerRadius: 12).fill(Color(red: 1, green: 0.5, blue: 0)).opacity(0.5)"
      ).0
        == .object([
          ("shape", .object([("roundedRectangle", .number(12))])), ("fill", .string("#FF8000")),
          ("opacity", .number(0.5)),
        ]))
    #expect(
      content("HStack(spacing: 4) { Spacer(); Divider(); Circle() }").0
        == .object([
          (
            "hstack",
            .array([
              .object([("spacer", .object([]))]), .object([("divider", .object([]))]),
              .object([("shape", .string("circle"))]),
            ])
          ), ("spacing", .number(4)),
        ]))
    #expect(
      content("Text(\"x\").frame(maxWidth: .infinity, alignment: .leading)").0?["frame"]
        == .object([("maxWidth", .string("infinity")), ("alignment", .string("leading"))]))
  }

  @Test func textModifiersOnAContainerReachItsTexts() {
    #expect(
      content(
        "VStack { Text(\"a\"); Text(\"b\").multilineTextAlignment(.trailing) }.multilineTextAlignment(.center).lineLimit(2)"
      ).0
        == .object([
          (
            "vstack",
            .array([
              .object([
                ("text", .string("a")), ("lineLimit", .number(2)),
                ("textAlignment", .string("center")),
              ]),
              .object([
                ("text", .string("b")), ("lineLimit", .number(2)),
                ("textAlignment", .string("trailing")),
              ]),
            ])
          )
        ]))
  }

  @Test func lazyVGridColumns() {
    #expect(
      content(
        "LazyVGrid(columns: [GridItem(.fixed(100), spacing: 4), GridItem(.flexible(minimum: 20, maximum: .infinity)), GridItem()], spacing: 2) { Color.red }"
      ).0
        == .object([
          ("grid", .array([.object([("color", .string("red"))])])),
          (
            "columns",
            .array([
              .object([("fixed", .number(100)), ("spacing", .number(4))]),
              .object([
                ("flexible", .object([("minimum", .number(20)), ("maximum", .string("infinity"))]))
              ]),
              .object([
                ("flexible", .object([("minimum", .number(10)), ("maximum", .string("infinity"))]))
              ]),
            ])
          ),
          ("spacing", .number(2)),
        ]))
    #expect(
      content(
        "LazyVGrid(columns: Array(repeating: GridItem(.adaptive(minimum: 80)), count: 3)) { Text(\"x\") }"
      ).0?["columns"]
        == .array(
          Array(
            repeating: .object([
              ("adaptive", .object([("minimum", .number(80)), ("maximum", .string("infinity"))]))
            ]), count: 3)))
  }

  @Test func customViewsAreInlinedWithTheirArguments() {
    let result = importSource(
      """
      struct Badge: View {
        let title: String
        var color: Color = .green
        var body: some View { Text(title).foregroundStyle(color) }
      }
      struct V: View { var body: some View { ScrollView { Badge(title: "New") } } }
      """)
    #expect(
      result.json?["content"]
        == .object([("text", .string("New")), ("foreground", .string("green"))]))
    #expect(result.entry == "V")
  }

  @Test func unknownViewsArePlaceholdersWithACompilerStyleWarning() throws {
    let (tree, result) = content("MapView(region: r)")
    #expect(tree == .object([("placeholder", .string("MapView"))]))
    #expect(result.placeholders == 1)
    let warning = try #require(result.diagnostics.first { $0.severity == .warning })
    #expect(
      warning.description
        == "Screen.swift:1:53: warning: NavLab does not interpret MapView; drawn as a placeholder")
  }

  @Test func placeholdersAreLabelledWithNamesNeverSourceText() throws {
    // A callee that is not a name is labelled with the last name written in it; the warning
    // keeps the expression (issue 39: no placeholder shows source text).
    let (tree, result) = content("makers[0]()")
    #expect(tree == .object([("placeholder", .string("makers"))]))
    #expect(result.placeholders == 1)
    // A message quoting an expression written over several lines is still one line.
    let (_, multi) = content("(flag\n    ? makers[0]\n    : makers[1])")
    #expect(multi.placeholders == 1)
    #expect(
      multi.diagnostics.contains { $0.message.contains("(flag ? makers[0] : makers[1])") }
        && multi.diagnostics.allSatisfy { !$0.description.contains("\n") },
      "\(multi.diagnostics)")
    #expect(ImportSession.placeholderLabel("Theme.Row<Item>") == "Theme.Row<Item>")
    #expect(ImportSession.placeholderLabel("store.rows(…).first") == "first")
    #expect(ImportSession.placeholderLabel("{ Text(\"Hello\") }()") == "Text")
    #expect(ImportSession.placeholderLabel("(…) ? [1] : [2]") == "view")
    #expect(ImportSession.placeholderLabel("") == "view")
    #expect(ImportSession.placeholderLabel(String(repeating: "A", count: 80)).count == 60)
  }

  @Test func outlinesAreReadAsStrokes() throws {
    // The card border: an overlay's `strokeBorder` is an outline inside the frame, no fill.
    let (tree, result) = content(
      "Text(\"Row\").padding().overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.blue, lineWidth: 0.5))"
    )
    let overlay = try #require(tree?["overlay"])
    #expect(overlay["shape"] == .object([("roundedRectangle", .number(12))]), "\(overlay)")
    #expect(overlay["fill"] == nil, "\(overlay)")
    #expect(
      overlay["stroke"]
        == .object([
          ("lineWidth", .number(0.5)), ("style", .string("blue")), ("placement", .string("inside")),
        ]), "\(overlay)")
    #expect(!result.diagnostics.contains { $0.message.contains("outline") })
    // `stroke(style: StrokeStyle(…))`: centred (the default placement is left out), dashed.
    let (dashed, _) = content(
      "Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, dash: [5, 2], dashPhase: 1))")
    #expect(
      dashed?["stroke"]
        == .object([
          ("lineWidth", .number(3)), ("style", .string("red")),
          ("dash", .array([.number(5), .number(2)])), ("dashPhase", .number(1)),
        ]), "\(String(describing: dashed))")
    // `stroke(lineWidth:)` takes the foreground; iOS 17's `fill(…).stroke(…)` keeps the fill.
    let (both, _) = content("Capsule().fill(.yellow).stroke(lineWidth: 2)")
    #expect(both?["fill"] == .string("yellow"))
    #expect(both?["stroke"] == .object([("lineWidth", .number(2))]))
    // `border(_:width:)` is a rectangle's strokeBorder over the view.
    let (bordered, _) = content("Text(\"Hi\").border(Color.gray, width: 2)")
    let border = try #require(bordered?["overlay"])
    #expect(border["shape"] == .string("rectangle"))
    #expect(
      border["stroke"]
        == .object([
          ("lineWidth", .number(2)), ("style", .string("gray")), ("placement", .string("inside")),
        ]), "\(border)")
  }

  @Test func syntaxErrorsAreErrorsWithTheirPlace() throws {
    let result = importSource("struct V: View {\n  var body: some View {\n    Text(\"x\"\n  }\n}\n")
    #expect(result.scene == nil)
    let error = try #require(result.diagnostics.first)
    #expect(error.severity == .error)
    #expect(error.line == 3)
    #expect(error.message.hasPrefix("expected"))
  }

  @Test func binaryAndOversizedFilesAreRefused() {
    var binary = Array("struct V: View {}".utf8)
    binary.append(0)
    let result = SwiftUIImporter.run([("Junk.swift", binary + [0xFF, 0xFE])])
    #expect(result.scene == nil)
    #expect(
      result.diagnostics.first?.description
        == "Junk.swift:1:1: error: not a Swift source file (binary or not UTF-8)")
    let big = [UInt8](repeating: 0x20, count: SourceSet.maximumFileBytes + 1)
    #expect(
      SwiftUIImporter.run([("Big.swift", big)]).diagnostics.first?.message.contains("too large")
        == true)
  }

  @Test func aHundredThousandLinesAreRefusedBeforeParsing() {
    let lines = String(repeating: "// x\n", count: 100_000)
    let result = SwiftUIImporter.run([("Long.swift", Array(lines.utf8))])
    #expect(result.scene == nil)
    #expect(
      result.diagnostics.first?.description
        == "Long.swift:1:1: error: 100001 lines is too long for a SwiftUI file (at most 20000); split it"
    )
  }

  @Test func deepNestingIsBounded() {
    // 200 nested stacks: read down to the importer's depth, then a placeholder, no crash.
    let view =
      String(repeating: "VStack { ", count: 200) + "Text(\"deep\")"
      + String(repeating: " }", count: 200)
    let (tree, result) = content(view)
    #expect(tree != nil || result.hasErrors)
    if !result.hasErrors { #expect(result.placeholders == 1) }
    // 10,000 nested closures: swift-syntax's nesting limit turns them into errors.
    let hostile =
      String(repeating: "VStack { ", count: 10_000) + String(repeating: "}", count: 10_000)
    let deep = importSource("struct V: View { var body: some View { \(hostile) } }")
    #expect(deep.scene == nil || deep.placeholders >= 1)
  }

  @Test func aLongFileIsReadInBoundedTime() {
    // 4,000 rows in one file (about 80 KB; debug swift-syntax parses it in a few seconds).
    let rows = (0..<4000).map { "Text(\"Row \($0)\")" }.joined(separator: "\n")
    let clock = ContinuousClock()
    let start = clock.now
    let result = importSource("struct V: View { var body: some View { List {\n\(rows)\n} } }")
    #expect(clock.now - start < .seconds(30))
    #expect(result.json.map { $0.rows(ofSection: 0).count } == 4000)
  }

  @Test func aHugeForEachIsCutAtItsLimit() throws {
    let result = importSource(
      "struct V: View { var body: some View { List { ForEach(0..<50_000) { i in Text(\"\\(i)\") } } } }"
    )
    let scene = try #require(result.json)
    #expect(scene.rows(ofSection: 0).count == ImportSession.maximumForEach)
    #expect(
      result.diagnostics.contains { $0.message.contains("ForEach of more than 1000 elements") })
  }
}

/// Values SwiftUI accepts degrade with one warning instead of refusing the screen (issue 38).
@Suite struct ClampedValueTests {
  @Test func aLongTextIsCutWithOneWarning() throws {
    let long = String(repeating: "a", count: 700)
    let result = importSource(
      "struct V: View { var body: some View { ScrollView { Text(\"\(long)\") } } }")
    let scene = try #require(result.scene)
    guard case .text(let text)? = scene.content else {
      Issue.record("not a text: \(String(describing: scene.content))")
      return
    }
    #expect(text.string.count == TextContent.maximumLength)
    let warnings = result.diagnostics.filter { $0.message.contains("cut to its first 500") }
    #expect(warnings.count == 1)
    #expect(warnings.first.map { "\($0)".hasPrefix("Screen.swift:1:") } == true)
  }

  @Test func everyWeightIsTheModelsAndOutOfRangeNumbersAreClamped() throws {
    let result = importSource(
      """
      struct V: View { var body: some View { ScrollView {
        Text("a").fontWeight(.heavy).opacity(3).padding(5000).offset(x: -20000)
      } } }
      """)
    let scene = try #require(result.scene)
    var modifiers: [Modifier] = []
    var node = try #require(scene.content)
    while case .modified(let base, let modifier) = node {
      modifiers.insert(modifier, at: 0)
      node = base
    }
    #expect(
      modifiers == [
        // A weight with no font before it is the body style's, after the other modifiers.
        .opacity(1), .padding(EdgeInsets(.all, 1000)), .offset(x: -10_000, y: 0),
        .font(.style(.body, weight: .heavy)),
      ])
    #expect(FontWeight.heavy.drawn == .bold && FontWeight.light.drawn == .regular)
    #expect(
      result.diagnostics.filter { $0.message.contains("drawn at the nearest end") }.count == 3)
    // The scene file says heavy, and navlab reads it back.
    #expect(SceneEncoder.encode(scene).contains("\"weight\": \"heavy\""))
  }
}
