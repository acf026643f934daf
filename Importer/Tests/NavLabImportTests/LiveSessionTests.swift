import ScreenModel
import Testing

@testable import NavLabImport

/// The live session on small screens written here: taps run buttons' actions, switches write
/// their bindings, a runaway action stops with a warning naming its line.
@Suite struct LiveSessionTests {
  static let source = """
    import SwiftUI

    struct Counter: View {
      @State private var count = 0
      @State private var on = false

      var body: some View {
        NavigationStack {
          ScrollView {
            VStack {
              Button("Add") { count += 1 }
              Toggle("On", isOn: $on)
              Text("Count \\(count)")
              if on {
                Text("Switched on")
              }
              Button("Loop") {
                while true { count += 0 }
              }
            }
          }
          .navigationTitle("Counter")
        }
      }
    }
    """

  func start() throws -> (LiveSession, JSONValue) {
    let session = LiveSession([("Counter.swift", Array(Self.source.utf8))])
    #expect(session.errors.isEmpty)
    let scene = try #require(session.respond(to: .object([("time", .number(0))]))["scene"])
    return (session, scene)
  }

  func action(_ scene: JSONValue, _ match: (JSONValue) -> Bool) -> String? {
    LiveSeedTests.nodes(scene) { $0["action"] != nil && match($0) }.first?["action"]?.text
  }

  func tap(_ session: LiveSession, _ id: String, at time: Double) -> JSONValue {
    session.respond(
      to: .object([
        ("time", .number(time)), ("events", .array([.object([("tap", .string(id))])])),
      ]))
  }

  func texts(_ scene: JSONValue) -> [String] {
    LiveSeedTests.nodes(scene) { $0["text"]?.text != nil }.compactMap { $0["text"]?.text }
  }

  @Test func buttonsAndSwitchesChangeStateAndTheViews() throws {
    var (session, scene) = try start()
    #expect(texts(scene).contains("Count 0"))
    #expect(!texts(scene).contains("Switched on"))
    let add = try #require(action(scene) { $0["button"]?["text"]?.text == "Add" })
    var answer = tap(session, add, at: 0.1)
    answer = tap(session, add, at: 0.2)
    #expect(answer["state"]?["Counter.count"] == .number(2))
    scene = try #require(answer["scene"])
    #expect(texts(scene).contains("Count 2"))
    let toggle = try #require(action(scene) { $0["toggle"] != nil })
    answer = session.respond(
      to: .object([
        ("time", .number(0.3)),
        ("events", .array([.object([("toggle", .string(toggle)), ("isOn", .bool(true))])])),
      ]))
    #expect(answer["state"]?["Counter.on"] == .bool(true))
    scene = try #require(answer["scene"])
    #expect(texts(scene).contains("Switched on"))
    #expect(LiveSeedTests.nodes(scene) { $0["toggle"] != nil }.first?["on"] == .bool(true))
  }

  @Test func aRunawayActionStopsWithItsLineAndTheSceneStays() throws {
    let (session, scene) = try start()
    let loop = try #require(action(scene) { $0["button"]?["text"]?.text == "Loop" })
    let answer = tap(session, loop, at: 0.1)
    let warnings = answer["warnings"]?.items?.compactMap(\.text) ?? []
    // `while true` is on line 18 of the file.
    #expect(
      warnings.contains { $0.hasPrefix("Counter.swift:18:") && $0.contains("steps") }, "\(warnings)"
    )
    #expect(answer["scene"] == nil)
    #expect(answer["state"]?["Counter.count"] == .number(0))
  }

  @Test func theSameRequestsGiveTheSameAnswers() throws {
    func run() throws -> [String] {
      let (session, scene) = try start()
      let add = try #require(action(scene) { $0["button"]?["text"]?.text == "Add" })
      return (1...5).map { tap(session, add, at: Double($0) / 10).jsonText }
    }
    #expect(try run() == run())
  }

  @Test func answersSayWhetherTheCodeReadsGeometry() throws {
    // Buttons and switches only: navlab need not ask while the content scrolls.
    let (session, _) = try start()
    let answer = session.respond(to: .object([("time", .number(0.1))]))
    #expect(answer["geometry"] == .bool(false))
    // Seed 003 reads its offset through a geometry reader and a preference.
    guard let seed = LiveSeedTests.session("003-blog") else { return }
    #expect(seed.respond(to: .object([("time", .number(0))]))["geometry"] == .bool(true))
  }
}
