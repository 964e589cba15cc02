#!/usr/bin/env bash
# Sets up, builds render-preview (release) and renders the bundled examples into out/:
# out/<scene>/frame_NNNN.png for every scene of every examples/*.json and examples/*/*.json (motion,
# swiftmessages, screens), plus a manifest each, and the animated previews the examples ask for.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --static-swift-stdlib --product render-preview
for config in examples/*.json examples/*/*.json; do
  name=$(basename "$config" .json)
  .build/release/render-preview "$config" -o "out/$name"
done
echo "example: open out/custom-card/custom-card/frame_0000.png (and the other folders in out/);"
echo "         animations: out/spring-card/spring-card/animation.png and contact-sheet.png"
