import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel
import ScrollPhysics

/// One screen on the navigation stack: its description, its own scroller, its list and the
/// behaviours it is composed of (``ScreenBehaviours``: the navigation bar, large title, card,
/// header, top bar, pinned views, search, refresh, tab bar, and the content itself). Each
/// screen keeps its state, so popping back shows it as it was.
public struct ScreenState: Sendable {
  public var spec: ScreenSpec
  public var scroller: Scroller
  /// Whether this screen's title shows large (display mode resolved against the stack).
  public var isLarge: Bool
  public var list: ListLayout
  /// The behaviours, made once with the screen and iterated by every pass over it.
  package var behaviours: ScreenBehaviours
  /// Where the content rests, as the behaviours arranged it.
  let insets: ContentInsets
  /// The look: iOS 18 materials or iOS 26 Liquid Glass.
  public let design: Design
  /// iOS 26's scroll edge effect under the bar.
  public let scrollEdge: ScrollEdgeStyle
  /// Row shown highlighted (tapped) and until when.
  public var highlightedRow: Int?
  /// Dynamic Type: the list's text and rows are drawn at this size.
  public let textSize: TextSize

  /// Each pattern section's footer, broken into lines for the list's width.
  public let footerLines: [[String]]
  /// By row: a plain text row's label broken into the lines its cell shows (a cell's label
  /// wraps, as `UIListContentConfiguration`'s does with no line limit, and the row grows);
  /// empty for a row whose label is one line or that is not a plain text row. Made once, so
  /// a frame builds no strings.
  public let labelLines: [[String]]
  /// Each pattern section's header as drawn: upper case in an inset-grouped list (UIKit's
  /// `UIListContentConfiguration.groupedHeader()` transforms its text to upper case), as
  /// written in a plain one. Made once, so a frame builds no strings.
  public let headerTexts: [String]
  /// Switch and checkmark rows the user changed, by row index (the scene's values otherwise).
  public var toggles: [Int: RowToggle] = [:]
  /// The chosen checkmark row of each section the user chose in, by section number.
  public var checkedRows: [Int: Int] = [:]
  /// The scene as written while its search shows filtered rows (`spec` is the filtered one);
  /// nil when nothing is filtered.
  var searchSource: ScreenSpec?

  /// The nested scroll views that have moved (issue 37); the screen's own is ``scroller``.
  public internal(set) var nested = NestedScrolls()
  /// Rows moved sideways to show their swipe actions (issue 41).
  public internal(set) var swipes = RowSwipes()

  /// Viewport y of content y = 0 when the offset is 0.
  public var contentTopAtRest: Double { insets.top }
  /// Blocks moving to a live answer's new layout (issue 38), at most one per block: the
  /// behaviours' laid-out blocks are what is drawn, so the animation moves their elements
  /// (ScreenState+Patches.swift); their sizes are always the layout's.
  var blockAnimations: [BlockAnimation] = []

