/*
 * png_shim.c: libpng behind a longjmp-free interface (see png_shim.h).
 *
 * The pattern: the public function owns a state struct on
 * its own stack (libpng structs, buffers, message), and a static run_*
 * function does the setjmp and all libpng calls. A longjmp therefore only
 * unwinds into run_*, and everything the public function needs for cleanup
 * lives in a frame that setjmp/longjmp never touch, so nothing has to be
 * volatile. Cleanup happens in exactly one place, on success and failure.
 */
#include "png_shim.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint8_t png_signature[8] = {137, 'P', 'N', 'G', '\r', '\n', 26, '\n'};

static void copy_message(char *dst, size_t capacity, const char *src) {
    if (dst != NULL && capacity > 0) snprintf(dst, capacity, "%s", src);
}

static pngshim_status fail(char *dst, size_t capacity, pngshim_status status, const char *src) {
    copy_message(dst, capacity, src);
    return status;
}

static int mentions_memory(const char *message) {
    return strstr(message, "memory") != NULL;
}

/* Error and warning callbacks. The error pointer is the first member of the
 * state struct: a message buffer. */
typedef struct shim_message {
    char text[PNGSHIM_MESSAGE_CAPACITY];
} shim_message;

static void on_error(png_structp png, png_const_charp message) {
    shim_message *m = (shim_message *)png_get_error_ptr(png);
    if (m != NULL && message != m->text) copy_message(m->text, sizeof m->text, message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; /* Warnings (unknown chunks, bad ancillary data) are ignored. */
}

const char *pngshim_libpng_version(void) {
    return png_get_libpng_ver(NULL);
}

/* ------------------------------------------------------------------------ */
/* Decoding                                                                 */
/* ------------------------------------------------------------------------ */

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

pngshim_status pngshim_read_size(const uint8_t *data, size_t size,
                                 const pngshim_limits *limits,
                                 uint32_t *width, uint32_t *height,
                                 char *message, size_t message_capacity) {
    if (width == NULL || height == NULL || limits == NULL || (data == NULL && size > 0))
        return fail(message, message_capacity, PNGSHIM_INVALID_ARGUMENT, "missing argument");
    *width = 0;
    *height = 0;
    if (size == 0) return fail(message, message_capacity, PNGSHIM_NOT_PNG, "the data is empty");
    size_t compared = size < 8 ? size : 8;
    if (memcmp(data, png_signature, compared) != 0)
        return fail(message, message_capacity, PNGSHIM_NOT_PNG, "the data does not start with the PNG signature");
    /* signature (8) + IHDR length (4) + type (4) + width (4) + height (4) */
    if (size < 24) return fail(message, message_capacity, PNGSHIM_TRUNCATED, "the data ends inside the PNG header");
    if (read_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0)
        return fail(message, message_capacity, PNGSHIM_CORRUPT, "the first chunk is not a valid IHDR");
    uint32_t w = read_be32(data + 16), h = read_be32(data + 20);
    if (w == 0 || h == 0 || w > PNG_UINT_31_MAX || h > PNG_UINT_31_MAX)
        return fail(message, message_capacity, PNGSHIM_CORRUPT, "IHDR declares an invalid image size");
    *width = w;
    *height = h;
    if (w > limits->max_side || h > limits->max_side || (uint64_t)w * h > limits->max_pixels) {
        char text[PNGSHIM_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "the image is %ux%u, more than the limit of %llu pixels and %u per side",
                 (unsigned)w, (unsigned)h, (unsigned long long)limits->max_pixels, (unsigned)limits->max_side);
        return fail(message, message_capacity, PNGSHIM_TOO_LARGE, text);
    }
    return PNGSHIM_OK;
}

typedef struct decode_state {
    shim_message message; /* must stay first: it is libpng's error pointer */
    png_structp png;
    png_infop info;
    png_bytep *rows;
    const uint8_t *data;
    size_t size;
    size_t position;
    int truncated;
} decode_state;

static void read_data(png_structp png, png_bytep out, size_t length) {
    decode_state *s = (decode_state *)png_get_io_ptr(png);
    if (length > s->size - s->position) {
        png_uint_32 io = png_get_io_state(png);
        png_uint_32 type = png_get_io_chunk_type(png);
        char name[5] = {(char)(type >> 24), (char)(type >> 16), (char)(type >> 8), (char)type, 0};
        for (int i = 0; i < 4; i++)
            if (name[i] < 'A' || (name[i] > 'Z' && name[i] < 'a') || name[i] > 'z') name[i] = '?';
        const char *where = (io & PNG_IO_CHUNK_HDR) ? "while reading a chunk header"
                            : (io & PNG_IO_CHUNK_CRC) ? "in the CRC of chunk"
                            : (io & PNG_IO_CHUNK_DATA) ? "inside chunk" : "";
        int named = (io & (PNG_IO_CHUNK_CRC | PNG_IO_CHUNK_DATA)) != 0;
        snprintf(s->message.text, sizeof s->message.text, "the data ends after %zu bytes%s%s%s",
                 s->size, *where ? ", " : "", where, named ? " " : "");
        if (named) strncat(s->message.text, name, sizeof s->message.text - strlen(s->message.text) - 1);
        s->truncated = 1;
        png_error(png, s->message.text);
    }
    memcpy(out, s->data + s->position, length);
    s->position += length;
}

static pngshim_status run_decode(decode_state *s, uint32_t width, uint32_t height, uint8_t *dst) {
    if (setjmp(png_jmpbuf(s->png))) {
        if (s->truncated) return PNGSHIM_TRUNCATED;
        return mentions_memory(s->message.text) ? PNGSHIM_OUT_OF_MEMORY : PNGSHIM_CORRUPT;
    }
    png_set_read_fn(s->png, s, read_data);
    /* The caller's limits were checked from IHDR already; let libpng accept any legal size. */
    png_set_user_limits(s->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    /* A CRC mismatch anywhere, even in a chunk we ignore, means damaged data. */
    png_set_crc_action(s->png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
    png_read_info(s->png, s->info);
    if (png_get_image_width(s->png, s->info) != width || png_get_image_height(s->png, s->info) != height)
        png_error(s->png, "the image size differs from the one read before");

    /* To straight RGBA8, samples as stored: no gamma or colour conversion. */
    png_set_expand(s->png); /* palette -> RGB, gray < 8 bits -> 8 bits, tRNS -> alpha */
    png_set_scale_16(s->png); /* 16 -> 8 bits, rounded to nearest */
    png_set_gray_to_rgb(s->png);
    png_set_add_alpha(s->png, 0xff, PNG_FILLER_AFTER); /* only when there is no alpha yet */
    png_set_interlace_handling(s->png);
    png_read_update_info(s->png, s->info);
    if (png_get_bit_depth(s->png, s->info) != 8 || png_get_channels(s->png, s->info) != 4 ||
        png_get_rowbytes(s->png, s->info) != (size_t)width * 4)
        png_error(s->png, "unsupported pixel layout after conversion to RGBA8");

    s->rows = (png_bytep *)malloc((size_t)height * sizeof(png_bytep));
    if (s->rows == NULL) png_error(s->png, "Out of memory for row pointers");
    for (uint32_t y = 0; y < height; y++) s->rows[y] = dst + (size_t)y * width * 4;

    /* While the image data is read, "benign" problems (a bad zlib checksum,
     * surplus compressed data) are errors, so damaged pixels are never
     * returned. Ancillary chunks after the image may still be sloppy. */
    png_set_benign_errors(s->png, 0);
    png_read_image(s->png, s->rows);
    png_set_benign_errors(s->png, 1);
    png_read_end(s->png, NULL); /* check the remaining chunks through IEND */
    return PNGSHIM_OK;
}

pngshim_status pngshim_decode_rgba8(const uint8_t *data, size_t size,
                                    const pngshim_limits *limits,
                                    uint32_t width, uint32_t height,
                                    uint8_t *dst, size_t dst_size,
                                    char *message, size_t message_capacity) {
    uint32_t w, h;
    pngshim_status status = pngshim_read_size(data, size, limits, &w, &h, message, message_capacity);
    if (status != PNGSHIM_OK) return status;
    if (w != width || h != height || dst == NULL || dst_size / 4 / w < h)
        return fail(message, message_capacity, PNGSHIM_INVALID_ARGUMENT,
                    "the destination does not match the size from pngshim_read_size");

    decode_state s;
    memset(&s, 0, sizeof s);
    s.data = data;
    s.size = size;
    s.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &s.message, on_error, on_warning);
    if (s.png == NULL) return fail(message, message_capacity, PNGSHIM_OUT_OF_MEMORY, "cannot create the libpng reader");
    s.info = png_create_info_struct(s.png);
    status = PNGSHIM_OUT_OF_MEMORY;
    if (s.info == NULL) copy_message(s.message.text, sizeof s.message.text, "cannot create the libpng info struct");
    else status = run_decode(&s, width, height, dst);

    png_destroy_read_struct(&s.png, &s.info, NULL);
    free(s.rows);
    if (status != PNGSHIM_OK) return fail(message, message_capacity, status, s.message.text);
    return PNGSHIM_OK;
}
