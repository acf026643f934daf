import Foundation
import Testing

/// Issue 43's window feedback, through the real window under Xvfb: a saved file gets a toast
/// naming it and its line on standard output while the window is still open; `G` has its
/// toast; a SwiftUI save that does not start shows the importer's error under a heading that
/// says what still runs, and goes when the file is fixed.
///
/// The window's `--layout` is written at its last frame (Ctrl+Q): its `toast` and `banner`
/// elements are what the window showed then.
@Suite(
  "Window feedback under Xvfb (issue 43)",
  .enabled(
    if: WindowDriver.isAvailable, "needs xvfb-run and xdotool (scripts/setup installs them)"),
  .serialized
)
struct WindowFeedbackTests {
  /// The elements of `role` in a layout dump, as (text, opacity).
  static func elements(_ role: String, in file: URL) throws -> [(String, Double)] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    let elements = object?["elements"] as? [[String: Any]] ?? []
    return elements.filter { $0["role"] as? String == role }.map {
      ($0["text"] as? String ?? "", $0["opacity"] as? Double ?? 0)
    }
  }

  @Test(
    "Ctrl+S, Ctrl+R and G each show a toast; the saved files' lines are on stdout before quitting",
    arguments: [
      ("ctrl+s", "Screenshot saved", "navlab-settings-"),
      ("ctrl+r", "Session saved", "navlab-session-settings-"),
      ("g", "iOS 26 (Liquid Glass)", ""),
    ])
  func toast(_ key: String, _ text: String, _ file: String) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The key, a moment for the frame (a screenshot at native pixels takes a few hundred ms
    // in a debug build), then what stdout holds while the window is still open.
    let wait =
      file.isEmpty
      ? "sleep 0.3"
      : "for _ in $(seq 200); do [ -s navlab.out ] && break; sleep 0.05; done; sleep 0.1"
    let session = try WindowDriver.run(
      arguments: ["--layout", "last.json"],
      steps: """
        xdotool key --window "$w" \(key)
        \(wait)
        cp navlab.out stdout-before-quit.txt
        """, in: folder)
    #expect(session.status == 0, "\(session.standardError)")
    let toasts = try Self.elements("toast", in: folder.appendingPathComponent("last.json"))
    #expect(toasts.first?.0 == text, "\(toasts)")
    #expect((toasts.first?.1 ?? 0) > 0, "the toast is showing, not faded out")
    guard !file.isEmpty else { return }
    let saved = try #require(
      try NavLabProcess.files(in: folder).first { $0.hasPrefix(file) }, "no \(file)… saved")
    #expect(toasts.count == 2 && toasts[1].0 == saved, "the toast names the file: \(toasts)")
    let before = try String(
      contentsOf: folder.appendingPathComponent("stdout-before-quit.txt"), encoding: .utf8)
    #expect(before.contains("navlab: saved \(saved)"), "stdout before quitting: '\(before)'")
    if key == "ctrl+r" { #expect(before.contains("Replay: navlab --headless")) }
  }

  @Test("SIGTERM with a trace that cannot be written (a full disk): says so, never 'were saved'")
  func fullDiskAtSignal() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // /dev/full: every write fails with ENOSPC, as on a full disk. At rest (nothing drawn for
    // a second and a half), the signal is taken between frames.
    let session = try WindowDriver.run(
      arguments: ["--trace", "/dev/full", "--record-script", "r.json"],
      steps: "sleep 1.5; kill -TERM $pid; sleep 0.5", in: folder)
    #expect(session.status == 143, "\(session.standardError)")
    let lines = session.standardError.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("navlab: cannot write /dev/full") }, "\(lines)")
    #expect(
      lines.contains {
        $0
          == "navlab: stopped by SIGTERM; the session's trace or recorded script could not be saved (the line above says why)."
      }, "\(lines)")
    #expect(!session.standardError.contains("were saved"))
    // What could be saved was: the recorded script.
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("r.json").path))
  }

  static let good = """
    import SwiftUI
    struct Hello: View {
      var body: some View {
        NavigationStack { List { Text("One") }.navigationTitle("Hello") }
      }
    }

    """

  @Test(
    "A SwiftUI save with a syntax error: one line, a banner under 'the previous version runs'; fixed, the banner goes",
    .enabled(if: SwiftUIRunTests.importerBuilt))
  func reloadFailure() throws {
    for fixed in [false, true] {
      let folder = try NavLabProcess.makeFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try Self.good.write(
        to: folder.appendingPathComponent("Hello.swift"), atomically: true, encoding: .utf8)
      let broken = Self.good.replacingOccurrences(of: "Text(\"One\")", with: "Text(\"One\"")
      // Saved broken twice (an editor's second write): still one line.
      var steps = """
        printf '%s' '\(broken)' > Hello.swift.new && mv Hello.swift.new Hello.swift
        sleep 1.5
        printf '%s' '\(broken) ' > Hello.swift.new && mv Hello.swift.new Hello.swift
        sleep 1.5
        """
      if fixed {
        steps += """

          printf '%s' '\(Self.good)' > Hello.swift.new && mv Hello.swift.new Hello.swift
          sleep 1.5
          """
      }
      let session = try WindowDriver.run(
        arguments: ["Hello.swift", "--layout", "last.json"], steps: steps, in: folder)
      #expect(session.status == 0, "\(session.standardError)")
      let errors = session.standardError.split(separator: "\n").filter { $0.contains("error:") }
      #expect(errors == ["Hello.swift:4:41: error: expected ')'"], "\(session.standardError)")
      let banner = try Self.elements("banner", in: folder.appendingPathComponent("last.json"))
      if fixed {
        #expect(banner.isEmpty, "\(banner)")
        #expect(session.standardError.contains("Hello.swift: reloaded; the error is fixed."))
      } else {
        #expect(
          banner.map(\.0) == [
            "Not reloaded — the previous version runs", "Hello.swift:4:41: error: expected ')'",
          ])
      }
    }
  }
}
