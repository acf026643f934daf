import ScreenModel
import SwiftSyntax

/// Reads SwiftUI source into NavLab's screen model (`ScreenSpec`, docs/swiftui.md), which
/// `SceneEncoder` writes as a scene file.
public enum SwiftUIImporter {
  /// What an import produced: the scene (nil after errors) and the messages.
  public struct Result: Sendable {
    public var scene: ScreenSpec?
    public var diagnostics: [ImportDiagnostic]
    /// Warnings of the code as it ran (a runaway loop, a nil unwrapped), one line each.
    public var runtimeWarnings: [String] = []
    /// Views read into the screen model, and views drawn as placeholders.
    public var viewsRead: Int
    public var placeholders: Int
    /// The entry view's name (or "#Preview").
    public var entry: String

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The summary line printed after the messages.
    public var summary: String {
      if hasErrors {
        let count = diagnostics.filter { $0.severity == .error }.count
        return "navlab-import: \(count) error\(count == 1 ? "" : "s"); nothing imported"
      }
      let warnings =
        diagnostics.filter { $0.severity == .warning }.count + runtimeWarnings.count
      return
        "navlab-import: \(entry): \(viewsRead) views read, \(placeholders) placeholder\(placeholders == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
  }

  /// Imports `sources` (each a path, for messages, and the file's bytes). `view` names the
  /// entry; by default a `#Preview` body or `PreviewProvider`, else the view no other uses.
  ///
  /// One evaluation for both front ends: the import is the live session's first answer (the
  /// code runs, state starts at its initial values, `onAppear` runs, nothing is laid out yet),
  /// so `--emit-scene` draws what the live run's first frame draws.
  ///
  /// The import runs on a thread with a ``LargeStack`` of its own; `onOwnStack: false` runs it
  /// on the caller's, which must be as large (navlab-import's worker thread is, and its
  /// overflow net then covers the import too).
  public static func run(
    _ sources: [(path: String, bytes: [UInt8])], view: String? = nil, onOwnStack: Bool = true
  ) -> Result {
    var result = Result(scene: nil, diagnostics: [], viewsRead: 0, placeholders: 0, entry: "")
    let work = {
      let session = LiveSession(sources, view: view)
      guard session.errors.isEmpty else {
        result.diagnostics = session.errors
        return
      }
      result = session.firstImport()
    }
    if onOwnStack { LargeStack.run(work) } else { work() }
    return result
  }

  /// Reads the entry view of `set` into `result` (scene, messages, counts) with `session`,
  /// which is live when a program runs behind it.
  static func read(
    _ set: SourceSet, view: String?, session: ImportSession, into result: inout Result
  ) {
    let reader = ViewReader(importer: session)
    var screen = ScreenReader(importer: session)
    guard let (entry, children) = self.entry(set, view: view, session: session, into: &result)
    else { return }
    result.entry = entry
    if children.count == 1, let only = children.first {
      screen.walk(reader.node(only.expression, only.bindings, file: only.file))
    } else {
      var group = reader.node(
        children.first?.expression ?? ExprSyntax(NilLiteralExprSyntax()), session.rootBindings,
        file: 0)
      group.group = children
      group.modifiers = []
      screen.walk(group)
    }
    if !screen.hasNavigation {
      result.diagnostics.append(
        ImportDiagnostic(
          file: set.files.first?.path ?? "", line: 1, column: 1, severity: .note,
          message: !screen.pinned.isEmpty
            ? "\(entry) has no NavigationStack: the views above its ScrollView stay at the top (pinned) and no navigation bar is drawn"
            : screen.asksForNavigationBar
              ? "\(entry) has no NavigationStack but sets a title, bar items or search; NavLab shows it in one, as a pushed screen would be"
              : "\(entry) has no NavigationStack: no navigation bar is drawn, as on iOS"
        ))
    }
    var spec = screen.scene()
    spec.id = result.entry
    spec.destinations = session.navigation.destinations.first ?? [:]
    result.scene = spec
    result.diagnostics += session.diagnostics
    result.viewsRead = session.viewsRead
    result.placeholders = session.placeholders
  }

  /// The entry's name and its views.
  private static func entry(
    _ set: SourceSet, view: String?, session: ImportSession, into result: inout Result
  ) -> (String, [ViewNode.Child])? {
    let reader = ViewReader(importer: session)
    func use(_ type: SourceSet.TypeDecl, as name: String) -> (String, [ViewNode.Child]) {
      let call = ExprSyntax(
        FunctionCallExprSyntax(
          calledExpression: DeclReferenceExprSyntax(baseName: .identifier(type.name)),
          leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken()))
      // A nested view (`--view AppDiagnostics.RootView`) is read as if used inside its parent,
      // where its name means that one of its namesakes.
      var bindings = session.rootBindings
      if let parent = type.parent { bindings.enclosing = [parent] }
      return (name, [ViewNode.Child(expression: call, bindings: bindings, file: type.file)])
    }
    if let view {
      guard let type = set.view(named: view, enclosing: []), type.isView, type.body != nil else {
        let views = set.order.filter { set.types[$0]?.isView == true }
        result.diagnostics.append(
          ImportDiagnostic(
            file: "navlab-import", line: 0, column: 0, severity: .error,
            message:
              "no view named \(view) in the files; views: \(views.isEmpty ? "none" : views.joined(separator: ", "))"
          ))
        return nil
      }
      return use(type, as: view)
    }
    if let preview = set.previews.first {
      return (
        "#Preview", reader.children(preview.statements, session.rootBindings, file: preview.file)
      )
    }
    let views = set.order.filter { set.types[$0]?.isView == true && set.types[$0]?.body != nil }
    // The files do not change while a program runs: their names are found once (a walk of
    // every file's tree each read was a tenth of seed 004's live frame).
    let used = session.live.usedNames
    if let unused = views.first(where: { !used.contains($0) }) ?? views.first {
      return use(set.types[unused]!, as: unused)
    }
    result.diagnostics.append(
      ImportDiagnostic(
        file: set.files.first?.path ?? "navlab-import", line: 1, column: 1, severity: .error,
        message: "no SwiftUI view (a struct conforming to View with a body) in the files"))
    return nil
  }
}

/// Names called anywhere in the files outside their own declaration (a view another view or a
/// preview uses is not the entry).
enum UsedNames {
  static func find(in set: SourceSet) -> Set<String> {
    var names: Set<String> = []
    for file in set.files {
      let visitor = CallVisitor(viewMode: .sourceAccurate)
      visitor.walk(file.tree)
      names.formUnion(visitor.names)
    }
    return names
  }

  private final class CallVisitor: SyntaxVisitor {
    var names: Set<String> = []
    private var inside: [String] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      inside.append(node.name.text)
      return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { inside.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
        inside.last != reference.baseName.text
      {
        names.insert(reference.baseName.text)
      }
      return .visitChildren
    }
  }
}
