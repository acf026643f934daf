import ScreenModel

/// Which scroll view a finger drives when it comes down on more than one (issue 37): a pure
/// value that sees the scroll views under the finger and the finger's path, and names the one
/// that takes the gesture (docs/scrolling.md).
///
/// - The scroll views under the finger come innermost first, the screen's own last.
/// - Nothing is decided until the finger has moved ``slop`` from where it came down (UIKit's
///   pan recogniser waits about 10 pt; Flutter's touch slop is 18 logical px, `kTouchSlop`).
/// - Then the direction: within 30° of an axis it is that axis (Gecko APZ's axis lock,
///   `apz.axis_lock.lock_angle`); between 30° and 60° it is diagonal, and a scroll view that
///   scrolls both ways follows it freely ("if the drag direction is diagonal, then scrolling
///   doesn't lock", UIScrollView `isDirectionalLockEnabled`).
/// - The innermost scroll view that moves along the drag's main axis takes the whole gesture,
///   from the down on (its velocity samples too); the others never move in it, and an inner
///   one that reaches its edge rubber-bands there: UIKit does not chain a drag to the outer
///   scroll view across axes, and nested cross-axis scroll views are "supported and provided
///   by default" (Scroll View Programming Guide, "Nesting Scroll Views").
///
/// ```swift
/// var coordinator = ScrollCoordinator()
/// coordinator.begin(
///   [.init(id: 1, horizontal: true, vertical: false), .init(id: 0, horizontal: false, vertical: true)],
///   x: 200, y: 400, time: 0)
/// coordinator.move(x: 188, y: 401, time: 0.016)  // .owner(1, .horizontal)
/// ```
public struct ScrollCoordinator: Sendable, Equatable {
  /// A scroll view under the finger: the caller's handle, and the axes it moves along (it
  /// scrolls that way, and its content is longer or it bounces anyway).
  public struct Candidate: Sendable, Equatable {
    public var id: Int
    public var horizontal: Bool
    public var vertical: Bool

    public init(id: Int, horizontal: Bool, vertical: Bool) {
      self.id = id
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  /// Who has the gesture.
  public enum Decision: Sendable, Equatable {
    /// The finger has not moved past the slop yet.
    case undecided
    /// Scroll view `id` takes the gesture along `axes`; nil: none moves that way (the
    /// gesture moves nothing).
    case owner(Int?, ScrollAxes)
  }

  /// How far the finger moves before the direction is decided, in points.
  public static let slop = 10.0
  /// Within this angle of an axis a drag is locked to it (degrees; Gecko APZ's 30°; see
  /// ``lockTangent``).
  public static let lockAngle = 30.0

  public private(set) var chain: [Candidate] = []
  public private(set) var decision = Decision.undecided
  /// Where the finger came down and every move since, until the decision (for replay).
  public private(set) var samples: [(x: Double, y: Double, time: Double)] = []

  public init() {}

  public static func == (a: ScrollCoordinator, b: ScrollCoordinator) -> Bool {
    a.chain == b.chain && a.decision == b.decision && a.samples.count == b.samples.count
      && zip(a.samples, b.samples).allSatisfy { $0 == $1 }
  }

  /// A finger down at (`x`, `y`) over `chain` (innermost first).
  public mutating func begin(_ chain: [Candidate], x: Double, y: Double, time: Double) {
    self.chain = chain
    decision = .undecided
    samples.removeAll(keepingCapacity: true)
    samples.append((x, y, time))
  }

  /// The finger moved; returns the decision (``Decision/undecided`` until past the slop, then
  /// the same owner for the rest of the gesture).
  @discardableResult
  public mutating func move(x: Double, y: Double, time: Double) -> Decision {
    guard decision == .undecided, let down = samples.first else { return decision }
    samples.append((x, y, time))
    let dx = x - down.x
    let dy = y - down.y
    guard (dx * dx + dy * dy).squareRoot() > ScrollCoordinator.slop else { return .undecided }
    decision = ScrollCoordinator.decide(chain, dx: dx, dy: dy)
    return decision
  }

  /// Forgets the gesture (the finger lifted).
  public mutating func end() {
    chain.removeAll(keepingCapacity: true)
    samples.removeAll(keepingCapacity: true)
    decision = .undecided
  }

  /// The owner for a drag of (`dx`, `dy`) over `chain`: the innermost that moves along its
  /// main axis; one that moves both ways follows a diagonal drag on both.
  public static func decide(_ chain: [Candidate], dx: Double, dy: Double) -> Decision {
    let horizontal = abs(dx) > abs(dy)
    // Within 30° of an axis: |minor| ≤ tan 30° × |major|.
    let minor = min(abs(dx), abs(dy))
    let major = max(abs(dx), abs(dy))
    let diagonal = minor > lockTangent * major
    guard
      let owner = chain.first(where: { horizontal ? $0.horizontal : $0.vertical })
    else { return .owner(nil, horizontal ? .horizontal : .vertical) }
    if owner.horizontal && owner.vertical && diagonal { return .owner(owner.id, .both) }
    return .owner(owner.id, horizontal ? .horizontal : .vertical)
  }

  /// tan 30° = 1/√3.
  static let lockTangent = 1 / 3.0.squareRoot()
}
