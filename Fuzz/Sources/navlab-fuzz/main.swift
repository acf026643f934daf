import CFuzzSupport
import Glibc

// libFuzzer's command line (-runs, -max_total_time, -rss_limit_mb, corpus folders …) goes
// straight to its driver; NAVLAB_FUZZ_TARGET picks the target (scripts/fuzz sets both).
_ = FuzzTarget.selected
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
