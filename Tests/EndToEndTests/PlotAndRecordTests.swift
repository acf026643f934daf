import Foundation
import Testing

/// Whether ffmpeg is on this machine's PATH (the recording tests need it).
let ffmpegInstalled: Bool = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/ffmpeg")
  }
}()

/// Width and height from a PNG's IHDR chunk, after checking the signature.
private func pngSize(_ png: [UInt8]) throws -> (width: Int, height: Int) {
  try #require(png.count > 33)
  #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  #expect(Array(png[12..<16]) == Array("IHDR".utf8))
  func bigEndian(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
  return (bigEndian(16), bigEndian(20))
}

@Suite("navlab plot, end to end")
struct EndToEndPlotTests {
  @Test("navlab plot --screen all writes a 2× PNG 1800 px wide, and nothing else")
  func plotAll() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      ["plot", "--screen", "all", "--output", "x.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let size = try pngSize([UInt8](try Data(contentsOf: folder.appendingPathComponent("x.png"))))
    #expect(size.width == 1800)
    #expect(size.height > 3000)
    #expect(try NavLabProcess.files(in: folder) == ["x.png"])
  }

  @Test("One screen, dark, fast fling, negative --from: a shorter PNG")
  func plotOneScreen() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      [
        "plot", "--screen", "blog", "--appearance", "dark", "--rate", "fast", "--from", "-50",
        "--to", "200", "--fling-velocity", "-3000", "--device", "se", "--output", "b.png",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let size = try pngSize([UInt8](try Data(contentsOf: folder.appendingPathComponent("b.png"))))
    #expect(size.width == 1800)
    #expect(size.height > 800 && size.height < 3000)
  }

  @Test("An output folder that does not exist: exit 2, one line naming the file, nothing left")
  func unwritableOutput() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(["plot", "--output", "missing/dir/x.png"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("missing/dir/x.png"), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(try NavLabProcess.files(in: folder) == [])
  }

  @Test(
    "Bad arguments: exit 2 and one line",
    arguments: [
      ["plot", "--screen", "inbox", "--output", "x.png"],
      ["plot", "--rate", "slow", "--output", "x.png"],
      ["plot", "--from", "10", "--to", "5", "--output", "x.png"], ["plot", "--bogus"], ["plot"],
      // A negative number gets its own message, not "Missing value".
      ["plot", "--fling-edge", "-5", "--output", "x.png"],
    ])
  func badArguments(_ arguments: [String]) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("navlab plot: "), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    #expect(!result.standardError.contains("Missing value") || arguments == ["plot"])
    #expect(try NavLabProcess.files(in: folder) == [])
  }

  @Test("navlab --help is still the app's help and points at navlab plot --help")
  func help() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = try NavLabProcess.run(["--help"], in: folder)
    #expect(main.status == 0)
    #expect(main.standardOutput.contains("--headless"))
    #expect(main.standardOutput.contains("navlab plot --help"))
    let plot = try NavLabProcess.run(["plot", "--help"], in: folder)
    #expect(plot.status == 0)
    #expect(plot.standardOutput.contains("--fling-velocity"))
  }
}

extension HeadlessRunTests {
  @Suite("--record")
  struct Recording {
    @Test(
      "--record out.gif: a 10-frame GIF89a, no temporary file left",
      .enabled(if: ffmpegInstalled, "ffmpeg is not installed: sudo apt-get install ffmpeg"))
    func gif() throws {
      let folder = try NavLabProcess.makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = try NavLabProcess.run(
        ["--headless", "--frames", "10", "--fps", "10", "--record", "out.gif"], in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      let gif = [UInt8](try Data(contentsOf: folder.appendingPathComponent("out.gif")))
      #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
      // Logical screen size, little-endian: the 15 Pro in points (--record-scale 1).
      #expect(gif.count > 10 && Int(gif[6]) | Int(gif[7]) << 8 == 393)
      #expect(Int(gif[8]) | Int(gif[9]) << 8 == 852)
      #expect(try NavLabProcess.files(in: folder) == ["out.gif"])
    }

    @Test(
      "--record out.mp4 with a trace: an MP4 (ftyp box) beside the trace",
      .enabled(if: ffmpegInstalled, "ffmpeg is not installed: sudo apt-get install ffmpeg"))
    func mp4() throws {
      let folder = try NavLabProcess.makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let result = try NavLabProcess.run(
        [
          "--headless", "--frames", "6", "--fps", "30", "--record", "out.mp4", "--record-scale",
          "2", "--trace", "t.csv",
        ], in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      let mp4 = [UInt8](try Data(contentsOf: folder.appendingPathComponent("out.mp4")))
      #expect(mp4.count > 12 && Array(mp4[4..<8]) == Array("ftyp".utf8))
      #expect(try NavLabProcess.files(in: folder) == ["out.mp4", "t.csv"])
      // The trace has no progress bar in it (stderr is not a terminal here anyway).
      let trace = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
      #expect(!trace.contains("frames"))
      #expect(result.standardError.isEmpty)
    }

    @Test("Without ffmpeg on PATH: exit 2, one line saying how to install it, nothing written")
    func missingFFmpeg() throws {
      let folder = try NavLabProcess.makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let empty = folder.appendingPathComponent("empty-bin")
      try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = empty.path
      let result = try NavLabProcess.run(
        ["--headless", "--frames", "3", "--record", "out.mp4", "--trace", "t.csv"], in: folder,
        environment: environment)
      #expect(result.status == 2)
      #expect(
        result.standardError
          == "navlab: --record needs ffmpeg, which is not installed. Install it: sudo apt-get install ffmpeg\n"
      )
      #expect(try NavLabProcess.files(in: folder) == ["empty-bin"])
    }

    @Test("--record with another extension is refused, in the window too, before it opens")
    func badRecordArguments() throws {
      let folder = try NavLabProcess.makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let avi = try NavLabProcess.run(
        ["--headless", "--frames", "1", "--record", "out.avi"], in: folder)
      #expect(avi.status == 2)
      #expect(avi.standardError.contains(".mp4 or .gif"), "\(avi.standardError)")
      let window = try NavLabProcess.run(["--frames", "1", "--record", "out.webm"], in: folder)
      #expect(window.status == 2)
      #expect(
        window.standardError == "navlab: --record out.webm: use a file ending in .mp4 or .gif.\n")
      #expect(try NavLabProcess.files(in: folder) == [])
    }
  }
}
