import DisplayList
import NavGeometry
import ScreenModel

/// The built-in screens: the four seed screens and the detail screens pushed from them, read
/// from the scene files in `Assets/scenes/` (embedded in the binary by `scripts/embed-scenes`).
public enum ScreenCatalog {
  /// Names accepted by `--screen`, in key order (keys 1–4).
  public static let names = ["settings", "feed", "album", "blog"]

  /// The built-in screen called `name`, with `rows` list rows (nil: the scene's own length).
  public static func screen(named name: String, rows: Int? = nil) -> ScreenSpec? {
    let id = name.lowercased()
    guard let text = BuiltinScenes.files[id],
      var spec = try? SceneDecoder.decode(Array(text.utf8), file: "\(id).json", id: id)
    else { return nil }
    if let rows { spec.rowCount = rows }
    return spec
  }

  /// The embedded built-in scenes always decode (a test checks every one), so these cannot fail.
  static func builtin(_ name: String, rows: Int?) -> ScreenSpec {
    guard let spec = screen(named: name, rows: rows) else {
      preconditionFailure("built-in scene \(name) does not decode; run the scene tests")
    }
    return spec
  }

  /// iOS 17 Settings: an inset-grouped list of 30 rows under a large title, with a search
  /// field, pull to refresh and a tab bar.
  public static func settings(rows: Int? = nil) -> ScreenSpec { builtin("settings", rows: rows) }

  /// The PostHog feed of seed 000: a title card, then plain rows.
  public static func feed(rows: Int? = nil) -> ScreenSpec { builtin("feed", rows: rows) }

  /// The Spotify-like album page of seeds 002/004, always dark.
  public static func album(rows: Int? = nil) -> ScreenSpec { builtin("album", rows: rows) }

  /// The blog of seed 003: a collapsing rounded gradient top bar over rows of posts.
  public static func blog(rows: Int? = nil) -> ScreenSpec { builtin("blog", rows: rows) }

  /// A detail screen pushed from a row. Display modes rotate with the row so that `always`,
  /// `never` and `automatic` all show up while browsing.
  public static func detail(title: String, rowIndex: Int, rows: Int? = nil) -> ScreenSpec {
    let modes: [LargeTitleDisplayMode] = [.automatic, .never, .always]
    var spec = builtin("detail", rows: rows)
    spec.title = title
    spec.largeTitleMode = modes[rowIndex % modes.count]
    return spec
  }
}
