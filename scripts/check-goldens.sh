#!/usr/bin/env bash
# Checks every bundled example against its goldens with the release build (those of
# examples/<path>.json are in golden/examples/<path>/), as a user's CI would check their suite,
# and reports the time it took and the size of golden/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --static-swift-stdlib --product render-preview >/dev/null
start=$(date +%s.%N)
status=0
for config in $(find examples -name '*.json' | sort); do
  path=${config#examples/}; path=${path%.json}
  .build/release/render-preview check "$config" --golden golden/examples/"$path" --quiet --artifacts out/check/"$path" || status=1
done
end=$(date +%s.%N)
frames=$(find golden/examples -name golden.json -exec python3 -c 'import json,sys; print(sum(len(json.load(open(f))["frames"]) for f in sys.argv[1:]))' {} + | awk '{s+=$1} END {print s}')
printf 'checked %s frames of %s scenes in %.1f s; golden/ is %s (golden/examples %s)\n' \
  "$frames" "$(find golden/examples -name golden.json | wc -l)" "$(echo "$end - $start" | bc -l)" \
  "$(du -sh golden | cut -f1)" "$(du -sh golden/examples | cut -f1)"
exit $status
