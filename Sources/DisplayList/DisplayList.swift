import NavGeometry

/// A flat list of draw commands for one frame, in the order they are painted.
///
/// Reuse one instance across frames: `reset()` keeps the buffer's capacity, so a steady-state
/// frame appends without allocating (Dear ImGui's draw-list idea).
///
/// ```swift
/// var list = DisplayList()
/// list.fill(Rect(x: 0, y: 0, width: 393, height: 852), color: .white)
/// list.text("Settings", font: .largeTitle, color: .black, x: 16, midY: 130)
/// ```
public struct DisplayList: Sendable, Equatable {
  public private(set) var commands: [DrawCommand] = []
  /// The size of the canvas in points.
  public var size: Size
  /// Multiplies the size of the fonts of text added from now on (Dynamic Type for a list).
  public var textScale = 1.0
  /// Moves everything added from now on by this much, in points (the second phone of the
  /// tuning studio is painted beside the first). Zero by default; `reset` zeroes it.
  public var origin = Point(x: 0, y: 0)
  /// Scales everything added from now on about the canvas's (0, 0) before `origin` moves it:
  /// a point p lands at p × scale + origin (the screen behind a sheet recedes, issue 40). One
  /// by default; `reset` sets it back.
  public var scale = 1.0
  /// Whether painters record what they draw as ``LayoutElement``s (the layout dump).
  public var recordsElements = false
  /// The elements recorded since the last `reset` (see ``element(_:text:frame:opacity:source:)``).
  public internal(set) var elements: [LayoutElement] = []
  /// The stops of the frame's linear gradients, each command's in one run (see
  /// ``DrawCommand/linearGradient(_:radius:start:end:stops:)``).
  public private(set) var colorStops: [ColorStop] = []

  public init(size: Size = .zero, capacity: Int = 512) {
    self.size = size
    commands.reserveCapacity(capacity)
    colorStops.reserveCapacity(64)
  }

  /// Empties the list, keeping its storage.
  public mutating func reset(size: Size) {
    self.size = size
    textScale = 1
    origin = Point(x: 0, y: 0)
    scale = 1
    commands.removeAll(keepingCapacity: true)
    elements.removeAll(keepingCapacity: true)
    colorStops.removeAll(keepingCapacity: true)
  }

  /// Appends `command` as it is (not moved by `origin`).
  public mutating func append(_ command: DrawCommand) {
    commands.append(command)
  }

  /// `rect` scaled by `scale` and moved by `origin`.
  func placed(_ rect: Rect) -> Rect {
    Rect(
      x: rect.x * scale + origin.x, y: rect.y * scale + origin.y, width: rect.width * scale,
      height: rect.height * scale)
  }

  func placed(_ point: Point) -> Point {
    Point(x: point.x * scale + origin.x, y: point.y * scale + origin.y)
  }

  public mutating func fill(_ rect: Rect, radius: Double = 0, color: Color) {
    guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
    commands.append(.fill(placed(rect), radius: radius * scale, color))
  }

  public mutating func gradient(_ rect: Rect, radius: Double = 0, top: Color, bottom: Color) {
    guard rect.width > 0, rect.height > 0 else { return }
    commands.append(.gradient(placed(rect), radius: radius * scale, top: top, bottom: bottom))
  }

  /// A linear gradient over the rounded rectangle `rect` from `start` to `end` (points, moved
  /// by `origin` like the rectangle), with `count` stops that `stop(i)` gives in order of
  /// location. Taking the stops one by one lets a painter pass a model's stops without building
  /// an array each frame.
  public mutating func linearGradient(
    _ rect: Rect, radius: Double = 0, from start: Point, to end: Point, _ count: Int,
    stop: (Int) -> (Color, Double)
  ) {
    guard rect.width > 0, rect.height > 0, count > 0, colorStops.count + count < Int(Int32.max)
    else { return }
    let first = colorStops.count
    var visible = false
    for index in 0..<count {
      let (color, location) = stop(index)
      visible = visible || color.alpha > 0
      colorStops.append(ColorStop(color, at: location.isFinite ? location : 0))
    }
    guard visible else {
      colorStops.removeLast(count)
      return
    }
    commands.append(
      .linearGradient(
        placed(rect), radius: radius * scale, start: placed(start), end: placed(end),
        stops: Int32(first)..<Int32(colorStops.count)))
  }

