import Foundation
import Testing

/// Issue 33, "What a newcomer trips over": the command line follows the conventions a new user
/// expects (version, help, one wording per kind of error), and headless screenshots show the
/// overlay and the window's notices only when asked.
@Suite("Command line conventions and screenshot contents (issue 33)")
struct NewcomerCommandLineTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func run(_ arguments: [String], in folder: URL? = nil) throws -> RunResult {
    let folder = try folder ?? NavLabProcess.makeFolder()
    return try NavLabProcess.run(arguments, in: folder)
  }

  @Test("--version prints the newest released version of CHANGELOG.md")
  func version() throws {
    let changelog = try String(
      contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let heading = try #require(
      changelog.split(separator: "\n").first {
        $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true
      })
    let result = try Self.run(["--version"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == heading.dropFirst(3))
  }

  @Test("navlab help [plot|export] and navlab -h plot print that command's help")
  func helpSubcommand() throws {
    let app = try Self.run(["help"])
    #expect(app.status == 0 && app.standardOutput.hasPrefix("OVERVIEW: Plays iOS navigation"))
    for arguments in [["help", "plot"], ["-h", "plot"], ["--help", "plot"]] {
      let plot = try Self.run(arguments)
      #expect(plot.status == 0, "\(arguments)")
      #expect(plot.standardOutput.hasPrefix("OVERVIEW: Writes a PNG chart"), "\(arguments)")
    }
    let export = try Self.run(["help", "export"])
    #expect(export.status == 0 && export.standardOutput.hasPrefix("OVERVIEW: Turns a tuning file"))
    let bogus = try Self.run(["help", "bogus"])
    #expect(bogus.status == 2)
    #expect(bogus.standardError.contains("unknown subcommand 'bogus'; use plot or export"))
  }

  @Test("USAGE lists the subcommands; the key table fits 80 columns without a mid-phrase wrap")
  func helpLayout() throws {
    let help = try Self.run(["--help"]).standardOutput
    let usage = try #require(help.range(of: "USAGE:"))
    let options = try #require(help.range(of: "OPTIONS:"))
    let usageBlock = help[usage.lowerBound..<options.lowerBound]
    for subcommand in ["navlab plot", "navlab export", "navlab help", "navlab --version"] {
      #expect(usageBlock.contains(subcommand), "USAGE lacks \(subcommand)")
    }
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    // ArgumentParser wraps at 80 columns when not writing to a terminal: a line of the key table
    // that it wrapped starts in column 0. Every table line starts with two spaces.
    let start = try #require(lines.firstIndex { $0.hasPrefix("Keys in the window") })
    let table = lines[(start + 1)...].prefix { !$0.isEmpty }
    #expect(table.count >= 25)
    for line in table {
      #expect(line.hasPrefix("  "), "wrapped mid-phrase: '\(line)'")
      #expect(line.count <= 80, "too wide: '\(line)'")
    }
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
  }

  @Test("'Did you mean …?' ends with its question mark, no stray full stop")
  func didYouMean() throws {
    let result = try Self.run(["--screenshto", "x.png"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("Did you mean '--screenshot'? See navlab --help."))
    #expect(!result.standardError.contains("?."))
  }

  @Test(
    "a file that cannot be read names the option it came from",
    arguments: [
      ["--scene"], ["--script"], ["--compare"], ["--tuning"], ["--overlay"], ["plot", "--compare"],
    ])
  func fileErrorsNameTheOption(_ option: [String]) throws {
    var arguments = ["--headless"] + option + ["nothere.json"]
    if option.first == "plot" { arguments = option + ["nothere.json", "--output", "p.png"] }
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "navlab: cannot read \(option.last!) nothere.json: No such file or directory.\n",
      "\(result.standardError)")
  }

  @Test("a missing output folder gets one wording, from the app, plot and export")
  func missingFolder() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"decelerationRate": 0.995}"#.write(
      to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
    let expected =
      "navlab: cannot write nodir/x.png: the folder nodir does not exist. Create it or choose another path.\n"
    for arguments in [
      ["--headless", "--screenshot", "nodir/x.png"], ["plot", "--output", "nodir/x.png"],
      ["export", "--tuning", "t.json", "--output", "nodir/x.png"],
    ] {
      let result = try Self.run(arguments, in: folder)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError == expected, "\(arguments): \(result.standardError)")
    }
  }

  @Test("conflicting or idle options are refused with a message")
  func conflicts() throws {
    let scene = ExampleAssetTests.root.appendingPathComponent("scenes/mail.json").path
    let both = try Self.run(["--headless", "--scene", scene, "--screen", "feed"])
    #expect(both.status == 2)
    #expect(both.standardError.contains("--screen and --scene both choose what the phone shows"))
    let scale = try Self.run(["--headless", "--record-scale", "2"])
    #expect(scale.status == 2 && scale.standardError.contains("give --record FILE.mp4 too"))
    let mode = try Self.run(["--headless", "--overlay-mode", "difference"])
    #expect(mode.status == 2 && mode.standardError.contains("--overlay-mode needs an overlay"))
    let bad = try Self.run(["--headless", "--overlay-mode", "60"])
    #expect(bad.status == 2 && bad.standardError.contains("use 50, 25, 75 or difference"))
    let chart = try Self.run(["plot", "--output", "c.jpg"])
    #expect(chart.status == 2 && chart.standardError.contains("give --output a .png name"))
  }

  @Test("--screenshot and script screenshots named .jpg or .jpeg are JPEG files")
  func jpegScreenshots() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"events": [{"t": 0, "type": "screenshot", "path": "s.JPEG"}]}"#.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try Self.run(
      ["--headless", "--device", "se", "--script", "s.json", "--screenshot", "end.jpg"],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    for name in ["end.jpg", "s.JPEG"] {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      // JPEG's start-of-image marker (FF D8) and a JFIF or Exif segment (FF E0/E1).
      #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF], "\(name)")
      #expect(data.count > 10_000)
    }
    #expect(try NavLabProcess.files(in: folder) == ["end.jpg", "s.JPEG", "s.json"])
  }

  // MARK: - Overlay and notices in screenshots

  /// A screenshot of preferences.json on the SE after `events`, with `arguments`.
  static func shot(_ events: String, _ arguments: [String], in folder: URL) throws -> Data? {
    try #"{"events": [\#(events)]}"#.write(
      to: folder.appendingPathComponent("keys.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", "--scene",
        ExampleAssetTests.root.appendingPathComponent("scenes/preferences.json").path,
        "--device", "se", "--script", "keys.json", "--frames", "20", "--screenshot", "shot.png",
      ] + arguments, in: folder)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent("shot.png")) }
    return try? Data(contentsOf: folder.appendingPathComponent("shot.png"))
  }

  @Test(
    "--overlay-mode picks the blend; a script's o and Shift+O reach screenshots only with the flag")
  func overlayMode() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = try NavLabProcess.run(
      [
        "--headless", "--scene",
        ExampleAssetTests.root.appendingPathComponent("scenes/photos.json").path, "--device",
        "se", "--screenshot", "ref.png",
      ], in: folder)
    #expect(reference.status == 0, "\(reference.standardError)")
    let overlay = ["--overlay", "ref.png"]
    let flag = ["--overlay-in-screenshot"]
    let plain = try Self.shot("", [], in: folder)
    let half = try Self.shot("", overlay + flag, in: folder)
    let difference = try Self.shot(
      "", overlay + flag + ["--overlay-mode", "difference"], in: folder)
    let quarter = try Self.shot("", overlay + flag + ["--overlay-mode", "25"], in: folder)
    // Shift+O three times from 50 %: 25, 75, difference (its toasts left out of the shot).
    let cycled = try Self.shot(
      #"{"t": 0, "type": "key", "key": "shift+o"}, {"t": 10, "type": "key", "key": "shift+o"}, {"t": 20, "type": "key", "key": "shift+o"}"#,
      overlay + flag, in: folder)
    #expect(plain != nil && half != nil && difference != nil && quarter != nil)
    #expect(half != plain && difference != half && quarter != half && quarter != difference)
    #expect(cycled == difference, "Shift+O ×3 and --overlay-mode difference give the same frame")
    // O pressed: without the flag the overlay stays out of screenshots (it used to show).
    let pressed = try Self.shot(#"{"t": 0, "type": "key", "key": "o"}"#, overlay, in: folder)
    #expect(pressed == plain)
    // With the flag, O hides it as in the window.
    let hidden = try Self.shot(#"{"t": 0, "type": "key", "key": "o"}"#, overlay + flag, in: folder)
    #expect(hidden == plain)
  }

  @Test("a scene's \"overlay\" goes into screenshots with --overlay-in-screenshot")
  func sceneOverlay() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = try NavLabProcess.run(
      [
        "--headless", "--scene",
        ExampleAssetTests.root.appendingPathComponent("scenes/photos.json").path, "--device",
        "se", "--screenshot", "ref.png",
      ], in: folder)
    #expect(reference.status == 0)
    try
      #"{"title": "Mine", "kind": "large-title-list", "overlay": "ref.png", "list": {"sections": [[{"label": "a"}]]}}"#
      .write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    func shot(_ extra: [String]) throws -> Data? {
      let result = try NavLabProcess.run(
        ["--headless", "--scene", "s.json", "--device", "se", "--screenshot", "o.png"] + extra,
        in: folder)
      #expect(result.status == 0, "\(extra): \(result.standardError)")
      defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent("o.png")) }
      return try? Data(contentsOf: folder.appendingPathComponent("o.png"))
    }
    let without = try shot([])
    let with = try shot(["--overlay-in-screenshot"])
    let difference = try shot(["--overlay-in-screenshot", "--overlay-mode", "difference"])
    #expect(without != nil && with != nil && difference != nil)
    #expect(with != without && difference != with)
  }

  @Test("a key's toast stays out of screenshots unless --notices-in-screenshot")
  func notices() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // F changes the deceleration rate: at rest, nothing moves; only its toast shows.
    let f = #"{"t": 0, "type": "key", "key": "f"}"#
    let plain = try Self.shot("", [], in: folder)
    let pressed = try Self.shot(f, [], in: folder)
    let noticed = try Self.shot(f, ["--notices-in-screenshot"], in: folder)
    #expect(plain != nil && pressed == plain, "the toast was in the screenshot")
    #expect(noticed != nil && noticed != plain, "--notices-in-screenshot shows the toast")
  }
}

