#!/usr/bin/env bash
# Renders the motion benchmark (bench/motion-3s.json: 1170 × 2532, 60 fps, 3 s = 181 frames; and
# the same scene for 9 s) with the release build and reports, from /usr/bin/time -v, the peak
# memory and wall time on 1 and 8 threads, and whether the frames' hashes are identical.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
command -v /usr/bin/time >/dev/null || apt-get install -y time >/dev/null
swift build -c release --static-swift-stdlib --product render-preview >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
measure() {  # measure CONFIG JOBS
  /usr/bin/time -v .build/release/render-preview "$1" --quiet --jobs "$2" -o "$work/$(basename "$1" .json)-j$2" 2> "$work/time.txt"
  local rss wall
  rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt")
  local frames
  frames=$(ls "$work/$(basename "$1" .json)-j$2"/*/ | grep -c '^frame_')
  printf '%-18s jobs %-2s %4s frames  peak %6.1f MB  wall %s\n' "$(basename "$1")" "$2" "$frames" "$(echo "$rss / 1024" | bc -l)" "$wall"
}
for config in bench/motion-3s.json bench/motion-9s.json; do
  measure "$config" 1
  measure "$config" 8
done
if cmp -s "$work/motion-3s-j1/manifest.json" "$work/motion-3s-j8/manifest.json"; then
  echo "hashes: --jobs 1 and --jobs 8 wrote identical manifests (every frame's SHA-256)"
else
  echo "hashes: --jobs 1 and --jobs 8 differ" >&2
  exit 1
fi
