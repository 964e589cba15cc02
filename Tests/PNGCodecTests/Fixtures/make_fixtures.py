#!/usr/bin/env python3
"""Writes the tiny PNG fixtures for PNGCodecTests, using only zlib and struct.

For every fixture NAME it writes:
  NAME.png       the PNG, in the colour type / bit depth / interlacing named
  NAME.expected  what a decoder to straight RGBA8 must return: width and
                 height (big-endian uint32), then width*height*4 bytes RGBA.

Expected pixels follow the PNG spec with no gamma correction: low bit depths
scaled by replication (v * 255 / (2^d - 1)), 16-bit samples rounded to the
nearest 8-bit value (v / 257), tRNS colour keys -> alpha 0 (colour kept),
missing alpha -> 255. Run from anywhere: python3 make_fixtures.py
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def pack_row(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc, bits = (acc << depth) | s, bits + depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def image_data(width, height, depth, pixel, interlaced):
    """Filter type 0 scanlines, optionally in Adam7 order."""
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw = bytearray()
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue
        for y in ys:
            raw += b"\x00" + pack_row([s for x in xs for s in pixel(x, y)], depth)
    return zlib.compress(bytes(raw), 9)


def scale(v, depth):
    if depth == 16:
        return (2 * v + 257) // 514  # round(v / 257), never a tie
    return v * 255 // ((1 << depth) - 1)


def expected_rgba(color_type, depth, s, plte, trns):
    if color_type == 3:
        r, g, b = plte[s[0]]
        return (r, g, b, trns[s[0]] if trns and s[0] < len(trns) else 255)
    key_hit = trns is not None and tuple(s) == tuple(trns)
    if color_type == 0:
        v = scale(s[0], depth)
        return (v, v, v, 0 if key_hit else 255)
    if color_type == 2:
        return tuple(scale(c, depth) for c in s) + (0 if key_hit else 255,)
    if color_type == 4:
        v = scale(s[0], depth)
        return (v, v, v, scale(s[1], depth))
    return tuple(scale(c, depth) for c in s)


def write(name, width, height, color_type, depth, pixel, plte=None, trns=None,
          interlaced=False, before_idat=b"", idat_split=None, after_idat=b""):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    body = chunk(b"IHDR", ihdr) + before_idat
    if plte:
        body += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns is not None:
        if color_type == 3:
            body += chunk(b"tRNS", bytes(trns))
        else:
            body += chunk(b"tRNS", b"".join(struct.pack(">H", v) for v in trns))
    data = image_data(width, height, depth, pixel, interlaced)
    if idat_split:
        parts = [data[i:i + idat_split] for i in range(0, len(data), idat_split)] + [b""]
    else:
        parts = [data]
    body += b"".join(chunk(b"IDAT", p) for p in parts) + after_idat + chunk(b"IEND", b"")
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + body)
    pixels = bytearray(struct.pack(">II", width, height))
    for y in range(height):
        for x in range(width):
            pixels += bytes(expected_rgba(color_type, depth, pixel(x, y), plte, trns))
    with open(os.path.join(HERE, name + ".expected"), "wb") as f:
        f.write(pixels)


def palette(n):
    return [((i * 53) % 256, (i * 101 + 7) % 256, (255 - i * 29) % 256) for i in range(n)]


def main():
    W, H = 7, 5  # odd width: sub-byte rows end in padding bits
    IW, IH = 11, 10  # interlaced: every Adam7 pass is non-empty and partial
    write("gray1", W, H, 0, 1, lambda x, y: ((x + y) % 2,))
    write("gray2", W, H, 0, 2, lambda x, y: ((x * y) % 4,))
    write("gray4", W, H, 0, 4, lambda x, y: ((x + 3 * y) % 16,))
    write("gray8", W, H, 0, 8, lambda x, y: ((x * 37 + y * 11) % 256,))
    write("gray8_trns", W, H, 0, 8, lambda x, y: ((x * y) % 5 * 50,), trns=[100])
    write("gray16", W, H, 0, 16, lambda x, y: ((x * 9001 + y * 13007) % 65536,))
    write("graya8", W, H, 4, 8, lambda x, y: ((x * 40) % 256, (0, 1, 128, 254, 255)[(x + y) % 5]))
    write("graya16", W, H, 4, 16, lambda x, y: ((x * 9001) % 65536, (y * 16411 + x) % 65536))
    write("pal1", W, H, 3, 1, lambda x, y: ((x ^ y) & 1,), plte=palette(2))
    write("pal4", W, H, 3, 4, lambda x, y: ((x + 2 * y) % 16,), plte=palette(16))
    write("pal8", W, H, 3, 8, lambda x, y: ((x * 5 + y) % 40,), plte=palette(40))
    write("pal8_trns", W, H, 3, 8, lambda x, y: ((x * 5 + y) % 40,), plte=palette(40),
          trns=[(i * 37) % 256 for i in range(20)])  # shorter than PLTE: the rest are opaque
    # gAMA 1.0: a decoder that applied gamma correction would change every sample.
    write("rgb8", W, H, 2, 8, lambda x, y: ((x * 36) % 256, (y * 60) % 256, (x * y * 7) % 256),
          before_idat=chunk(b"gAMA", struct.pack(">I", 100000)))
    write("rgb8_trns", W, H, 2, 8, lambda x, y: ((x % 2) * 200, 50, (y % 2) * 100), trns=[200, 50, 100])
    write("rgb16_trns", W, H, 2, 16, lambda x, y: ((x * 9000) % 65536, (y * 12000) % 65536, 777),
          trns=[9000, 12000, 777])
    write("rgba8", W, H, 6, 8, lambda x, y: ((x * 36) % 256, (y * 60) % 256, 99, (0, 1, 128, 254, 255)[(x * y) % 5]))
    write("rgba16", W, H, 6, 16, lambda x, y: ((x * 9001) % 65536, (y * 7001) % 65536, 65535, (x * y * 3001) % 65536),
          after_idat=chunk(b"tEXt", b"Comment\x00after the image data"))
    write("rgba8_interlaced", IW, IH, 6, 8,
          lambda x, y: ((x * 23) % 256, (y * 25) % 256, (x * y) % 256, (x + y * IW) * 2 % 256), interlaced=True,
          idat_split=20)  # several IDAT chunks and a trailing empty one
    write("pal4_interlaced", IW, IH, 3, 4, lambda x, y: ((x + y * 3) % 16,), plte=palette(16),
          trns=[0, 64, 128, 255], interlaced=True)
    write("gray16_interlaced", IW, IH, 0, 16, lambda x, y: ((x * 5003 + y * 6007) % 65536,), interlaced=True)


if __name__ == "__main__":
    main()
