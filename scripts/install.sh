#!/usr/bin/env bash
# Installs render-preview so it runs without its build folder:
#   <prefix>/bin/render-preview
#   <prefix>/share/render-preview/fonts/faces, fonts/licenses   (found from ../share/render-preview)
#   <prefix>/share/render-preview/config.schema.json             (for editors)
#   <prefix>/share/render-preview/licenses/                      (of images compiled into the binary)
# Usage: scripts/install.sh [--prefix DIR] [--destdir DIR] [--configuration release|debug] [--no-build]
#                          [--binary FILE]
#   --prefix defaults to $PREFIX or /usr/local; --destdir (or $DESTDIR) stages the install under
#   another root for packaging, as `make install DESTDIR=…` does (empty: no stage). --no-build
#   installs what is built; --binary installs that file instead.
# The build is the release build every script makes: the Swift runtime linked in
# (--static-swift-stdlib), so the installed binary keeps working when the toolchain changes.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${PREFIX:-/usr/local}"
destdir="${DESTDIR:-}"
configuration=release
build=1
binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --destdir) [ $# -ge 2 ] || { echo "install: --destdir needs a folder" >&2; exit 2; }; destdir="$2"; shift 2 ;;
    --configuration) configuration="${2:?--configuration needs release or debug}"; shift 2 ;;
    --no-build) build=0; shift ;;
    --binary) binary="${2:?--binary needs a file}"; build=0; shift 2 ;;
    *) echo "install: unknown argument $1 (expected --prefix, --destdir, --configuration, --no-build, --binary)" >&2; exit 2 ;;
  esac
done
case "$configuration" in release|debug) ;; *) echo "install: --configuration is release or debug, got $configuration" >&2; exit 2 ;; esac
case "$prefix" in /*) ;; *) echo "install: --prefix must be an absolute path, got \"$prefix\"" >&2; exit 2 ;; esac
case "$destdir" in ""|/*) ;; *) echo "install: --destdir (DESTDIR) must be an absolute path, got \"$destdir\"" >&2; exit 2 ;; esac

if [ "$build" = 1 ]; then
  scripts/setup.sh
  if [ "$configuration" = release ]; then
    swift build -c release --static-swift-stdlib --product render-preview
  else
    swift build -c debug --product render-preview
  fi
fi
binary="${binary:-.build/$configuration/render-preview}"
[ -x "$binary" ] || { echo "install: $binary is not built; build it first" >&2; exit 2; }

root="$destdir$prefix"
share="$root/share/render-preview"
install -d "$root/bin" "$share/fonts"
install -m 755 "$binary" "$root/bin/render-preview"
rm -rf "$share/fonts/faces" "$share/fonts/licenses"
cp -R fonts/faces fonts/licenses "$share/fonts/"
install -m 644 schema/config.schema.json "$share/config.schema.json"
# The binary carries SwiftMessages' theme icons (Sources/PresetImages); their licence travels with it.
rm -rf "$share/licenses"
install -d "$share/licenses"
install -m 644 Sources/PresetImages/SwiftMessages/LICENSE.md "$share/licenses/SwiftMessages-icons-LICENSE.md"
echo "installed $prefix/bin/render-preview (fonts in $prefix/share/render-preview/fonts)${destdir:+ under $destdir}"
