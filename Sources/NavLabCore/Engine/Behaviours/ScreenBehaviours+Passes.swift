import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

/// The passes over a screen's behaviours: each a small visitor, so the screen, the painter, the
/// trace and live code never name a behaviour.
extension ScreenBehaviours {
  /// Where the content rests, arranged by every behaviour in turn (once, at creation).
  func arrange(device: Device, isLarge: Bool) -> ContentInsets {
    var arranger = Arranger(device: device, isLarge: isLarge)
    var insets = ContentInsets()
    visit(&arranger, &insets)
    return insets
  }

  /// Every behaviour's snap zone, sorted along the offset (once, at creation).
  func snapZones(in insets: ContentInsets) -> [ClosedRange<Double>] {
    var collector = SnapZoneCollector(insets: insets)
    var zones: [ClosedRange<Double>] = []
    visit(&collector, &zones)
    // Sorted in place: a new screen (a live program's scene every frame) allocates no copy.
    zones.sort { $0.lowerBound < $1.lowerBound }
    return zones
  }

  /// How far the behaviours move the content down now.
  var contentShift: Double {
    var summer = ShiftSummer()
    var shift = 0.0
    visit(&summer, &shift)
    return shift
  }

  /// The earliest time a behaviour must act at, if any.
  var deadline: Double? {
    var finder = DeadlineFinder()
    var earliest: Double?
    visit(&finder, &earliest)
    return earliest
  }

  /// Updates every behaviour for `context` (or only those due by then, `dueOnly`); returns
  /// what they ask of the screen.
  mutating func update(_ context: BehaviourContext, dueOnly: Bool = false) -> BehaviourEffects {
    var updater = Updater(context: context, dueOnly: dueOnly)
    var effects = BehaviourEffects()
    visit(&updater, &effects)
    return effects
  }

  /// The chrome now, folded over the behaviours.
  func chrome(_ context: BehaviourContext) -> ChromeState {
    var composer = Composer(context: context)
    var chrome = ChromeState()
    visit(&composer, &chrome)
    return chrome
  }

  /// Paints every behaviour's part in `layer`.
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    var layerPainter = LayerPainter(layer: layer, context: context, painter: painter)
    visit(&layerPainter, &list)
  }

  /// Whether every behaviour is still.
  var isAtRest: Bool {
    var checker = RestChecker()
    var atRest = true
    visit(&checker, &atRest)
    return atRest
  }

  /// Every behaviour's trace columns.
  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    var reporter = Reporter(context: context, chrome: chrome)
    visit(&reporter, &values)
  }

  /// Calls `body` with each laid-out content the behaviours show, in registration order;
  /// returns true when `body` stopped the walk.
  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    withoutActuallyEscaping(body) { body in
      var walker = ContentWalker(context: context, dx: dx, body: body)
      var visible = rows
      visit(&walker, &visible)
      return walker.isDone
    }
  }

  /// Adds each behaviour's own report to a live program's request.
  func reportLive(_ request: inout LiveRequest, _ context: BehaviourContext) {
    var reporter = LiveReporter(context: context)
    visit(&reporter, &request)
  }

  /// Offers a tap to each behaviour until one takes it; returns what it asks of the screen.
  mutating func tap(at point: Point, _ context: BehaviourContext) -> BehaviourEffects {
    var tapper = Tapper(point: point, context: context)
    var effects = BehaviourEffects()
    visit(&tapper, &effects)
    return effects
  }

  /// Carries the user's state over from `old`'s behaviours of the same kinds.
  mutating func takeOver(from old: ScreenBehaviours) {
    var taker = TakeOver(old: old)
    var nothing: Void = ()
    visit(&taker, &nothing)
  }
}

private struct Arranger: BehaviourVisitor {
  let device: Device
  let isLarge: Bool
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ insets: inout ContentInsets) {
    behaviour.arrange(&insets, device: device, isLarge: isLarge)
  }
}

private struct SnapZoneCollector: BehaviourVisitor {
  let insets: ContentInsets
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ zones: inout [ClosedRange<Double>]) {
    if let zone = behaviour.snapZone(in: insets) { zones.append(zone) }
  }
}

private struct ShiftSummer: BehaviourVisitor {
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ shift: inout Double) {
    shift += behaviour.contentShift
  }
}

private struct DeadlineFinder: BehaviourVisitor {
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ earliest: inout Double?) {
    guard let deadline = behaviour.deadline else { return }
    earliest = min(earliest ?? deadline, deadline)
  }
}

private struct Updater: BehaviourMutator {
  let context: BehaviourContext
  let dueOnly: Bool
  func visit<B: ScreenBehaviour>(_ behaviour: inout B, _ effects: inout BehaviourEffects) {
    if dueOnly {
      guard let deadline = behaviour.deadline, deadline <= context.time else { return }
    }
    behaviour.update(context, &effects)
  }
}

private struct Composer: BehaviourVisitor {
  let context: BehaviourContext
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ chrome: inout ChromeState) {
    behaviour.compose(&chrome, context)
  }
}

private struct LayerPainter: BehaviourVisitor {
  let layer: ScreenLayer
  let context: PaintContext
  let painter: FramePainter
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ list: inout DisplayList) {
    behaviour.paint(layer, context, painter, into: &list)
  }
}

private struct RestChecker: BehaviourVisitor {
  var isDone = false
  mutating func visit<B: ScreenBehaviour>(_ behaviour: B, _ atRest: inout Bool) {
    atRest = behaviour.isAtRest
    isDone = !atRest
  }
}

private struct Reporter: BehaviourVisitor {
  let context: BehaviourContext
  let chrome: ChromeState
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ values: inout FrameValues) {
    behaviour.report(&values, context, chrome)
  }
}

private struct ContentWalker: BehaviourVisitor {
  let context: BehaviourContext
  let dx: Double
  let body: (LaidOutContent, Point, Bool) -> Bool
  var isDone = false
  mutating func visit<B: ScreenBehaviour>(_ behaviour: B, _ rows: inout [ListRowPlacement]) {
    isDone = behaviour.forEachContent(context, dx: dx, rows: rows, body)
  }
}

private struct LiveReporter: BehaviourVisitor {
  let context: BehaviourContext
  func visit<B: ScreenBehaviour>(_ behaviour: B, _ request: inout LiveRequest) {
    behaviour.reportLive(&request, context)
  }
}

private struct Tapper: BehaviourMutator {
  let point: Point
  let context: BehaviourContext
  var isDone = false
  mutating func visit<B: ScreenBehaviour>(_ behaviour: inout B, _ effects: inout BehaviourEffects) {
    behaviour.tap(at: point, context, &effects)
    isDone = effects.tapTaken
  }
}

/// Finds the behaviour of type `T` among a screen's.
private struct KindFinder<T: ScreenBehaviour>: BehaviourVisitor {
  var isDone = false
  mutating func visit<B: ScreenBehaviour>(_ behaviour: B, _ found: inout T?) {
    guard let same = behaviour as? T else { return }
    found = same
    isDone = true
  }
}

private struct TakeOver: BehaviourMutator {
  let old: ScreenBehaviours
  func visit<B: ScreenBehaviour>(_ behaviour: inout B, _ nothing: inout Void) {
    var finder = KindFinder<B>()
    var found: B?
    old.visit(&finder, &found)
    if let found { behaviour.takeOver(from: found) }
  }
}
