import CSDL2
import Glibc

/// SDL2_image, loaded when an image is first decoded or a JPEG first written (issue 43), not
/// linked: linked, it and the libraries it needs (libpng, libjpeg, libtiff, libwebp and theirs)
/// were mapped into every run, some 0.8 MB of a headless screenshot's 24 MiB, though most runs
/// decode no image and PNG screenshots are written by ``PNGStream`` (zlib).
enum ImageLibrary {
  typealias LoadTyped =
    @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32, UnsafePointer<CChar>?) ->
    UnsafeMutablePointer<SDL_Surface>?
  typealias SaveJPG =
    @convention(c) (
      UnsafeMutablePointer<SDL_Surface>?, UnsafeMutablePointer<SDL_RWops>?, Int32, Int32
    )
    -> Int32

  /// The two functions NavLab calls: `IMG_LoadTyped_RW` and `IMG_SaveJPG_RW`.
  struct Functions: @unchecked Sendable {
    let loadTyped: LoadTyped
    let saveJPG: SaveJPG
  }

  /// The library's file name (its soname, what the -dev package's link would have named).
  static let soname = "libSDL2_image-2.0.so.0"

  /// The functions, or why they are not there; loaded once (Swift's lazy globals are
  /// thread-safe: the decoding thread and the main thread may both be first).
  static let loaded: Result<Functions, ImageLibraryMissing> = {
    guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      return .failure(ImageLibraryMissing(reason: reason))
    }
    guard let load = dlsym(handle, "IMG_LoadTyped_RW"), let save = dlsym(handle, "IMG_SaveJPG_RW")
    else {
      return .failure(
        ImageLibraryMissing(reason: "\(soname) lacks IMG_LoadTyped_RW or IMG_SaveJPG_RW"))
    }
    return .success(
      Functions(
        loadTyped: unsafeBitCast(load, to: LoadTyped.self),
        saveJPG: unsafeBitCast(save, to: SaveJPG.self)))
  }()
}

/// SDL2_image could not be loaded: the line says what to install.
struct ImageLibraryMissing: Error {
  var reason: String

  var message: String {
    "SDL2_image is not installed (\(reason)); install it: sudo apt-get install libsdl2-image-2.0-0"
  }
}
