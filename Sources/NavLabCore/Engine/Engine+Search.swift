import NavInput
import ScreenModel

extension Engine {
  /// Keys for the top screen's focused search field; returns whether it took the key. Return
  /// submits the search (`.onSubmit(of: .search)`).
  mutating func searchKey(_ chord: KeyChord, time: Double) -> Bool {
    let top = stack.count - 1
    guard let search = stack[top].behaviours.search else { return false }
    if chord.key == "return", search.isSearching, !chord.control, !chord.alt {
      noteLive(.searchSubmit(search.text))
      return true
    }
    let before = SearchState(search)
    guard stack[top].behaviours.search!.type(chord, time: time) else { return false }
    searchChanged(from: before, time: time)
    return true
  }

  /// What the user last set in a search field, to tell what a key or tap changed.
  struct SearchState: Equatable {
    var text: String
    var scope: Int
    init(_ search: SearchBehaviour) {
      text = search.text
      scope = search.scope
    }
  }

  /// The top screen's search state now, if it has a field.
  var searchState: SearchState? {
    stack[stack.count - 1].behaviours.search.map(SearchState.init)
  }

  /// Tells the live program what changed in the search field since `before`, and filters a
  /// scene file's rows by the new text.
  mutating func searchChanged(from before: SearchState?, time: Double) {
    guard let before, let now = searchState, now != before else { return }
    if now.text != before.text {
      noteLive(.search(now.text))
      filterRows(of: stack.count - 1, time: time, scrollsToTop: true)
    }
    if now.scope != before.scope { noteLive(.searchScope(now.scope)) }
  }

  /// Shows screen `index`'s list as its search filters it (``ScreenSpec/filteringRows(matching:)``)
  /// when navlab filters (a scene file's `filtersRows`): the screen is laid out again from the
  /// unfiltered scene, keeping everything the user did (the search, the bars), its content
  /// back at the top when `scrollsToTop` (new text: the results start at their top).
  mutating func filterRows(of index: Int, time: Double, scrollsToTop: Bool) {
    guard let search = stack[index].behaviours.search, search.spec.filtersRows else { return }
    let source = stack[index].searchSource ?? stack[index].spec
    let shown = source.filteringRows(matching: search.text)
    let below = index > 0 ? stack[index - 1].isLarge : nil
    var state = makeState(shown, previousIsLarge: below)
    state.takeOver(from: stack[index])
    state.searchSource = search.text.isEmpty ? nil : source
    if scrollsToTop { state.scroller.scroll(to: 0, animated: false, time: time) }
    stack[index] = state
  }
}
