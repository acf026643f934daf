/// Gradients in content trees: `{"linearGradient": {"colors": ["orange", "pink"], "start":
/// "top", "end": "bottom"}}` as a view, a background, or a shape's `fill` (docs/scenes.md).
extension SceneDecoder {
  /// At most this many colours in one gradient (the display list keeps a gradient's stops
  /// in a buffer it reuses between frames).
  static let maximumGradientStops = 16

  /// A shape's `fill`: a colour, or `{"linearGradient": {…}}`.
  static func decodeFill(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> ShapeFill
  {
    if case .object(let pairs) = value, pairs.contains(where: { $0.key == "linearGradient" }) {
      let fill = try read.members(value, at: path, .fill)
      return .linearGradient(
        try decodeGradient(
          fill["linearGradient"]!, at: read.join(path, "linearGradient"), read))
    }
    return .color(try decodeColor(value, at: path, read))
  }

  /// `{"colors": […], "stops": [0, 0.4, 1], "start": "top", "end": "bottom"}`: colours spread
  /// evenly, or at the given locations (one per colour, 0…1); start and end default to top and
  /// bottom.
  static func decodeGradient(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> LinearGradient
  {
    let fields = try read.members(value, at: path, .linearGradient)
    let colorsPath = read.join(path, "colors")
    guard let colorsValue = fields["colors"] else {
      throw read.error(colorsPath, "missing (an array of colours, first at the start)")
    }
    let colors = try decodeArray(colorsValue, at: colorsPath, read) {
      (item, itemPath) throws(SceneError) in try decodeColor(item, at: itemPath, read)
    }
    guard (1...maximumGradientStops).contains(colors.count) else {
      throw read.error(
        colorsPath, "has \(colors.count) colours; a gradient takes 1 to \(maximumGradientStops)")
    }
    let start = try decodeUnitPoint(fields["start"], at: read.join(path, "start"), read) ?? .top
    let end = try decodeUnitPoint(fields["end"], at: read.join(path, "end"), read) ?? .bottom
    guard let stopsValue = fields["stops"] else {
      return LinearGradient(colors: colors, start: start, end: end)
    }
    let stopsPath = read.join(path, "stops")
    let locations = try decodeArray(stopsValue, at: stopsPath, read) {
      (item, itemPath) throws(SceneError) in
      try read.number(item, at: itemPath, in: 0...1, default: nil)
    }
    guard locations.count == colors.count else {
      throw read.error(
        stopsPath,
        "has \(locations.count) locations for \(colors.count) colours; give one location per colour"
      )
    }
    return LinearGradient(
      stops: zip(colors, locations).map { GradientStop($0, at: $1) }, start: start, end: end)
  }

  /// A `UnitPoint`: a name (`"top"`, `"bottomTrailing"`…) or `{"x": 0.2, "y": 0}`; nil when
  /// absent.
  static func decodeUnitPoint(_ value: JSONValue?, at path: String, _ read: FieldReader)
    throws(SceneError) -> UnitPoint?
  {
    guard let value else { return nil }
    if case .string = value {
      return try read.choice(value, at: path, SceneFormat.unitPoints, default: nil)
    }
    let point = try read.members(value, at: path, .unitPoint)
    return UnitPoint(
      x: try read.number(point["x"], at: read.join(path, "x"), in: -100...100, default: nil),
      y: try read.number(point["y"], at: read.join(path, "y"), in: -100...100, default: nil))
  }
}
