import NavLabCore
import ScreenModel

/// Applies a new version of the open scene file to the running phones: a version that decodes
/// replaces the root screen (keeping the scroll offset); a broken one leaves the last good scene
/// on screen and shows why in a banner.
public struct SceneReloader: Sendable {
  public let file: String
  public let rows: Int?

  public init(file: String, rows: Int?) {
    self.file = file
    self.rows = rows
  }

  /// Returns the error when the new version was refused. `check` sees the decoded scene
  /// before it is shown (the app loads its images there) and may refuse it too.
  @discardableResult
  public func apply(
    _ bytes: [UInt8], to studio: inout Studio, check: (ScreenSpec) -> SceneError? = { _ in nil }
  ) -> SceneError? {
    do throws(SceneError) {
      var spec = try SceneDecoder.decode(bytes, file: file, id: SceneDecoder.id(forFile: file))
      if let failure = check(spec) { throw failure }
      if let rows { spec.rowCount = rows }
      studio.replaceRoot(with: spec)
      studio.banner = nil
      return nil
    } catch {
      studio.banner = error.description
      return error
    }
  }
}
