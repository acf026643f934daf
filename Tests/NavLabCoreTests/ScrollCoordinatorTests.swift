import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Issue 37's coordinator: after the slop, the innermost scroll view that moves along the
/// drag's main axis takes the whole gesture; nothing else moves in it.
@Suite("The scroll coordinator")
struct ScrollCoordinatorTests {
  typealias Candidate = ScrollCoordinator.Candidate
  /// A shelf (horizontal) inside the screen's own scroll view (vertical).
  let shelfOnPage = [
    Candidate(id: 1, horizontal: true, vertical: false),
    Candidate(id: 0, horizontal: false, vertical: true),
  ]

  @Test("Nothing is decided within the 10 pt slop")
  func slop() {
    var coordinator = ScrollCoordinator()
    coordinator.begin(shelfOnPage, x: 200, y: 400, time: 0)
    #expect(coordinator.move(x: 193, y: 407, time: 0.01) == .undecided)  // 9.9 pt
    #expect(coordinator.move(x: 190, y: 400, time: 0.02) == .undecided)  // 10 pt exactly
    #expect(coordinator.move(x: 189.9, y: 400, time: 0.03) == .owner(1, .horizontal))
    // Every sample from the down on is kept for the owner.
    #expect(coordinator.samples.map(\.x) == [200, 193, 190, 189.9])
  }

  @Test("A sideways drag on a shelf takes the shelf; a vertical one the page")
  func directions() {
    var coordinator = ScrollCoordinator()
    coordinator.begin(shelfOnPage, x: 200, y: 400, time: 0)
    #expect(coordinator.move(x: 170, y: 410, time: 0.016) == .owner(1, .horizontal))
    coordinator.begin(shelfOnPage, x: 200, y: 400, time: 1)
    #expect(coordinator.move(x: 205, y: 370, time: 1.016) == .owner(0, .vertical))
  }

  @Test("The decision holds for the rest of the gesture, whatever the finger does next")
  func sticks() {
    var coordinator = ScrollCoordinator()
    coordinator.begin(shelfOnPage, x: 200, y: 400, time: 0)
    #expect(coordinator.move(x: 180, y: 400, time: 0.016) == .owner(1, .horizontal))
    #expect(coordinator.move(x: 180, y: 100, time: 0.032) == .owner(1, .horizontal))
    #expect(coordinator.samples.count == 2)
  }

  @Test("A drag no scroll view follows moves nothing; a two-axis view follows diagonals")
  func diagonalsAndNobody() {
    let page = [Candidate(id: 0, horizontal: false, vertical: true)]
    #expect(ScrollCoordinator.decide(page, dx: 30, dy: 5) == .owner(nil, .horizontal))
    let map = [Candidate(id: 2, horizontal: true, vertical: true)] + shelfOnPage
    // 45°: diagonal, both axes; 20° off horizontal: locked to it; 70°: locked vertical.
    #expect(ScrollCoordinator.decide(map, dx: 20, dy: 20.5) == .owner(2, .both))
    #expect(ScrollCoordinator.decide(map, dx: 20, dy: 7.28) == .owner(2, .horizontal))
    #expect(ScrollCoordinator.decide(map, dx: 7.28, dy: 20) == .owner(2, .vertical))
    // The lock's edge: tan 30° × 20 = 11.547.
    #expect(ScrollCoordinator.decide(map, dx: 20, dy: 11.54) == .owner(2, .horizontal))
    #expect(ScrollCoordinator.decide(map, dx: 20, dy: 11.56) == .owner(2, .both))
    // A diagonal over one-axis views goes to the main axis's.
    #expect(ScrollCoordinator.decide(shelfOnPage, dx: -20, dy: 19) == .owner(1, .horizontal))
  }

  @Test("Property: the owner moves along the drag's main axis and is the innermost that does")
  func property() {
    var random = SplitMix(seed: 37)
    for _ in 0..<5000 {
      let depth = Int(random.next() % 4) + 1
      var chain: [Candidate] = []
      for id in 0..<depth {
        let kind = random.next() % 3
        chain.append(Candidate(id: id, horizontal: kind != 1, vertical: kind != 0))
      }
      var coordinator = ScrollCoordinator()
      coordinator.begin(chain, x: 0, y: 0, time: 0)
      var x = 0.0
      var y = 0.0
      var decision = ScrollCoordinator.Decision.undecided
      var step = 0
      while decision == .undecided {
        step += 1
        x += Double(Int(random.next() % 13)) - 6
        y += Double(Int(random.next() % 13)) - 6
        decision = coordinator.move(x: x, y: y, time: Double(step) * 0.008)
        if step > 1000 { break }
      }
      guard case .owner(let owner, let axes) = decision else { continue }
      let horizontal = abs(x) > abs(y)
      let first = chain.firstIndex { horizontal ? $0.horizontal : $0.vertical }
      #expect(owner == first.map { chain[$0].id })
      // Never the axis the drag did not start along, unless the owner scrolls both ways and
      // the drag was diagonal.
      if axes == .both {
        #expect(owner.map { chain[$0].horizontal && chain[$0].vertical } == true)
        #expect(min(abs(x), abs(y)) > ScrollCoordinator.lockTangent * max(abs(x), abs(y)))
      } else {
        #expect(axes == (horizontal ? .horizontal : .vertical))
      }
    }
  }
}

/// SplitMix64, seeded (deterministic property tests).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
