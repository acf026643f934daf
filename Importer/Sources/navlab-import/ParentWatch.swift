#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An importer started by navlab ends when navlab does (issue 42: killed while the importer
/// evaluated a recursive view, navlab left it running at 100 % of a core, growing 15 MB/s).
/// navlab puts its process id in `NAVLAB_IMPORTER_PARENT`; on Linux the kernel then sends
/// SIGKILL to the importer when that parent ends, however it ends. Run by hand (no variable),
/// nothing changes.
enum ParentWatch {
  static func follow(_ parent: String?) {
    guard let parent, let expected = Int32(parent) else { return }
    #if os(Linux)
      // PR_SET_PDEATHSIG (1): the signal this process gets when its parent ends. prctl is
      // variadic in C, so Swift does not import it; its symbol is called with fixed arguments.
      typealias Control = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
        _ = unsafeBitCast(symbol, to: Control.self)(1, UInt(SIGKILL), 0, 0, 0)
      }
    #endif
    // The parent may have ended before the line above: then the importer is not its child.
    if getppid() != expected {
      let line =
        "navlab-import: started for navlab (process \(expected)), which is not its parent (it has ended, or NAVLAB_IMPORTER_PARENT was set by hand); unset NAVLAB_IMPORTER_PARENT to run it alone\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
      exit(2)
    }
  }
}
