import Glibc
import NavLabCore
import OutputFiles
import ScreenModel
import Scripts

/// Refuses, before anything runs, two outputs that would write the same file at once: the trace
/// and a screenshot, the trace and the video, or two screenshots of one frame. Each would leave
/// the other's bytes or a mix of both. Paths are compared as files: `a.png`, `./a.png` and a
/// hard link to it are the same; devices such as `/dev/null` may take any number of outputs.
enum OutputConflicts {
  struct Failure: UserFacingError {
    var description: String
  }

  /// One output: what writes it, and the frame it is written in (nil: written all run long).
  struct Output {
    var path: String
    var role: String
    var frame: Int?
  }

  static func check(command: NavLabCommand, script: Script) throws(Failure) {
    let frames = command.frames ?? ScriptPlayer.defaultFrameCount(script, fps: command.fps)
    var outputs: [Output] = []
    if let path = command.trace { outputs.append(Output(path: path, role: "--trace", frame: nil)) }
    if let path = command.record {
      outputs.append(Output(path: path, role: "--record", frame: nil))
    }
    if let path = command.screenshot {
      outputs.append(Output(path: path, role: "--screenshot", frame: max(0, frames - 1)))
    }
    if let path = command.layout {
      outputs.append(Output(path: path, role: "--layout", frame: max(0, frames - 1)))
    }
    for (index, entry) in script.entries.enumerated() {
      let path: String
      let role: String
      switch entry.action {
      case .screenshot(let file): (path, role) = (file, "the script's screenshot \(index)")
      case .layout(let file): (path, role) = (file, "the script's layout \(index)")
      case .input: continue
      }
      let frame = ScriptPlayer.frame(at: entry.time, in: script, fps: command.fps)
      guard frame < max(frames, 1) else { continue }  // after the run: never taken
      outputs.append(Output(path: path, role: role, frame: frame))
    }
    var first: [String: Output] = [:]  // by file
    var wholeRun: [String: Output] = [:]  // by file, outputs written all run long
    var perFrame: [String: Output] = [:]  // by file and frame
    for output in outputs {
      guard let file = identity(of: output.path) else { continue }
      let key = "\(file) \(output.frame ?? -1)"
      let clash = output.frame == nil ? first[file] : wholeRun[file] ?? perFrame[key]
      if let clash {
        let when = output.frame.map { " in frame \($0)" } ?? ""
        throw Failure(
          description:
            "navlab: \(clash.role) and \(output.role) both write \(Quoted.cut(output.path))\(when). Give them different files."
        )
      }
      if first[file] == nil { first[file] = output }
      if output.frame == nil { wholeRun[file] = output } else { perFrame[key] = output }
    }
  }

  /// The file a path names: device and inode when it exists, else its folder's real path and
  /// its name; nil for an existing file that is not regular (written in place, shareable).
  static func identity(of path: String) -> String? {
    var info = stat()
    if stat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else { return nil }
      return "inode \(info.st_dev):\(info.st_ino)"
    }
    let folder = OutputFile.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let resolved = realpath(folder, nil) else { return "path \(path)" }
    defer { free(resolved) }
    return "path \(String(cString: resolved))/\(name)"
  }
}
