import Glibc
import SDLRenderer

/// Records the frames of a headless run as an MP4 or a GIF by piping raw pixels to ffmpeg.
///
/// The canvas's ARGB8888 pixels are little-endian 32-bit words, i.e. bytes B, G, R, A:
/// ffmpeg's `bgra`. ffmpeg writes to a temporary file beside the target, renamed into place by
/// ``finish()``; a failed or abandoned recording removes it, so nothing half-written is left.
///
/// ```swift
/// let plan = try VideoRecorder.Plan(path: "out.mp4", pointScale: 1)  // checks for ffmpeg
/// let video = try VideoRecorder(plan: plan, width: 1179, height: 2556, deviceScale: 3, fps: 60)
/// try video.append(band: band, firstRow: top, frameWidth: 1179, frameHeight: 2556)
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

    /// Fails with install instructions when ffmpeg is not on `PATH`.
    init(path: String, pointScale: Double) throws(Failure) {
      guard let format = Format(path: path) else {
        throw Failure(description: "navlab: --record \(path): use a file ending in .mp4 or .gif.")
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
  }

  let plan: Plan
  /// Size of the frames ffmpeg is told to expect, in pixels.
  let width: Int
  let height: Int
  private let temporaryPath: String
  private var pipe: UnsafeMutablePointer<FILE>?
  /// Frames appended so far.
  private(set) var frameCount = 0
  /// A frame of another size than the recording's, gathered band by band before fitting.
  private var mismatched: [UInt32] = []

  /// Starts ffmpeg for frames of `width` × `height` pixels rendered at `deviceScale` pixels per
  /// point, played at `fps`.
  init(plan: Plan, width: Int, height: Int, deviceScale: Double, fps: Double) throws(Failure) {
    self.plan = plan
    self.width = width
    self.height = height
    temporaryPath = "\(plan.path).tmp-\(getpid())"
    // Name the file in the error when it cannot be created, before ffmpeg is started.
    guard let probe = fopen(temporaryPath, "w") else {
      throw Failure(
        description:
          "navlab: cannot write \(plan.path): \(String(cString: strerror(errno))). Check that the folder exists and is writable."
      )
    }
    fclose(probe)
    // A dead ffmpeg must surface as a write error (EPIPE), not kill navlab with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let command = Self.command(
      plan: plan, output: temporaryPath, width: width, height: height, deviceScale: deviceScale,
      fps: fps)
    guard let pipe = popen(command, "w") else {
      unlink(temporaryPath)
      throw Failure(
        description:
          "navlab: cannot start ffmpeg to record \(plan.path): \(String(cString: strerror(errno)))."
      )
    }
    self.pipe = pipe
  }

  deinit { discard() }

  /// The shell command that runs ffmpeg, reading raw frames from its standard input.
  static func command(
    plan: Plan, output: String, width: Int, height: Int, deviceScale: Double, fps: Double
  ) -> String {
    let ratio = min(max(plan.pointScale, 0.1), deviceScale) / deviceScale
    var outWidth = max(2, Int((Double(width) * ratio).rounded()))
    var outHeight = max(2, Int((Double(height) * ratio).rounded()))
    let rate = String(fps)
    var arguments = [
      plan.ffmpeg, "-hide_banner", "-loglevel", "error", "-nostats", "-y",
      "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)", "-r", rate, "-i", "-",
    ]
    switch plan.format {
    case .mp4:
      // yuv420p needs even dimensions.
      outWidth -= outWidth % 2
      outHeight -= outHeight % 2
      arguments += [
        "-vf", "scale=\(outWidth):\(outHeight):flags=area",
        "-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p",
        "-movflags", "+faststart", "-f", "mp4", output,
      ]
    case .gif:
      let fpsFilter = fps > maxGIFRate ? "fps=\(Int(maxGIFRate))," : ""
      arguments += [
        "-vf",
        "\(fpsFilter)scale=\(outWidth):\(outHeight):flags=area,split[a][b];"
          + "[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
        "-loop", "0", "-f", "gif", output,
      ]
    }
    return arguments.map(shellQuoted).joined(separator: " ")
  }

  /// Sends the next band of a frame (`firstRow` is its first row in the frame). A frame of
  /// another size (the device changed mid-run) is gathered, then fitted into the recording's
  /// size, centred on black.
  func append(band: PixelBuffer, firstRow: Int, frameWidth: Int, frameHeight: Int) throws(Failure) {
    guard pipe != nil else { return }
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
      try frame.pixels.withUnsafeBufferPointer { pixels throws(Failure) in
        try write(pixels.baseAddress!, count: pixels.count)
      }
    }
    if firstRow + band.height >= frameHeight { frameCount += 1 }
  }

  private func write(_ pixels: UnsafePointer<UInt32>, count: Int) throws(Failure) {
    guard let pipe else { return }
    guard fwrite(pixels, 4, count, pipe) == count else {
      let reason = String(cString: strerror(errno))
      discard()
      throw Failure(description: "navlab: ffmpeg stopped while recording \(plan.path): \(reason).")
    }
  }

  /// Waits for ffmpeg to finish the file and moves it into place.
  func finish() throws(Failure) {
    guard let pipe else { return }
    self.pipe = nil
    let status = pclose(pipe)
    let exited = status != -1 && status & 0x7F == 0
    let code = (status >> 8) & 0xFF
    guard exited, code == 0 else {
      unlink(temporaryPath)
      let how =
        status == -1 ? "could not be waited for" : exited ? "exited with \(code)" : "was killed"
      throw Failure(
        description: "navlab: ffmpeg \(how) while writing \(plan.path); see its message above.")
    }
    guard rename(temporaryPath, plan.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw Failure(description: "navlab: cannot write \(plan.path): \(reason).")
    }
  }

  /// Stops ffmpeg and removes what it wrote (the run failed).
  func discard() {
    guard let pipe else { return }
    self.pipe = nil
    pclose(pipe)
    unlink(temporaryPath)
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

/// `text` in single quotes for /bin/sh.
private func shellQuoted(_ text: String) -> String {
  "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
    + "'"
}
