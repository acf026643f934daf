/// Why a live program stopped: one line naming the problem and what to do.
public struct LiveFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
