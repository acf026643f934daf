import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// The back chevron: 11 × 19 pt (SF Symbols `chevron.backward` in the bar, issue 11's iOS 17
  /// measurement), 9 pt from the leading edge, centred on the bar. Before: 12 × 21 pt.
  static func backChevron(dx: Double, midY: Double) -> Rect {
    Rect(x: dx + 9, y: midY - 9.5, width: 11, height: 19)
  }

  /// How far the inline title's line box sits above the compact bar's middle: 10 pt Inter's
  /// baseline fell 0.67 pt below iOS 17.5's (issue 20's snapshot measurement; 81.67 pt on the
  /// 15 Pro, was 82.33).
  static let inlineTitleLift = 2.0 / 3

  /// Where the back button's label starts, from the bar's leading edge: 29 pt. At 28 pt it sat
  /// 1 pt left of iOS 17.5's, 9.49 pt after the chevron against iOS's 10.26 (issue 31's
  /// snapshot measurement).
  static let backLabelX = 29.0
  /// The back label's line box sits this far above the bar's middle: at the middle it was
  /// 0.67 pt low against iOS 17.5 (issue 31), the same Inter offset as the inline title's.
  static let backLabelLift = 2.0 / 3

  /// The compact bar's title and back button, over a background that blends in with `alpha`.
  func paintCompactBar(
    title: String, titleAlpha: Double, backgroundAlpha: Double, barBottom: Double,
    _ place: Placement, titleColor: Color? = nil, titleFont: Font = .headline,
    edgeColor: Color? = nil, principal: LaidOutContent? = nil,
    scrolls: NestedScrolls = NestedScrolls(), into list: inout DisplayList
  ) {
    let theme = place.theme
    let device = place.device
    let width = device.size.width
    if place.design == .ios26 {
      paintScrollEdgeEffect(
        barBottom: barBottom, alpha: backgroundAlpha, color: edgeColor ?? theme.background, place,
        into: &list)
    } else if backgroundAlpha > 0 {
      // The material (blur + tint) fades in as a whole, as UIKit's bar appearance does.
      list.backdropBlur(
        Rect(x: place.dx, y: 0, width: width, height: barBottom), sigma: theme.barBlurSigma,
        tint: theme.barBackground, opacity: backgroundAlpha)
      list.fill(
        Rect(x: place.dx, y: barBottom, width: width, height: device.hairline),
        color: theme.hairline.withOpacity(backgroundAlpha))
    }
    let midY = device.navigationBarTop + NavigationBarMetrics.barHeight / 2
    // The centred title keeps clear of the back button (at most "Back" or 12 characters) and
    // the edges; longer titles end in "…" as UINavigationBar's do.
    let titleInset = place.backTitle == nil ? NavigationBarMetrics.edgePadding : 100
    if let principal {
      // The principal item takes the title's place, centred in the bar, at its opacity.
      FramePainter.paintBlock(
        principal, .principal, scrolls: scrolls, chromeBottom: barBottom,
        at: Point(
          x: place.dx + (width - principal.size.width) / 2,
          y: midY - principal.size.height / 2),
        opacity: titleAlpha, place, into: &list)
    } else {
      paintInlineTitle(
        title, alpha: titleAlpha, color: titleColor, font: titleFont, inset: titleInset, midY: midY,
        place, into: &list)
    }
    paintBackButtonAndItems(titleColor: titleColor, midY: midY, place, into: &list)
  }

  /// The inline title, centred, clear of the back button; listed in the dump even while
  /// transparent (it says where the title waits, at opacity 0).
  private func paintInlineTitle(
    _ title: String, alpha titleAlpha: Double, color titleColor: Color?, font titleFont: Font,
    inset titleInset: Double, midY: Double, _ place: Placement, into list: inout DisplayList
  ) {
    let theme = place.theme
    let width = place.device.size.width
    list.text(
      title, font: titleFont, color: (titleColor ?? theme.label).withOpacity(titleAlpha),
      x: place.dx + width / 2, midY: midY - Self.inlineTitleLift, alignment: .center,
      maxWidth: width - 2 * titleInset)
    // Listed even while transparent: the dump says where the inline title waits (opacity 0).
    list.textElement(
      .navigationTitle, title, font: titleFont, x: place.dx + width / 2,
      midY: midY - Self.inlineTitleLift, alignment: .center, maxWidth: width - 2 * titleInset,
      opacity: clamp(titleAlpha, 0, 1), source: "title")
  }

  /// The back button (or the leading items in its place) and the trailing items.
  private func paintBackButtonAndItems(
    titleColor: Color?, midY: Double, _ place: Placement, into list: inout DisplayList
  ) {
    let theme = place.theme
    if place.backTitle != nil, place.design == .ios26 {
      // iOS 26: the back button is a chevron on a glass circle, without the previous title.
      paintGlassBackButton(midY: midY, color: titleColor ?? theme.label, place, into: &list)
    } else if let back = place.backTitle {
      let tint = titleColor ?? theme.tint
      let chevron = FramePainter.backChevron(dx: place.dx, midY: midY)
      list.symbol(.chevronLeft, in: chevron, color: tint)
      list.text(
        back, font: .body, color: tint.withOpacity(place.backLabelAlpha),
        x: place.dx + Self.backLabelX, midY: midY - Self.backLabelLift)
      recordBackButton(back, chevron: chevron, midY: midY, place, into: &list)
    } else {
      paintBarItems(place.leadingItems, leading: true, midY: midY, place, into: &list)
    }
    paintBarItems(place.trailingItems, leading: false, midY: midY, place, into: &list)
  }
}

