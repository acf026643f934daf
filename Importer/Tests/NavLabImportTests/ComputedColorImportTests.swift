import DisplayList
import ScreenModel
import Testing

@testable import NavLabImport

/// Colours the code computes: SwiftUI's `Color` statics written where a `Color` is expected
/// (`let pages: [Color] = [.indigo, …]`, a computed `Color`, a function's result) are the
/// model's colours, named by its one table (ColorReader over SceneFormat); colours the files
/// declare (`extension Color { static let brand }`, a view's `static let`) are their values;
/// what the code runs to (`pages[index]`) reaches `.fill`, `.foregroundStyle` and
/// `.background`, in the static import and after a live change.
@Suite struct ComputedColorImportTests {
  static let source = """
    import SwiftUI

    extension Color {
      static let brand = Color(red: 1, green: 0.5, blue: 0)
    }

    struct Palette: View {
      let pages: [Color] = [.indigo, .teal, .mint, .brown]
      static let faded: [Color] = [.red.opacity(0.5), Color.blue]
      @State private var index = 0
      static let brands: [Color] = [.brand]
      static let accent: Color = .pink
      var tint: Color { index == 0 ? .orange : .purple }

      func shade(_ dark: Bool) -> Color { dark ? .black : .white }

      var body: some View {
        NavigationStack {
          ScrollView {
            VStack {
              ForEach(0..<4) { page in
                RoundedRectangle(cornerRadius: 8).fill(pages[page])
              }
              Text("Tinted").foregroundStyle(tint)
              Text("Behind").background(Self.faded[0])
              Text("Blue").foregroundStyle(Self.faded[1])
              Text("Shade").foregroundStyle(shade(true))
              Text("Brand").foregroundStyle(Color.brand)
              Capsule().fill(Self.brands[0])
              Rectangle().fill(Palette.accent)
              Text("Accent").foregroundStyle(Self.accent.opacity(0.5))
              Circle().fill(pages[index])
              Button("Next") { index += 1 }
            }
          }
        }
      }
    }
    """

  /// The nodes of the scene's content.
  static func nodes(_ scene: ScreenSpec?) -> [ContentNode] {
    scene?.content?.flattened ?? []
  }

  /// The colour of every shape filled with one, in drawing order.
  static func fills(_ nodes: [ContentNode]) -> [ColorValue] {
    nodes.compactMap {
      if case .shape(let shape) = $0, case .color(let color)? = shape.fill { return color }
      return nil
    }
  }

  /// The modifiers on the text `text`.
  static func modifiers(of text: String, in nodes: [ContentNode]) -> [Modifier] {
    for node in nodes {
      var modifiers: [Modifier] = []
      var current = node
      while case .modified(let base, let modifier) = current {
        modifiers.append(modifier)
        current = base
      }
      if case .text(let content) = current, content.string == text, !modifiers.isEmpty {
        return modifiers
      }
    }
    return []
  }

  static func foreground(_ text: String, in nodes: [ContentNode]) -> ColorValue? {
    for case .foregroundColor(let color) in modifiers(of: text, in: nodes) { return color }
    return nil
  }

