import ScreenModel
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
  /// Screen modifiers (title, toolbar, bar items, search) met on views inside the content,
  /// innermost first: SwiftUI collects them from the whole navigation container as
  /// preferences, so the screen reader applies them before the outer views' own.
  var preferences: [ViewNode.Modifier] = []
  /// Modifiers collected as preferences (`preferences`).
  static let preferenceModifiers: Set<String> = [
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
    "toolbarTitleDisplayMode", "toolbar",
    "navigationBarItems", "searchable", "searchScopes", "searchSuggestions", "onSubmit",
    "safeAreaInset", "navigationBarHidden", "toolbarVisibility",
  ]

  /// Keeps the preference modifiers among `modifiers` for the screen reader.
  func collectPreferences(_ modifiers: [ViewNode.Modifier]) {
    for modifier in modifiers where Self.preferenceModifiers.contains(modifier.name) {
      preferences.append(modifier)
    }
  }

  /// A `.textCase(nil)` was met on the list or section being read, or on a view of its header
  /// (`ContentReader` sets it): the header keeps its case.
  var textCaseCleared = false

  /// Views this read may still expand (nested `ForEach`, recursion: issue 42).
  let budget = ReadBudget()
  /// The navigation container and the NavigationLink destinations read (DestinationReader).
  var navigation = NavigationContext()
  /// Asset catalogs and strings beside the files, read on first use (AssetCatalog): once for
  /// the running program, not once a read (listing the files' folders every frame was a
  /// system call storm under a scrolling seed's live reads; a save starts a new program).
  lazy var assets: AssetCatalog = {
    let catalog = live.assetCatalog
    for warning in catalog.warnings { add(warning) }
    return catalog
  }()

  /// The running program the readers evaluate with: one evaluation for the one-off import
  /// (`--emit-scene`, `--strict`) and the live session, whose first answer the import is.
  let live: LiveContext

  init(sources: SourceSet, live: LiveContext) {
    self.sources = sources
    self.live = live
    // Weak: the session holds the context; code running in it looks up the app's strings.
    live.strings = { [weak self] key in self?.assets.strings[key] }
    live.accessorStrings = { [weak self] path in self?.assets.string(accessor: path) }
    live.tableStrings = { [weak self] table, key in self?.assets.string(table: table, key: key) }
  }

  /// The bindings the entry is read with (the live program's global scope, in live mode).
  var rootBindings: Bindings {
    var bindings = Bindings()
    bindings.scope = live.global
    return bindings
  }

  /// A warning at `node`, printed once however often the node is read.
  func warn(_ message: String, at node: some SyntaxProtocol, file: Int) {
    add(.warning, message, at: node, file: file)
  }

  /// A warning at `node` whose text is built only the first time the node is met in the run
  /// (one message per node).
  func warnOnce(at node: some SyntaxProtocol, file: Int, _ message: () -> String) {
    let key = LiveContext.Said(node: node.id, file: file, message: "")
    guard live.said.insert(key).inserted else { return }
    warn(message(), at: node, file: file)
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
    // Said before, in this read or an earlier one of the run: nothing to do (reads run every
    // frame; finding a line and column is what costs).
    let key = LiveContext.Said(node: node.id, file: file, message: message)
    guard live.said.insert(key).inserted else { return }
    let location = sources.location(of: node, file: file)
    // One line: an expression quoted from the source may span several.
    let line =
      message.contains("\n")
      ? message.split(whereSeparator: \.isNewline).map { $0.drop(while: \.isWhitespace) }
        .joined(separator: " ") : message
    let diagnostic = ImportDiagnostic(
      file: location.path, line: location.line, column: location.column, severity: severity,
      message: line)
    guard seen.insert(diagnostic.description).inserted else { return }
    diagnostics.append(diagnostic)
  }

  /// `text`, cut to the longest string a scene holds (`TextContent.maximumLength`) with one
  /// warning: SwiftUI draws any length, so a long text degrades instead of refusing the screen.
  func clamped(_ text: String, at node: some SyntaxProtocol, file: Int) -> String {
    let limit = TextContent.maximumLength
    guard text.count > limit else { return text }
    warn(
      "a text of \(text.count) characters is cut to its first \(limit) (NavLab's scenes hold at most \(limit) in one string)",
      at: node, file: file)
    return String(text.prefix(limit))
  }

  /// A `Text` whose words NavLab cannot know (a value computed at run time from what the files
  /// do not hold): drawn as SwiftUI's `.redacted(reason: .placeholder)` draws text, a rounded
  /// grey bar one line of the text's font high (an invisible run of no-break spaces under a
  /// rounded rectangle, so the font the view gets sizes it), never as its source. Counted as a
  /// placeholder (`--strict` fails on it), with one warning naming the expression.
  func redactedText(_ expression: String, at node: some SyntaxProtocol, file: Int)
    -> ContentNode
  {
    placeholders += 1
    warn(
      "Text(\(expression.prefix(60))) is runtime data NavLab cannot know; drawn redacted (a grey bar), as a placeholder",
      at: node, file: file)
    let run = TextContent(String(repeating: "\u{00A0}", count: Self.redactedLength))
    let bar = ContentNode.shape(
      ShapeContent(.roundedRectangle(radius: 4), fill: .color(ColorValue.secondary.opacity(0.3))))
    return ContentNode.text(run).modifier(.foregroundColor(.clear))
      .modifier(.background(bar, alignment: .center))
  }

  /// Characters of the run a redacted text is as wide as (about a short phrase).
  static let redactedLength = 28

  /// A placeholder content node for a view NavLab does not interpret, with its warning.
  func placeholder(_ name: String, at node: some SyntaxProtocol, file: Int, why: String? = nil)
    -> ContentNode
  {
    placeholders += 1
    warn(why ?? "NavLab does not interpret \(name); drawn as a placeholder", at: node, file: file)
    return .placeholder(name: Self.placeholderLabel(name))
  }

  /// What a placeholder shows: the view's name, never source text. A callee that is not a
  /// name (`makers[0]()`, `(flag ? a : b)()`, a name with a call inside it) is labelled with
  /// the last name written in it, else "view"; the warning keeps the expression.
  static func placeholderLabel(_ name: String) -> String {
    let startsName = { (c: Character) in c.isLetter || c == "_" }
    let isNameCharacter = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
    // `Name`, `Module.Name`, `Row<Item>`: what scripts/corpus and a reader take as a name.
    if let first = name.first, startsName(first), name.count <= 60,
      name.allSatisfy({ isNameCharacter($0) || ".<>, ".contains($0) }),
      !name.contains(".."), name.last != "."
    {
      return name
    }
    // Words inside string literals are the app's text, not a name.
    var inString = false
    let code = name.filter { character in
      if character == "\"" { inString.toggle() }
      return !inString && character != "\""
    }
    let words = code.split { !isNameCharacter($0) }
    return words.last { startsName($0.first!) }.map { String($0.prefix(60)) } ?? "view"
  }
}

extension ImportSession {
  /// A screen read inside the one being read (a pushed destination, a tab not shown): named
  /// `name` for the live program (its views' `onAppear` wait until it shows), with titles and
  /// toolbars of its own, not the outer screen's. `read` walks its views; the destinations
  /// read inside it are the last entry of `navigation.destinations`, for the caller to take.
  func readScreen(named name: String, _ read: (inout ScreenReader) -> Void) -> ScreenSpec {
    let outer = live.screen
    live.screen = name
    defer { live.screen = outer }
    navigation.destinations.append([:])
    let outerPreferences = preferences
    preferences = []
    defer { preferences = outerPreferences }
    var screen = ScreenReader(importer: self)
    read(&screen)
    return screen.scene()
  }
}
