import ScreenModel
import Testing

@testable import NavLabImport

/// NavigationLink destinations as inline pushed scenes (docs/scenes.md, "Inline pushed
/// scenes"), and the status bar of a pushed screen as iOS decides it (seed 002's article).
@Suite struct NavigationLinkImportTests {
  @Test func everyLinkFormPushesItsDestinationWithItsOwnTitle() throws {
    let result = importSource(
      """
      struct Detail: View {
        var name: String
        var body: some View { List { Text(name) }.navigationTitle(name) }
      }
      struct Root: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink("Wi-Fi") { Detail(name: "Wi-Fi") }
              NavigationLink(destination: Detail(name: "Bluetooth")) { Label("Bluetooth", systemImage: "wifi") }
              NavigationLink { Detail(name: "General") } label: { Text("General") }
              NavigationLink("Privacy", destination: Detail(name: "Privacy"))
              NavigationLink(value: "Sounds") { Text("Sounds") }
            }
            .navigationDestination(for: String.self) { name in Detail(name: name) }
            .navigationTitle("Settings")
          }
        }
      }
      """)
    let scene = try #require(result.json)
    let rows = scene.rows(ofSection: 0)
    #expect(
      rows.map { $0["label"]?.text } == ["Wi-Fi", "Bluetooth", "General", "Privacy", "Sounds"])
    #expect(rows.map { $0["push"]?["title"]?.text } == rows.map { $0["label"]?.text })
    // Numbered in document order, unique in the file.
    #expect(rows.map { $0["push"]?["screenID"]?.text } == ["s1", "s2", "s3", "s4", "s5"])
    // The destination is a screen of its own: its list, its title.
    #expect(rows[4]["push"]?.rows(ofSection: 0).first?["label"] == .string("Sounds"))
    // A Label keeps its icon; a link row shows the chevron (no "accessory": the default).
    #expect(rows[1]["glyph"] != nil && rows[1]["accessory"] == nil)
    #expect(result.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(result.diagnostics)")
  }

  @Test func aLinkWithAViewLabelIsAContentRowThatPushes() throws {
    let result = importSource(
      """
      struct Inbox: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink {
                Text("Message").navigationTitle("Anna")
              } label: {
                HStack { Image(systemName: "star"); VStack { Text("Anna"); Text("Lunch?") } }
              }
            }
          }
        }
      }
      """)
    let row = try #require(result.json?.rows(ofSection: 0).first)
    #expect(row["content"]?["hstack"]?.count == 2)
    // No "accessory": the default, a chevron; the row pushes the destination.
    #expect(row["accessory"] == nil)
    #expect(row["push"]?["title"] == .string("Anna"))
    #expect(row["push"]?["content"]?["text"] == .string("Message"))
  }

  @Test func aLinkInContentIsATintedButtonThatPushes() throws {
    let scene = try #require(
      importSource(
        """
        struct Root: View {
          var body: some View {
            NavigationStack {
              VStack {
                NavigationLink("Next") { Text("Second").navigationTitle("Second") }
                NavigationLink(destination: Text("Third")) { Image(systemName: "star") }
              }
            }
          }
        }
        """
      ).json)
    let links = try #require(scene["content"]?["vstack"])
    #expect(links[0]?["button"] == .object([("text", .string("Next"))]))
    #expect(links[0]?["push"]?["title"] == .string("Second"))
    #expect(links[1]?["button"]?["image"]?["system"] == .string("star"))
    #expect(links[1]?["push"]?["content"]?["text"] == .string("Third"))
  }

  /// Seed 002's finding: `.statusBarHidden()` on a view pushed in a NavigationView hides the
  /// status bar while it shows; in a NavigationStack (iOS 16+) it is ignored; on the stack
  /// itself it holds for every screen.
  @Test func pushedStatusBarFollowsTheContainer() throws {
    func pushed(_ container: String, _ outer: String = "") throws -> (
      JSONValue, SwiftUIImporter.Result
    ) {
      let result = importSource(
        """
        struct Root: View {
          var body: some View {
            \(container) {
              NavigationLink("Navigate") { Text("Pushed").statusBarHidden() }
            }\(outer)
          }
        }
        """)
      return (try #require(result.json?["content"]?["push"]), result)
    }
    let (view, viewResult) = try pushed("NavigationView")
    #expect(view["statusBar"] == .string("hidden"))
    #expect(!viewResult.diagnostics.contains { $0.message.contains("ignored") })
    let (stack, stackResult) = try pushed("NavigationStack")
    #expect(stack["statusBar"] == .string("visible"))
    let note = try #require(stackResult.diagnostics.first { $0.message.contains("ignored") })
    #expect(
      note.severity == .note && note.line == 4 && note.column == 36, "at the pushed view: \(note)")
    let (hidden, _) = try pushed("NavigationStack", ".statusBarHidden(true)")
    #expect(hidden["statusBar"] == .string("hidden"))
    let (shown, root) = try pushed("NavigationStack", ".statusBarHidden(false)")
    #expect(
      shown["statusBar"] == .string("visible") && root.json?["statusBar"] == .string("visible"))
  }

  @Test func seed002aHidesOnPushAnd002bDoesNot() throws {
    let folder = SeedImportTests.folder
    guard let viewBytes = try? SourceFiles.read(folder + "/002a-navigation-view.swift"),
      let stackBytes = try? SourceFiles.read(folder + "/002b-navigation-stack.swift")
    else { return }  // shared/ not beside the repo
    let view = try #require(SwiftUIImporter.run([("002a.swift", viewBytes)]).json)
    let stack = try #require(SwiftUIImporter.run([("002b.swift", stackBytes)]).json)
    #expect(view["statusBar"] == .string("visible") && stack["statusBar"] == .string("visible"))
    #expect(view["content"]?["button"] == .object([("text", .string("Navigate"))]))
    #expect(view["content"]?["push"]?["statusBar"] == .string("hidden"))
    #expect(view["content"]?["push"]?["content"]?["text"] == .string("This works"))
    #expect(stack["content"]?["push"]?["statusBar"] == .string("visible"))
  }

  @Test func aViewThatLinksToItselfStopsAtTheDepthLimit() throws {
    let result = importSource(
      """
      struct Page: View {
        var body: some View { List { NavigationLink("Deeper") { Page() } }.navigationTitle("Page") }
      }
      """, view: "Page")
    var scene = try #require(result.json)
    var depth = 0
    while let next = scene.rows(ofSection: 0).first?["push"] {
      scene = next
      depth += 1
    }
    #expect(depth == NavigationContext.maximumDepth)
    #expect(result.diagnostics.contains { $0.message.contains("nested more than") })
  }
}

