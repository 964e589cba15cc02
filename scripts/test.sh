#!/usr/bin/env bash
# Sets up, builds and runs every test: debug-versus-release pixel identity, the examples against
# schema/config.schema.json, an install into a temporary prefix used from outside the repository,
# another package using the Swift API (Tests/ConsumerPackage) and a swift-snapshot-testing suite
# using its strategy (Tests/SnapshotTestingConsumer),
# every command README and docs tell a user to type, as written — the set-up, install and CI
# recipes on bare Debian roots (scripts/check-documented-commands.py) —
# then the Swift test suite (unit, conformance, text, layout, config,
# PNG, CLI). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's goldens are drawn with the bundled fonts, whatever SF Pro this machine gives.
unset RENDER_PREVIEW_SYSTEM_FONTS
scripts/setup.sh --with-chromium
# The Swift sources as scripts/format.sh leaves them (a second, before anything is built).
scripts/format.sh --check
# The bare Debian roots are made (once; debootstrap and apt, bound by the network, not the cores)
# while the builds below run.
mkdir -p .build
scripts/bare-root.sh prepare >.build/bare-root-prepare.log 2>&1 &
roots=$!
scripts/check-determinism.sh
python3 scripts/check-schema.py
swift build --build-tests
# check-determinism.sh has just built the release binary and found its pixels equal to the debug
# one's: the example goldens are checked with it (minutes faster than the debug build).
export RENDER_PREVIEW_EXAMPLES_BINARY="$PWD/.build/release/render-preview"
# The suite-scale benchmark, small: the generator, render, record and check of a generated suite
# (make bench-suite runs it at 100, 1 000 and 3 000 scenes).
python3 scripts/bench-suite.py --binary .build/release/render-preview --stills 12 --animations 3 --limit-mb 400
scripts/check-install.sh debug
scripts/check-consumer.sh
scripts/check-snapshot-testing.sh
wait "$roots" || { cat .build/bare-root-prepare.log >&2; echo "test: making the bare Debian roots failed" >&2; exit 1; }
python3 scripts/check-documented-commands.py
# The Swift suite in two parts: the in-process tests as `make unit` runs them (the short inner
# loop, so it is tested as documented), then the command-line tests, which run the binary.
make unit
swift test --skip-build --filter CLITests
