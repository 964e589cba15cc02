/*
 * band_deflate: zlib's deflate cut at row bands, for PNG image data that is assembled from
 * independently compressed parts.
 *
 * Each band (a run of PNG rows, each a filter byte and its pixels) is compressed on its own: a
 * fresh raw deflate stream, ended with a sync flush, so its blocks are not final and end on a
 * byte boundary, and nothing in it refers back to an earlier band. Such bands joined in row order,
 * then an empty final block, form one valid deflate stream; a band whose rows were compressed
 * before can therefore be reused as it is. The zlib checksum of the whole is combined from the
 * bands' checksums (adler32_combine).
 */
#ifndef BAND_DEFLATE_H
#define BAND_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A reusable deflate state for one compression level (not thread-safe: one per thread). */
typedef struct band_deflater band_deflater;

/** A deflater at zlib level 1 ... 9; NULL when out of memory or the level is out of range. */
band_deflater *band_deflater_new(int level);
void band_deflater_free(band_deflater *deflater);

/** The most bytes `band_deflate` can write for `rows` rows of `row_bytes` pixel bytes each. */
size_t band_deflate_bound(band_deflater *deflater, size_t row_bytes, size_t rows);

/**
 * Compresses `rows` rows, row i at `pixels + i * stride`, each preceded by filter byte `filter`
 * (the pixel bytes are already filtered, or filter is 0), into `out`. Returns the bytes
 * written, or 0 on failure (capacity below `band_deflate_bound`). `adler` receives the zlib
 * checksum (Adler-32) of the band's uncompressed bytes, filter bytes included.
 */
size_t band_deflate(band_deflater *deflater, const uint8_t *pixels, size_t stride, size_t row_bytes,
                    size_t rows, uint8_t filter, uint8_t *out, size_t capacity, uint32_t *adler);

/** The Adler-32 of A followed by B, from A's and B's checksums and B's length. */
uint32_t band_adler32_combine(uint32_t adler_a, uint32_t adler_b, size_t length_b);

/** The CRC-32 (as PNG chunks use it) of `bytes`, continuing from `crc` (0 to start). */
uint32_t band_crc32(uint32_t crc, const uint8_t *bytes, size_t count);

#ifdef __cplusplus
}
#endif

#endif
