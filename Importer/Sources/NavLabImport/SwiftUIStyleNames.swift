/// SwiftUI's style types written as types instead of members: `SegmentedPickerStyle()` is
/// `.segmented`, `InsetGroupedListStyle()` is `.insetGrouped`, `PlainButtonStyle()` is
/// `.plain`, `DefaultPickerStyle()` is `.automatic` — the older spelling (iOS 13 and 14 code
/// still uses it), which reads as the member every style modifier already understands.
enum SwiftUIStyleNames {
  /// The kinds of style SwiftUI names `<Name><Kind>` (`Segmented` + `PickerStyle`).
  static let kinds = [
    "DatePickerStyle", "PickerStyle", "ListStyle", "ButtonStyle", "ToggleStyle",
    "TextFieldStyle", "LabelStyle", "TabViewStyle", "NavigationViewStyle", "MenuStyle",
    "GroupBoxStyle", "IndexViewStyle", "ProgressViewStyle", "FormStyle", "ControlGroupStyle",
    "GaugeStyle", "DisclosureGroupStyle", "NavigationSplitViewStyle",
  ]

  /// The member a SwiftUI style type stands for, or nil when `typeName` is no such type.
  static func member(ofType typeName: String) -> String? {
    for kind in kinds where typeName.hasSuffix(kind) {
      let prefix = typeName.dropLast(kind.count)
      guard let first = prefix.first, first.isUppercase else { return nil }
      if prefix == "Default" { return "automatic" }
      return first.lowercased() + prefix.dropFirst()
    }
    return nil
  }
}
