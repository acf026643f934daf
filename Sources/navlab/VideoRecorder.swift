import Glibc
import NavLabCore
import SDLRenderer
import ScreenModel

/// Records the frames of a headless run as an MP4 or a GIF by piping raw pixels to ffmpeg.
///
/// Frames arrive already at the recording's size (the runner draws them at the recording
/// scale), so ffmpeg never holds @3x frames. The canvas's ARGB8888 pixels are little-endian
/// 32-bit words, i.e. bytes B, G, R, A: ffmpeg's `bgra`. ffmpeg writes into a private folder
/// beside the target (`FFmpegProcess`); ``finish()`` checks its exit status, its messages and
/// the file's structure before renaming it into place, so nothing half-written is left.
///
/// ```swift
/// let plan = try VideoRecorder.Plan(path: "out.mp4", pointScale: 1)  // checks for ffmpeg
/// let video = try VideoRecorder(plan: plan, width: 393, height: 852, fps: 60)
/// try video.append(band: band, firstRow: top, frameWidth: 393, frameHeight: 852)
/// try video.finish()
/// ```
final class VideoRecorder {
  /// The container, from the file's extension.
  enum Format: String {
    case mp4, gif

    init?(path: String) {
      guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
      self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
  }

  /// Why a recording could not be made; one line, exit code 2.
  struct Failure: UserFacingError {
    var description: String
  }

  /// GIF frame delays are whole hundredths of a second and browsers slow down delays under
  /// 0.02 s, so GIFs are recorded at 30 fps at most.
  static let maxGIFRate = 30.0

  /// What to record, checked before anything is rendered.
  struct Plan {
    var path: String
    var format: Format
    /// Output pixels per point (1 = the phone's size in points; capped at the device scale).
    var pointScale: Double
    var ffmpeg: String

    /// Fails with install instructions when ffmpeg is not on `PATH`, and refuses destinations
    /// that are not regular files (a video cannot be renamed over a device or a pipe).
    init(path: String, pointScale: Double) throws(Failure) {
      guard let format = Format(path: path) else {
        throw Failure(description: "navlab: --record \(path): use a file ending in .mp4 or .gif.")
      }
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
        throw Failure(
          description:
            "navlab: cannot record to \(path): it is not a regular file. Give a file name ending in .mp4 or .gif."
        )
      }
      guard let ffmpeg = VideoRecorder.findExecutable("ffmpeg") else {
        throw Failure(
          description:
            "navlab: --record needs ffmpeg, which is not installed. Install it: sudo apt-get install ffmpeg"
        )
      }
      self.path = path
      self.format = format
      self.pointScale = pointScale
      self.ffmpeg = ffmpeg
    }

    /// Pixels per point of the video on a device of `deviceScale`.
    func scale(deviceScale: Double) -> Double { min(max(pointScale, 1), deviceScale) }
  }

  let plan: Plan
  /// Size of the frames ffmpeg is told to expect, in pixels.
  let width: Int
  let height: Int
  private var process: FFmpegProcess?
  /// Frames appended so far.
  private(set) var frameCount = 0
  /// A frame of another size than the recording's, gathered band by band before fitting.
  private var mismatched: [UInt32] = []

  /// Starts ffmpeg for frames of `width` × `height` pixels (the video's own size), played at
  /// `fps`.
  init(plan: Plan, width: Int, height: Int, fps: Double) throws(Failure) {
    self.plan = plan
    self.width = width
    self.height = height
    do {
      process = try FFmpegProcess(
        arguments: Self.arguments(plan: plan, width: width, height: height, fps: fps),
        besides: plan.path, fileExtension: plan.format.rawValue)
    } catch {
      throw Failure(
        description:
          "navlab: cannot record \(plan.path): \(error.reason). Check that the folder exists and is writable."
      )
    }
  }

  deinit { discard() }

  /// ffmpeg's arguments (its path first), reading raw frames of the video's size from its
  /// standard input and writing `{output}`.
  static func arguments(plan: Plan, width: Int, height: Int, fps: Double) -> [String] {
    var arguments = [
      plan.ffmpeg, "-hide_banner", "-loglevel", "error", "-nostats", "-nostdin", "-xerror", "-y",
      "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", String(fps),
      "-i", "pipe:0",
    ]
    switch plan.format {
    case .mp4:
      // yuv420p needs even dimensions: drop an odd last column or row.
      arguments += [
        "-vf", "crop=\(width - width % 2):\(height - height % 2):0:0",
        "-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p",
        "-movflags", "+faststart", "-f", "mp4", "{output}",
      ]
    case .gif:
      // A palette per frame (palettegen stats_mode=single, paletteuse new=1) streams: one
      // palette for the whole clip makes ffmpeg hold every frame until the end (measured:
      // 482 MB for 300 frames at 393×852, against 92 MB for any length this way).
      let fpsFilter = fps > maxGIFRate ? "fps=\(Int(maxGIFRate))," : ""
      arguments += [
        "-vf",
        "\(fpsFilter)split[a][b];[a]palettegen=stats_mode=single[p];"
          + "[b][p]paletteuse=new=1:dither=sierra2_4a",
        "-loop", "0", "-f", "gif", "{output}",
      ]
    }
    return arguments
  }

