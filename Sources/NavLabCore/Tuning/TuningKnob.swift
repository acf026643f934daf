import NavGeometry
import ScreenModel

/// One adjustable line of the tuning panel.
public struct TuningKnob: Sendable {
  public var name: String
  /// Step of one arrow press (Shift: ten steps).
  public var step: Double
  public var range: ClosedRange<Double>
  /// Decimals shown.
  public var decimals: Int
  let read: @Sendable (Tuning, ScreenSpec) -> Double
  let write: @Sendable (inout Tuning, Double) -> Void

  /// The value in effect for `spec`.
  public func value(_ tuning: Tuning, _ spec: ScreenSpec) -> Double { read(tuning, spec) }

  /// The value stock iOS (NavLab's defaults, the scene's own for header and top bar) gives.
  public func stockValue(_ spec: ScreenSpec) -> Double { read(Tuning(), spec) }

  /// Whether `tuning` moves this knob away from stock (by more than a hundredth of a step, so
  /// rounding does not count).
  public func differsFromStock(_ tuning: Tuning, _ spec: ScreenSpec) -> Bool {
    abs(read(tuning, spec) - stockValue(spec)) > step / 100
  }

  /// The value as the panel shows it: "on"/"off" for the snap, else `decimals` decimals.
  public func formatted(_ value: Double) -> String {
    name == "large title snap" ? (value >= 0.5 ? "on" : "off") : NumberFormat.fixed(value, decimals)
  }

  /// `tuning` moved by `steps` steps, clamped to the range.
  public func adjusted(_ tuning: Tuning, _ spec: ScreenSpec, steps: Double) -> Tuning {
    var result = tuning
    let value = clamp(read(tuning, spec) + steps * step, range.lowerBound, range.upperBound)
    // Rounding to the step keeps repeated presses from drifting (0.998 + 0.0005 · n).
    write(&result, (value / step).rounded() * step)
    return result
  }

  /// Every knob, in panel order.
  public static let all: [TuningKnob] = [
    TuningKnob(
      name: "deceleration rate", step: 0.0005, range: 0.98...0.9995, decimals: 4,
      read: { t, _ in t.decelerationRate }, write: { $0.decelerationRate = $1 }),
    TuningKnob(
      name: "rubber band c", step: 0.05, range: 0.05...1.5, decimals: 2,
      read: { t, _ in t.rubberBandConstant }, write: { $0.rubberBandConstant = $1 }),
    TuningKnob(
      name: "spring stiffness", step: 10, range: 10...1000, decimals: 0,
      read: { t, _ in t.springStiffness }, write: { $0.springStiffness = $1 }),
    TuningKnob(
      name: "spring damping ratio", step: 0.05, range: 0.1...3, decimals: 2,
      read: { t, _ in t.springDampingRatio }, write: { $0.springDampingRatio = $1 }),
    TuningKnob(
      name: "large title snap", step: 1, range: 0...1, decimals: 0,
      read: { t, _ in t.snapsLargeTitle ? 1 : 0 }, write: { $0.snapsLargeTitle = $1 >= 0.5 }),
    TuningKnob(
      name: "header height", step: 10, range: 60...800, decimals: 0,
      read: { t, s in t.headerHeight ?? s.header?.height ?? HeaderSpec().height },
      write: { $0.headerHeight = $1 }),
    TuningKnob(
      name: "header min height", step: 5, range: 0...400, decimals: 0,
      read: { t, s in t.headerMinHeight ?? s.header?.minHeight ?? HeaderSpec().minHeight },
      write: { $0.headerMinHeight = $1 }),
    TuningKnob(
      name: "top bar threshold", step: 5, range: 0...400, decimals: 0,
      read: { t, s in
        t.topBarThreshold ?? s.topBar?.parameters.threshold ?? TopBarSpec().parameters.threshold
      },
      write: { $0.topBarThreshold = $1 }),
    TuningKnob(
      name: "status: hide until scrolled <", step: 1, range: -50...100, decimals: 0,
      read: { t, _ in t.statusBarThresholds.scrolled },
      write: { $0.statusBarThresholds.scrolled = $1 }),
    TuningKnob(
      name: "status: hide until pulled >", step: 1, range: -100...50, decimals: 0,
      read: { t, _ in t.statusBarThresholds.pulled }, write: { $0.statusBarThresholds.pulled = $1 }),
    TuningKnob(
      name: "refresh trigger", step: 5, range: 40...250, decimals: 0,
      read: { t, _ in t.refreshTrigger }, write: { $0.refreshTrigger = $1 }),
    TuningKnob(
      name: "refresh hold", step: 5, range: 0...120, decimals: 0,
      read: { t, _ in t.refreshHold }, write: { $0.refreshHold = $1 }),
    TuningKnob(
      name: "tab bar minimize after", step: 5, range: 0...200, decimals: 0,
      read: { t, _ in t.tabBarMinimizeThreshold }, write: { $0.tabBarMinimizeThreshold = $1 }),
  ]
}
