/// Where an image's pixels come from.
public enum ImageSource: Sendable, Equatable, Hashable {
  /// An SF Symbol by name (`Image(systemName:)`); NavLab draws the ones it has outlines for
  /// (`Symbol`) and a placeholder for the others.
  case system(String)
  /// An image file, its path relative to the scene's folder.
  case file(String)
}

/// An `Image`.
public struct ImageContent: Sendable, Equatable, Hashable {
  public var source: ImageSource
  /// Whether it stretches to the size proposed (`.resizable()`); otherwise it keeps its own
  /// size (a symbol's is set by its font).
  public var resizable: Bool
  /// With `resizable`: how the image fills its frame when the aspect ratios differ
  /// (`.scaledToFit()`, `.scaledToFill()`); nil stretches it.
  public var contentMode: ContentMode?

  public init(_ source: ImageSource, resizable: Bool = false, contentMode: ContentMode? = nil) {
    self.source = source
    self.resizable = resizable
    self.contentMode = contentMode
  }
}
