#!/usr/bin/env bash
# Installs the system libraries render-preview builds against, when they are missing:
# libpng, FreeType, HarfBuzz and OpenSSL's libcrypto (SHA-256) development files, for the
# GIF and WebP previews libimagequant, giflib and libwebp (with its mux and demux libraries),
# found through pkg-config.
# With --with-chromium (what scripts/test.sh passes) also what the tests use: Chromium, to open
# the check report and an animated preview in a real browser; debootstrap, for the bare Debian
# roots the documented commands run on; PyYAML, to read the CI recipes they run; make, which
# runs the in-process tests as `make unit` does.
# Safe to run again: it installs nothing when everything is present.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: swift is not on PATH; install Swift 6.1 or later (this project is built with 6.3.1)" >&2
  exit 1
fi
# Package.swift says swift-tools-version:6.1: an older toolchain cannot even read it.
version=$(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1.\2/p' | head -1)
if [ -n "$version" ] && { [ "${version%%.*}" -lt 6 ] || { [ "${version%%.*}" -eq 6 ] && [ "${version#*.}" -lt 1 ]; }; }; then
  echo "setup: Swift $version is too old; render-preview needs Swift 6.1 or later (Package.swift: swift-tools-version:6.1)" >&2
  exit 1
fi

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
pkg_has() { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$1"; }
pkg_has libpng || need+=(libpng-dev)
pkg_has zlib || need+=(zlib1g-dev)
pkg_has freetype2 || need+=(libfreetype-dev)
pkg_has harfbuzz || need+=(libharfbuzz-dev)
pkg_has libcrypto || need+=(libssl-dev)
pkg_has imagequant || need+=(libimagequant-dev)
pkg_has libgif || need+=(libgif-dev)
pkg_has libwebpmux && pkg_has libwebpdemux || need+=(libwebp-dev)
tests=0
[ "${1:-}" = "--with-chromium" ] && tests=1
if [ "$tests" = 1 ]; then
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || need+=(chromium)
  command -v debootstrap >/dev/null 2>&1 || need+=(debootstrap)
  command -v make >/dev/null 2>&1 || need+=(make)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "setup: missing ${need[*]}; run this script as root (or install them) — apt-get needs it" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
if [ "$tests" = 1 ] && ! python3 -c 'import yaml' 2>/dev/null; then
  echo "setup: installing PyYAML" >&2
  # pip for a Python of its own (pyenv, a venv); Debian's package for the system one, whose pip
  # refuses to install (externally managed).
  python3 -m pip install -q pyyaml 2>/dev/null || {
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-yaml >/dev/null
  }
  python3 -c 'import yaml' || { echo "setup: PyYAML is still missing for $(command -v python3)" >&2; exit 1; }
fi
