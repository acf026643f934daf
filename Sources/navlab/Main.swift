/// The entry point: `navlab plot …` runs ``PlotCommand``, `navlab export …` ``ExportCommand``;
/// anything else is the app,
/// ``NavLabCommand`` (so `navlab --help` shows the app's help).
@main
enum NavLabMain {
  static func main() {
    // Signals are taken from the first moment (the commands install them again, harmlessly).
    Interruption.install()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "plot" {
      PlotCommand.main(Array(arguments.dropFirst()))
    } else if arguments.first == "export" {
      ExportCommand.main(Array(arguments.dropFirst()))
    } else {
      OneLineErrors.main(NavLabCommand.self, arguments, name: "navlab")
    }
  }
}