  /// `previous`: the same screen laid out on the same device (a live answer's new scene):
  /// its blocks whose trees did not change are kept rather than laid out again.
  public init(
    spec: ScreenSpec, device: Device, isLarge: Bool, configuration: ScrollerConfiguration,
    textSize: TextSize = .large, textMeasure: any TextMeasuring = EstimatedTextMeasure(),
    reusing previous: ScreenState? = nil
  ) {
    var spec = spec
    let width = device.size.width - 2 * device.sideSafeArea
    // The one place the design picks the list's numbers (issue 31: iOS 26's inset-grouped
    // lists are its own; plain lists were not measured and keep iOS 18's).
    let metrics =
      spec.listStyle == .insetGrouped
      ? ListMetrics.forDesign(spec.design ?? .ios18) : ListMetrics.ios18
    // Content trees are laid out once, by SwiftUI's rules, with the text measure given (the
    // app's is the real font's; the same font gives the same layout every run).
    let environment = LayoutEnvironment(
      textMeasure: textMeasure, dynamicTypeSize: textSize.dynamicTypeSize,
      displayScale: device.scale,
      // `.containerRelativeFrame` outside any nested scroll view measures the screen's.
      containerSize: Size(width: width, height: device.size.height))
    let cellWidth =
      width
      - (spec.listStyle == .insetGrouped
        ? 2 * metrics.sideMargin(width: width) : 0)
    let rowLayouts = spec.rows.indices.map { index in
      spec.rows[index].content.map {
        previous?.reusableLayout(
          .row(index), tree: $0, for: spec, textSize: textSize, in: environment)
          ?? ContentLayout.layout(
            $0,
            proposal: ProposedSize(
              width: max(0, cellWidth - 2 * Self.cellContentInset), height: nil),
            in: environment)
      }
    }
    // A row's label wraps in the room its cell leaves it (between the margins, an icon tile
    // and the accessory), as a UIKit cell's label with no line limit does.
    let inset = metrics.contentInset(width: width)
    let cell = Rect(x: 0, y: 0, width: cellWidth, height: 44)
    let labelLines = spec.rows.map { row in
      guard Self.wrapsLabel(row) else { return [String]() }
      let room = max(40, Self.labelRoom(row, cell: cell, contentInset: inset))
      let lines = TextWrapping.lines(row.label, fontSize: 17, width: room)
      return lines.count > 1 ? lines : []
    }
    self.labelLines = labelLines
    let cellHeights = spec.rows.indices.map { index -> Double? in
      if let layout = rowLayouts[index] {
        return layout.size.height + 2 * Self.cellContentVerticalInset
      }
      guard !labelLines[index].isEmpty else { return nil }
      return Double(labelLines[index].count) * Self.labelLineHeight
        + 2 * Self.cellContentVerticalInset
    }
    let ownHeights = ScreenState.fitRowHeights(&spec, to: cellHeights)
    self.spec = spec
    self.textSize = textSize
    self.isLarge = isLarge
    design = spec.design ?? .ios18
    scrollEdge = spec.scrollEdge
    let setup = BehaviourSetup(
      spec: spec, device: device, isLarge: isLarge, width: width, environment: environment,
      metrics: metrics, rowLayouts: rowLayouts, textSize: textSize, previous: previous)
    behaviours = ScreenBehaviours(setup)
    let insets = behaviours.arrange(device: device, isLarge: isLarge)
    self.insets = insets
    // A root view is offered the safe area between the bars as they are now arranged.
    behaviours.content.frame(
      height: device.size.height - insets.top - insets.contentHead - device.bottomSafeArea
        - insets.bottomBar,
      safeArea: EdgeInsets(
        top: insets.top + insets.contentHead, leading: device.sideSafeArea,
        bottom: device.bottomSafeArea + insets.bottomBar, trailing: device.sideSafeArea),
      setup)
    // What the content shows above the list: the header's space, the card, then the free
    // content (the album's text block and the scene's own). Without any, an inset-grouped
    // list's first group sits one section gap (35 pt) below the bar, like a grouped table's
    // first section without a header.
    // A list that starts the content and whose first group has a header: iOS puts no section
    // gap above that header (with content above, the header follows it as any other does).
    let headedFirst =
      spec.listStyle == .insetGrouped && spec.rowCount > 0
      && !(spec.sections.first?.header.isEmpty ?? true)
      && behaviours.content.block == nil && insets.contentHead == 0
    let listTop =
      insets.contentHead + behaviours.content.placement.y
      + (behaviours.content.block?.size.height ?? 0) - (headedFirst ? metrics.firstHeaderLift : 0)
    // Footer text lines up with the rows' text, a layout margin in from the group's edges.
    let margin = metrics.sideMargin(width: width)
    let footerWidth = width - 2 * margin - (spec.listStyle == .insetGrouped ? 2 * margin : 0)
    headerTexts = spec.sections.map {
      spec.listStyle == .insetGrouped && metrics.uppercasesHeaders && !$0.headerAsWritten
        ? $0.header.uppercased() : $0.header
    }
    footerLines = spec.sections.map {
      TextWrapping.lines($0.footer, fontSize: 13, width: max(40, footerWidth))
    }
    list = ListLayout(
      style: spec.listStyle, width: width, top: listTop, totalRows: spec.rowCount,
      sectionPattern: spec.sectionPattern,
      rowHeight: textSize.rowHeight(metrics.rowHeight(spec.rowHeight)),
      sectionSpacing: spec.listStyle == .insetGrouped ? metrics.sectionSpacing : 0,
      sectionMetrics: ScreenState.sectionMetrics(
        spec, footerLines: footerLines, textSize, metrics: metrics),
      metrics: metrics,
      rowHeights: ownHeights.map { $0 > 0 ? textSize.rowHeight(metrics.rowHeight($0)) : 0 })
    var physics = configuration
    physics.screenScale = device.scale
    scroller = Scroller(
      configuration: physics, viewportHeight: device.size.height,
      contentHeight: insets.top + insets.collapsedTop + list.contentHeight
        + device.bottomSafeArea + insets.bottomBar + insets.bottomInset)
    scroller.snapZones = behaviours.snapZones(in: insets)
    if let offset = insets.initialOffset {
      scroller.scroll(to: offset, animated: false, time: 0)
    }
  }

