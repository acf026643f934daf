import Testing

@testable import NavGeometry

@Suite("Navigation transitions")
struct NavigationTransitionTests {
  @Test("The push curve is Flutter's linearToEaseOut: fast start, slow settle")
  func curve() {
    #expect(NavigationTransition.curve(0) == 0)
    #expect(NavigationTransition.curve(1) == 1)
    #expect(close(NavigationTransition.curve(0.5), 0.9200718722159129, 1e-6))
    #expect(close(NavigationTransition.curve(0.1), 0.26146885012604615, 1e-6))
    #expect(close(NavigationTransition.curve(0.9), 0.9949066855811546, 1e-6))
    var previous = 0.0
    for step in 1...100 {
      let value = NavigationTransition.curve(Double(step) / 100)
      #expect(value >= previous)
      previous = value
    }
    #expect(NavigationTransition.duration == 0.35)
  }

  @Test(
    "Back button title falls back to Back past 12 characters",
    arguments: [
      ("Settings", "Settings"), ("Twelve chars", "Twelve chars"),
      ("Thirteen char", "Back"), ("General Settings", "Back"), ("", "Back"),
    ])
  func backTitle(previous: String, expected: String) {
    #expect(NavigationTransition.backButtonTitle(previousTitle: previous) == expected)
  }

  @Test(
    "The large title is gone by 60% of the transition",
    arguments: [(-0.1, 1.0), (0, 1), (0.3, 0.5), (0.45, 0.25), (0.6, 0), (1, 0)])
  func largeTitleAlpha(progress: Double, alpha: Double) {
    #expect(close(NavigationTransition.largeTitleAlpha(progress: progress), alpha))
  }

  @Test(
    "Interactive pop: flicks decide by direction, otherwise past half-way",
    arguments: [
      (0.6, 0.0, true), (0.4, 0, false), (0.5, 0, false), (0.51, 0, true),
      (0.2, 600, true), (0.2, 500, true), (0.2, 499, false), (0.9, -600, false),
      (0.9, -499, true),
    ])
  func interactivePop(progress: Double, velocity: Double, completes: Bool) {
    #expect(
      NavigationTransition.shouldCompleteInteractivePop(progress: progress, velocity: velocity)
        == completes)
  }
}
