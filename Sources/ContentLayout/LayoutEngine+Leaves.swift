import DisplayList
import NavGeometry
import ScreenModel

/// A `Text` measured for one proposal.
struct MeasuredLines {
  var size: Size
  var lines: TextLines
  /// From the frame's top to the first line's baseline.
  var firstBaseline: Double
  /// From the frame's top to the last line's baseline.
  var lastBaseline: Double
}

extension LayoutEngine {
  /// The smallest size SwiftUI gives a greedy view asked for its ideal size
  /// (`ProposedViewSize.replacingUnspecifiedDimensions(by:)` defaults to 10 × 10, and shapes
  /// and colours size themselves that way).
  static let unspecifiedSize = Size(width: 10, height: 10)

  /// A `UISwitch`'s size on iOS 13–18: 51 × 31 pt (UIKit `UISwitch.intrinsicContentSize`).
  static let switchSize = Size(width: 51, height: 31)

  /// SwiftUI's default spacing between neighbouring views and a spacer's default minimum
  /// length on iOS: 8 pt (the platform's standard spacing; `Spacer(minLength: nil)` "uses the
  /// system default spacing", SwiftUI docs).
  static let defaultSpacing = 8.0

  /// `text` broken into lines for `proposal`: as many lines as the width needs, no more than
  /// its line limit or than fit in a finite proposed height (at least one); each line as tall as
  /// the font's line height, the frame rounded up to pixels.
  func measureText(_ text: TextContent, _ proposal: ProposedSize, _ context: LayoutContext)
    -> MeasuredLines
  {
    let font = (text.font ?? context.font).resolved(at: environment.dynamicTypeSize)
    let lineHeight = TextMetrics.lineHeight(font)
    var limit = text.lineLimit.map { max(1, $0) }
    if let height = proposal.height, height.isFinite {
      let fitting = max(1, Int((height + 1e-6) / lineHeight))
      limit = min(limit ?? fitting, fitting)
    }
    let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
    let measured = environment.textMeasure.measure(
      text.string, font: font, width: width, lineLimit: limit)
    let size = Size(
      width: ceilToPixel(measured.size.width), height: ceilToPixel(measured.size.height))
    let lines = TextLines(
      lines: measured.lines, font: font, color: text.color ?? context.foreground ?? .primary,
      lineHeight: measured.lineHeight, alignment: text.alignment)
    let count = Double(max(1, measured.lines.count))
    return MeasuredLines(
      size: size, lines: lines, firstBaseline: measured.ascent,
      lastBaseline: (count - 1) * measured.lineHeight + measured.ascent)
  }

  /// An image's size. A symbol that is not resizable is a square as tall as a line of its
  /// font, rounded up to the pixel (measured: `Image(systemName: "star.fill").font(.title2)`
  /// takes 26.33 pt of its VStack in AccessibilitySnapshot's BasicAccessibilityDemo on iOS 18.5
  /// and 26.2, SF's 22 pt line height 26.25 rounded up; the width is taken equal, symbols being
  /// drawn about square); an image file is its own size; a resizable image takes what it is
  /// offered, keeping its aspect ratio when it has a content mode.
  func imageSize(_ image: ImageContent, _ proposal: ProposedSize, _ context: LayoutContext) -> Size
  {
    let natural: Size
    switch image.source {
    case .system:
      let side = ceilToPixel(
        TextMetrics.lineHeight(context.font.resolved(at: environment.dynamicTypeSize)))
      natural = Size(width: side, height: side)
    case .file(let path):
      natural = environment.imageSizes[path] ?? LayoutEnvironment.unknownImageSize
    }
    guard image.resizable else { return natural }
    guard let mode = image.contentMode, natural.width > 0, natural.height > 0 else {
      return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }
    return LayoutEngine.aspectSize(
      ratio: natural.width / natural.height, mode: mode, proposal, fallback: natural)
  }

