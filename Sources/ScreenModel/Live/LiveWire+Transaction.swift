import NavGeometry

/// A transaction on the wire (docs/live.md, "Patches"):
///
/// ```json
/// {"curve": "easeInOut", "duration": 0.35, "delay": 0.1}
/// {"curve": "bezier", "points": [0.2, 0, 0, 1], "duration": 0.5}
/// {"curve": "spring", "response": 0.5, "damping": 0.825}
/// ```
///
/// Numbers out of range are clamped, not refused (issue 38: anything SwiftUI accepts is
/// shown): durations and delays to 0…60 s, a spring's response to 0.01…10 s and its damping
/// to 0…10, a curve's control points' x to 0…1 (the curve must be a function of time).
extension LiveWire {
  /// The named timing curves and their control points (``AnimationCurve``'s presets).
  static let namedCurves: [(name: String, curve: AnimationCurve)] = [
    ("linear", .linear()), ("easeIn", .easeIn()), ("easeOut", .easeOut()),
    ("easeInOut", .easeInOut()),
  ]

  static func decodeTransaction(_ value: JSONValue, _ name: String) throws(LiveFailure)
    -> LiveTransaction
  {
    guard case .object = value else {
      throw LiveFailure(
        "\"\(name)\" is \(value.typeName); expected an object like {\"curve\": \"easeInOut\", \"duration\": 0.35}"
      )
    }
    func number(_ key: String, _ fallback: Double, _ range: ClosedRange<Double>)
      throws(LiveFailure) -> Double
    {
      guard let member = value[key] else { return fallback }
      guard case .number(let number) = member, !number.isNaN else {
        throw LiveFailure("\"\(name).\(key)\" is \(member.typeName); expected a number")
      }
      return min(max(number, range.lowerBound), range.upperBound)
    }
    let seconds = 0...LiveTransaction.maximumSeconds
    let delay = try number("delay", 0, seconds)
    guard case .string(let curveName)? = value["curve"] else {
      throw LiveFailure(
        "\"\(name).curve\" is missing or not a string; write one of \(Quoted.list(namedCurves.map(\.name) + ["bezier", "spring"]))"
      )
    }
    let duration = try number("duration", AnimationCurve.presetDuration, seconds)
    if let named = namedCurves.first(where: { $0.name == curveName }) {
      var curve = named.curve
      curve.duration = duration
      return LiveTransaction(curve, delay: delay)
    }
    switch curveName {
    case "bezier":
      guard let member = value["points"] else {
        throw LiveFailure("\"\(name).points\" is missing (four numbers: x1, y1, x2, y2)")
      }
      let points = try numbers(member, name + ".points", count: 4)
      let x1 = min(max(points[0], 0), 1)
      let x2 = min(max(points[2], 0), 1)
      let y1 = min(max(points[1], -10), 10)
      let y2 = min(max(points[3], -10), 10)
      return LiveTransaction(
        AnimationCurve(kind: .bezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration),
        delay: delay)
    case "spring":
      let response = try number("response", 0.55, 0.01...10)
      let damping = try number("damping", 0.825, 0...10)
      return LiveTransaction(.spring(response: response, damping: damping), delay: delay)
    default:
      throw LiveFailure(
        "\"\(name).curve\" is \"\(Quoted.cut(curveName))\"; write one of \(Quoted.list(namedCurves.map(\.name) + ["bezier", "spring"]))"
      )
    }
  }

  static func appendTransaction(_ transaction: LiveTransaction, to line: inout String) {
    let curve = transaction.curve
    switch curve.kind {
    case .spring(let response, let damping):
      line += "{\"curve\": \"spring\", \"response\": "
      appendNumber(response, to: &line)
      line += ", \"damping\": "
      appendNumber(damping, to: &line)
    case .bezier(let x1, let y1, let x2, let y2):
      if let named = namedCurves.first(where: { $0.curve.kind == curve.kind }) {
        line += "{\"curve\": "
        appendString(named.name, to: &line)
      } else {
        line += "{\"curve\": \"bezier\", \"points\": "
        appendNumbers([x1, y1, x2, y2], to: &line)
      }
      line += ", \"duration\": "
      appendNumber(curve.duration, to: &line)
    }
    if transaction.delay != 0 {
      line += ", \"delay\": "
      appendNumber(transaction.delay, to: &line)
    }
    line += "}"
  }
}
