/*
 * image_deflate.c: see image_deflate.h. Written here rather than taken from libpng because
 * libpng's choices (chunk order, adaptive filtering, the zlib window it picks for small images)
 * change between its versions, and with them the bytes of every sheet and image file written.
 */
#include "image_deflate.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum { FILTER_NONE = 0x08, FILTER_SUB = 0x10, FILTER_UP = 0x20, FILTER_AVG = 0x40, FILTER_PAETH = 0x80 };

static uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + (int)b - (int)c;
    int pa = abs(p - (int)a), pb = abs(p - (int)b), pc = abs(p - (int)c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/* Writes filter `type` (0 ... 4) of `row` (n bytes, n >= 4; `prior` the row above) to out[0] (the
 * type) and out[1 ... n]. One loop per filter, the first pixel (no left neighbour) apart. */
static void filter_row(int type, const uint8_t *row, const uint8_t *prior, size_t n, uint8_t *out) {
    out[0] = (uint8_t)type;
    uint8_t *f = out + 1;
    size_t i;
    switch (type) {
    case 0:
        memcpy(f, row, n);
        break;
    case 1:
        for (i = 0; i < 4; i++) f[i] = row[i];
        for (; i < n; i++) f[i] = (uint8_t)(row[i] - row[i - 4]);
        break;
    case 2:
        for (i = 0; i < n; i++) f[i] = (uint8_t)(row[i] - prior[i]);
        break;
    case 3:
        for (i = 0; i < 4; i++) f[i] = (uint8_t)(row[i] - (prior[i] >> 1));
        for (; i < n; i++) f[i] = (uint8_t)(row[i] - (uint8_t)(((unsigned)row[i - 4] + prior[i]) >> 1));
        break;
    default:
        for (i = 0; i < 4; i++) f[i] = (uint8_t)(row[i] - prior[i]); /* Paeth of (0, b, 0) is b */
        for (; i < n; i++) f[i] = (uint8_t)(row[i] - paeth(row[i - 4], prior[i], prior[i - 4]));
        break;
    }
}

/* The sum of a filtered row's bytes read as signed magnitudes (the filter choice's measure). */
static uint64_t magnitude(const uint8_t *f, size_t n) {
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += f[i] < 128 ? f[i] : 256u - f[i];
    return sum;
}

int image_deflate_rgba8(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height, int filters,
                        int level, int strategy, uint8_t **data, size_t *size) {
    if (data == NULL || size == NULL) return -1;
    *data = NULL;
    *size = 0;
    if (rows == NULL || width == 0 || height == 0 || width > 0x7FFFFFFFu / 4 || stride / 4 < width) return -1;
    if ((filters & 0xF8) == 0 || (filters & ~0xF8) != 0 || level < 0 || level > 9) return -1;
    if (strategy < Z_DEFAULT_STRATEGY || strategy > Z_FIXED) return -1;
    size_t n = (size_t)width * 4;
    int types[5], count = 0;
    static const int bits[5] = {FILTER_NONE, FILTER_SUB, FILTER_UP, FILTER_AVG, FILTER_PAETH};
    for (int t = 0; t < 5; t++)
        if (filters & bits[t]) types[count++] = t;

    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, level, Z_DEFLATED, 15, 8, strategy) != Z_OK) return -2;
    uint64_t raw = (uint64_t)(n + 1) * height;
    size_t capacity = (size_t)deflateBound(&z, (uLong)raw);
    uint8_t *out = (uint8_t *)malloc(capacity);
    /* Two candidate rows (the best so far and the one being tried) and a zero prior row. */
    uint8_t *scratch = (uint8_t *)malloc(2 * (n + 1) + n);
    if (out == NULL || scratch == NULL) {
        free(out);
        free(scratch);
        deflateEnd(&z);
        return -2;
    }
    uint8_t *best = scratch, *trial = scratch + n + 1, *zeros = scratch + 2 * (n + 1);
    memset(zeros, 0, n);
    z.next_out = out;
    z.avail_out = (uInt)(capacity > UINT32_MAX ? UINT32_MAX : capacity);
    int status = 0;
    for (uint32_t y = 0; y < height && status == 0; y++) {
        const uint8_t *row = rows + (size_t)y * stride, *prior = y > 0 ? row - stride : zeros;
        filter_row(types[0], row, prior, n, best);
        uint64_t least = count > 1 ? magnitude(best + 1, n) : 0;
        for (int k = 1; k < count; k++) {
            filter_row(types[k], row, prior, n, trial);
            uint64_t sum = magnitude(trial + 1, n);
            if (sum < least) {
                least = sum;
                uint8_t *swap = best;
                best = trial;
                trial = swap;
            }
        }
        z.next_in = best;
        z.avail_in = (uInt)(n + 1);
        if (deflate(&z, Z_NO_FLUSH) != Z_OK || z.avail_in != 0) status = -3;
    }
    if (status == 0 && deflate(&z, Z_FINISH) != Z_STREAM_END) status = -3;
    size_t written = capacity - z.avail_out;
    deflateEnd(&z);
    free(scratch);
    if (status != 0) {
        free(out);
        return status;
    }
    *data = out;
    *size = written;
    return 0;
}

const char *image_deflate_zlib_version(void) { return zlibVersion(); }
