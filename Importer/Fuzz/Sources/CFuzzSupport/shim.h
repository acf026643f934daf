#include <stddef.h>
#include <stdint.h>

/* libFuzzer's driver (compiler-rt, LLVM 11 and later): runs the fuzzer with this callback, so
   the executable keeps its own main (SwiftPM gives an executable target's main another name). */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
