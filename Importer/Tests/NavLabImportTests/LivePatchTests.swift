import NavGeometry
import ScreenModel
import Testing

@testable import NavLabImport

/// Live answers as patches (issue 38): each custom view instance is a named subtree; a change
/// inside one sends that subtree with its transaction, a change outside any sends the screen.
@Suite struct LivePatchTests {
  /// The first action id in `node` (a Button's), looking through modifiers, stacks and scroll
  /// views.
  static func firstAction(_ node: ContentNode) -> String? {
    switch node {
    case .modified(_, .action(let id)): return id
    case .modified(let base, _): return firstAction(base)
    case .stack(let stack): return stack.children.lazy.compactMap(firstAction).first
    case .scroll(let scroll): return firstAction(scroll.content)
    default: return nil
    }
  }

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
    let add = try #require(Self.firstAction(counter))
    let answer = session.respond(to: LiveRequest(time: 1, events: [.tap(add)]))
    #expect(answer.scene == nil)
    #expect(answer.patches.map(\.node) == [name])
    #expect(answer.transaction == LiveTransaction(.linear()))
    #expect(!answer.animating)
    // Nothing new: nothing sent.
    let quiet = session.respond(to: LiveRequest(time: 2))
    #expect(quiet.scene == nil && quiet.patches.isEmpty)
  }

  static let animatedBar = """
    struct Bar: View {
      @State var tall = false
      var body: some View {
        VStack {
          Text("Bar")
          Color.blue.frame(height: tall ? 200 : 100).animation(.linear)
          Button("Grow") { tall.toggle() }
        }
      }
    }
    struct Screen: View {
      var body: some View {
        ScrollView {
          Text("Title")
          Bar()
        }
      }
    }
    """

  @Test func aChangeOnlyInsideAnAnimationIsThatSubtreesPatchWithItsCurve() throws {
    let session = LiveSession(
      [("Screen.swift", Array(Self.animatedBar.utf8))], view: "Screen", sendsPatches: true)
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let grow = try #require(scene.content.flatMap(Self.firstAction))
    let answer = session.respond(to: LiveRequest(time: 1, events: [.tap(grow)]))
    #expect(answer.scene == nil)
    // Not the whole Bar instance: the animated colour alone, with `.animation(.linear)`'s curve
    // (the tap itself has no withAnimation).
    let patch = try #require(answer.patches.first)
    #expect(answer.patches.count == 1)
    #expect(patch.node.hasPrefix("animation-"))
    #expect(patch.content == ContentNode.color(.semantic(.blue)).frame(height: 200))
    #expect(patch.transaction == LiveTransaction(.linear()))
    #expect(answer.transaction == nil)
  }

  static let sections = """
    struct Section: View {
      let title: String
      var body: some View {
        VStack {
          Text(title)
          Text("Always the same")
        }
      }
    }
    struct Counter: View {
      @Binding var count: Int
      var body: some View { Text("Count \\(count)") }
    }
    struct Screen: View {
      @State var count = 0
      var body: some View {
        ScrollView {
          Counter(count: $count)
          Section(title: "Fixed")
          Section(title: "Count is \\(count)")
          Button("Add") { count += 1 }
        }
      }
    }
    """

  @Test func anInstanceThatReadsNoStateIsReusedWhileItsArgumentsAreTheSame() throws {
    let session = LiveSession(
      [("Screen.swift", Array(Self.sections.utf8))], view: "Screen", sendsPatches: true)
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let everything = session.viewsReadLast
    let add = try #require(scene.content.flatMap(Self.firstAction))
    for count in 1...2 {
      let answer = session.respond(to: LiveRequest(time: Double(count), events: [.tap(add)]))
      #expect(answer.scene == nil)
      // The counter (it reads the binding) and the section whose argument changed; not the
      // fixed section, which was not read again: its three views.
      let contents = answer.patches.map(\.content)
      #expect(answer.patches.count == 2)
      #expect(contents.contains(ContentNode.text("Count \(count)")))
      #expect(
        contents.contains(
          ContentNode.vstack {
            ContentNode.text("Count is \(count)")
            ContentNode.text("Always the same")
          }))
      #expect(session.viewsReadLast == everything - 3)
    }
  }

  /// A title and a toolbar given by a view inside the content (a preference, issue 39).
  static let innerTitle = """
    import SwiftUI
    struct Screen: View {
      @State private var count = 0
      var body: some View {
        NavigationStack {
          ScrollView {
            Button("Add") { count += 1 }
            Inner()
            Text("Count \\(count)")
          }
        }
      }
    }
    struct Inner: View {
      var body: some View {
        Text("Inside").navigationTitle("Inner title").toolbar { Button("Edit") {} }
      }
    }
    """

  @Test func aViewThatGivesTheScreenItsTitleIsReadAgainAndTheTitleStays() throws {
    let session = LiveSession(
      [("Screen.swift", Array(Self.innerTitle.utf8))], view: "Screen", sendsPatches: true)
    let scene = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    #expect(scene.title == "Inner title")
    let add = try #require(scene.content.flatMap(Self.firstAction))
    for count in 1...2 {
      let answer = session.respond(to: LiveRequest(time: Double(count), events: [.tap(add)]))
      // The counter is the screen's own view, so the scene comes again: with the title the
      // inner view gives, though that view's content is the same as before.
      let again = try #require(answer.scene)
      #expect(again.title == "Inner title")
      #expect(again.trailingItems.map(\.title) == scene.trailingItems.map(\.title))
      #expect(!scene.trailingItems.isEmpty)
    }
  }

  @Test func sameOutsideComparesAllButWhatTheNamesCover() {
    func tree(_ a: String, _ b: String, _ c: String, name: String = "x", spacing: Double = 4)
      -> ContentNode
    {
      ContentNode.hstack(spacing: spacing) {
        ContentNode.text(a).node(name)
        ContentNode.text(b)
      }
      .background(ContentNode.text(c).node("y"))
    }
    let names = ["x", "y"]
    let base = tree("A", "B", "C")
    #expect(PatchBuilder.sameOutside(base, tree("A2", "B", "C2"), names))
    #expect(!PatchBuilder.sameOutside(base, tree("A", "B2", "C"), names))
    #expect(!PatchBuilder.sameOutside(base, tree("A", "B", "C", name: "z"), names))
    #expect(!PatchBuilder.sameOutside(base, tree("A", "B", "C", spacing: 8), names))
    // Names not given are compared like the rest.
    #expect(!PatchBuilder.sameOutside(base, tree("A2", "B", "C"), ["y"]))
  }
}
