import NavLabImport
import ScreenModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navlab-import [--view NAME] [--output FILE] [--strict] FILE.swift… | FOLDER`: prints the
/// scene JSON NavLab plays, messages compiler-style on stderr. Exit 0, or 2 on errors (and
/// with --strict when anything was drawn as a placeholder).
///
/// `navlab-import --serve [--view NAME] FILE.swift…`: runs the files' code behind navlab, one
/// JSON request per stdin line, one answer per stdout line (docs/swiftui.md).
let usage =
  "usage: navlab-import [--serve] [--view NAME] [--output FILE] [--strict] FILE.swift… | FOLDER"

/// Writes to a file descriptor (stdout, stderr) whole.
func emit(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written <= 0 { return }
    bytes = bytes.dropFirst(written)
  }
}

func fail(_ message: String) -> Never {
  emit("navlab-import: \(message)\n", to: 2)
  exit(2)
}

var paths: [String] = []
var view: String?
var output: String?
var strict = false
var serve = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--view":
    guard let value = arguments.popFirst() else { fail("--view needs a view's name; \(usage)") }
    view = value
  case "--output":
    guard let value = arguments.popFirst() else { fail("--output needs a file; \(usage)") }
    output = value
  case "--strict": strict = true
  case "--serve": serve = true
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    if argument.hasPrefix("--") { fail("unknown option \(argument); \(usage)") }
    paths.append(argument)
  }
}
guard !paths.isEmpty else { fail("no .swift file or folder given; \(usage)") }

// A child of navlab (which names itself here) ends with it, even when navlab is killed
// outright: an importer running a recursive view must not keep a core busy on its own.
ParentWatch.follow(getenv("NAVLAB_IMPORTER_PARENT").map { String(cString: $0) })

/// Reads the files and imports or serves them: on a thread with a large stack (`DeepStack`).
func work(paths: [String], view: String?, output: String?, strict: Bool, serve: Bool) -> Never {
  var sources: [(path: String, bytes: [UInt8])] = []
  for path in paths {
    do {
      for file in try SourceFiles.list(path) {
        sources.append((file, try SourceFiles.read(file)))
      }
    } catch {
      fail("\(error)")
    }
  }
  if serve {
    let session = LiveSession(sources, view: view, sendsPatches: true)
    guard session.errors.isEmpty else {
      for diagnostic in session.errors { emit("\(diagnostic)\n", to: 2) }
      exit(2)
    }
    while let line = readLine(strippingNewline: true) {
      if line.isEmpty { continue }
      emit(session.respond(to: line) + "\n", to: 1)
    }
    exit(0)
  }
  // This thread's stack is DeepStack's: its overflow net covers the import too.
  let result = SwiftUIImporter.run(sources, view: view, onOwnStack: false)
  for diagnostic in result.diagnostics { emit("\(diagnostic)\n", to: 2) }
  for warning in result.runtimeWarnings { emit("\(warning)\n", to: 2) }
  emit("\(result.summary)\n", to: 2)
  guard let scene = result.scene, !result.hasErrors else { exit(2) }
  let text = SceneEncoder.encode(scene)
  if let output {
    do { try SourceFiles.write(text, to: output) } catch { fail("\(error)") }
  } else {
    emit(text, to: 1)
  }
  exit(strict && result.placeholders > 0 ? 2 : 0)
}

let options = (paths: paths, view: view, output: output, strict: strict, serve: serve)
DeepStack.run(file: paths[0]) {
  work(
    paths: options.paths, view: options.view, output: options.output, strict: options.strict,
    serve: options.serve)
}
exit(0)
