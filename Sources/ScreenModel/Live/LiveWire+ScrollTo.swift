import NavGeometry

/// An answer's `scrollTo` member (issue 37): `[{"scrollView": name, "id": name, "anchor":
/// "leading", "animated": true}]`, each moving a named scroll view to a view (docs/live.md).
extension LiveWire {
  /// Reads `"scrollTo"`: an array of requests; `anchor` (an alignment's name) and `animated`
  /// (false) may be left out.
  static func decodeScrollTo(_ value: JSONValue) throws(LiveFailure) -> [LiveScrollTo] {
    guard case .array(let items) = value else {
      throw LiveFailure(
        "\"scrollTo\" is \(value.typeName); expected an array of {\"scrollView\", \"id\"}")
    }
    var result: [LiveScrollTo] = []
    result.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      let path = "scrollTo[\(index)]"
      guard case .string(let scrollView)? = item["scrollView"], case .string(let id)? = item["id"]
      else {
        throw LiveFailure(
          "\(path) needs \"scrollView\" and \"id\" (the scroll view's and the view's names)")
      }
      var scroll = LiveScrollTo(scrollView: scrollView, id: id)
      if let anchor = item["anchor"], anchor != .null {
        guard case .string(let name) = anchor,
          let alignment = SceneFormat.value(name, in: SceneFormat.alignments)
        else {
          throw LiveFailure(
            "\(path).anchor is not one of \(SceneFormat.alignments.map(\.0).joined(separator: ", "))"
          )
        }
        scroll.anchor = alignment
      }
      if let animated = item["animated"] {
        guard case .bool(let flag) = animated else {
          throw LiveFailure("\(path).animated is \(animated.typeName); expected true or false")
        }
        scroll.animated = flag
      }
      result.append(scroll)
    }
    return result
  }

  /// Writes `scrollTo`'s array (what ``decodeScrollTo(_:)`` reads).
  static func appendScrollTo(_ scrolls: [LiveScrollTo], to line: inout String) {
    line += "["
    for (index, scroll) in scrolls.enumerated() {
      if index > 0 { line += ", " }
      line += "{\"scrollView\": "
      appendString(scroll.scrollView, to: &line)
      line += ", \"id\": "
      appendString(scroll.id, to: &line)
      if let anchor = scroll.anchor,
        let name = SceneFormat.alignments.first(where: { $0.1 == anchor })?.0
      {
        line += ", \"anchor\": "
        appendString(name, to: &line)
      }
      line += scroll.animated ? ", \"animated\": true}" : "}"
    }
    line += "]"
  }
}
