import NavGeometry
import NavLabCore
import ScreenModel

/// Reads and writes tuning as JSON: `navlab --tuning FILE`, and Ctrl+E in the tuning panel.
///
/// ```json
/// {"decelerationRate": 0.998, "rubberBandConstant": 0.55, "springStiffness": 300,
///  "springDampingRatio": 1, "snapsLargeTitle": true, "headerHeight": 280}
/// ```
public enum TuningFile {
  package static let fields: Set<String> = [
    "note", "decelerationRate", "rubberBandConstant", "springStiffness", "springDampingRatio",
    "snapsLargeTitle", "headerHeight", "headerMinHeight", "topBarThreshold",
    "statusBarScrolledThreshold", "statusBarPulledThreshold", "refreshTrigger", "refreshHold",
    "tabBarMinimizeThreshold",
  ]

  public static func decode(_ bytes: [UInt8], file: String) throws(SceneError) -> Tuning {
    try decodeWithNote(bytes, file: file).tuning
  }

  /// The tuning and its note line (``TuningNote``; nil in files written before it).
  public static func decodeWithNote(_ bytes: [UInt8], file: String) throws(SceneError) -> (
    tuning: Tuning, note: String?
  ) {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(file: file, path: "", problem: "not valid JSON: \(error)")
    }
    let read = FieldReader(file: file)
    let fields = try read.members(root, at: "", known: fields)
    var tuning = Tuning()
    var note: String?
    if let value = fields["note"] {
      // Longer than a scene's strings: it may list every knob.
      guard case .string(let text) = value, text.utf8.count <= 4000 else {
        throw read.error("note", "must be a line of text (at most 4000 bytes)")
      }
      note = text
    }
    func optional(_ name: String, _ range: ClosedRange<Double>) throws(SceneError) -> Double? {
      fields[name] == nil ? nil : try read.number(fields[name], at: name, in: range, default: nil)
    }
    tuning.decelerationRate = try read.number(
      fields["decelerationRate"], at: "decelerationRate", in: 0.9...0.99999,
      default: tuning.decelerationRate)
    tuning.rubberBandConstant = try read.number(
      fields["rubberBandConstant"], at: "rubberBandConstant", in: 0.01...5,
      default: tuning.rubberBandConstant)
    tuning.springStiffness = try read.number(
      fields["springStiffness"], at: "springStiffness", in: 1...10_000,
      default: tuning.springStiffness)
    tuning.springDampingRatio = try read.number(
      fields["springDampingRatio"], at: "springDampingRatio", in: 0.05...10,
      default: tuning.springDampingRatio)
    tuning.snapsLargeTitle = try read.bool(
      fields["snapsLargeTitle"], at: "snapsLargeTitle", default: true)
    tuning.headerHeight = try optional("headerHeight", 60...1000)
    tuning.headerMinHeight = try optional("headerMinHeight", 0...1000)
    // The same rule as a scene's header.minHeight: the header cannot shrink below its floor.
    if let height = tuning.headerHeight, let minimum = tuning.headerMinHeight, minimum > height {
      throw read.error("headerMinHeight", "must not exceed headerHeight")
    }
    tuning.topBarThreshold = try optional("topBarThreshold", 0...1000)
    tuning.statusBarThresholds.scrolled = try read.number(
      fields["statusBarScrolledThreshold"], at: "statusBarScrolledThreshold", in: -1000...1000,
      default: tuning.statusBarThresholds.scrolled)
    tuning.statusBarThresholds.pulled = try read.number(
      fields["statusBarPulledThreshold"], at: "statusBarPulledThreshold", in: -1000...1000,
      default: tuning.statusBarThresholds.pulled)
    tuning.refreshTrigger = try read.number(
      fields["refreshTrigger"], at: "refreshTrigger", in: 10...1000,
      default: tuning.refreshTrigger)
    tuning.refreshHold = try read.number(
      fields["refreshHold"], at: "refreshHold", in: 0...1000, default: tuning.refreshHold)
    tuning.tabBarMinimizeThreshold = try read.number(
      fields["tabBarMinimizeThreshold"], at: "tabBarMinimizeThreshold", in: 0...1000,
      default: tuning.tabBarMinimizeThreshold)
    return (tuning, note)
  }

  /// The file's text; `note` (what was tuned and when) comes first when given.
  public static func encode(_ tuning: Tuning, note: String? = nil) -> String {
    var json = JSONWriter()
    json.beginObject()
    if let note { json.field("note", string: note) }
    json.field("decelerationRate", number: tuning.decelerationRate)
    json.field("rubberBandConstant", number: tuning.rubberBandConstant)
    json.field("springStiffness", number: tuning.springStiffness)
    json.field("springDampingRatio", number: tuning.springDampingRatio)
    json.field("snapsLargeTitle", bool: tuning.snapsLargeTitle)
    if let value = tuning.headerHeight { json.field("headerHeight", number: value) }
    if let value = tuning.headerMinHeight { json.field("headerMinHeight", number: value) }
    if let value = tuning.topBarThreshold { json.field("topBarThreshold", number: value) }
    json.field("statusBarScrolledThreshold", number: tuning.statusBarThresholds.scrolled)
    json.field("statusBarPulledThreshold", number: tuning.statusBarThresholds.pulled)
    // Issue 14's refresh thresholds, written when changed (older files stay as they were).
    if tuning.refreshTrigger != RefreshControl.triggerDistance {
      json.field("refreshTrigger", number: tuning.refreshTrigger)
    }
    if tuning.refreshHold != RefreshControl.indicatorExtent {
      json.field("refreshHold", number: tuning.refreshHold)
    }
    if tuning.tabBarMinimizeThreshold != FloatingTabBarLayout.directionThreshold {
      json.field("tabBarMinimizeThreshold", number: tuning.tabBarMinimizeThreshold)
    }
    json.endObject()
    return json.text + "\n"
  }
}
