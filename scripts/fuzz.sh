#!/usr/bin/env bash
# Fuzzes render-preview with libFuzzer: config text, PNG bytes, font files and the requests
# `watch`'s server reads, each for a bounded
# time, under AddressSanitizer. Not part of CI (it runs for minutes); run it before a release and
# after touching a reader.
#
#   scripts/fuzz.sh                 # every target, 10 minutes each
#   scripts/fuzz.sh --seconds 60 png config
#
# The corpus each target grows is kept in fuzz/corpus/<target>/ (not committed) and seeded from
# the repository: example configs, PNG test fixtures and golden frames, fuzz/seeds/font/.
# A crash or sanitizer report stops that target and leaves its input in fuzz/crashers/<target>/;
# turn each into a regression test (Tests/CLITests/FuzzRegressionTests.swift) before fixing it.
# At the end a table gives each target's executions, coverage and crashes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

seconds=600
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        config|png|font|http) targets+=("$1"); shift ;;
        *) echo "usage: scripts/fuzz.sh [--seconds N] [config] [png] [font] [http]" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(config png font http)

scripts/setup.sh >/dev/null
echo "Building the fuzz targets (debug, -sanitize=fuzzer,address) …"
mkdir -p .build
set +e
swift build --package-path fuzz -c debug --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address > .build/fuzz-build.log 2>&1
built=$?
set -e
grep -v "warning: Cannot export local symbol" .build/fuzz-build.log | grep -E "error:|Build complete" | head -20
[ $built -eq 0 ] || { echo "the fuzz build failed (.build/fuzz-build.log; after adding files to the package, rm -rf .build/fuzz)" >&2; exit 1; }
bin=$(swift build --package-path fuzz -c debug --scratch-path .build/fuzz --show-bin-path)

# Seeds: copied into the corpus once; libFuzzer keeps what adds coverage.
seed() {
    local target=$1; shift
    local corpus=fuzz/corpus/$target
    mkdir -p "$corpus"
    if [ -z "$(ls -A "$corpus")" ]; then
        for f in "$@"; do cp "$f" "$corpus/$(sha1sum "$f" | cut -c1-16)-$(basename "$f")"; done
    fi
}
seed config $(find examples -name '*.json' | sort)
seed png $(ls Tests/PNGCodecTests/Fixtures/*.png; find golden/examples -name 'frame_0000.png' -size -24k | sort | head -20)
seed font fuzz/seeds/font/*
seed http fuzz/seeds/http/*

# A dictionary of the config's words (every key and enumerated value of the schema) helps the
# config fuzzer past the parser into decoding.
mkdir -p .build/fuzz
python3 - > .build/fuzz/config.dict <<'PY'
import json
words = set()
def walk(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                words.update(value.keys())
            if key in ("enum", "const"):
                for v in (value if isinstance(value, list) else [value]):
                    if isinstance(v, str): words.add(v)
            walk(value)
    elif isinstance(node, list):
        for item in node: walk(item)
walk(json.load(open("schema/config.schema.json")))
for w in sorted(words):
    print(json.dumps(json.dumps(w)))
for token in ["{", "}", "[", "]", ":", ",", "true", "false", "null", "1e308", "-1e308", "0.5", "1e-320"]:
    print(json.dumps(token))
PY

export SWIFT_BACKTRACE=enable=no   # a crash is reported by the sanitizer, at once
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1:handle_abort=1
summary=()
status=0
for target in "${targets[@]}"; do
    mkdir -p "fuzz/crashers/$target" .build/fuzz/logs
    log=.build/fuzz/logs/$target.log
    dict=()
    [ "$target" = config ] && dict=(-dict=.build/fuzz/config.dict)
    echo "Fuzzing $target for ${seconds}s (log: $log) …"
    set +e
    "$bin/fuzz-$target" "fuzz/corpus/$target" "${dict[@]}" \
        -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="fuzz/crashers/$target/" -print_final_stats=1 > "$log" 2>&1
    code=$?
    set -e
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo "?")
    crashes=$(ls "fuzz/crashers/$target" | wc -l)
    summary+=("$(printf '%-7s %12s executions  %6s edges  %3s crash files  (exit %s)' "$target" "$runs" "$cov" "$crashes" "$code")")
    [ "$code" -eq 0 ] || status=1
done
echo
printf '%s\n' "${summary[@]}"
exit $status
