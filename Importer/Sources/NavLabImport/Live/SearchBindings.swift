import ScreenModel

/// What a screen's search is bound to in the code (issue 41): `.searchable(text: $query)`'s
/// storage, `.searchScopes($scope) { Text("All").tag(…) }`'s storage and tags, and the
/// `.onSubmit(of: .search)` actions. navlab's `search`, `searchScope` and `searchSubmit` events
/// write and run them, so the code's own filtering runs on what the user typed.
struct SearchBindings {
  /// The `text:` binding's storage.
  var text: Cell?
  /// The scope binding's storage.
  var scope: Cell?
  /// The scopes' tag values, in the order their titles are drawn.
  var scopeTags: [RuntimeValue] = []
  /// `.onSubmit(of: .search) { … }` actions, in the order written.
  var submits: [RuntimeValue] = []
}

/// `TabView(selection: $tab)`: the binding's storage and each tab's tag (`.tag(x)` or
/// `Tab(…, value: x)`), in the order the tab bar draws them. navlab's `tab` event writes the
/// chosen tab's tag.
struct TabSelection {
  var cell: Cell
  var tags: [RuntimeValue?]

  /// The tab whose tag is the binding's value now (nil: none matches).
  var selected: Int? {
    let value = cell.value
    return tags.firstIndex { $0.map { $0 == value } ?? false }
  }
}

extension LiveContext {
  /// The search the user types into: the newest pushed screen showing that has one (screens
  /// are numbered in the order read), else the root's.
  var shownSearch: SearchBindings? {
    let number = { (screen: String) in Int(screen.dropFirst()) ?? 0 }
    let pushed = handlers.searches.keys.filter { $0.hasPrefix("s") && screens.contains($0) }
    if let top = pushed.max(by: { number($0) < number($1) }) { return handlers.searches[top] }
    return handlers.searches[""]
  }

  /// The search bindings of the screen being read (registered by the screen's modifiers).
  var readingSearch: SearchBindings {
    get { handlers.searches[screen] ?? SearchBindings() }
    set { handlers.searches[screen] = newValue }
  }

  /// Takes one of navlab's tab and search events (issue 41): the chosen tab's tag into
  /// `TabView(selection:)`'s state, the typed text into `.searchable(text:)`'s, the chosen
  /// scope's tag into `.searchScopes`', and Return runs `.onSubmit(of: .search)`. Returns
  /// false for the other events.
  func take(_ event: LiveEvent) -> Bool {
    switch event {
    case .tab(let index):
      if shownTab != index {
        shownTab = index
        dirty = true
      }
      if let selection = handlers.tabSelection, selection.tags.indices.contains(index),
        let tag = selection.tags[index]
      {
        write(selection.cell, tag)
      }
    case .search(let text):
      if let cell = shownSearch?.text { write(cell, .string(text)) }
    case .searchScope(let index):
      if let search = shownSearch, let cell = search.scope,
        search.scopeTags.indices.contains(index)
      {
        write(cell, search.scopeTags[index])
      }
    case .searchSubmit:
      for action in shownSearch?.submits ?? [] { run(action, []) }
    default:
      return false
    }
    return true
  }

  /// Sets state the user changed; the same value is no change (nothing is read again).
  private func write(_ cell: Cell, _ value: RuntimeValue) {
    guard cell.value != value else { return }
    cell.value = value
    didWrite(cell)
  }
}
