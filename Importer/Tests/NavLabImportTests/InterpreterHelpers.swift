import SwiftSyntax

@testable import NavLabImport

/// A host that records what the interpreter tells it: writes to observed cells, animations
/// started, lines printed.
final class RecordingHost: InterpreterHost {
  var writes: [String] = []
  var animations = 0
  var printed: [String] = []
  /// `asyncAfter` work: seconds from now and the closure.
  var scheduled: [(delay: Double, work: RuntimeValue)] = []
  /// Values of `writes` at the moment they happened, in order.
  var written: [RuntimeValue] = []

  func callGlobal(
    _ name: String, _ arguments: [Argument], trailing: RuntimeValue?, interpreter: Interpreter
  ) throws -> RuntimeValue? {
    switch name {
    case "withAnimation":
      animations += 1
      guard let body = trailing ?? arguments.last?.value else { return .void }
      return try interpreter.call(body, [])
    case "DispatchQueue.main.asyncAfter":
      scheduled.append((arguments.first?.value.number ?? -1, trailing ?? .void))
      return .void
    case "print":
      printed.append(arguments.map(\.value.description).joined(separator: " "))
      return .void
    default:
      return nil
    }
  }

  func didWrite(_ cell: Cell) {
    writes.append(cell.name)
    written.append(cell.value)
  }

  /// Observed cells read, by name.
  var reads: [String] = []
  func didRead(_ cell: Cell) { reads.append(cell.name) }

  /// Objects injected with `.environmentObject`, by type.
  var environmentObjects: [String: RuntimeValue] = [:]
  func environmentObject(_ type: String) -> RuntimeValue? { environmentObjects[type] }
}

/// A stand-in for SwiftUI's `GeometryProxy`: a size and one frame for every coordinate space.
final class FakeGeometry: NativeValue {
  var frame: (x: Double, y: Double, width: Double, height: Double)
  /// The coordinate spaces `frame(in:)` was asked for.
  var spaces: [String] = []

  /// The scroll view's adjusted top inset (`ScrollGeometry.contentInsets.top`).
  var insetTop: Double

  init(x: Double = 0, y: Double, width: Double, height: Double, insetTop: Double = 0) {
    frame = (x, y, width, height)
    self.insetTop = insetTop
  }

  var typeName: String { "GeometryProxy" }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "size": Builtins.size(frame.width, frame.height)
    case "contentInsets": Builtins.edgeInsets(insetTop, 0, 34, 0)
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    guard method == "frame", case .enumCase(_, let space, _)? = arguments.first?.value else {
      return nil
    }
    spaces.append(space)
    return Builtins.rect(frame.x, frame.y, frame.width, frame.height)
  }
}

/// An interpreter over one in-memory file.
func makeInterpreter(
  _ source: String, host: InterpreterHost? = nil, limits: InterpreterLimits = .default
)
  -> Interpreter
{
  let sources = SourceSet([(path: "Test.swift", bytes: Array(source.utf8))])
  precondition(sources.errors.isEmpty, "\(sources.errors)")
  return Interpreter(sources: sources, host: host, limits: limits)
}

/// The value of `expression` after the declarations in `source` (as a global `let`).
func evaluate(_ expression: String, after source: String = "", host: InterpreterHost? = nil)
  throws -> RuntimeValue
{
  try makeInterpreter(source + "\nlet probe__ = " + expression + "\n", host: host).global("probe__")
}

/// A seed file's text, or nil when ../shared is not beside the repository.
func seedSource(_ name: String) -> String? {
  guard let bytes = try? SourceFiles.read(repositoryRoot + "/../shared/seeds/swiftui/\(name).swift")
  else { return nil }
  return String(decoding: bytes, as: UTF8.self)
}

/// The calls of `name(…)` or `.name(…)` in a tree, in source order (modifiers, for picking
/// their closures).
func calls(named name: String, in tree: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
  let finder = CallFinder(name)
  finder.walk(tree)
  return finder.found
}

private final class CallFinder: SyntaxVisitor {
  let name: String
  var found: [FunctionCallExprSyntax] = []
  init(_ name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
      || callee.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    {
      found.append(node)
    }
    return .visitChildren
  }
}

/// A call's argument expression with `label` (a trailing closure is labelled by its own label
/// or, for the first, "trailing").
func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
  if label == "trailing", let closure = call.trailingClosure { return ExprSyntax(closure) }
  if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) {
    return ExprSyntax(extra.closure)
  }
  return call.arguments.first { $0.label?.text == label }?.expression
}

extension RuntimeValue {
  /// The two numbers of a `(CGFloat, CGFloat)` tuple.
  var pair: (Double, Double)? {
    guard case .tuple(let items) = self, items.count == 2, let a = items[0].value.number,
      let b = items[1].value.number
    else { return nil }
    return (a, b)
  }
}
