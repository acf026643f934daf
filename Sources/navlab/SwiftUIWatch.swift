import NavLabCore

/// Hot reload for `navlab FILE.swift` in the window: checks the `.swift` files every 30 ms (a
/// few files; twice a second for a large folder);
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
  /// The line of the last save that did not start, printed once (an editor's second write of
  /// the same broken file, or phone B's copy, prints nothing more).
  private var lastFailure: String?
  /// Seconds between checks: a save shows within 30 ms plus the import (a 1,000-line file
  /// imports and answers in about 60 ms, so save to frame stays under 100 ms); a `stat` of a
  /// few dozen files 33 times a second costs nothing. A large folder is checked as scene
  /// files are.
  let interval: Double

  /// Most files checked at the quick interval.
  static let quickFiles = 64
  static let quickInterval = 0.03

  init(sources: [String], view: String?, output: String?, live: ImporterLiveProgram? = nil) {
    self.sources = sources
    self.view = view
    self.output = output ?? ""
    self.live = live
    files = output == nil && live == nil ? [] : SwiftUIImport.watchedFiles(sources)
    signatures = SceneWatch.signatures(of: files)
    interval = files.count <= Self.quickFiles ? Self.quickInterval : SceneWatch.interval
  }

  /// Returns true when the sources changed and were imported again (the scene file is new),
  /// or when the banner changed.
  mutating func poll(into studio: inout Studio, now: Double) -> Bool {
    guard !files.isEmpty, now - lastCheck >= interval else { return false }
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
        if lastFailure != nil {
          printError("navlab: \(sources.first ?? "SwiftUI"): reloaded; the error is fixed.")
          lastFailure = nil
        }
      } catch {
        // The program before this save runs on, unless it had stopped: the banner says which.
        let line = "\(error)"
        if line != lastFailure { printError(line) }
        lastFailure = line
        studio.showBanner(
          line,
          heading: LiveMessages.Heading.notReloaded(stillRunning: studio.a.liveFailure == nil))
      }
      return true
    }
    if let error = SwiftUIImport.reimport(sources: sources, view: view, output: output) {
      studio.banner = error
    }
    return true
  }
}
