#!/usr/bin/env bash
# Sets up, builds and runs every test: debug-versus-release pixel identity, the examples against
# schema/config.schema.json, an install into a temporary prefix used from outside the repository,
# another package using the Swift API (Tests/ConsumerPackage) and a swift-snapshot-testing suite
# using its strategy (Tests/SnapshotTestingConsumer),
# then the Swift test suite (unit, conformance, text, layout, config,
# PNG, CLI). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-chromium
scripts/check-determinism.sh
python3 scripts/check-schema.py
swift build --build-tests
# check-determinism.sh has just built the release binary and found its pixels equal to the debug
# one's: the example goldens are checked with it (minutes faster than the debug build).
export RENDER_PREVIEW_EXAMPLES_BINARY="$PWD/.build/release/render-preview"
scripts/check-install.sh debug
scripts/check-consumer.sh
scripts/check-snapshot-testing.sh
swift test --skip-build
