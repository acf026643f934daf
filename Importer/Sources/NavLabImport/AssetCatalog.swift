import DisplayList
import ScreenModel
import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The resources beside the Swift files, as Xcode builds them into the app: asset catalogs'
/// image sets and colour sets (`*.xcassets/*.imageset`, `*.colorset`), loose image files, and
/// the source language's strings (`Localizable.strings`, `Localizable.xcstrings`). Read once,
/// on first use, from the folders of the files imported.
final class AssetCatalog {
  /// A colour set: its sRGB colour, and the dark appearance's when it has one.
  struct ColorSet: Equatable {
    var light: Color
    var dark: Color?
  }

  /// Image sets by name: the file to show (the largest scale given).
  private(set) var images: [String: String] = [:]
  /// The scale of each image set's file (`"scale": "3x"` → 3; 1 without one).
  private(set) var imageScales: [String: Double] = [:]
  private(set) var colors: [String: ColorSet] = [:]
  private(set) var strings: [String: String] = [:]
  /// The other string catalogs' strings, by table (`Settings.xcstrings` is table `Settings`):
  /// what `Text("key", tableName: "Settings")` and a build tool's generated table accessors
  /// (``string(table:key:)``) read.
  private(set) var tables: [String: [String: String]] = [:]
  /// The strings by their key's letters and digits, lowercased (``string(accessor:)``); built
  /// on first use. A key two entries of different text share maps to nil.
  private var stringsByAccessor: [String: String?]?
  /// The folders the files are in (loose images are looked up there).
  let folders: [String]
  /// The same folders with links resolved: nothing outside them is read (issue 42: an image
  /// set whose Contents.json named `../../../etc/passwd` was followed out of the catalog).
  private let roots: [String]
  /// Problems with the resources, one per file (`Contents.json` naming a file outside the
  /// project, a `Localizable.xcstrings` that is not JSON or too large): the import warns.
  private(set) var warnings: [ImportDiagnostic] = []
  /// The other files beside the sources by name, nearest first: what Xcode copies into the
  /// app bundle's top level, where `Bundle.main.url(forResource:withExtension:)` finds them
  /// (``bundleFile(_:)``).
  private var bundleFiles: [String: String] = [:]
  /// Bundled JSON documents read so far (``bundledJSON(_:)``), by path.
  private var bundledDocuments: [String: Result<JSONValue, ImportDiagnostic>] = [:]

  /// Most entries read while looking (a project folder, not a disk).
  static let maximumEntries = 20_000

  init(sourcePaths: [String]) {
    var folders: [String] = []
    for path in sourcePaths {
      let folder = AssetCatalog.absolute(AssetCatalog.folder(of: path))
      if !folders.contains(folder) { folders.append(folder) }
    }
    self.folders = folders
    // The files' folders, and the common folder the search below reads resources under (a
    // string catalog in `Resources/Localization`, beside no Swift file, is the project's).
    let named = sourcePaths.allSatisfy { $0.contains("/") }
    let common = AssetCatalog.commonFolder(folders)
    roots = (folders + (named && common != "/" ? [common] : []))
      .compactMap(AssetCatalog.resolved)
    var budget = Self.maximumEntries
    var read: Set<String> = []
    for folder in folders {
      for name in AssetCatalog.entries(folder, budget: &budget).sorted() {
        if !readResource(folder + "/" + name, name, budget: &budget, read: &read) {
          noteBundleFile(folder + "/" + name, name)
        }
      }
    }
    // Resources in folders without Swift files (`Resources/Localization/Localizable.xcstrings`,
    // `Resources/Assets.xcassets`): searched under the files' common folder, nearest first.
    // (Not for files named without a folder, as the tests' in-memory ones are: that would
    // search wherever the process runs.)
    var pending = named ? [(AssetCatalog.commonFolder(folders), 0)] : []
    while !pending.isEmpty, budget > 0 {
      let (folder, depth) = pending.removeFirst()
      for name in AssetCatalog.entries(folder, budget: &budget).sorted() {
        let path = folder + "/" + name
        if readResource(path, name, budget: &budget, read: &read) { continue }
        if depth < 8, name != "build", !name.contains("."), !AssetCatalog.isFile(path) {
          pending.append((path, depth + 1))
        } else {
          noteBundleFile(path, name)
        }
      }
    }
  }

