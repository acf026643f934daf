import ScreenModel
import SwiftSyntax

/// Live mode: what the program knows of its named nested scroll views (issue 37) between
/// reads and answers: the scroll views being read (whose children's `.id`s reach the scene),
/// the `ScrollViewReader` proxies being read, the values the `.id`s stand for, the
/// `scrollTo`s for the next answer and what each `.scrollPosition(id:)` binding last agreed
/// with the scroll view.
struct LiveScrolls {
  /// A scroll view being read, or read: its name, whether its children's `.id`s are put in the
  /// scene (it is inside a `ScrollViewReader`, holds one, or has `.scrollPosition(id:)`), and
  /// those ids in the order read.
  final class Frame {
    /// Asked for only when the scroll view is named: the importer's ids are numbered in the
    /// order first asked, so a scroll view nobody names shifts no other node's id.
    lazy var name: String = "scroll-" + context.id(for: key)
    let key: String
    unowned let context: LiveContext
    var wantsIDs: Bool
    /// Named though no ids are wanted: a `.visualEffect` inside measures in its space.
    var named = false
    var ids: [String] = []

    init(key: String, context: LiveContext, wantsIDs: Bool) {
      self.key = key
      self.context = context
      self.wantsIDs = wantsIDs
    }
  }

  /// Scroll views being read, outermost first.
  var frames: [Frame] = []
  /// How many readers, scroll views a reader reaches and `.id`s the reads so far registered:
  /// a view instance whose content registered any is read again, not reused (its
  /// registrations must be made on every read; `InstanceCache`).
  var registrations = 0
  /// `ScrollViewReader` proxies being read, outermost first.
  var readers: [ScrollViewProxyValue] = []
  /// What each `.id` name in the last read stands for (the code's value: `7`, `"intro"`).
  var values: [String: RuntimeValue] = [:]
  /// `scrollTo`s the code asked for since the last answer.
  var pending: [LiveScrollTo] = []
  /// Each `.scrollPosition(id:)` binding's value when it last agreed with its scroll view
  /// (by the modifier's key); absent until the scroll view is first reported.
  var positions: [String: RuntimeValue] = [:]
  /// Position bindings written under `withAnimation` since the last read (their scroll
  /// animates).
  var animatedWrites: Set<ObjectIdentifier> = []

  /// The name an `.id(value)` has in the scene inside the scroll view `scrollView`: the scroll
  /// view's name and the value as Swift prints it when it is within a live name's letters
  /// (`scroll-n4:7`), else its readable part and a hash. Two scroll views may use the same ids
  /// (two shelves of cards 0…19); their views' names stay apart, and apart from the
  /// importer's own ids (`n3`).
  static func idName(_ value: RuntimeValue, in scrollView: String) -> String {
    let text = value.unwrapped.map(\.description) ?? "nil"
    let allowed = text.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D || byte == 0x2E
        || byte == 0x3A
    }
    if allowed, !text.isEmpty, text.utf8.count <= 40 { return scrollView + ":" + text }
    // FNV-1a (64 bit): the same name on every run, unlike Swift's seeded `Hasher`.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let readable = String(
      text.unicodeScalars.filter {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      }
      .prefix(20).map(Character.init))
    return scrollView + ":" + readable + "-" + String(hash, radix: 16)
  }

  /// The `.id` names the scroll view `scrollView` gave the views of `content`, in order.
  static func ids(
    in content: ContentNode, of scrollView: String, depth: Int = 0, into found: inout [String]
  ) {
    guard depth < 64 else { return }
    switch content {
    case .scroll: return
    case .modified(let base, let modifier):
      ids(in: base, of: scrollView, depth: depth + 1, into: &found)
      if case .id(let name) = modifier, name.hasPrefix(scrollView + ":") { found.append(name) }
    case .stack(let stack):
      for child in stack.children { ids(in: child, of: scrollView, depth: depth + 1, into: &found) }
    case .grid(let grid):
      for child in grid.children { ids(in: child, of: scrollView, depth: depth + 1, into: &found) }
    case .button(let label, _), .toggle(let label, _):
      ids(in: label, of: scrollView, depth: depth + 1, into: &found)
    default:
      break
    }
  }
}

