import DisplayList
import NavGeometry

/// Writes a `ScreenSpec` as a scene file that `SceneDecoder` reads back to the same spec.
public enum SceneEncoder {
  public static func encode(_ spec: ScreenSpec) -> String {
    var json = JSONWriter()
    write(spec, into: &json)
    return json.text + "\n"
  }

  /// Writes `spec` at the writer's current place (a file's root, or a live answer's `scene`).
  static func write(_ spec: ScreenSpec, into json: inout JSONWriter) {
    json.beginObject()
    json.field("title", string: spec.title)
    json.field("largeTitle", string: spec.largeTitleMode.rawValue)
    json.field("statusBar", string: spec.statusBarMode.rawValue)
    if !spec.navigationBar { json.field("navigationBar", bool: false) }
    if spec.contentFrame != .scroll {
      json.field("contentFrame", string: spec.contentFrame.rawValue)
    }
    if let appearance = spec.forcedAppearance {
      json.field("appearance", string: appearance.rawValue)
    }
    if let tint = spec.tint { json.field("tint", string: hex(tint)) }
    if let back = spec.backButtonTitle { json.field("backButtonTitle", string: back) }
    if let screenID = spec.screenID { json.field("screenID", string: screenID) }
    if !spec.leadingItems.isEmpty || !spec.trailingItems.isEmpty || spec.principal != nil
      || !spec.bottomItems.isEmpty
    {
      json.key("barItems")
      json.beginObject()
      for (side, items) in [
        ("leading", spec.leadingItems), ("trailing", spec.trailingItems),
        ("bottom", spec.bottomItems),
      ] where !items.isEmpty {
        json.key(side)
        json.beginArray()
        for item in items {
          json.beginObject(inline: true)
          if item.isSpace { json.field("space", bool: true) }
          if let title = item.title { json.field("title", string: title) }
          if let image = item.image { json.field("image", string: image) }
          if let symbol = item.symbol {
            let name = SceneFormat.name(symbol, in: BarItem.symbolNames)
            json.field("symbol", string: name.isEmpty ? symbol.sceneName : name)
          }
          if let action = item.action { json.field("action", string: action) }
          if let menu = item.menu {
            json.key("menu")
            write(encodeMenu(menu), into: &json)
          }
          json.endObject()
        }
        json.endArray()
      }
      if let principal = spec.principal {
        json.key("principal")
        writeContent(principal, destinations: spec.destinations, into: &json)
      }
      json.endObject()
    }
    json.key("list")
    json.beginObject()
    json.field("style", string: SceneFormat.name(spec.listStyle, in: SceneFormat.listStyles))
    if spec.rowStyle != .cell { json.field("rowStyle", string: spec.rowStyle.rawValue) }
    json.field("rowHeight", number: spec.rowHeight)
    json.field("rows", number: Double(spec.rowCount))
    json.key("sections")
    json.beginArray()
    encodeSections(spec, into: &json)
    json.endArray()
    json.endObject()
    if let header = spec.header {
      json.key("header")
      json.beginObject()
      json.field("height", number: header.height)
      json.field("minHeight", number: header.minHeight)
      json.field("top", string: hex(header.topColor))
      json.field("bottom", string: hex(header.bottomColor))
      json.field("info", bool: header.showsInfo)
      json.field("cover", bool: header.showsCover)
      if header.showsCover {
        json.field("coverTitle", string: header.coverTitle)
        json.field("coverSubtitle", string: header.coverSubtitle)
      }
      if header.showsInfo {
        json.field("artist", string: header.artist)
        json.field("detail", string: header.detail)
      }
      if let artwork = header.artwork { json.field("artwork", string: artwork.id.path) }
      if let background = header.background {
        json.field("background", string: background.id.path)
      }
      if let content = header.content {
        json.key("content")
        writeContent(content, destinations: spec.destinations, into: &json)
      }
      json.endObject()
    }
    if let card = spec.card {
      json.key("card")
      json.beginObject()
      json.field("icon", string: SceneFormat.name(card.icon, in: SceneFormat.accents))
      if card.glyph != .carrot { json.field("glyph", string: card.glyph.sceneName) }
      if let content = card.content {
        json.key("content")
        writeContent(content, destinations: spec.destinations, into: &json)
      } else {
        json.key("callout")
        json.beginArray(inline: true)
        for line in card.callout { json.value(string: line) }
        json.endArray()
      }
      if let image = card.iconImage { json.field("iconImage", string: image.id.path) }
      json.endObject()
    }
    if let bar = spec.topBar {
      json.key("topBar")
      json.beginObject()
      json.field("maxHeight", number: bar.parameters.maxHeight)
      json.field("minHeight", number: bar.parameters.minHeight)
      json.field("factor", number: bar.parameters.factor)
      json.field("radius", number: bar.parameters.radius)
      json.field("threshold", number: bar.parameters.threshold)
      json.field("top", string: hex(bar.topColor))
      json.field("bottom", string: hex(bar.bottomColor))
      if let background = bar.background { json.field("background", string: background.id.path) }
      json.endObject()
    }
    if let content = spec.content {
      json.key("content")
      writeContent(content, destinations: spec.destinations, into: &json)
    }
    if let pinned = spec.pinned {
      json.key("pinned")
      writeContent(pinned, destinations: spec.destinations, into: &json)
    }
    if spec.topInset != nil || spec.bottomInset != nil {
      json.key("safeAreaInset")
      json.beginObject()
      for (edge, node) in [("top", spec.topInset), ("bottom", spec.bottomInset)] {
        guard let node else { continue }
        json.key(edge)
        writeContent(node, destinations: spec.destinations, into: &json)
      }
      json.endObject()
    }
    encodeChrome(spec, into: &json)
    encodeColors(spec.colors, into: &json)
    if let overlay = spec.overlay { json.field("overlay", string: overlay.path) }
    if let presentation = spec.presentation { encodePresentation(presentation, into: &json) }
    if let presented = spec.presented {
      json.key("presented")
      write(destinationValue(presented, spec.destinations), into: &json)
    }
    json.endObject()
  }

  static func hex(_ color: Color) -> String {
    func digits(_ byte: UInt8) -> String {
      let text = String(byte, radix: 16, uppercase: true)
      return byte < 16 ? "0" + text : text
    }
    let rgb = "#" + digits(color.red) + digits(color.green) + digits(color.blue)
    return color.alpha == 255 ? rgb : rgb + digits(color.alpha)
  }
}
