import ScreenModel

/// Reading the model's JSON values where the importer reads JSON files of Xcode's (asset
/// catalogs, string catalogs).
extension JSONValue {
  /// The text of a string value.
  var text: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The value of a number.
  var number: Double? {
    if case .number(let number) = self { return number }
    return nil
  }
}
