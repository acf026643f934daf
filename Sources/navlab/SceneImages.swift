import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer

/// Loads the images scene files name into the run's `ImageStore`, refusing a missing,
/// truncated, oversized or non-image file like any scene error: the scene file, the field and
/// the problem (exit 2 at launch; on hot reload, the last good scene stays with a banner).
enum SceneImages {
  /// Loads every image of `spec` (read from `file`); the store keeps older versions of images
  /// that fail.
  static func load(_ spec: ScreenSpec, file: String, device: Device, into store: ImageStore)
    throws(SceneError)
  {
    for reference in spec.images {
      try load(reference.path, field: reference.field, file: file, into: store)
      if reference.field == "overlay", let image = store.image(ImageID(path: reference.path)) {
        do {
          try checkAspect(image, device: device, name: reference.path)
        } catch {
          var text = String(describing: error)
          if text.hasPrefix("navlab: ") { text.removeFirst(8) }
          throw SceneError(file: file, path: "overlay", problem: text)
        }
      }
    }
  }

  static func load(_ path: String, field: String, file: String, into store: ImageStore)
    throws(SceneError)
  {
    do {
      let bytes = try AtomicFile.read(path, limit: ImageDecoder.maximumFileBytes)
      try store.load(ImageID(path: path), bytes: bytes)
    } catch let failure as ImageDecodeError {
      throw SceneError(file: file, path: field, problem: "\(path): \(failure.description)")
    } catch {
      var text = String(describing: error)
      if text.hasPrefix("navlab: ") { text.removeFirst(8) }
      if text.hasSuffix(".") { text.removeLast() }
      throw SceneError(file: file, path: field, problem: text)
    }
  }

  /// `--overlay FILE.png`: loaded and checked against the device's shape (portrait or
  /// landscape, within 1 %).
  static func loadOverlay(_ path: String, device: Device, into store: ImageStore) throws
    -> ImageID
  {
    // Read errors get the wording every option's file does: "cannot read --overlay PATH: …".
    let bytes = try AtomicFile.read(path, limit: ImageDecoder.maximumFileBytes, option: "--overlay")
    let id = ImageID(path: path)
    do {
      try store.load(id, bytes: bytes)
    } catch {
      throw OverlayError(description: "navlab: --overlay \(path): \(error.description)")
    }
    if let image = store.image(id) {
      try checkAspect(image, device: device, name: "--overlay \(path)")
    }
    return id
  }

  /// A screenshot must have the device's aspect ratio: its pixels map onto the phone's points.
  static func checkAspect(_ image: DecodedImage, device: Device, name: String) throws {
    let ratio = Double(image.width) / Double(image.height)
    let portrait = device.size.width / device.size.height
    let fits = [portrait, 1 / portrait].contains { abs(ratio - $0) / $0 <= 0.01 }
    guard fits else {
      let points = "\(Int(device.size.width))×\(Int(device.size.height)) pt"
      throw OverlayError(
        description:
          "navlab: \(name): a \(image.width)×\(image.height) image does not have the \(device.name)'s shape (\(points)); give a screenshot of that device (e.g. \(Int(device.size.width * device.scale))×\(Int(device.size.height * device.scale)) px) or pick the device with --device"
      )
    }
  }

  struct OverlayError: UserFacingError { var description: String }
}