  /// A linear gradient with `stops` (see ``linearGradient(_:radius:from:to:_:stop:)``).
  public mutating func linearGradient(
    _ rect: Rect, radius: Double = 0, from start: Point, to end: Point, stops: [ColorStop]
  ) {
    linearGradient(rect, radius: radius, from: start, to: end, stops.count) {
      (stops[$0].color, stops[$0].location)
    }
  }

  public mutating func text(
    _ string: String, font: Font, color: Color, x: Double, midY: Double,
    alignment: TextAlignment = .leading, scale: Double = 1, maxWidth: Double = .infinity
  ) {
    guard color.alpha > 0, !string.isEmpty else { return }
    let sized = textScale == 1 ? font : Font(size: font.size * textScale, weight: font.weight)
    commands.append(
      .text(
        string, font: sized, color: color, x: x * self.scale + origin.x,
        midY: midY * self.scale + origin.y, alignment: alignment, scale: scale * self.scale,
        maxWidth: maxWidth.isNaN ? .infinity : max(0, maxWidth)))
  }

  public mutating func symbol(_ symbol: Symbol, in rect: Rect, color: Color, level: Double = 1) {
    guard color.alpha > 0 else { return }
    commands.append(.symbol(symbol, placed(rect), color, level: level))
  }

  /// The outline band inside `rect`, `width` points thick (see
  /// ``DrawCommand/stroke(_:radius:width:dash:_:)``).
  public mutating func stroke(
    _ rect: Rect, radius: Double = 0, width: Double, dash: StrokeDash = .solid, color: Color
  ) {
    guard color.alpha > 0, width > 0, rect.width > 0, rect.height > 0 else { return }
    commands.append(
      .stroke(
        placed(rect), radius: radius * scale, width: width * scale, dash: dash.scaled(scale),
        color))
  }

  public mutating func line(from start: Point, to end: Point, width: Double, color: Color) {
    guard color.alpha > 0, width > 0 else { return }
    commands.append(.line(placed(start), placed(end), width: width * scale, color))
  }

  public mutating func shadow(_ rect: Rect, radius: Double, blur: Double, color: Color) {
    guard color.alpha > 0 else { return }
    commands.append(.shadow(placed(rect), radius: radius * scale, blur: blur * scale, color))
  }

  public mutating func cornerMask(_ rect: Rect, radius: Double, color: Color) {
    guard radius > 0, color.alpha > 0 else { return }
    commands.append(.cornerMask(placed(rect), radius: radius * scale, color))
  }

  /// A blurred, tinted material under `rect` (see
  /// ``DrawCommand/backdropBlur(_:radius:sigma:tint:opacity:fade:feather:)``).
  public mutating func backdropBlur(
    _ rect: Rect, radius: Double = 0, sigma: Double, tint: Color, opacity: Double = 1,
    fade: Color = .clear, feather: Double = 0
  ) {
    guard opacity > 0, rect.width > 0, rect.height > 0 else { return }
    commands.append(
      .backdropBlur(
        placed(rect), radius: radius * scale, sigma: sigma * scale, tint: tint,
        opacity: min(opacity, 1), fade: fade,
        feather: feather.isFinite ? max(feather, 0) * scale : 0))
  }

  /// An image filling `rect` (aspect fill), with rounded corners and an opacity.
  public mutating func image(
    _ image: ImageID, in rect: Rect, radius: Double = 0, opacity: Double = 1,
    blend: ImageBlend = .normal
  ) {
    guard opacity > 0, rect.width > 0, rect.height > 0 else { return }
    commands.append(
      .image(image, placed(rect), radius: radius * scale, opacity: min(opacity, 1), blend: blend))
  }

  public mutating func pushClip(_ rect: Rect) { commands.append(.pushClip(placed(rect))) }
  /// A canvas of its own (see ``DrawCommand/pushCanvas(_:)``), ended by `popClip`.
  public mutating func pushCanvas(_ rect: Rect) { commands.append(.pushCanvas(placed(rect))) }
  public mutating func popClip() { commands.append(.popClip) }
}
