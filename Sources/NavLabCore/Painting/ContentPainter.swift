import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

/// Paints laid-out content (``LaidOutContent``, from `ContentLayout`): each element with the
/// display list's commands, colours resolved in the theme, and recorded for the layout dump.
///
/// The content is laid out once and painted every frame from its flat element list, so a
/// frame walks an array and appends commands: no layout and no allocation.
extension FramePainter {
  /// How far Inter's baseline sits below the middle of the renderer's line box, in em
  /// (ascent 0.969, descent 0.242: (0.969 − 0.242) / 2; see `footnoteBaselineBelowMid`).
  static let interBaselineBelowMid = (0.969 - 0.242) / 2

  /// iOS's switch colours: the track off (UIKit's `systemFill`-like grey, #E9E9EB light and
  /// #39393D dark), the thumb 27 pt across, 2 pt inside the 51 × 31 pt track.
  static let switchTrackOff = ColorValue.adaptive(
    light: Color(hex: 0xE9E9EB), dark: Color(hex: 0x39393D))
  static let switchThumbInset = 2.0

  /// Paints `content` with its top-left corner at `origin` (screen points), every element's
  /// opacity multiplied by `opacity`, and records the elements that have a role.
  ///
  /// Content in scroll views is drawn moved by each one's offset (`scroll`, by index in
  /// `content.scrollViews`; cumulative for nested ones), clipped to its viewport unless it
  /// does not clip, and culled: only the spans of a scroll view that reach into what is
  /// visible are drawn, and a scroll view outside `visible` (screen points; nil: no limit) is
  /// skipped whole. Views with a scroll transition are drawn with its effect at their phase in
  /// their scroll view (in the screen's own when `rootVisible`, the region its list shows,
  /// is given; else at phase 0).
  public static func paintContent(
    _ content: LaidOutContent, at origin: Point, opacity: Double, theme: Theme,
    visible: Rect? = nil, rootVisible: Rect? = nil, into list: inout DisplayList
  ) {
    paintContent(
      content, at: origin, opacity: opacity, theme: theme, visible: visible,
      rootVisible: rootVisible, scroll: RestingScrollViews(content), into: &list)
  }

  /// ``paintContent(_:at:opacity:theme:visible:rootVisible:into:)`` with the scroll views'
  /// offsets from `scroll`.
  public static func paintContent<States: ScrollViewStates>(
    _ content: LaidOutContent, at origin: Point, opacity: Double, theme: Theme,
    visible: Rect? = nil, rootVisible: Rect? = nil, scroll: States,
    into list: inout DisplayList
  ) {
    let opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    guard opacity > 0 else { return }
    var painter = ContentElementPainter(
      content: content, theme: theme, rootVisible: rootVisible, scroll: scroll)
    let transform = ContentTransform(dx: origin.x, dy: origin.y)
    guard let visible, content.spans.count > 0 else {
      painter.paint(
        0..<content.elements.count, transform, alpha: opacity, visible: visible, into: &list)
      return
    }
    // Content with scroll views: only its spans that reach the screen (a screen of shelves).
    painter.paintSpans(
      content.spans, transform, axis: .vertical, alpha: opacity, visible: visible, into: &list)
  }

