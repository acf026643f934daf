/// Animates a scene's numbers the way SwiftUI animates a view's animatable attributes: when a
/// new scene arrives under an animation, each number that changed (a frame's height, a corner
/// radius, an opacity, an offset) moves from what was on screen to its new value along the
/// animation's curve; everything else jumps.
///
/// Which animation applies comes from the new scene: a `"#animation"` marker on an object (the
/// importer writes one for `.animation(_:)` and for `.animation(_:value:)` when its value
/// changed) covers that object's subtree; elsewhere the transaction's animation
/// (`withAnimation`) applies, if any. Markers never leave the importer: `shown` drops them.
struct SceneAnimator {
  /// One number in flight.
  struct Track: Equatable {
    var from: Double
    var to: Double
    var start: Double
    var curve: AnimationCurve

    func value(at time: Double) -> Double {
      from + (to - from) * curve.progress(at: time - start)
    }
  }

  /// The key the importer marks an implicitly animated subtree with.
  static let marker = "#animation"

  /// Running tracks by JSON path ("list/sections/0/0/content/frame/height").
  private(set) var tracks: [String: Track] = [:]
  /// The last target scene (markers included).
  private var target: SceneJSON?

  /// A new target at `time`; `transaction` is `withAnimation`'s animation, if the change
  /// came from inside one.
  mutating func retarget(_ scene: SceneJSON, at time: Double, transaction: AnimationCurve?) {
    if let previous = target {
      var seen: Set<String> = []
      diff(previous, scene, path: "", animation: transaction, time: time, seen: &seen)
      tracks = tracks.filter { seen.contains($0.key) }
    }
    target = scene
  }

  /// An animation is still running at `time`.
  func isAnimating(at time: Double) -> Bool {
    tracks.values.contains { !$0.curve.isSettled(at: time - $0.start) }
  }

  /// The scene to show at `time`: the target with running tracks' values, markers dropped.
  mutating func shown(at time: Double) -> SceneJSON? {
    guard let target else { return nil }
    tracks = tracks.filter { !$0.value.curve.isSettled(at: time - $0.value.start) }
    return apply(target, path: "", time: time)
  }

  private func apply(_ node: SceneJSON, path: String, time: Double) -> SceneJSON {
    switch node {
    case .number(let value):
      return .number(tracks[path].map { $0.value(at: time) } ?? value)
    case .array(let items):
      return .array(
        items.enumerated().map { apply($0.element, path: path + "/\($0.offset)", time: time) })
    case .object(let pairs):
      return .object(
        pairs.filter { $0.0 != Self.marker }.map {
          ($0.0, apply($0.1, path: path + "/" + $0.0, time: time))
        })
    default: return node
    }
  }

  private mutating func diff(
    _ old: SceneJSON, _ new: SceneJSON, path: String, animation: AnimationCurve?,
    time: Double, seen: inout Set<String>
  ) {
    switch (old, new) {
    case (.number(let before), .number(let after)):
      let running = tracks[path]
      let onScreen = running.map { $0.value(at: time) } ?? before
      if let running, running.to == after {
        seen.insert(path)  // Same target: keep going.
      } else if before != after || running != nil, let animation, onScreen != after {
        tracks[path] = Track(from: onScreen, to: after, start: time, curve: animation)
        seen.insert(path)
      }
    case (.array(let a), .array(let b)):
      for index in 0..<min(a.count, b.count) {
        diff(
          a[index], b[index], path: path + "/\(index)", animation: animation, time: time,
          seen: &seen)
      }
    case (.object(let a), .object(let b)):
      var animation = animation
      if let marker = new[Self.marker], let curve = Self.curve(marker) { animation = curve }
      for (key, value) in b where key != Self.marker {
        guard let before = a.first(where: { $0.0 == key })?.1 else { continue }
        diff(
          before, value, path: path + "/" + key, animation: animation, time: time,
          seen: &seen)
      }
    default: break
    }
  }

  /// A marker's animation: `{"curve": "linear", "duration": 0.35}` or
  /// `{"curve": "spring", "response": 0.5, "damping": 1}`; `{"curve": "none"}` stops one.
  static func curve(_ marker: SceneJSON) -> AnimationCurve? {
    let duration = marker["duration"]?.number ?? AnimationCurve.presetDuration
    switch marker["curve"]?.text {
    case "linear": return .linear(duration)
    case "easeIn": return .easeIn(duration)
    case "easeOut": return .easeOut(duration)
    case "easeInOut": return .easeInOut(duration)
    case "spring":
      return .spring(
        response: marker["response"]?.number ?? 0.55, damping: marker["damping"]?.number ?? 0.825)
    default: return nil
    }
  }

  /// The marker for a curve (the inverse of `curve(_:)`).
  static func marker(_ curve: AnimationCurve) -> SceneJSON {
    switch curve.kind {
    case .spring(let response, let damping):
      return .object([
        ("curve", .string("spring")), ("response", .number(response)),
        ("damping", .number(damping)),
      ])
    case .bezier(let x1, _, let x2, _):
      let name =
        x1 == 0 && x2 == 1 ? "linear" : x1 == 0 ? "easeOut" : x2 == 1 ? "easeIn" : "easeInOut"
      return .object([("curve", .string(name)), ("duration", .number(curve.duration))])
    }
  }
}
