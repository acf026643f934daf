import DisplayList

/// The images of the open scenes: each file decoded once (``ImageDecoder``), and each scaled
/// once for every pixel size it is drawn at (a 40 pt avatar at @3x is a 120 px copy), so a
/// frame only copies and blends pixels.
///
/// Memory is bounded: decoded images take at most ``decodedBudget`` (256 MiB; a scene that
/// would need more is refused with a message), scaled copies at most ``scaledBudget`` (96 MiB;
/// the least recently drawn are dropped first, and made again when next drawn).
///
/// Shared by every rasterizer of a run (the window, Ctrl+S, video), by reference.
public final class ImageStore {
  public static let decodedBudget = 256 << 20
  public static let scaledBudget = 96 << 20

  private var decoded: [ImageID: DecodedImage] = [:]
  private var decodedBytes = 0
  private struct ScaledKey: Hashable {
    var id: ImageID
    var width: Int
    var height: Int
  }
  /// A scaled copy and when it was last drawn (a class: touching `lastUse` on a hit must not
  /// go through the dictionary's modify accessor, whose coroutine frame is heap-allocated).
  private final class ScaledEntry {
    let image: DecodedImage
    var lastUse: Int

    init(_ image: DecodedImage, lastUse: Int) {
      self.image = image
      self.lastUse = lastUse
    }
  }
  private var scaled: [ScaledKey: ScaledEntry] = [:]
  private var scaledBytes = 0
  private var clock = 0
  /// How many scaled copies were made (a steady frame makes none).
  public private(set) var scaledMisses = 0

  public init() {}

  /// Whether `id` is loaded.
  public func contains(_ id: ImageID) -> Bool { decoded[id] != nil }

  /// The decoded image of `id`, if loaded.
  public func image(_ id: ImageID) -> DecodedImage? { decoded[id] }

  /// Decodes `bytes` as the image `id` (replacing an older version and its scaled copies);
  /// on failure the older version, if any, stays.
  public func load(_ id: ImageID, bytes: [UInt8]) throws(ImageDecodeError) {
    let image: DecodedImage
    switch ImageDecoder.decode(bytes) {
    case .success(let decodedImage): image = decodedImage
    case .failure(let error): throw error
    }
    let old = decoded[id]?.byteCount ?? 0
    guard decodedBytes - old + image.byteCount <= ImageStore.decodedBudget else {
      throw ImageDecodeError(
        "the scene's images would take over \(ImageStore.decodedBudget >> 20) MiB decoded; "
          + "use smaller images")
    }
    decodedBytes += image.byteCount - old
    decoded[id] = image
    for key in scaled.keys where key.id == id {
      scaledBytes -= scaled[key]?.image.byteCount ?? 0
      scaled[key] = nil
    }
  }

  /// Forgets every image not in `ids` (a reloaded scene no longer names it), so edits that
  /// bring new images do not fill the budget with old ones.
  public func keepOnly(_ ids: Set<ImageID>) {
    for id in decoded.keys where !ids.contains(id) {
      decodedBytes -= decoded[id]?.byteCount ?? 0
      decoded[id] = nil
    }
    for key in scaled.keys where !ids.contains(key.id) {
      scaledBytes -= scaled[key]?.image.byteCount ?? 0
      scaled[key] = nil
    }
  }

  /// `id` scaled to fill `width` × `height` pixels (aspect fill), made on first use.
  func scaledImage(_ id: ImageID, width: Int, height: Int) -> DecodedImage? {
    let key = ScaledKey(id: id, width: width, height: height)
    clock &+= 1
    if let hit = scaled[key] {
      hit.lastUse = clock
      return hit.image
    }
    guard let source = decoded[id], width > 0, height > 0,
      width * height * 4 <= ImageStore.scaledBudget
    else { return nil }
    let image = ImageResampler.fill(source, width: width, height: height)
    scaledMisses += 1
    // Drop the least recently drawn copies until the new one fits.
    while scaledBytes + image.byteCount > ImageStore.scaledBudget,
      let oldest = scaled.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      scaledBytes -= oldest.value.image.byteCount
      scaled[oldest.key] = nil
    }
    scaled[key] = ScaledEntry(image, lastUse: clock)
    scaledBytes += image.byteCount
    return image
  }

  /// Bytes held: decoded originals and scaled copies.
  public var bytes: (decoded: Int, scaled: Int) { (decodedBytes, scaledBytes) }
}
