#!/usr/bin/env bash
# Uses render-preview's Swift API from another package, as a user's project does: a copy of
# Tests/ConsumerPackage (XCTest and Swift Testing tests that import only PreviewTesting) in a
# temporary folder, depending on this checkout. Checks that missing goldens fail with how to
# record them; that RENDER_PREVIEW_RECORD=1 records beside the test file and fails once to say
# so; that the recorded goldens equal the committed ones and then pass; and that a difference
# fails at the assertion's own line with the summary first.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "check-consumer: $*" >&2; exit 1; }

cp -R Tests/ConsumerPackage "$work/consumer"
rm -rf "$work/consumer/.build" "$work/consumer/Tests/ToastTests/__Goldens__"
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$work/consumer/Package.swift"
cd "$work/consumer"
# README's set-up line for the goldens folder, as written there; then the build gives no warning
# about the consumer's package (its own files, its excludes).
setup=$(grep -m1 '^mkdir -p Tests/ToastTests/__Goldens__' "$repo/README.md") || fail "README has no set-up line for __Goldens__"
bash -c "$setup"
built=$(swift build --build-tests 2>&1) || { echo "$built" >&2; fail "the consumer package did not build"; }
warnings=$(grep -i "warning: .*\(consumer\|ToastTests\|exclude\|unhandled\)" <<<"$built" || true)
[ -z "$warnings" ] || fail "the README's set-up leaves SwiftPM warnings: $warnings"
[ -d .build/debug ] || fail "the consumer package did not build"

set +e
missing=$(swift test --skip-build 2>&1); status=$?
set -e
[ $status -ne 0 ] || fail "missing goldens passed"
grep -q "1 scene has no goldens" <<<"$missing" || fail "missing goldens not named: $missing"

set +e
recorded=$(RENDER_PREVIEW_RECORD=1 swift test --skip-build 2>&1); status=$?
set -e
[ $status -ne 0 ] || fail "a recording passed silently"
grep -q "recorded .*__Goldens__/ToastTests/testToast/" <<<"$recorded" || fail "recording not reported: $recorded"
for f in ToastTests/testToast/toast BannerTests/banner/banner; do
  cmp -s "Tests/ToastTests/__Goldens__/$f/frame_0000.png" "$repo/Tests/ConsumerPackage/Tests/ToastTests/__Goldens__/$f/frame_0000.png" \
    || fail "recorded $f differs from the committed golden"
done

swift test --skip-build >/dev/null 2>&1 || fail "the recorded goldens do not pass"

set +e
broken=$(CONSUMER_BREAK=1 swift test --skip-build 2>&1); status=$?
set -e
[ $status -ne 0 ] || fail "a recoloured icon passed"
line=$(grep -n "assertPreview(Self.toast)" Tests/ToastTests/ToastTests.swift | cut -d: -f1)
grep -q "ToastTests.swift:$line: error: .*1 of 1 frame differs (in 1 of 1 scene)" <<<"$broken" \
  || fail "the failure is not at ToastTests.swift:$line with the summary first: $broken"
grep -q "report (expected, actual, diff, close-ups): .*render-preview-check/ToastTests/testToast/report.html" <<<"$broken" \
  || fail "no report path: $broken"
# The README shows this package's scene: keep the two the same.
scene=$(sed -n '/static var toast: PreviewScene {/,/^    }$/p' Tests/ToastTests/ToastTests.swift)
readme=$(sed -n '/static var toast: PreviewScene {/,/^    }$/p' "$repo/README.md")
[ -n "$scene" ] && [ "$scene" = "$readme" ] || fail "README's Swift example differs from Tests/ConsumerPackage/Tests/ToastTests/ToastTests.swift"
echo "check-consumer: another package records beside its test file, passes, and fails at the assertion's line"
