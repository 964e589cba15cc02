/*
 * band_deflate.c: see band_deflate.h. zlib is the only deflate in reach that ends a stream on a
 * byte boundary without a final block (libdeflate always ends with one), which is what lets
 * compressed bands be joined and reused.
 */
#include "band_deflate.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

struct band_deflater {
    z_stream stream;
};

band_deflater *band_deflater_new(int level) {
    if (level < 1 || level > 9) return NULL;
    band_deflater *d = (band_deflater *)calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    /* Raw deflate (no zlib header: the PNG writer adds one for the whole), 32 KiB window. */
    if (deflateInit2(&d->stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(d);
        return NULL;
    }
    return d;
}

void band_deflater_free(band_deflater *d) {
    if (d == NULL) return;
    deflateEnd(&d->stream);
    free(d);
}

size_t band_deflate_bound(band_deflater *d, size_t row_bytes, size_t rows) {
    size_t raw = (row_bytes + 1) * rows;
    /* deflateBound covers the blocks; a sync flush adds at most an empty stored block (5 bytes
     * with its header bits rounded up), and a margin covers the last partial byte. */
    return (size_t)deflateBound(&d->stream, (uLong)raw) + 16;
}

size_t band_deflate(band_deflater *d, const uint8_t *pixels, size_t stride, size_t row_bytes,
                    size_t rows, uint8_t filter, uint8_t *out, size_t capacity, uint32_t *adler) {
    if (d == NULL || out == NULL || adler == NULL || (rows > 0 && pixels == NULL)) return 0;
    if (capacity < band_deflate_bound(d, row_bytes, rows)) return 0;
    z_stream *z = &d->stream;
    if (deflateReset(z) != Z_OK) return 0;
    z->next_out = out;
    z->avail_out = (uInt)(capacity > UINT32_MAX ? UINT32_MAX : capacity);
    uLong sum = adler32(0L, Z_NULL, 0);
    for (size_t y = 0; y < rows; y++) {
        const uint8_t *row = pixels + y * stride;
        Bytef f = filter;
        sum = adler32(sum, &f, 1);
        sum = adler32(sum, row, (uInt)row_bytes);
        z->next_in = &f;
        z->avail_in = 1;
        if (deflate(z, Z_NO_FLUSH) != Z_OK || z->avail_in != 0) return 0;
        z->next_in = (Bytef *)row;
        z->avail_in = (uInt)row_bytes;
        if (deflate(z, Z_NO_FLUSH) != Z_OK || z->avail_in != 0) return 0;
    }
    int status = deflate(z, Z_SYNC_FLUSH);
    if (status != Z_OK && status != Z_BUF_ERROR) return 0;
    if (z->avail_in != 0 || z->avail_out == 0) return 0; /* the bound was not enough: refuse */
    *adler = (uint32_t)sum;
    return (size_t)(z->next_out - out);
}

uint32_t band_adler32_combine(uint32_t adler_a, uint32_t adler_b, size_t length_b) {
    return (uint32_t)adler32_combine((uLong)adler_a, (uLong)adler_b, (z_off_t)length_b);
}

uint32_t band_crc32(uint32_t crc, const uint8_t *bytes, size_t count) {
    uLong c = crc;
    while (count > 0) {
        uInt n = count > 0x40000000u ? 0x40000000u : (uInt)count;
        c = crc32(c, bytes, n);
        bytes += n;
        count -= n;
    }
    return (uint32_t)c;
}
