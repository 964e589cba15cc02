#!/usr/bin/env bash
# Makes a release archive, dist/render-preview-<version>-linux-<arch>.tar.gz, that runs on a
# Linux machine without Swift: the release binary (every release build links the Swift runtime
# in, --static-swift-stdlib), its fonts and their licences, the schema and the README. The
# machine still needs the shared C libraries the binary is linked against; README's "Installing"
# lists their Debian/Ubuntu packages, and scripts/check-documented-commands.py checks that list against
# `ldd` of this archive's binary on a bare Debian root.
# The archive's bytes depend only on its contents (sorted names, fixed times and owners).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --static-swift-stdlib --product render-preview
version=$(.build/release/render-preview --version | awk '{print $2}')
name="render-preview-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
scripts/install.sh --prefix /"$name" --destdir "$stage" --binary .build/release/render-preview >/dev/null
install -m 644 README.md "$stage/$name/README.md"
mkdir -p dist
tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$stage" -cf - "$name" | gzip -n -9 > "dist/$name.tar.gz"
echo "dist/$name.tar.gz ($(du -h "dist/$name.tar.gz" | cut -f1))"
