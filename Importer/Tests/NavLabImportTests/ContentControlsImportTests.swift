import DisplayList
import ScreenModel
import Testing

@testable import NavLabImport

/// SwiftUI's controls and containers drawn from the content model's own parts (issue 39,
/// eighth round): progress views, group boxes, controls outside a form row, async images,
/// empty states, SFSafeSymbols names and views of packages that are not in the files.
@Suite struct ContentControlsImportTests {
  /// The content of `views` in a scroll view, flattened (every node, modifiers' layers too).
  private func read(_ views: String, declarations: String = "") -> (
    [ContentNode], SwiftUIImporter.Result
  ) {
    let result = importSource(
      """
      \(declarations)
      struct V: View {
        @State private var quantity = 3
        @State private var volume = 0.25
        @State private var open = true
        var body: some View { ScrollView { VStack { \(views) } } }
      }
      """)
    return (ComputedColorImportTests.nodes(result.scene), result)
  }

  private func texts(_ nodes: [ContentNode]) -> [String] {
    nodes.compactMap {
      if case .text(let text) = $0 { return text.string }
      return nil
    }
  }

  private func symbols(_ nodes: [ContentNode]) -> [String] {
    nodes.compactMap {
      if case .image(let image) = $0, case .system(let name) = image.source { return name }
      return nil
    }
  }

  /// The tinted and clear colour views of a bar, in order (`a` accent, `c` clear).
  private func slots(_ nodes: [ContentNode]) -> String {
    nodes.compactMap {
      switch $0 {
      case .color(.semantic(.accent)): "a"
      case .color(.semantic(.clear)): "c"
      default: nil
      }
    }.joined()
  }

