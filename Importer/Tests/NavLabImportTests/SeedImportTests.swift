import ScreenModel
import Testing

@testable import NavLabImport

/// The seed articles' SwiftUI code (../shared/seeds/swiftui) imports without a crash: its
/// structure laid out, runtime state shown with its initial value (the live run's first frame).
@Suite struct SeedImportTests {
  static let folder = repositoryRoot + "/../shared/seeds/swiftui"

  @Test(arguments: [
    "000-feed", "002a-navigation-view", "002b-navigation-stack", "002c-state",
    "002d-hide-until-scrolled", "003-blog", "004-album",
  ])
  func seedImports(_ name: String) throws {
    let path = Self.folder + "/\(name).swift"
    guard let bytes = try? SourceFiles.read(path) else { return }  // shared/ not beside the repo
    let result = SwiftUIImporter.run([(path, bytes)])
    #expect(!result.hasErrors, "\(result.diagnostics)")
    #expect(result.json?["title"] != nil)
  }

  @Test func seed000IsAPlainListWithAnInlineTitle() throws {
    guard let bytes = try? SourceFiles.read(Self.folder + "/000-feed.swift") else { return }
    let scene = try #require(SwiftUIImporter.run([("000-feed.swift", bytes)]).json)
    #expect(scene["list"]?["style"] == .string("plain"))
    #expect(scene["largeTitle"] == .string("never"))
    // The title card's VStack is the first section's row content; three cells follow.
    #expect(scene.rows(ofSection: 0)[0]["content"]?["vstack"]?.count == 3)
    #expect(scene.rows(ofSection: 1).map { $0["label"]?.text } == ["Cell 1", "Cell 2", "Cell 3"])
  }

  @Test func seed002cShowsTheInitialState() throws {
    guard let bytes = try? SourceFiles.read(Self.folder + "/002c-state.swift") else { return }
    let result = SwiftUIImporter.run([("002c-state.swift", bytes)])
    #expect(result.json?["statusBar"] == .string("visible"))
    #expect(!result.diagnostics.contains { $0.message.contains("@State isStatusBarHidden") })
  }
}

/// One evaluation (issue 38): every shipped example and seed imports (`--emit-scene`) to the
/// screen its live run's first answer shows, and its scene file reads back in the model.
@Suite struct StaticIsTheFirstLiveAnswerTests {
  static let files: [String] =
    [
      "000-feed", "002a-navigation-view", "002b-navigation-stack", "002c-state",
      "002d-hide-until-scrolled", "003-blog", "004-album",
    ].map {
      SeedImportTests.folder + "/\($0).swift"
    }
    + ["Settings", "Inbox", "Photos", "Order", "Carousels"].map {
      repositoryRoot + "/Examples/SwiftUI/\($0).swift"
    }

  @Test(arguments: files)
  func sameScreenBothWays(_ path: String) throws {
    guard let bytes = try? SourceFiles.read(path) else { return }  // shared/ not beside the repo
    let name = String(path.split(separator: "/").last!)
    let imported = SwiftUIImporter.run([(name, bytes)])
    let scene = try #require(imported.scene, "\(imported.diagnostics)")
    let live = LiveSession([(name, bytes)]).respond(to: LiveRequest(time: 0))
    #expect(live.scene == scene)
    let text = SceneEncoder.encode(scene)
    #expect((try? SceneDecoder.decodeAsWritten(Array(text.utf8), file: name, id: "x")) != nil)
    // No grey boxes where the code computes what to draw (Photos' colours).
    #expect(!text.contains("\"placeholder\": \"color\""))
  }
}
