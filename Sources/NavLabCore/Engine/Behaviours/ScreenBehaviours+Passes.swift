import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

/// The passes over a screen's behaviours: each a small visitor, so the screen, the painter, the
/// trace and live code never name a behaviour.
extension ScreenBehaviours {
  /// Where the content rests, arranged by every behaviour in turn (once, at creation).
  func arrange(device: Device, isLarge: Bool) -> ContentInsets {
    var arranger = Arranger()
    var insets = ContentInsets()
    visit(&arranger, (device, isLarge), &insets)
    return insets
  }

  /// Every behaviour's snap zone, sorted along the offset (once, at creation).
  func snapZones(in insets: ContentInsets) -> [ClosedRange<Double>] {
    var collector = SnapZoneCollector()
    var zones: [ClosedRange<Double>] = []
    visit(&collector, insets, &zones)
    // Sorted in place: a new screen (a live program's scene every frame) allocates no copy.
    zones.sort { $0.lowerBound < $1.lowerBound }
    return zones
  }

  /// How far the behaviours move the content down now.
  var contentShift: Double {
    var summer = ShiftSummer()
    var shift = 0.0
    visit(&summer, (), &shift)
    return shift
  }

  /// The earliest time a behaviour must act at, if any.
  var deadline: Double? {
    var finder = DeadlineFinder()
    var earliest: Double?
    visit(&finder, (), &earliest)
    return earliest
  }

  /// Updates every behaviour for `context` (or only those due by then, `dueOnly`); returns
  /// what they ask of the screen.
  mutating func update(_ context: BehaviourContext, dueOnly: Bool = false) -> BehaviourEffects {
    var updater = Updater(dueOnly: dueOnly)
    var effects = BehaviourEffects()
    visit(&updater, context, &effects)
    return effects
  }

  /// The chrome now, folded over the behaviours.
  func chrome(_ context: BehaviourContext) -> ChromeState {
    var composer = Composer()
    var chrome = ChromeState()
    visit(&composer, context, &chrome)
    return chrome
  }

  /// Paints every behaviour's part in each layer, back to front; `between(layer, after,
  /// &list)` runs before and after each layer, for what the screen itself does there (the
  /// content's clip).
  func paint(
    _ context: PaintContext, _ painter: FramePainter, into list: inout DisplayList,
    between: (ScreenLayer, _ after: Bool, inout DisplayList) -> Void
  ) {
    var layerPainter = LayerPainter(layer: .underContent, painter: painter)
    for layer in ScreenLayer.paintOrder {
      between(layer, false, &list)
      layerPainter.layer = layer
      visit(&layerPainter, context, &list)
      between(layer, true, &list)
    }
  }

  /// Paints every behaviour's part in `layer` alone.
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    var layerPainter = LayerPainter(layer: layer, painter: painter)
    visit(&layerPainter, context, &list)
  }

  /// Whether every behaviour is still.
  var isAtRest: Bool {
    var checker = RestChecker()
    var atRest = true
    visit(&checker, (), &atRest)
    return atRest
  }

  /// Every behaviour's trace columns.
  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    var reporter = Reporter()
    visit(&reporter, (context, chrome), &values)
  }

  /// Calls `body` with each laid-out content the behaviours show, in registration order;
  /// returns true when `body` stopped the walk.
  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    // In `visit`'s order, written out: a visitor would hold `body`, and
    // `withoutActuallyEscaping` allocates a context on every call (the one malloc of a quiet
    // live frame, twice a request: issue 38).
    func walk<B: ScreenBehaviour>(_ behaviour: B?) -> Bool {
      behaviour?.forEachContent(context, dx: dx, rows: rows, body) ?? false
    }
    return walk(card) || walk(content) || walk(navigationBar) || walk(refresh)
      || walk(largeTitle) || walk(search) || walk(header) || walk(pinned) || walk(topBar)
      || walk(tabBar)
  }

  /// Adds each behaviour's own report to a live program's request.
  func reportLive(_ request: inout LiveRequest, _ context: BehaviourContext) {
    var reporter = LiveReporter()
    visit(&reporter, context, &request)
  }

  /// Offers a tap to each behaviour until one takes it; returns what it asks of the screen.
  mutating func tap(at point: Point, _ context: BehaviourContext) -> BehaviourEffects {
    var tapper = Tapper(point: point)
    var effects = BehaviourEffects()
    visit(&tapper, context, &effects)
    return effects
  }

  /// Carries the user's state over from `old`'s behaviours of the same kinds.
  mutating func takeOver(from old: ScreenBehaviours) {
    var taker = TakeOver()
    var nothing: Void = ()
    visit(&taker, old, &nothing)
  }
}

