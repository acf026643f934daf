import NavGeometry
import ScreenModel
import ScrollPhysics

/// A presented sheet or full-screen cover (issue 40): the presented screen (its own
/// ``ScreenState``: navigation bar, list, content and scroll views, laid out for the large
/// sheet's size without a status bar), where its top edge is (``SheetMotion``), its detents,
/// and how a drag is split between the sheet and its list. The engine holds at most one, above
/// its stack, like a transition; `SheetPainter` draws it and the screen it is presented over.
public struct SheetPresentation: Sendable {
  public let spec: PresentationSpec
  /// The presented screen, laid out in ``device``.
  public internal(set) var screen: ScreenState
  /// The sheet's own device: the large sheet's size, no status bar, the phone's bottom inset.
  public let device: Device
  let layout: SheetLayout
  /// The detents' tops, ascending (the largest sheet first), and their detents.
  let tops: [Double]
  let detents: [SheetDetent]
  var motion: SheetMotion
  /// The detent the sheet rests at or heads to (an index into ``tops``); nil while it leaves.
  public internal(set) var detentIndex: Int?
  /// Where the current drag began (the detent it counts steps from).
  var dragStartTop = 0.0
  /// Presented by the scene's `presented` (a live program's state), not by a row: the scene
  /// dismisses it again by leaving it out.
  var fromScene = false

  var isCover: Bool { spec.style == .fullScreenCover }

  /// A sheet of `content` over a phone `phone`, drawn in `design`, starting off screen (call
  /// ``present(time:)``).
  init(
    content: ScreenState, spec: PresentationSpec, phone: Device, layout: SheetLayout,
    sheetDevice: Device
  ) {
    self.spec = spec
    screen = content
    device = sheetDevice
    self.layout = layout
    if spec.style == .fullScreenCover {
      tops = [0]
      detents = [.large]
    } else {
      let pairs = spec.detents.map { (layout.top(of: $0), $0) }.sorted { $0.0 < $1.0 }
      tops = pairs.map(\.0)
      detents = pairs.map(\.1)
    }
    motion = SheetMotion(top: phone.size.height)
  }

  /// The sheet's device for a phone: the large sheet's height (the whole screen for a cover),
  /// no status bar or top inset, the phone's bottom inset.
  static func sheetDevice(phone: Device, layout: SheetLayout, cover: Bool) -> Device {
    guard !cover else { return phone }
    var device = phone
    device.size = Size(width: phone.size.width, height: layout.sheetHeight)
    device.statusBarHeight = 0
    device.topSafeArea = 0
    device.dynamicIsland = nil
    device.notch = nil
    device.navigationBarDrop = 0
    return device
  }

  /// The sheet's top edge now.
  public var top: Double { motion.top }
  /// The detent it rests at or heads to (nil: leaving).
  public var detent: SheetDetent? { detentIndex.map { detents[$0] } }
  /// Whether it has finished leaving (the engine then removes it).
  var isGone: Bool { detentIndex == nil && motion.isAtRest }
  var isAtRest: Bool { motion.isAtRest && screen.isAtRest }
  /// Whether a drag or a tap outside may dismiss it.
  var isDismissable: Bool { !spec.interactiveDismissDisabled && !isCover }

  /// How far towards its large detent, 0…1 (drives the screen behind it).
  public var largeness: Double {
    isCover ? 0 : layout.largeness(top: motion.top, tops: tops)
  }
  /// How much of it shows, 0…1 (drives the dimming).
  public var presence: Double { layout.presence(top: motion.top, tops: tops) }

  /// Whether the screen behind takes touches now (and is not dimmed):
  /// `backgroundInteraction` enabled up through a detent at or below the one it rests at.
  public var passesTouchesThrough: Bool {
    guard case .enabled(let upThrough) = spec.backgroundInteraction, let detentIndex else {
      return false
    }
    guard let upThrough else { return true }
    return tops[detentIndex] >= layout.top(of: upThrough) - 0.5
  }

  // MARK: - Presenting and dismissing

  /// Slides in to the spec's initial detent over 500 ms.
  mutating func present(time: Double) {
    let index = detents.firstIndex(of: spec.initialDetent) ?? tops.count - 1
    detentIndex = isCover ? 0 : index
    motion.animate(to: tops[detentIndex ?? 0], time: time)
  }

  /// Slides out over 500 ms.
  mutating func dismiss(time: Double) {
    detentIndex = nil
    motion.animate(to: layout.screenHeight, time: time)
  }

  /// Runs the sheet and its screen forward to `time`.
  mutating func advance(to time: Double, topBarStyle: CollapsingTopBarLayout.Style) {
    motion.advance(to: time)
    screen.advanceScroller(to: time, device: device)
    screen.updateChrome(device: device, topBarStyle: topBarStyle, time: time)
  }

  // MARK: - Dragging

