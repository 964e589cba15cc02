#!/usr/bin/env bash
# Uses render-preview from a pointfreeco/swift-snapshot-testing suite, as a user's project does:
# Tests/SnapshotTestingConsumer turns on render-preview's SnapshotTesting trait and asserts scenes
# with `assertSnapshot(of: scene, as: .renderPreview)` and `.renderPreviewStructure` (XCTest and
# Swift Testing) against the references committed in its __Snapshots__. Checks that this
# package's own graph leaves swift-snapshot-testing out (no trait, no dependency); that the
# consumer builds; that its references match, none written (record mode `never`); and, inside its
# tests, that a changed scene fails in render-preview's words and a scene's mistake is reported.
# The consumer builds in its own .build (about 40 s the first time on 2 cores, seconds after).
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-snapshot-testing: $*" >&2; exit 1; }

# Without the trait, swift-snapshot-testing (and the swift-syntax it names) is not even resolved.
deps=$(swift package show-dependencies 2>&1) || fail "swift package show-dependencies failed: $deps"
if grep -q "swift-snapshot-testing" <<<"$deps"; then
  fail "the package depends on swift-snapshot-testing without the SnapshotTesting trait: $deps"
fi

cd Tests/SnapshotTestingConsumer
# Its own test files are always compiled afresh (seconds): an incremental build across the path
# dependency can keep objects made against an older PreviewTesting, which then fail to link.
rm -rf .build/*/debug/PreviewSnapshotTests.build
built=$(swift build --build-tests 2>&1) || { echo "$built" >&2; fail "the consumer package does not build"; }

set +e
tested=$(SNAPSHOT_TESTING_RECORD=never swift test --skip-build 2>&1); status=$?
set -e
[ $status -eq 0 ] || { echo "$tested" >&2; fail "the consumer's snapshot tests fail"; }
grep -q "Executed 3 tests, with 0 failures" <<<"$tested" || { echo "$tested" >&2; fail "the XCTest tests did not all run"; }
grep -q "Test run with 3 tests in 1 suite passed" <<<"$tested" || { echo "$tested" >&2; fail "the Swift Testing tests did not all run"; }
echo "check-snapshot-testing: another package's swift-snapshot-testing suite matches its references and fails in render-preview's words"
