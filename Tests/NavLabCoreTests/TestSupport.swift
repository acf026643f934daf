import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import Traces

/// Parses a script written inline in a test.
func script(_ json: String, name: String = "test.json") throws -> Script {
  try Script.parse(Array(json.utf8), name: name)
}

/// The error `Script.parse` throws for `json`, or nil when it parses.
func scriptError(_ json: String, name: String = "file.json") -> ScriptError? {
  do {
    _ = try Script.parse(Array(json.utf8), name: name)
    return nil
  } catch {
    return error
  }
}

/// The failure `JSONParser.parse` reports for `bytes`, or nil when they are JSON.
func jsonFailure(_ bytes: [UInt8]) -> JSONParser.Failure? {
  do {
    _ = try JSONParser.parse(bytes)
    return nil
  } catch {
    return error
  }
}

func jsonFailure(_ text: String) -> JSONParser.Failure? { jsonFailure(Array(text.utf8)) }

/// A fresh engine on the iPhone 15 Pro.
func makeEngine(
  screen: String = "settings", device: Device = .iPhone15Pro, rows: Int? = nil,
  appearance: Appearance = .light
) -> Engine {
  Engine(options: EngineOptions(device: device, screen: screen, appearance: appearance, rows: rows))
}

/// A fresh one-phone studio (the window around the engine) on the iPhone 15 Pro.
func makeStudio(screen: String = "settings", rows: Int? = nil) -> Studio {
  Studio(makeEngine(screen: screen, rows: rows))
}

/// Advances `studio` in 60 Hz frames from `start` through `end` (inclusive).
func runFrames(_ studio: inout Studio, from start: Double, to end: Double) {
  var frame = (start * 60).rounded(.up)
  while frame / 60 <= end + 1e-9 {
    studio.advance(to: frame / 60)
    frame += 1
  }
}

/// Runs `player` for `frames` frames and returns the whole CSV trace (header included).
func traceText(_ player: inout ScriptPlayer, frames: Int) -> String {
  var text = TraceFormatter.header
  var line = ""
  var shots: [String] = []
  for frame in 0..<frames {
    player.step(frame: frame, screenshots: &shots)
    TraceFormatter.row(
      frame: frame, timeMilliseconds: player.time(ofFrame: frame) * 1000,
      values: player.engine.takeFrameValues(), into: &line)
    text += line
  }
  return text
}

/// The cells of one trace row, by column name.
func traceCells(_ values: FrameValues, frame: Int = 0) -> [String: String] {
  var line = ""
  TraceFormatter.row(frame: frame, timeMilliseconds: 0, values: values, into: &line)
  #expect(line.hasSuffix("\n"))
  let cells = line.dropLast().split(separator: ",", omittingEmptySubsequences: false).map(
    String.init)
  #expect(cells.count == TraceFormatter.columns.count)
  return Dictionary(uniqueKeysWithValues: zip(TraceFormatter.columns, cells))
}

/// Advances `engine` in 60 Hz frames from `start` through `end` (inclusive), calling `body`
/// after each frame.
func runFrames(
  _ engine: inout Engine, from start: Double, to end: Double,
  _ body: (Engine, Double) -> Void = { _, _ in }
) {
  var frame = (start * 60).rounded(.up)
  while frame / 60 <= end + 1e-9 {
    engine.advance(to: frame / 60)
    body(engine, frame / 60)
    frame += 1
  }
}

/// The strings of every text command in `list`.
func texts(_ list: DisplayList) -> [String] {
  list.commands.compactMap {
    if case .text(let string, _, _, _, _, _, _, _) = $0 { return string }
    return nil
  }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}
