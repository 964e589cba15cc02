#!/usr/bin/env bash
# Peak memory and time of runs at (or just inside) each limit that bounds memory, with the
# release build: a 64-megapixel screen, an 8192² background image, a 63 MiB font, a config of
# almost 16 MiB, 50 000 characters of text, a 64-frame contact sheet of a 4096-pixel screen, the
# animated preview of a 63-megapixel tall screen, and views nested 100 levels deep. Prints one
# Markdown table row per run (wall time and peak RSS from /usr/bin/time -v). Takes a few
# minutes; not part of CI.
#
#   scripts/limits-memory.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scripts/setup.sh >/dev/null
if [ ! -x /usr/bin/time ]; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq && $sudo apt-get install -y -qq time >/dev/null
fi
swift build -c release --static-swift-stdlib --product render-preview 2>&1 | tail -1
bin=$root/.build/release/render-preview
[ -x "$bin" ] || { echo "the release build failed" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

python3 - "$root" <<'PY'
import json, struct, sys, zlib, shutil, os
root = sys.argv[1]
def write(name, obj):
    json.dump(obj, open(name, "w"))
def png(path, width, height):
    # A flat-colour RGB PNG, written row by row so the script itself stays small in memory.
    raw = zlib.compressobj(9)
    row = b"\x00" + b"\x4a\x6f\xa5" * width
    body = b"".join(raw.compress(row) for _ in range(height)) + raw.flush()
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                           + chunk(b"IDAT", body) + chunk(b"IEND", b""))
card = {"text": "Limits", "font": "largeTitle", "padding": 40, "background": {"roundedRectangle": {"cornerRadius": 24, "fill": "systemBackground"}}}
write("screen-64mp.json", {"name": "screen", "device": {"custom": {"width": 8000, "height": 8000, "scale": 1}},
                           "background": "systemIndigo", "show": {"position": "center", "custom": card}})
png("big.png", 8192, 8192)
write("image-8192.json", {"name": "image", "device": "iPhone 15", "background": {"image": "big.png"}, "show": {"custom": card}})
shutil.copy(os.path.join(root, "fonts/faces/DejaVuSans.ttf"), "Big.ttf")
with open("Big.ttf", "ab") as f: f.truncate(63 << 20)
write("font-63mib.json", {"name": "font", "device": "iPhone 15", "fonts": ["Big.ttf"],
                          "show": {"custom": {"text": "A 63 MiB font", "font": {"name": "Big", "size": 34}}}})
with open("config-16mib.json", "w") as f:
    f.write(" " * ((16 << 20) - 4096))
    f.write(json.dumps({"name": "config", "device": "iPhone 15", "show": {"custom": card}}))
write("text-50k.json", {"name": "text", "device": "iPhone 15",
                        "show": {"swiftMessages": {"layout": "cardView", "title": "Long", "body": ("Lorem ipsum dolor sit amet. " * 1786)[:49900]}}})
motion = {"at": 0, "show": {"id": "card", "position": "top", "custom": card, "enter": {"move": "top", "duration": 1}}}
write("contact-sheet.json", {"name": "sheet", "device": {"custom": {"width": 1365, "height": 1365, "scale": 3}},
                             "fps": 60, "duration": 1.05, "timeline": [motion], "contactSheet": 64})
write("animated-preview.json", {"name": "tall", "device": {"custom": {"width": 390, "height": 10000, "scale": 3.2}},
                                "fps": 60, "duration": 0.5, "timeline": [motion], "animatedPreview": True})
view = {"text": "leaf"}
for i in range(49):
    view = {"vstack": [view], "padding": 1}
write("nesting-100.json", {"name": "nesting", "device": "iPhone 15", "show": {"custom": view}})
PY

echo "| run | limit | wall time | peak RSS | exit |"
echo "|---|---|---:|---:|---:|"
run() {
    local name=$1 limit=$2; shift 2
    /usr/bin/time -v "$bin" "$@" -o out --quiet > log.txt 2>&1 || true
    local wall rss status
    wall=$(grep "Elapsed (wall clock)" log.txt | awk '{print $NF}')
    rss=$(grep "Maximum resident set size" log.txt | awk '{printf "%.0f MB", $NF / 1024}')
    status=$(grep "Exit status" log.txt | awk '{print $NF}')
    echo "| $name | $limit | $wall | $rss | $status |"
    rm -rf out
}
run "screen of 8000 × 8000 px" "64 megapixels" screen-64mp.json
run "background image 8192 × 8192" "64 Mi pixels, 256 MiB file" image-8192.json
run "font file of 63 MiB" "64 MiB" font-63mib.json
run "config file of 16 MiB" "16 MiB" config-16mib.json
run "50 000 characters of text" "50 000 per scene" text-50k.json
run "contact sheet, 64 frames of 4096 × 4095 px" "64 frames, 240 px thumbnails" contact-sheet.json
run "animated preview of 1248 × 32 000 px" "4096 px a side; 32 768 px a side for a screen" animated-preview.json
run "views nested 100 deep" "100 levels" nesting-100.json
