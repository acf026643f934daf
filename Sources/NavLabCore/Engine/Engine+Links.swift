import ContentLayout
import NavGeometry

extension Engine {
  /// Pushes the top screen's inline scene `screenID` (a `NavigationLink`'s destination);
  /// returns false when the screen has no such scene or a transition runs.
  @discardableResult
  public mutating func push(destination screenID: String, time: Double? = nil) -> Bool {
    guard transition == nil, let spec = top.spec.destinations[screenID] else { return false }
    pushScreen(spec, time: time ?? self.time)
    return true
  }

  /// A tap on a `NavigationLink` in the top screen's content (its free content, the card's,
  /// the header's) pushes its destination; returns whether one was hit.
  mutating func tapContentLink(x: Double, y: Double, time: Double) -> Bool {
    guard !top.spec.destinations.isEmpty, let id = contentLink(atX: x, y: y) else {
      return false
    }
    return push(destination: id, time: time)
  }

  /// The link under a screen point: the innermost (last placed) link whose frame holds it, in
  /// the content the top screen's behaviours show (rows push their own destinations, so none
  /// are offered). Content under the bars is covered by them, except the chrome's own (the
  /// header's).
  func contentLink(atX x: Double, y: Double) -> String? {
    let screen = top
    let device = self.device
    let covered = chromeBottom
    var found: String?
    _ = screen.behaviours.forEachContent(
      screen.behaviourContext(device: device), dx: device.sideSafeArea, rows: []
    ) { block, content, corner, isChrome in
      guard isChrome || y >= covered else { return false }
      // Inside scroll views, links are where their scroll views have moved them.
      let hit = content.element(
        at: Point(x: x - corner.x, y: y - corner.y), screen.scrollOffsets(block, content)
      ) {
        if case .link = $0.drawing { return true }
        return false
      }
      guard case .link(let id)? = hit?.element.drawing else { return false }
      found = id
      return true
    }
    return found
  }
}
