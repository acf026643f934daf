import DisplayList
import Glibc

/// The images of the open scenes: each distinct file decoded once (by content, so 32 rows
/// showing one photo, or one photo under two names, cost one decode and one copy of pixels),
/// kept no larger than it is drawn (``ImageDecoder/keptSize(width:height:shorterSide:)``), and
/// each scaled once for every pixel size it is drawn at (a 40 pt avatar at @3x is a 120 px
/// copy), so a frame only copies and blends pixels.
///
/// Loading is in two steps. ``plan(_:read:replacing:)`` reads each file once, hashes it and
/// reads its header: a missing, damaged or oversized file, or a set of images whose kept
/// pixels exceed ``decodedBudget`` (256 MiB), is refused before a pixel is decoded, naming the
/// file and the budget. ``commit(_:read:replacing:)`` then queues the decodes on one background
/// thread (``ImageDecodeQueue``): the window keeps drawing (a missing image is drawn as a grey
/// placeholder) and takes finished images with ``collect()`` between frames; a launch or a
/// headless run waits with ``waitForDecodes(check:)``, which checks for signals as it waits.
///
/// Scaled copies take at most ``scaledBudget`` (96 MiB; the least recently drawn are dropped
/// first, and made again when next drawn). Used from one thread; shared by every rasterizer
/// of a run (the window, Ctrl+S, video), by reference.
public final class ImageStore {
  public static let decodedBudget = 256 << 20
  public static let scaledBudget = 96 << 20

  /// Reads an image file (the app passes its bounded, checked file reader).
  public typealias FileReader = @Sendable (String) throws -> [UInt8]

  /// One place a scene shows an image file.
  public struct Request: Sendable, Equatable {
    public var id: ImageID
    /// Pixels the image's shorter side needs when it is only drawn as a square of known size
    /// (a row's leading image, `imageSize` points at @3x), or nil when it may be drawn larger.
    public var shorterSide: Int?

    public init(_ id: ImageID, shorterSide: Int? = nil) {
      self.id = id
      self.shorterSide = shorterSide
    }
  }

