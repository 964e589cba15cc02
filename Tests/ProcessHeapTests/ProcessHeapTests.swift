import ProcessHeap
import Testing

/// The CLI's heap policy is taken by the C library it runs on (glibc on Linux): the call must
/// reach `mallopt`, not compile to nothing.
@Suite struct ProcessHeapTests {
    @Test func oneArenaIsTakenOnGlibc() {
        #if os(Linux)
        #expect(process_heap_use_one_arena() == 1)
        #endif
    }
}
