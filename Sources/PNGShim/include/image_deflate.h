/*
 * image_deflate: a whole image's PNG image data (the zlib stream an IDAT chunk holds), filtered
 * and compressed by the project itself rather than by libpng, so that every PNG render-preview
 * writes has the same bytes whatever libpng is installed (libpng versions order chunks and pick
 * filters and window sizes differently).
 *
 * Rows are filtered as the PNG specification defines (none, sub, up, average, Paeth). Given
 * several filters, each row takes the one whose output has the smallest sum of absolute values
 * (bytes read as signed), the earliest in that order on a tie: the heuristic the PNG
 * specification suggests and libpng uses. The first row's prior row is zeros. zlib compresses
 * with a 32 KiB window and memory level 8 at the given level and strategy.
 */
#ifndef IMAGE_DEFLATE_H
#define IMAGE_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Filters and compresses straight-alpha RGBA8 rows (row y at rows + y * stride, stride at least
 * width * 4) into a zlib stream. `filters` is a non-empty set of PNGSHIM_FILTER_* bits, `level`
 * 0 ... 9, `strategy` a zlib strategy (Z_DEFAULT_STRATEGY ... Z_FIXED). Returns 0 and sets
 * *data (malloc'd; the caller frees it) and *size; or -1 for an invalid argument, -2 when out of
 * memory, -3 when zlib fails.
 */
int image_deflate_rgba8(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height, int filters,
                        int level, int strategy, uint8_t **data, size_t *size);

/** The version of the zlib linked at run time, e.g. "1.2.13": PNG bytes depend on it. */
const char *image_deflate_zlib_version(void);

#ifdef __cplusplus
}
#endif

#endif
