# Shortcuts; the scripts do the work.
.PHONY: example test bench determinism goldens

example:
	scripts/example.sh

test:
	scripts/test.sh

determinism:
	scripts/check-determinism.sh

bench:
	scripts/setup.sh
	swift run -c release raster-bench

# Rewrite golden/raster/ from the current engine (look at every changed PNG before committing).
goldens:
	RENDER_PREVIEW_RECORD=1 swift test --filter everyCaseMatchesItsGoldenExactly || true