  /// A finger came down on the sheet: the sheet stops where it is (a settling spring is
  /// caught) and so does its list.
  mutating func touchDown(time: Double) -> Bool {
    motion.advance(to: time)
    var caught = !motion.isAtRest
    if !motion.isAtRest { motion.catchAt(time: time) }
    screen.advanceScroller(to: time, device: device)
    if screen.scroller.phase != .idle {
      caught = true
      screen.scroller.scroll(to: screen.scroller.offset, animated: false, time: time)
    }
    dragStartTop = detentIndex.map { tops[$0] } ?? motion.top
    return caught
  }

  /// One move of `dy` points (positive down) of a finger on the sheet, split between the sheet
  /// and its list (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`): up, the sheet grows
  /// to its largest detent and the rest scrolls the list; down, the list scrolls back to its
  /// top and the rest moves the sheet. `inList`: the finger is on the list (else on the bar,
  /// which only resizes). Returns whether the list took the last of the move.
  mutating func drag(by dy: Double, inList: Bool, time: Double) -> Bool {
    guard dy != 0 else { return false }
    let largest = tops[0]
    let scrollsOnly = inList && spec.contentInteraction == .scrolls
    if isCover || scrollsOnly {
      scrollList(by: dy, time: time)
      return true
    }
    var rest = dy
    var listMoved = false
    if dy < 0 {
      // Up: the sheet grows first (rubber-banded past its largest detent when the list
      // cannot take the rest).
      let room = motion.top - largest
      let grow = max(dy, -max(room, 0))
      if grow < 0 { moveSheet(by: grow) }
      rest = dy - grow
      if rest < 0 {
        if inList {
          scrollList(by: rest, time: time)
          listMoved = true
        } else {
          moveSheet(by: rest)
        }
      }
    } else {
      // Down: the list goes back to its top first.
      if inList && screen.scroller.offset > 0 {
        let back = min(dy, screen.scroller.offset)
        scrollList(by: back, time: time)
        rest = dy - back
        listMoved = rest == 0
      }
      if rest > 0 { moveSheet(by: rest) }
    }
    return listMoved
  }

  /// Scrolls the sheet's list by a finger move of `dy` (offset moves the other way).
  private mutating func scrollList(by dy: Double, time: Double) {
    screen.scroller.scroll(to: screen.scroller.offset - dy, animated: false, time: time)
  }

  /// Moves the sheet's top by `dy`: with the finger between the largest detent and the
  /// bottom, rubber-banded above the largest detent, and below the smallest when dismissal
  /// is off.
  private mutating func moveSheet(by dy: Double) {
    let largest = tops[0]
    let smallest = tops[tops.count - 1]
    let dimension = layout.screenHeight
    // The finger's position, undoing the band where the sheet is past an edge.
    var finger = motion.top
    if motion.top < largest {
      finger =
        largest + RubberBand.overscroll(forOffset: motion.top - largest, dimension: dimension)
    } else if !isDismissable, motion.top > smallest {
      finger =
        smallest + RubberBand.overscroll(forOffset: motion.top - smallest, dimension: dimension)
    }
    finger += dy
    var top = finger
    if finger < largest {
      top = largest + RubberBand.offset(forOverscroll: finger - largest, dimension: dimension)
    } else if !isDismissable, finger > smallest {
      top = smallest + RubberBand.offset(forOverscroll: finger - smallest, dimension: dimension)
    }
    motion.drag(to: min(top, layout.screenHeight))
  }

  /// The finger lifted with `velocity` (pt/s, positive down, the whole gesture's): the part
  /// that moved last takes it. The list flings on; the sheet settles on the detent its
  /// projected top picks, or leaves.
  mutating func release(velocity: Double, listTookLast: Bool, time: Double) {
    if listTookLast
      && (isCover || motion.top <= tops[0] + 0.5 || spec.contentInteraction == .scrolls)
    {
      if abs(velocity) > 0 { screen.scroller.fling(velocity: -velocity, time: time) }
      if motion.top < tops[0] - 0.5 { motion.settle(to: tops[0], velocity: 0, time: time) }
      return
    }
    guard !isCover else { return }
    guard
      let target = layout.restingTop(
        releasedAt: motion.top, velocity: velocity, startTop: dragStartTop, tops: tops,
        dismissable: isDismissable)
    else {
      detentIndex = nil
      motion.settle(to: layout.screenHeight, velocity: velocity, time: time)
      return
    }
    detentIndex = tops.firstIndex(of: target)
    motion.settle(to: target, velocity: velocity, time: time)
  }

  /// The pointer was taken away: the sheet goes back to its detent.
  mutating func cancelDrag(time: Double) {
    let target = detentIndex.map { tops[$0] } ?? layout.screenHeight
    if !motion.isAtRest || motion.top != target {
      motion.settle(to: target, velocity: 0, time: time)
    }
  }
}
