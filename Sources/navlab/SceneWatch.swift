import DisplayList
import NavGeometry
import NavLabCore
import OutputFiles
import SDLRenderer
import SceneFiles
import ScreenModel

/// Hot reload: checks the open scene file, the scene files its rows push and the images they
/// name, twice a second. A change goes to a `SceneReloader` (a broken version, or a broken
/// image, keeps the last good scene, with the error in a banner); the pushed scenes and every
/// image are read again with it.
struct SceneWatch {
  let reloader: SceneReloader?
  let images: ImageStore
  private var signatures: [String] = []
  private var lastCheck = -Double.infinity
  static let interval = 0.5

  init(path: String?, rows: Int?, files: LaunchFiles) {
    reloader = path.map { SceneReloader(file: $0, rows: rows) }
    images = files.images
    if let path, let scene = files.scene {
      signatures = SceneWatch.signatures(
        of: SceneWatch.watched(root: path, scene: scene, pushed: files.pushedScenes))
    }
  }

  /// The files to watch: the scene, the scenes it pushes, and every image they name.
  static func watched(root: String, scene: ScreenSpec, pushed: [String: ScreenSpec]) -> [String] {
    var paths = [root] + pushed.keys.sorted()
    paths += scene.images.map(\.path)
    for key in pushed.keys.sorted() { paths += pushed[key]?.images.map(\.path) ?? [] }
    return paths
  }

  static func watched(_ engine: Engine, root: String) -> [String] {
    watched(root: root, scene: engine.stack[0].spec, pushed: engine.options.pushedScenes)
  }

  /// Modification time and size of each file, as text to compare ("-" when unreadable).
  static func signatures(of paths: [String]) -> [String] {
    paths.map { path in LaunchFiles.signature(path).map { "\($0.0).\($0.1).\($0.2)" } ?? "-" }
  }

  /// Makes the next `poll` look at the files at once (the SwiftUI sources were imported again).
  mutating func checkNow() { lastCheck = -Double.infinity }

  /// Returns whether the phones changed (a new scene or a banner).
  @discardableResult
  mutating func poll(into studio: inout Studio, now: Double) -> Bool {
    guard let reloader, now - lastCheck >= SceneWatch.interval else { return false }
    lastCheck = now
    let current = SceneWatch.signatures(of: SceneWatch.watched(studio.a, root: reloader.file))
    guard current != signatures else { return false }
    signatures = current
    let device = studio.a.device
    let store = images
    do throws(any Error) {
      let bytes = try AtomicFile.read(reloader.file, limit: SceneDecoder.maximumFileSize)
      let file = reloader.file
      // The new scene, the scenes it pushes and every image they name are read and checked
      // (the budget from the headers) before the scene is shown; the images then decode in
      // the background, drawn as placeholders until they arrive.
      var pushed: [String: ScreenSpec] = [:]
      var plan: ImageStore.Plan?
      let overlay = studio.a.options.overlay
      let failure = reloader.apply(bytes, to: &studio) { spec in
        do {
          pushed = try LaunchFiles.loadPushedScenes(from: spec)
          var batch = SceneImages.Batch()
          batch.add(spec, file: file)
          for (pushedFile, pushedSpec) in pushed.sorted(by: { $0.key < $1.key }) {
            batch.add(pushedSpec, file: pushedFile)
          }
          if let overlay { batch.addOverlay(overlay.path) }
          plan = try SceneImages.plan(batch, device: device, store: store)
          return nil
        } catch let error as SceneError {
          return error
        } catch {
          var text = String(describing: error)
          if text.hasPrefix("navlab: ") { text.removeFirst(8) }
          return SceneError(file: file, path: "", problem: text)
        }
      }
      if let error = failure {
        printError("navlab: kept the last good scene: \(error)")
        return true
      }
      if let plan { store.commit(plan, read: SceneImages.read) }
      studio.replacePushedScenes(pushed)
      // Scenes pushed, and images named, for the first time are watched from now on.
      signatures = SceneWatch.signatures(of: SceneWatch.watched(studio.a, root: reloader.file))
      printLine("navlab: reloaded \(reloader.file)")
    } catch {
      studio.banner = String(describing: error)
    }
    return true
  }
}
