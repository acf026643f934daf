import Foundation
import Glibc
import Testing

/// Issue 13: outputs never lie (a failed write exits 2), never leak (no temporary file survives
/// a failure or a signal) and never hang (no FIFO blocks a run).
@Suite("Output guarantees")
struct OutputGuaranteeTests {
  static let fling = #"{"events": [{"t": 0, "type": "fling", "velocity": 2500}]}"#

  static func folder(with files: [String: String] = [:]) throws -> URL {
    let folder = try NavLabProcess.makeFolder()
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    return folder
  }

  @Test(
    "A full disk: --record, --trace and --screenshot exit 2 and leave nothing (a 64 kB tmpfs; skipped unless this process may mount one)",
    .enabled(if: ProcessProbe.canMountTmpfs, "needs root to mount a small tmpfs"),
    arguments: [
      ["--record", "full/v.mp4"], ["--record", "full/v.gif"], ["--screenshot", "full/a.png"],
    ]
  )
  func fullDisk(_ output: [String]) throws {
    guard !output[0].hasPrefix("--record") || ffmpegInstalled else { return }
    let folder = try Self.folder(with: ["s.json": Self.fling])
    defer { try? FileManager.default.removeItem(at: folder) }
    let disk = folder.appendingPathComponent("full")
    try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: false)
    try #require(mount("tmpfs", disk.path, "tmpfs", 0, "size=64k") == 0)
    defer { umount(disk.path) }
    let result = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--fps", "30", "--trace", "full/t.csv"] + output,
      in: folder)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardError.contains("full/"), "\(result.standardError)")
    #expect(try NavLabProcess.files(in: disk) == [], "a truncated file was left")
  }

  @Test(
    "--record x.gif streams: ffmpeg's memory does not grow with the frames (180 frames stay under 160 MB; one palette for the clip took 1.3 MB a frame, ~480 MB for 300)",
    .enabled(if: ffmpegInstalled))
  func gifMemoryIsBounded() throws {
    let folder = try Self.folder(with: ["s.json": Self.fling])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, peak) = try ProcessProbe.runMeasuringMemory(
      ["--headless", "--script", "s.json", "--fps", "30", "--frames", "180", "--record", "v.gif"],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(NavLabProcess.sanitized || peak < 160 * 1024, "peak \(peak) kB")
    let gif = [UInt8](try Data(contentsOf: folder.appendingPathComponent("v.gif")))
    // Logical screen size (GIF89a §18): the phone in points (393 × 852), frames sent at 1x.
    #expect(Int(gif[6]) | Int(gif[7]) << 8 == 393)
    #expect(Int(gif[8]) | Int(gif[9]) << 8 == 852)
    #expect(gif.last == 0x3B)
  }

  @Test("A symlink planted at the old temporary name is not followed; the temporary name is random")
  func plantedSymlink() throws {
    let folder = try Self.folder(with: ["victim": "precious\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    // The names the old code used (PATH.tmp-PID) for the next few thousand process ids.
    let next = Int(getpid())
    for pid in next..<(next + 4000) {
      symlink(
        folder.appendingPathComponent("victim").path,
        folder.appendingPathComponent("t.csv.tmp-\(pid)").path)
    }
    let result = try NavLabProcess.run(
      ["--headless", "--frames", "2", "--trace", "t.csv", "--screenshot", "a.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try String(contentsOf: folder.appendingPathComponent("victim"), encoding: .utf8)
        == "precious\n")
    let trace = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    #expect(trace.split(separator: "\n").count == 3)
  }

  @Test("--trace /dev/null and --screenshot /dev/null write the device in place; it stays a device")
  func deviceDestination() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      ["--headless", "--frames", "2", "--trace", "/dev/null", "--screenshot", "/dev/null"],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR, "/dev/null is no longer a character device")
    #expect(try NavLabProcess.files(in: folder) == [])
  }

  struct Clash: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var script: String?
    var expected: String
    var testDescription: String { expected }
  }

  static let clashes = [
    Clash(
      arguments: ["--trace", "a", "--screenshot", "./a"], script: nil,
      expected: "navlab: --trace and --screenshot both write ./a in frame 0"),
    Clash(
      arguments: ["--trace", "v.mp4", "--record", "v.mp4"], script: nil,
      expected: "navlab: --trace and --record both write v.mp4."),
    Clash(
      arguments: ["--frames", "20"],
      script:
        #"{"events": [{"t": 101, "type": "screenshot", "path": "x.png"}, {"t": 110, "type": "screenshot", "path": "x.png"}]}"#,
      expected:
        "navlab: the script's screenshot 0 and the script's screenshot 1 both write x.png in frame 4"
    ),
    Clash(
      arguments: ["--frames", "4", "--screenshot", "x.png"],
      script: #"{"events": [{"t": 90, "type": "screenshot", "path": "x.png"}]}"#,
      expected: "navlab: --screenshot and the script's screenshot 0 both write x.png in frame 3"),
  ]

  @Test("Two outputs of one file (in one frame) are refused before running", arguments: clashes)
  func sameFileTwice(_ clash: Clash) throws {
    let folder = try Self.folder(with: clash.script.map { ["s.json": $0] } ?? [:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = clash.script == nil ? [] : ["--script", "s.json"]
    let result = try NavLabProcess.run(
      ["--headless", "--fps", "30"] + script + clash.arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix(clash.expected), "\(result.standardError)")
    #expect(try NavLabProcess.files(in: folder) == (clash.script == nil ? [] : ["s.json"]))
  }

  @Test("Screenshots of one file in different frames are fine (the last one wins)")
  func sameFileOtherFrames() throws {
    let script =
      #"{"events": [{"t": 0, "type": "screenshot", "path": "x.png"}, {"t": 100, "type": "screenshot", "path": "x.png"}]}"#
    let folder = try Self.folder(with: ["s.json": script])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      ["--headless", "--fps", "30", "--script", "s.json", "--frames", "5"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try NavLabProcess.files(in: folder) == ["s.json", "x.png"])
  }

  static let signals: [(Int32, String)] = [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
  ]

  @Test(
    "A signal mid-run: exit 128 + signal, one line, no temporary file left (headless)",
    arguments: [0, 1, 2, 3])
  func signalHeadless(_ index: Int) throws {
    let (number, name) = Self.signals[index]
    let folder = try Self.folder(with: ["s.json": Self.fling])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try ProcessProbe.runInterrupted(
      ["--headless", "--script", "s.json", "--frames", "100000", "--trace", "t.csv"],
      in: folder, signal: number, once: ".tmp-")
    #expect(result.status == 128 + number, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("navlab: stopped by \(name)"), "\(result.standardError)")
    #expect(!result.standardError.contains("crashed"))
    #expect(try NavLabProcess.files(in: folder) == ["s.json"])
  }

  @Test(
    "SIGTERM while recording: ffmpeg is stopped, its folder removed, exit 143",
    .enabled(if: ffmpegInstalled))
  func signalWhileRecording() throws {
    let folder = try Self.folder(with: ["s.json": Self.fling])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try ProcessProbe.runInterrupted(
      ["--headless", "--script", "s.json", "--frames", "100000", "--record", "v.mp4"],
      in: folder, signal: SIGTERM, once: ".navlab-record-")
    #expect(result.status == 143, "\(result.standardError)")
    #expect(try NavLabProcess.files(in: folder) == ["s.json"])
  }
}

extension OutputGuaranteeTests {
  /// A stand-in for ffmpeg that reads every frame, then does what ffmpeg 5.1 did on a full
  /// disk: writes an MP4 whose `mdat` box runs past the end (no `moov`), and exits 0.
  static let lyingFFmpeg = #"""
    #!/bin/sh
    for last in "$@"; do :; done
    cat > /dev/null
    printf '\000\000\000\020ftypisom\000\000\002\000\000\000\100\000mdat' > "$last"
    [ -n "$FAKE_FFMPEG_SAYS" ] && echo "$FAKE_FFMPEG_SAYS" >&2
    exit 0
    """#

  @Test(
    "ffmpeg exiting 0 after a failed write (a truncated MP4, or an error message): exit 2, nothing left",
    arguments: ["", "Error writing trailer: No space left on device"])
  func ffmpegExitsZeroButFailed(_ message: String) throws {
    let folder = try Self.folder(with: ["s.json": Self.fling])
    defer { try? FileManager.default.removeItem(at: folder) }
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: false)
    let fake = bin.appendingPathComponent("ffmpeg")
    try Self.lyingFFmpeg.write(to: fake, atomically: false, encoding: .utf8)
    try #require(chmod(fake.path, 0o755) == 0)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["FAKE_FFMPEG_SAYS"] = message
    let result = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--fps", "10", "--record", "v.mp4"], in: folder,
      environment: environment)
    #expect(result.status == 2)
    let expected =
      message.isEmpty
      ? "navlab: cannot write v.mp4: the MP4 is truncated"
      : "navlab: cannot write v.mp4: \(message)"
    #expect(result.standardError.hasPrefix(expected), "\(result.standardError)")
    #expect(try NavLabProcess.files(in: folder) == ["bin", "s.json"])
  }
}
