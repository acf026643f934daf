import Foundation
import Testing

/// Issue 32: the display going away under a window session, and resize storms.
@Suite(
  "Window: losing the display, resize storms",
  .enabled(
    if: WindowDriver.isAvailable, "needs xvfb-run and xdotool (scripts/setup installs them)"),
  .serialized
)
struct DisplayLossTests {
  func text(_ folder: URL, _ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }

  /// The session's files were saved, whole: the trace has its header and rows, the script
  /// replays headless.
  func expectSessionSaved(in folder: URL) throws {
    let files = try NavLabProcess.files(in: folder)
    #expect(files.contains("t.csv") && files.contains("s.json"), "\(files)")
    #expect(!files.contains { $0.contains(".tmp-") }, "\(files)")
    #expect(text(folder, "t.csv").split(separator: "\n").count > 2)
    let replay = try NavLabProcess.run(["--headless", "--script", "s.json"], in: folder)
    #expect(replay.status == 0, "\(replay.standardError)")
  }

  static let drag = """
    xdotool mousemove --window "$w" 200 650 mousedown 1
    for y in 610 560 490 400; do xdotool mousemove --window "$w" 200 $y; sleep 0.02; done
    xdotool mouseup 1; sleep 0.5
    """

  /// Runs navlab (`--trace t.csv --record-script s.json`) in a window on an Xvfb of its own
  /// (its process id known, and killed with SIGKILL at the end whatever happens: an Xvfb left
  /// running holds the test's pipes open), drags, then runs `ending`. Writes `status.txt`
  /// and navlab's `err.txt` and `out.txt`.
  func runOnOwnDisplay(ending: String, in folder: URL) throws {
    let binary = try #require(NavLabProcess.binary)
    let driver = """
      set -u
      Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3> display.txt 2> /dev/null &
      server=$!
      trap 'kill -KILL $server 2> /dev/null' EXIT
      for _ in $(seq 100); do [ -s display.txt ] && break; sleep 0.05; done
      export DISPLAY=":$(cat display.txt)"
      "$NAVLAB" --trace t.csv --record-script s.json > out.txt 2> err.txt &
      pid=$!
      w=""
      for _ in $(seq 300); do
        w=$(xdotool search --name NavLab 2>/dev/null | head -1 || true)
        [ -n "$w" ] && break
        sleep 0.1
      done
      \(Self.drag)
      \(ending)
      wait $pid; echo $? > status.txt
      rm -f display.txt
      """
    try driver.write(
      to: folder.appendingPathComponent("drive.sh"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB"] = binary
    _ = try NavLabProcess.run(
      ["drive.sh"], in: folder, environment: environment, executable: "/bin/bash")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("drive.sh"))
  }

  /// navlab exited 3 with our one line, saving the session.
  func expectLost(in folder: URL) throws {
    #expect(text(folder, "status.txt") == "3\n", "\(text(folder, "err.txt"))")
    #expect(
      text(folder, "err.txt")
        == "navlab: lost the display (the X server closed the window's connection); the trace and recorded script so far were saved. Exit status 3.\n"
    )
    #expect(text(folder, "out.txt").contains("s.json"))
    for name in ["status.txt", "err.txt", "out.txt"] {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    try expectSessionSaved(in: folder)
  }

  @Test(
    "xdotool windowkill: the trace and recorded script are saved, one line of ours, exit 3 (Xlib's message and exit 1 before)"
  )
  func windowKilled() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try runOnOwnDisplay(ending: #"xdotool windowkill "$w""#, in: folder)
    try expectLost(in: folder)
  }

  @Test("The X server ending under the window: saved, exit 3")
  func serverGone() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try runOnOwnDisplay(ending: "kill -KILL $server", in: folder)
    try expectLost(in: folder)
  }

  @Test(
    "A resize storm up to 20000 × 20000: the window is sized back to the display, memory bounded (1.68 GB before)"
  )
  func resizeStorm() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try WindowDriver.run(
      arguments: [],
      steps: """
        for s in 20000x20000 7680x4320 100x100 20000x300 300x20000 20000x20000 8000x8000; do
          xdotool windowsize "$w" ${s%x*} ${s#*x}; sleep 0.15
        done
        sleep 0.5
        grep VmHWM /proc/$pid/status | tr -dc 0-9 > peak.txt
        """, in: folder)
    #expect(session.status == 0, "\(session.standardError)")
    // The canvas never exceeds the display (1280 × 1024 under this Xvfb), a window past it is
    // sized back and not drawn until it is, and Mesa's software OpenGL (whose buffers followed
    // the X window) is not used: 47 MB measured through 800 resizes (scripts/resize-storm),
    // the debug build's 35 MB at rest included; 2.19 GB in that storm before, 1.68 GB at one
    // 20000² before issue 32 (docs/testing.md). 200 MB leaves room for a loaded machine.
    let peak = Int(text(folder, "peak.txt")) ?? .max
    #expect(NavLabProcess.sanitized || peak < 200 * 1024, "peak \(peak) kB")
  }
}