/// SwiftUI's `ScrollViewProxy` (`ScrollViewReader { proxy in … }`): `scrollTo(_:anchor:)`
/// finds the first scroll view read inside the reader (or around it) that has a view with
/// that `.id`, and asks navlab to scroll it there, animated inside `withAnimation`.
final class ScrollViewProxyValue: NativeValue {
  unowned let context: LiveContext
  /// The scroll views it reaches, in the order read (outer before inner).
  var frames: [LiveScrolls.Frame] = []

  init(context: LiveContext) { self.context = context }

  var typeName: String { "ScrollViewProxy" }

  func member(_ name: String) -> RuntimeValue? { nil }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    guard method == "scrollTo", let id = arguments.first?.value else { return nil }
    guard let frame = frames.first(where: { $0.ids.contains(LiveScrolls.idName(id, in: $0.name)) })
    else {
      context.warn(
        "navlab-import: scrollTo(\(Quoted.cut(id.description))): no view with .id(\(Quoted.cut(id.description))) in a nested ScrollView of this ScrollViewReader (NavLab scrolls nested scroll views, not yet the screen's own); nothing moved"
      )
      return .void
    }
    let anchor = arguments.first { $0.label == "anchor" }.flatMap {
      LiveScrolls.alignment($0.value)
    }
    context.scrolls.pending.append(
      LiveScrollTo(
        scrollView: frame.name, id: LiveScrolls.idName(id, in: frame.name), anchor: anchor,
        animated: context.inTransaction))
    return .void
  }
}

extension LiveScrolls {
  /// A `UnitPoint` as the alignment it names (`.leading`, `UnitPoint(x: 0, y: 0.5)`); nil for
  /// `nil` or a point between them.
  static func alignment(_ value: RuntimeValue) -> Alignment? {
    switch value.unwrapped {
    case .enumCase(_, let name, _)?:
      return SceneFormat.value(name, in: SceneFormat.alignments)
    case .instance(let point)? where point.type == "UnitPoint":
      guard let x = point.fields["x"]?.number, let y = point.fields["y"]?.number else {
        return nil
      }
      let horizontal: [Double: HorizontalAlignment] = [0: .leading, 0.5: .center, 1: .trailing]
      let vertical: [Double: VerticalAlignment] = [0: .top, 0.5: .center, 1: .bottom]
      guard let h = horizontal[x], let v = vertical[y] else { return nil }
      return Alignment(horizontal: h, vertical: v)
    default:
      return nil
    }
  }
}

extension LiveContext {
  /// A warning at `node` in the files (`F.swift:12:5: warning: …`), given once.
  func warn(_ message: String, at node: some SyntaxProtocol, file: Int) {
    let location = sources.location(of: node, file: file)
    warn(
      ImportDiagnostic(
        file: location.path, line: location.line, column: location.column, severity: .warning,
        message: message
      ).description)
  }

  /// A `ScrollViewReader`: the bindings its content is read with (its closure's parameter is
  /// a new proxy), the proxy pushed until ``endScrollReader()``. Inside a scroll view being
  /// read, the proxy reaches that one too.
  func beginScrollReader(_ node: ViewNode) -> Bindings? {
    guard let scope = node.bindings.scope, let closure = node.call.closure("") else { return nil }
    let proxy = ScrollViewProxyValue(context: self)
    if let enclosing = scrolls.frames.last {
      enclosing.wantsIDs = true
      proxy.frames.append(enclosing)
    }
    scrolls.readers.append(proxy)
    scrolls.registrations += 1
    let inner = Scope(parent: scope)
    let name = closure.parameterNames.first ?? "$0"
    inner.declare(name, .native(proxy), mutable: false)
    return node.bindings.with(scope: inner)
  }

  func endScrollReader() { scrolls.readers.removeLast() }

  /// A nested `ScrollView` starts being read: its name (stable for the run, from where it
  /// sits), and whether its views' `.id`s are wanted (a reader reaches it, or it has
  /// `.scrollPosition(id:)`); the proxies being read reach it.
  func beginScrollView(_ node: ViewNode) -> LiveScrolls.Frame {
    let frame = LiveScrolls.Frame(
      key: Self.key(node.bindings.identity, node.call.node), context: self,
      wantsIDs: !scrolls.readers.isEmpty || node.modifiers.contains { $0.name == "scrollPosition" })
    for reader in scrolls.readers { reader.frames.append(frame) }
    if !scrolls.readers.isEmpty { scrolls.registrations += 1 }
    scrolls.frames.append(frame)
    return frame
  }

