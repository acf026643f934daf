import NavLabCore

/// Replays a script against a studio (one phone, or two compared) on a simulated clock: frame
/// `n` happens at `n / fps` seconds, and every event reaches both phones with its own timestamp
/// first.
///
/// Because nothing reads a real clock, the same script gives the same frames, byte for byte.
public struct ScriptPlayer: Sendable {
  public var studio: Studio
  public let script: Script
  public let fps: Double
  private var nextEntry = 0

  /// How long a script run goes on after its last event by default: long enough for a fling
  /// and its bounce to come to rest.
  public static let settleTime = 1.5

  public init(studio: Studio, script: Script, fps: Double) {
    self.studio = studio
    self.script = script
    self.fps = fps
  }

  /// Most frames a headless run takes from a script's length alone (as many as a window
  /// recording holds; 2.3 hours at 60 fps): a 60-byte script whose one event is at 10 days
  /// would otherwise draw 51.8 million frames. `--frames` asks for more explicitly.
  public static let maximumDefaultFrameCount = ScriptRecorder.capacity

  /// Replays into one phone.
  public init(engine: Engine, script: Script, fps: Double) {
    self.init(studio: Studio(engine), script: script, fps: fps)
  }

  /// Phone A (the only one unless comparing).
  public var engine: Engine {
    get { studio.a }
    set { studio.a = newValue }
  }

  /// Frames a run of this script needs when `--frames` is not given.
  public var defaultFrameCount: Int { Self.defaultFrameCount(script, fps: fps) }

  /// Frames a run of `script` at `fps` needs when `--frames` is not given: its recorded
  /// frames, else until `settleTime` after its last event.
  public static func defaultFrameCount(_ script: Script, fps: Double) -> Int {
    if let frames = script.frameTimes { return max(frames.count, 1) }
    return script.entries.isEmpty
      ? 1 : Int(((script.duration + ScriptPlayer.settleTime) * fps).rounded(.up)) + 1
  }

  /// The frame that takes a screenshot scheduled at `time` seconds: the first frame at or
  /// after it.
  public static func frame(at time: Double, in script: Script, fps: Double) -> Int {
    if let frames = script.frameTimes, let last = frames.last {
      if let index = frames.firstIndex(where: { $0 >= time }) { return index }
      var frame = frames.count + max(0, Int(((time - last) * fps).rounded(.up)) - 1)
      while Self.time(ofFrame: frame, in: script, fps: fps) < time { frame += 1 }
      return frame
    }
    var frame = max(0, Int((time * fps).rounded(.up)) - 1)
    while Double(frame) / fps < time { frame += 1 }
    return frame
  }

  /// Time of frame `frame` in seconds.
  public func time(ofFrame frame: Int) -> Double {
    Self.time(ofFrame: frame, in: script, fps: fps)
  }

  /// Time of frame `frame` of `script` at `fps`: the script's own frame times when it has them
  /// (a window recording), then every 1/fps seconds after the last of them.
  public static func time(ofFrame frame: Int, in script: Script, fps: Double) -> Double {
    guard let frames = script.frameTimes, let last = frames.last else {
      return Double(frame) / fps
    }
    return frame < frames.count ? frames[frame] : last + Double(frame - frames.count + 1) / fps
  }

  /// Delivers the events due by frame `frame` and advances the studio to its time. Screenshot
  /// entries due are appended to `screenshots` (paths), to be taken of this frame; layout-dump
  /// entries are dropped (see ``step(frame:screenshots:layouts:)``).
  public mutating func step(frame: Int, screenshots: inout [String]) {
    var layouts: [String] = []
    step(frame: frame, screenshots: &screenshots, layouts: &layouts)
  }

  /// As ``step(frame:screenshots:)``, with the layout dumps due appended to `layouts`.
  public mutating func step(frame: Int, screenshots: inout [String], layouts: inout [String]) {
    let now = time(ofFrame: frame)
    while nextEntry < script.entries.count, script.entries[nextEntry].time <= now {
      let entry = script.entries[nextEntry]
      nextEntry += 1
      switch entry.action {
      case .input(let event): studio.handle(event, at: entry.time)
      case .screenshot(let path): screenshots.append(path)
      case .layout(let path): layouts.append(path)
      }
    }
    studio.advance(to: now)
  }
}
