import ScreenModel
import Testing

@testable import NavLabImport

/// `Stepper`, `Slider` and `Picker` in a Form (docs/swiftui.md).
@Suite struct ControlImportTests {
  static let source = """
    enum Flavor { case vanilla, chocolate, strawberry }
    struct Order: View {
      @State private var quantity = 3
      @State private var volume = 0.25
      @State private var brightness = 40.0
      @State private var flavor = Flavor.chocolate
      var body: some View {
        NavigationStack {
          Form {
            Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...10)
            Stepper(value: $quantity) { Label("Copies", systemImage: "doc") }
            Slider(value: $volume)
            Slider(value: $brightness, in: 0...100)
            Picker("Flavor", selection: $flavor) {
              Text("Vanilla").tag(Flavor.vanilla)
              Text("Chocolate").tag(Flavor.chocolate)
              Text("Strawberry").tag(Flavor.strawberry)
            }
          }
          .navigationTitle("Order")
        }
      }
    }
    """

  @Test func controlsBecomeRows() throws {
    let result = importSource(Self.source)
    let rows = try #require(result.json).rows(ofSection: 0)
    #expect(rows.count == 5)
    // The label says the value: the @State's initial value, as the live run's first frame
    // shows it (one evaluation for both: no warning that state is shown at its start).
    #expect(
      rows[0] == .object([("label", .string("Quantity: 3")), ("accessory", .string("stepper"))]))
    #expect(rows[1]["label"] == .string("Copies") && rows[1]["accessory"] == .string("stepper"))
    #expect(rows[1]["glyph"] != nil)
    // 0.25 in the default 0...1; 40 in 0...100.
    #expect(rows[2] == .object([("slider", .number(0.25))]))
    #expect(rows[3] == .object([("slider", .number(0.4))]))
    #expect(!result.diagnostics.contains { $0.message.contains("@State brightness") })
  }

  @Test func pickerShowsItsSelectionAndPushesItsOptions() throws {
    let rows = try #require(importSource(Self.source).json).rows(ofSection: 0)
    let picker = rows[4]
    #expect(picker["label"] == .string("Flavor") && picker["value"] == .string("Chocolate"))
    let options = try #require(picker["push"])
    #expect(options["title"] == .string("Flavor") && options["largeTitle"] == .string("never"))
    #expect(options["screenID"] == .string("s1"))
    let choices = options.rows(ofSection: 0)
    #expect(choices.map { $0["label"]?.text } == ["Vanilla", "Chocolate", "Strawberry"])
    #expect(choices.allSatisfy { $0["accessory"] == .string("checkmark") })
    #expect(choices.map { $0["on"] } == [nil, .bool(true), nil])
  }

  @Test func optionsAForEachMakesAreTaggedWithTheirElements() throws {
    // Apple's ForEach documentation: each view it makes is tagged with its element's id (the
    // element itself for `id: \.self` and for a range), so no `.tag` is needed; an explicit
    // `.tag` still wins.
    let result = importSource(
      """
      enum Size: String, CaseIterable { case small, medium, large }
      struct AddView: View {
        @State private var type = "Personal"
        @State private var cups = 3
        @State private var size = Size.medium
        @State private var people = 2
        let types = ["Business", "Personal"]
        var body: some View {
          Form {
            Picker("Type", selection: $type) { ForEach(types, id: \\.self) { Text($0) } }
            Picker("Cups", selection: $cups) { ForEach(1..<21) { Text("\\($0) cups") } }
            Picker("Size", selection: $size) {
              ForEach(Size.allCases, id: \\.self) { Text($0.rawValue) }
            }
            Picker("People", selection: $people) {
              ForEach(2..<100) { Text("\\($0) people").tag($0 - 2) }
            }
          }
        }
      }
      """)
    let rows = try #require(result.json).rows(ofSection: 0)
    #expect(rows.map { $0["value"]?.text } == ["Personal", "3 cups", "medium", "4 people"])
    // The pushed list checks the same option.
    let choices = try #require(rows[0]["push"]).rows(ofSection: 0)
    #expect(choices.map { $0["on"] } == [nil, .bool(true)])
  }

  @Test func numbersFormattedAsTheNumberStyleShowsThem() throws {
    // `formatted()` with no style is `.number` in en_US: no fraction for a whole number,
    // thousands grouped; Swift's own printing is "8.0".
    let result = importSource(
      """
      struct Sleep: View {
        @State private var sleepAmount = 8.0
        var body: some View {
          Form {
            Stepper("\\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
            Text("\\(1234567.formatted()) steps, \\((-1234.5).formatted()) m")
          }
        }
      }
      """)
    let rows = try #require(result.json).rows(ofSection: 0)
    #expect(rows.map { $0["label"]?.text } == ["8 hours", "1,234,567 steps, -1,234.5 m"])
    #expect(Interpreter.formattedNumber(0.25) == "0.25")
  }

  @Test func stringDescribingACaseIsItsNameAlone() throws {
    // Swift prints `Tint.monochrome` as "monochrome", in `String(describing:)` as in an
    // interpolation; the picker's selection comes from an environment object's stored default.
    let result = importSource(
      """
      enum Tint: String, CaseIterable { case blue, monochrome, red }
      final class AppManager: ObservableObject {
        @AppStorage("tint") var tint: Tint = .monochrome
      }
      struct Look: View {
        @EnvironmentObject var appManager: AppManager
        var body: some View {
          Form {
            Picker(selection: $appManager.tint) {
              ForEach(Tint.allCases, id: \\.rawValue) { option in
                Text(String(describing: option).lowercased()).tag(option)
              }
            } label: { Label("color", systemImage: "paintbrush") }
            Text(String(Tint.red) + " \\(Tint.blue)")
          }
        }
      }
      """)
    let rows = try #require(result.json).rows(ofSection: 0)
    #expect(rows.first?["value"] == .string("monochrome"))
    #expect(rows.last?["label"] == .string("red blue"))
  }

  @Test func aSliderBoundToRuntimeDataSitsInTheMiddleAndWarns() throws {
    let result = importSource(
      """
      struct Player: View {
        var model: Model
        var body: some View { Form { Slider(value: model.volume) } }
      }
      """)
    #expect(result.json?.rows(ofSection: 0).first == .object([("slider", .number(0.5))]))
    #expect(result.diagnostics.contains { $0.message.contains("Slider's value is runtime data") })
  }
}
