import NavGeometry
import ScreenModel
import Testing

@testable import NavLabImport

#if canImport(Glibc)
  import Glibc
#endif

/// SwiftUI's animation curves (NavGeometry's) and the scene animator that applies them to a
/// screen's numbers; the live wire's requests.
@Suite struct LiveAnimationTests {
  @Test func timingCurvesEndWhereTheyShould() {
    for curve in [AnimationCurve.linear(), .easeIn(), .easeOut(), .easeInOut()] {
      #expect(curve.duration == 0.35)  // SwiftUI's presets last 0.35 s.
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 0.35) == 1)
      var last = 0.0
      for step in 1...35 {
        let value = curve.progress(at: Double(step) * 0.01)
        #expect(value >= last - 1e-12)
        last = value
      }
    }
    #expect(abs(AnimationCurve.linear(1).progress(at: 0.25) - 0.25) < 1e-9)
    // Ease-in-out is point-symmetric about its middle; ease-in starts slower than linear.
    let easeInOut = AnimationCurve.easeInOut(1)
    for t in [0.1, 0.2, 0.3, 0.45] {
      #expect(abs(easeInOut.progress(at: t) + easeInOut.progress(at: 1 - t) - 1) < 1e-6)
      #expect(AnimationCurve.easeIn(1).progress(at: t) < t)
      #expect(AnimationCurve.easeOut(1).progress(at: t) > t)
    }
    // CSS's cubic-bezier(0.42, 0, 1, 1) at x = 0.5 is y = 0.3154 (s = 0.37425 solves x(s) = 0.5);
    // cubic-bezier(0.42, 0, 0.58, 1) at x = 0.25 is y = 0.1292 (s = 0.22507).
    #expect(abs(AnimationCurve.easeIn(1).progress(at: 0.5) - 0.315_357) < 1e-5)
    #expect(abs(AnimationCurve.easeInOut(1).progress(at: 0.25) - 0.129_162) < 1e-5)
  }

  @Test func springsFollowTheDampedOscillator() {
    // Critically damped: x(t) = 1 − (1 + ωt)e^(−ωt), ω = 2π / response.
    let critical = AnimationCurve.spring(response: 0.5, damping: 1)
    let omega = 2 * Double.pi / 0.5
    for t in [0.05, 0.1, 0.2, 0.3] {
      #expect(abs(critical.progress(at: t) - (1 - (1 + omega * t) * exp(-omega * t))) < 1e-12)
      #expect(critical.progress(at: t) <= 1)
    }
    // Under-damped overshoots; the peak is at t = π / ω_d with 1 + e^(−ζωπ/ω_d).
    let bouncy = AnimationCurve.spring(response: 0.5, damping: 0.5)
    let omegaD = omega * (1 - 0.25).squareRoot()
    let peak = Double.pi / omegaD
    #expect(abs(bouncy.progress(at: peak) - (1 + exp(-0.5 * omega * peak))) < 1e-9)
    #expect(bouncy.isSettled(at: 4))
    #expect(!bouncy.isSettled(at: 0.3))
    #expect(AnimationCurve.default == .spring(response: 0.5, damping: 1))
  }

  @Test func animatorMovesChangedNumbersAlongTheCurve() {
    var animator = SceneAnimator()
    func scene(_ height: Double, _ radius: Double, marker: Bool) -> ScreenSpec {
      var spec = ScreenSpec(id: "t", title: "")
      var content = ContentNode.shape(.roundedRectangle(radius: radius)).frame(height: height)
      if marker { content = content.modifier(.node("a")) }
      spec.content = content
      return spec
    }
    func frame(_ spec: ScreenSpec?) -> (height: Double, radius: Double, named: Bool)? {
      guard var node = spec?.content else { return nil }
      var named = false
      var height = -1.0
      while case .modified(let base, let modifier) = node {
        if case .node = modifier { named = true }
        if case .frame(_, let value?, _) = modifier { height = value }
        node = base
      }
      guard case .shape(let shape) = node, case .roundedRectangle(let radius, _) = shape.kind
      else { return nil }
      return (height, radius, named)
    }
    let linear: [String: AnimationCurve] = ["a": .linear()]
    animator.retarget(scene(350, 60, marker: true), animations: linear, at: 0, transaction: nil)
    #expect(frame(animator.shown(at: 0))?.height == 350)
    // The animation's name never leaves the importer.
    #expect(frame(animator.shown(at: 0))?.named == false)
    animator.retarget(scene(127, 0, marker: true), animations: linear, at: 1, transaction: nil)
    // Linear over 0.35 s: halfway at 0.175 s.
    let half = frame(animator.shown(at: 1.175))
    #expect(abs((half?.height ?? 0) - 238.5) < 1e-9)
    #expect(abs((half?.radius ?? 0) - 30) < 1e-9)
    #expect(animator.isAnimating(at: 1.2))
    #expect(frame(animator.shown(at: 1.35))?.height == 127)
    #expect(!animator.isAnimating(at: 1.36))
    // Without an animation a change jumps.
    animator.retarget(scene(200, 0, marker: false), animations: [:], at: 2, transaction: nil)
    #expect(frame(animator.shown(at: 2))?.height == 200)
    // withAnimation's transaction animates what changed.
    animator.retarget(scene(100, 0, marker: false), animations: [:], at: 3, transaction: .linear(1))
    #expect(abs((frame(animator.shown(at: 3.25))?.height ?? 0) - 175) < 1e-9)
    // Retargeted mid-flight, it starts from what is on screen.
    animator.retarget(
      scene(300, 0, marker: false), animations: [:], at: 3.5, transaction: .linear(1))
    #expect(abs((frame(animator.shown(at: 3.5))?.height ?? 0) - 150) < 1e-9)
  }

  @Test func requestsParseAndAnswersStayOnOneLine() throws {
    let request = try LiveWire.decodeRequest(
      Array(
        #"{"time": 1.5, "scroll": {"offset": [0, -103], "insets": [103, 0, 34, 0], "contentSize": [393, 900], "containerSize": [393, 852]}, "frames": {"n1": [0, -2.5e1, 402, 44]}, "events": [{"tap": "n2"}], "x": null, "s": "a\"b\u00e9\n"}"#
          .utf8))
    #expect(request.time == 1.5)
    #expect(request.frame(of: "n1") == Rect(x: 0, y: -25, width: 402, height: 44))
    #expect(request.events == [.tap("n2")])
    var geometry = LiveGeometry()
    geometry.update(from: request)
    #expect(geometry.frames["n1"] == .init(x: 0, y: -25, width: 402, height: 44))
    #expect(geometry.offsetY == -103)
    #expect(throws: LiveFailure.self) { try LiveWire.decodeRequest(Array("{\"a\": }".utf8)) }
    #expect(throws: LiveFailure.self) {
      try LiveWire.decodeRequest(Array(String(repeating: "[", count: 300).utf8))
    }
    let session = LiveSession([("A.swift", Array("import SwiftUI".utf8))])
    let answer = session.respond(to: "not json")
    #expect(answer.contains("warnings") && !answer.contains("\n"))
  }
}