private struct Arranger: BehaviourVisitor {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ setup: (device: Device, isLarge: Bool),
    _ insets: inout ContentInsets
  ) {
    behaviour.arrange(&insets, device: setup.device, isLarge: setup.isLarge)
  }
}

private struct SnapZoneCollector: BehaviourVisitor {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ insets: ContentInsets, _ zones: inout [ClosedRange<Double>]
  ) {
    if let zone = behaviour.snapZone(in: insets) { zones.append(zone) }
  }
}

private struct ShiftSummer: BehaviourVisitor {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ nothing: Void, _ shift: inout Double
  ) {
    shift += behaviour.contentShift
  }
}

private struct DeadlineFinder: BehaviourVisitor {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ nothing: Void, _ earliest: inout Double?
  ) {
    guard let deadline = behaviour.deadline else { return }
    earliest = min(earliest ?? deadline, deadline)
  }
}

private struct Updater: BehaviourMutator {
  let dueOnly: Bool
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: inout B, _ context: BehaviourContext,
    _ effects: inout BehaviourEffects
  ) {
    if dueOnly {
      guard let deadline = behaviour.deadline, deadline <= context.time else { return }
    }
    behaviour.update(context, &effects)
  }
}

private struct Composer: BehaviourVisitor {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ context: BehaviourContext, _ chrome: inout ChromeState
  ) {
    behaviour.compose(&chrome, context)
  }
}

private struct LayerPainter: BehaviourVisitor {
  var layer: ScreenLayer
  let painter: FramePainter
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ context: PaintContext, _ list: inout DisplayList
  ) {
    behaviour.paint(layer, context, painter, into: &list)
  }
}

private struct RestChecker: BehaviourVisitor {
  var isDone = false
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ nothing: Void, _ atRest: inout Bool
  ) {
    atRest = behaviour.isAtRest
    isDone = !atRest
  }
}

private struct Reporter: BehaviourVisitor {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ context: (BehaviourContext, ChromeState),
    _ values: inout FrameValues
  ) {
    behaviour.report(&values, context.0, context.1)
  }
}

private struct LiveReporter: BehaviourVisitor {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ context: BehaviourContext, _ request: inout LiveRequest
  ) {
    behaviour.reportLive(&request, context)
  }
}

private struct Tapper: BehaviourMutator {
  let point: Point
  var isDone = false
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: inout B, _ context: BehaviourContext,
    _ effects: inout BehaviourEffects
  ) {
    behaviour.tap(at: point, context, &effects)
    isDone = effects.tapTaken
  }
}

/// Finds the behaviour of type `T` among a screen's.
private struct KindFinder<T: ScreenBehaviour>: BehaviourVisitor {
  var isDone = false
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ nothing: Void, _ found: inout T?
  ) {
    guard let same = behaviour as? T else { return }
    found = same
    isDone = true
  }
}

private struct TakeOver: BehaviourMutator {
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: inout B, _ old: ScreenBehaviours, _ nothing: inout Void
  ) {
    var finder = KindFinder<B>()
    var found: B?
    old.visit(&finder, (), &found)
    if let found { behaviour.takeOver(from: found) }
  }
}
