import Foundation
import Testing

/// Issue 38's guard: every built-in screen, example scene, seed and SwiftUI example, played
/// headless under one scripted fling and pull, gives the same trace and the same layout dumps,
/// byte for byte, as the goldens in `Goldens/Regression/` (made by the code before the model
/// was shared between the front ends). A deliberate change of behaviour regenerates them:
/// `NAVLAB_UPDATE_GOLDENS=1 swift test --skip-build --filter ModelRegressionTests`, and the
/// commit says why.
///
/// SwiftUI files run live (the default); their dumps are compared without the `source` of each
/// element (a scene field path today, where a file:line:column is the better answer).
@Suite("The same frames before and after the model change")
struct ModelRegressionTests {
  /// One input and how navlab is started on it.
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    /// A file copied into the run's folder first (run by its name, so dumps name no folder).
    var file: String?
    var isSwift: Bool { file?.hasSuffix(".swift") == true }
    var description: String { name }
  }

  static let root = SwiftUIRunTests.root
  static let goldens = root + "/Tests/EndToEndTests/Goldens/Regression"

  static let cases: [Case] = {
    var cases: [Case] = ["settings", "feed", "album", "blog"].map {
      Case(name: "screen-\($0)", arguments: ["--screen", $0])
    }
    cases.append(
      Case(name: "screen-settings-ios26", arguments: ["--screen", "settings", "--design", "ios26"]))
    let scenes = root + "/Assets/examples/scenes"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes)) ?? []
    for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
      cases.append(
        Case(name: "scene-" + name.dropLast(5), arguments: ["--scene", "\(scenes)/\(name)"]))
    }
    let swift =
      SwiftUIRunTests.seeds
      + ["Settings", "Inbox", "Photos", "Order", "Carousels"].map {
        "\(root)/Examples/SwiftUI/\($0).swift"
      }
    for path in swift {
      let file = String(path.split(separator: "/").last!)
      cases.append(
        Case(name: "swift-" + file.dropLast(6), arguments: ["--trace-state", file], file: path))
    }
    return cases
  }()

  /// A fast fling up, a layout while it coasts, a pull past the top held and dumped, the
  /// release, and a dump once it has settled.
  static let script = """
    {"events": [
      {"t": 100, "type": "down", "x": 200, "y": 650},
      {"t": 116, "type": "move", "x": 200, "y": 600},
      {"t": 133, "type": "move", "x": 200, "y": 520},
      {"t": 150, "type": "move", "x": 200, "y": 430},
      {"t": 166, "type": "up", "x": 200, "y": 360},
      {"t": 500, "type": "layout", "path": "a.json"},
      {"t": 1400, "type": "down", "x": 200, "y": 300},
      {"t": 1450, "type": "move", "x": 200, "y": 420},
      {"t": 1500, "type": "move", "x": 200, "y": 600},
      {"t": 1600, "type": "move", "x": 200, "y": 800},
      {"t": 1650, "type": "layout", "path": "b.json"},
      {"t": 1700, "type": "up", "x": 200, "y": 800},
      {"t": 2900, "type": "layout", "path": "c.json"}
    ]}
    """
  static let outputs = ["trace.csv", "a.json", "b.json", "c.json"]
  static let updating = ProcessInfo.processInfo.environment["NAVLAB_UPDATE_GOLDENS"] == "1"

  @Test("Same trace and layout dumps as the goldens", arguments: cases)
  func sameFrames(_ input: Case) throws {
    if input.isSwift && !SwiftUIRunTests.importerBuilt { return }
    if input.file?.contains("/shared/") == true
      && !FileManager.default.fileExists(atPath: input.file!)
    {
      return
    }
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    if let file = input.file {
      try FileManager.default.copyItem(
        atPath: file,
        toPath: folder.appendingPathComponent(String(file.split(separator: "/").last!)).path)
    }
    let result = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--frames", "180", "--trace", "trace.csv"]
        + input.arguments, in: folder)
    #expect(result.status == 0, "\(input.name): \(result.standardError)")
    let golden = Self.goldens + "/" + input.name
    if Self.updating {
      try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
    }
    for output in Self.outputs {
      let made = try String(contentsOf: folder.appendingPathComponent(output), encoding: .utf8)
      let path = golden + "/" + output
      if Self.updating {
        try made.write(toFile: path, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOfFile: path, encoding: .utf8)
      let strip = input.isSwift && output.hasSuffix(".json")
      let (a, b) =
        strip ? (Self.withoutSources(made), Self.withoutSources(expected)) : (made, expected)
      #expect(a == b, "\(input.name)/\(output) differs from \(path): \(Self.firstDifference(a, b))")
    }
  }

  /// The dump with every element's `"source": "…"` emptied.
  static func withoutSources(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let range = line.range(of: "\"source\": \"") else { return String(line) }
      let rest = line[range.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { return String(line) }
      return String(line[..<range.upperBound]) + String(rest[end...])
    }.joined(separator: "\n")
  }

  /// The first line that differs, both ways, for the failure message.
  static func firstDifference(_ a: String, _ b: String) -> String {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? String(left[index]) : "<end>"
      let r = index < right.count ? String(right[index]) : "<end>"
      if l != r { return "line \(index + 1): made \(l.prefix(300)) | golden \(r.prefix(300))" }
    }
    return "same lines"
  }
}
