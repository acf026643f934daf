import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// A swipe action's background: its tint, else red for a destructive one, else gray
  /// (SwipeCellKit's defaults: `systemRed`, `systemGray3`).
  static func swipeActionColor(_ action: SwipeAction, theme: Theme) -> Color {
    if let tint = action.tint { return tint.resolved(in: theme) }
    guard action.role != .destructive else { return theme.red }
    return theme.appearance == .light ? Color(hex: 0xC7C7CC) : Color(hex: 0x48484A)
  }

  /// Paints the buttons a moved row shows in the strip its content has left (`frame` the
  /// cell on screen; `source` the scene field of the set of actions), innermost first so an outer button covers the title of an inner one that
  /// is not yet wide enough; each fills from its inner edge to the row's edge, its title centred
  /// in a button's width from that inner edge (SwipeCellKit's `border` layout).
  func paintSwipeActions(
    _ swipe: RowSwipe, _ actions: SwipeActions, frame: Rect, theme: Theme, source: String,
    into list: inout DisplayList
  ) {
    let layout = swipe.layout
    let revealed = min(swipe.revealed, frame.width)
    guard revealed > 0 else { return }
    let trailing = swipe.edge == .trailing
    list.pushClip(
      Rect(
        x: trailing ? frame.maxX - revealed : frame.minX, y: frame.minY, width: revealed,
        height: frame.height))
    for index in stride(from: layout.count - 1, through: 0, by: -1)
    where index < actions.actions.count {
      let action = actions.actions[index]
      let place = layout.slot(index, revealed: revealed, fullSwipe: swipe.isFullSwipe)
      let inner = place.start + place.width
      guard place.width > 0 else { continue }
      let fill =
        trailing
        ? Rect(x: frame.maxX - inner, y: frame.minY, width: inner, height: frame.height)
        : Rect(x: frame.minX, y: frame.minY, width: inner, height: frame.height)
      list.fill(fill, color: Self.swipeActionColor(action, theme: theme))
      let button =
        trailing
        ? Rect(
          x: frame.maxX - inner, y: frame.minY, width: layout.buttonWidth, height: frame.height)
        : Rect(
          x: frame.minX + inner - layout.buttonWidth, y: frame.minY, width: layout.buttonWidth,
          height: frame.height)
      let font = Font(size: SwipeActionsLayout.titleSize, weight: .medium)
      var titleY = button.midY
      if let symbol = action.symbol {
        // Symbol over title, centred together (UIKit's contextual action with an image).
        let side = 22.0
        let top = action.title.isEmpty ? button.midY - side / 2 : button.midY - side + 2
        list.symbol(
          symbol, in: Rect(x: button.midX - side / 2, y: top, width: side, height: side),
          color: .white)
        titleY = button.midY + 12
      }
      list.text(
        action.title, font: font, color: .white, x: button.midX, midY: titleY,
        alignment: .center, maxWidth: layout.buttonWidth - 2 * SwipeActionsLayout.buttonPadding)
      let shown =
        trailing
        ? Rect(x: frame.maxX - inner, y: frame.minY, width: place.width, height: frame.height)
        : Rect(x: frame.minX + place.start, y: frame.minY, width: place.width, height: frame.height)
      list.element(
        .swipeAction, text: action.title.isEmpty ? action.glyph : action.title, frame: shown,
        source: source + ".actions[\(index)]")
    }
    list.popClip()
  }
}

extension FramePainter {
  /// Records row `index`'s element and, when it has moved sideways, paints its revealed
  /// buttons and its cell's background at its new place, then moves and clips what is painted
  /// next (its content) by the shift it returns (0: not moved; ``endSwipe(_:into:)`` undoes it).
  func paintSwipe(
    _ screen: ScreenState, _ index: Int, _ content: RowContent, frame: Rect, theme: Theme,
    into list: inout DisplayList
  ) -> Double {
    let swipe = content.swipeActions.isEmpty ? nil : screen.swipes.swipe(index)
    guard !content.swipeActions.isEmpty else {
      list.element(
        .listRow, text: content.label, frame: frame, source: screen.spec.rowSource(index))
      return 0
    }
    let shift = swipe?.contentShift ?? 0
    list.swipeRowElement(
      text: content.label, frame: frame, contentOffset: -shift, open: swipe?.isOpen ?? false,
      source: screen.spec.rowSource(index))
    guard let swipe, shift != 0,
      let set = content.swipeActions.firstIndex(where: { $0.edge == swipe.edge })
    else { return 0 }
    paintSwipeActions(
      swipe, content.swipeActions[set], frame: frame, theme: theme,
      source: list.recordsElements ? screen.spec.rowSource(index) + ".swipeActions[\(set)]" : "",
      into: &list)
    // The cell moves over the buttons: its background first, then its content.
    let cell = frame.offsetBy(dx: shift, dy: 0)
    list.pushClip(frame)
    list.fill(
      cell,
      color: screen.spec.listStyle == .insetGrouped ? theme.cellBackground : theme.background)
    list.origin.x += shift * list.scale
    return shift
  }

  /// Ends a moved row: what follows is painted in place again.
  func endSwipe(_ shift: Double, into list: inout DisplayList) {
    list.origin.x -= shift * list.scale
    list.popClip()
  }
}