  /// Content in a cell sits inside the cell's layout margins: 16 pt at the sides (UIKit's
  /// `directionalLayoutMargins` of a cell, SwiftUI's list row insets) and at least 11 pt above
  /// and below (a 22 pt body line in a 44 pt row).
  static let cellContentInset = 16.0
  static let cellContentVerticalInset = 11.0
  /// The body style's line height in a cell's label: 22 pt (a 44 pt row is one 22 pt line
  /// between the 11 pt margins).
  static let labelLineHeight = 22.0

  /// Whether a row is a plain text row, whose label wraps: a label alone (no content, icon,
  /// image, value, subtitle, field, slider or trailing control), as `Text` in a `List` is.
  static func wrapsLabel(_ row: RowContent) -> Bool {
    row.content == nil && row.hero == nil && row.image == nil
      && row.thumbnail == nil && row.subtitle.isEmpty
      && row.placeholder == nil && row.slider == nil
      && row.badge == 0 && !(row.style == .button && row.isCentered)
  }

  /// The width a row's label has in a cell whose frame is `cell`: from the layout margin (or
  /// past the icon tile) to the accessory (a disclosure chevron, a switch, a stepper, a
  /// checkmark) or the trailing margin, as ``FramePainter`` places them.
  static func labelRoom(_ row: RowContent, cell: Rect, contentInset: Double) -> Double {
    var labelX = cell.minX + contentInset
    if row.icon != nil {
      labelX = FramePainter.iconTile(in: cell).maxX + FramePainter.iconToLabel
    }
    var trailing = cell.maxX - contentInset
    switch row.accessory {
    case .disclosure:
      if row.style == .default, row.placeholder == nil {
        trailing = FramePainter.disclosureChevron(in: cell).minX - 10
      }
    case .switch: trailing = FramePainter.switchTrack(in: cell).minX - 8
    case .stepper: trailing = FramePainter.stepper(in: cell).minX - 8
    case .checkmark: trailing = FramePainter.checkmark(in: cell).minX - 10
    case .none: break
    }
    return labelShare(of: trailing - labelX, value: row.value)
  }

  /// The part of a row's `room` its label has beside its `value`
  /// (UIListContentConfiguration.valueCell, SwiftUI's `LabeledContent` in a form): the value
  /// keeps its own width (estimated at 17 pt), up to half the room, 8 pt from the label, and the
  /// label takes the rest, wrapping in it, rather than both being cut.
  static func labelShare(of room: Double, value: String) -> Double {
    guard !value.isEmpty else { return room }
    let valueWidth = value.reduce(0) { $0 + TextWrapping.advance($1, 17) }
    return max(0, room - min(valueWidth, room / 2) - 8)
  }

  /// Self-sizing cells: a row with a height of its own (`layouts`: its content's, or its
  /// wrapped label's, with the cell's margins) is that tall, never less than the list's row
  /// height; a row without one keeps its section's height (iOS sizes each cell by itself: a 150 pt text editor does not make the
  /// fields beside it 150 pt). A section whose rows all carry content of one height gets that
  /// as its row height; when some section's rows differ, the result gives every row of the
  /// list its height (0: its section's), else it is empty.
  static func fitRowHeights(_ spec: inout ScreenSpec, to layouts: [Double?]) -> [Double] {
    var own = [Double](repeating: 0, count: layouts.count)
    var differ = false
    var first = 0
    for (section, count) in spec.sectionPattern.enumerated() where section < spec.sections.count {
      defer { first += max(0, count) }
      guard spec.sections[section].rowHeight == nil, count > 0, first + count <= layouts.count
      else { continue }
      let heights = layouts[first..<(first + count)].map { $0.map { max(spec.rowHeight, $0) } }
      guard let tallest = heights.compactMap({ $0 }).max() else { continue }
      if heights.allSatisfy({ $0 == tallest }) {
        spec.sections[section].rowHeight = tallest
      } else {
        differ = true
        for (offset, height) in heights.enumerated() { own[first + offset] = height ?? 0 }
      }
    }
    return differ ? own : []
  }

