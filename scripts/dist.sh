#!/usr/bin/env bash
# Makes a release archive, dist/render-preview-<version>-linux-<arch>.tar.gz, that runs on a
# Linux machine without Swift: the binary built with the Swift runtime linked in, its fonts and
# their licences, the schema and the README. The machine still needs the shared C libraries it
# draws with (Debian/Ubuntu: libpng16-16 libfreetype6 libharfbuzz0b libssl3 libimagequant0 libgif7
# libwebp7 libwebpmux3 libwebpdemux2 — the last five for GIF and WebP, but linked always, so the
# binary needs them to start).
# The archive's bytes depend only on its contents (sorted names, fixed times and owners).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# A separate build folder: linking the runtime statically changes every object.
swift build -c release --product render-preview --static-swift-stdlib --scratch-path .build/dist
version=$(.build/dist/release/render-preview --version | awk '{print $2}')
name="render-preview-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
scripts/install.sh --prefix /"$name" --destdir "$stage" --binary .build/dist/release/render-preview >/dev/null
install -m 644 README.md "$stage/$name/README.md"
mkdir -p dist
tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$stage" -cf - "$name" | gzip -n -9 > "dist/$name.tar.gz"
echo "dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1))"
