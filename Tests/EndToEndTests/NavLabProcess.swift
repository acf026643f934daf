import Foundation
import Testing

/// The result of one run of the `navlab` executable.
struct RunResult {
  var status: Int32
  var standardOutput: String
  var standardError: String
}

/// Runs the built `navlab` binary in a fresh temporary folder.
struct NavLabProcess {
  /// The binary built with the tests: beside the test bundle, else in the package's build
  /// folders (`NAVLAB_BINARY` overrides both).
  static let binary: String? = {
    var candidates: [String] = []
    if let override = ProcessInfo.processInfo.environment["NAVLAB_BINARY"] {
      candidates.append(override)
    }
    let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    // `…/debug/NavLabPackageTests.xctest` (Linux) or `…/debug/NavLabPackageTests.xctest/Contents/…`.
    var folder = testExecutable.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(folder.appendingPathComponent("navlab").path)
      folder = folder.deletingLastPathComponent()
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build-tests/debug/navlab").path)
    candidates.append(root.appendingPathComponent(".build/debug/navlab").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Whether the binary runs under a sanitizer (scripts/sanitize sets `NAVLAB_SANITIZER`):
  /// ASan's shadow memory, redzones and quarantine are not the app's, so peak-memory budgets
  /// are not checked then (every other expectation is).
  static let sanitized = ProcessInfo.processInfo.environment["NAVLAB_SANITIZER"] != nil

  /// A new empty folder for one test's files.
  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs navlab (or `executable`) with `arguments` in `folder` and waits for it.
  static func run(
    _ arguments: [String], in folder: URL, environment: [String: String]? = nil,
    executable: String? = nil
  ) throws -> RunResult {
    let path =
      try executable
      ?? #require(binary, "navlab binary not found; build it first (swift build)")
    let ended = try ChildProcess.run(
      path, arguments, in: folder,
      environment: environment ?? ProcessInfo.processInfo.environment)
    return RunResult(
      status: ended.status,
      standardOutput: String(decoding: ended.output, as: UTF8.self),
      standardError: String(decoding: ended.error, as: UTF8.self))
  }

  /// Files in `folder`, sorted.
  static func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

/// Reads a file handle to its end on a background thread.
final class ReadAll: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