  /// Header, footer and row height of every section of the pattern.
  static func sectionMetrics(
    _ spec: ScreenSpec, footerLines: [[String]], _ textSize: TextSize,
    metrics: ListMetrics = .ios18
  ) -> [ListSectionMetrics] {
    guard
      spec.sections.contains(where: {
        !$0.header.isEmpty || !$0.footer.isEmpty || $0.rowHeight != nil
      })
    else { return [] }
    return spec.sections.enumerated().map { index, section in
      ListSectionMetrics(
        header: section.header.isEmpty
          ? 0
          : spec.listStyle == .insetGrouped
            ? metrics.groupedHeaderHeight : ListSectionMetrics.plainHeaderHeight,
        footer: footerLines[index].isEmpty
          ? 0
          : max(
            0,
            ListSectionMetrics.footerHeight(lines: footerLines[index].count) - metrics.footerTrim),
        rowHeight: section.rowHeight.map { textSize.rowHeight(metrics.rowHeight($0)) })
    }
  }

  /// The scroll offset (points scrolled from the resting top).
  public var offset: Double { scroller.offset }

  /// Viewport y of content y = 0 now (under a collapsing top bar the content hangs from the
  /// bar's bottom edge).
  public var contentOrigin: Double {
    contentTopAtRest + behaviours.contentShift - scroller.offset
  }

  /// What the behaviours read about this screen now (see ``BehaviourContext``).
  func behaviourContext(
    device: Device, time: Double = 0, topBarStyle: CollapsingTopBarLayout.Style = .seed
  ) -> BehaviourContext {
    BehaviourContext(
      device: device, time: time, offset: scroller.offset, maxOffset: scroller.maxOffset,
      phase: scroller.phase, isLarge: isLarge, insets: insets, contentOrigin: contentOrigin,
      topBarStyle: topBarStyle)
  }

  /// The chrome now, as the behaviours compose it.
  func chrome(device: Device) -> ChromeState {
    behaviours.chrome(behaviourContext(device: device))
  }

  /// The viewport y below which content is not covered by the bars.
  public func chromeBottom(device: Device) -> Double {
    chrome(device: device).chromeBottom
  }

  /// Whether nothing on the screen moves by itself: the scroller, the behaviours' animations
  /// and the switches. Dragging counts as moving: trackpad scrolling coasts on after its last
  /// event.
  var isAtRest: Bool {
    scroller.phase == .idle && behaviours.isAtRest && !togglesAnimating && nested.isAtRest
      && !isAnimatingBlocks && swipes.isAtRest
  }

  /// Runs the scroller forward to `time`, letting a behaviour act at its deadline on the way (a
  /// refresh ends at its exact end time, so the spring back starts at the same instant
  /// whatever the frame rate).
  mutating func advanceScroller(to time: Double, device: Device) {
    if let deadline = behaviours.deadline, deadline <= time {
      scroller.advance(to: deadline)
      let effects = behaviours.update(
        behaviourContext(device: device, time: deadline), dueOnly: true)
      apply(effects, time: deadline)
    }
    scroller.advance(to: time)
    nested.advance(to: time)
    if !swipes.rows.isEmpty { swipes.advance(to: time) }
  }

  /// Moves the behaviours' animations to their targets for the current offset at `time`.
  mutating func updateChrome(
    device: Device, topBarStyle: CollapsingTopBarLayout.Style, time: Double
  ) {
    let effects = behaviours.update(
      behaviourContext(device: device, time: time, topBarStyle: topBarStyle))
    apply(effects, time: time)
    updateToggles(time: time)
  }

  /// Offers a tap at (`x`, `y`) to the behaviours (the search field, the tab bar); returns
  /// what they asked (`tapTaken` when one took it, a tab to show).
  mutating func tapBehaviours(x: Double, y: Double, device: Device, time: Double)
    -> BehaviourEffects
  {
    let effects = behaviours.tap(
      at: Point(x: x, y: y), behaviourContext(device: device, time: time))
    apply(effects, time: time)
    return effects
  }

  /// Does what the behaviours asked of the scroller.
  private mutating func apply(_ effects: BehaviourEffects, time: Double) {
    if let edge = effects.leadingEdge { scroller.setLeadingEdge(edge, time: time) }
    if effects.scrollsToTop { scroller.scrollToTop(time: time) }
  }
}
