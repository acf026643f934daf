import Dispatch
import Synchronization

/// Decodes images on one background thread, one at a time (so memory peaks at one decoder
/// surface however many images wait), and keeps the results until the main thread takes them:
/// the window's frames keep their pace while a reloaded scene's photos decode.
final class ImageDecodeQueue: Sendable {
  /// One image to decode: the file to read again, what it must hold, and the kept size.
  struct Job: Sendable {
    var path: String
    var key: ContentHash
    var shorterSide: Int?
    var kept: ImageSize
  }

  /// A finished job: the pixels, or why there are none.
  struct Finished: Sendable {
    var job: Job
    var result: Result<DecodedImage, ImageDecodeError>
  }

  private let queue = DispatchQueue(label: "navlab.image-decoding")
  private let state = Mutex<(finished: [Finished], running: Int)>(([], 0))
  /// Called on the decoding thread after each job (the window wakes its event loop).
  let onFinish: Mutex<(@Sendable () -> Void)?> = Mutex(nil)

  /// Queues `job`; `read` reads the file (it may have changed: the bytes must hash to the key).
  func submit(_ job: Job, read: @escaping ImageStore.FileReader) {
    state.withLock { $0.running += 1 }
    queue.async { [self] in
      let result: Result<DecodedImage, ImageDecodeError>
      do {
        let bytes = try read(job.path)
        if ContentHash(bytes) != job.key {
          result = .failure(ImageDecodeError("changed while it was being loaded; save it again"))
        } else {
          result = ImageDecoder.decode(bytes, shorterSide: job.shorterSide)
        }
      } catch let failure as ImageDecodeError {
        result = .failure(failure)
      } catch {
        result = .failure(ImageDecodeError(String(describing: error)))
      }
      state.withLock {
        $0.finished.append(Finished(job: job, result: result))
        $0.running -= 1
      }
      onFinish.withLock { $0 }?()
    }
  }

  /// The jobs finished since the last call, in the order they finished.
  func take() -> [Finished] {
    state.withLock { state in
      defer { state.finished.removeAll() }
      return state.finished
    }
  }

  /// Jobs queued or decoding, and finished ones not yet taken.
  var outstanding: Int { state.withLock { $0.running + $0.finished.count } }
}

/// A width and a height in pixels.
public struct ImageSize: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Bytes of premultiplied ARGB pixels.
  public var byteCount: Int { width * height * 4 }
}