  /// Paints one element at `frame` (screen points) with opacity `alpha`, `scale` times its
  /// laid-out size (a scroll transition's), and records it when it has a role.
  static func paintElement(
    _ element: PlacedElement, in frame: Rect, alpha: Double, scale: Double,
    clips: inout RoundedClips,
    theme: Theme, into list: inout DisplayList
  ) {
    switch element.drawing {
    case .text(let text):
      paintText(text, in: frame, alpha: alpha, scale: scale, theme: theme, into: &list)
    case .shape(let kind, let fill):
      paintShape(
        kind, fill, in: frame, alpha: alpha, scale: scale, clips: clips, theme: theme,
        into: &list)
    case .outline(let kind, let style, let stroke):
      paintOutline(
        kind, style, stroke, in: frame, alpha: alpha, scale: scale, theme: theme, into: &list)
    case .image(let path, _):
      let (rect, radius) = clips.rounding(frame, radius: 0)
      list.image(ImageID(path: path), in: rect, radius: radius, opacity: alpha)
    case .symbol(let name, let color):
      let tint = color.resolved(in: theme).withOpacity(alpha)
      // The user's own symbols, the ones drawn from shapes, then the open set's icons, as a
      // scene's glyph resolves (look-ups only: no allocation).
      if let symbol = Symbol(sceneName: name) {
        list.symbol(symbol, in: symbol.contentInk(in: frame), color: tint)
      } else {
        // A symbol NavLab has no outline for: a faint disc where it would be.
        let side = min(frame.width, frame.height)
        list.fill(
          Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
          radius: side / 2, color: tint.withOpacity(0.35))
      }
    case .toggle(let isOn, _):
      paintSwitch(isOn: isOn, in: frame, alpha: alpha, theme: theme, into: &list)
    case .placeholder(let name, let color):
      let tint = color.resolved(in: theme)
      list.fill(frame, radius: min(8, frame.height / 2), color: tint.withOpacity(0.12 * alpha))
      list.text(
        name, font: .caption, color: tint.withOpacity(alpha), x: frame.midX, midY: frame.midY,
        alignment: .center, scale: scale, maxWidth: max(0, unscaled(frame.width, scale) - 8))
    case .shadow(let kind, let radius, let color):
      list.shadow(
        frame, radius: cornerRadius(kind, frame), blur: radius * scale,
        color: color.resolved(in: theme).withOpacity(alpha))
    case .pushClip(let kind):
      // A circle clips to the circle it draws (a 160 × 100 view clipped to a Circle shows a
      // 100 pt disc, not a capsule).
      let clip = kind.drawnRect(in: frame)
      list.pushClip(clip)
      clips.push(clip, radius: cornerRadius(kind, clip))
    case .popClip:
      list.popClip()
      clips.pop()
    case .group, .anchor, .scrollViewBegin, .scrollViewEnd, .transitionBegin, .transitionEnd:
      break  // Containers and markers: the painter handles scroll views and transitions.
    case .link, .menu:
      break  // A link is tested by taps (Engine+Links); menus do not open yet.
    }
    if let role = element.role, list.recordsElements {
      list.element(
        role, text: recordedText(element.drawing), frame: frame, opacity: alpha,
        source: element.source)
    }
  }

  /// What the layout dump shows as an element's text.
  static func recordedText(_ drawing: PlacedDrawing) -> String {
    switch drawing {
    case .text(let text): text.lines.count == 1 ? text.lines[0] : text.joined
    case .placeholder(let name, _): name
    case .symbol(let name, _): name
    case .toggle(_, let label): label
    default: ""
    }
  }

  /// Each line at its place: lines are `lineHeight` apart from the frame's top, the baseline
  /// at SF's ascent in the line (`TextMetrics`), lined up by the text's alignment.
  static func paintText(
    _ text: TextLines, in frame: Rect, alpha: Double, scale: Double = 1, theme: Theme,
    into list: inout DisplayList
  ) {
    let color = text.color.resolved(in: theme).withOpacity(alpha)
    let baselineToMid = interBaselineBelowMid * text.font.size * scale
    let ascent = TextMetrics.ascent(text.font) * scale
    let x: Double
    switch text.alignment {
    case .leading: x = frame.minX
    case .center: x = frame.midX
    case .trailing: x = frame.maxX
    }
    for (index, line) in text.lines.enumerated() {
      let baseline = frame.minY + Double(index) * text.lineHeight * scale + ascent
      list.text(
        line, font: text.font, color: color, x: x, midY: baseline - baselineToMid,
        alignment: text.alignment, scale: scale, maxWidth: unscaled(frame.width, scale) + 0.5)
    }
  }

  /// `width` (a frame drawn `scale` times its laid-out size) as laid out: the room a text is
  /// cut to is measured at its own size, before the display list scales it (a scroll
  /// transition's 0.9 draws the text smaller, it does not cut it).
  static func unscaled(_ width: Double, _ scale: Double) -> Double {
    scale > 0 && scale.isFinite ? width / scale : width
  }

