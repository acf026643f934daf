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
}
