#!/usr/bin/env bash
# Formats the Swift sources with `swift format` (it ships with the toolchain) and the project's
# .swift-format: four-space indentation, lines up to 150 columns, existing line breaks kept, no
# lint rules beyond the layout. With --check it changes nothing and fails on any file that is
# not formatted (scripts/test.sh runs it so). Usage: scripts/format.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
# The package's own Swift: its sources and test targets (the consumer packages under Tests/ are
# other packages, formatted as their users would).
mapfile -t files < <(git ls-files 'Sources/*.swift' 'Tests/*.swift' | grep -v -e '^Tests/ConsumerPackage/' -e '^Tests/SnapshotTestingConsumer/' | sort)
if [ "${1:-}" = "--check" ]; then
  if ! swift format lint --strict --configuration .swift-format "${files[@]}"; then
    echo "format: the files above are not formatted; run scripts/format.sh (or make format)" >&2
    exit 1
  fi
else
  swift format format --in-place --configuration .swift-format "${files[@]}"
fi
