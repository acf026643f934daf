import DisplayList
import NavGeometry
import NavLabCore
import OutputFiles
import SDLRenderer
import ScreenModel
import Scripts
import Traces

extension SDLError: UserFacingError {}

/// A live SwiftUI program stopped during a headless run (its line says why).
struct LiveRunFailure: UserFacingError { var description: String }

/// Runs a script without a window: a simulated clock, the rasterizer at the device's
/// native pixels every frame, a trace and screenshots written atomically.
struct HeadlessRunner {
  let command: NavLabCommand
  let script: Script
  var files = LaunchFiles()

  func run() throws {
    var script = script
    // A video needs evenly spaced frames: a recording's own frame times are irregular.
    if command.record != nil { script.frameTimes = nil }
    let sdl = try SDLLibrary(video: false)
    let fonts = try FontLibrary()
    // The overlay starts shown, as in the window (O toggles it); screenshots and videos show
    // it, and the toast and banner, only when the flags ask (`NavLabCommand.captured`).
    // One rasterizer measures the text and draws the frames (issue 43: two held two sets of
    // glyph runs and scratch buffers, a tenth of a headless run's memory).
    let measure = Rasterizer(fonts: fonts, scale: command.engineOptions.device.scale)
    var player = ScriptPlayer(
      studio: command.studio(files, fonts: fonts, measure: measure), script: script,
      fps: command.fps)
    if command.frames == nil, player.defaultFrameCount > ScriptPlayer.maximumDefaultFrameCount {
      throw ScriptError(
        file: command.script ?? "the script", index: nil,
        problem:
          "would run \(player.defaultFrameCount) frames at \(NumberFormat.shortest(command.fps)) fps; at most \(ScriptPlayer.maximumDefaultFrameCount) without --frames (give --frames N to run it anyway)"
      )
    }
    let frames = command.frames ?? player.defaultFrameCount
    // --record: ffmpeg must be there before anything is rendered.
    let recording = try command.record.map { path throws -> VideoRecorder.Plan in
      try VideoRecorder.Plan(path: path, pointScale: Double(command.recordScale))
    }
    var device = player.studio.device
    var size = player.studio.size
    var canvas = try makeCanvas(
      size: size, scale: device.scale, device: device, fonts: fonts, sharing: measure)
    // The video is drawn at its own scale, so ffmpeg is never sent @3x frames to shrink.
    var videoCanvas = try recording.map { plan throws in
      try makeCanvas(
        size: size, scale: plan.scale(deviceScale: device.scale), device: device, fonts: fonts)
    }
    let trace = try command.trace.map { path throws -> AtomicFile in try AtomicFile(path: path) }
    trace?.write(command.traceHeader(player.studio))
    let stateColumns = command.traceState ? player.studio.a.liveSession.stateNames.count : 0
    let scrollColumns = command.scrollColumns(player.studio)
    let video = try recording.map { plan throws -> VideoRecorder in
      try VideoRecorder(
        plan: plan, width: videoCanvas?.width ?? 0, height: videoCanvas?.height ?? 0,
        fps: command.fps)
    }
    var progress = ProgressBar(total: frames, recording: video != nil)
    defer { progress.finish() }
    var painter = FramePainter()
    var list = DisplayList(size: size)
    var line = ""
    var shots: [String] = []
    shots.reserveCapacity(4)
    var layouts: [String] = []
    for frame in 0..<frames {
      try Interruption.check()
      shots.removeAll(keepingCapacity: true)
      layouts.removeAll(keepingCapacity: true)
      player.step(frame: frame, screenshots: &shots, layouts: &layouts)
      for warning in player.studio.a.takeLiveWarnings() { printError(warning) }
      if let failure = player.studio.a.liveFailure {
        // Headless, a live program that stopped ends the run: the trace would lie after it.
        try Interruption.check()
        throw LiveRunFailure(description: failure)
      }
      if player.studio.requests.contains(.deviceChanged) {
        device = player.studio.device
        size = player.studio.size
        canvas = try makeCanvas(size: size, scale: device.scale, device: device, fonts: fonts)
        if let plan = recording {
          videoCanvas = try makeCanvas(
            size: size, scale: plan.scale(deviceScale: device.scale), device: device,
            fonts: fonts)
        }
      }
      if player.studio.requests.contains(.screenshot) {
        shots.append("navlab-frame\(frame).png")
      }
      if player.studio.requests.contains(.exportTuning) {
        // Headless, a failed export fails the run (stderr, exit 2) instead of a line on stdout.
        printLine(try LaunchFiles.exportTuning(player.studio, stamp: WallClock.readableStamp()))
      }
      player.studio.requests = []
      if frame == frames - 1, let path = command.screenshot { shots.append(path) }
      if frame == frames - 1, let path = command.layout { layouts.append(path) }
      // The display list is what screenshots, layout dumps and the video read; a frame none of
      // them takes is not painted (the engine has advanced, the trace reads the engine: issue
      // 38, painting was a third of a live frame's instructions). The window paints every frame.
      if !shots.isEmpty || !layouts.isEmpty || video != nil {
        // Elements are recorded only in the frames whose layout is asked for.
        list.recordsElements = !layouts.isEmpty
        painter.paint(command.captured(player.studio), into: &list)
        try LayoutFiles.write(list, device: device, to: layouts)
        list.recordsElements = false
        try draw(list, on: canvas, screenshots: shots, video: video, videoCanvas: videoCanvas)
      }
      if let trace {
        TraceFormatter.row(
          frame: frame, timeMilliseconds: player.time(ofFrame: frame) * 1000,
          values: player.studio.takeFrameValues(), compared: player.studio.takeFrameValuesB(),
          state: player.studio.a.liveSession.stateValues, stateColumns: stateColumns,
          into: &line)
        TraceFormatter.appendScroll(scrollColumns, of: player.studio.a, to: &line)
        if command.traceSheet { TraceFormatter.appendSheet(of: player.studio.a, to: &line) }
        if command.traceTabs { TraceFormatter.appendTabs(of: player.studio.a, to: &line) }
        if command.traceSwipe { TraceFormatter.appendSwipe(of: player.studio.a, to: &line) }
        trace.write(line)
      }
      progress.update(done: frame + 1)
    }
    if frames == 0 {
      list.recordsElements = command.layout != nil
      painter.paint(command.captured(player.studio), into: &list)
      try LayoutFiles.write(list, device: device, to: command.layout.map { [$0] } ?? [])
      try draw(
        list, on: canvas, screenshots: command.screenshot.map { [$0] } ?? [], video: video,
        videoCanvas: videoCanvas)
    }
    try Interruption.check()
    progress.finish()
    try video?.finish()
    try trace?.commit()
    withExtendedLifetime(sdl) {}
  }

