#!/usr/bin/env bash
# Sets up, builds and runs every test: debug-versus-release pixel identity, then the
# Swift test suite (unit, conformance, PNG, CLI). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/check-determinism.sh
swift build --build-tests
swift test --skip-build
