#!/usr/bin/env bash
# Renders the demo with a debug build on one thread and a release build on all threads,
# and checks that every frame is byte-identical.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product render-preview
swift build -c release --product render-preview
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/render-preview --demo --quiet --jobs 1 -o "$work/debug"
.build/release/render-preview --demo --quiet --jobs "$(nproc)" -o "$work/release"
n=0
for f in "$work"/debug/demo/*.png; do
  cmp -s "$f" "$work/release/demo/$(basename "$f")" || { echo "determinism: $(basename "$f") differs between debug --jobs 1 and release --jobs $(nproc)" >&2; exit 1; }
  n=$((n + 1))
done
[ "$n" -gt 0 ] || { echo "determinism: no frames rendered" >&2; exit 1; }
echo "determinism: $n frames identical in debug (--jobs 1) and release (--jobs $(nproc))"
