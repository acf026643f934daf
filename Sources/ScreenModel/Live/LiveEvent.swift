/// What the user did since the last request, as a live program hears it.
public enum LiveEvent: Sendable, Equatable {
  /// A tap on a node carrying `"action": name`.
  case tap(String)
  /// A tap on a toggle carrying `"action": name`: the value it flips to.
  case toggle(String, isOn: Bool)
  /// A pushed screen with `"screenID"` finished sliding in.
  case appear(String)
  /// A screen with `"screenID"` was popped.
  case disappear(String)
  /// The user chose tab `index` of the tab bar (a `TabView(selection:)` follows it).
  case tab(Int)
  /// The search field's text changed (typed, deleted, a suggestion chosen, or cleared when the
  /// search ended): what `.searchable(text:)` binds.
  case search(String)
  /// The search scope `index` was chosen (what `.searchScopes` binds).
  case searchScope(Int)
  /// Return was pressed in the search field (`.onSubmit(of: .search)`), with its text.
  case searchSubmit(String)
}
