/// What behaviours ask of their screen while they update or take a tap, applied once every
/// behaviour has had its turn; and what one tells the behaviours after it in the same pass.
struct BehaviourEffects: Sendable {
  /// Move the scroller's top edge here (a refresh holds the content down, then lets it go).
  var leadingEdge: Double?
  /// Scroll to the top.
  var scrollsToTop = false
  /// A tab the user tapped (the engine switches to its stack, or pops to the root of the
  /// selected one and then scrolls it to the top).
  var selectsTab: Int?
  /// A focused search at the bottom keeps the bottom bar collapsed (read by the tab bar, which
  /// comes after the search).
  var holdsBottomBar = false
  /// Set by a tap a behaviour took: the visit stops there.
  var tapTaken = false
}
