#!/usr/bin/env bash
# Runs the whole Swift test suite under AddressSanitizer (Swift and C) and
# UndefinedBehaviorSanitizer (the C shim: Swift cannot take -sanitize=undefined on Linux, and
# does not need it — overflow, bounds and nil checks trap in every debug build), with the CLI
# tests driving a sanitized render-preview binary too. Not part of CI (a sanitized build
# and run take about half an hour on two cores); run it after touching unsafe pointers, the C
# shims or a reader, and before a release.
#
#   scripts/sanitize.sh                  # every test
#   scripts/sanitize.sh --filter CLITests
#
# Builds into .build/sanitize so the normal build stays as it is. The first sanitizer report
# stops the test process with a stack trace (halt_on_error); the script exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
flags=(--sanitize=address -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined --scratch-path .build/sanitize)
echo "Building with AddressSanitizer and UndefinedBehaviorSanitizer (.build/sanitize) …"
mkdir -p .build
set +e
swift build --build-tests "${flags[@]}" > .build/sanitize-build.log 2>&1
built=$?
set -e
grep -v "warning: Cannot export local symbol" .build/sanitize-build.log | grep -E "error:|Build complete" | head -20
[ $built -eq 0 ] || { echo "the sanitized build failed (.build/sanitize-build.log)" >&2; exit 1; }

# Leaks are not errors here: the Swift runtime and FreeType keep caches for the process's life.
export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export SWIFT_BACKTRACE=enable=no
export RENDER_PREVIEW_BINARY=$PWD/.build/sanitize/debug/render-preview
export RENDER_PREVIEW_TEST_TIMEOUT=900   # a sanitized render is several times slower
echo "Running the tests …"
swift test --skip-build "${flags[@]}" "$@"
