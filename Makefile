# Shortcuts; the scripts do the work.
.PHONY: example test unit format bench raster-bench bench-motion bench-suite check-goldens determinism cross-check goldens install dist readme-images

PREFIX ?= /usr/local
DESTDIR ?=

example:
	scripts/example.sh

test:
	scripts/test.sh

# The short inner loop: every in-process test (not the command-line tests, which run the binary),
# about 25 s after an incremental build. `make test` runs everything.
unit:
	swift build --build-tests
	env -u RENDER_PREVIEW_SYSTEM_FONTS swift test --skip-build --skip CLITests

# The Swift sources formatted by `swift format` with .swift-format (scripts/test.sh checks it).
format:
	scripts/format.sh

# The binary in $(PREFIX)/bin and its fonts in $(PREFIX)/share/render-preview; DESTDIR stages it.
install:
	scripts/install.sh --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

# dist/render-preview-<version>-linux-<arch>.tar.gz: binary (Swift runtime linked in), fonts, licences.
# It runs on a machine without Swift that has the C libraries README's "Installing" names.
dist:
	scripts/dist.sh

determinism:
	scripts/check-determinism.sh

# Every example rendered on this machine, in a Debian sid root and cross-compiled for aarch64
# under qemu-user, compared file by file (README, "The same bytes on every machine"). As root.
cross-check:
	scripts/cross-check.sh

# The README's gallery (docs/images/gallery-*): framed GIFs and WebP, device frames, a variants
# sheet and a before/after sheet, from examples/documentation/ and the example goldens.
readme-images:
	scripts/readme-images.sh

# The reference animation against Skia, cairo, Pillow, resvg and Blend2D (../shared/bench), our
# split per frame, the scaling table and the performance targets. raster-bench: engine steps.
bench:
	scripts/bench.sh

raster-bench:
	scripts/setup.sh
	swift run -c release --static-swift-stdlib raster-bench

# Peak memory and time of a 3 s and a 9 s 60 fps animation at 1170 × 2532, 1 and 8 threads.
bench-motion:
	scripts/bench-motion.sh

# Time and peak memory of render, record and check on generated suites of 100, 1 000 and 3 000
# stills plus 100 animations (the examples' scenes, renamed), against the 250 MB target.
bench-suite:
	scripts/setup.sh
	swift build -c release --static-swift-stdlib --product render-preview
	scripts/bench-suite.py

# Check every example against golden/examples with the release build; prints the time taken.
check-goldens:
	scripts/check-goldens.sh

# Rewrite golden/raster/, golden/text/ and golden/examples/ (examples/<path>.json's goldens in
# golden/examples/<path>/) from the current engine; then look
# at every changed PNG (git status) before committing. The recording tests report "recorded …"
# on purpose.
goldens:
	swift build --build-tests
	-RENDER_PREVIEW_RECORD=all swift test --skip-build --filter "everyCaseMatchesItsGoldenExactly|TextGoldenTests"
	for f in $$(find examples -name '*.json' | sort); do p=$${f#examples/}; .build/debug/render-preview record "$$f" --golden "golden/examples/$${p%.json}" --prune; done
	git status --short golden/
