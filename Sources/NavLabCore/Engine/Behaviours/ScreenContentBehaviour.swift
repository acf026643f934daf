import ContentLayout
import NavGeometry
import ScreenModel

/// The scroll view's own content: the free content (the album's text block and the scene's
/// `"content"`) under the header's space and the card, then the list and its rows. The other
/// behaviours are arranged around it; nested scroll views and row offsets belong here.
struct ScreenContentBehaviour: ScreenBehaviour {
  /// The scene's free content, laid out once at the content's width.
  var block: LaidOutContent?
  /// Rows with content of their own, laid out once per row of the scene's pattern (rows
  /// repeat, so a million rows need no more).
  var rowLayouts: [LaidOutContent?]

  init(_ setup: BehaviourSetup) {
    block = ScreenContentBehaviour.tree(setup.spec).map {
      setup.layout(.content, $0, ProposedSize(width: setup.width, height: nil))
    }
    rowLayouts = setup.rowLayouts
  }

  /// The tree the free content is laid out from: the album's text block (under a header that
  /// shows one) above the scene's own content.
  static func tree(_ spec: ScreenSpec) -> ContentNode? {
    let info = spec.header.flatMap { header in
      header.showsInfo ? AlbumInfoContent.node(title: spec.title, header: header) : nil
    }
    return switch (info, spec.content) {
    case (let info?, let content?):
      .vstack(spacing: 0) {
        info
        content
      }
    case (let info?, nil): info
    case (nil, let content): content
    }
  }

  /// The laid-out content of row `index`, if it has content of its own.
  func rowLayout(_ index: Int) -> LaidOutContent? {
    rowLayouts.isEmpty ? nil : rowLayouts[index % rowLayouts.count]
  }

  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    let origin = context.contentOrigin
    if let block {
      if body(.content, block, Point(x: dx, y: origin + context.insets.contentHead), false) {
        return true
      }
    }
    for row in rows where !rowLayouts.isEmpty {
      guard let laid = rowLayout(row.index) else { continue }
      let frame = row.frame.offsetBy(dx: dx, dy: origin)
      let corner = Point(
        x: frame.minX + ScreenState.cellContentInset, y: frame.midY - laid.size.height / 2)
      if body(.row(row.index), laid, corner, false) { return true }
    }
    return false
  }
}
