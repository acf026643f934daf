import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

/// One part of a screen that any screen may have — the navigation bar, its large title, a
/// title card, a sticky header, a collapsing top bar, pinned views, a search field, pull to
/// refresh, a tab bar, the content itself — behind one interface, so the screen iterates its
/// behaviours instead of asking which it has (docs/architecture.md, "Behaviours").
///
/// Every requirement has a default that does nothing, so a behaviour implements only what it
/// takes part in. Behaviours are value types, made once with their screen
/// (``ScreenBehaviours``) and visited in registration order; a visit allocates nothing.
protocol ScreenBehaviour: Sendable {
  /// Its share of where the content rests, once, when the screen is made.
  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool)
  /// Where a resting scroll snaps for it, given the arranged insets (zones are sorted along
  /// the offset, so their order of registration does not matter).
  func snapZone(in insets: ContentInsets) -> ClosedRange<Double>?
  /// How far it moves the content down now (a collapsing top bar's animated height).
  var contentShift: Double { get }
  /// A time at which it must act even between frames (a refresh ends), or nil: the screen
  /// stops its scroller there and updates it at that instant.
  var deadline: Double? { get }
  /// Moves its animations to `context.time` for the scroller's offset.
  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects)
  /// Its share of the chrome now (see ``ChromeState`` for each field's rule).
  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext)
  /// Paints what it has in `layer` (its painter sits beside its layout in Painting/).
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList)
  /// Whether it is still, so the window may sleep.
  var isAtRest: Bool { get }
  /// Its columns of the trace row.
  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState)
  /// Calls `body` with each laid-out content it shows, which block of the screen it is (its
  /// nested scroll views' states are kept by it), that content's top-left corner on screen
  /// (`dx`: the screen's horizontal shift plus the side inset), and `isChrome` when it is
  /// chrome rather than scrolling content; returns true when `body` did (stop). `rows` are the
  /// list's rows on screen (the screen finds them first). Live programs read frames and
  /// actions from it.
  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool
  /// Adds what it tells a live program beyond its content's named frames (nested scroll
  /// views' geometry, say) to this frame's request.
  func reportLive(_ request: inout LiveRequest, _ context: BehaviourContext)
  /// Takes a tap at `point` (screen points) if it is on it; sets `effects.tapTaken` then.
  mutating func tap(at point: Point, _ context: BehaviourContext, _ effects: inout BehaviourEffects)
  /// Carries what the user did over from the same behaviour of the screen's previous layout
  /// (a live program's new scene).
  mutating func takeOver(from old: Self)
}

extension ScreenBehaviour {
  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {}
  func snapZone(in insets: ContentInsets) -> ClosedRange<Double>? { nil }
  var contentShift: Double { 0 }
  var deadline: Double? { nil }
  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {}
  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {}
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {}
  var isAtRest: Bool { true }
  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {}
  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool { false }
  func reportLive(_ request: inout LiveRequest, _ context: BehaviourContext) {}
  mutating func tap(
    at point: Point, _ context: BehaviourContext, _ effects: inout BehaviourEffects
  ) {}
  mutating func takeOver(from old: Self) {}
}
