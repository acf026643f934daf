import NavGeometry
import NavLabCore
import ScreenModel

/// The launch of `navlab FILE.swift` with a live importer (issue 30): the first scene comes
/// from the program's first answer instead of a file.
extension LaunchFiles {
  /// Shows `scene` (the program's first) as the root, run by `program` every frame; its
  /// images are loaded as a scene file's are.
  mutating func useLive(
    _ program: ImporterLiveProgram, scene: ScreenSpec, response: LiveResponse, rows: Int?,
    device: Device
  ) throws {
    var spec = scene
    if let rows { spec.rowCount = rows }
    self.scene = spec
    liveProgram = program
    liveStart = response
    for warning in SymbolNameCheck.warnings(for: [spec], standIns: false) {
      printError("navlab: \(warning)")
    }
    var batch = SceneImages.Batch()
    batch.add(spec, file: program.sources.first ?? "SwiftUI")
    if !batch.requests.isEmpty { try SceneImages.load(batch, device: device, into: images) }
  }
}
