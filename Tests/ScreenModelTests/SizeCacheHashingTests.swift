import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import ContentLayout
@testable import ScreenModel

/// A card whose only text sits three stacks deep: deeper than the size cache's hash looks.
private func card(_ text: String) -> ContentNode {
  ContentNode.vstack {
    ContentNode.hstack {
      ContentNode.vstack {
        ContentNode.text(text)
      }
    }
  }
}

@Suite("Size cache keys hashed from the top of the node")
struct SizeCacheHashingTests {
  private func key(_ node: ContentNode, width: Double = 200, font: ContentFont = .body)
    -> SizeCache.Key
  {
    SizeCache.Key(
      node: node, proposal: ProposedSize(width: width, height: nil), font: font, stackAxis: nil,
      container: Size(width: 0, height: 0))
  }

  @Test("Nodes that differ only below the hashed levels share a hash but not a key")
  func deepDifferenceSharesBucket() {
    let short = key(card("A"))
    let long = key(card("A much longer line of text"))
    #expect(short.hashValue == long.hashValue)
    #expect(short != long)
  }

  @Test("What the hash does read tells keys apart: the top's values, the proposal, the font")
  func topDifferencesHashApart() {
    let base = key(card("A"))
    #expect(base.hashValue == key(card("A")).hashValue)
    #expect(base.hashValue != key(card("A"), width: 100).hashValue)
    #expect(base.hashValue != key(.text("A")).hashValue)
    #expect(key(.text("A")).hashValue != key(.text("B")).hashValue)
    let bold = key(card("A"), font: .headline)
    #expect(base.hashValue != bold.hashValue)
    #expect(base != bold)
  }

  @Test("A cache holding two deep-different cards answers each with its own size")
  func sharedBucketKeepsSizes() {
    let cache = SizeCache()
    let short = key(card("A"))
    let long = key(card("A much longer line of text"))
    cache.sizes[short] = Size(width: 8, height: 20)
    cache.sizes[long] = Size(width: 180, height: 20)
    #expect(cache.sizes[short] == Size(width: 8, height: 20))
    #expect(cache.sizes[long] == Size(width: 180, height: 20))
    #expect(cache.sizes.count == 2)
  }

  @Test("A stack of cards that differ only deep lays each out at its own text's width")
  func layoutOfDeepDifferentCards() {
    // Each card is as wide as its text: the same as laying each out alone.
    let texts = ["A", "A somewhat longer line", "Mid length"]
    let stack = ContentNode.vstack {
      for text in texts { card(text) }
    }
    let together = laidOut(stack, width: 393, height: 852)
    let alone = texts.map { laidOut(card($0), width: 393, height: 852).size.width }
    let widths = together.elements.map(\.frame.width)
    #expect(widths == alone)
    #expect(Set(widths).count == 3)
  }

  @Test("Sources are not hashed (they never change a size) but still tell keys apart")
  func sourcesEqualityOnly() {
    let here = key(ContentNode.text("A").modifier(.source("#bar.hstack[0]")))
    let there = key(ContentNode.text("A").modifier(.source("#bar.hstack[1]")))
    #expect(here.hashValue == there.hashValue)
    #expect(here != there)
    #expect(here == key(ContentNode.text("A").modifier(.source("#bar.hstack[0]"))))
  }
}
