import DisplayList
import Foundation
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import Traces
@testable import TuningExport

/// The README and docs/ against the code: every link leads somewhere, and every scene field,
/// script event, key binding, trace column and tuning field the code knows is documented. The
/// lists come from the code (`SceneObject`, `ScriptEventDecoder`, `KeyBindings`,
/// `TraceFormatter.columns`, `TuningFile.fields`), so a new one fails here until it is written up.
@Suite("Documentation")
struct DocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md, CHANGELOG.md, docs/*.md and the example package's README, relative to the root.
  static let pages: [String] = {
    let docs =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("docs").path)) ?? []
    let candidates =
      ["README.md", "CHANGELOG.md", "Examples/ScrollPhysicsConsumer/README.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return candidates.filter { FileManager.default.fileExists(atPath: path($0)) }
  }()

  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  static func text(_ relative: String) -> String {
    (try? String(contentsOfFile: path(relative), encoding: .utf8)) ?? ""
  }

  /// The README and every page of docs/: where a name counts as documented.
  static let documentation: [String: String] = Dictionary(
    uniqueKeysWithValues: pages.filter { $0 == "README.md" || $0.hasPrefix("docs/") }.map {
      ($0, text($0))
    })

  /// Every `code span` and fenced code line of the documentation.
  static let codeSpans: Set<String> = {
    var spans: Set<String> = []
    for page in documentation.values {
      let (prose, fenced) = Markdown.split(page)
      spans.formUnion(fenced)
      spans.formUnion(Markdown.codeSpans(prose))
    }
    return spans
  }()

  /// The identifiers inside code spans and code blocks: `list.rowHeight` gives `list` and
  /// `rowHeight`, `{"type": "down"}` gives `type` and `down`.
  static let codeWords: Set<String> = Set(
    codeSpans.flatMap { span in
      span.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    })

  /// The names in `names` that no code span or code block of the documentation mentions.
  static func undocumented(_ names: some Sequence<String>) -> [String] {
    Set(names).filter { !codeWords.contains($0) && !codeSpans.contains($0) }.sorted()
  }

  @Test("the README fits in 250 lines and starts with the two commands")
  func readmeIsShort() throws {
    let readme = Self.text("README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 250, "README.md has \(lines.count) lines; move detail into docs/")
    let head = lines.prefix(40).joined(separator: "\n")
    #expect(head.contains("scripts/run"))
    #expect(head.contains("scripts/test"))
  }

  @Test("every docs/ page opens with a title and what it is for")
  func pagesOpenWithTheirPurpose() {
    let docs = Self.pages.filter { $0.hasPrefix("docs/") }
    #expect(docs.count >= 12, "docs/ pages: \(docs)")
    for page in docs {
      let lines = Self.text(page).split(separator: "\n").map(String.init)
      #expect(lines.first?.hasPrefix("# ") == true, "\(page) does not start with a # title")
      #expect(
        lines.dropFirst().first?.isEmpty == false,
        "\(page): the line after the title should say what the page is for")
    }
  }

  @Test("links in the README, CHANGELOG and docs/ lead to files and headings that exist")
  func linksResolve() throws {
    var broken: [String] = []
    var checked = 0
    for page in Self.pages {
      let folder = (page as NSString).deletingLastPathComponent
      for target in Markdown.links(Self.text(page)) {
        if target.contains("://") || target.hasPrefix("mailto:") { continue }
        checked += 1
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0].removingPercentEncoding ?? String(parts[0])
        let resolved =
          file.isEmpty
          ? page : ((folder as NSString).appendingPathComponent(file) as NSString).standardizingPath
        guard FileManager.default.fileExists(atPath: Self.path(resolved)) else {
          broken.append("\(page): \(target) (no file \(resolved))")
          continue
        }
        if parts.count == 2, resolved.hasSuffix(".md") {
          let anchor = String(parts[1])
          let anchors = Markdown.anchors(Self.text(resolved))
          if !anchors.contains(anchor) {
            broken.append("\(page): \(target) (no heading #\(anchor) in \(resolved))")
          }
        }
      }
    }
    #expect(checked > 30, "only \(checked) relative links found")
    #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
  }

  @Test("sources cite docs/references.md by sections that exist, never the absent REFERENCE.md")
  func citedReferenceSectionsExist() throws {
    let headings = Set(
      Self.text("docs/references.md").split(separator: "\n").filter { $0.hasPrefix("## ") }.map {
        String($0.dropFirst(3))
      })
    #expect(headings.count > 10, "docs/references.md has \(headings.count) sections")
    var cited = 0
    var problems: [String] = []
    for folder in ["Sources", "Importer/Sources", "Tests"] {
      let base = Self.root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
      for file in files ?? []
      where file.hasSuffix(".swift") && !file.hasSuffix("DocumentationTests.swift") {
        let text = try String(
          contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        // Sections are cited as `docs/references.md "Section"` (or several, comma-separated
        // in parentheses); a comment may break the quoted name across lines.
        let flat = text.replacingOccurrences(
          of: #"\n\s*///?\s*"#, with: " ", options: .regularExpression)
        for match in flat.matches(of: #/docs/references\.md\s*\(?((?:"[A-Z][^"\n]*"(?:,\s*)?)+)/#) {
          for name in match.1.matches(of: #/"([^"\n]+)"/#) {
            cited += 1
            if !headings.contains(String(name.1)) {
              problems.append("\(folder)/\(file): \"\(name.1)\"")
            }
          }
        }
        if text.contains("REFERENCE.md") || text.contains("REFERENCE \"") {
          problems.append("\(folder)/\(file): cites REFERENCE, which is not in the repository")
        }
      }
    }
    #expect(cited > 30, "only \(cited) cited sections found")
    #expect(problems.isEmpty, "no such section:\n\(problems.joined(separator: "\n"))")
  }

  @Test("every scene field is documented")
  func sceneFields() {
    let fields = SceneObject.allCases.flatMap { $0.fields }
    #expect(fields.count > 40)
    let values =
      SceneFormat.kinds.map(\.0) + SceneFormat.listStyles.map(\.0)
      + SceneFormat.largeTitleModes.map(\.0) + SceneFormat.statusBarModes.map(\.0)
      + SceneFormat.accents.map(\.0) + BarItem.symbolNames.map(\.0)
    // Content trees (SceneDecoder+Content.swift): their fields and the names they take.
    let contentFields = ContentObject.allCases.flatMap { $0.fields }
    let contentValues =
      SceneFormat.textStyles.map(\.0) + SceneFormat.fontWeights.map(\.0)
      + SceneFormat.fontDesigns.map(\.0) + SceneFormat.semanticColors.map(\.0)
      + SceneFormat.alignments.map(\.0) + SceneFormat.verticalAlignments.map(\.0)
      + SceneFormat.contentModes.map(\.0) + SceneFormat.buttonRoles.map(\.0)
      + SceneFormat.cornerStyles.map(\.0) + SceneFormat.simpleShapes.map(\.0)
      + SceneFormat.edges.map(\.0) + SceneFormat.unitPoints.map(\.0)
      + SceneFormat.scrollAxes.map(\.0) + SceneFormat.scrollTargets.map(\.0)
      + SceneFormat.targetLimits.map(\.0) + SceneFormat.scrollIndicators.map(\.0)
      + SceneFormat.scrollBounces.map(\.0) + SceneFormat.transitionModes
      + SceneFormat.animationPresets.map(\.0)
    let missing = Self.undocumented(fields + values + contentFields + contentValues)
    #expect(
      missing.isEmpty,
      "scene fields or values in SceneObject/ContentObject/SceneFormat but in no docs page (add them to docs/scenes.md): \(missing)"
    )
  }

  @Test("scene decoding takes its field names from SceneObject, the list the docs are checked by")
  func sceneFieldsHaveOneSource() throws {
    let folder = Self.root.appendingPathComponent("Sources/ScreenModel/Codec")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter {
        $0.hasSuffix(".swift") && $0 != "SceneObject.swift" && $0 != "ContentObject.swift"
          && $0 != "FieldReader.swift"
      }
    #expect(files.count >= 3)
    let inline = files.filter {
      Self.text("Sources/ScreenModel/Codec/\($0)").contains("known:")
    }
    #expect(
      inline.isEmpty,
      "\(inline) list a scene object's fields inline (known: […]); add a case to SceneObject instead, so DocumentationTests sees them"
    )
  }

  @Test("every script event type and its fields are documented")
  func scriptEvents() {
    let types = Array(ScriptEventDecoder.requiredFields.keys)
    let fields =
      ScriptEventDecoder.requiredFields.values.flatMap { $0 }
      + ScriptEventDecoder.optionalFields.values.flatMap { $0 } + ["t", "type", "events", "frames"]
    #expect(types.count >= 9)
    let missing = Self.undocumented(types + fields)
    #expect(
      missing.isEmpty,
      "script events or fields in ScriptEventDecoder but in no docs page (add them to docs/scripts-and-traces.md): \(missing)"
    )
  }

  @Test("every script key name is documented")
  func keyNames() {
    // Letters and digits are documented as the ranges `a`–`z` and `0`–`9`.
    let named = KeyChord.names.filter {
      $0.count > 1 || !($0.first!.isLetter || $0.first!.isNumber)
    }
    let missing = Self.undocumented(named + ["a", "z", "0", "9"])
    #expect(
      missing.isEmpty, "key names scripts accept but no docs page lists: \(missing)")
  }

  @Test("every key binding is documented, written as the docs write keys")
  func keyBindings() {
    let bindings = KeyBindings.window + KeyBindings.tuningPanel
    #expect(bindings.count > 30)
    let missing = Set(bindings.map(\.label)).filter { !Self.codeSpans.contains($0) }.sorted()
    #expect(
      missing.isEmpty,
      "keys in KeyBindings that no docs page shows as a `code span` (add them to the README's key table): \(missing)"
    )
  }

  @Test("the help overlay (?) lists every letter, digit and Ctrl key of the window")
  func helpOverlay() {
    let helpKeys = FramePainter.keyHelp.map(\.keys).joined(separator: " ")
    let shown = KeyBindings.window.map(\.label).filter {
      ($0.count == 1 && ($0.first!.isLetter || $0.first!.isNumber))
        || ($0.hasPrefix("Ctrl+") && !$0.contains("Shift"))
    }
    #expect(shown.count > 15)
    let missing = shown.filter { !helpKeys.contains($0) }
    #expect(missing.isEmpty, "keys missing from FramePainter.keyHelp: \(missing)")
  }

  @Test("every trace column is documented")
  func traceColumns() {
    #expect(TraceFormatter.columns.count >= 25)
    // Phone B's columns of `--compare` runs too.
    let missing = (TraceFormatter.columns + TraceFormatter.comparedColumns).filter {
      !Self.codeSpans.contains($0)
    }
    #expect(
      missing.isEmpty,
      "trace columns in TraceFormatter but in no docs page (add a row to docs/scripts-and-traces.md): \(missing)"
    )
  }

  @Test("every tuning file field is documented")
  func tuningFields() {
    let missing = Self.undocumented(TuningFile.fields)
    #expect(
      missing.isEmpty,
      "tuning fields in TuningFile.fields but in no docs page (add them to docs/tuning.md): \(missing)"
    )
  }

  @Test(
    "the DocC getting-started articles show the code their tests run",
    arguments: ["ScrollPhysics", "NavGeometry"])
  func gettingStartedCode(library: String) {
    let tests = Self.text("Tests/\(library)Tests/GettingStartedTests.swift")
    let article = Self.text("Sources/\(library)/\(library).docc/GettingStarted.md")
    let snippets = Markdown.markedSnippets(tests)
    #expect(!snippets.isEmpty, "no // BEGIN … // END blocks in \(library)Tests/GettingStartedTests")
    for (name, code) in snippets {
      #expect(
        article.contains(code),
        "\(library).docc/GettingStarted.md does not show the code of \(name) as the test runs it:\n\(code)"
      )
    }
  }

  @Test("the link and anchor readers see what GitHub sees")
  func markdownReader() {
    let page = """
      # Output guarantees and exit codes
      ## What changed, and where the numbers come from
      ## iOS 26: the `glass` bar
      ## Repeat
      ## Repeat
      See [a](docs/a.md#x) and ![b](img.png) but not `[c](d.md)`.
      ```
      [e](f.md)
      ## not a heading
      ```
      """
    #expect(Markdown.links(page) == ["docs/a.md#x", "img.png"])
    #expect(
      Markdown.anchors(page) == [
        "output-guarantees-and-exit-codes", "what-changed-and-where-the-numbers-come-from",
        "ios-26-the-glass-bar", "repeat", "repeat-1",
      ])
  }
}

