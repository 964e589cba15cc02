#!/usr/bin/env bash
# Checks that debug and release builds, on one thread and on all, produce byte-identical pixels:
# the demo scene's frames (debug --jobs 1 against release --jobs N), and every reference raster
# case (when ../shared/reference/raster is beside the checkout).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product render-preview
swift build --product raster-conformance
swift build -c release --product render-preview
swift build -c release --product raster-conformance
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

compare_dirs() {  # compare_dirs WHAT DIR_A DIR_B
  local n=0
  for f in "$2"/*.png; do
    cmp -s "$f" "$3/$(basename "$f")" || { echo "determinism: $1 $(basename "$f") differs between debug and release" >&2; exit 1; }
    n=$((n + 1))
  done
  [ "$n" -gt 0 ] || { echo "determinism: no $1 files rendered" >&2; exit 1; }
  echo "determinism: $n $1 files identical in debug and release"
}

.build/debug/render-preview --demo --quiet --jobs 1 -o "$work/debug"
.build/release/render-preview --demo --quiet --jobs "$(nproc)" -o "$work/release"
compare_dirs "demo frame" "$work/debug/demo" "$work/release/demo"

ref=../shared/reference/raster
if [ -f "$ref/cases.json" ]; then
  .build/debug/raster-conformance "$ref" "$work/cases-debug" > /dev/null
  .build/release/raster-conformance "$ref" "$work/cases-release" > /dev/null
  compare_dirs "raster case" "$work/cases-debug" "$work/cases-release"
else
  echo "determinism: $ref is absent; raster cases not compared"
fi
