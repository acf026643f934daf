import ArgumentParser
import Glibc
import NavLabCore
import ScreenModel

/// The entry point: `navlab plot …` runs ``PlotCommand``, `navlab export …` ``ExportCommand``,
/// `navlab help [plot|export]` (and `navlab -h plot`) prints that command's help; anything
/// else is the app, ``NavLabCommand`` (so `navlab --help` shows the app's help).
@main
enum NavLabMain {
  /// The subcommands, by the name typed after `navlab`.
  static let subcommands = ["plot", "export"]

  static func main() {
    // Signals are taken from the first moment (the commands install them again, harmlessly).
    Interruption.install()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let help = helpRequest(arguments) {
      printHelp(for: help)
    } else if arguments.first == "plot" {
      PlotCommand.main(Array(arguments.dropFirst()))
    } else if arguments.first == "export" {
      ExportCommand.main(Array(arguments.dropFirst()))
    } else if let refusal = SourceArguments.checkFirstWord(arguments) {
      // `navlab plt --output p.png`: the typo is named before the options after it are read.
      printError(refusal.description)
      Glibc.exit(2)
    } else {
      OneLineErrors.main(NavLabCommand.self, arguments, name: "navlab")
    }
  }

  /// The help asked for by `navlab help [NAME]`, `navlab -h NAME` or `navlab --help NAME`: the
  /// subcommand's name, "" for the app's own help; nil when the arguments ask for no help
  /// this way (`navlab --help` alone and `navlab plot --help` are ArgumentParser's).
  static func helpRequest(_ arguments: [String]) -> String? {
    guard let first = arguments.first else { return nil }
    if first == "help" { return arguments.count > 1 ? arguments[1] : "" }
    if ["-h", "--help", "-help"].contains(first), arguments.count > 1,
      subcommands.contains(arguments[1])
    {
      return arguments[1]
    }
    return nil
  }

  /// Prints the help of `name` ("" for the app) and exits 0, or refuses an unknown name with
  /// one line and exit code 2.
  static func printHelp(for name: String) -> Never {
    switch name {
    case "": print(NavLabCommand.helpMessage(columns: 80))
    case "plot": print(PlotCommand.helpMessage(columns: 80))
    case "export": print(ExportCommand.helpMessage(columns: 80))
    default:
      printError(
        "navlab help: unknown subcommand '\(Quoted.cut(name))'; use plot or export (or navlab help for the app's options)."
      )
      Glibc.exit(2)
    }
    Glibc.exit(0)
  }
}
