/// Writes inline scenes back where `SceneDecoder+Destinations` reads them.
extension SceneEncoder {
  /// The inline scene `screenID` as a JSON value: the whole scene, as `encode` writes it.
  static func destinationValue(_ screenID: String, _ destinations: [String: ScreenSpec])
    -> JSONValue
  {
    guard let scene = destinations[screenID],
      let value = try? JSONParser.parse(Array(encode(scene).utf8))
    else { return .object([("screenID", .string(screenID))]) }
    return value
  }

  /// `value` (a content tree) with each `"push": {"screenID": …}` filled with its scene.
  static func inliningDestinations(_ value: JSONValue, _ destinations: [String: ScreenSpec])
    -> JSONValue
  {
    switch value {
    case .array(let items):
      return .array(items.map { inliningDestinations($0, destinations) })
    case .object(let pairs):
      return .object(
        pairs.map { key, member -> (key: String, value: JSONValue) in
          if key == "push", case .string(let id)? = member["screenID"] {
            return (key, destinationValue(id, destinations))
          }
          return (key, inliningDestinations(member, destinations))
        })
    default:
      return value
    }
  }
}