  /// The string a build tool's generated accessor stands for: `LocalString.settings_about_title`
  /// or `L10n.Settings.About.title` for the key `settings.about.title`. Tools such as SwiftGen
  /// or an app's own script write one member per key, its name the key's words joined in
  /// another style, into a file the repository does not hold; the accessor's path (`path`,
  /// without the generated type's name) and the key then agree in their letters and digits.
  /// Nil when no key does, or two keys of different text do.
  func string(accessor path: [String]) -> String? {
    let index =
      stringsByAccessor
      ?? {
        var index: [String: String?] = [:]
        for (key, text) in strings {
          let letters = Self.accessorLetters(key)
          if let seen = index[letters], seen != text {
            index[letters] = .some(nil)
          } else {
            index[letters] = text
          }
        }
        stringsByAccessor = index
        return index
      }()
    return index[Self.accessorLetters(path.joined())] ?? nil
  }

  /// The string a table accessor generated from a string catalog stands for: xcstrings-tool
  /// writes, for `Settings.xcstrings`, a function `settings(_:)` taking one member per key
  /// (`.settings(.documentDeleteConfirmationLabel)`, `.settings(.logoVariation(1))` for a key
  /// with a format). `table` and `key` are matched by their letters and digits, case aside;
  /// nil when no catalog of that name has the key (or two of its keys spell it differently).
  func string(table: String, key: String) -> String? {
    let tableLetters = Self.accessorLetters(table)
    let name = tables.keys.sorted().first { Self.accessorLetters($0) == tableLetters }
    guard
      let entries = name.flatMap({ tables[$0] }) ?? (tableLetters == "localizable" ? strings : nil)
    else { return nil }
    if let text = entries[key] { return text }
    let letters = Self.accessorLetters(key)
    let matches = Set(entries.filter { Self.accessorLetters($0.key) == letters }.map(\.value))
    return matches.count == 1 ? matches.first : nil
  }

  /// A key's or an accessor's letters and digits, lowercased: `settings.about.license-description`
  /// and `settings_about_licenseDescription` both give `settingsaboutlicensedescription`.
  static func accessorLetters(_ text: String) -> String {
    text.filter { $0.isLetter || $0.isNumber }.lowercased()
  }

  /// Reads `path` when it is a catalog or strings file (once); true when it was one.
  @discardableResult
  private func readResource(
    _ path: String, _ name: String, budget: inout Int, read: inout Set<String>
  ) -> Bool {
    let isResource =
      name.hasSuffix(".xcassets") || name.hasSuffix(".xcstrings")
      || name == "Localizable.strings" || name == "en.lproj" || name == "Base.lproj"
    guard isResource else { return false }
    guard read.insert(path).inserted else { return true }
    if name.hasSuffix(".xcassets") { readCatalog(path, depth: 0, budget: &budget) }
    if name == "Localizable.xcstrings" {
      readStringCatalog(path, into: &strings)
    } else if name.hasSuffix(".xcstrings") {
      let table = String(name.dropLast(".xcstrings".count))
      readStringCatalog(path, into: &tables[table, default: [:]])
    }
    if name == "Localizable.strings" { readStrings(path) }
    if name == "en.lproj" || name == "Base.lproj" { readStrings(path + "/Localizable.strings") }
    return true
  }

