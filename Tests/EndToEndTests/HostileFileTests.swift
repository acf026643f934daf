import Foundation
import Glibc
import Testing

/// Issue 13, items 7 to 11 end to end: FIFOs never hang a run, broken fonts are refused, the
/// window fails loudly, messages stay short, a closed standard output is harmless.
@Suite("Hostile files, end to end")
struct HostileFileTests {
  static let minimalScene =
    #"{"title": "T", "kind": "large-title-list", "list": {"sections": [[{"label": "a"}]]}}"#

  @Test(
    "A FIFO as script, scene or tuning file is refused at once (it used to block forever)",
    arguments: ["--script", "--scene", "--tuning"])
  func fifoInput(_ option: String) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(mkfifo(folder.appendingPathComponent("in.json").path, 0o644) == 0)
    let result = try NavLabProcess.run(["--headless", option, "in.json"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix("navlab: cannot read \(option) in.json: not a regular file"),
      "\(result.standardError)")
  }

  @Test("Garbage or a truncated font in NAVLAB_FONT_DIR: exit 2 naming the file, no PNG")
  func brokenFonts() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = folder.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: false)
    let inter = "/usr/share/fonts/opentype/inter"
    for weight in ["Regular", "Medium", "SemiBold", "Bold"] {
      let source = "\(inter)/Inter-\(weight).otf"
      guard FileManager.default.fileExists(atPath: source) else { return }  // no Inter here
      try FileManager.default.copyItem(
        atPath: source, toPath: fonts.appendingPathComponent("Inter-\(weight).otf").path)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB_FONT_DIR"] = fonts.path
    let bold = fonts.appendingPathComponent("Inter-Bold.otf")
    let whole = try Data(contentsOf: bold)
    for broken in [Data("not a font at all\n".utf8), whole.prefix(4000)] {
      try broken.write(to: bold)
      let result = try NavLabProcess.run(
        ["--headless", "--screenshot", "x.png"], in: folder, environment: environment)
      #expect(result.status == 2, "\(result.standardError)")
      #expect(
        result.standardError.hasPrefix("navlab: cannot use the font \(bold.path)"),
        "\(result.standardError)")
      #expect(try NavLabProcess.files(in: folder) == ["fonts"])
    }
  }

  @Test("A 100,000-character screen name, path or event type is cut in the message")
  func longValuesAreCut() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let huge = String(repeating: "q", count: 100_000)  // under Linux's 128 kB per argument
    try #"{"events": [{"t": 0, "type": "\#(huge)"}]}"#.write(
      to: folder.appendingPathComponent("s.json"), atomically: false, encoding: .utf8)
    for arguments in [
      ["--headless", "--screen", huge], ["--headless", "--trace", huge],
      ["--headless", "--script", "s.json"],
    ] {
      let result = try NavLabProcess.run(arguments, in: folder)
      // A bad option and a bad script alike: one line, exit 2 (issue 12: one error format).
      #expect(result.status == 2)
      #expect(result.standardError.split(separator: "\n").count == 1)
      #expect(result.standardError.count < 600, "\(result.standardError.count) characters")
      #expect(result.standardError.contains("more characters"))
    }
  }

  @Test("Ctrl+E in a headless run that cannot write navlab-tuning.json: stderr, exit 2")
  func exportTuningFails() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the file should go: the export cannot replace it.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("navlab-tuning.json"), withIntermediateDirectories: false)
    try
      #"{"events": [{"t": 0, "type": "key", "key": "p"}, {"t": 50, "type": "key", "key": "ctrl+e"}]}"#
      .write(
        to: folder.appendingPathComponent("s.json"), atomically: false, encoding: .utf8)
    let result = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--fps", "10"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix("navlab: cannot write navlab-tuning.json: it is a folder"),
      "\(result.standardError)")
  }

  @Test(
    "A 40,000-character title (2.5 GB at peak before): refused in one short line, under 200 MB")
  func hugeTitleScene() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let title = String(repeating: "Title ", count: 6667).prefix(40_000)
    try
      #"{"title": "\#(title)", "kind": "large-title-list", "list": {"sections": [[{"label": "a"}]]}}"#
      .write(to: folder.appendingPathComponent("t.json"), atomically: false, encoding: .utf8)
    let (result, peak) = try ProcessProbe.runMeasuringMemory(
      ["--headless", "--scene", "t.json", "--screenshot", "x.png"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix("t.json: title: \"Title Title "), "\(result.standardError)")
    #expect(result.standardError.contains("is 40000 characters long; at most 500"))
    #expect(result.standardError.count < 300)
    #expect(NavLabProcess.sanitized || peak < 200 * 1024, "peak \(peak) kB")
    #expect(try NavLabProcess.files(in: folder) == ["t.json"])
  }

  @Test("A scene at every string limit stays under 200 MB at @3x (peak resident set)")
  func longestStringsMemory() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let long = String(repeating: "Wide ", count: 100)  // 500 characters, the limit
    let rows = (0..<12).map { _ in
      #"{"label": "\#(long)", "value": "\#(long)", "subtitle": "\#(long)"}"#
    }
    try
      #"{"title": "\#(long)", "kind": "large-title-list", "list": {"sections": [[\#(rows.joined(separator: ","))]]}}"#
      .write(to: folder.appendingPathComponent("long.json"), atomically: false, encoding: .utf8)
    let (result, peak) = try ProcessProbe.runMeasuringMemory(
      ["--headless", "--scene", "long.json", "--frames", "3", "--screenshot", "x.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(NavLabProcess.sanitized || peak < 200 * 1024, "peak \(peak) kB")
  }

  /// The window on SDL's dummy video driver (chosen explicitly, so navlab accepts it).
  static var dummyWindow: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = "dummy"
    return environment
  }

  @Test("Window: a --screenshot that cannot be written exits 2 with the message")
  func windowScreenshotFails() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(mkfifo(folder.appendingPathComponent("x.png").path, 0o644) == 0)
    let result = try NavLabProcess.run(
      ["--frames", "2", "--screenshot", "x.png"], in: folder, environment: Self.dummyWindow)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(
      result.standardError.hasPrefix("navlab: cannot write the screenshot x.png: it is a pipe"),
      "\(result.standardError)")
  }

  @Test(
    "Window: a Ctrl+S screenshot that cannot be written (full disk) exits 2 at the end (a tmpfs; skipped unless this process may mount one)",
    .enabled(if: ProcessProbe.canMountTmpfs, "needs root to mount a small tmpfs"))
  func windowCtrlSFails() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #require(mount("tmpfs", folder.path, "tmpfs", 0, "size=64k") == 0)
    defer { umount(folder.path) }
    try #"{"events": [{"t": 0, "type": "key", "key": "ctrl+s"}]}"#.write(
      to: folder.appendingPathComponent("s.json"), atomically: false, encoding: .utf8)
    // Fill the disk: the screenshot's first bytes fail.
    let filler = Data(count: 64 * 1024)
    try? filler.write(to: folder.appendingPathComponent("filler"))
    let result = try NavLabProcess.run(
      ["--script", "s.json", "--frames", "20"], in: folder, environment: Self.dummyWindow)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(
      result.standardError.contains("navlab: cannot write the screenshot navlab-settings-"),
      "\(result.standardError)")
    #expect(try NavLabProcess.files(in: folder).allSatisfy { !$0.hasPrefix("navlab-settings-") })
  }

  @Test("Window: SIGTERM before --frames ends exits 143 with the message, no screenshot")
  func windowSignal() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Ctrl+S at once leaves a screenshot: proof that the loop runs before the signal.
    try #"{"events": [{"t": 0, "type": "key", "key": "ctrl+s"}]}"#.write(
      to: folder.appendingPathComponent("s.json"), atomically: false, encoding: .utf8)
    let result = try ProcessProbe.runInterrupted(
      ["--script", "s.json", "--frames", "1000000", "--screenshot", "end.png"], in: folder,
      signal: SIGTERM, once: "navlab-settings-", environment: Self.dummyWindow)
    #expect(result.status == 143, "\(result.standardError)")
    #expect(result.standardError.contains("navlab: stopped by SIGTERM"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("end.png").path))
  }

  @Test("Window: a closed standard output does not kill it with SIGPIPE")
  func windowClosedStandardOutput() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try #require(NavLabProcess.binary)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--frames", "3", "--screenshot", "x.png"]
    process.currentDirectoryURL = folder
    process.environment = Self.dummyWindow
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try output.fileHandleForReading.close()  // nobody will read "navlab: saved x.png"
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
    #expect(process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
  }
}
