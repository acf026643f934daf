#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the importer's work on a thread with a large stack of its own, and turns an overflow
/// of that stack into one line and exit 2 instead of a crash with a backtrace (issue 42).
///
/// The importer bounds what it parses and walks (`NestingGuard`, the interpreter's limits),
/// so an overflow is not expected; this is the net under those bounds, for a shape of input
/// none of them foresaw. The stack is mapped here, so its guard page is known: a SIGSEGV or
/// SIGBUS whose address falls in it (or just above it) is an overflow. The handler runs on an
/// alternate stack, uses only `write` and `_exit`, and prints a line made before the work
/// began. Any other fault goes to the handler that was installed before (Swift's
/// backtracer): a real bug still crashes loudly.
enum DeepStack {
  /// The worker's stack: large enough that the interpreter's own bounds (256 nested calls,
  /// 512 nested expressions) are reached before the stack ends, even in a debug build (tens
  /// of KB a call). Only the pages used are ever resident.
  static let size = 256 << 20
  static let guardSize = 64 << 10

  /// Runs `work` on the large stack and waits for it; `file` names the input in the line an
  /// overflow prints.
  static func run(file: String, _ work: @escaping () -> Void) {
    // NAVLAB_IMPORT_STACK_KB: a smaller stack, for the test that overflows it on purpose.
    let asked = getenv("NAVLAB_IMPORT_STACK_KB").flatMap { Int(String(cString: $0)) }
    let size = asked.map { max(64, $0) << 10 } ?? Self.size
    let total = size + guardSize
    guard
      let base = mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      base != MAP_FAILED
    else {
      work()
      return
    }
    // The lowest pages stay unmapped for access: running past the stack's end faults there.
    mprotect(base, guardSize, PROT_NONE)
    let low = UInt(bitPattern: base)
    DeepStackState.guardLow = low
    DeepStackState.guardHigh = low + UInt(guardSize) + 16 << 10
    let line =
      "navlab-import: \(file): the code nests too deeply to read (the importer's stack ran out); split the deepest expression or view.\n"
    DeepStackState.message = Array(line.utf8)
    installHandler()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstack(&attributes, base + guardSize, size)
    let box = Unmanaged.passRetained(WorkBox(work))
    var thread = pthread_t()
    let started = pthread_create(
      &thread, &attributes,
      { raw in
        let box = Unmanaged<WorkBox>.fromOpaque(raw!).takeRetainedValue()
        DeepStack.useAlternateSignalStack()
        box.work()
        return nil
      }, box.toOpaque())
    guard started == 0 else {
      box.release()
      work()
      return
    }
    pthread_join(thread, nil)
  }

  /// Gives the calling thread a stack for signal handlers (each thread has its own): the
  /// handler cannot run on the stack that overflowed.
  static func useAlternateSignalStack() {
    let alternateSize = 64 << 10
    guard let memory = malloc(alternateSize) else { return }
    var alternate = stack_t()
    alternate.ss_sp = memory
    alternate.ss_size = alternateSize
    alternate.ss_flags = 0
    sigaltstack(&alternate, nil)
  }

  private static func installHandler() {
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = { number, info, _ in
      let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
      if address >= DeepStackState.guardLow, address < DeepStackState.guardHigh {
        DeepStackState.message.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
        _exit(2)
      }
      // Not an overflow: the previous handler takes the fault when it happens again.
      var previous = number == SIGBUS ? DeepStackState.previousBus : DeepStackState.previousSegv
      sigaction(number, &previous, nil)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_ONSTACK
    sigaction(SIGSEGV, &action, &DeepStackState.previousSegv)
    sigaction(SIGBUS, &action, &DeepStackState.previousBus)
  }

  private final class WorkBox {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
  }
}

/// What the fault handler reads: set once before the worker starts, never after.
private enum DeepStackState {
  nonisolated(unsafe) static var guardLow: UInt = 0
  nonisolated(unsafe) static var guardHigh: UInt = 0
  nonisolated(unsafe) static var message: [UInt8] = []
  nonisolated(unsafe) static var previousSegv = sigaction()
  nonisolated(unsafe) static var previousBus = sigaction()
}