  static func paintShape(
    _ kind: ShapeKind, _ fill: ShapeFill, in frame: Rect, alpha: Double, scale: Double = 1,
    clips: RoundedClips, theme: Theme, into list: inout DisplayList
  ) {
    // A circle is drawn in the largest square centred in its frame.
    let rect = kind.drawnRect(in: frame)
    let (clipped, radius) = clips.rounding(rect, radius: scaledRadius(kind, rect, scale))
    switch fill {
    case .color(let color):
      list.fill(clipped, radius: radius, color: color.resolved(in: theme).withOpacity(alpha))
    case .linearGradient(let gradient):
      // Unit points are of the view's frame (a circle's too), as SwiftUI resolves a shape
      // style in the bounds of the view it fills.
      list.linearGradient(
        clipped, radius: radius, from: gradient.start.point(in: frame),
        to: gradient.end.point(in: frame), gradient.stops.count
      ) { index in
        let stop = gradient.stops[index]
        return (stop.color.resolved(in: theme).withOpacity(alpha), stop.location)
      }
    }
  }

  /// A shape's outline as SwiftUI strokes it: `stroke` centres the line on the outline (half
  /// of it outside the frame; a rectangle's corners stay square, its joins mitred), and
  /// `strokeBorder` insets the shape by half the width first, so the line lies wholly inside.
  /// A gradient's line is drawn in the colour halfway along it (the display list strokes with
  /// one colour).
  static func paintOutline(
    _ kind: ShapeKind, _ style: ShapeFill, _ stroke: ShapeStroke, in frame: Rect, alpha: Double,
    scale: Double = 1, theme: Theme, into list: inout DisplayList
  ) {
    let rect = kind.drawnRect(in: frame)
    let width = stroke.lineWidth * scale
    guard width > 0, width.isFinite else { return }
    let radius = scaledRadius(kind, rect, scale)
    let outer: Rect
    let outerRadius: Double
    switch stroke.placement {
    case .centered:
      outer = rect.insetBy(dx: -width / 2, dy: -width / 2)
      outerRadius = radius > 0 ? radius + width / 2 : 0
    case .inside:
      outer = rect
      outerRadius = radius
    }
    let color: Color
    switch style {
    case .color(let value): color = value.resolved(in: theme)
    case .linearGradient(let gradient):
      let first = gradient.stops.first?.color.resolved(in: theme) ?? .clear
      color = first.mixed(with: gradient.stops.last?.color.resolved(in: theme) ?? first, 0.5)
    }
    list.stroke(
      outer, radius: outerRadius, width: width,
      dash: dash(stroke, kind, middleRadius: max(0, outerRadius - width / 2), scale: scale),
      color: color.withOpacity(alpha))
  }

  /// `StrokeStyle.dash` as the display list's one dash and gap (`[a]` is `a` on, `a` off, as
  /// Core Graphics repeats an odd pattern; a longer pattern is drawn with its first pair). The
  /// display list measures from the top edge's start; a circle's or ellipse's path starts at
  /// its trailing point (`Path(ellipseIn:)`, angle 0), a quarter of the way round.
  static func dash(_ stroke: ShapeStroke, _ kind: ShapeKind, middleRadius: Double, scale: Double)
    -> StrokeDash
  {
    guard let on = stroke.dash.first else { return .solid }
    let off = stroke.dash.count > 1 ? stroke.dash[1] : on
    var phase = stroke.dashPhase * scale
    switch kind {
    case .circle, .ellipse: phase -= Double.pi / 2 * middleRadius
    case .rectangle, .roundedRectangle, .capsule: break
    }
    return StrokeDash(on: on * scale, off: off * scale, phase: phase)
  }

