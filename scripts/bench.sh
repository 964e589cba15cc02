#!/usr/bin/env bash
# make bench: the release build against the peer renderers of ../shared/bench on the reference
# animation, our split per frame, the floor, the scaling table and the performance targets
# (scripts/bench.py says what each part is). Sets up the peers' Python in .build/bench-venv.
# Takes about 7 minutes on 2 cores; `--quick` leaves out the 3100-frame rows.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f ../shared/bench/run.py ]; then
  echo "make bench needs ../shared/bench (the peer renderers) beside this checkout" >&2
  exit 1
fi
scripts/setup.sh
# pycairo builds against cairo's headers.
if ! dpkg -s libcairo2-dev pkg-config >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq libcairo2-dev pkg-config >/dev/null
fi
venv=.build/bench-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q -r ../shared/bench/requirements.txt
# The deflates scripts/bench-compressors.py measures zlib against.
"$venv/bin/pip" install -q isal==1.9.1 zlib-ng==1.1.0
swift build -c release --static-swift-stdlib --product render-preview >/dev/null
swift build -c release --static-swift-stdlib --product raster-bench >/dev/null
exec python3 scripts/bench.py "$venv/bin/python" "$@"
