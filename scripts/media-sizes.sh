#!/usr/bin/env bash
# Measures the animated previews of the motion examples for the README's "GIF and WebP for
# READMEs" table: renders each example with the release build, then makes its APNG, GIF,
# lossless WebP and lossy WebP (quality 80) at one width and prints a Markdown table of sizes,
# mean errors (mean absolute difference per RGBA channel, in 8-bit levels, of every shown frame
# against the source frame scaled to the same size) and encoding times (each includes reading
# the frames back from their PNG files). With ImageMagick's `convert` on PATH it also makes a
# GIF of the same frames and delays with ImageMagick and adds its size and mean error.
#
# Usage: scripts/media-sizes.sh [width]     (default 260, the examples' animatedPreview width)
set -euo pipefail
cd "$(dirname "$0")/.."
width=${1:-260}
swift build -c release --static-swift-stdlib --product render-preview >/dev/null
swift build -c release --static-swift-stdlib --product media-report >/dev/null
work=out/media-sizes
rm -rf "$work"
mkdir -p "$work"
magick=""
if command -v convert >/dev/null 2>&1 && convert -version 2>/dev/null | grep -q ImageMagick; then magick=convert; fi

header="| example | frames | APNG | GIF, mean error | GIF without dithering | WebP lossless, mean error | WebP lossy q80, mean error | reading the frames |"
rule="|---|---|---|---|---|---|---|---|"
if [ -n "$magick" ]; then header="$header ImageMagick GIF, mean error |"; rule="$rule---|"; fi
echo "$header"
echo "$rule"
# A harder case for a 255-colour palette: spring-card over a five-colour gradient, with a gradient
# card and a large soft shadow (what the GIF's dithering default was chosen on).
python3 - "$work/gradient-card.json" <<'PY'
import json, sys
d = json.load(open("examples/motion/spring-card.json"))
d.pop("$schema", None)
d["name"] = "gradient-card"
d["background"] = {"linearGradient": {"colors": ["#FF2D55", "#AF52DE", "#5856D6", "#30B0C7", "#34C759"]}}
mods = d["timeline"][0]["show"]["custom"]["modifiers"]
mods[1] = {"background": {"roundedRectangle": {"cornerRadius": 15, "style": "continuous",
           "fill": {"linearGradient": {"colors": ["#FFFFFF", "#FFD60A"], "start": "top", "end": "bottom"}}}}}
mods[2] = {"shadow": {"color": "#000000", "opacity": 0.45, "radius": 16, "offset": [0, 8]}}
json.dump(d, open(sys.argv[1], "w"), indent=2)
PY
for example in spring-card keyboard-card fade-scale interactions rotate-3d gradient-card; do
  config="examples/motion/$example.json"
  [ -f "$config" ] || config="$work/$example.json"
  .build/release/render-preview "$config" -o "$work/$example" --quiet
  scene=$(ls -d "$work/$example"/*/ | head -1)
  scene=${scene%/}
  if [ -n "$magick" ]; then
    frames="$work/$example-gif-frames"
    .build/release/media-report "$scene" --width "$width" --write-gif-frames "$frames" >/dev/null
    # The same frames and delays; ImageMagick's own palette per frame and frame optimisation.
    args=()
    k=0
    while read -r cs; do
      args+=(-delay "$cs" "$frames/$(printf 'f%04d.png' "$k")")
      k=$((k + 1))
    done < <(cat "$frames/delays.txt"; echo)
    "$magick" "${args[@]}" -loop 0 -layers Optimize "$work/$example-imagemagick.gif"
    .build/release/media-report "$scene" --width "$width" --other-gif "$work/$example-imagemagick.gif"
  else
    .build/release/media-report "$scene" --width "$width"
  fi
done
