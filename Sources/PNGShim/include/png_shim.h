/*
 * png_shim: a small C layer over libpng for PNGCodec's decoder. (Encoding is the project's
 * own: image_deflate.h and band_deflate.h, over zlib.)
 *
 * libpng reports errors by longjmp-ing out of the failing call. Every setjmp
 * and longjmp happens inside png_shim.c, so no longjmp ever crosses a Swift
 * frame: each function returns a pngshim_status, and on failure copies a
 * NUL-terminated, human-readable message into the caller's buffer.
 *
 * This header deliberately does not include <png.h>, so importing it into
 * Swift exposes only the declarations below.
 */
#ifndef PNG_SHIM_H
#define PNG_SHIM_H

#include <stddef.h>
#include <stdint.h>

#include "band_deflate.h" /* zlib's deflate cut at row bands (band_deflate.c) */
#include "image_deflate.h" /* a whole image's filtered, compressed PNG data (image_deflate.c) */

#ifdef __cplusplus
extern "C" {
#endif

/** Result of every shim call. */
typedef enum pngshim_status {
    PNGSHIM_OK = 0,
    /** The data does not start with the PNG signature. */
    PNGSHIM_NOT_PNG = 1,
    /** The data ends before the PNG does. */
    PNGSHIM_TRUNCATED = 2,
    /** A CRC mismatch, a bad chunk, bad compressed data, an invalid header, ... */
    PNGSHIM_CORRUPT = 3,
    /** The header declares an image larger than the caller's limits. */
    PNGSHIM_TOO_LARGE = 4,
    /** malloc failed. */
    PNGSHIM_OUT_OF_MEMORY = 5,
    /** The caller passed inconsistent arguments (sizes, strides, options). */
    PNGSHIM_INVALID_ARGUMENT = 6,
} pngshim_status;

/** Row filters, the same bit values as libpng's PNG_FILTER_*; combine with |. */
enum {
    PNGSHIM_FILTER_NONE = 0x08,
    PNGSHIM_FILTER_SUB = 0x10,
    PNGSHIM_FILTER_UP = 0x20,
    PNGSHIM_FILTER_AVG = 0x40,
    PNGSHIM_FILTER_PAETH = 0x80,
    PNGSHIM_FILTER_ALL = 0xF8,
};

/** A recommended size for message buffers; shorter buffers get a truncated message. */
#define PNGSHIM_MESSAGE_CAPACITY 256

/** The version of the libpng linked at run time, e.g. "1.6.39". */
const char *pngshim_libpng_version(void);

/** Size limits for decoding. */
typedef struct pngshim_limits {
    /** Largest accepted width * height. */
    uint64_t max_pixels;
    /** Largest accepted width and height. */
    uint32_t max_side;
} pngshim_limits;

/**
 * Reads the signature and IHDR only (no libpng, no allocation) and stores the
 * declared size in *width, *height, even when returning PNGSHIM_TOO_LARGE.
 * Call this first, allocate width * height * 4 bytes, then call
 * pngshim_decode_rgba8.
 */
pngshim_status pngshim_read_size(const uint8_t *data, size_t size,
                                 const pngshim_limits *limits,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity);

/**
 * Decodes a whole PNG (any colour type, bit depth 1-16, interlaced or not)
 * into straight-alpha RGBA8 rows at dst, stride width * 4, without gamma
 * correction. width and height must be the values from pngshim_read_size;
 * dst_size must be at least width * height * 4.
 *
 * On failure the content of dst is unspecified and must not be used.
 */
pngshim_status pngshim_decode_rgba8(const uint8_t *data, size_t size,
                                    const pngshim_limits *limits,
                                    uint32_t width, uint32_t height,
                                    uint8_t *dst, size_t dst_size,
                                    char *message, size_t message_capacity);

#ifdef __cplusplus
}
#endif

#endif /* PNG_SHIM_H */