  @Test func progressViewsAreSpinnersOrBarsWithTheirLabels() {
    let (spinner, result) = read("ProgressView()")
    #expect(symbols(spinner) == ["circle.dashed"])
    #expect(result.placeholders == 0)
    #expect(
      spinner.contains(
        .modified(
          .image(ImageContent(.system("circle.dashed"))),
          .frame(width: 20, height: 20, alignment: .center))))
    let (labelled, _) = read("ProgressView(\"Loading…\")")
    #expect(texts(labelled) == ["Loading…"] && symbols(labelled) == ["circle.dashed"])
    // A quarter: one tinted slot of four; three of four; a bar bound to nothing is empty.
    #expect(slots(read("ProgressView(value: 0.25)").0) == "accc")
    let (bar, _) = read("ProgressView(\"Copying\", value: 3, total: 4)")
    #expect(slots(bar) == "aaac" && texts(bar) == ["Copying"])
    #expect(symbols(bar).isEmpty)
    #expect(slots(read("ProgressView(value: 0.0)").0) == "c")
    let (runtime, warned) = read("ProgressView(value: model.progress)")
    #expect(slots(runtime) == "ac")
    #expect(warned.diagnostics.contains { $0.message.contains("ProgressView's value") })
  }

  @Test func aGroupBoxIsItsLabelOverItsContentOnARoundedBox() {
    let (nodes, result) = read("GroupBox(\"Storage\") { Text(\"12 GB used\") }")
    #expect(texts(nodes) == ["Storage", "12 GB used"])
    #expect(result.placeholders == 0)
    let box = nodes.first {
      if case .modified(_, .cornerRadius(8)) = $0 { return true }
      return false
    }
    guard
      case .modified(.modified(.modified(_, .padding(let padding)), .background(let fill, _)), _)? =
        box
    else {
      Issue.record("no rounded, padded box: \(String(describing: box))")
      return
    }
    #expect(padding == EdgeInsets(.all, 16))
    #expect(fill == .color(.semantic(.groupedBackground)))
    // The label in the headline font; `GroupBox { } label: { }` too.
    let (closure, _) = read(
      "GroupBox { Text(\"Body\") } label: { Label(\"Battery\", systemImage: \"battery.100\") }")
    #expect(texts(closure) == ["Battery", "Body"])
  }

  @Test func controlsOutsideAFormRowAreDrawnAsTheirControls() {
    let (stepper, result) = read("Stepper(\"Quantity: \\(quantity)\", value: $quantity, in: 1...9)")
    #expect(texts(stepper) == ["Quantity: 3"])
    #expect(symbols(stepper).count == 2)
    #expect(result.placeholders == 0)
    // The thumb after a quarter of the travel: one tinted slot, the thumb, three clear ones.
    let (slider, _) = read("Slider(value: $volume, in: 0...1)")
    let order = slider.compactMap { node -> String? in
      switch node {
      case .color(.semantic(.accent)): "a"
      case .color(.semantic(.clear)): "c"
      case .shape(let shape) where shape.kind == .circle: "o"
      default: nil
      }
    }.joined()
    #expect(order == "aoccc")
    let (picker, pickerResult) = read("DatePicker(\"Wake up\", selection: .constant(Date()))")
    #expect(texts(picker) == ["Wake up"] && pickerResult.placeholders == 0)
    let (hidden, _) = read("Stepper(\"Hidden\", value: $quantity).labelsHidden()")
    #expect(texts(hidden).isEmpty && symbols(hidden).count == 2)
  }

  @Test func disclosureGroupsGaugesAndShareLinks() {
    let (collapsed, _) = read("DisclosureGroup(\"Advanced\") { Text(\"Inside\") }")
    #expect(texts(collapsed) == ["Advanced"])
    #expect(symbols(collapsed).count == 1)
    let (expanded, _) = read("DisclosureGroup(\"Open\", isExpanded: $open) { Text(\"Inside\") }")
    #expect(texts(expanded) == ["Open", "Inside"])
    let (gauge, _) = read("Gauge(value: 0.5) { Text(\"Battery\") }")
    #expect(texts(gauge) == ["Battery"] && slots(gauge) == "ac")
    let (share, result) = read("ShareLink(item: URL(string: \"https://example.com\")!)")
    #expect(texts(share) == ["Share"] && symbols(share).count == 1)
    #expect(result.placeholders == 0)
    #expect(texts(read("ShareLink(\"Export\", item: \"x\")").0) == ["Export"])
  }

  @Test func anAsyncImageShowsWhatItShowsWhileLoading() {
    let placeholder = read(
      "AsyncImage(url: nil) { image in image.resizable() } placeholder: { Text(\"Wait\") }")
    #expect(texts(placeholder.0) == ["Wait"] && placeholder.1.placeholders == 0)
    let phase = read(
      """
      AsyncImage(url: nil) { phase in
        switch phase {
        case .success(let image): image.resizable()
        case .failure: Text("Failed")
        case .empty: Text("Empty")
        @unknown default: Text("Other")
        }
      }
      """)
    #expect(texts(phase.0) == ["Empty"])
    let branch = read(
      """
      AsyncImage(url: nil) { phase in
        if let image = phase.image { image } else if phase.error != nil { Text("Failed") } else { Text("Still") }
      }
      """)
    #expect(texts(branch.0) == ["Still"])
    // A phase closure with no branch for `.empty` builds nothing (seed 004's album cover).
    let optional = read("AsyncImage(url: nil, content: { image in image.image?.resizable() })")
    #expect(optional.0.contains(.color(.semantic(.clear))) && optional.1.placeholders == 0)
    // Neither: SwiftUI's grey fill, not a placeholder.
    let plain = read("AsyncImage(url: nil).frame(width: 80, height: 80)")
    #expect(plain.1.placeholders == 0)
    #expect(plain.0.contains(.color(ContentReader.trackColor)))
  }

  @Test func emptyStatesReadTheirLabelDescriptionAndActions() {
    let (mail, result) = read(
      """
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray.fill")
      } description: {
        Text("New mail appears here.")
      } actions: {
        Button("Refresh") {}
      }
      """)
    #expect(texts(mail) == ["No Mail", "New mail appears here.", "Refresh"])
    #expect(symbols(mail).count == 1 && result.placeholders == 0)
    #expect(
      texts(read("ContentUnavailableView.search(text: \"kiwi\")").0) == [
        "No Results for \u{201C}kiwi\u{201D}", "Check the spelling or try a new search.",
      ])
    let (search, searchResult) = read("ContentUnavailableView.search")
    #expect(texts(search).first == "No Results" && searchResult.placeholders == 0)
    #expect(!searchResult.diagnostics.contains { $0.severity == .warning })
  }

  @Test func safeSymbolConstantsAreReadBackAsSymbolNames() {
    #expect(SafeSymbolNames.names("chevronForward") == ["chevron.forward"])
    #expect(SafeSymbolNames.names("_1Circle") == ["1.circle"])
    #expect(SafeSymbolNames.names("squareGrid2x2").contains("square.grid.2x2"))
    #expect(SafeSymbolNames.names("person2Fill").first == "person.2.fill")
    // The known reading wins where digits are ambiguous.
    #expect(
      SafeSymbolNames.isKnown("square.grid.2x2") && !SafeSymbolNames.isKnown("square.grid2x2"))
    // `square.grid.2x2` is NavLab's own grid glyph.
    #expect(symbols(read("Image(systemSymbol: .squareGrid2x2)").0) == ["grid"])
    let (nodes, result) = read(
      "Image(systemSymbol: .gearshape); Label(\"Info\", systemSymbol: SFSymbol.infoCircle)")
    #expect(symbols(nodes).count == 2 && texts(nodes) == ["Info"])
    #expect(result.placeholders == 0)
    #expect(!result.diagnostics.contains { $0.message.contains("SFSafeSymbols") })
    let unknown = read("Image(systemSymbol: .notASymbolAtAll)").1
    #expect(unknown.diagnostics.contains { $0.message.contains("\"not.a.symbol.at.all\"") })
  }

  @Test func aPackageViewShowsItsTitleAndItsClosure() {
    let (group, result) = read("SettingsGroup(\"General\") { Text(\"Inside\") }")
    #expect(texts(group) == ["General", "Inside"] && result.placeholders == 0)
    #expect(
      result.diagnostics.contains { $0.message.contains("SettingsGroup is not in the files") })
    let (alone, aloneResult) = read("DescriptiveText(label: \"Explains \\\"it\\\"\")")
    #expect(texts(alone) == ["Explains \"it\""] && aloneResult.placeholders == 0)
    // No title and no closure: still a placeholder named by the view.
    let (badge, badgeResult) = read("Badge(count: 3)")
    #expect(badge.contains(.placeholder(name: "Badge")) && badgeResult.placeholders == 1)
    // A type of the files is never read as a package's.
    let (own, _) = read(
      "Caption(title: \"Mine\")",
      declarations:
        "struct Caption: View { var title: String; var body: some View { Text(\"[\" + title + \"]\") } }"
    )
    #expect(texts(own) == ["[Mine]"])
  }

  @Test func aPackageViewShowsTheWordsAndViewsItIsGiven() {
    // Spezi's onboarding shape: strings, an array of the package's records with view-building
    // closures, an action closure; a URL, a symbol's name and a key are not words to show.
    let (nodes, result) = read(
      """
      Onboarding(
        title: "Welcome",
        subtitle: "All your records in one place",
        link: URL(string: "https://example.com/more"),
        systemImage: "heart.fill",
        areas: [
          Onboarding.Area(icon: { Image(systemName: "star") }, title: "Inspect", description: "Look at what is stored."),
          .init(icon: { Image(systemName: "trash") }, title: "Summarize", description: "Read it in short.")
        ],
        identifier: "welcome-screen",
        actionText: "Continue",
        action: { proceed() }
      )
      """)
    #expect(
      texts(nodes) == [
        "Welcome", "All your records in one place", "Inspect", "Look at what is stored.",
        "Summarize", "Read it in short.", "Continue",
      ], "\(texts(nodes))")
    #expect(symbols(nodes) == ["star", "trash"])
    #expect(result.placeholders == 0)
    #expect(
      result.diagnostics.contains {
        $0.message.contains("Onboarding is not in the files; NavLab draws the words and views")
      })
    // TCA's wrapper, whose closure's view ends in a postfix `#if`.
    let (wrapped, _) = read(
      """
      WithViewStore(store, observe: State.init) { viewStore in
        let _ = print("drawn")
        Form { Text("Inside") }
          .tint(.red)
          #if DEBUG
          .sheet(isPresented: $shown) { Text("Debug") }
          #endif
      }
      """)
    #expect(texts(wrapped) == ["Inside"], "\(wrapped)")
    #expect(!ViewReader.isWords("gear") && !ViewReader.isWords("icons/add"))
    #expect(!ViewReader.isWords("com.app.id") && ViewReader.isWords("Inspect"))
  }

  @Test func aPageStyleTabViewIsAPagerInTheContent() {
    let (nodes, result) = read(
      """
      TabView { Text("First"); Text("Second"); Text("Third") }
        .tabViewStyle(.page)
        .frame(height: 200)
      Text("Below")
      """)
    // Its first page (the others are a swipe away), three page dots, and what follows it.
    #expect(texts(nodes) == ["First", "Below"] && result.placeholders == 0)
    let dots = nodes.filter {
      if case .shape(let shape) = $0, shape.kind == .circle { return true }
      return false
    }
    #expect(dots.count == 3)
    #expect(!result.diagnostics.contains { $0.message.contains("tabViewStyle") })
    let (hidden, _) = read(
      "TabView { Text(\"A\"); Text(\"B\") }.tabViewStyle(.page(indexDisplayMode: .never))")
    #expect(texts(hidden) == ["A"])
    #expect(!hidden.contains { if case .shape = $0 { return true } else { return false } })
  }

  @Test func selfDotAComputedViewIsThatView() {
    let result = importSource(
      """
      struct V: View {
        var body: some View { VStack { self.header; header } }
        @ViewBuilder var header: some View { Text("Header") }
      }
      """)
    let nodes = ComputedColorImportTests.nodes(result.scene)
    #expect(texts(nodes) == ["Header", "Header"] && result.placeholders == 0)
  }

  @Test func aListInsideTheContentIsDrawnAsItsSectionsAndRows() {
    let (nodes, result) = read(
      """
      Text("Top")
      List {
        Section("Display") {
          Toggle("Dark Mode", isOn: $open)
          LabeledContent("Version", value: "1.0")
        }
        Section {
          Button("Delete", role: .destructive) {}
        } footer: {
          Text("Cannot be undone.")
        }
      }
      """)
    #expect(result.placeholders == 0)
    // Inset grouped: the header upper-cased, the rows, the footer, in order.
    #expect(
      texts(nodes) == [
        "Top", "DISPLAY", "Dark Mode", "Version", "1.0", "Delete", "Cannot be undone.",
      ])
    // The layout dump names the header and footer as a list's (roles in the scene).
    let roles = nodes.compactMap { node -> String? in
      guard case .text(let text) = node, text.role != .text else { return nil }
      return "\(text.role.rawValue) \(text.string)"
    }
    #expect(roles == ["sectionHeader DISPLAY", "sectionFooter Cannot be undone."])
    #expect(nodes.contains { if case .toggle(_, true) = $0 { return true } else { return false } })
    #expect(
      nodes.contains(.color(.semantic(.groupedBackground)))
        || nodes.contains {
          if case .modified(_, .background(.color(.semantic(.groupedBackground)), _)) = $0 {
            return true
          }
          return false
        })
    // A plain list keeps the header as written, with no cards.
    let (plain, _) = read("List { Section(\"Recent\") { Text(\"One\") } }.listStyle(.plain)")
    #expect(texts(plain) == ["Recent", "One"])
    #expect(
      !plain.contains {
        if case .modified(_, .cornerRadius(10)) = $0 { return true } else { return false }
      })
  }

  @Test func aColourNavLabCannotKnowIsANeutralGreyNotABox() {
    let (nodes, result) = read(
      "Color.brandBackground.frame(height: 40); Color(uiColor: .init(dynamicProvider: { _ in .red }))"
    )
    #expect(result.placeholders == 0)
    #expect(nodes.filter { $0 == .color(ContentReader.trackColor) }.count == 2)
    #expect(result.diagnostics.filter { $0.message.contains("neutral grey") }.count == 2)
    // UIKit's extra greys are Apple's light and dark values.
    let (gray, _) = read("Color(.systemGray6)")
    #expect(
      gray.contains(.color(.adaptive(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E)))))
  }

  @Test func layoutsUsedAsViewsAndLayoutValuesReadTheirViews() {
    let (stack, result) = read("HStackLayout(spacing: 4) { Text(\"a\"); Text(\"b\") }")
    #expect(texts(stack) == ["a", "b"] && result.placeholders == 0)
    #expect(
      stack.contains {
        if case .stack(let content) = $0, content.axis == .horizontal, content.spacing == 4 {
          return true
        }
        return false
      })
    // `layout { … }`, an `AnyLayout` chosen at run time: its views, with a warning.
    let (value, valueResult) = read(
      "layout { Text(\"Poster\"); Text(\"Info\") }",
      declarations: "let layout = AnyLayout(VStackLayout())")
    #expect(texts(value) == ["Poster", "Info"] && valueResult.placeholders == 0)
    #expect(valueResult.diagnostics.contains { $0.message.contains("layout is a value") })
  }

  @Test func formRowsReadStyledPromptsAndLabelledSwitches() throws {
    let result = importSource(
      """
      struct V: View {
        @State private var name = ""
        @State private var on = true
        var body: some View {
          Form {
            TextField("", text: $name, prompt: Text("Name", comment: "x").foregroundColor(.black))
            LabeledContent {
              Toggle("Bookmarks", isOn: $on).labelsHidden()
            } label: {
              Text("Show bookmarks")
              Text("Shown on posters")
            }
          }
        }
      }
      """)
    let rows = try #require(result.json).rows(ofSection: 0)
    #expect(rows.first?["placeholder"] == .string("Name"))
    #expect(rows.count == 2)
    #expect(rows.last?["label"] == .string("Show bookmarks"))
    #expect(rows.last?["subtitle"] == .string("Shown on posters"))
    #expect(rows.last?["accessory"] == .string("switch") && rows.last?["on"] == .bool(true))
  }
}
