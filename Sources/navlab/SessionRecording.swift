import NavLabCore
import OutputFiles
import Scripts

/// The window session as a script: every input the engine got and every frame drawn, on the
/// script's clock (see `ScriptRecorder`). `--record-script FILE` writes it when the window
/// closes; Ctrl+R writes the session so far to `navlab-session-SCREEN-TIME.json`.
struct SessionRecording {
  var recorder = ScriptRecorder()
  /// `--record-script`: written at the end of the session.
  let path: String?
  /// The command line to print for a replay, without the window-only options.
  let replayArguments: String

  init(path: String?, arguments: [String]) {
    self.path = path
    replayArguments = SessionRecording.replayArguments(arguments)
  }

  /// Writes the script atomically; returns the line to print.
  func save(to path: String) throws -> String {
    let file = try AtomicFile(path: path)
    file.write(recorder.scriptJSON())
    try file.commit()
    let note =
      recorder.isFull
      ? " (the session outgrew \(ScriptRecorder.capacity) inputs and frames: only its beginning is kept)"
      : ""
    return
      "navlab: saved \(path): \(recorder.eventCount) inputs, \(recorder.frameCount) frames\(note). Replay: navlab --headless\(replayArguments) --script \(path) --trace trace.csv"
  }

  /// Options that set the scene up (screen, device, …), without those that only concern the
  /// window run's outputs or its script.
  static func replayArguments(_ arguments: [String]) -> String {
    let dropped: Set<String> = [
      "--script", "--record-script", "--trace", "--screenshot", "--frames", "--fps", "--record",
      "--record-scale",
    ]
    var kept: [String] = []
    var skipValue = false
    for argument in arguments {
      if skipValue {
        skipValue = false
        continue
      }
      let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
      if dropped.contains(name) {
        skipValue = !argument.contains("=")
        continue
      }
      kept.append(argument.contains(" ") ? "'\(argument)'" : argument)
    }
    return kept.map { " " + $0 }.joined()
  }
}
