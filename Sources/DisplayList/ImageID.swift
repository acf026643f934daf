/// Which image a ``DrawCommand/image(_:_:radius:opacity:)`` draws: the path of an image file
/// the scene names (resolved against the scene's folder). The pure layers never see pixels;
/// the renderer's image store maps the id to decoded, scaled pixels.
///
/// Copying an id copies a string reference, so a display list refers to images without
/// allocating.
public struct ImageID: Sendable, Hashable {
  /// The image file's path, as the store loaded it.
  public let path: String

  public init(path: String) { self.path = path }
}

/// How an image meets what is drawn under it.
public enum ImageBlend: UInt8, Sendable, Hashable {
  /// Source over (premultiplied alpha).
  case normal
  /// |image − below| per channel, mixed in at the opacity: identical pixels turn black, so a
  /// reference screenshot over the prototype shows where they differ.
  case difference
}