extension JSONValue {
  /// The object without its member `key`.
  func removing(_ key: String) -> JSONValue {
    guard case .object(let pairs) = self else { return self }
    return .object(pairs.filter { $0.0 != key })
  }
}

/// `ToolbarItem(placement: .principal)`: the bar's middle (`barItems.principal`).
@Suite struct PrincipalImportTests {
  @Test func seed000sPrincipalTitleIsReadWithItsModifiers() throws {
    guard let bytes = try? SourceFiles.read(SeedImportTests.folder + "/000-feed.swift") else {
      return
    }
    let result = SwiftUIImporter.run([("000-feed.swift", bytes)])
    let principal = try #require(result.json?["barItems"]?["principal"])
    #expect(principal["text"] == .string("Feed"))
    // .font(.body).bold().fontDesign(.rounded), then .opacity(inlineTitleOpacity) at its
    // initial value (@State 0, with a warning).
    #expect(
      principal["font"]
        == .object([
          ("style", .string("body")), ("weight", .string("bold")), ("design", .string("rounded")),
        ]))
    #expect(principal["opacity"] == .number(0))
    #expect(!result.diagnostics.contains { $0.message.contains("placement .principal") })
    #expect(!result.diagnostics.contains { $0.message.contains("fontDesign") })
  }

  @Test func principalBesideOtherItems() throws {
    let scene = try #require(
      importSource(
        """
        struct Root: View {
          var body: some View {
            NavigationStack {
              List { Text("Row") }
                .toolbar {
                  ToolbarItem(placement: .principal) { HStack { Image(systemName: "star"); Text("Title") } }
                  ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                }
            }
          }
        }
        """
      ).json)
    #expect(scene["barItems"]?["trailing"]?[0]?["title"] == .string("Edit"))
    #expect(scene["barItems"]?["principal"]?["hstack"]?.count == 2)
  }
}
