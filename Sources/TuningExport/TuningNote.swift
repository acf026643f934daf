import NavGeometry
import NavLabCore
import ScreenModel

/// The note line a saved tuning file starts with (Ctrl+E): what was tuned and when, so the file
/// explains itself to whoever opens it later.
///
/// ```swift
/// var tuning = Tuning()
/// tuning.springStiffness = 200
/// TuningNote.make(tuning, spec: settings, device: "iPhone 15 Pro", stamp: "2026-11-24 10:40 UTC")
/// // "Tuned 2026-11-24 10:40 UTC on Settings (iPhone 15 Pro): spring stiffness 200 (stock 300)."
/// ```
public enum TuningNote {
  /// The note for `tuning` tuned on `spec`'s screen; `stamp` is the wall-clock time (the engine
  /// never reads a clock).
  public static func make(_ tuning: Tuning, spec: ScreenSpec, device: String, stamp: String)
    -> String
  {
    let changes = TuningKnob.all.filter { $0.differsFromStock(tuning, spec) }.map { knob in
      "\(knob.name) \(knob.formatted(knob.value(tuning, spec))) (stock \(knob.formatted(knob.stockValue(spec))))"
    }
    let what = changes.isEmpty ? "every knob at stock" : changes.joined(separator: ", ")
    return "Tuned \(stamp) on \(spec.title) (\(device)): \(what)."
  }
}
