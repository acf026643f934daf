import ScrollPhysics
import Testing

@Suite("RubberBand: docs/references.md 'Rubber banding'")
struct RubberBandTests {
  @Test(
    "docs/references.md examples for d = 960, c = 0.55",
    arguments: [(5.0, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65)])
  func examples(x: Double, expected: Double) {
    #expect(isClose(RubberBand.offset(forOverscroll: x, dimension: 960), expected, within: 0.01))
    #expect(
      isClose(
        RubberBand.offset(forOverscroll: x, dimension: 960, constant: 0.55), expected,
        within: 0.01))
    // Sign-preserving.
    #expect(isClose(RubberBand.offset(forOverscroll: -x, dimension: 960), -expected, within: 0.01))
  }

  @Test("the band is monotonic, sub-linear and bounded by d")
  func shape() {
    var previous = 0.0
    for x in stride(from: 1.0, through: 100_000, by: 97) {
      let b = RubberBand.offset(forOverscroll: x, dimension: 800)
      #expect(b > previous)
      #expect(b < x * 0.55 + 1e-9)
      #expect(b < 800)
      previous = b
    }
    #expect(RubberBand.offset(forOverscroll: 0, dimension: 800) == 0)
    #expect(RubberBand.offset(forOverscroll: .infinity, dimension: 800) == 800)
    #expect(RubberBand.offset(forOverscroll: -.infinity, dimension: 800) == -800)
    #expect(RubberBand.offset(forOverscroll: .nan, dimension: 800) == 0)
    #expect(RubberBand.offset(forOverscroll: 10, dimension: 0) == 0)
  }

  @Test("overscroll(forOffset:) is the exact inverse")
  func inverseRoundTrips() {
    for x in [-5000.0, -960, -100, -10, -1e-6, 0, 1e-9, 0.3, 5, 10, 100, 400, 960, 5000] {
      for c in [0.55, 0.3, 1] {
        let b = RubberBand.offset(forOverscroll: x, dimension: 960, constant: c)
        let back = RubberBand.overscroll(forOffset: b, dimension: 960, constant: c)
        #expect(isClose(back, x, within: 1e-9 * max(1, abs(x))))
      }
    }
    for b in [-300.0, -2.74, 0, 52.02, 340.65, 900] {
      let x = RubberBand.overscroll(forOffset: b, dimension: 960)
      #expect(isClose(RubberBand.offset(forOverscroll: x, dimension: 960), b, within: 1e-9))
    }
    #expect(isClose(RubberBand.overscroll(forOffset: 340.65, dimension: 960), 960, within: 0.1))
    // The band never reaches d: the inverse there is infinite.
    #expect(RubberBand.overscroll(forOffset: 960, dimension: 960) == .infinity)
    #expect(RubberBand.overscroll(forOffset: -1000, dimension: 960) == -.infinity)
  }

  @Test("slope is the derivative of the band: c at the edge, falling off")
  func slope() {
    #expect(isClose(RubberBand.slope(atOverscroll: 0, dimension: 960), 0.55, within: 1e-12))
    for x in [-300.0, 1, 50, 400, 2000] {
      let h = 1e-4
      let numeric =
        (RubberBand.offset(forOverscroll: x + h, dimension: 960)
          - RubberBand.offset(forOverscroll: x - h, dimension: 960)) / (2 * h)
      #expect(isClose(RubberBand.slope(atOverscroll: x, dimension: 960), numeric, within: 1e-6))
    }
  }
}
