/*
 * The C library's heap policy for the render-preview process. Written here because the setting
 * is glibc's `mallopt`, which Swift's Glibc module does not import.
 *
 * Why one arena: workers allocate and free frame-sized blocks (a screen is about 12 MB) from
 * scene to scene. With an arena per thread, each worker's freed blocks stay in its own heap,
 * where the other worker cannot reuse them, and the process's peak grows with the run's length
 * and with timing. With one shared heap a 1 100-scene check measured 207 MB instead of 248 MB at
 * the same speed (make bench-suite, 2 cores); small allocations mostly come from each thread's
 * cache (tcache) without taking the heap's lock.
 */
#include "process_heap.h"

#include <stdlib.h> /* defines __GLIBC__ under glibc */
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int process_heap_use_one_arena(void) {
#if defined(__GLIBC__) && defined(M_ARENA_MAX)
    return mallopt(M_ARENA_MAX, 1);
#else
    return 0;
#endif
}
