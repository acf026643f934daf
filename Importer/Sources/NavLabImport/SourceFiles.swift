#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists and reads the `.swift` files an import is given (a folder: every `.swift` file in it,
/// recursively, skipping build folders), with POSIX calls so the importer needs no Foundation.
public enum SourceFiles {
  /// A file or folder that cannot be read, said in one line.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The `.swift` files at `path`, sorted (a file is itself).
  public static func list(_ path: String) throws(Failure) -> [String] {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw Failure(description: "\(path): no such file or folder")
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return [path] }
    var found: [String] = []
    walk(path, depth: 0, into: &found)
    guard !found.isEmpty else {
      throw Failure(description: "\(path): no .swift files in this folder")
    }
    guard found.count <= SourceSet.maximumFiles else {
      throw Failure(
        description:
          "\(path): \(found.count) .swift files; at most \(SourceSet.maximumFiles) (point at the app's folder)"
      )
    }
    return found.sorted()
  }

  private static func walk(_ folder: String, depth: Int, into found: inout [String]) {
    guard depth < 12, found.count <= SourceSet.maximumFiles, let directory = opendir(folder) else {
      return
    }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") || name == "Pods" || name == "DerivedData" || name == "Tests" {
        continue
      }
      let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var info = stat()
      guard lstat(child, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        walk(child, depth: depth + 1, into: &found)
      } else if name.hasSuffix(".swift"), (info.st_mode & S_IFMT) == S_IFREG {
        found.append(child)
      }
    }
  }

  /// The bytes of `path`; a file over the size limit is refused before it is read whole.
  public static func read(_ path: String) throws(Failure) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw Failure(description: "\(path): cannot be read")
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[0..<count]
      if bytes.count > SourceSet.maximumFileBytes {
        throw Failure(
          description:
            "\(path): larger than \(SourceSet.maximumFileBytes) bytes; not a SwiftUI screen (split it)"
        )
      }
    }
    return bytes
  }

  public static func write(_ text: String, to path: String) throws(Failure) {
    guard let file = fopen(path, "wb") else {
      throw Failure(description: "\(path): cannot be written")
    }
    defer { fclose(file) }
    var bytes = Array(text.utf8)
    guard fwrite(&bytes, 1, bytes.count, file) == bytes.count else {
      throw Failure(description: "\(path): could not be written whole")
    }
  }
}
