import DisplayList
import NavGeometry
import NavLabCore
import OutputFiles
import Traces

/// Writes layout dumps (`--layout`, script `layout` events) of a frame painted with
/// `recordsElements` on, each atomically (`AtomicFile`: a failed run leaves nothing half
/// written).
enum LayoutFiles {
  static func write(_ list: DisplayList, device: Device, to paths: [String]) throws {
    guard !paths.isEmpty else { return }
    let json = LayoutDump.json(list.elements, device: device)
    for path in paths {
      let file = try AtomicFile(path: path)
      file.write(json)
      try file.commit()
    }
  }
}