  @Test func colourStaticsAndComputedColoursReachFillsForegroundsAndBackgrounds() throws {
    let result = importSource(Self.source)
    #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
    let nodes = Self.nodes(result.scene)
    // `.mint` is the model's teal (ColorReader's spelling); `.brown` SwiftUI's light brown.
    #expect(
      Self.fills(nodes) == [
        .semantic(.indigo), .semantic(.teal), .semantic(.teal), .fixed(Color(hex: 0xA2845E)),
        .fixed(Color(hex: 0xFF8000)), .semantic(.pink), .semantic(.indigo),
      ])
    // A type's own `accent` is what the code gives it, not the tint of that name.
    #expect(Self.foreground("Accent", in: nodes) == .opacity(.semantic(.pink), 0.5))
    // A colour the files declare, by its type's name and where a `Color` is expected.
    #expect(Self.foreground("Brand", in: nodes) == .fixed(Color(hex: 0xFF8000)))
    #expect(Self.foreground("Tinted", in: nodes) == .semantic(.orange))
    #expect(Self.foreground("Blue", in: nodes) == .semantic(.blue))
    #expect(Self.foreground("Shade", in: nodes) == .semantic(.black))
    let behind = Self.modifiers(of: "Behind", in: nodes).compactMap { modifier -> ContentNode? in
      if case .background(let layer, _) = modifier { return layer }
      return nil
    }
    #expect(behind == [.color(.opacity(.semantic(.red), 0.5))])
  }

  /// A modifier chain on a call is read link by link from its root (issue 38): a colour with a
  /// modifier NavLab does not interpret is the colour, with one warning naming the modifier; a
  /// shape's chain is no colour, so the layer is read as the view; `.opacity` on a colour's
  /// chain applies at its place in the chain.
  @Test func modifierChainsOnCallsAreColoursOnlyWhenTheirRootIs() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Layers: View {
        var body: some View {
          NavigationStack {
            ScrollView {
              VStack {
                Text("Blurred").background(Color(red: 0, green: 0, blue: 1).blur(radius: 2))
                Text("Faded").background(Color.gray.opacity(0.5).opacity(0.5))
                Text("Shape").background(
                  RoundedRectangle(cornerRadius: 8).fill(Color.red).frame(height: 10).padding(2))
              }
            }
          }
        }
      }
      """)
    let nodes = Self.nodes(result.scene)
    func layers(_ text: String) -> [ContentNode] {
      Self.modifiers(of: text, in: nodes).compactMap {
        if case .background(let layer, _) = $0 { return layer }
        return nil
      }
    }
    #expect(layers("Blurred") == [.color(.fixed(Color(hex: 0x0000FF)))])
    #expect(
      result.diagnostics.map(\.message).filter { $0.contains("on a colour is not interpreted") }
        == ["blur(…) on a colour is not interpreted; drawn as the colour"])
    #expect(layers("Faded") == [.color(.opacity(.semantic(.gray), 0.25))])
    // The shape's layer is a view: its rounded rectangle, filled red, in its frame.
    let shape = try #require(layers("Shape").first)
    #expect(
      shape.flattened.contains { node in
        if case .shape(let content) = node, case .color(.semantic(.red))? = content.fill {
          return true
        }
        return false
      })
  }

  @Test func aLiveChangeRecolours() throws {
    let session = LiveSession([("Palette.swift", Array(Self.source.utf8))])
    #expect(session.errors.isEmpty)
    let first = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    let next = try #require(Self.action(of: "Next", in: Self.nodes(first)))
    let answer = session.respond(to: LiveRequest(time: 0.1, events: [.tap(next)]))
    let scene = try #require(answer.scene)
    let nodes = Self.nodes(scene)
    // The circle shows `pages[1]` and the computed tint the other branch.
    #expect(Self.fills(nodes).last == .semantic(.teal))
    #expect(Self.foreground("Tinted", in: nodes) == .semantic(.purple))
  }

  @Test func aNameThatIsNoColourIsAWarningNamingItAndItsLine() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Bad: View {
        let colors: [Color] = [.red, .notAColour]
        var body: some View { NavigationStack { ScrollView { Text("x").foregroundStyle(colors[0]) } } }
      }
      """)
    #expect(!result.hasErrors)
    // The interpreter's warning, file:line:col at `.notAColour`; the property degrades to a
    // sample of its type (issue 39), so reading it may give one more line.
    #expect(
      result.runtimeWarnings.first
        == "Screen.swift:3:32: warning: Bad.colors: Color has no static member notAColour; NavLab uses a sample [Color] instead",
      "\(result.runtimeWarnings)")
    #expect(result.runtimeWarnings.count <= 2, "\(result.runtimeWarnings)")
  }

  /// The action of the button labelled `label`.
  static func action(of label: String, in nodes: [ContentNode]) -> String? {
    for node in nodes {
      guard case .modified(let base, .action(let name)) = node else { continue }
      if base.flattened.contains(where: {
        if case .text(let text) = $0 { return text.string == label }
        return false
      }) {
        return name
      }
    }
    return nil
  }
}

extension ContentNode {
  /// This node and every node inside it, backgrounds and overlays too, depth first.
  var flattened: [ContentNode] {
    var found = [self]
    if case .modified(_, .background(let layer, _)) = self { found += layer.flattened }
    if case .modified(_, .overlay(let layer, _)) = self { found += layer.flattened }
    var copy = self
    copy.updateChildren { found += $0.flattened }
    return found
  }
}
