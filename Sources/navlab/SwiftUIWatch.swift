import NavLabCore
import ScreenModel

/// Hot reload for `navlab FILE.swift` in the window: checks the `.swift` files every 30 ms (a
/// few files; twice a second for a large folder);
/// after a save the importer runs again and rewrites the scene file, which `SceneWatch` then
/// reloads at once. A version that does not parse keeps the last good scene, with the error in
/// the banner.
///
/// With a live program, a save starts a new program without waiting for it (issue 42: a
/// recursive view saved over the file froze the window for as long as the importer read it):
/// the running one keeps the screen, scrolling and answering, until the new one's first
/// answer arrives (checked every frame), which then replaces it; one that fails leaves the
/// running one as it was, with the error in the banner. A save while a start is pending
/// stops that start and begins again with the newer file.
struct SwiftUIWatch {
  let files: [String]
  let sources: [String]
  let view: String?
  let output: String
  /// The live program (issue 30): a save starts it again instead of importing a file.
  private var live: ImporterLiveProgram?
  /// The programs starting after a save (phone B's too when comparing), and their first
  /// answers as they come.
  private var starting: (a: ImporterLiveProgram, b: ImporterLiveProgram?)?
  private var startedA: (scene: ScreenSpec, response: LiveResponse)?
  private var startedB: (scene: ScreenSpec, response: LiveResponse)?
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
  /// when a new program took over, or when the banner changed.
  mutating func poll(into studio: inout Studio, now: Double) -> Bool {
    var changed = false
    if starting != nil { changed = pollStart(into: &studio) }
    guard !files.isEmpty, now - lastCheck >= interval else { return changed }
    lastCheck = now
    let current = SceneWatch.signatures(of: files)
    guard current != signatures else { return changed }
    signatures = current
    if let running = live {
      // The code starts again with the new source; its first scene will replace the screen
      // (scroll position and stack kept). Until then the running program goes on.
      cancelStart()
      do {
        let a = try running.restartedWithoutWaiting()
        let b = studio.isComparing ? try running.restartedWithoutWaiting() : nil
        starting = (a, b)
        studio.a.noteLiveRestart(pending: true)
      } catch {
        report(error, into: &studio)
      }
      return true
    }
    if let error = SwiftUIImport.reimport(sources: sources, view: view, output: output) {
      studio.banner = error
    }
    return true
  }

  /// Takes the first answers of the programs starting, when they have come; true when the
  /// screen or the banner changed.
  private mutating func pollStart(into studio: inout Studio) -> Bool {
    guard let (a, b) = starting else { return false }
    do {
      if startedA == nil { startedA = try a.pollStart() }
      if let b, startedB == nil { startedB = try b.pollStart() }
    } catch {
      cancelStart()
      studio.a.noteLiveRestart(pending: false)
      report(error, into: &studio)
      return true
    }
    guard let first = startedA, b == nil || startedB != nil else { return false }
    studio.restartLive(
      with: a, scene: first.scene, response: first.response,
      b: b.flatMap { program in startedB.map { (program, $0.scene, $0.response) } })
    live?.stop()
    live = a
    starting = nil
    startedA = nil
    startedB = nil
    if lastFailure != nil {
      printError("navlab: \(sources.first ?? "SwiftUI"): reloaded; the error is fixed.")
      lastFailure = nil
    }
    return true
  }

  /// A save whose program did not start: the program before it runs on, unless it had
  /// stopped (the banner says which); the line is printed once for the same error.
  private mutating func report(_ error: Error, into studio: inout Studio) {
    let line = "\(error)"
    if line != lastFailure { printError(line) }
    lastFailure = line
    studio.showBanner(
      line,
      heading: LiveMessages.Heading.notReloaded(stillRunning: studio.a.liveFailure == nil))
  }

  /// Stops the programs still starting (a newer save, or the end of the run).
  mutating func cancelStart() {
    starting?.a.stop()
    starting?.b?.stop()
    starting = nil
    startedA = nil
    startedB = nil
  }
}
