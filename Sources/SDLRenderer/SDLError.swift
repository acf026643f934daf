import CSDL2

/// A failure in the SDL layer, with what went wrong and what the user can do about it.
public struct SDLError: Error, CustomStringConvertible, Sendable {
  public var problem: String
  public var remedy: String

  public init(_ problem: String, remedy: String) {
    self.problem = problem
    self.remedy = remedy
  }

  public var description: String { remedy.isEmpty ? problem : "\(problem) \(remedy)" }

  /// The message SDL left for the last failing call.
  static var lastSDLMessage: String { String(cString: SDL_GetError()) }
}
