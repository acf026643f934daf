import NavGeometry

/// Writes a scene's `presentation` where `SceneDecoder+Presentation` reads it (issue 40).
extension SceneEncoder {
  static func encodePresentation(_ spec: PresentationSpec, into json: inout JSONWriter) {
    json.key("presentation")
    json.beginObject()
    json.field("style", string: spec.style.rawValue)
    json.key("detents")
    json.beginArray(inline: true)
    for detent in spec.detents { write(detentValue(detent), into: &json) }
    json.endArray()
    if let selected = spec.selectedDetent {
      json.key("selectedDetent")
      write(detentValue(selected), into: &json)
    }
    json.field("dragIndicator", string: spec.dragIndicator.rawValue)
    if let radius = spec.cornerRadius { json.field("cornerRadius", number: radius) }
    if spec.interactiveDismissDisabled { json.field("interactiveDismissDisabled", bool: true) }
    switch spec.backgroundInteraction {
    case .automatic: break
    case .disabled: json.field("backgroundInteraction", string: "disabled")
    case .enabled(let upThrough?):
      json.key("backgroundInteraction")
      write(.object([("upThrough", detentValue(upThrough))]), into: &json)
    case .enabled(nil): json.field("backgroundInteraction", string: "enabled")
    }
    if spec.contentInteraction != .automatic {
      json.field("contentInteraction", string: spec.contentInteraction.rawValue)
    }
    json.endObject()
  }

  static func detentValue(_ detent: SheetDetent) -> JSONValue {
    switch detent {
    case .medium: .string("medium")
    case .large: .string("large")
    case .fraction(let value): .object([("fraction", .number(value))])
    case .height(let value): .object([("height", .number(value))])
    }
  }
}