  /// The deepest folder holding every one of `folders`.
  static func commonFolder(_ folders: [String]) -> String {
    guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: false)
    else { return "." }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
      var length = 0
      while length < min(common.count, parts.count), common[length] == parts[length] {
        length += 1
      }
      common = Array(common.prefix(length))
    }
    let joined = common.joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  /// An image file beside the sources named `name` (`name.png`, `.jpg`, `.jpeg`, its @3x and
  /// @2x versions first), or nil.
  func looseImage(_ name: String) -> String? {
    for folder in folders {
      for suffix in ["@3x.png", "@2x.png", ".png", "@3x.jpg", "@2x.jpg", ".jpg", ".jpeg"] {
        let path = folder + "/" + name + suffix
        if AssetCatalog.isFile(path), isInside(path) { return path }
      }
    }
    return nil
  }

  // MARK: - Reading

  private func readCatalog(_ folder: String, depth: Int, budget: inout Int) {
    guard depth < 8 else { return }
    for name in AssetCatalog.entries(folder, budget: &budget).sorted() {
      let path = folder + "/" + name
      if name.hasSuffix(".imageset") {
        let key = String(name.dropLast(".imageset".count))
        if images[key] == nil, let (file, scale) = imageFile(path) {
          images[key] = file
          imageScales[key] = scale
        }
      } else if name.hasSuffix(".colorset") {
        let key = String(name.dropLast(".colorset".count))
        if colors[key] == nil, let color = colorSet(path) { colors[key] = color }
      } else if !name.contains(".") {
        // A group folder (with or without a namespace): its sets go by their own names.
        readCatalog(path, depth: depth + 1, budget: &budget)
      }
    }
  }

  /// The image set's file for the largest scale it gives (3x, 2x, 1x, then one without a
  /// scale: a single-scale or vector image), for the iPhone (`universal` or `iphone`).
  private func imageFile(_ folder: String) -> (file: String, scale: Double)? {
    let contents = folder + "/Contents.json"
    guard let json = json(contents), case .array(let entries)? = json["images"] else {
      return nil
    }
    var best: (rank: Int, file: String, scale: Double)?
    for entry in entries {
      guard let file = entry["filename"]?.text else { continue }
      // A set's files are beside its Contents.json (Xcode writes plain names); one that is
      // there must not lead out of the project either (a link).
      let path = folder + "/" + file
      guard !file.contains("/"), file != "..",
        AssetCatalog.resolved(path) == nil || isInside(path)
      else {
        warn(
          contents,
          "names \"\(file.prefix(60))\", outside the asset catalog; the image set is left out")
        return nil
      }
      let idiom = entry["idiom"]?.text ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      if entry["appearances"] != nil { continue }  // a dark variant: the light one is shown
      let rank =
        switch entry["scale"]?.text {
        case "3x": 4
        case "2x": 3
        case "1x": 2
        default: 1
        }
      if best == nil || rank > best!.rank {
        best = (rank, folder + "/" + file, rank >= 2 ? Double(rank - 1) : 1)
      }
    }
    return best.map { ($0.file, $0.scale) }
  }

  /// A colour set's universal colour and its dark (`luminosity` `dark`) appearance.
  private func colorSet(_ folder: String) -> ColorSet? {
    guard let json = json(folder + "/Contents.json"),
      case .array(let entries)? = json["colors"]
    else { return nil }
    var light: Color?
    var dark: Color?
    for entry in entries {
      guard let color = entry["color"], let hex = AssetCatalog.color(color) else { continue }
      var isDark = false
      if case .array(let appearances)? = entry["appearances"] {
        for appearance in appearances
        where appearance["appearance"]?.text == "luminosity" {
          if appearance["value"]?.text == "dark" { isDark = true } else { isDark = false }
        }
        // High-contrast variants are not the everyday colour.
        if appearances.contains(where: { $0["appearance"]?.text == "contrast" }) { continue }
      }
      if isDark { dark = dark ?? hex } else { light = light ?? hex }
    }
    guard let light else { return nil }
    return ColorSet(light: light, dark: dark == light ? nil : dark)
  }

  /// `"color": {"color-space": "srgb", "components": {"red": "0.227", …, "alpha": "1.000"}}`
  /// as a colour. Components are written as floats (`0.227`),
  /// 8-bit integers (`58`) or hex (`0x3A`), as Xcode's colour panel writes them; a system colour
  /// reference (`"platform": "ios", "reference": …`) is not read.
  static func color(_ color: JSONValue) -> Color? {
    guard let components = color["components"] else { return nil }
    func component(_ name: String) -> Double? {
      let value: Double?
      switch components[name] {
      case .number(let number)?: value = number
      case .string(let text)?:
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
          value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        } else if text.contains(".") {
          value = Double(text)
        } else {
          value = Double(text).map { $0 > 1 ? $0 / 255 : $0 }
        }
      default: value = nil
      }
      return value.map { min(1, max(0, $0)) }
    }
    guard let red = component("red"), let green = component("green"),
      let blue = component("blue")
    else { return nil }
    return ColorReader.rgb(red, green, blue, component("alpha") ?? 1)
  }

  /// A string catalog (`Localizable.xcstrings`, or another table's): each key's value in the
  /// catalog's source language (the key itself when that language has no value: Xcode then
  /// shows the key). A key already read keeps its first value.
  private func readStringCatalog(_ path: String, into table: inout [String: String]) {
    guard let json = json(path) else { return }
    guard case .object(let keys)? = json["strings"] else {
      warn(path, "has no \"strings\" object; its strings are not used")
      return
    }
    let language = json["sourceLanguage"]?.text ?? "en"
    for (key, entry) in keys where table[key] == nil {
      if let value = entry["localizations"]?[language]?["stringUnit"]?["value"]?.text {
        table[key] = value
      }
    }
  }

  /// `Localizable.strings`: `"key" = "value";` lines, comments skipped.
  private func readStrings(_ path: String) {
    guard AssetCatalog.isFile(path), isInside(path) else { return }
    guard let bytes = try? SourceFiles.read(path) else {
      warn(path, "cannot be read, or is larger than 4 MiB; its strings are not used")
      return
    }
    for (key, value) in StringsFile.pairs(bytes) where strings[key] == nil {
      strings[key] = value
    }
  }

  // MARK: - Bundled files

  /// A resource file of the app bundle named `name` (`FossLicenses.json`): a file beside the
  /// sources or in a folder under their common folder, the nearest first, as Xcode copies a
  /// group's resources into the bundle's top level. Nil when there is none.
  func bundleFile(_ name: String) -> String? {
    guard !name.isEmpty, !name.contains("/") else { return nil }
    return bundleFiles[name]
  }

  /// The JSON document in the bundled file at `path`, read once, or why it cannot be used (one
  /// warning naming the file, for the caller to give): not inside the project, not a regular
  /// file (a FIFO), larger than 4 MiB, not JSON (where the model's parser stopped).
  func bundledJSON(_ path: String) -> Result<JSONValue, ImportDiagnostic> {
    if let known = bundledDocuments[path] { return known }
    let result =
      readJSON(path, what: "the bundled file")
      ?? .failure(diagnostic(path, "the bundled file is missing; it is left out"))
    bundledDocuments[path] = result
    return result
  }

  private func noteBundleFile(_ path: String, _ name: String) {
    guard bundleFiles[name] == nil, !name.hasSuffix(".swift") else { return }
    bundleFiles[name] = path
  }

  // MARK: - Files

  /// The JSON document at `path` inside the project, or nil with a warning naming the file
  /// and the problem (missing files are simply absent).
  private func json(_ path: String) -> JSONValue? {
    switch readJSON(path, what: nil) {
    case .success(let value): return value
    case .failure(let diagnostic):
      if !warnings.contains(diagnostic) { warnings.append(diagnostic) }
      return nil
    case nil: return nil
    }
  }

  /// The JSON document at `path`, the problem with it, or nil when there is no such file.
  /// `what` names the file in the message (`the bundled file`), else the path alone does.
  private func readJSON(_ path: String, what: String?) -> Result<JSONValue, ImportDiagnostic>? {
    let subject = what.map { $0 + " " } ?? ""
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    guard isInside(path) else {
      return .failure(
        diagnostic(path, "\(subject)is outside the project folder (a link?); it is not read"))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(
        diagnostic(
          path, "\(subject)is not a regular file (a FIFO, device or folder); it is left out"))
    }
    guard info.st_size <= SourceSet.maximumFileBytes else {
      return .failure(
        diagnostic(
          path, "\(subject)is larger than \(SourceSet.maximumFileBytes >> 20) MiB; it is left out"))
    }
    guard let bytes = try? SourceFiles.read(path) else {
      return .failure(diagnostic(path, "\(subject)cannot be read; it is left out"))
    }
    // The model's parser: a key written twice in one object or nesting past its limit is
    // refused too (which of two keys Xcode would use is not said anywhere).
    do {
      return .success(try JSONParser.parse(bytes))
    } catch {
      return .failure(
        diagnostic(
          path, "\(what.map { $0 + " is " } ?? "")not valid JSON: \(error.message); it is left out",
          line: error.line, column: error.column))
    }
  }

  private func warn(_ path: String, _ message: String, line: Int = 1, column: Int = 1) {
    let diagnostic = diagnostic(path, message, line: line, column: column)
    if !warnings.contains(diagnostic) { warnings.append(diagnostic) }
  }

  private func diagnostic(_ path: String, _ message: String, line: Int = 1, column: Int = 1)
    -> ImportDiagnostic
  {
    ImportDiagnostic(file: path, line: line, column: column, severity: .warning, message: message)
  }

  /// Whether `path`, links resolved, is inside one of the source folders.
  private func isInside(_ path: String) -> Bool {
    guard let real = AssetCatalog.resolved(path) else { return false }
    return roots.contains { real == $0 || real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
  }

  /// `path` with every link and `..` resolved, or nil when it does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` from the root (scenes resolve relative paths against their own folder).
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let cwd = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return path == "." ? cwd : cwd + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }

  static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// The names in `folder` (hidden ones skipped), counted against `budget`.
  static func entries(_ folder: String, budget: inout Int) -> [String] {
    guard budget > 0, let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while budget > 0, let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard !name.hasPrefix(".") else { continue }
      budget -= 1
      names.append(name)
    }
    return names
  }
}