extension NavigationBarBehaviour {
  /// The compact bar with its inline title, back button and items. Its title's opacity,
  /// background and bottom edge follow the screen's behaviours (``ChromeState``): a title card
  /// hands the title over, a sticky header forms the bar's backdrop, a large title
  /// cross-fades, a focused search field takes the bar.
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .topBars else { return }
    let chrome = context.chrome
    var place = context.place
    if chrome.barFocus > 0 {
      // A focused search field takes the bar (iOS slides the bar away): its buttons fade with
      // the titles and are gone past half way, clear of the field and its Cancel (issue 41).
      place.theme.tint = place.theme.tint.withOpacity(1 - chrome.barFocus)
      if chrome.barFocus >= 0.5 {
        place.leadingItems = []
        place.trailingItems = []
      }
    }
    painter.paintCompactBar(
      title: context.title,
      titleAlpha: (chrome.inlineTitleOpacity ?? 1) * context.place.titleAlpha
        * (1 - chrome.barFocus),
      backgroundAlpha: chrome.barBackgroundAlpha ?? 0, barBottom: chrome.chromeBottom,
      place, titleColor: chrome.barTitleColor, titleFont: chrome.barTitleFont,
      edgeColor: context.background, principal: principal, scrolls: context.scrolls,
      into: &list)
  }
}

extension LargeTitleBehaviour {
  /// The large title slides up under the compact bar and is clipped by its bottom edge; a
  /// focused search field fades it and lifts it.
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .barExtensions else { return }
    let place = context.place
    let device = place.device
    let chrome = context.chrome
    let bar = context.behaviour.navigationBar
    let title = context.title
    let compactBottom = device.navigationBarTop + NavigationBarMetrics.barHeight
    list.pushClip(
      Rect(x: place.dx, y: compactBottom, width: device.size.width, height: device.size.height))
    let frame = bar.largeTitleFrame
    let alpha =
      largeAlpha.value * bar.largeTitleClipOpacity * place.titleAlpha * (1 - chrome.barFocus)
    list.text(
      title, font: .largeTitle,
      color: (place.largeTitleColor ?? chrome.barTitleColor ?? place.theme.label)
        .withOpacity(alpha),
      x: place.dx + frame.minX, midY: frame.midY - chrome.barShift,
      scale: bar.largeTitleScale, maxWidth: frame.width)
    list.element(
      .largeTitle, text: title, frame: frame.offsetBy(dx: place.dx, dy: -chrome.barShift),
      opacity: clamp(alpha, 0, 1), source: "title")
    list.popClip()
  }
}

extension FramePainter {
  /// The iOS 18 back button as one layout-dump element: from the chevron to the end of the
  /// label (its width estimated), at the label's opacity. Its title is the previous screen's,
  /// so it has no field in this scene.
  func recordBackButton(
    _ back: String, chevron: Rect, midY: Double, _ place: Placement,
    into list: inout DisplayList
  ) {
    guard list.recordsElements else { return }
    let labelWidth = back.reduce(0) { $0 + TextWrapping.advance($1, Font.body.size) }
    let height = max(chevron.height, Font.body.size * DisplayList.lineBoxHeight)
    list.element(
      .backButton, text: back,
      frame: Rect(
        x: chevron.minX, y: midY - height / 2,
        width: place.dx + Self.backLabelX + labelWidth - chevron.minX,
        height: height), opacity: 1)
  }
}
