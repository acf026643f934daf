import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore

/// Issue 43: the banner's heading, its click-away, and a saved file's two-line toast.
@Suite("Banner headings, dismissal and file toasts")
struct WindowNoticeTests {
  @Test("a banner set alone is the scene file's; showBanner says another heading, both painted")
  func headings() {
    var studio = makeStudio()
    studio.advance(to: 0)
    studio.banner = "scene.json: list.sections[0][0].labl: unknown field"
    #expect(studio.bannerNotice?.heading == Banner.sceneNotReloaded)
    studio.showBanner(
      "Hello.swift:4:34: error: expected ')'", heading: Banner.notReloadedStillRunning)
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    list.recordsElements = true
    painter.paint(studio, into: &list)
    #expect(texts(list).contains(Banner.notReloadedStillRunning))
    #expect(!texts(list).contains(Banner.sceneNotReloaded))
    #expect(
      list.elements.filter { $0.role == .banner }.map(\.text) == [
        Banner.notReloadedStillRunning, "Hello.swift:4:34: error: expected ')'",
      ])
  }

  @Test("a click inside the banner puts it away; one below it does not")
  func dismiss() {
    var studio = makeStudio()
    studio.advance(to: 0)
    studio.showBanner(
      "navlab: cannot write x.png: No space left on device.", heading: Banner.notSaved)
    // One line of message: 30 pt of heading, 15 pt a line and 8 pt under it, from 4 pt under
    // the top safe area (59 pt on the 15 Pro).
    let frame = FramePainter.bannerFrame(lines: 1, device: studio.device)
    #expect(frame == Rect(x: 8, y: 63, width: 377, height: 53))
    let below = studio.dismissBanner(at: Point(x: 200, y: frame.maxY + 1))
    #expect(!below && studio.bannerNotice != nil)
    let inside = studio.dismissBanner(at: Point(x: 200, y: frame.midY))
    #expect(inside && studio.bannerNotice == nil)
    let again = studio.dismissBanner(at: Point(x: 200, y: frame.midY))
    #expect(!again, "nothing left to dismiss")
  }

  @Test("a saved file's toast names it on a second line, inside the pill, for 1.5 s")
  func fileToast() {
    var studio = makeStudio()
    studio.advance(to: 0)
    let name = "navlab-session-settings-20260101-120000-123.json"
    studio.showToast("Session saved", detail: name)
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    list.recordsElements = true
    painter.paint(studio, into: &list)
    #expect(texts(list).contains("Session saved") && texts(list).contains(name))
    let toasts = list.elements.filter { $0.role == .toast }
    #expect(toasts.map(\.text) == ["Session saved", name])
    // The pill: 16 pt from the phone's edges, 56 pt tall, its bottom 44 pt above the home
    // indicator's safe area (where the one-line toast's was).
    let device = studio.device
    #expect(
      toasts.first?.frame
        == Rect(
          x: 16, y: device.size.height - device.bottomSafeArea - 100,
          width: device.size.width - 32, height: 56))
    runFrames(&studio, from: 0.1, to: 1.49)
    #expect(studio.toast?.detail == name)
    runFrames(&studio, from: 1.5, to: 1.6)
    #expect(studio.toast == nil)
    // Left out of captures unless asked, as every notice is.
    painter.paint(studio.captured(notices: false, overlay: false), into: &list)
    #expect(!texts(list).contains(name))
  }
}
