import SwiftSyntax
import Testing

@testable import NavLabImport

/// Every expression of the seeds and the examples, evaluated out of context: a value or an
/// `InterpreterError`, never a crash, a hang or another error.
@Suite struct InterpreterRobustnessTests {
  static let files: [String] = [
    "../shared/seeds/swiftui/000-feed.swift", "../shared/seeds/swiftui/002a-navigation-view.swift",
    "../shared/seeds/swiftui/002b-navigation-stack.swift",
    "../shared/seeds/swiftui/002c-state.swift",
    "../shared/seeds/swiftui/002d-hide-until-scrolled.swift",
    "../shared/seeds/swiftui/003-blog.swift",
    "../shared/seeds/swiftui/004-album.swift", "Examples/SwiftUI/Inbox.swift",
    "Examples/SwiftUI/Photos.swift", "Examples/SwiftUI/Settings.swift",
  ]

  @Test(arguments: files)
  func everyExpressionEvaluatesOrFailsCleanly(_ path: String) throws {
    guard let bytes = try? SourceFiles.read(repositoryRoot + "/" + path) else { return }
    let interpreter = makeInterpreter(String(decoding: bytes, as: UTF8.self))
    let tree = interpreter.sources.files[0].tree
    let collector = ExpressionCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    var values = 0
    var refused = 0
    for expression in collector.expressions {
      // Inside a type, `self` is an instance when one can be built without arguments.
      let scope: Scope
      if let owner = collector.owner[expression.id],
        let instance = try? interpreter.instantiate(type: owner, [], file: 0)
      {
        scope = interpreter.scope(forSelf: instance)
      } else {
        scope = Scope(parent: interpreter.globalScope)
      }
      do {
        let value = try interpreter.evaluate(expression, in: scope, file: 0)
        if case .closure = value { _ = try? interpreter.call(value, []) }
        values += 1
      } catch let failure as InterpreterError {
        #expect(!failure.message.isEmpty && !failure.message.contains("\n"))
        refused += 1
      } catch {
        Issue.record("\(path): \(expression.trimmedDescription.prefix(60)) threw \(error)")
      }
    }
    #expect(values + refused == collector.expressions.count)
    #expect(values > 0)
  }
}

/// Every expression in a tree, with the type declaration it sits in.
private final class ExpressionCollector: SyntaxAnyVisitor {
  var expressions: [ExprSyntax] = []
  var owner: [SyntaxIdentifier: String] = [:]
  private var types: [String] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append(node.name.text)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let expression = node.as(ExprSyntax.self), expressions.count < 5000 {
      expressions.append(expression)
      if let type = types.last { owner[expression.id] = type }
    }
    return .visitChildren
  }
}
