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
swift build -c release --static-swift-stdlib --product render-preview
swift build -c release --static-swift-stdlib --product raster-conformance
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

# pair WHAT SCENE CONFIG [ARGS...]: CONFIG rendered by the debug build on one thread and by the
# release build on every core, and the scene's files compared.
pair() {
  local what=$1 scene=$2 config=$3
  shift 3
  .build/debug/render-preview "$config" "$@" --quiet --jobs 1 -o "$work/debug-$what"
  .build/release/render-preview "$config" "$@" --quiet --jobs "$(nproc)" -o "$work/release-$what"
  compare_dirs "$what frame" "$work/debug-$what/$scene" "$work/release-$what/$scene"
}

# The debug renders take minutes on one thread each: two pairs run at a time.
pids=()
run() {
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do sleep 0.2; done
  ( set -e; pair "$@" ) &
  pids+=("$!")
}

run demo demo --demo
# An animated scene with a 3D turn, a spin and springs (resampled layers, perspective), with its
# GIF (libimagequant's palette, giflib) and WebP (libwebp) previews.
for scene in rotate-3d spin-flip; do
  run "$scene" "$scene" "examples/motion/$scene.json" --scale 1 --gif --webp
done
# SwiftMessages: a backdrop blur that fades in per frame, and a card flung with a spin.
for pair in "presentation-styles center-dialog" "dim-modes dim-blur-dark" "gestures center-fling"; do
  set -- $pair
  run "$2" "$2" "examples/swiftmessages/$1.json" --scene "$2" --scale 1
done
# Y-Snackbar: a stack whose snacks slide on springs, rearrange and swap content.
run "snack stack" ysnackbar-stack-top examples/ysnackbar/stack.json --scene ysnackbar-stack-top --scale 1
# Placard: keyframes with a Core Animation spin and a clipped roll.
for scene in placard-spin placard-rollUp; do
  run "$scene" "$scene" examples/placard/animations.json --scene "$scene"
done
# SwiftEntryKit: an entry over its own blur scaling in, and an alert whose bar springs open
# (the entry laid out again on every frame).
for scene in sek-motion-rating-blur sek-motion-alert-bar-opens; do
  run "$scene" "$scene" examples/swiftentrykit/sek-motion.json --scene "$scene"
done
# BulletinBoard: a card going busy and changing page (the card's shape rasterized again while it
# resizes) over a blur, and one rising over a dim.
for scene in bb-flow-activity bb-flow-tap-outside; do
  run "$scene" "$scene" examples/bulletinboard/bb-flow.json --scene "$scene"
done
for pid in "${pids[@]}"; do
  wait "$pid" || { echo "determinism: a debug/release pair above failed" >&2; exit 1; }
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