  /// A canvas for the studio's `size` in points (one phone, or two side by side).
  private func makeCanvas(
    size: Size, scale: Double, device: Device, fonts: FontLibrary, sharing: Rasterizer? = nil
  ) throws -> BandedCanvas {
    let canvas = try BandedCanvas(
      width: Int((size.width * scale).rounded()),
      height: Int((size.height * scale).rounded()), scale: scale, fonts: fonts,
      rasterizer: sharing)
    canvas.rasterizer.images = files.images
    // A video at another scale cuts text where the device's pixels do (Rasterizer.layoutScale).
    if scale != device.scale { canvas.rasterizer.layoutScale = device.scale }
    return canvas
  }

  /// Draws one frame band by band, streaming it into the screenshots due (at the device's
  /// pixels) and the video (at its own scale; the same pass when the scales agree).
  private func draw(
    _ list: DisplayList, on canvas: BandedCanvas, screenshots: [String], video: VideoRecorder?,
    videoCanvas: BandedCanvas?
  ) throws {
    let shared = videoCanvas.map { $0.width == canvas.width && $0.height == canvas.height } ?? false
    if let video, let videoCanvas, !shared {
      try videoCanvas.render(list) { band, top in
        try video.append(
          band: band, firstRow: top, frameWidth: videoCanvas.width,
          frameHeight: videoCanvas.height)
      }
      if screenshots.isEmpty { return }
    }
    // No picture wanted this frame: the display list (painted, its layout recorded) is all a
    // trace needs; rasterising 3 million pixels nobody reads only costs time.
    guard !screenshots.isEmpty || shared else { return }
    let pngs = try screenshots.map {
      path throws -> ScreenshotStream in
      try ScreenshotStream(path: path, width: canvas.width, height: canvas.height)
    }
    try canvas.render(list) { band, top in
      for png in pngs { try png.append(band) }
      if shared {
        try video?.append(
          band: band, firstRow: top, frameWidth: canvas.width, frameHeight: canvas.height)
      }
    }
    for png in pngs { try png.finish() }
  }

}