  /// A greedy view's size: what it is offered, 10 pt where asked for its ideal size.
  func greedySize(_ proposal: ProposedSize) -> Size {
    Size(
      width: proposal.width ?? LayoutEngine.unspecifiedSize.width,
      height: proposal.height ?? LayoutEngine.unspecifiedSize.height)
  }

  /// A spacer takes what its stack offers along the stack's axis, at least its minimum length
  /// (8 pt by default), and nothing across it; outside a stack it takes what it is offered.
  func spacerSize(_ minLength: Double?, _ proposal: ProposedSize, _ context: LayoutContext) -> Size
  {
    let minimum = max(0, minLength ?? LayoutEngine.defaultSpacing)
    guard let axis = context.stackAxis else {
      return Size(width: max(proposal.width ?? 0, 0), height: max(proposal.height ?? 0, 0))
    }
    let main = max(proposal.value(axis) ?? minimum, minimum)
    return Size.along(axis, main, cross: 0)
  }

  /// A divider is one pixel thick across its stack's axis and takes the room offered along
  /// the other (a horizontal line in a VStack or alone, a vertical one in an HStack).
  func dividerSize(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
    let thickness = 1 / environment.displayScale
    if context.stackAxis == .horizontal {
      return Size(width: thickness, height: proposal.height ?? 0)
    }
    return Size(width: proposal.width ?? 0, height: thickness)
  }

  /// A placeholder is greedy; its ideal size is its label's with 8 pt around it.
  func placeholderSize(_ name: String, _ proposal: ProposedSize, _ context: LayoutContext) -> Size {
    let label = measureText(
      TextContent(name, font: .caption), ProposedSize(width: nil, height: nil), context)
    return Size(
      width: proposal.width ?? label.size.width + 16,
      height: proposal.height ?? label.size.height + 16)
  }

  /// A toggle: its label at the leading edge (offered the width less the switch and 8 pt),
  /// the switch at the trailing edge, the whole as wide as offered (SwiftUI's iOS toggle style
  /// puts a spacer between them) and as tall as the taller of the two.
  func arrangeToggle(_ label: ContentNode, _ proposal: ProposedSize, _ context: LayoutContext)
    -> (size: Size, slots: [Slot])
  {
    let switchSize = LayoutEngine.switchSize
    let room = proposal.width.map { max(0, $0 - switchSize.width - LayoutEngine.defaultSpacing) }
    let labelProposal = ProposedSize(width: room, height: proposal.height)
    let labelSize = size(label, labelProposal, context)
    let width =
      proposal.width.flatMap { $0.isFinite ? $0 : nil }
      ?? labelSize.width + LayoutEngine.defaultSpacing + switchSize.width
    let height = max(labelSize.height, switchSize.height)
    let slot = Slot(
      node: label, proposal: labelProposal,
      origin: Point(x: 0, y: (height - labelSize.height) / 2), context: context)
    return (Size(width: width, height: height), [slot])
  }

  /// The size of ratio `ratio` (width / height) that fits in (`.fit`) or covers (`.fill`) the
  /// proposal; an unspecified side follows from the other, and both from `fallback`'s width.
  static func aspectSize(
    ratio: Double, mode: ContentMode, _ proposal: ProposedSize, fallback: Size
  ) -> Size {
    guard ratio > 0, ratio.isFinite else { return fallback }
    switch (proposal.width, proposal.height) {
    case (nil, nil):
      return Size(width: fallback.width, height: fallback.width / ratio)
    case (let width?, nil):
      return Size(width: width, height: width / ratio)
    case (nil, let height?):
      return Size(width: height * ratio, height: height)
    case (let width?, let height?):
      let byWidth = Size(width: width, height: width / ratio)
      let byHeight = Size(width: height * ratio, height: height)
      let widthFits = byWidth.height <= height
      switch mode {
      case .fit: return widthFits ? byWidth : byHeight
      case .fill: return widthFits ? byHeight : byWidth
      }
    }
  }
}