/// The `"key" = "value";` pairs of an old-style `.strings` file (UTF-8; `/* */` and `//`
/// comments skipped; escapes `\"`, `\\`, `\n`, `\t`).
enum StringsFile {
  static func pairs(_ bytes: [UInt8]) -> [(String, String)] {
    var result: [(String, String)] = []
    var index = 0
    var pending: [String] = []
    func quoted() -> String? {
      index += 1
      var out: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
        if byte == UInt8(ascii: "\\"), index < bytes.count {
          let next = bytes[index]
          index += 1
          switch next {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          default: out.append(next)
          }
        } else {
          out.append(byte)
        }
      }
      return nil
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 2
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "\"") {
        guard let text = quoted() else { break }
        pending.append(text)
      } else if byte == UInt8(ascii: ";") {
        if pending.count == 2 { result.append((pending[0], pending[1])) }
        pending = []
        index += 1
      } else {
        index += 1
      }
    }
    return result
  }
}

extension Evaluator {
  /// A view's title as SwiftUI shows it: a string literal is a `LocalizedStringKey`, looked up
  /// in the strings beside the files (the source language's value; the key itself when it is
  /// not there); anything else is read as `string` reads it.
  func localized(_ expression: ExprSyntax?) -> String? {
    guard let text = string(expression) else { return nil }
    guard let literal = expression?.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else {
      return isLocalizedKey(expression)
        ? InlineMarkdown.plain(importer.assets.strings[text] ?? text) : text
    }
    return InlineMarkdown.plain(importer.assets.strings[text] ?? text)
  }

