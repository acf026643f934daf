import Testing

@testable import NavGeometry

@Suite("Collapsing top bar (seed 003)")
struct CollapsingTopBarTests {
  static let seedCases: [(Double, Double, Double)] = [
    (-20.0, 350.0, 60.0), (0, 350, 60), (1, 345, 60), (10, 300, 60), (40, 150, 60),
    (40.5, 127, 0), (41, 127, 0), (200, 127, 0),
  ]

  @Test(
    "Seed style reproduces heightAndRadiusForBackground",
    arguments: Self.seedCases)
  func seed(scrolled: Double, height: Double, radius: Double) {
    let target = CollapsingTopBarLayout.target(scrolled: scrolled, style: .seed)
    #expect(target.height == height)
    #expect(target.cornerRadius == radius)
  }

  static let continuousCases: [(Double, Double, Double)] = [
    (-20.0, 350.0, 60.0), (0, 350, 60), (10, 300, 60.0 * 173 / 223),
    (40, 150, 60.0 * 23 / 223), (44.6, 127, 0), (100, 127, 0),
  ]

  @Test(
    "Continuous style: clamped height, radius proportional",
    arguments: Self.continuousCases)
  func continuous(scrolled: Double, height: Double, radius: Double) {
    let target = CollapsingTopBarLayout.target(scrolled: scrolled, style: .continuous)
    #expect(close(target.height, height))
    #expect(close(target.cornerRadius, radius))
  }

  @Test("Constants and the instance frame")
  func instance() {
    typealias Bar = CollapsingTopBarLayout
    #expect(Bar.maxHeight == 350 && Bar.minHeight == 127 && Bar.factor == 5)
    #expect(Bar.radius == 60 && Bar.threshold == 40 && Bar.animationDuration == 0.35)
    let bar = Bar(scrolled: 10, style: .seed, width: 390)
    #expect(bar.frame == Rect(x: 0, y: 0, width: 390, height: 300))
    #expect(bar.cornerRadius == 60)
    #expect(Bar.target(scrolled: .nan, style: .seed).height == 350)
    #expect(Bar.Style(rawValue: "continuous") == .continuous)
  }

  @Test("Animated like the seed's .animation(.linear): half-way after 0.175 s")
  func animated() {
    var height = AnimatedValue(value: 350)
    let target = CollapsingTopBarLayout.target(scrolled: 40, style: .seed).height
    height.setTarget(target, duration: CollapsingTopBarLayout.animationDuration, time: 2)
    height.update(time: 2.175)
    #expect(close(height.value, 250))
  }
}
