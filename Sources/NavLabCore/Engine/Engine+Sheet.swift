import NavGeometry
import ScreenModel
import ScrollPhysics

/// Sheets and full-screen covers (issue 40): presenting, dismissing, and the pointer on them.
extension Engine {
  /// Presents `spec` as its `presentation` says (a large sheet without one), sliding up over
  /// 500 ms.
  public mutating func present(_ spec: ScreenSpec, time: Double? = nil) {
    let now = time ?? self.time
    guard sheet == nil, transition == nil else { return }
    var spec = spec
    // A presented screen without a design of its own keeps the look of the one below it.
    if spec.design == nil { spec.design = stack[stack.count - 1].spec.design }
    var presentation = makeSheet(spec)
    presentation.present(time: now)
    sheet = presentation
    noteLiveScreen(spec, appeared: true)
  }

  /// Presents or dismisses as `spec.presented` says (a scene's, or a live program's answer,
  /// where a `.sheet`'s state is true): the sheet it names slides in; without one, a sheet it
  /// presented slides out; the same sheet again takes the new content and keeps its state.
  mutating func followPresented(_ spec: ScreenSpec, time: Double) {
    guard let id = spec.presented, var presented = spec.destinations[id] else {
      if let sheet, sheet.fromScene, sheet.detentIndex != nil { dismissSheet(time: time) }
      return
    }
    if let current = sheet, current.detentIndex != nil, current.screen.spec.screenID == id {
      if presented.design == nil { presented.design = stack[stack.count - 1].spec.design }
      var state = makeState(presented, previousIsLarge: nil, device: current.device)
      state.takeOver(from: current.screen)
      sheet?.screen = state
      return
    }
    guard sheet == nil else { return }
    present(presented, time: time)
    sheet?.fromScene = true
  }

  /// A sheet for `spec` at rest off screen.
  private func makeSheet(_ spec: ScreenSpec) -> SheetPresentation {
    let presentation = spec.presentation ?? PresentationSpec()
    let phone = device
    let layout = SheetLayout(device: phone, design: stack[stack.count - 1].design)
    let sheetDevice = SheetPresentation.sheetDevice(
      phone: phone, layout: layout, cover: presentation.style == .fullScreenCover)
    let content = makeState(spec, previousIsLarge: nil, device: sheetDevice)
    return SheetPresentation(
      content: content, spec: presentation, phone: phone, layout: layout,
      sheetDevice: content.design == .ios26 ? sheetDevice.laidOut(for: .ios26) : sheetDevice)
  }

  /// Slides the sheet out over 500 ms (the pop key, a tap outside it).
  public mutating func dismissSheet(time: Double? = nil) {
    let now = time ?? self.time
    sheet?.dismiss(time: now)
  }

  /// Lays the sheet out again for a new device or look, at rest at its detent, its list where
  /// it was.
  mutating func rebuildSheet() {
    guard let old = sheet else { return }
    guard let detent = old.detent else {
      sheet = nil
      return
    }
    var spec = old.screen.spec
    spec.presentation = old.spec
    var rebuilt = makeSheet(spec)
    rebuilt.detentIndex = rebuilt.detents.firstIndex(of: detent) ?? 0
    rebuilt.motion = SheetMotion(top: rebuilt.tops[rebuilt.detentIndex ?? 0])
    rebuilt.screen.scroller.scroll(to: old.screen.offset, animated: false, time: time)
    sheet = rebuilt
  }

  /// Moves the sheet and its screen to `now`; a sheet that has left is removed.
  mutating func advanceSheet(to now: Double) {
    sheet?.advance(to: now, topBarStyle: options.topBarStyle)
    if let gone = sheet, gone.isGone {
      // A live program hears it go (its `.sheet` state turns false).
      noteLiveScreen(gone.screen.spec, appeared: false)
      sheet = nil
    }
  }

  // MARK: - Pointer

  /// A pointer down while a sheet is presented: on the sheet it drives the sheet; outside it,
  /// the screen behind takes it when the sheet lets touches through, else a tap there
  /// dismisses. Returns false when the screen behind should handle it.
  mutating func sheetPointerDown(x: Double, y: Double, time: Double) -> Bool {
    guard let current = sheet else { return false }
    advanceSheet(to: time)
    guard sheet != nil else { return false }
    if current.detentIndex == nil {
      // Leaving: touches wait for it to go.
      gesture.target = .ignored
      return true
    }
    let top = current.top
    if y < top {
      if current.passesTouchesThrough { return false }
      gesture.target = .sheet
      gesture.sheetOutside = true
      return true
    }
    gesture.target = .sheet
    gesture.vertical.add(position: y, time: time)
    // The list is what lies under the sheet's bars (its chrome's bottom); above, the bar.
    let sheetY = y - top
    gesture.sheetInList = sheetY >= current.screen.chromeBottom(device: current.device)
    gesture.caughtMotion = sheet?.touchDown(time: time) ?? false
    return true
  }

  mutating func sheetPointerMove(y: Double, time: Double) {
    guard !gesture.sheetOutside, sheet != nil else { return }
    gesture.vertical.add(position: y, time: time)
    let dy = y - gesture.sheetLastY
    gesture.sheetLastY = y
    if let listTook = sheet?.drag(by: dy, inList: gesture.sheetInList, time: time), dy != 0 {
      gesture.sheetListLast = listTook
    }
  }

  mutating func sheetPointerUp(x: Double, y: Double, time: Double) {
    guard let current = sheet else { return }
    if gesture.sheetOutside {
      if !gesture.moved, current.isDismissable { dismissSheet(time: time) }
      return
    }
    if y != gesture.sheetLastY { sheetPointerMove(y: y, time: time) }
    let velocity = gesture.vertical.velocity(atReleaseTime: time)
    pendingReleaseVelocity = -velocity
    sheet?.release(
      velocity: gesture.moved ? velocity : 0, listTookLast: gesture.sheetListLast, time: time)
    if !gesture.moved && !gesture.caughtMotion { tapSheet(x: x, y: y, time: time) }
  }

  /// A tap on the sheet: its rows' switches and checkmarks act in place (its rows do not
  /// push: a sheet has no navigation stack of its own yet).
  private mutating func tapSheet(x: Double, y: Double, time: Double) {
    guard let current = sheet else { return }
    let sheetY = y - current.top
    guard sheetY >= current.screen.chromeBottom(device: current.device) else { return }
    let contentY = sheetY - current.screen.contentOrigin
    var found: [ListRowPlacement] = []
    current.screen.list.visibleRows(minY: contentY, maxY: contentY + 0.001, into: &found)
    guard
      let row = found.first(where: { $0.frame.minY <= contentY && contentY < $0.frame.maxY })?
        .index
    else { return }
    _ = sheet?.screen.tapControl(row: row, time: time)
  }
}
