import Glibc
import OutputFiles
import Testing

@testable import NavLabCore

@Suite("Files")
struct FileLimitTests {
  @Test("A file over the size limit is refused with its path and the limit, before parsing")
  func oversizedFile() throws {
    let path = "/tmp/navlab-oversized-\(getpid()).json"
    defer { unlink(path) }
    let file = try #require(fopen(path, "w"))
    let chunk = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20)
    for _ in 0..<3 {
      _ = chunk.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    }
    fclose(file)
    do {
      _ = try AtomicFile.read(path, limit: 2 << 20)
      Issue.record("a 3 MiB file passed a 2 MiB limit")
    } catch {
      #expect(
        error.description
          == "navlab: \(path) is larger than 2 MiB, too large for a script, scene or tuning file.")
    }
    #expect(try AtomicFile.read(path, limit: 4 << 20).count == 3 << 20)
  }

  @Test("A committed file appears whole; a discarded one leaves nothing")
  func atomicWrites() throws {
    let path = "/tmp/navlab-atomic-\(getpid()).csv"
    defer { unlink(path) }
    let file = try AtomicFile(path: path)
    file.write("a,b\n")
    #expect(access(path, F_OK) != 0, "nothing at the final path before commit")
    try file.commit()
    #expect(String(decoding: try AtomicFile.read(path, limit: 100), as: UTF8.self) == "a,b\n")
    let other = try AtomicFile(path: path + ".2")
    other.write("partial")
    other.discard()
    #expect(access(path + ".2", F_OK) != 0)
  }
}

@Suite("Output files")
struct OutputFileTests {
  @Test("Temporary files are created exclusively beside the destination, under random names")
  func exclusiveTemporaryNames() throws {
    let path = "/tmp/navlab-exclusive-\(getpid()).csv"
    defer { unlink(path) }
    let first = try OutputFile(path: path)
    let second = try OutputFile(path: path)
    let names = [first.temporaryPath, second.temporaryPath].compactMap { $0 }
    #expect(names.count == 2 && names[0] != names[1])
    #expect(names.allSatisfy { $0.hasPrefix(path + ".tmp-") && $0.count > path.count + 10 })
    #expect(Set(TemporaryFiles.registered).isSuperset(of: names))
    var info = stat()
    #expect(lstat(names[0], &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    second.discard()
    #expect(access(names[1], F_OK) != 0)
    try first.commit()
    #expect(access(path, F_OK) == 0 && access(names[0], F_OK) != 0)
    #expect(!TemporaryFiles.registered.contains(where: names.contains))
  }

  @Test("A FIFO is never opened for a blocking read or write")
  func fifoIsRefused() throws {
    let path = "/tmp/navlab-fifo-\(getpid())"
    defer { unlink(path) }
    #expect(mkfifo(path, 0o644) == 0)
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.read(path, limit: 100) }
    do {
      _ = try OutputFile(path: path)
      Issue.record("a FIFO nobody reads was opened for writing")
    } catch {
      #expect(error.description == "navlab: cannot write \(path): it is a pipe that nobody reads.")
    }
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
  }
}