  /// Whether `expression` names a property declared `LocalizedStringKey` (`Text(label)` in a
  /// row view given `"Settings.Title"`): SwiftUI looks its value up as it does a literal's,
  /// where a `String` is shown verbatim.
  private func isLocalizedKey(_ expression: ExprSyntax?) -> Bool {
    var name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let member = expression?.as(MemberAccessExprSyntax.self), member.base?.nameText == "self" {
      name = member.declName.baseName.text
    }
    // `SettingCategory.storage.localizedString`, `item.title()`: a member of some value
    // whose every declaration in the files is a `LocalizedStringKey`.
    if name == nil, let member = Self.memberName(expression),
      importer.live.localizedKeyMembers.contains(member)
    {
      return true
    }
    guard let name, let typeName = bindings.scope?.typeName,
      let stored = importer.live.interpreter.types[typeName]?.stored.first(where: {
        $0.name == name
      })
    else { return false }
    let type = (stored.type ?? "").filter { $0 != " " }
    return type == "LocalizedStringKey" || type == "LocalizedStringKey?"
  }

  /// The member an expression ends in: `a.b` → `b`, `a.b()` → `b`; nil otherwise.
  private static func memberName(_ expression: ExprSyntax?) -> String? {
    if let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
      return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
    guard let member = expression?.as(MemberAccessExprSyntax.self), member.base != nil else {
      return nil
    }
    return member.declName.baseName.text
  }
}

/// The member names whose every declaration in the files is a `LocalizedStringKey`: a
/// `var title: LocalizedStringKey { switch self { … } }` of an enum, a stored `let label:
/// LocalizedStringKey`, a `func name() -> LocalizedStringKey`. SwiftUI looks such a value up
/// as it does a literal; a name declared as another type anywhere is left out (the value's
/// type is not known without running it).
enum LocalizedKeyMembers {
  static func find(in types: TypeIndex?) -> Set<String> {
    guard let types else { return [] }
    var keys: Set<String> = []
    var others: Set<String> = []
    func note(_ name: String, _ type: String?) {
      let written = (type ?? "").filter { $0 != " " }
      if written == "LocalizedStringKey" || written == "LocalizedStringKey?" {
        keys.insert(name)
      } else {
        others.insert(name)
      }
    }
    for key in types.names {
      guard let info = types[key] else { continue }
      for stored in info.stored { note(stored.name, stored.type) }
      for (name, computed) in info.computed { note(name, computed.type) }
      for (name, methods) in info.methods {
        for method in methods {
          note(name, method.decl.signature.returnClause?.type.trimmedDescription)
        }
      }
    }
    return keys.subtracting(others)
  }
}

/// A resource's problem travels as a `Result`'s failure until the reader warns with it.
extension ImportDiagnostic: Error {}
