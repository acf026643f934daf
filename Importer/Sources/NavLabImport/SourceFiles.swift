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
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      guard (info.st_mode & S_IFMT) == S_IFREG else { throw notRegular(path) }
      return [path]
    }
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
      } else if name.hasSuffix(".swift"), (info.st_mode & S_IFMT) == S_IFREG,
        !isPackageManifest(name)
      {
        found.append(child)
      }
    }
  }

  /// `Package.swift` (or `Package@swift-6.0.swift`) in a folder: a package's manifest, which
  /// describes how to build it and holds no view; its `let package = Package(…)` read as app
  /// code only made warnings at 1:1 (WeatherXM's BuildTools).
  static func isPackageManifest(_ name: String) -> Bool {
    name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
  }

  /// A FIFO, device or socket given as a file: refused at once, where reading it would block
  /// for ever (issue 42: a FIFO named `F.swift` hung the import).
  static func notRegular(_ path: String) -> Failure {
    Failure(
      description:
        "\(path): not a regular file (a FIFO, device or socket); give a .swift file or a folder")
  }

  /// The bytes of `path`; a file over the size limit is refused before it is read whole, and
  /// anything but a regular file before it is read at all (opened without blocking, then
  /// checked: the name may have changed since it was listed).
  public static func read(_ path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(description: "\(path): cannot be read")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw notRegular(path)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count < 0 { throw Failure(description: "\(path): cannot be read") }
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

/// `read(2)`, named apart from `SourceFiles.read`, which hides it inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