  /// Sends the next band of a frame (`firstRow` is its first row in the frame). A frame of
  /// another size (the device changed mid-run) is gathered, then fitted into the recording's
  /// size, centred on black.
  func append(band: PixelBuffer, firstRow: Int, frameWidth: Int, frameHeight: Int) throws {
    guard process != nil else { return }
    if frameWidth == width && frameHeight == height {
      for y in 0..<band.height { try write(band.row(y), count: width) }
    } else {
      if mismatched.count != frameWidth * frameHeight {
        mismatched = [UInt32](repeating: 0, count: frameWidth * frameHeight)
      }
      for y in 0..<band.height where firstRow + y < frameHeight {
        for x in 0..<min(frameWidth, band.width) {
          mismatched[(firstRow + y) * frameWidth + x] = band.row(y)[x]
        }
      }
      guard firstRow + band.height >= frameHeight else { return }
      let frame = fitted(PixelImage(width: frameWidth, height: frameHeight, pixels: mismatched))
      try frame.pixels.withUnsafeBufferPointer { pixels in
        try write(pixels.baseAddress!, count: pixels.count)
      }
    }
    if firstRow + band.height >= frameHeight { frameCount += 1 }
  }

  private func write(_ pixels: UnsafePointer<UInt32>, count: Int) throws {
    guard let process else { return }
    do {
      try process.write(pixels, count: 4 * count)
    } catch {
      let said = process.messages()
      discard()
      try Interruption.check()  // a signal cut the write short: report the signal
      throw Failure(
        description:
          "navlab: ffmpeg stopped while recording \(plan.path): \(said.isEmpty ? "\(error.reason) (is the disk full?)" : Quoted.cut(said, limit: 200))."
      )
    }
  }

  /// Waits for ffmpeg to finish the file, checks it and moves it into place. ffmpeg can exit 0
  /// after a failed write, so its messages and the file's structure are checked too.
  func finish() throws {
    guard let process else { return }
    let code = try process.finish()
    let said = process.messages()
    let problem =
      code != 0
      ? (code < 0 ? "ffmpeg was killed" : "ffmpeg exited with \(code)")
        + (said.isEmpty ? " (is the disk full?)" : ": \(said)")
      : !said.isEmpty ? said : VideoFileCheck.problem(process.output, format: plan.format)
    if let problem {
      discard()
      throw Failure(
        description: "navlab: cannot write \(plan.path): \(Quoted.cut(problem, limit: 200)).")
    }
    guard process.commit(to: plan.path) else {
      let reason = String(cString: strerror(errno))
      discard()
      throw Failure(description: "navlab: cannot write \(plan.path): \(reason).")
    }
    self.process = nil
  }

  /// Stops ffmpeg and removes what it wrote (the run failed).
  func discard() {
    process?.stop()
    process = nil
  }

  /// `image` scaled (nearest neighbour, aspect kept) and centred on black in the recording's size.
  private func fitted(_ image: PixelImage) -> PixelImage {
    var pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
    guard image.width > 0, image.height > 0 else {
      return PixelImage(width: width, height: height, pixels: pixels)
    }
    let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height))
    let w = min(width, Int(Double(image.width) * scale))
    let h = min(height, Int(Double(image.height) * scale))
    let x0 = (width - w) / 2
    let y0 = (height - h) / 2
    for y in 0..<h {
      let sy = min(image.height - 1, Int(Double(y) / scale))
      for x in 0..<w {
        let sx = min(image.width - 1, Int(Double(x) / scale))
        pixels[(y0 + y) * width + x0 + x] = image.pixels[sy * image.width + sx]
      }
    }
    return PixelImage(width: width, height: height, pixels: pixels)
  }

  /// The first executable `name` in the colon-separated `path` (default: `$PATH`).
  static func findExecutable(_ name: String, path: String? = nil) -> String? {
    let search = path ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for folder in search.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
