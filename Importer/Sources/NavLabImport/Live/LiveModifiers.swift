import ScreenModel
import SwiftSyntax

/// Live mode: the behaviour modifiers whose code runs (`onGeometryChange`,
/// `onScrollGeometryChange`, `preference`/`onPreferenceChange`, `onChange`, `onAppear`,
/// `onDisappear`, `coordinateSpace`, `animation`) register it with the program, and mark the
/// node navlab must report the frame of.
extension LiveContext {
  /// Registers `modifier`'s code; true when it was one of these. `object` is the content node
  /// it sits on (nil for a screen's list or scroll view, whose geometry is the scroll's).
  func register(_ modifier: ViewNode.Modifier, on object: inout ContentNode?) -> Bool {
    guard registerCode(modifier, on: &object) else { return false }
    // Counted whether or not it added to the handlers (`.animation(_:value:)` with the same
    // value adds nothing): a reader whose content has any is read whole (ReaderUnits).
    // `.animation(_:)` without a value names its subtree, replaced by its name on a read alone.
    let plainAnimation = modifier.name == "animation" && modifier.call.argument("value") == nil
    if modifier.name != "preference" && !plainAnimation { otherRegistrations += 1 }
    return true
  }

  private func registerCode(_ modifier: ViewNode.Modifier, on object: inout ContentNode?) -> Bool {
    let call = modifier.call
    guard let scope = modifier.bindings.scope else { return false }
    // Written out only for the modifiers that register (issue 38: a node's position and end
    // were found for every modifier of every view read, each frame).
    lazy var key = Self.key(modifier.bindings.identity, call.node)
    let file = modifier.file
    func value(_ expression: ExprSyntax?) -> RuntimeValue? {
      expression.flatMap { evaluate($0, in: scope, file: file) }
    }
    func closure(_ label: String, orTrailing: Bool = false) -> RuntimeValue? {
      let written =
        call.closure(label) ?? (orTrailing ? call.closures.first?.closure : nil)
      if let written { return value(ExprSyntax(written)) }
      return value(call.argument(label))
    }
    switch modifier.name {
    case "onGeometryChange":
      guard let transform = closure("of", orTrailing: true), let action = closure("action")
      else { return true }
      let id = markID(key, on: &object)
      handlers.geometry.append(.init(key: key, id: id, transform: transform, action: action))
    case "onScrollGeometryChange":
      guard let transform = closure("of", orTrailing: true), let action = closure("action")
      else { return true }
      // On a nested scroll view: that one's geometry (it is named for it); else the screen's.
      let name = nameScrollView(key, in: &object)?.name
      handlers.scroll.append(
        .init(key: key, scrollView: name, transform: transform, action: action))
    case "onScrollPhaseChange":
      guard let action = closure("", orTrailing: true) ?? value(call.argument(nil)) else {
        return true
      }
      guard let name = nameScrollView(key, in: &object)?.name else {
        warn(
          ".onScrollPhaseChange on the screen's own scroll view does not run yet: NavLab reports the phase of nested ScrollViews only",
          at: call.node, file: file)
        return true
      }
      handlers.phases.append(.init(key: key, scrollView: name, action: action))
    case "scrollPosition":
      // `.scrollPosition(id: $binding, anchor:)` (iOS 17).
      guard let written = call.argument("id"), case .binding(let cell)? = value(written) else {
        return false
      }
      guard let (name, scroll) = nameScrollView(key, in: &object) else {
        warn(
          ".scrollPosition(id:) on the screen's own scroll view is not followed yet: NavLab moves nested ScrollViews only",
          at: call.node, file: file)
        return true
      }
      var ids: [String] = []
      LiveScrolls.ids(in: scroll.content, of: name, into: &ids)
      handlers.positions.append(
        .init(
          key: key, scrollView: name, cell: cell,
          anchor: value(call.argument("anchor")).flatMap(LiveScrolls.alignment), ids: ids,
          horizontal: scroll.axes == .horizontal))
    case "id":
      // Inside a scroll view a reader or a position binding moves to a view by it: the view
      // is named for navlab (elsewhere `.id` changes nothing NavLab shows).
      guard let frame = scrolls.frames.last, frame.wantsIDs, let node = object,
        let id = value(call.argument(nil))
      else { return false }
      let name = LiveScrolls.idName(id, in: frame.name)
      scrolls.values[name] = id.resolvedBinding
      frame.ids.append(name)
      scrolls.registrations += 1
      object = node.modifier(.id(name))
    case "preference":
      guard
        case .metatype(let type)? = call.argument("key").flatMap({
          closedValue($0, in: scope, file: file)
        }),
        let written = value(call.argument("value"))
      else { return true }
      handlers.preferences[type, default: []].append(written)
    case "onPreferenceChange":
      guard
        case .metatype(let type)? = call.argument(nil).flatMap({
          closedValue($0, in: scope, file: file)
        }),
        let action = closure("perform", orTrailing: true)
      else { return true }
      handlers.preferenceChanges.append(.init(key: key, preference: type, action: action))
    case "onChange":
      guard let watched = value(call.argument("of")),
        let action = closure("perform", orTrailing: true)
      else { return true }
      handlers.changes.append(.init(key: key, value: watched.resolvedBinding, action: action))
    case "onAppear", "onDisappear", "task":
      guard let action = closure("perform", orTrailing: true) else { return true }
      let entry = LiveHandlers.Appearance(key: key, screen: screen, action: action)
      if modifier.name == "onDisappear" {
        handlers.disappears.append(entry)
      } else {
        handlers.appears.append(entry)
      }
    case "coordinateSpace":
      // `.coordinateSpace(name: "scroll")` and iOS 17's `.coordinateSpace(.named("scroll"))`.
      var name: String?
      if case .string(let text)? = value(call.argument("name")) { name = text }
      if case .enumCase(_, "named", let payload)? = value(call.argument(nil)),
        case .string(let text)? = payload.first
      {
        name = text
      }
      guard let name else { return true }
      spaces[name] = object == nil ? "" : markID(key, on: &object)
    case "animation":
      guard var node = object else { return true }
      let curve = call.argument(nil).flatMap { closedValue($0, in: scope, file: file) }
        .flatMap { Self.animation($0) }
      if call.argument("value") != nil {
        // `.animation(_:value:)`: only when the value changed since the last read.
        let watched = value(call.argument("value"))?.resolvedBinding ?? .void
        let previous = lastValues[key]
        lastValues[key] = watched
        guard previous != nil, previous != watched else { return true }
      }
      guard let curve else { return true }
      // The subtree is named, and the animator takes its curve by that name.
      let name = "animation-" + id(for: key)
      animations[name] = curve
      node = node.modifier(.node(name))
      object = node
    default:
      return false
    }
    return true
  }

  /// Names the scroll view `object` is (or the first outermost one inside it) for navlab's
  /// reports and `scrollTo`s, unless it has a name; returns the name and the scroll view; nil
  /// when there is none (the modifier is on the screen's own scroll view).
  func nameScrollView(_ key: String, in object: inout ContentNode?) -> (
    name: String, scroll: ScrollContent
  )? {
    guard var node = object else { return nil }
    var found: ScrollContent?
    let fresh = "scroll-" + id(for: key)
    ScrollReader.updateScrolls(&node) { scroll in
      guard found == nil else { return }
      if scroll.name == nil { scroll.name = fresh }
      found = scroll
    }
    guard let found, let name = found.name else { return nil }
    object = node
    return (name, found)
  }

  /// Gives the node an id (navlab reports its frame) and returns it; a node named already
  /// keeps its name.
  func markID(_ key: String, on object: inout ContentNode?) -> String {
    let id = self.id(for: key)
    guard let node = object else { return id }
    var current = node
    while case .modified(let base, let modifier) = current {
      if case .id(let existing) = modifier { return existing }
      current = base
    }
    object = node.modifier(.id(id))
    return id
  }
}
