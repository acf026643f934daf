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
  /// Where the block sits in the content area: centred across when narrower (a `ScrollView`
  /// centres its content across; so does the hosting of a root view), and, for a root view
  /// (``ContentFrame/safeArea``), centred in the safe area's height (``frame(height:_:)``).
  var placement = Point(x: 0, y: 0)

  init(_ setup: BehaviourSetup) {
    block = ScreenContentBehaviour.tree(setup.spec).map {
      setup.layout(.content, $0, ProposedSize(width: setup.width, height: nil))
    }
    rowLayouts = setup.rowLayouts
    placement.x = max(0, (setup.width - (block?.size.width ?? setup.width)) / 2)
  }

  /// Without a navigation container there is no bar: the content starts at the safe area's
  /// top, under the status bar (the navigation bar, a top bar or pinned views, arranged
  /// after this, set their own).
  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.top = device.topSafeArea
  }

  /// Lays the root view out again offered the safe area's `height` (between the bars, once
  /// they are arranged) and centres it there, as SwiftUI's hosting places a root view that is
  /// not a scroll view: a view taller than the room overflows at both ends, as on iOS.
  /// `safeArea` is what lies between the safe area and the screen's edges (the bars, the
  /// status bar, the home indicator): a view that ignores the safe area (`Color.mint
  /// .ignoresSafeArea()` in the root `ZStack`) reaches over it to the screen's edges.
  mutating func frame(height: Double, safeArea: EdgeInsets, _ setup: BehaviourSetup) {
    guard setup.spec.contentFrame == .safeArea, let tree = ScreenContentBehaviour.tree(setup.spec)
    else { return }
    var environment = setup.environment
    environment.safeArea = safeArea
    let inSafeArea = BehaviourSetup(
      spec: setup.spec, device: setup.device, isLarge: setup.isLarge, width: setup.width,
      environment: environment, metrics: setup.metrics, rowLayouts: setup.rowLayouts,
      textSize: setup.textSize, previous: setup.previous)
    let laid = inSafeArea.layout(
      .content, tree, ProposedSize(width: setup.width, height: height))
    block = laid
    placement = Point(
      x: max(0, (setup.width - laid.size.width) / 2), y: (height - laid.size.height) / 2)
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
      let corner = Point(
        x: dx + placement.x, y: origin + context.insets.contentHead + placement.y)
      if body(.content, block, corner, false) {
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
