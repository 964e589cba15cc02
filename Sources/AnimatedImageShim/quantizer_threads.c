/*
 * See quantizer_threads.h: why libimagequant must quantize on one thread for identical bytes.
 *
 * omp_set_num_threads is found with dlsym rather than linked: only libimagequant brings the
 * OpenMP runtime (libgomp) into the process, and a libimagequant without OpenMP brings none, in
 * which case it is single-threaded already. The setting is per thread (OpenMP's nthreads-var is
 * part of each thread's data environment), so it changes nothing for other threads.
 */
#define _GNU_SOURCE
#include "quantizer_threads.h"

#include <dlfcn.h>
#include <stddef.h>

typedef void (*omp_set_num_threads_fn)(int);

int quantizer_use_one_thread(void) {
    omp_set_num_threads_fn set = (omp_set_num_threads_fn)dlsym(RTLD_DEFAULT, "omp_set_num_threads");
    if (set == NULL) return 0;
    set(1);
    return 1;
}
