import ContentLayout
import NavGeometry
import ScreenModel

/// One laid-out block of a screen moving from what was on screen to a live answer's new
/// layout along the answer's curve (issue 38), element by element; the block's elements hold
/// the values shown, ``to`` the layout's.
struct BlockAnimation: Sendable {
  /// Which block (content, pinned, header, card, principal, a row).
  var slot: ContentSlot
  /// The elements shown when the change came.
  var from: [PlacedElement]
  /// The new layout's elements (what the block shows when the animation ends).
  var to: [PlacedElement]
  /// When the elements start moving (the answer's time plus the transaction's delay).
  var start: Double
  var curve: AnimationCurve

  /// Whether the curve has arrived at `time` (a spring once it settles).
  func isFinished(at time: Double) -> Bool {
    curve.isSettled(at: time - start)
  }

  /// Writes the values shown at `time` into `elements` (as many as ``to``), in place.
  func apply(at time: Double, to elements: inout [PlacedElement]) {
    let progress = curve.progress(at: time - start)
    for index in elements.indices {
      elements[index].blend(from: from[index], to: to[index], progress: progress)
    }
  }
}
