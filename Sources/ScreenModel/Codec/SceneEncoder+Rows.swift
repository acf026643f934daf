import DisplayList

/// Writes what `SceneDecoder+Rows` reads: sections (an array of rows, or an object when it has
/// a header, footer or row height), rows with their kinds and images, and colours.
extension SceneEncoder {
  static func encodeSections(_ spec: ScreenSpec, into json: inout JSONWriter) {
    var next = 0
    for (position, count) in spec.sectionPattern.enumerated() {
      let section = position < spec.sections.count ? spec.sections[position] : SectionSpec()
      let isObject =
        !section.header.isEmpty || !section.footer.isEmpty || section.rowHeight != nil
        || section.headerAsWritten
      if isObject {
        json.beginObject()
        if !section.header.isEmpty { json.field("header", string: section.header) }
        if section.headerAsWritten { json.field("headerAsWritten", bool: true) }
        if !section.footer.isEmpty { json.field("footer", string: section.footer) }
        if let height = section.rowHeight { json.field("rowHeight", number: height) }
        json.key("rows")
      }
      json.beginArray()
      for row in spec.rows[next..<min(next + count, spec.rows.count)] {
        encodeRow(row, destinations: spec.destinations, into: &json)
      }
      json.endArray()
      if isObject { json.endObject() }
      next += count
    }
  }

  static func encodeRow(
    _ row: RowContent, destinations: [String: ScreenSpec], into json: inout JSONWriter
  ) {
    json.beginObject(inline: true)
    if !row.label.isEmpty
      || (row.placeholder == nil && row.hero == nil && row.content == nil && row.slider == nil)
    {
      json.field("label", string: row.label)
    }
    if !row.value.isEmpty { json.field("value", string: row.value) }
    if !row.subtitle.isEmpty { json.field("subtitle", string: row.subtitle) }
    if let icon = row.icon {
      json.field("icon", string: SceneFormat.name(icon, in: SceneFormat.accents))
    }
    if !row.glyph.isEmpty { json.field("glyph", string: row.glyph) }
    if let destination = row.destination {
      json.key("push")
      write(destinationValue(destination, destinations), into: &json)
    } else if let push = row.push {
      json.field("push", string: push)
    }
    if let present = row.present {
      json.key("present")
      write(destinationValue(present, destinations), into: &json)
    }
    let defaultAccessory: RowAccessory =
      row.placeholder != nil || row.hero != nil || row.slider != nil ? .none : .disclosure
    if row.accessory != defaultAccessory { json.field("accessory", string: row.accessory.rawValue) }
    if row.isOn { json.field("on", bool: true) }
    if row.style != .default { json.field("style", string: row.style.rawValue) }
    if row.isCentered { json.field("align", string: "center") }
    if row.badge > 0 { json.field("badge", number: Double(row.badge)) }
    if let slider = row.slider { json.field("slider", number: slider) }
    if let placeholder = row.placeholder { json.field("placeholder", string: placeholder) }
    if let image = row.image {
      json.field("image", string: image.id.path)
      if image.size != 29 { json.field("imageSize", number: image.size) }
      if image.shape != .rounded { json.field("imageShape", string: image.shape.rawValue) }
    }
    if let thumbnail = row.thumbnail { json.field("thumbnail", string: thumbnail.id.path) }
    if let hero = row.hero { json.field("hero", string: hero.id.path) }
    if let content = row.content {
      json.key("content")
      writeContent(content, destinations: destinations, into: &json)
    }
    if !row.swipeActions.isEmpty {
      json.key("swipeActions")
      write(encodeSwipeActions(row.swipeActions), into: &json)
    }
    json.endObject()
  }

  static func encodeColors(_ colors: SceneColors, into json: inout JSONWriter) {
    guard colors != SceneColors() else { return }
    json.key("colors")
    json.beginObject()
    for name in SceneColors.names {
      guard let color = colors[name] else { continue }
      if color.light == color.dark {
        json.field(name, string: hex(color.light))
      } else {
        json.key(name)
        json.beginObject(inline: true)
        json.field("light", string: hex(color.light))
        json.field("dark", string: hex(color.dark))
        json.endObject()
      }
    }
    json.endObject()
  }
}
