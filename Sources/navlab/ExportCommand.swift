import ArgumentParser
import NavLabCore
import OutputFiles
import ScreenModel
import TuningExport

/// `navlab export`: a tuning file as Swift an iOS project can paste, or as JSON with units.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navlab export",
    abstract:
      "Turns a tuning file (the tuning panel's Ctrl+E, or --tuning) into Swift for an iOS "
      + "project, or into JSON with units.",
    discussion: """
      Swift: the deceleration rate as UIKit names it (.normal 0.998, .fast 0.99) or, for any \
      other value, as DecelerationRate(rawValue:) with a note to check it on a device (Apple \
      documents no other value); the bounce spring as \
      UISpringTimingParameters (mass/stiffness/damping, and iOS 17's duration/bounce) and as \
      SwiftUI .spring(response:dampingFraction:), the large-title snap and status-bar \
      thresholds as constants, and a note for every knob UIKit does not expose. The formulas \
      are in docs/tuning.md. Failures print one line and exit with code 2.

      Example:
        navlab export --tuning navlab-tuning.json --as swift > NavLabTuning.swift
      """)

  @Option(help: "The tuning file (JSON) to export.")
  var tuning: String

  @Option(name: .customLong("as"), help: "Output format: swift or json.")
  var format = "swift"

  @Option(name: [.short, .long], help: "Write to this file instead of standard output.")
  var output: String?

  func validate() throws {
    guard ["swift", "json"].contains(format.lowercased()) else {
      throw ValidationError("unknown format '\(Quoted.cut(format))'; use swift or json.")
    }
    try PathLimits.check([("--tuning", tuning), ("--output", output)])
  }

  func run() throws {
    let bytes = try AtomicFile.read(tuning, limit: 1 << 20, option: "--tuning")
    let (values, note) = try TuningFile.decodeWithNote(bytes, file: tuning)
    let name = tuning.split(separator: "/").last.map(String.init) ?? tuning
    let export = TuningExport(tuning: values, source: name, note: note)
    let text = format.lowercased() == "json" ? export.json : export.swift
    guard let output else {
      print(text, terminator: "")
      return
    }
    try OutputPaths.check([output])
    let file = try AtomicFile(path: output)
    file.write(text)
    try file.commit()
    printError("navlab: saved \(output)")
  }

  /// Every failure prints one line and exits with code 2 (see `OneLineErrors`).
  static func main(_ arguments: [String]?) {
    Interruption.install()
    OneLineErrors.main(Self.self, arguments, name: "navlab export")
  }
}
