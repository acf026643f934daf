import CSDL2
import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer

/// The interactive app: a window, a real clock, events drained right before each update.
struct WindowRunner {
  let command: NavLabCommand
  let script: Script
  var files = LaunchFiles()

  func run() throws {
    let sdl = try SDLLibrary(video: true)
    let fonts = try FontLibrary()
    var engine = Engine(options: command.engineOptions(files))
    let window = try Window(
      title: "NavLab — \(engine.top.spec.title)", pointSize: engine.device.size, fonts: fonts)
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    let clock = RealClock()
    let frameBudget = 1 / command.fps
    var nextScriptEntry = 0
    var frame = 0
    var pointerDown = false
    var minimized = false
    var lastFrameStart = clock.now()
    var event = SDL_Event()
    var sceneWatch = SceneWatch(path: files.scenePath, rows: command.rows)
    var quit = false
    // A screenshot that could not be saved fails the run (exit 2) once the window closes.
    var saveFailure: SDLError?
    while !quit {
      try Interruption.check()
      let frameStart = clock.now()
      // Events first, each with its own timestamp, then the update: input lands this frame.
      while SDL_PollEvent(&event) != 0 {
        let time = clock.seconds(fromTicks: event.common.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
          quit = true
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
          pointerDown = true
          let point = window.point(fromWindowX: event.button.x, y: event.button.y)
          engine.handle(.pointerDown(x: point.x, y: point.y), at: time)
        case SDL_MOUSEMOTION where pointerDown:
          let point = window.point(fromWindowX: event.motion.x, y: event.motion.y)
          engine.handle(.pointerMove(x: point.x, y: point.y), at: time)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
          pointerDown = false
          let point = window.point(fromWindowX: event.button.x, y: event.button.y)
          engine.handle(.pointerUp(x: point.x, y: point.y), at: time)
        case SDL_MOUSEWHEEL:
          if let wheel = SDLInput.wheel(event.wheel) { engine.handle(wheel, at: time) }
        case SDL_KEYDOWN:
          if let chord = SDLInput.chord(event.key) { engine.handle(.key(chord), at: time) }
        case SDL_WINDOWEVENT:
          switch SDL_WindowEventID(UInt32(event.window.event)) {
          case SDL_WINDOWEVENT_FOCUS_LOST where pointerDown,
            SDL_WINDOWEVENT_LEAVE where pointerDown:
            // A drag whose button-up we will never see ends cleanly, without a fling.
            pointerDown = false
            engine.handle(.pointerCancel, at: time)
          case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
            window.updateScale()
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
      // A script given to the window plays in real time from the start.
      while nextScriptEntry < script.entries.count,
        script.entries[nextScriptEntry].time <= frameStart
      {
        if case .input(let input) = script.entries[nextScriptEntry].action {
          engine.handle(input, at: frameStart)
        }
        nextScriptEntry += 1
      }
      sceneWatch.poll(into: &engine, now: frameStart)
      engine.advance(to: frameStart)
      if engine.requests.contains(.exportTuning) {
        do {
          print(try LaunchFiles.exportTuning(engine.options.tuning))
        } catch {
          printError(error.description)
          engine.banner = error.description
        }
      }
      if engine.requests.contains(.deviceChanged) { window.resize(to: engine.device.size) }
      if engine.requests.contains(.quit) { quit = true }
      let frameTime = (frameStart - lastFrameStart) * 1000
      painter.stats.budgetMilliseconds = frameBudget * 1000
      if frame > 0 { painter.stats.record(frameMilliseconds: frameTime) }
      // A frame that took more than one and a half budgets means at least one was dropped.
      if frame > 1, frameTime > 1500 * frameBudget { painter.stats.droppedFrames += 1 }
      painter.stats.worstFrameMilliseconds =
        frame % 120 == 0 ? frameTime : max(painter.stats.worstFrameMilliseconds, frameTime)
      lastFrameStart = frameStart
      if let release = engine.takeFrameValues().flingVelocity {
        painter.stats.lastReleaseVelocity = release
      }
      painter.paint(engine, into: &list)
      frame += 1
      let lastFrame = command.frames.map { frame >= $0 } ?? false
      if !minimized {
        window.draw(list, background: .black)
        if engine.requests.contains(.screenshot) {
          let path = "navlab-\(engine.top.spec.id)-\(Int(frameStart * 1000)).png"
          if let failure = save(window, to: path) {
            saveFailure = failure
            engine.banner = failure.description
          }
        }
        if lastFrame, let path = command.screenshot {
          try window.screenshot(to: path)
          print("navlab: saved \(path)")
        }
        window.present()
      }
      engine.requests = []
      if lastFrame { quit = true }
      // Without vsync (software renderer, Xvfb) pace the loop ourselves.
      if !window.hasVSync || minimized {
        let remaining = frameBudget - (clock.now() - frameStart)
        if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
      }
    }
    withExtendedLifetime(sdl) {}
    if let saveFailure { throw saveFailure }
  }

  /// Saves a screenshot; returns the failure, already printed.
  private func save(_ window: Window, to path: String) -> SDLError? {
    do {
      try window.screenshot(to: path)
      print("navlab: saved \(path)")
      return nil
    } catch {
      printError(error.description)
      return error
    }
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
