import CSDL2
import DisplayList
import NavGeometry
import NavInput
import NavLabCore
import OutputFiles
import SDLRenderer
import Scripts
import Traces

/// The interactive app: a window, a real clock, events drained right before each update.
///
/// The engine is driven through a `ScriptRecorder`, on the script's clock and grid, so the
/// session can be saved as a script (Ctrl+R, `--record-script`) whose headless replay gives the
/// same trace. With nothing moving, the loop sleeps until the next event.
struct WindowRunner {
  let command: NavLabCommand
  let script: Script
  var files = LaunchFiles()

  /// How long a window at rest sleeps at most between checks (the scene file's hot reload).
  static let idleTimeoutMilliseconds: Int32 = 250
  /// How long a frame waits for each of the live program's answers (at most three a frame)
  /// before it is drawn without it: a quarter of a 60 fps frame, so a program that answers
  /// quickly is heard in the frame that asked, and a slow one costs no frames.
  static let liveAnswerWait = 0.004

  func run() throws {
    // --record: ffmpeg must be there before the session starts.
    let videoPlan = try command.record.map { path throws -> VideoRecorder.Plan in
      try VideoRecorder.Plan(path: path, pointScale: Double(command.recordScale))
    }
    let sdl = try SDLLibrary(video: true)
    let fonts = try FontLibrary()
    var studio = command.studio(files, fonts: fonts)
    // The code's answers never hold a frame back for long (issue 42, docs/live.md).
    studio.answerLiveAsynchronously(waitingAtMost: WindowRunner.liveAnswerWait)
    let window = try Window(title: title(studio.a), pointSize: studio.size, fonts: fonts)
    window.rasterizer.images = files.images
    // Text is cut where the layout (and the native screenshot) cut it, at the device's pixels.
    window.rasterizer.layoutScale = studio.device.scale
    // A decoded image wakes a window at rest (SDL_PushEvent may be called from any thread).
    files.images.onDecoded {
      var wake = SDL_Event()
      wake.type = SDL_USEREVENT.rawValue
      SDL_PushEvent(&wake)
    }
    defer { files.images.onDecoded(nil) }
    let trace = try command.trace.map { path throws -> AtomicFile in try AtomicFile(path: path) }
    trace?.write(command.traceHeader(studio))
    let stateColumns = command.traceState ? studio.a.liveSession.stateNames.count : 0
    let scrollColumns = command.scrollColumns(studio)
    var liveFailureReported = false
    var line = ""
    var shots = NativeScreenshot(fonts: fonts, images: files.images)
    var recording = SessionRecording(
      path: command.recordScript, arguments: Array(CommandLine.arguments.dropFirst()))
    // What a session keeps whatever ends it: a signal, or the display going away. Returns
    // whether both were saved (a full disk says so, never "were saved").
    func saveSession() -> Bool {
      var saved = true
      do {
        try trace?.commit()
      } catch {
        printError(String(describing: error))
        saved = false
      }
      guard let path = recording.path else { return saved }
      do {
        printLine(try recording.save(to: path))
      } catch {
        printError(String(describing: error))
        saved = false
      }
      return saved
    }
    DisplayLoss.install(rescue: saveSession)
    defer { DisplayLoss.rescue = nil }
    // A signal is noticed between two frames: the one being drawn may end first.
    Interruption.allowGrace(milliseconds: Interruption.sessionGraceMilliseconds)
    defer { Interruption.allowGrace(milliseconds: nil) }
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    var shown = DisplayList(size: studio.size)
    // The screen title the window's title shows (compared, not rebuilt, every frame).
    var titledAfter = studio.a.top.spec.title
    let clock = RealClock()
    let frameBudget = 1 / command.fps
    var nextScriptEntry = 0
    var frame = 0
    var pointerDown = false
    // A click that put the banner away: its button-up is the window's too.
    var bannerClick = false
    var minimized = false
    var atRest = false
    var lastFrameStart = clock.now()
    var event = SDL_Event()
    var sceneWatch = SceneWatch(
      path: files.scenePath, rows: command.rows, files: files)
    var swiftUIWatch = SwiftUIWatch(
      sources: command.sources, view: command.view,
      output: command.sources.isEmpty ? nil : files.scenePath, live: files.liveProgram)
    var quit = false
    // Screenshots due this frame; `asked` marks those of the script and --screenshot, which
    // show notices and the overlay when the flags ask (Ctrl+S never does).
    var dueShots: [(path: String, asked: Bool)] = []
    var dueLayouts: [String] = []
    var sessionTime = 0.0
    // A screenshot that could not be saved fails the run (exit 2) once the window closes.
    var saveFailure: (any Error)?
    while !quit {
      do {
        try Interruption.check()
      } catch {
        swiftUIWatch.cancelStart()
        let saved = saveSession()
        throw Interrupted(signal: error.signal, sessionSaved: saved, sessionSaveFailed: !saved)
      }
      // At rest, sleep until an event (or the next script entry, or the scene file's check).
      // `--frames` keeps every frame, as the smoke test and headless runs count them.
      if atRest, command.frames == nil {
        var timeout = WindowRunner.idleTimeoutMilliseconds
        if !swiftUIWatch.files.isEmpty {
          // Swift sources are checked more often than a scene file (see SwiftUIWatch).
          timeout = min(timeout, Int32(swiftUIWatch.interval * 1000))
        }
        if nextScriptEntry < script.entries.count {
          let wait = script.entries[nextScriptEntry].time - sessionTime
          timeout = Int32(max(1, min(Double(timeout), wait * 1000)))
        }
        SDL_WaitEventTimeout(nil, timeout)
      }
      // SDL stamps events when it pumps them: pump first, so that every event this frame
      // handles happened before the frame's time.
      SDL_PumpEvents()
      let wallNow = clock.now()
      let now = recording.recorder.beginFrame(atWallTime: wallNow)
      sessionTime = now
      var changed = false
      func feed(_ input: InputEvent, at wallTime: Double) {
        let (rounded, time) = recording.recorder.record(input, atWallTime: wallTime)
        studio.handle(rounded, at: time)
        changed = true
      }
      // Events first, each with its own timestamp, then the update: input lands this frame.
      while SDL_PollEvent(&event) != 0 {
        let time = clock.seconds(fromTicks: event.common.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
          quit = true
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
          let point = studio.phonePoint(
            window.point(fromWindowX: event.button.x, y: event.button.y))
          // A click on the red banner puts it away, unrecorded, like the window's keys.
          if studio.dismissBanner(at: point) {
            bannerClick = true
            changed = true
            break
          }
          pointerDown = true
          feed(.pointerDown(x: point.x, y: point.y), at: time)
        case SDL_MOUSEMOTION where pointerDown:
          let point = studio.phonePoint(
            window.point(fromWindowX: event.motion.x, y: event.motion.y))
          feed(.pointerMove(x: point.x, y: point.y), at: time)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && bannerClick:
          bannerClick = false
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
          pointerDown = false
          let point = studio.phonePoint(
            window.point(fromWindowX: event.button.x, y: event.button.y))
          feed(.pointerUp(x: point.x, y: point.y), at: time)
        case SDL_MOUSEWHEEL:
          // Where the mouse is now (SDL_GetMouseState: every SDL 2), in the phone's points.
          var mouseX: Int32 = 0
          var mouseY: Int32 = 0
          SDL_GetMouseState(&mouseX, &mouseY)
          let shift = UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_SHIFT.rawValue) != 0
          let pointer = studio.phonePoint(window.point(fromWindowX: mouseX, y: mouseY))
          if let wheel = SDLInput.wheel(event.wheel, shift: shift, pointer: pointer) {
            feed(wheel, at: time)
          }
        case SDL_KEYDOWN:
          guard let chord = SDLInput.chord(event.key) else { break }
          // Window keys act on the window and its files, not the phone: never recorded.
          switch WindowKey(chord) {
          case .screenshot:
            dueShots.append((NativeScreenshot.defaultName(screen: studio.a.top.spec.id), false))
            changed = true
          case .saveSession:
            let path = "navlab-session-\(studio.a.top.spec.id)-\(WallClock.stamp()).json"
            do {
              let line = try recording.save(to: path)
              WindowFeedback.saved("Session saved", path: path, line: line, in: &studio)
            } catch {
              WindowFeedback.notSaved(error, in: &studio)
            }
            changed = true
          case .quit:
            quit = true
          case nil:
            feed(.key(chord), at: time)
          }
        case SDL_WINDOWEVENT:
          changed = true
          switch SDL_WindowEventID(UInt32(event.window.event)) {
          case SDL_WINDOWEVENT_FOCUS_LOST where pointerDown,
            SDL_WINDOWEVENT_LEAVE where pointerDown:
            // A drag whose button-up we will never see ends cleanly, without a fling.
            pointerDown = false
            feed(.pointerCancel, at: time)
          case SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_SIZE_CHANGED,
            SDL_WINDOWEVENT_DISPLAY_CHANGED:
            // Past the display (a resize storm, 20000 × 20000): sized back, memory bounded.
            let reported = (event.window.data1, event.window.data2)
            if !window.clampSize(reported: reported) { window.updateScale() }
          case SDL_WINDOWEVENT_MINIMIZED: minimized = true
          case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED:
            minimized = false
            window.updateScale()
          default: break
          }
        default:
          break
        }
      }
      // A script given to the window plays in real time from the first frame.
      while nextScriptEntry < script.entries.count, script.entries[nextScriptEntry].time <= now {
        let entry = script.entries[nextScriptEntry]
        switch entry.action {
        case .input(let input): feed(input, at: wallNow)
        case .screenshot(let path):
          dueShots.append((path, true))
          changed = true
        case .layout(let path):
          dueLayouts.append(path)
          changed = true
        }
        nextScriptEntry += 1
      }
      if swiftUIWatch.poll(into: &studio, now: wallNow) {
        sceneWatch.checkNow()
        changed = true
      }
      if sceneWatch.poll(into: &studio, now: wallNow) { changed = true }
      // Images a reload queued arrive between frames; until then rows show a placeholder.
      let imagesBefore = files.images.generation
      for failure in files.images.collect() {
        let message = "navlab: \(failure.ids.first?.path ?? "an image"): \(failure.problem)"
        printError(message)
        studio.showBanner(message, heading: Banner.imageNotLoaded)
        changed = true
      }
      if files.images.generation != imagesBefore { changed = true }
      // Nothing happened to a window at rest: no frame, no trace row, nothing recorded.
      if atRest, !changed, command.frames == nil, !quit { continue }
      studio.advance(to: now)
      for warning in studio.a.takeLiveWarnings() { printError(warning) }
      if !liveFailureReported, let failure = studio.a.liveFailure {
        // The banner shows it (Studio); the terminal keeps it too. The window runs on.
        printError(failure)
        liveFailureReported = true
      }
      recording.recorder.endFrame()
      if studio.requests.contains(.exportTuning) {
        do {
          let line = try LaunchFiles.exportTuning(studio, stamp: WallClock.readableStamp())
          WindowFeedback.saved(
            "Tuning saved", path: LaunchFiles.tuningExportPath, line: line, in: &studio)
        } catch {
          WindowFeedback.notSaved(error, in: &studio)
        }
      }
      if studio.requests.contains(.deviceChanged) {
        window.resize(to: studio.size)
        window.rasterizer.layoutScale = studio.device.scale
      }
      if studio.requests.contains(.screenshot) {
        dueShots.append((NativeScreenshot.defaultName(screen: studio.a.top.spec.id), false))
      }
      if studio.requests.contains(.quit) { quit = true }
      studio.requests = []
      let frameTime = (wallNow - lastFrameStart) * 1000
      painter.stats.budgetMilliseconds = frameBudget * 1000
      if frame > 0, !atRest { painter.stats.record(frameMilliseconds: frameTime) }
      // A frame that took more than one and a half budgets means at least one was dropped.
      if frame > 1, !atRest, frameTime > 1500 * frameBudget { painter.stats.droppedFrames += 1 }
      painter.stats.worstFrameMilliseconds =
        frame % 120 == 0 ? frameTime : max(painter.stats.worstFrameMilliseconds, frameTime)
      lastFrameStart = wallNow
      let values = studio.takeFrameValues()
      let valuesB = studio.takeFrameValuesB()
      if let release = values.flingVelocity { painter.stats.lastReleaseVelocity = release }
      if let trace {
        TraceFormatter.row(
          frame: frame, timeMilliseconds: now * 1000, values: values, compared: valuesB,
          state: studio.a.liveSession.stateValues, stateColumns: stateColumns, into: &line)
        TraceFormatter.appendScroll(scrollColumns, of: studio.a, to: &line)
        if command.traceSheet { TraceFormatter.appendSheet(of: studio.a, to: &line) }
        if command.traceTabs { TraceFormatter.appendTabs(of: studio.a, to: &line) }
        if command.traceSwipe { TraceFormatter.appendSwipe(of: studio.a, to: &line) }
        trace.write(line)
      }
      let lastFrame = quit || command.frames.map { frame + 1 >= $0 } ?? false
      if lastFrame, let path = command.layout { dueLayouts.append(path) }
      // Elements are recorded only in the frames whose layout is asked for.
      list.recordsElements = !dueLayouts.isEmpty
      // Ctrl+Q or a closed window: the frame is run and traced (a replay gives the same
      // rows), but painted only for a layout dump that asks for it, and never drawn (issue 43:
      // quitting waited for a last frame nobody would see).
      let closing = quit && lastFrame
      if !closing || !dueLayouts.isEmpty { painter.paint(studio, into: &list) }
      frame += 1
      if lastFrame, let path = command.screenshot { dueShots.append((path, true)) }
      if !dueLayouts.isEmpty {
        do {
          try LayoutFiles.write(list, device: studio.device, to: dueLayouts)
          for path in dueLayouts {
            WindowFeedback.saved(
              "Layout saved", path: path, line: "navlab: saved \(path)", in: &studio)
          }
        } catch {
          WindowFeedback.notSaved(error, in: &studio)
          saveFailure = saveFailure ?? error
        }
        dueLayouts.removeAll(keepingCapacity: true)
        list.recordsElements = false
      }
      for (path, asked) in dueShots {
        do {
          try shots.save(
            studio, to: path, notices: asked && command.noticesInScreenshot,
            overlay: asked && command.overlayInScreenshot)
          WindowFeedback.saved(
            "Screenshot saved", path: path, line: "navlab: saved \(path)", in: &studio)
        } catch {
          WindowFeedback.notSaved(error, in: &studio)
          saveFailure = saveFailure ?? error
        }
      }
      dueShots.removeAll(keepingCapacity: true)
      if studio.a.top.spec.title != titledAfter {
        titledAfter = studio.a.top.spec.title
        window.setTitle(title(studio.a))
      }
      // The HUD's frame graph moves by itself; otherwise a resting, unchanged frame means the
      // next ones would look the same.
      atRest = studio.isAtRest && !studio.hudVisible && !pointerDown && list == shown
      if !minimized, !closing {
        window.clampSize()
        window.draw(list, background: .black)
        window.present()
        swap(&list, &shown)
      }
      if lastFrame { quit = true }
      if closing { break }
      // Pace the loop at --fps (vsync, when there is one, may hold it back further).
      let remaining = frameBudget - (clock.now() - wallNow)
      if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
    }
    swiftUIWatch.cancelStart()
    try trace?.commit()
    if let path = recording.path { printLine(try recording.save(to: path)) }
    withExtendedLifetime(sdl) {}
    if let videoPlan { try renderVideo(videoPlan, of: recording.recorder) }
    if let saveFailure { throw saveFailure }
  }

  /// `--record` of a window session: the recorded inputs replayed headless at --fps (not at the
  /// window's irregular frame times), through the same renderer, into the video.
  private func renderVideo(_ plan: VideoRecorder.Plan, of recorder: ScriptRecorder) throws {
    let bytes = Array(recorder.scriptJSON().utf8)
    let recorded = try Script.parse(bytes, name: "the window session")
    var replay = command
    replay.headless = true
    replay.trace = nil
    replay.screenshot = nil
    replay.layout = nil
    // As long as the session, at --fps.
    replay.frames = Int((recorder.duration * command.fps).rounded(.up)) + 1
    printLine("navlab: rendering the session into \(plan.path)")
    var replayFiles = files
    if let live = files.liveProgram {
      // The code runs again from its start, as the session's did.
      let fresh = try live.restarted()
      let options = command.engineOptions
      try replayFiles.useLive(
        fresh.program, scene: fresh.scene, response: fresh.response, rows: command.rows,
        device: options.landscape ? options.device.rotated() : options.device)
    }
    try HeadlessRunner(command: replay, script: recorded, files: replayFiles).run()
  }

  /// "NavLab — Settings", or with a scene file, "NavLab — My list (my.json)"; the captions
  /// under the phones say which is A and B when comparing.
  private func title(_ engine: Engine) -> String {
    let screen = engine.top.spec.title
    guard let scene = files.scenePath else { return "NavLab — \(screen)" }
    let name = scene.split(separator: "/").last.map(String.init) ?? scene
    return "NavLab — \(screen) (\(name))"
  }
}

/// Seconds since SDL started, from the high-resolution counter, on the same base as event
/// timestamps (milliseconds since SDL_Init).
struct RealClock {
  let frequency = Double(SDL_GetPerformanceFrequency())
  let origin: UInt64

  init() {
    // Align the counter with SDL's tick base so event timestamps and frame times agree.
    let ticks = Double(SDL_GetTicks64()) / 1000
    origin = SDL_GetPerformanceCounter() &- UInt64(ticks * Double(SDL_GetPerformanceFrequency()))
  }

  func now() -> Double { Double(SDL_GetPerformanceCounter() &- origin) / frequency }

  func seconds(fromTicks ticks: UInt32) -> Double { Double(ticks) / 1000 }
}
