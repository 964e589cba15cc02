#!/usr/bin/env bash
# Makes the README's gallery (docs/images/gallery-*) with the release build, from
# examples/documentation/*.json and the example goldens: the framed animations as GIF and WebP,
# the device-frames sheet, the variants sheet of examples/variants-matrix.json and a
# before/after sheet of the spring card against a stiffer damping, and the spring card's GIF. Afterwards, look at every
# changed image (git status docs/images) before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --static-swift-stdlib --product render-preview
bin=.build/release/render-preview
out=out/readme-images
rm -rf "$out"
mkdir -p "$out" docs/images

# Framed animations: the SwiftMessages card as a GIF, the Y-Snackbar stack as a lossy WebP,
# as the config asks.
$bin examples/documentation/readme-gallery.json -o "$out/gallery" --quiet
cp "$out/gallery/gallery-swiftmessages/animation.gif" docs/images/gallery-swiftmessages.gif
cp "$out/gallery/gallery-ysnackbar/animation.webp" docs/images/gallery-ysnackbar.webp

# Device frames, light and dark, on three kinds of phone: the config's variants sheet.
$bin examples/documentation/device-frames.json -o "$out/frames" --quiet
cp "$out/frames/framed-variants.png" docs/images/gallery-device-frames.png

# Appearance × device × Dynamic Type in one labelled image.
$bin examples/variants-matrix.json -o "$out/variants" --variants-sheet --quiet
cp "$out/variants/toast-variants.png" docs/images/gallery-variants-sheet.png

# Before and after: the spring card's goldens against the same card with a stiffer damping.
sed 's/"damping": 0.6/"damping": 0.95/' examples/motion/spring-card.json > "$out/spring-card-damped.json"
$bin compare golden/examples/motion/spring-card "$out/spring-card-damped.json" --scene spring-card --frames 4 --width 150 -o "$out/compare" --quiet
cp "$out/compare/spring-card.png" docs/images/gallery-before-after.png

# The spring card as a 260 px GIF (the "GIF and WebP" section), beside its animated PNG's width.
sed 's/"animatedPreview": {/"gif": {"width": 260}, "animatedPreview": {/' examples/motion/spring-card.json > "$out/spring-card-gif.json"
$bin "$out/spring-card-gif.json" -o "$out/spring-card-gif" --quiet
cp "$out/spring-card-gif/spring-card/animation.gif" docs/images/motion-spring-card.gif

ls -l docs/images/gallery-* docs/images/motion-spring-card.gif
echo "readme-images: now look at each changed image (git status docs/images) before committing"
