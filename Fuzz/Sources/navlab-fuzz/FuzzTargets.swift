import DisplayList
import Glibc
import NavGeometry
import NavLabCore
import SDLRenderer
import ScreenModel
import Scripts
import TuningExport

/// The fuzz targets, one per kind of file a user points NavLab at; `NAVLAB_FUZZ_TARGET` picks
/// one (scripts/fuzz sets it). Each target feeds the bytes to the same code a run uses, and
/// traps when a promise about the outcome is broken (a refusal is one short line naming the
/// file; an accepted document holds values in range), so libFuzzer reports it as a crash.
enum FuzzTarget: String, CaseIterable {
  /// The JSON parser under scripts, scenes and tuning files.
  case json
  /// A script: parsed, then played against the engine.
  case script
  /// A scene: decoded, then laid out and painted into a display list, at rest and scrolled.
  case scene
  /// A tuning file: decoded and applied to the scroller.
  case tuning
  /// A PNG or JPEG: decoded as a scene's image is (`ImageDecoder.decode`).
  case image

  static let selected: FuzzTarget = {
    let name = getenv("NAVLAB_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      let message = "navlab-fuzz: set NAVLAB_FUZZ_TARGET to one of \(names)\n"
      _ = message.withCString { write(2, $0, strlen($0)) }
      exit(2)
    }
    return target
  }()

  func run(_ bytes: [UInt8]) {
    switch self {
    case .json: Self.json(bytes)
    case .script: Self.script(bytes)
    case .scene: Self.scene(bytes)
    case .tuning: Self.tuning(bytes)
    case .image: Self.image(bytes)
    }
  }

  /// A refusal: one line, starting with the file's name, short whatever the input held.
  static func checkRefusal(_ message: String, file: String) {
    // Compared as bytes: `hasPrefix` compares characters, and a combining mark right after
    // "t.json: " (a tuning key that starts with one) joins the space into another character,
    // so the check itself failed on a correct refusal (issue 42).
    expect(
      message.utf8.starts(with: "\(file): ".utf8),
      "refusal without the file: \(message.prefix(200))")
    expect(!message.contains("\n"), "refusal on two lines: \(message.prefix(200))")
    expect(message.count <= 400, "refusal of \(message.count) characters: \(message.prefix(300))")
  }

  static func json(_ bytes: [UInt8]) {
    do {
      let value = try JSONParser.parse(bytes)
      // Parsing is a function of the bytes.
      expect(value == (try? JSONParser.parse(bytes)), "JSON parsing is not deterministic")
    } catch {
      let message = error.description
      expect(!message.contains("\n"), "error on two lines: \(message.prefix(200))")
      expect(message.count <= 400, "error of \(message.count) characters")
    }
  }

  static func script(_ bytes: [UInt8]) {
    let script: Script
    do {
      script = try Script.parse(bytes, name: "s.json")
    } catch {
      checkRefusal(error.description, file: "s.json")
      return
    }
    expect(zip(script.entries, script.entries.dropFirst()).allSatisfy { $0.time <= $1.time })
    expect(script.entries.allSatisfy { $0.time.isFinite && $0.time >= 0 })
    // Played at each event's frame (the engine's step is bounded, so a long gap costs one
    // frame), at most 64 of them, then once more after the last.
    var player = ScriptPlayer(engine: Engine(options: EngineOptions()), script: script, fps: 60)
    var shots: [String] = []
    var last = -1
    for entry in script.entries.prefix(64) {
      let frame = ScriptPlayer.frame(at: entry.time, in: script, fps: 60)
      if frame > last {
        player.step(frame: frame, screenshots: &shots)
        last = frame
      }
    }
    player.step(frame: last + 1, screenshots: &shots)
    check(player.engine.frameValues())
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(player.engine, into: &list)
  }

  static func scene(_ bytes: [UInt8]) {
    let spec: ScreenSpec
    do {
      spec = try SceneDecoder.decode(bytes, file: "c.json", id: "c")
    } catch {
      checkRefusal(error.description, file: "c.json")
      return
    }
    var engine = Engine(options: EngineOptions(scene: spec))
    var painter = FramePainter()
    var list = DisplayList()
    engine.advance(to: 0)
    painter.paint(engine, into: &list)
    // Scrolled a long way, and pulled: every layout of the scene, not only the first frame.
    engine.handle(.scrollTo(offset: 1_000_000, animated: false), at: 0.1)
    engine.advance(to: 0.2)
    check(engine.frameValues())
    painter.paint(engine, into: &list)
    engine.handle(.fling(velocity: -8000), at: 0.3)
    engine.advance(to: 0.4)
    check(engine.frameValues())
    painter.paint(engine, into: &list)
  }

  static func tuning(_ bytes: [UInt8]) {
    let tuning: Tuning
    do {
      tuning = try TuningFile.decode(bytes, file: "t.json")
    } catch {
      checkRefusal(error.description, file: "t.json")
      return
    }
    var options = EngineOptions(screen: "album")
    options.tuning = tuning
    var engine = Engine(options: options)
    engine.handle(.fling(velocity: -8000), at: 0)
    engine.advance(to: 0.5)
    check(engine.frameValues())
    // What Ctrl+E writes back reads back the same.
    let again = try? TuningFile.decode(Array(TuningFile.encode(tuning).utf8), file: "t.json")
    expect(again == tuning, "tuning does not survive a round trip")
  }

  static func check(_ values: FrameValues) {
    expect(values.offset.isFinite && abs(values.offset) < 1e12, "offset \(values.offset)")
    expect(values.velocity.isFinite, "velocity \(values.velocity)")
  }

  /// A broken promise: a crash with the message (`precondition` drops it in optimised builds).
  static func expect(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "",
    line: UInt = #line
  ) {
    if !condition() { fatalError("line \(line): \(message())") }
  }

  /// Through the app's decoder, with a smaller pixel limit (``ImageDecoder/Limits/fuzzing``)
  /// so that an accepted image stays within libFuzzer's 100 MB.
  static func image(_ bytes: [UInt8]) {
    switch ImageDecoder.decode(bytes, limits: .fuzzing) {
    case .failure(let error):
      let message = error.description
      expect(!message.isEmpty && !message.contains("\n"), "refusal: \(message.prefix(200))")
      expect(message.count <= 400, "refusal of \(message.count) characters")
    case .success(let image):
      expect(image.width > 0 && image.height > 0, "an empty image was accepted")
      expect(max(image.width, image.height) <= ImageDecoder.keptSide, "kept larger than 3072")
      expect(image.pixels.count == image.width * image.height, "pixels do not fill the image")
      // Premultiplied: no colour above its alpha.
      let straight = image.pixels.first { pixel in
        let alpha = pixel >> 24
        return pixel >> 16 & 0xFF > alpha || pixel >> 8 & 0xFF > alpha || pixel & 0xFF > alpha
      }
      expect(straight == nil, "a colour above its alpha: \(String(straight ?? 0, radix: 16))")
    }
  }
}

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  FuzzTarget.selected.run(bytes)
  return 0
}