/// The window's `--screenshot` follows the same rules as headless (issue 33), among the other
/// window sessions (one window at a time).
extension WindowSessionTests {
  @Test("window: --overlay-mode and --overlay-in-screenshot as headless; a toast only when asked")
  func windowOverlayAndNotices() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenes = ExampleAssetTests.root.appendingPathComponent("scenes")
    let reference = try NavLabProcess.run(
      [
        "--headless", "--scene", scenes.appendingPathComponent("photos.json").path, "--device",
        "se", "--screenshot", "ref.png",
      ], in: folder)
    #expect(reference.status == 0, "\(reference.standardError)")
    let options = [
      "--scene", scenes.appendingPathComponent("preferences.json").path, "--device", "se",
      "--overlay", "ref.png", "--overlay-mode", "difference", "--overlay-in-screenshot",
    ]
    let headless = try NavLabProcess.run(
      ["--headless"] + options + ["--screenshot", "headless.png"], in: folder)
    #expect(headless.status == 0, "\(headless.standardError)")
    // F at rest shows only its toast; the window quits within its 1.5 s.
    let steps = #"xdotool key --window "$w" f; sleep 0.3"#
    let plain = try WindowDriver.run(
      arguments: options + ["--screenshot", "window.png"], steps: steps, in: folder)
    #expect(plain.status == 0, "\(plain.standardError)")
    let noticed = try WindowDriver.run(
      arguments: options + ["--notices-in-screenshot", "--screenshot", "noticed.png"],
      steps: steps, in: folder)
    #expect(noticed.status == 0, "\(noticed.standardError)")
    func data(_ name: String) -> Data? {
      try? Data(contentsOf: folder.appendingPathComponent(name))
    }
    #expect(data("headless.png") != nil)
    #expect(data("window.png") == data("headless.png"), "the window's shot differs from headless")
    #expect(data("noticed.png") != nil && data("noticed.png") != data("headless.png"))
  }
}
