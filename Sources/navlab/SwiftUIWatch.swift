import NavLabCore

/// Hot reload for `navlab FILE.swift` in the window: checks the `.swift` files twice a second;
/// after a save the importer runs again and rewrites the scene file, which `SceneWatch` then
/// reloads at once. A version that does not parse keeps the last good scene, with the error in
/// the banner.
struct SwiftUIWatch {
  let files: [String]
  let sources: [String]
  let view: String?
  let output: String
  /// The live program (issue 30): a save starts it again instead of importing a file.
  private var live: ImporterLiveProgram?
  private var signatures: [String]
  private var lastCheck = -Double.infinity

  init(sources: [String], view: String?, output: String?, live: ImporterLiveProgram? = nil) {
    self.sources = sources
    self.view = view
    self.output = output ?? ""
    self.live = live
    files = output == nil && live == nil ? [] : SwiftUIImport.watchedFiles(sources)
    signatures = SceneWatch.signatures(of: files)
  }

  /// Returns true when the sources changed and were imported again (the scene file is new),
  /// or when the banner changed.
  mutating func poll(into studio: inout Studio, now: Double) -> Bool {
    guard !files.isEmpty, now - lastCheck >= SceneWatch.interval else { return false }
    lastCheck = now
    let current = SceneWatch.signatures(of: files)
    guard current != signatures else { return false }
    signatures = current
    if let running = live {
      // The code starts again with the new source; its first scene replaces the screen
      // (scroll position and stack kept). One that does not start keeps the old one running.
      do {
        let fresh = try running.restarted()
        let freshB = studio.isComparing ? try running.restarted() : nil
        studio.restartLive(
          with: fresh.program, scene: fresh.scene, response: fresh.response,
          b: freshB.map { ($0.program, $0.scene, $0.response) })
        running.stop()
        live = fresh.program
      } catch {
        studio.banner = "\(error)"
      }
      return true
    }
    if let error = SwiftUIImport.reimport(sources: sources, view: view, output: output) {
      studio.banner = error
    }
    return true
  }
}
