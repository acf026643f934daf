import DisplayList
import NavGeometry
import NavLabCore
import OutputFiles
import SDLRenderer
import ScreenModel

/// Loads the images scene files name into the run's `ImageStore`, refusing a missing,
/// truncated, oversized or non-image file like any scene error: the scene file, the field and
/// the problem (exit 2 at launch; on hot reload, the last good scene stays with a banner).
///
/// Every image of a launch (the scene, the scenes it pushes, `--overlay`) is planned at once:
/// each file is read and checked, and the decoded budget counted from the headers, before
/// anything is decoded.
enum SceneImages {
  /// The most pixels a point any device draws at (@3x): a row's leading image of `imageSize`
  /// points is kept at `imageSize` × 3 pixels.
  static let maximumScale = 3.0

  /// The images of some scenes and where each is named (for messages).
  struct Batch {
    var requests: [ImageStore.Request] = []
    var sources: [(file: String, field: String)] = []

    mutating func add(_ spec: ScreenSpec, file: String) {
      for reference in spec.images {
        let side = reference.drawnSide.map { Int(($0 * SceneImages.maximumScale).rounded(.up)) }
        requests.append(ImageStore.Request(ImageID(path: reference.path), shorterSide: side))
        sources.append((file, reference.field))
      }
    }

    /// `--overlay FILE.png` (field empty).
    mutating func addOverlay(_ path: String) {
      requests.append(ImageStore.Request(ImageID(path: path)))
      sources.append(("--overlay \(path)", ""))
    }
  }

  /// Reads and checks every image of `batch` and the budget, without decoding: throws a
  /// `SceneError` (or `OverlayError`) naming the file, the field and the problem.
  static func plan(_ batch: Batch, device: Device, store: ImageStore) throws -> ImageStore.Plan {
    let plan: ImageStore.Plan
    do {
      plan = try store.plan(batch.requests, read: read, replacing: true)
    } catch {
      let (file, field) = batch.sources[error.request]
      var text = error.problem
      if error.reading, field.isEmpty {
        // Read errors name the option, as every option's file does: "cannot read --overlay
        // PATH: …".
        let path = batch.requests[error.request].id.path
        let plain = "navlab: cannot read \(path)"
        if text.hasPrefix(plain) {
          text = "navlab: cannot read --overlay \(path)" + text.dropFirst(plain.count)
        }
        throw OverlayError(description: text)
      }
      if error.reading {
        if text.hasPrefix("navlab: ") { text.removeFirst(8) }
        if text.hasSuffix(".") { text.removeLast() }
      } else {
        text = "\(batch.requests[error.request].id.path): \(text)"
      }
      if field.isEmpty { throw OverlayError(description: "navlab: \(file): \(text)") }
      throw SceneError(file: file, path: field, problem: text)
    }
    // Reference screenshots must have the device's shape (from the header: nothing decoded).
    for (index, request) in batch.requests.enumerated() {
      let (file, field) = batch.sources[index]
      guard field == "overlay" || field.isEmpty, let header = plan.headers[request.id] else {
        continue
      }
      do {
        try checkAspect(
          width: header.width, height: header.height, device: device,
          name: field.isEmpty ? file : request.id.path)
      } catch let failure as OverlayError where !field.isEmpty {
        var text = failure.description
        if text.hasPrefix("navlab: ") { text.removeFirst(8) }
        throw SceneError(file: file, path: "overlay", problem: text)
      }
    }
    return plan
  }

  /// Plans `batch`, queues its decodes and waits for them, checking for signals every 2 ms
  /// (a launch, or a headless run: the first frame needs its images).
  static func load(_ batch: Batch, device: Device, into store: ImageStore) throws {
    let plan = try plan(batch, device: device, store: store)
    store.commit(plan, read: read)
    let failures = try store.waitForDecodes(check: Interruption.check)
    if let failure = failures.first, let id = failure.ids.first,
      let index = batch.requests.firstIndex(where: { $0.id == id })
    {
      let (file, field) = batch.sources[index]
      if field.isEmpty { throw OverlayError(description: "navlab: \(file): \(failure.problem)") }
      throw SceneError(file: file, path: field, problem: "\(id.path): \(failure.problem)")
    }
  }

  /// The app's image file reader: bounded, and refusing what is not a regular file.
  static let read: ImageStore.FileReader = { path in
    try AtomicFile.read(path, limit: ImageDecoder.maximumFileBytes)
  }

  /// A screenshot must have the device's aspect ratio: its pixels map onto the phone's points.
  static func checkAspect(width: Int, height: Int, device: Device, name: String) throws {
    let ratio = Double(width) / Double(height)
    let portrait = device.size.width / device.size.height
    let fits = [portrait, 1 / portrait].contains { abs(ratio - $0) / $0 <= 0.01 }
    guard fits else {
      let points = "\(Int(device.size.width))×\(Int(device.size.height)) pt"
      throw OverlayError(
        description:
          "navlab: \(name): a \(width)×\(height) image does not have the \(device.name)'s shape (\(points)); give a screenshot of that device (e.g. \(Int(device.size.width * device.scale))×\(Int(device.size.height * device.scale)) px) or pick the device with --device"
      )
    }
  }

  struct OverlayError: UserFacingError { var description: String }
}
