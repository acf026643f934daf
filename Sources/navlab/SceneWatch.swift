import NavLabCore

/// Hot reload: checks the open scene file, and the scene files its rows push, twice a second.
/// A changed root goes to a `SceneReloader` (a broken version keeps the last good scene, with
/// the error in a banner); the pushed scenes are read again with it.
struct SceneWatch {
  let reloader: SceneReloader?
  private var signatures: [String] = []
  private var lastCheck = -Double.infinity
  static let interval = 0.5

  init(path: String?, rows: Int?, pushed: [String]) {
    reloader = path.map { SceneReloader(file: $0, rows: rows) }
    if let path { signatures = SceneWatch.signatures(of: [path] + pushed.sorted()) }
  }

  /// Modification time and size of each file, as text to compare ("-" when unreadable).
  static func signatures(of paths: [String]) -> [String] {
    paths.map { path in LaunchFiles.signature(path).map { "\($0.0).\($0.1).\($0.2)" } ?? "-" }
  }

  /// Returns whether the phones changed (a new scene or a banner).
  @discardableResult
  mutating func poll(into studio: inout Studio, now: Double) -> Bool {
    guard let reloader, now - lastCheck >= SceneWatch.interval else { return false }
    lastCheck = now
    let current = SceneWatch.signatures(
      of: [reloader.file] + studio.a.options.pushedScenes.keys.sorted())
    guard current != signatures else { return false }
    signatures = current
    do {
      let bytes = try AtomicFile.read(reloader.file, limit: SceneDecoder.maximumFileSize)
      if let error = reloader.apply(bytes, to: &studio) {
        printError("navlab: kept the last good scene: \(error)")
        return true
      }
      studio.replacePushedScenes(try LaunchFiles.loadPushedScenes(from: studio.a.stack[0].spec))
      // Scenes pushed for the first time are watched from now on.
      signatures = SceneWatch.signatures(
        of: [reloader.file] + studio.a.options.pushedScenes.keys.sorted())
      print("navlab: reloaded \(reloader.file)")
    } catch {
      studio.banner = String(describing: error)
    }
    return true
  }
}
