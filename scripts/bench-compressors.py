#!/usr/bin/env python3
"""The deflates render-preview could use for frames, on one frame's rows (each row a filter byte 0
and its straight RGBA pixels, as the frame path compresses them): zlib, which it uses, against
zlib-ng and ISA-L (igzip), the fastest deflates with a zlib interface. Prints each one's time
(best of 7), size and the first bytes of its SHA-256, and whether its bytes are zlib's.

Speed is not the whole question: a frame's PNG bytes are in goldens (`pngSha256`) and are
compared across machines by `make cross-check`, so a compressor must give the same bytes on every
CPU. zlib's are the same from 1.2.13 to 1.3.2, on x86_64 and aarch64 (make cross-check). ISA-L
2.31 was measured giving other bytes on aarch64 than on x86_64 at every level (Debian sid's
python3-isal in the cross-check roots: level 1 110 508 bytes on aarch64, 137 264 on x86_64), and
zlib-ng's maintainers do not keep its bytes across architectures or releases.
usage: scripts/bench-compressors.py FRAME.png   (in .build/bench-venv: Pillow, isal, zlib-ng)
"""
import hashlib, sys, time, zlib

from PIL import Image
from isal import isal_zlib
from zlib_ng import zlib_ng


def rows(path):
    image = Image.open(path).convert("RGBA")
    width, height = image.size
    pixels = image.tobytes()
    out = bytearray()
    for y in range(height):
        out.append(0)
        out += pixels[y * width * 4:(y + 1) * width * 4]
    return width, height, bytes(out)


def best(compress, data, runs=7):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = compress(data)
        times.append(time.perf_counter() - start)
    return min(times) * 1000, result


def main():
    width, height, data = rows(sys.argv[1])
    print(f"deflate of one frame's rows ({width} x {height}, {len(data)} bytes), best of 7:")
    for name, level, compress in [
        (f"zlib {zlib.ZLIB_RUNTIME_VERSION}", 1, lambda d: zlib.compress(d, 1)),
        (f"zlib {zlib.ZLIB_RUNTIME_VERSION}", 6, lambda d: zlib.compress(d, 6)),
        (f"zlib-ng {zlib_ng.ZLIBNG_VERSION}", 1, lambda d: zlib_ng.compress(d, 1)),
        (f"zlib-ng {zlib_ng.ZLIBNG_VERSION}", 6, lambda d: zlib_ng.compress(d, 6)),
        ("ISA-L", 1, lambda d: isal_zlib.compress(d, 1)),
        ("ISA-L", 3, lambda d: isal_zlib.compress(d, 3)),
    ]:
        ms, out = best(compress, data)
        same = "zlib's bytes" if out == zlib.compress(data, level) else "other bytes than zlib's at this level"
        print(f"  {name + ' level ' + str(level):24} {ms:7.1f} ms {len(out):8d} bytes  "
              f"sha256 {hashlib.sha256(out).hexdigest()[:12]}  {same}")


if __name__ == "__main__":
    main()
