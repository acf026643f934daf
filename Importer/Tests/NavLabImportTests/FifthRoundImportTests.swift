import Foundation
import ScreenModel
import Testing

@testable import NavLabImport

/// The general mechanisms issue 39's fifth round added, each on our own minimal SwiftUI: a
/// closure whose parameters take a tuple's elements (`ForEach(pairs, id: \.0) { a, b in … }`),
/// SwiftUI's style types (`SegmentedPickerStyle()`), a `switch` in a builder over what the
/// code computes.
@Suite("Issue 39: fifth-round mechanisms")
struct FifthRoundImportTests {
  func texts(_ value: JSONValue?) -> [String] {
    HeldOutImportTests().texts(value)
  }

  @Test func forEachOverTuplesGivesEachParameterItsElement() throws {
    let scene = try #require(
      importSource(
        """
        enum Kind: String { case first = "First Group", second = "Second Group" }
        enum Place: Hashable, Identifiable {
          case home, work, park
          var id: Self { self }
          var name: String {
            switch self {
            case .home: return "Home"
            case .work: return "Work"
            case .park: return "Park"
            }
          }
          static func grouped(all: Bool) -> [(Kind, [Place])] {
            var later: [Place] = [.work]
            if all { later.append(.home) }
            later += [.park]
            return [(.first, [.home]), (.second, later)]
          }
        }
        struct Places: View {
          var body: some View {
            List {
              ForEach(Place.grouped(all: false), id: \\.0) { kind, places in
                Section(kind.rawValue) {
                  ForEach(places) { place in Text(place.name) }
                }
              }
            }
          }
        }
        """, view: "Places"
      ).json)
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("First Group"))
    #expect(scene["list"]?["sections"]?[1]?["header"] == .string("Second Group"))
    #expect(scene.rows(ofSection: 0).map { $0["label"] } == [.string("Home")])
    #expect(scene.rows(ofSection: 1).map { $0["label"] } == [.string("Work"), .string("Park")])
  }

  @Test func aClosureOfTwoParametersTakesATuplesElements() throws {
    // `map` over an array of pairs, as Swift destructures it.
    let value = try evaluate(
      #"[("a", 1), ("b", 2)].map { name, count in "\(name)\(count)" }"#)
    #expect(value == .array([.string("a1"), .string("b2")]))
  }

  @Test func styleTypesReadAsTheirMembers() throws {
    #expect(SwiftUIStyleNames.member(ofType: "SegmentedPickerStyle") == "segmented")
    #expect(SwiftUIStyleNames.member(ofType: "InsetGroupedListStyle") == "insetGrouped")
    #expect(SwiftUIStyleNames.member(ofType: "DefaultPickerStyle") == "automatic")
    #expect(SwiftUIStyleNames.member(ofType: "WheelDatePickerStyle") == "wheel")
    #expect(SwiftUIStyleNames.member(ofType: "PickerStyle") == nil)
    #expect(SwiftUIStyleNames.member(ofType: "Stepper") == nil)
    let scene = try #require(
      importSource(
        """
        struct Region: View {
          @State private var region = "north"
          var body: some View {
            Form {
              Picker("Region", selection: $region) {
                Text("North").tag("north")
                Text("South").tag("south")
              }
              .pickerStyle(SegmentedPickerStyle())
            }
            .listStyle(PlainListStyle())
          }
        }
        """, view: "Region"
      ).json)
    // Every segment is drawn on the track, not the label and the chosen value.
    let shown = texts(scene["list"])
    #expect(shown.contains("North") && shown.contains("South"))
    #expect(!shown.contains("Region"))
    #expect(scene["list"]?["style"] == .string("plain"))
  }

  @Test func aSwitchInABuilderTakesTheCaseOfItsValue() throws {
    let scene = try #require(
      importSource(
        """
        enum Look { case words, symbol }
        struct Dismiss: View {
          var look: Look
          var body: some View {
            Button {
            } label: {
              switch look {
              case .words: Text("Done")
              case .symbol: Image(systemName: "xmark")
              }
            }
          }
        }
        extension View {
          func closable() -> some View { modifier(Closable()) }
        }
        private struct Closable: ViewModifier {
          func body(content: Content) -> some View {
            content.toolbar {
              ToolbarItem(placement: .cancellationAction) { Dismiss(look: .symbol) }
            }
          }
        }
        struct Sheet: View {
          var body: some View {
            NavigationStack {
              Text("Body").navigationTitle("Sheet").closable()
            }
          }
        }
        """, view: "Sheet"
      ).json)
    // The view's `look` is `.symbol`: its case draws the xmark (before: the first case's text).
    let items = try #require(scene["barItems"]?["leading"]?.items)
    #expect(items.count == 1)
    #expect(items.first?["symbol"] == .string("xmark"))
    #expect(items.first?["title"] == nil)
  }
}

extension FifthRoundImportTests {
  @Test func aModifierChainWithoutSelfAppliesToTheViewAMethodIsCalledOn() throws {
    let scene = try #require(
      importSource(
        """
        extension View {
          func titled(_ text: String) -> some View {
            padding().navigationTitle(text)
          }
          func withDone() -> some View { modifier(DoneBar()) }
        }
        struct DoneBar: ViewModifier {
          func body(content: Content) -> some View {
            content.toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
          }
        }
        struct Editor: View {
          var body: some View {
            NavigationStack {
              Text("Draft").titled("Editor").withDone()
            }
          }
        }
        """, view: "Editor"
      ).json)
    #expect(scene["title"] == .string("Editor"))
    #expect(scene["barItems"]?["trailing"]?[0]?["title"] == .string("Done"))
    #expect(texts(scene["content"]) == ["Draft"])
  }
}

extension FifthRoundImportTests {
  @Test func aComputedViewThatIsAForEachGivesItsViewsToTheStack() throws {
    let scene = try #require(
      importSource(
        """
        struct Feed: View {
          var body: some View {
            ScrollView {
              VStack {
                Text("Top")
                items
              }
            }
          }
          var items: some View {
            ForEach(1...2, id: \\.self) { index in
              VStack(alignment: .leading) { row(index) }.padding()
            }
          }
          @ViewBuilder
          func row(_ index: Int) -> some View {
            Text("Item \\(index)")
            Text("Detail \\(index)")
          }
        }
        """, view: "Feed"
      ).json)
    // Before: the ForEach was one placeholder.
    #expect(texts(scene["content"]) == ["Top", "Item 1", "Detail 1", "Item 2", "Detail 2"])
  }
}
