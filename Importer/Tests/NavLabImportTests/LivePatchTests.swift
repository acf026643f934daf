import NavGeometry
import ScreenModel
import Testing

@testable import NavLabImport

/// Live answers as patches (issue 38): each custom view instance is a named subtree; a change
/// inside one sends that subtree with its transaction, a change outside any sends the screen.
@Suite struct LivePatchTests {
  @Test func patchesNameWhatChangedAndOnlyThat() throws {
    func screen(_ title: String, _ count: Int, rows: Int = 1) -> ScreenSpec {
      var spec = ScreenSpec(id: "s", title: title)
      spec.content = .vstack {
        ContentNode.text("Header").modifier(.node("view-n1"))
        ContentNode.text("Count \(count)").padding(8).modifier(.node("view-n2"))
      }
      spec.rows = Array(repeating: RowContent("row"), count: rows)
      return spec
    }
    let old = screen("T", 1)
    #expect(PatchBuilder.patches(from: old, to: old) == [])
    let patches = try #require(PatchBuilder.patches(from: old, to: screen("T", 2)))
    #expect(patches.map(\.node) == ["view-n2"])
    #expect(patches.first?.content == ContentNode.text("Count 2").padding(8))
    // Outside the named subtrees: the title, the rows.
    #expect(PatchBuilder.patches(from: old, to: screen("U", 2)) == nil)
    #expect(PatchBuilder.patches(from: old, to: screen("T", 1, rows: 2)) == nil)
  }

  static let counter = """
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Text("Count \\(count)")
          Button("Add") { withAnimation(.linear) { count += 1 } }
        }
      }
    }
    struct Screen: View {
      var body: some View {
        ScrollView {
          Text("Title")
          Counter()
        }
      }
    }
    """

  @Test func aTapInAViewInstanceIsAPatchWithItsTransaction() throws {
    let session = LiveSession(
      [("Screen.swift", Array(Self.counter.utf8))], view: "Screen", sendsPatches: true)
    let first = session.respond(to: LiveRequest(time: 0))
    let scene = try #require(first.scene)
    // The instance's subtree is named in the scene navlab is sent.
    let content = try #require(scene.content)
    var names: [String] = []
    PatchBuilder.outermostNames(in: content, into: &names)
    #expect(names.count == 1)
    let name = try #require(names.first)
    let counter = try #require(content.named(name))
    func action(_ node: ContentNode) -> String? {
      switch node {
      case .modified(_, .action(let id)): return id
      case .modified(let base, _): return action(base)
      case .stack(let stack): return stack.children.lazy.compactMap(action).first
      default: return nil
      }
    }
    let add = try #require(action(counter))
    let answer = session.respond(to: LiveRequest(time: 1, events: [.tap(add)]))
    #expect(answer.scene == nil)
    #expect(answer.patches.map(\.node) == [name])
    #expect(answer.transaction == LiveTransaction(.linear()))
    #expect(!answer.animating)
    // Nothing new: nothing sent.
    let quiet = session.respond(to: LiveRequest(time: 2))
    #expect(quiet.scene == nil && quiet.patches.isEmpty)
  }
}
