import SwiftSyntax

/// One import: the parsed files, the messages so far and the counts of the summary line.
/// A class so that every reader of the tree adds to the same messages.
final class ImportSession {
  let sources: SourceSet
  private(set) var diagnostics: [ImportDiagnostic] = []
  private var seen: Set<String> = []
  /// Views read into the screen model, and those drawn as placeholders.
  var viewsRead = 0
  var placeholders = 0
  /// Custom views being inlined (a view that uses itself is cut off, not followed forever).
  var inlining: [String] = []
  /// Nesting of views being read; deeper than `maximumDepth` is a placeholder.
  var depth = 0
  static let maximumDepth = 24
  /// Most elements a `ForEach` expands to (a range of a million is not a screen).
  static let maximumForEach = 1000
  /// Views this read may still expand (nested `ForEach`, recursion: issue 42).
  let budget = ReadBudget()
  /// The navigation container and the NavigationLink destinations read (DestinationReader).
  var navigation = NavigationContext()
  /// Asset catalogs and strings beside the files, read on first use (AssetCatalog).
  lazy var assets: AssetCatalog = {
    let catalog = AssetCatalog(sourcePaths: sources.files.map(\.path))
    for warning in catalog.warnings { add(warning) }
    return catalog
  }()

  /// Live mode (`--serve`): the running program the readers evaluate with; nil for a one-off
  /// import, which reads literal values only.
  let live: LiveContext?

  init(sources: SourceSet, live: LiveContext? = nil) {
    self.sources = sources
    self.live = live
  }

  /// The bindings the entry is read with (the live program's global scope, in live mode).
  var rootBindings: Bindings {
    var bindings = Bindings()
    bindings.scope = live?.global
    return bindings
  }

  /// A warning at `node`, printed once however often the node is read.
  func warn(_ message: String, at node: some SyntaxProtocol, file: Int) {
    add(.warning, message, at: node, file: file)
  }

  func note(_ message: String, at node: some SyntaxProtocol, file: Int) {
    add(.note, message, at: node, file: file)
  }

  /// A message about a file rather than a node (a resource), printed once.
  func add(_ diagnostic: ImportDiagnostic) {
    guard seen.insert(diagnostic.description).inserted else { return }
    diagnostics.append(diagnostic)
  }

  private func add(
    _ severity: ImportDiagnostic.Severity, _ message: String, at node: some SyntaxProtocol,
    file: Int
  ) {
    let location = sources.location(of: node, file: file)
    let diagnostic = ImportDiagnostic(
      file: location.path, line: location.line, column: location.column, severity: severity,
      message: message)
    guard seen.insert(diagnostic.description).inserted else { return }
    diagnostics.append(diagnostic)
  }

  /// A `@State` property read: it shows its initial value (state is the next issue).
  func noteState(_ name: String, at node: some SyntaxProtocol, file: Int) {
    guard live == nil else { return }
    warn("@State \(name) is runtime state; shown with its initial value", at: node, file: file)
  }

  /// A placeholder content node for a view NavLab does not interpret, with its warning.
  func placeholder(_ name: String, at node: some SyntaxProtocol, file: Int, why: String? = nil)
    -> SceneJSON
  {
    placeholders += 1
    warn(why ?? "NavLab does not interpret \(name); drawn as a placeholder", at: node, file: file)
    return .object([("placeholder", .string(String(name.prefix(60))))])
  }
}
