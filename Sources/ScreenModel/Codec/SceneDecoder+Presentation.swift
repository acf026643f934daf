import NavGeometry

/// A scene's `presentation` (issue 40): how it shows when a row's `"present"` presents it.
///
/// ```json
/// "presentation": {"detents": ["medium", "large"], "dragIndicator": "visible"}
/// ```
extension SceneDecoder {
  /// Sheets have at most this many detents (a handful is what any design uses).
  static let maximumDetents = 8

  static func decodePresentation(_ value: JSONValue, _ read: FieldReader) throws(SceneError)
    -> PresentationSpec
  {
    let fields = try read.members(value, at: "presentation", .presentation)
    var spec = PresentationSpec()
    spec.style = try read.choice(
      fields["style"], at: "presentation.style", SceneFormat.presentationStyles, default: .sheet)
    if let list = fields["detents"] {
      guard case .array(let entries) = list, !entries.isEmpty, entries.count <= maximumDetents
      else {
        throw read.error(
          "presentation.detents",
          "expected an array of 1 to \(maximumDetents) detents (\"medium\", \"large\", {\"fraction\": 0.3}, {\"height\": 200})"
        )
      }
      var detents: [SheetDetent] = []
      for (index, entry) in entries.enumerated() {
        let detent = try decodeDetent(entry, at: "presentation.detents[\(index)]", read)
        if !detents.contains(detent) { detents.append(detent) }
      }
      spec.detents = detents
    }
    if let selected = fields["selectedDetent"] {
      let detent = try decodeDetent(selected, at: "presentation.selectedDetent", read)
      guard spec.detents.contains(detent) else {
        throw read.error(
          "presentation.selectedDetent", "is not one of the detents; add it to \"detents\"")
      }
      spec.selectedDetent = detent
    }
    spec.dragIndicator = try read.choice(
      fields["dragIndicator"], at: "presentation.dragIndicator", SceneFormat.dragIndicators,
      default: .automatic)
    if fields["cornerRadius"] != nil {
      spec.cornerRadius = try read.number(
        fields["cornerRadius"], at: "presentation.cornerRadius", in: SceneFormat.sheetCornerRadii,
        default: nil)
    }
    spec.interactiveDismissDisabled = try read.bool(
      fields["interactiveDismissDisabled"], at: "presentation.interactiveDismissDisabled",
      default: false)
    if let interaction = fields["backgroundInteraction"] {
      let path = "presentation.backgroundInteraction"
      if case .object = interaction {
        let members = try read.members(interaction, at: path, .backgroundInteraction)
        let detent = try decodeDetent(
          members["upThrough"] ?? .null, at: read.join(path, "upThrough"), read)
        spec.backgroundInteraction = .enabled(upThrough: detent)
      } else {
        spec.backgroundInteraction = try read.choice(
          interaction, at: path, SceneFormat.backgroundInteractions, default: nil)
      }
    }
    spec.contentInteraction = try read.choice(
      fields["contentInteraction"], at: "presentation.contentInteraction",
      SceneFormat.contentInteractions, default: .automatic)
    return spec
  }

  /// `"medium"`, `"large"`, `{"fraction": 0.3}` or `{"height": 200}`.
  static func decodeDetent(_ value: JSONValue, at path: String, _ read: FieldReader)
    throws(SceneError) -> SheetDetent
  {
    if case .object = value {
      let members = try read.members(value, at: path, .detent)
      guard members.count == 1 else {
        throw read.error(path, "give either \"fraction\" or \"height\"")
      }
      if members["fraction"] != nil {
        return .fraction(
          try read.number(
            members["fraction"], at: read.join(path, "fraction"), in: SceneFormat.detentFractions,
            default: nil))
      }
      return .height(
        try read.number(
          members["height"], at: read.join(path, "height"), in: SceneFormat.detentHeights,
          default: nil))
    }
    guard case .string = value else {
      throw read.error(
        path,
        "is \(value.typeName); expected \"medium\", \"large\", {\"fraction\": 0.3} or {\"height\": 200}"
      )
    }
    return try read.choice(value, at: path, SceneFormat.namedDetents, default: nil)
  }
}
