import ScreenModel

/// What one read of the view tree registered: the code that runs when geometry, preferences or
/// values change, when a screen appears, when a button is tapped. Rebuilt on every read (the
/// closures capture that read's scopes); what they saw last is kept in `LiveContext`.
struct LiveHandlers {
  /// `onGeometryChange(for:of:action:)` on the node `id`.
  struct GeometryChange {
    var key: String
    var id: String
    var transform: RuntimeValue
    var action: RuntimeValue
  }

  /// `onScrollGeometryChange(for:of:action:)` on the screen's scroll view, or on the nested
  /// one named `scrollView`.
  struct ScrollChange {
    var key: String
    var scrollView: String? = nil
    var transform: RuntimeValue
    var action: RuntimeValue
  }

  /// `onScrollPhaseChange` on the nested scroll view named `scrollView`.
  struct PhaseChange {
    var key: String
    var scrollView: String
    var action: RuntimeValue
  }

  /// `.scrollPosition(id:anchor:)` on the nested scroll view named `scrollView`: its binding's
  /// storage, where a change of it puts the view, the `.id`s of its views in order, and its
  /// axis.
  struct Position {
    var key: String
    var scrollView: String
    var cell: Cell
    var anchor: Alignment?
    var ids: [String]
    var horizontal: Bool
  }

  /// `onPreferenceChange(Key.self, perform:)`.
  struct PreferenceChange {
    var key: String
    var preference: String
    var action: RuntimeValue
  }

  /// `onChange(of:)`: the value as this read computed it.
  struct Change {
    var key: String
    var value: RuntimeValue
    var action: RuntimeValue
  }

  /// `onAppear`/`onDisappear` of a node on the screen `screen` ("" is the root).
  struct Appearance {
    var key: String
    var screen: String
    var action: RuntimeValue
  }

  var geometry: [GeometryChange] = []
  var scroll: [ScrollChange] = []
  var phases: [PhaseChange] = []
  var positions: [Position] = []
  var preferenceChanges: [PreferenceChange] = []
  var changes: [Change] = []
  var appears: [Appearance] = []
  var disappears: [Appearance] = []
  /// Values set with `preference(key:value:)`, by key type, in tree order.
  var preferences: [String: [RuntimeValue]] = [:]
  /// Button actions by node id.
  var actions: [String: RuntimeValue] = [:]
  /// Switches bound to state, by node id.
  var toggles: [String: Cell] = [:]
  /// The state a presented `.sheet(isPresented:)` is bound to, by the sheet's `screenID`:
  /// it turns false when the user dismisses the sheet (issue 40).
  var sheets: [String: Cell] = [:]
  /// Ids of `GeometryReader`s: their content depends on their frames.
  var readers: Set<String> = []
  /// Each screen's search bindings, by screen ("" the root): issue 41.
  var searches: [String: SearchBindings] = [:]
  /// `TabView(selection:)`: its binding and each tab's tag, in the order drawn (issue 41).
  var tabSelection: TabSelection?
}