  func endScrollView() { scrolls.frames.removeLast() }

  /// The geometry `onScrollGeometryChange` reads: the screen's scroll view's, or the named
  /// nested one's (nil until navlab reports it).
  func scrollGeometry(_ name: String?) -> ScrollGeometryValue? {
    guard let name else { return ScrollGeometryValue(geometry: geometry, context: self) }
    guard let view = geometry.scrollViews[name] else { return nil }
    let reported = view.geometry
    var nested = LiveGeometry()
    (nested.offsetX, nested.offsetY) = (reported.contentOffset.x, reported.contentOffset.y)
    let edges = reported.contentInsets
    nested.insets = (edges.top, edges.leading, edges.bottom, edges.trailing)
    nested.contentSize = (reported.contentSize.width, reported.contentSize.height)
    nested.containerSize = (reported.containerSize.width, reported.containerSize.height)
    return ScrollGeometryValue(geometry: nested, context: self)
  }

  /// `onScrollPhaseChange` handlers whose scroll view's phase changed since the last request
  /// (not at the start: SwiftUI calls them on a change), and the `.scrollPosition(id:)`
  /// bindings kept in step with their scroll views.
  func runScrollHandlers() {
    for handler in handlers.phases {
      guard let view = geometry.scrollViews[handler.scrollView] else { continue }
      let phase = RuntimeValue.enumCase(type: "ScrollPhase", name: view.phase.rawValue, payload: [])
      let previous = lastValues[handler.key]
      lastValues[handler.key] = phase
      guard let previous, previous != phase else { continue }
      var arguments = [previous, phase]
      if arity(handler.action) >= 3, let geometry = scrollGeometry(handler.scrollView) {
        // `{ old, new, context in }`: the context's `geometry`.
        arguments.append(.native(ScrollPhaseContextValue(geometry: .native(geometry))))
      }
      run(handler.action, arguments)
    }
    for handler in handlers.positions { follow(handler) }
  }

  /// One `.scrollPosition(id:)` binding: a value the code set scrolls its view into place
  /// (animated when set inside `withAnimation`; the first value once the scroll view is on
  /// screen); a scroll sets it to the view at the leading (top) edge, after the content
  /// margin, except while a scroll the code asked for runs.
  private func follow(_ handler: LiveHandlers.Position) {
    guard let view = geometry.scrollViews[handler.scrollView] else { return }
    let current = handler.cell.value.resolvedBinding
    let animated = scrolls.animatedWrites.remove(ObjectIdentifier(handler.cell)) != nil
    let agreed = scrolls.positions[handler.key]
    if agreed == nil || agreed?.unwrapped != current.unwrapped {
      scrolls.positions[handler.key] = current
      if let id = current.unwrapped {
        scrolls.pending.append(
          LiveScrollTo(
            scrollView: handler.scrollView, id: LiveScrolls.idName(id, in: handler.scrollView),
            anchor: handler.anchor ?? .topLeading, animated: animated && agreed != nil))
      }
      return
    }
    guard view.phase != .animating else { return }
    let insets = view.geometry.contentInsets
    let edge =
      handler.horizontal ? view.frame.x + insets.leading : view.frame.y + insets.top
    // The first view whose trailing (bottom) edge is past it, by half a point.
    let leading = handler.ids.first { id in
      guard let frame = geometry.frames[id] else { return false }
      return (handler.horizontal ? frame.x + frame.width : frame.y + frame.height) > edge + 0.5
    }
    guard let leading, let value = scrolls.values[leading], value.unwrapped != current.unwrapped
    else { return }
    scrolls.positions[handler.key] = value
    if case .optional = handler.cell.value {
      handler.cell.value = .optional(value)
    } else {
      handler.cell.value = value
    }
    didWrite(handler.cell)
  }
}

/// SwiftUI's `ScrollPhaseChangeContext`: the scroll view's `geometry` when its phase changed.
final class ScrollPhaseContextValue: NativeValue {
  let geometry: RuntimeValue
  init(geometry: RuntimeValue) { self.geometry = geometry }
  var typeName: String { "ScrollPhaseChangeContext" }
  func member(_ name: String) -> RuntimeValue? { name == "geometry" ? geometry : nil }
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}
