import NavLabCore

/// Hot reload: checks the open scene file twice a second and hands a changed version to a
/// `SceneReloader` (a broken version keeps the last good scene, with the error in a banner).
struct SceneWatch {
  let reloader: SceneReloader?
  private var signature: (Int, Int, Int)?
  private var lastCheck = -Double.infinity
  static let interval = 0.5

  init(path: String?, rows: Int?) {
    reloader = path.map { SceneReloader(file: $0, rows: rows) }
    signature = path.flatMap(LaunchFiles.signature)
  }

  /// Returns whether the engine changed (a new scene or a banner).
  @discardableResult
  mutating func poll(into engine: inout Engine, now: Double) -> Bool {
    guard let reloader, now - lastCheck >= SceneWatch.interval else { return false }
    lastCheck = now
    guard let current = LaunchFiles.signature(reloader.file),
      current != signature ?? (-1, -1, -1)
    else { return false }
    signature = current
    do {
      let bytes = try AtomicFile.read(reloader.file, limit: SceneDecoder.maximumFileSize)
      if let error = reloader.apply(bytes, to: &engine) {
        printError("navlab: kept the last good scene: \(error)")
      } else {
        print("navlab: reloaded \(reloader.file)")
      }
    } catch {
      engine.banner = error.description
    }
    return true
  }
}
