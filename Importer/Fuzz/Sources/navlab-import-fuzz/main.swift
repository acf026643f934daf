import CFuzzSupport
import Glibc

// libFuzzer's command line goes straight to its driver (scripts/fuzz importer sets it).
// The callback lives in this file: defined in another, a debug build emitted its C entry in
// both objects and the link failed ("multiple definition of LLVMFuzzerTestOneInput").
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))

/// One input, as libFuzzer calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  ImporterTarget.run(bytes)
  return 0
}
