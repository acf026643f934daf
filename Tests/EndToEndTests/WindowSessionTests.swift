import Foundation
import Testing

/// The real window under Xvfb, driven by xdotool like a user: a session is recorded, then
/// replayed headless. One window at a time: the drivers' sleeps assume the window keeps up.
@Suite(
  "Window sessions under Xvfb",
  .enabled(if: WindowDriver.isAvailable, "needs xvfb-run and xdotool (scripts/setup installs them)"),
  .serialized
)
struct WindowSessionTests {
  @Test("A recorded window session replays headless to the same trace, byte for byte")
  func recordAndReplay() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try WindowDriver.run(
      arguments: [
        "--record-script", "session.json", "--trace", "window.csv", "--screenshot", "last.png",
      ],
      steps: """
        xdotool mousemove --window "$w" 200 650 mousedown 1
        for y in 610 560 490 400 300 220; do xdotool mousemove --window "$w" 200 $y; sleep 0.012; done
        xdotool mouseup 1; sleep 0.8
        xdotool click --window "$w" 5; sleep 0.6
        xdotool key --window "$w" d; sleep 0.3
        xdotool key --window "$w" question; sleep 0.2
        xdotool key --window "$w" question; sleep 0.2
        # A loaded machine draws frames late: press again until the title shows the key took
        # (a push or pop in flight ignores keys), at most six times.
        press_until() {
          for _ in 1 2 3 4 5 6; do
            xdotool key --window "$w" "$1"
            for _ in $(seq 20); do
              case "$(xdotool getwindowname "$w")" in $2) sleep 0.7; return 0;; esac
              sleep 0.05
            done
          done
        }
        press_until Return 'NavLab — [!S]*'
        xdotool getwindowname "$w" > pushed-title.txt
        press_until Escape 'NavLab — Settings'
        press_until 3 "NavLab — We've*"
        xdotool getwindowname "$w" > album-title.txt
        xdotool key --window "$w" ctrl+s; sleep 0.4
        """, in: folder)
    #expect(session.status == 0, "\(session.standardError)")
    let files = try NavLabProcess.files(in: folder)
    #expect(files.contains("session.json") && files.contains("window.csv"), "\(files)")
    let replay = try NavLabProcess.run(
      ["--headless", "--script", "session.json", "--trace", "replay.csv"], in: folder)
    #expect(replay.status == 0, "\(replay.standardError)")
    let window = try String(
      contentsOf: folder.appendingPathComponent("window.csv"), encoding: .utf8)
    let replayed = try String(
      contentsOf: folder.appendingPathComponent("replay.csv"), encoding: .utf8)
    #expect(window == replayed)
    // The session did things worth comparing: a drag that scrolled, a release with a velocity.
    let rows = window.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    let offsets = rows.compactMap { Double($0[2]) }
    #expect((offsets.max() ?? 0) > 150, "the drag scrolled the list")
    #expect(rows.contains { !$0[16].isEmpty }, "a release velocity was traced")
    #expect(
      rows.contains { $0[15] == "light" }, "D turned the appearance dark (light status bar text)")
    let script = try String(
      contentsOf: folder.appendingPathComponent("session.json"), encoding: .utf8)
    #expect(script.contains(#""type": "wheel""#) && script.contains(#""key": "return""#))
    // Ctrl+S and --screenshot: native pixels, not the window's.
    let shot = try #require(files.first { $0.hasPrefix("navlab-album-") && $0.hasSuffix(".png") })
    #expect(try WindowDriver.pngSize(folder.appendingPathComponent(shot)) == [1179, 2556])
    #expect(try WindowDriver.pngSize(folder.appendingPathComponent("last.png")) == [1179, 2556])
    // The window title follows the screen.
    let pushed = try String(
      contentsOf: folder.appendingPathComponent("pushed-title.txt"), encoding: .utf8)
    let album = try String(
      contentsOf: folder.appendingPathComponent("album-title.txt"), encoding: .utf8)
    #expect(pushed.hasPrefix("NavLab — ") && pushed != "NavLab — Settings\n", "\(pushed)")
    #expect(album == "NavLab — We've Come for You All\n")
  }

  @Test(
    "A script in the window plays in real time; its screenshot events are saved at native pixels")
  func scriptInWindow() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try #require(NavLabProcess.binary)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/examples/scripts/fling.json").path
    // fling.json drags at 0–66 ms and asks for fling-end.png at 1800 ms; 150 frames at 60 Hz
    // last 2.5 s.
    let result = try NavLabProcess.run(
      [
        "-a", "-s", "-screen 0 1280x1024x24", binary, "--script", script, "--frames", "150",
        "--trace", "w.csv",
      ], in: folder, executable: "/usr/bin/xvfb-run")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try WindowDriver.pngSize(folder.appendingPathComponent("fling-end.png")) == [1179, 2556])
    let rows = try String(contentsOf: folder.appendingPathComponent("w.csv"), encoding: .utf8)
      .split(separator: "\n")
    #expect(rows.count == 151)
    // The drag was released with a velocity, and the list moved.
    #expect(rows.contains { !$0.hasSuffix(",") })
    let offsets = rows.dropFirst().compactMap { Double($0.split(separator: ",")[2]) }
    #expect((offsets.max() ?? 0) > 100)
  }

  @Test("--record in the window renders the session headless when it ends: a GIF as long as it")
  func recordWindowSession() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try #require(NavLabProcess.binary)
    // 30 frames at --fps 30 under Xvfb: the session lasts about a second.
    let result = try NavLabProcess.run(
      [
        "-a", "-s", "-screen 0 1280x1024x24", binary, "--frames", "30", "--fps", "30",
        "--device", "se", "--record", "session.gif",
      ], in: folder, executable: "/usr/bin/xvfb-run")
    #expect(result.status == 0, "\(result.standardError)")
    let gif = [UInt8](try Data(contentsOf: folder.appendingPathComponent("session.gif")))
    #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
    // One image descriptor (0x2C after a graphic control extension) per frame: 30 or more
    // frames (the session's length at 30 fps, rounded up), not the single frame of an empty
    // script.
    var frames = 0
    for index in 0..<(gif.count - 9) where gif[index] == 0x21 && gif[index + 1] == 0xF9 {
      if gif[index + 8] == 0x2C { frames += 1 }
    }
    #expect(frames >= 25, "\(frames) frames")
    #expect(try NavLabProcess.files(in: folder) == ["session.gif"])
  }

  @Test("Editing a pushed scene file while the window is open: the next push shows the new version")
  func pushedSceneHotReload() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try
      #"{"title": "Root", "kind": "large-title-list", "list": {"sections": [[{"label": "Go", "push": "child.json"}]]}}"#
      .write(to: folder.appendingPathComponent("root.json"), atomically: true, encoding: .utf8)
    try #"{"title": "Child", "kind": "large-title-list", "list": {"sections": [[{"label": "x"}]]}}"#
      .write(to: folder.appendingPathComponent("child.json"), atomically: true, encoding: .utf8)
    // The edit turns the child into an album page, the only kind with a header in the trace.
    let session = try WindowDriver.run(
      arguments: ["--scene", "root.json", "--trace", "w.csv"],
      steps: #"""
        printf '%s' '{"title": "Child", "kind": "album", "header": {"height": 321}, "list": {"sections": [[{"label": "x"}]]}}' > child.json.new
        mv child.json.new child.json
        sleep 1.2
        xdotool key --window "$w" Return; sleep 0.8
        """#, in: folder)
    #expect(session.status == 0, "\(session.standardError)")
    let trace = try String(contentsOf: folder.appendingPathComponent("w.csv"), encoding: .utf8)
    let headers = trace.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)[10]
    }
    #expect(headers.first == "")
    #expect(headers.last == "321.000", "\(headers.suffix(3))")
  }

  @Test("A window at rest draws no frames: a second and a half untouched adds at most a few")
  func idleWindowDrawsNothing() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try WindowDriver.run(
      arguments: ["--trace", "idle.csv"], steps: "sleep 1.5", in: folder)
    #expect(session.status == 0, "\(session.standardError)")
    let trace = try String(contentsOf: folder.appendingPathComponent("idle.csv"), encoding: .utf8)
    // At 60 Hz the old loop drew about 90 frames (and more while waiting for the window); at
    // rest only the first frames, the expose events' and Ctrl+Q's are drawn.
    let frames = trace.split(separator: "\n").count - 1
    #expect(frames >= 1 && frames < 12, "\(frames) frames")
  }
}

/// Starts navlab in a window under Xvfb, runs xdotool steps against it (`$w` is the window),
/// then quits it with Ctrl+Q.
enum WindowDriver {
  static let isAvailable = ["/usr/bin/xvfb-run", "/usr/bin/xdotool"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  static func run(arguments: [String], steps: String, in folder: URL) throws -> RunResult {
    let binary = try #require(NavLabProcess.binary, "navlab binary not found")
    let driver = """
      set -u
      "$NAVLAB" "$@" > navlab.out 2> navlab.err &
      pid=$!
      w=""
      for _ in $(seq 300); do
        w=$(xdotool search --name NavLab 2>/dev/null | head -1 || true)
        [ -n "$w" ] && break
        sleep 0.1
      done
      [ -n "$w" ] || { echo "no NavLab window appeared" >&2; kill $pid; exit 1; }
      sleep 0.3
      \(steps)
      xdotool key --window "$w" ctrl+q
      wait $pid
      status=$?
      cat navlab.err >&2
      rm -f navlab.out navlab.err
      exit $status
      """
    try driver.write(
      to: folder.appendingPathComponent("drive.sh"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB"] = binary
    let result = try NavLabProcess.run(
      ["-a", "-s", "-screen 0 1280x1024x24", "bash", "drive.sh"] + arguments, in: folder,
      environment: environment, executable: "/usr/bin/xvfb-run")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("drive.sh"))
    return result
  }

  /// Width and height from a PNG's IHDR chunk.
  static func pngSize(_ url: URL) throws -> [Int] {
    let bytes = [UInt8](try Data(contentsOf: url))
    guard bytes.count > 24 else { return [] }
    func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return [bigEndian(16), bigEndian(20)]
  }
}