  /// Why a request's file cannot be loaded; `request` is its index.
  public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var request: Int
    public var problem: String
    /// The file could not be read (the reader's own message, which names it); otherwise it
    /// is not an image NavLab takes, or it breaks the budget.
    public var reading = false
    public var description: String { problem }
  }

  /// A decode that failed in the background (a file damaged past its header).
  public struct DecodeFailure: Sendable, Equatable {
    public var ids: [ImageID]
    public var problem: String
  }

  /// What ``plan(_:read:replacing:)`` found: each distinct content, its kept size, and
  /// whether it must be decoded.
  public struct Plan: Sendable {
    struct Content: Sendable {
      var key: ContentHash
      var path: String
      var header: EncodedImageHeader
      var shorterSide: Int?
      var firstRequest: Int
      var kept = ImageSize(width: 0, height: 0)
      var decode = true
    }
    var contents: [Content] = []
    var keys: [ImageID: ContentHash] = [:]
    /// Each file's header (the overlay's shape is checked from it).
    public var headers: [ImageID: EncodedImageHeader] = [:]
    /// Bytes the planned images take once decoded.
    public private(set) var keptBytes = 0
    /// Distinct images to decode.
    public var decodes: Int { contents.count { $0.decode } }

    mutating func setKeptBytes(_ bytes: Int) { keptBytes = bytes }
  }

  private var contents: [ContentHash: DecodedImage] = [:]
  private var keys: [ImageID: ContentHash] = [:]
  /// Decodes queued or running, and the size each will have.
  private var pending: [ContentHash: ImageSize] = [:]
  private var decodedBytes = 0
  private let queue = ImageDecodeQueue()

  private struct ScaledKey: Hashable {
    var key: ContentHash
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
  /// How many images were decoded (a file named twice is decoded once).
  public private(set) var decodeCount = 0
  /// Changes whenever an image arrives or leaves (the window redraws).
  public private(set) var generation = 0

  public init() {}

  /// Called on the decoding thread when an image is ready (the window wakes its event loop).
  public func onDecoded(_ action: (@Sendable () -> Void)?) {
    queue.onFinish.withLock { $0 = action }
  }

  /// Whether `id` is loaded.
  public func contains(_ id: ImageID) -> Bool { image(id) != nil }

  /// The decoded image of `id` at its kept size, if loaded.
  public func image(_ id: ImageID) -> DecodedImage? {
    guard let key = keys[id] else { return nil }
    return contents[key]
  }

  /// Decodes are queued or running.
  public var isDecoding: Bool { !pending.isEmpty }

  /// Reads, hashes and checks every file `requests` name, and the decoded budget, without
  /// decoding. With `replacing`, the plan is everything the store will hold; otherwise it
  /// adds to what is held, which counts against the budget.
  public func plan(_ requests: [Request], read: FileReader, replacing: Bool = true)
    throws(LoadError) -> Plan
  {
    var plan = Plan()
    // Each path read once; it needs the most any of its places needs (nil: any size).
    var order: [ImageID] = []
    var first: [ImageID: Int] = [:]
    var sides: [ImageID: Int?] = [:]
    for (index, request) in requests.enumerated() {
      if let side = sides[request.id] {
        sides[request.id] = ImageStore.larger(side, request.shorterSide)
      } else {
        first[request.id] = index
        order.append(request.id)
        sides[request.id] = request.shorterSide
      }
    }
    var byKey: [ContentHash: Int] = [:]
    for id in order {
      let index = first[id] ?? 0
      let bytes: [UInt8]
      do {
        bytes = try read(id.path)
      } catch {
        throw LoadError(request: index, problem: String(describing: error), reading: true)
      }
      let header: EncodedImageHeader
      do {
        header = try ImageDecoder.header(of: bytes)
      } catch {
        throw LoadError(request: index, problem: error.description)
      }
      let key = ContentHash(bytes)
      plan.keys[id] = key
      plan.headers[id] = header
      let side = sides[id] ?? nil
      if let at = byKey[key] {
        plan.contents[at].shorterSide = ImageStore.larger(plan.contents[at].shorterSide, side)
      } else {
        byKey[key] = plan.contents.count
        plan.contents.append(
          Plan.Content(
            key: key, path: id.path, header: header, shorterSide: side, firstRequest: index))
      }
    }
    // The budget, from the headers alone: what stays, then each content in file order.
    var total = 0
    if !replacing {
      let kept = Set(keys.filter { plan.keys[$0.key] == nil }.values)
      for key in kept where byKey[key] == nil { total += contents[key]?.byteCount ?? 0 }
    }
    for index in plan.contents.indices {
      let content = plan.contents[index]
      let size = ImageDecoder.keptSize(
        width: content.header.width, height: content.header.height,
        shorterSide: content.shorterSide)
      var kept = ImageSize(width: size.width, height: size.height)
      // Held (or on its way) at this size or larger: shared, not decoded again.
      let held =
        pending[content.key]
        ?? contents[content.key].map { ImageSize(width: $0.width, height: $0.height) }
      if let held, held.width >= kept.width, held.height >= kept.height {
        kept = held
        plan.contents[index].decode = false
      }
      plan.contents[index].kept = kept
      total += kept.byteCount
      guard total <= ImageStore.decodedBudget else {
        let original = "\(content.header.width)×\(content.header.height)"
        throw LoadError(
          request: content.firstRequest,
          problem:
            "with this image (kept at \(kept.width)×\(kept.height) pixels of its \(original)) the "
            + "scene's images would take \(ImageStore.mebibytes(total)) MiB decoded, over the "
            + "\(ImageStore.decodedBudget >> 20) MiB budget; use smaller or fewer distinct images")
      }
    }
    plan.setKeptBytes(total)
    return plan
  }

  /// Takes `plan` on: its ids name their contents from now on (with `replacing`, ids it does
  /// not name are forgotten, and images no id names are dropped), and the images it lacks are
  /// queued for decoding in the background.
  public func commit(_ plan: Plan, read: @escaping FileReader, replacing: Bool = true) {
    if replacing {
      keys = plan.keys
    } else {
      keys.merge(plan.keys) { $1 }
    }
    dropUnnamed()
    for content in plan.contents where content.decode {
      pending[content.key] = content.kept
      queue.submit(
        ImageDecodeQueue.Job(
          path: content.path, key: content.key, shorterSide: content.shorterSide,
          kept: content.kept), read: read)
    }
  }

  /// Takes the images decoded since the last call (call between frames); returns the decodes
  /// that failed. Images no id names any more are dropped.
  @discardableResult
  public func collect() -> [DecodeFailure] {
    var failures: [DecodeFailure] = []
    for finished in queue.take() {
      let key = finished.job.key
      // A newer decode of the same content at another size supersedes this one.
      guard pending[key] == finished.job.kept else { continue }
      pending[key] = nil
      let ids = keys.filter { $0.value == key }.map(\.key).sorted { $0.path < $1.path }
      guard !ids.isEmpty else { continue }
      switch finished.result {
      case .success(let image):
        decodedBytes += image.byteCount - (contents[key]?.byteCount ?? 0)
        contents[key] = image
        decodeCount += 1
        generation += 1
        dropScaled { $0.key == key }
      case .failure(let error):
        failures.append(DecodeFailure(ids: ids, problem: error.description))
      }
    }
    return failures
  }

  /// Waits until every queued decode is done, calling `check` every 2 ms (it throws to stop
  /// waiting: a signal); returns the decodes that failed.
  public func waitForDecodes<E: Error>(check: () throws(E) -> Void) throws(E) -> [DecodeFailure] {
    var failures: [DecodeFailure] = []
    while true {
      failures += collect()
      if pending.isEmpty && queue.outstanding == 0 { return failures }
      try check()
      usleep(2000)
    }
  }

  /// Decodes `bytes` as the image `id` and waits for it (tests and benchmarks); the budget
  /// counts what is already held.
  public func load(_ id: ImageID, bytes: [UInt8], shorterSide: Int? = nil)
    throws(ImageDecodeError)
  {
    let read: FileReader = { _ in bytes }
    let plan: Plan
    do {
      plan = try self.plan([Request(id, shorterSide: shorterSide)], read: read, replacing: false)
    } catch {
      throw ImageDecodeError(error.problem)
    }
    commit(plan, read: read, replacing: false)
    let failures = waitForDecodes { () throws(Never) in }
    if let failure = failures.first { throw ImageDecodeError(failure.problem) }
  }

  /// Forgets every id not in `ids` (a reloaded scene no longer names it) and the images no id
  /// names, so edits that bring new images do not fill the budget with old ones.
  public func keepOnly(_ ids: Set<ImageID>) {
    keys = keys.filter { ids.contains($0.key) }
    dropUnnamed()
  }

  private func dropUnnamed() {
    let named = Set(keys.values)
    for key in contents.keys where !named.contains(key) {
      decodedBytes -= contents[key]?.byteCount ?? 0
      contents[key] = nil
      generation += 1
    }
    dropScaled { !named.contains($0.key) }
  }

  private func dropScaled(where condition: (ScaledKey) -> Bool) {
    for key in scaled.keys where condition(key) {
      scaledBytes -= scaled[key]?.image.byteCount ?? 0
      scaled[key] = nil
    }
  }

  /// `id` scaled to fill `width` × `height` pixels (aspect fill), made on first use.
  func scaledImage(_ id: ImageID, width: Int, height: Int) -> DecodedImage? {
    guard let content = keys[id] else { return nil }
    let key = ScaledKey(key: content, width: width, height: height)
    clock &+= 1
    if let hit = scaled[key] {
      hit.lastUse = clock
      return hit.image
    }
    guard let source = contents[content], width > 0, height > 0,
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

  /// Bytes held: decoded images (each content once) and scaled copies.
  public var bytes: (decoded: Int, scaled: Int) { (decodedBytes, scaledBytes) }

  /// Distinct decoded images held.
  public var imageCount: Int { contents.count }

  private static func larger(_ a: Int?, _ b: Int?) -> Int? {
    guard let a, let b else { return nil }
    return max(a, b)
  }

  /// Bytes in MiB, rounded up (so a refusal never reads "256 MiB, over the 256 MiB budget").
  private static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}
