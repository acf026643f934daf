import ArgumentParser
import Glibc
import NavLabCore
import OutputFiles

/// One error format for `navlab` and `navlab plot`: a bad option, a broken file or a failure at
/// run time prints one line naming the problem and what to do, and exits with code 2 (instead
/// of ArgumentParser's several lines, usage text and code 64). `--help` still prints the help
/// and exits 0.
enum OneLineErrors {
  static func main<Command: ParsableCommand>(
    _ command: Command.Type, _ arguments: [String]?, name: String
  ) {
    do {
      var parsed = try Command.parseAsRoot(arguments)
      try parsed.run()
    } catch let failure as UserFacingError {
      printError(failure.description)
      Glibc.exit(2)
    } catch let failure as AtomicFile.Failure {
      printError(failure.description)
      Glibc.exit(2)
    } catch let interrupted as Interrupted {
      TemporaryFiles.removeAll()
      printError(interrupted.description)
      Glibc.exit(interrupted.exitCode)
    } catch {
      guard Command.exitCode(for: error) != .success else { Command.exit(withError: error) }
      if let code = error as? ExitCode { Glibc.exit(code.rawValue) }
      printError(line(for: Command.message(for: error), name: name))
      Glibc.exit(2)
    }
  }

  /// ArgumentParser's message on one line, with a pointer to the help.
  static func line(for message: String, name: String) -> String {
    var text = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
    // A sentence ends once: "Did you mean '--screenshot'?" takes no full stop after it.
    if !(text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix("!")) { text += "." }
    return "\(name): \(text) See \(name) --help."
  }
}
