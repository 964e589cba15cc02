#!/usr/bin/env bash
# Checks that debug and release builds, on one thread and on all, produce byte-identical pixels:
# the demo scene's frames, animated examples' (debug --jobs 1 against release --jobs N) including
# SwiftMessages' blur backdrop and fling, a Y-Snackbar stack, Placard's spin and roll and
# SwiftEntryKit's blurred entry and opening button bar,
# with their animated previews (APNG, GIF and WebP), and every reference raster
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
  [ "$(ls "$2" | wc -l)" -eq "$(ls "$3" | wc -l)" ] || { echo "determinism: $1 file counts differ: $(ls "$2" | wc -l) in debug, $(ls "$3" | wc -l) in release" >&2; exit 1; }
  for f in "$2"/*.png "$2"/*.gif "$2"/*.webp; do
    [ -e "$f" ] || continue
    cmp -s "$f" "$3/$(basename "$f")" || { echo "determinism: $1 $(basename "$f") differs between debug and release" >&2; exit 1; }
    n=$((n + 1))
  done
  [ "$n" -gt 0 ] || { echo "determinism: no $1 files rendered" >&2; exit 1; }
  echo "determinism: $n $1 files identical in debug and release"
}

.build/debug/render-preview --demo --quiet --jobs 1 -o "$work/debug"
.build/release/render-preview --demo --quiet --jobs "$(nproc)" -o "$work/release"
compare_dirs "demo frame" "$work/debug/demo" "$work/release/demo"

# An animated scene with a 3D turn, a spin and springs (resampled layers, perspective), with its
# GIF (libimagequant's palette, giflib) and WebP (libwebp) previews.
for scene in rotate-3d spin-flip; do
  .build/debug/render-preview "examples/motion/$scene.json" --quiet --jobs 1 --scale 1 --gif --webp -o "$work/debug-$scene"
  .build/release/render-preview "examples/motion/$scene.json" --quiet --jobs "$(nproc)" --scale 1 --gif --webp -o "$work/release-$scene"
  compare_dirs "$scene frame" "$work/debug-$scene/$scene" "$work/release-$scene/$scene"
done

# SwiftMessages: a backdrop blur that fades in per frame, and a card flung with a spin.
for pair in "presentation-styles center-dialog" "dim-modes dim-blur-dark" "gestures center-fling"; do
  set -- $pair
  .build/debug/render-preview "examples/swiftmessages/$1.json" --scene "$2" --quiet --jobs 1 --scale 1 -o "$work/debug-$2"
  .build/release/render-preview "examples/swiftmessages/$1.json" --scene "$2" --quiet --jobs "$(nproc)" --scale 1 -o "$work/release-$2"
  compare_dirs "$2 frame" "$work/debug-$2/$2" "$work/release-$2/$2"
done

# Y-Snackbar: a stack whose snacks slide on springs, rearrange and swap content.
.build/debug/render-preview examples/ysnackbar/stack.json --scene ysnackbar-stack-top --quiet --jobs 1 --scale 1 -o "$work/debug-snacks"
.build/release/render-preview examples/ysnackbar/stack.json --scene ysnackbar-stack-top --quiet --jobs "$(nproc)" --scale 1 -o "$work/release-snacks"
compare_dirs "snack stack frame" "$work/debug-snacks/ysnackbar-stack-top" "$work/release-snacks/ysnackbar-stack-top"

# Placard: keyframes with a Core Animation spin and a clipped roll.
for scene in placard-spin placard-rollUp; do
  .build/debug/render-preview examples/placard/animations.json --scene "$scene" --quiet --jobs 1 -o "$work/debug-$scene"
  .build/release/render-preview examples/placard/animations.json --scene "$scene" --quiet --jobs "$(nproc)" -o "$work/release-$scene"
  compare_dirs "$scene frame" "$work/debug-$scene/$scene" "$work/release-$scene/$scene"
done

# SwiftEntryKit: an entry over its own blur scaling in, and an alert whose bar springs open
# (the entry laid out again on every frame).
for scene in sek-motion-rating-blur sek-motion-alert-bar-opens; do
  .build/debug/render-preview examples/swiftentrykit/sek-motion.json --scene "$scene" --quiet --jobs 1 -o "$work/debug-$scene"
  .build/release/render-preview examples/swiftentrykit/sek-motion.json --scene "$scene" --quiet --jobs "$(nproc)" -o "$work/release-$scene"
  compare_dirs "$scene frame" "$work/debug-$scene/$scene" "$work/release-$scene/$scene"
done

# BulletinBoard: a card going busy and changing page (the card's shape rasterized again while it
# resizes) over a blur, and one rising over a dim.
for scene in bb-flow-activity bb-flow-tap-outside; do
  .build/debug/render-preview examples/bulletinboard/bb-flow.json --scene "$scene" --quiet --jobs 1 -o "$work/debug-$scene"
  .build/release/render-preview examples/bulletinboard/bb-flow.json --scene "$scene" --quiet --jobs "$(nproc)" -o "$work/release-$scene"
  compare_dirs "$scene frame" "$work/debug-$scene/$scene" "$work/release-$scene/$scene"
done

ref=../shared/reference/raster
if [ -f "$ref/cases.json" ]; then
  # The tool exits 1 when a case is over tolerance; that is the conformance test's business, but
  # show its table then so the failure is not mistaken for a determinism one.
  .build/debug/raster-conformance "$ref" "$work/cases-debug" > "$work/debug.txt" || { cat "$work/debug.txt"; echo "determinism: raster-conformance (debug) reported a failure above" >&2; exit 1; }
  .build/release/raster-conformance "$ref" "$work/cases-release" > "$work/release.txt" || { cat "$work/release.txt"; echo "determinism: raster-conformance (release) reported a failure above" >&2; exit 1; }
  compare_dirs "raster case" "$work/cases-debug" "$work/cases-release"
else
  echo "determinism: $ref is absent; raster cases not compared"
fi
