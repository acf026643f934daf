import Glibc
import NavLabCore
import OutputFiles

/// `navlab FILE.swift…`: runs the SwiftUI importer (`navlab-import`, its own package in
/// `Importer/`, so swift-syntax stays off this package's builds) as a child process and gives
/// back the scene file it wrote, which then loads exactly like `--scene` (docs/swiftui.md).
struct SwiftUIImport {
  /// The importer failed or was not found: its messages are already on stderr.
  struct Failure: UserFacingError {
    var description: String
  }

  /// The repository this binary was built from (this file is Sources/navlab/SwiftUIImport.swift).
  static let repositoryRoot: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// Where the importer is looked for: `NAVLAB_IMPORTER`, else the release build, else the
  /// debug build in the repository's `Importer/.build`.
  static func candidates() -> [String] {
    if let path = getenv("NAVLAB_IMPORTER").map({ String(cString: $0) }), !path.isEmpty {
      return [path]
    }
    return ["release", "debug"].map { "\(repositoryRoot)/Importer/.build/\($0)/navlab-import" }
  }

  /// The importer's path. One that is not built is not built here (issue 43): that took
  /// minutes of swift-syntax inside the first `navlab FILE.swift`, with no progress and
  /// `swift` needed on PATH; the line says how to build it (`scripts/run` builds it too).
  static func importer() throws -> String {
    let found = candidates().first { access($0, X_OK) == 0 }
    if let found { return found }
    if getenv("NAVLAB_IMPORTER") != nil {
      throw Failure(
        description:
          "navlab: NAVLAB_IMPORTER=\(candidates()[0]) is not an executable; build it with scripts/importer or unset it."
      )
    }
    guard access("\(repositoryRoot)/Importer/Package.swift", R_OK) == 0 else {
      throw Failure(
        description:
          "navlab: the SwiftUI importer is not built and \(repositoryRoot)/Importer is not here; set NAVLAB_IMPORTER to a navlab-import binary."
      )
    }
    throw Failure(description: notBuilt)
  }

  /// What to do when the importer is not built yet.
  static let notBuilt =
    "navlab: the SwiftUI importer is not built yet: build it once with \(repositoryRoot)/scripts/importer (\(buildTime)), or use scripts/run FILE.swift, which builds it with navlab."

  /// How long the importer's first release build takes (docs/swiftui.md, README.md).
  static let buildTime = "about 7 minutes on 2 free cores, once"