  /// `cornerRadius(kind, frame)` for a shape drawn `scale` times its size (a fixed radius
  /// scales with it; a capsule's follows its frame).
  static func scaledRadius(_ kind: ShapeKind, _ frame: Rect, _ scale: Double) -> Double {
    guard scale != 1, case .roundedRectangle(let radius, _) = kind else {
      return cornerRadius(kind, frame)
    }
    return min(max(0, radius * scale), min(frame.width, frame.height) / 2)
  }

  /// The corner radius the display list draws `kind` with in `frame` (an ellipse as a
  /// capsule: the display list has no ellipses).
  static func cornerRadius(_ kind: ShapeKind, _ frame: Rect) -> Double {
    switch kind {
    case .rectangle: 0
    case .roundedRectangle(let radius, _): min(max(0, radius), min(frame.width, frame.height) / 2)
    case .circle, .capsule, .ellipse: min(frame.width, frame.height) / 2
    }
  }

  /// A UISwitch: the capsule track (green when on), the white thumb at the end it points to.
  static func paintSwitch(
    isOn: Bool, in frame: Rect, alpha: Double, theme: Theme, into list: inout DisplayList
  ) {
    let track = isOn ? theme.green : switchTrackOff.resolved(in: theme)
    list.fill(frame, radius: frame.height / 2, color: track.withOpacity(alpha))
    let side = frame.height - 2 * switchThumbInset
    let x = isOn ? frame.maxX - switchThumbInset - side : frame.minX + switchThumbInset
    let thumb = Rect(x: x, y: frame.minY + switchThumbInset, width: side, height: side)
    list.shadow(
      thumb.offsetBy(dy: 1.5), radius: side / 2, blur: 4,
      color: Color.black.withOpacity(0.15 * alpha))
    list.fill(thumb, radius: side / 2, color: Color.white.withOpacity(alpha))
  }
}

/// The rounded clips in force while painting content, innermost last (a few, inline, so
/// painting allocates nothing). The display list clips to rectangles; a fill or image that
/// covers a rounded clip is drawn with the clip's rectangle and radius instead, which is what
/// `.cornerRadius` and `.clipShape` on a background or a photo look like.
struct RoundedClips {
  private var frames: (Rect, Rect, Rect, Rect) = (.zero, .zero, .zero, .zero)
  private var radii: (Double, Double, Double, Double) = (0, 0, 0, 0)
  private var depth = 0

  mutating func push(_ frame: Rect, radius: Double) {
    switch depth {
    case 0: (frames.0, radii.0) = (frame, radius)
    case 1: (frames.1, radii.1) = (frame, radius)
    case 2: (frames.2, radii.2) = (frame, radius)
    case 3: (frames.3, radii.3) = (frame, radius)
    default: break
    }
    depth += 1
  }

  mutating func pop() { depth = max(0, depth - 1) }

  /// The innermost clip that rounds corners, if it is within the first four.
  private var innermost: (Rect, Double)? {
    switch min(depth, 4) {
    case 1: (frames.0, radii.0)
    case 2: (frames.1, radii.1)
    case 3: (frames.2, radii.2)
    case 4: (frames.3, radii.3)
    default: nil
    }
  }

  /// `rect` and `radius`, or the clip's frame and radius when `rect` covers a rounded clip.
  func rounding(_ rect: Rect, radius: Double) -> (Rect, Double) {
    guard let (clip, clipRadius) = innermost, clipRadius > 0, rect.minX <= clip.minX + 0.01,
      rect.minY <= clip.minY + 0.01, rect.maxX >= clip.maxX - 0.01, rect.maxY >= clip.maxY - 0.01
    else { return (rect, radius) }
    return (clip, max(radius, clipRadius))
  }
}

extension PinnedContentBehaviour {
  /// Pinned views are drawn first: the scroll view comes after them in their VStack, so it
  /// draws over what reaches out of their frame (seed 003's tall background).
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .underContent else { return }
    let place = context.place
    FramePainter.paintBlock(
      content, .pinned, scrolls: context.scrolls, chromeBottom: context.chrome.chromeBottom,
      at: Point(x: place.contentDX, y: place.device.topSafeArea), opacity: 1, place,
      into: &list)
  }
}
