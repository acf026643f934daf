import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel

/// The layout dump (`--layout FILE.json`, script event `layout`): the elements of one frame as
/// JSON, byte-identical for the same frame on every run (docs/layout-dump.md).
///
/// ```json
/// {
///   "device": {"name": "iPhone 15 Pro", "width": 393, "height": 852, "scale": 3},
///   "elements": [
///     {"role": "largeTitle", "text": "Settings", "frame": [16, 96.33, 361, 52], "opacity": 1, "source": "title"}
///   ]
/// }
/// ```
///
/// Keys keep this order; numbers are rounded to 1/1000 pt (finer than a @3x pixel) and printed
/// without trailing zeros; one element per line, in painting order (back to front).
public enum LayoutDump {
  /// The dump of `elements` (as a frame's ``DisplayList`` recorded them) on `device`.
  public static func json(_ elements: [LayoutElement], device: Device) -> String {
    var text = "{\n  \"device\": {\"name\": "
    JSONText.appendQuoted(device.name, to: &text)
    text += ", \"width\": " + number(device.size.width)
    text += ", \"height\": " + number(device.size.height)
    text += ", \"scale\": " + number(device.scale) + "},\n  \"elements\": ["
    for (index, element) in elements.enumerated() {
      text += index == 0 ? "\n    " : ",\n    "
      text += "{\"role\": \"" + element.role.rawValue + "\", \"text\": "
      JSONText.appendQuoted(element.text, to: &text)
      let frame = element.frame
      text += ", \"frame\": [" + number(frame.x) + ", " + number(frame.y) + ", "
      text += number(frame.width) + ", " + number(frame.height) + "], \"opacity\": "
      text += number(element.opacity) + ", \"source\": "
      JSONText.appendQuoted(element.source, to: &text)
      if let offset = element.contentOffset {
        text += ", \"contentOffset\": [" + number(offset.x) + ", " + number(offset.y) + "]"
      }
      if let selected = element.selected {
        text += selected ? ", \"selected\": true" : ", \"selected\": false"
      }
      if let open = element.open {
        text += open ? ", \"open\": true" : ", \"open\": false"
      }
      text += "}"
    }
    text += elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }

  /// `value` rounded to 3 decimals without trailing zeros: `133.5`, `37.33`, `0.333`, `-2`; `-0`
  /// prints as `0`. JSON has no infinity or NaN: they print as `null`.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    var text = NumberFormat.fixed(value, 3)
    while text.last == "0" { text.removeLast() }
    if text.last == "." { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
