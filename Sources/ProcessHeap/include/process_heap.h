#ifndef PROCESS_HEAP_H
#define PROCESS_HEAP_H

/**
 * Makes every thread of the process allocate from one heap (glibc's M_ARENA_MAX = 1), so that a
 * frame-sized block one worker frees is there for the next worker's, rather than kept in that
 * worker's own heap. Call it before the worker threads start. Returns 1 when the setting was
 * taken, 0 otherwise (another C library: nothing to do).
 */
int process_heap_use_one_arena(void);

#endif
