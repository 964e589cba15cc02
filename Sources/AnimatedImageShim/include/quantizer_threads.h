/*
 * quantizer_threads: keeps libimagequant's palette search on the calling thread.
 *
 * libimagequant may be built with OpenMP (Debian's is: it links libgomp). Its k-means step then
 * splits the pixels between threads and adds up each thread's colour sums afterwards; floating
 * point addition is not associative, so the palette, and the bytes of every GIF made with it,
 * would depend on how many threads OpenMP starts. Written in C because OpenMP's API is C and
 * is looked up at run time: a libimagequant built without OpenMP needs nothing.
 */
#ifndef QUANTIZER_THREADS_H
#define QUANTIZER_THREADS_H

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Sets OpenMP's thread count for parallel regions started from the calling thread to 1
 * (omp_set_num_threads(1)), when an OpenMP runtime is loaded. Call it on the thread that
 * quantizes, right before quantizing or remapping. Returns 1 when OpenMP was found, 0 otherwise.
 */
int quantizer_use_one_thread(void);

#ifdef __cplusplus
}
#endif

#endif
