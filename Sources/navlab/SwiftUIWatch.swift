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
  private var signatures: [String]
  private var lastCheck = -Double.infinity

  init(sources: [String], view: String?, output: String?) {
    self.sources = sources
    self.view = view
    self.output = output ?? ""
    files = output == nil ? [] : SwiftUIImport.watchedFiles(sources)
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
    if let error = SwiftUIImport.reimport(sources: sources, view: view, output: output) {
      studio.banner = error
    }
    return true
  }
}