/// Just enough of Markdown for the tests: fenced code, code spans, links, heading anchors.
enum Markdown {
  /// The page without its fenced code blocks, and the lines of those blocks.
  static func split(_ page: String) -> (prose: String, fenced: [String]) {
    var prose: [Substring] = []
    var fenced: [String] = []
    var inFence = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
      } else if inFence {
        fenced.append(String(line))
      } else {
        prose.append(line)
      }
    }
    return (prose.joined(separator: "\n"), fenced)
  }

  /// The blocks between `// BEGIN Name` and `// END Name` in Swift source, without their common
  /// indentation.
  static func markedSnippets(_ source: String) -> [(name: String, code: String)] {
    var snippets: [(String, String)] = []
    var name: String?
    var body: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// BEGIN ") {
        name = String(trimmed.dropFirst("// BEGIN ".count))
        body = []
      } else if let current = name, trimmed == "// END \(current)" {
        let indent =
          body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
          .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        snippets.append(
          (
            current,
            body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
          ))
        name = nil
      } else if name != nil {
        body.append(line)
      }
    }
    return snippets
  }

  /// The contents of every `code span` in `prose`.
  static func codeSpans(_ prose: String) -> [String] {
    prose.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// `prose` with its code spans removed.
  static func withoutCodeSpans(_ prose: String) -> String {
    prose.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined(separator: " ")
  }

  /// The targets of `[text](target)` and `![alt](target)` outside code.
  static func links(_ page: String) -> [String] {
    let prose = withoutCodeSpans(split(page).prose)
    var targets: [String] = []
    var rest = prose[...]
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
      if !target.isEmpty { targets.append(target) }
      rest = after[close...]
    }
    return targets
  }

  /// GitHub's anchors for the page's headings: lower case, punctuation dropped, spaces to
  /// hyphens, repeats numbered.
  static func anchors(_ page: String) -> [String] {
    var seen: [String: Int] = [:]
    var anchors: [String] = []
    for line in split(page).prose.split(separator: "\n") where line.hasPrefix("#") {
      let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
      var slug = ""
      for character in title.lowercased() {
        if character.isLetter || character.isNumber || character == "-" || character == "_" {
          slug.append(character)
        } else if character == " " {
          slug.append("-")
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.append(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }
}
