/// Foundation's `FileManager.default` in a freshly installed app: its sandbox directories are
/// sample URLs under one container path (`urls(for: .documentDirectory, in: .userDomainMask)`
/// is `[…/Documents]`, as iOS lays out an app's container), and they are empty — nothing the
/// app writes exists before its first frame — so `fileExists(atPath:)` is true only for the
/// app bundle's own files and `contentsOfDirectory` lists nothing. Writing, moving and removing
/// change nothing the first frame shows.
final class FileManagerValue: NativeValue {
  private weak var interpreter: Interpreter?

  init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  /// The sample container (iOS puts each app's data in a folder named by a UUID).
  static let container =
    "/var/mobile/Containers/Data/Application/00000000-0000-0000-0000-000000000000"

  var typeName: String { "FileManager" }

  /// A search-path directory's folder in the container (`.documentDirectory` → `Documents`).
  static func folder(_ directory: RuntimeValue?) -> String {
    guard case .enumCase(_, let name, _)? = directory?.unwrapped else { return "Documents" }
    switch name {
    case "cachesDirectory": return "Library/Caches"
    case "applicationSupportDirectory": return "Library/Application Support"
    case "libraryDirectory": return "Library"
    case "downloadsDirectory": return "Downloads"
    case "itemReplacementDirectory": return "tmp"
    default: return "Documents"
    }
  }

  static func url(_ folder: String) -> RuntimeValue {
    .native(URLValue(filePath: container + "/" + folder))
  }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "temporaryDirectory": Self.url("tmp")
    case "currentDirectoryPath": .string(Self.container)
    case "ubiquityIdentityToken": .nilValue
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    let first = arguments.first?.value
    switch method {
    case "urls":
      return .array([Self.url(Self.folder(first))])
    case "url":
      return Self.url(Self.folder(first))
    case "containerURL":
      // `containerURL(forSecurityApplicationGroupIdentifier:)`: the group's shared folder.
      guard case .string(let group)? = first?.unwrapped else { return .nilValue }
      return .optional(
        .native(URLValue(filePath: "/var/mobile/Containers/Shared/AppGroup/" + group)))
    case "fileExists", "isReadableFile":
      guard case .string(let path)? = first?.unwrapped,
        let name = path.split(separator: "/").last
      else { return .bool(false) }
      return .bool(interpreter?.host?.bundleFile(String(name)) == path)
    case "contentsOfDirectory", "subpathsOfDirectory":
      return .array([])
    case "createDirectory", "removeItem", "copyItem", "moveItem", "createFile", "setAttributes":
      return method == "createFile" ? .bool(true) : .void
    default:
      return nil
    }
  }
}
