#!/usr/bin/env bash
# Sets up, builds render-preview (release) and renders the bundled example into out/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product render-preview
.build/release/render-preview --demo -o out/
