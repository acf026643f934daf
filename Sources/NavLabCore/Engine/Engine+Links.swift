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

  /// The link under a screen point: the innermost (last placed) link whose frame holds it.
  /// Content under the bars is covered by them, except the header's, which is the chrome.
  func contentLink(atX x: Double, y: Double) -> String? {
    let screen = top
    let device = self.device
    let dx = device.sideSafeArea
    let origin = screen.contentOrigin
    var blocks: [(LaidOutContent, ContentBlockID, Point, covered: Bool)] = []
    if let block = screen.contentBlock {
      blocks.append((block, .content, Point(x: dx, y: origin + screen.contentBlockTop), true))
    }
    if let card = screen.card, let content = screen.cardContent {
      let callout = card.calloutFrame.offsetBy(dx: dx, dy: origin)
      blocks.append(
        (content, .card, Point(x: callout.midX - content.size.width / 2, y: callout.minY), true))
    }
    if let header = screen.stickyHeader(device: device), let content = screen.headerContent {
      blocks.append(
        (content, .header, Point(x: dx, y: header.frame.maxY - content.size.height), false))
    }
    let covered = chromeBottom
    for (content, block, corner, isCovered) in blocks where !isCovered || y >= covered {
      // Inside scroll views, links are where their scroll views have moved them.
      let hit = content.element(
        at: Point(x: x - corner.x, y: y - corner.y), screen.scrollOffsets(block, content)
      ) {
        if case .link = $0.drawing { return true }
        return false
      }
      if case .link(let id)? = hit?.element.drawing { return id }
    }
    return nil
  }
}
