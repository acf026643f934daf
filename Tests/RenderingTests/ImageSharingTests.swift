import Dispatch
import DisplayList
import NavGeometry
import Synchronization
import Testing

@testable import SDLRenderer

/// Issue 32: a file named many times is decoded once; the budget is checked from the headers
/// before anything is decoded; images are decoded straight to the size they are drawn at; and
/// decoding runs in the background while frames draw placeholders.
@Suite("Images: shared, budgeted from headers, decoded to size, in the background")
struct ImageSharingTests {
  /// A PNG that declares `width` × `height` pixels but holds one IDAT chunk of `tag` (enough
  /// for the header walk, which reads chunk lengths up to IEND; decoding would fail).
  static func declaredPNG(width: Int, height: Int, tag: UInt8) -> [UInt8] {
    func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      be32(data.count) + Array(type.utf8) + data + [0, 0, 0, 0]
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
      + chunk("IDAT", [tag, tag]) + chunk("IEND", [])
  }

  /// Counts the reads of each path.
  final class Reads: Sendable {
    let counts = Mutex<[String: Int]>([:])
    func note(_ path: String) { counts.withLock { $0[path, default: 0] += 1 } }
    var total: Int { counts.withLock { $0.values.reduce(0, +) } }
  }

  @Test("One file named by 32 rows, and the same bytes under a second name, are decoded once")
  func sharedByContent() throws {
    let photo = try ImageTests.encoded(width: 40, height: 30) { x, y in
      0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 8)
    }
    let other = try ImageTests.encoded(width: 8, height: 8) { _, _ in 0xFF20_4060 }
    let files = ["photo.png": photo, "copy.png": photo, "other.png": other]
    let reads = Reads()
    let read: ImageStore.FileReader = { path in
      reads.note(path)
      return files[path] ?? []
    }
    var requests = (0..<32).map { _ in ImageStore.Request(ImageID(path: "photo.png")) }
    requests.append(ImageStore.Request(ImageID(path: "copy.png")))
    requests.append(ImageStore.Request(ImageID(path: "other.png")))
    let store = ImageStore()
    let plan = try store.plan(requests, read: read)
    // Each path read once to plan; two distinct contents to decode.
    #expect(reads.total == 3)
    #expect(plan.decodes == 2)
    #expect(plan.keptBytes == 40 * 30 * 4 + 8 * 8 * 4)
    store.commit(plan, read: read)
    #expect(store.waitForDecodes { () throws(Never) in }.isEmpty)
    #expect(store.decodeCount == 2 && store.imageCount == 2)
    #expect(store.bytes.decoded == 40 * 30 * 4 + 8 * 8 * 4)
    #expect(store.image(ImageID(path: "copy.png")) == store.image(ImageID(path: "photo.png")))
    // A reload naming the same files decodes nothing again.
    let again = try store.plan(requests, read: read)
    #expect(again.decodes == 0)
    store.commit(again, read: read)
    _ = store.waitForDecodes { () throws(Never) in }
    #expect(store.decodeCount == 2)
  }

  @Test(
    "Ten distinct 4096² images drawn full size are refused from their headers, naming the one over the 256 MiB budget; drawn at 120 pt they fit"
  )
  func budgetFromHeaders() throws {
    let files = (0..<10).map { Self.declaredPNG(width: 4096, height: 4096, tag: UInt8($0)) }
    let read: ImageStore.FileReader = { path in files[Int(path.dropFirst(5).prefix(1))!] }
    let ids = (0..<10).map { ImageID(path: "photo\($0).png") }
    let store = ImageStore()
    do {
      _ = try store.plan(ids.map { ImageStore.Request($0) }, read: read)
      Issue.record("accepted")
    } catch {
      // Each is kept at 3072 × 3072 (36 MiB): the seventh takes the total to 252 MiB, the
      // eighth past 256.
      #expect(error.request == 7)
      #expect(error.problem.contains("kept at 3072×3072 pixels of its 4096×4096"))
      #expect(error.problem.contains("288 MiB decoded, over the 256 MiB budget"), "\(error)")
    }
    #expect(!store.isDecoding && store.decodeCount == 0)
    // Drawn as 120 pt leading images (360 px at @3x): 10 × 360 × 360 × 4 bytes, 4.9 MB.
    let small = try store.plan(ids.map { ImageStore.Request($0, shorterSide: 360) }, read: read)
    #expect(small.keptBytes == 10 * 360 * 360 * 4)
  }

  @Test("Kept sizes: 4096² at 120 pt @3x is 360², a 2:1 image keeps its shape, never enlarged")
  func keptSizes() {
    #expect(ImageDecoder.keptSize(width: 4096, height: 4096, shorterSide: 360) == (360, 360))
    #expect(ImageDecoder.keptSize(width: 4096, height: 2048, shorterSide: 360) == (720, 360))
    // 1000 × 333: the longer side rounded up so that the fill still covers the square.
    #expect(ImageDecoder.keptSize(width: 333, height: 1000, shorterSide: 87) == (87, 262))
    #expect(ImageDecoder.keptSize(width: 4000, height: 3000) == (3072, 2304))
    #expect(ImageDecoder.keptSize(width: 100, height: 100, shorterSide: 360) == (100, 100))
  }

  @Test("Decoding straight to the drawn size gives the pixels of decoding whole, then scaling")
  func straightToSize() throws {
    let bytes = try ImageTests.encoded(width: 300, height: 200) { x, y in
      UInt32(128 + (x + y) % 128) << 24 | UInt32(x % 256) << 16 | UInt32(y % 256) << 8 | 0x40
    }
    let whole = try ImageDecoder.decode(bytes).get()
    let direct = try ImageDecoder.decode(bytes, shorterSide: 60).get()
    #expect(direct.width == 90 && direct.height == 60)
    #expect(direct == ImageResampler.fill(whole, width: 90, height: 60))
  }

  @Test("A decode runs in the background: the frame draws a placeholder until it is collected")
  func background() throws {
    let bytes = try ImageTests.encoded(width: 10, height: 10) { _, _ in 0xFF00_8000 }
    let gate = DispatchSemaphore(value: 0)
    let reads = Reads()
    let read: ImageStore.FileReader = { path in
      reads.note(path)
      // The second read is the decoder's: it waits for the test.
      if reads.total > 1 { gate.wait() }
      return bytes
    }
    let store = ImageStore()
    let id = ImageID(path: "green.png")
    store.commit(try store.plan([ImageStore.Request(id)], read: read), read: read)
    #expect(store.isDecoding)
    let canvas = try ImageTests().canvas(store: store)
    ImageTests().render(canvas) { $0.image(id, in: Rect(x: 0, y: 0, width: 50, height: 50)) }
    let placeholder = canvas.pixel(x: 50, y: 50)
    // Rasterizer.missingImage (#8E8E93 at 30 %) over white.
    #expect(placeholder != .white && placeholder.red == placeholder.green)
    #expect(store.collect().isEmpty && !store.contains(id))
    gate.signal()
    #expect(store.waitForDecodes { () throws(Never) in }.isEmpty)
    ImageTests().render(canvas) { $0.image(id, in: Rect(x: 0, y: 0, width: 50, height: 50)) }
    #expect(canvas.pixel(x: 50, y: 50) == Color(red: 0, green: 128, blue: 0))
  }

  @Test("A file changed between its check and its decode is refused, not decoded unchecked")
  func changedWhileLoading() throws {
    let first = try ImageTests.encoded(width: 4, height: 4) { _, _ in 0xFF00_0000 }
    let second = try ImageTests.encoded(width: 4, height: 4) { _, _ in 0xFFFF_FFFF }
    let reads = Reads()
    let read: ImageStore.FileReader = { path in
      reads.note(path)
      return reads.total == 1 ? first : second
    }
    let store = ImageStore()
    let id = ImageID(path: "a.png")
    store.commit(try store.plan([ImageStore.Request(id)], read: read), read: read)
    let failures = store.waitForDecodes { () throws(Never) in }
    #expect(
      failures == [
        ImageStore.DecodeFailure(
          ids: [id], problem: "changed while it was being loaded; save it again")
      ])
    #expect(!store.contains(id))
  }
}
