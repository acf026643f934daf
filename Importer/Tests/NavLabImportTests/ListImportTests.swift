import ScreenModel
import Testing

@testable import NavLabImport

/// Lists, sections and the row kinds.
@Suite struct ListImportTests {
  @Test func sectionInitialisersGiveHeadersAndFooters() throws {
    let scene = try #require(
      importSource(
        """
        struct S: View {
          var body: some View {
            NavigationStack {
              Form {
                Section("Fruits") { Text("Apple") }
                Section(header: Text("Veg"), footer: Text("Fresh daily.")) { Text("Leek") }
                Section { Text("Nuts") } header: { Text("More") } footer: { Text("Bye") }
                Text("Loose")
              }
            }
          }
        }
        """
      ).json)
    let sections = try #require(scene["list"]?["sections"])
    #expect(sections.count == 4)
    #expect(sections[0]?.keys == ["header", "rows"])
    #expect(sections[0]?["header"] == .string("Fruits"))
    #expect(sections[1]?["footer"] == .string("Fresh daily."))
    #expect(sections[2]?["header"] == .string("More"))
    #expect(sections[2]?["footer"] == .string("Bye"))
    // Rows outside any Section form a section of their own, without a header.
    #expect(
      sections[3]
        == .array([.object([("label", .string("Loose")), ("accessory", .string("none"))])]))
  }

  @Test func rowKinds() throws {
    let result = importSource(
      """
      struct S: View {
        @State private var wifi = true
        var body: some View {
          NavigationStack {
            List {
              Toggle("Wi-Fi", isOn: $wifi)
              Toggle("Off", isOn: .constant(false))
              LabeledContent("Version", value: "18.5")
              Button("Sign Out", role: .destructive) { }
              Button("Add") { }
              NavigationLink("General") { Text("x") }
              Label("Mail", systemImage: "envelope.fill").badge(3)
              TextField("Name", text: .constant(""))
            }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    let rows = scene.rows(ofSection: 0)
    #expect(
      rows[0]
        == .object([
          ("label", .string("Wi-Fi")), ("accessory", .string("switch")), ("on", .bool(true)),
        ]))
    // Off is the scene format's default: the encoder leaves it out.
    #expect(rows[1]["accessory"] == .string("switch") && rows[1]["on"] == nil)
    #expect(
      rows[2]
        == .object([
          ("label", .string("Version")), ("value", .string("18.5")), ("accessory", .string("none")),
        ]))
    #expect(rows[3]["style"] == .string("destructive"))
    #expect(rows[4]["style"] == .string("button"))
    // A link is a row with the default accessory: the disclosure chevron.
    #expect(rows[5].removing("push") == .object([("label", .string("General"))]))
    #expect(rows[5]["push"]?["content"]?["text"] != nil)
    #expect(rows[6]["glyph"] == .string("envelope"))
    #expect(rows[6]["badge"] == .number(3))
    #expect(rows[7] == .object([("placeholder", .string("Name"))]))
    // The @State value shows its initial value, as the live run's first frame does (one
    // evaluation for both: nothing to warn about).
    #expect(!result.diagnostics.contains { $0.message.contains("@State wifi") })
  }

  @Test func forEachOverLiteralsRangesConstantsStructsAndAllCases() throws {
    let scene = try #require(
      importSource(
        """
        enum Fruit: CaseIterable { case apple, pear }
        struct Item { let name: String; let count: Int }
        struct S: View {
          let names = ["Ann", "Bo"]
          let items = [Item(name: "Tea", count: 2), Item(name: "Cake", count: 5)]
          var body: some View {
            List {
              ForEach(["a", "b", "c"], id: \\.self) { letter in Text(letter) }
              ForEach(0..<3) { index in Text("Row \\(index + 1)") }
              ForEach(names, id: \\.self) { Text($0) }
              ForEach(items, id: \\.name) { item in LabeledContent(item.name, value: "\\(item.count)") }
              ForEach(Fruit.allCases, id: \\.self) { fruit in Text("\\(fruit)") }
            }
          }
        }
        """
      ).json)
    let labels = scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" }
    #expect(
      labels == [
        // `"\(fruit)"` is the case's name, as Swift interpolates it.
        "a", "b", "c", "Row 1", "Row 2", "Row 3", "Ann", "Bo", "Tea", "Cake", "apple", "pear",
      ])
    #expect(scene.rows(ofSection: 0)[9]["value"] == .string("5"))
  }

  @Test func aPickerShowsItsSelection() throws {
    let result = importSource(
      """
      enum Size { case small, large }
      struct S: View {
        @State private var size: Size = .large
        @State private var speed = 2
        var body: some View {
          List {
            Picker("Size", selection: $size) {
              Text("Small").tag(Size.small)
              Text("Large").tag(Size.large)
            }
            Picker("Speed", selection: $speed) {
              ForEach(1..<4) { n in Text("\\(n)×").tag(n) }
            }
          }
        }
      }
      """)
    let rows = try #require(result.json).rows(ofSection: 0)
    // (The options each pushes: ControlImportTests.)
    #expect(
      rows[0].removing("push")
        == .object([("label", .string("Size")), ("value", .string("Large"))]))
    #expect(
      rows[1].removing("push") == .object([("label", .string("Speed")), ("value", .string("2×"))]))
  }

  @Test func aRowThatIsNotARowKindIsContent() throws {
    let scene = try #require(
      importSource(
        """
        struct S: View {
          var body: some View {
            List {
              HStack { Image(systemName: "star.fill"); Text("Fav").font(.headline) }
            }
          }
        }
        """
      ).json)
    let row = scene.rows(ofSection: 0)[0]
    #expect(row.keys == ["accessory", "content"])
    #expect(
      row["content"]?["hstack"]?[1]
        == .object([("text", .string("Fav")), ("font", .string("headline"))]))
  }
}