  /// Whether the importer at `path` runs views live (`--serve`, issue 30): its `--help` says
  /// so. An importer built before it gives the static import.
  static func servesLive(_ path: String) -> Bool {
    if let forced = getenv("NAVLAB_LIVE").map({ String(cString: $0) }), forced == "0" {
      return false
    }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = [strdup(path), strdup("--help"), nil]
    defer { for pointer in argv { free(pointer) } }
    let environment = ChildProcesses.environment()
    defer { ChildProcesses.free(environment) }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, nil, argv, environment)
    close(ends[1])
    defer { close(ends[0]) }
    guard status == 0 else { return false }
    var text: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while text.count < 1 << 16 {
      let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      text += chunk[0..<count]
    }
    var code: Int32 = 0
    while waitpid(child, &code, 0) < 0 && errno == EINTR {}
    return String(decoding: text, as: UTF8.self).contains("--serve")
  }

  /// Imports `sources` into `output` (a scene file). The importer's warnings go straight to
  /// stderr, compiler-style.
  static func run(sources: [String], view: String?, strict: Bool, output: String) throws {
    var arguments = [try importer(), "--output", output]
    if let view { arguments += ["--view", view] }
    if strict { arguments.append("--strict") }
    arguments += sources
    let status = try spawn(arguments)
    guard status == 0 else {
      throw Failure(
        description: strict
          ? "navlab: the SwiftUI import failed, or drew placeholders with --strict (see above)."
          : "navlab: the SwiftUI import failed (see the messages above).")
    }
  }

  /// A temporary scene file named after the first source (`Settings.swift` → `Settings.json`:
  /// a scene's id is its file name), in a fresh private folder.
  static func temporaryScene(for sources: [String]) throws -> String {
    var template = Array("/tmp/navlab-swiftui-XXXXXX".utf8CString)
    guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw Failure(description: "navlab: cannot make a temporary folder in /tmp.")
    }
    let path = String(cString: folder)
    TemporaryFiles.register(path)
    var name = sources.first?.split(separator: "/").last.map(String.init) ?? "SwiftUI"
    if name.hasSuffix(".swift") { name.removeLast(6) }
    let file = "\(path)/\(name.isEmpty ? "SwiftUI" : name).json"
    TemporaryFiles.register(file)
    return file
  }

  /// Imports again after a save (the window's hot reload): nil when the scene file was
  /// rewritten, else the first error line for the banner (the last good scene stays). The
  /// messages are printed as at launch.
  static func reimport(sources: [String], view: String?, output: String) -> String? {
    let log = output + ".log"
    defer { unlink(log) }
    do {
      var arguments = [try importer(), "--output", output]
      if let view { arguments += ["--view", view] }
      let status = try spawn(arguments + sources, errorsTo: log)
      let text =
        (try? AtomicFile.read(log, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
        ?? ""
      if !text.isEmpty { printError(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0))) }
      guard status == 0 else {
        let first = text.split(separator: "\n").first { $0.contains(": error: ") }
        return first.map(String.init) ?? "the SwiftUI import failed"
      }
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// The `.swift` files under `paths` (a folder's, recursively, as the importer lists them)
  /// whose saves the window watches.
  static func watchedFiles(_ paths: [String]) -> [String] {
    var found: [String] = []
    func walk(_ path: String, depth: Int) {
      var info = stat()
      guard depth < 12, found.count < 2000, stat(path, &info) == 0 else { return }
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        found.append(path)
        return
      }
      guard let directory = opendir(path) else { return }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasPrefix(".") || ["Pods", "DerivedData", "Tests"].contains(name) { continue }
        let child = path.hasSuffix("/") ? path + name : path + "/" + name
        var childInfo = stat()
        guard lstat(child, &childInfo) == 0 else { continue }
        if (childInfo.st_mode & S_IFMT) == S_IFDIR || name.hasSuffix(".swift") {
          walk(child, depth: depth + 1)
        }
      }
    }
    for path in paths { walk(path, depth: 0) }
    return found.sorted()
  }

  /// Runs a child with navlab's stdin and stdout, and its stderr (or `errorsTo`, a file), in
  /// a process group of its own; returns its exit code. A signal meanwhile stops the child
  /// (and whatever it started) and throws ``Interrupted`` within the watchdog's grace.
  private static func spawn(_ arguments: [String], errorsTo log: String? = nil) throws -> Int32 {
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let log {
      posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    ChildProcessAttributes.apply(to: &attributes)
    let environment = ChildProcesses.environment()
    defer { ChildProcesses.free(environment) }
    var child: pid_t = 0
    let status = posix_spawn(&child, argv[0]!, &actions, &attributes, argv, environment)
    guard status == 0 else {
      throw Failure(
        description: "navlab: cannot run \(arguments[0]): \(String(cString: strerror(status)))")
    }
    ChildProcesses.register(child)
    defer { ChildProcesses.unregister(child) }
    var code: Int32 = 0
    while true {
      let result = waitpid(child, &code, WNOHANG)
      if result == child { break }
      if result < 0 && errno != EINTR { return -1 }
      do {
        try Interruption.check()
      } catch {
        kill(-child, SIGKILL)
        while waitpid(child, &code, 0) < 0 && errno == EINTR {}
        throw error
      }
      usleep(5_000)
    }
    return code & 0x7F == 0 ? (code >> 8) & 0xFF : -1
  }
}
