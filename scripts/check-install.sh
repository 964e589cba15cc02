#!/usr/bin/env bash
# Installs render-preview into a temporary prefix and uses it from a folder outside this
# repository, with the build folder's fonts out of reach, as a user's project would:
# render, record, check; a symlinked binary; a staged DESTDIR install; a binary copied without
# its fonts (one-line error, exit 2, nothing written) and RENDER_PREVIEW_FONTS rescuing it.
# Usage: scripts/check-install.sh [release|debug]   (default debug: what scripts/test.sh built)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
configuration="${1:-debug}"
work=$(mktemp -d)
bundle="$repo/.build/$configuration/render-preview_BundledFonts.resources"
hidden="$bundle.hidden-by-check-install"
restore() { if [ -e "$hidden" ]; then mv "$hidden" "$bundle"; fi; rm -rf "$work"; }
trap restore EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

scripts/install.sh --prefix "$work/prefix" --configuration "$configuration" --no-build >/dev/null
# The build folder's fonts out of reach: only the installed copy can be found.
mv "$bundle" "$hidden"

mkdir -p "$work/project/previews"
cat > "$work/project/previews/toast.json" <<'JSON'
{ "name": "toast", "device": "iPhone 15", "appearance": "dark",
  "show": { "position": "bottom", "custom": {
    "hstack": { "spacing": 8, "children": [
      { "icon": "success", "color": "systemGreen", "size": 20 },
      { "text": "Saved", "font": "headline" } ] },
    "modifiers": [ { "padding": { "horizontal": 16, "vertical": 10 } },
                   { "background": { "capsule": "secondarySystemBackground" } } ] } } }
JSON
cd "$work/project"
unset RENDER_PREVIEW_FONTS
rp="$work/prefix/bin/render-preview"
"$rp" --version >/dev/null
"$rp" previews/toast.json -o out --quiet
[ -s out/toast/frame_0000.png ] || fail "the installed binary wrote no frame"
"$rp" record previews/toast.json --golden golden --quiet
"$rp" check previews/toast.json --golden golden --quiet || fail "the installed binary's check failed on its own goldens"

# A symbolic link elsewhere (as in /usr/local/bin) still finds the installed fonts.
mkdir -p "$work/links" && ln -s "$rp" "$work/links/render-preview"
"$work/links/render-preview" previews/toast.json -o out-link --quiet
cmp -s out/toast/frame_0000.png out-link/toast/frame_0000.png || fail "the symlinked binary drew different pixels"

# A staged install (DESTDIR) puts everything under the stage, nothing at the prefix.
(cd "$repo" && DESTDIR="$work/stage" scripts/install.sh --prefix /opt/rp --configuration "$configuration" --no-build >/dev/null)
[ -x "$work/stage/opt/rp/bin/render-preview" ] && [ -s "$work/stage/opt/rp/share/render-preview/fonts/faces/Inter-Regular.otf" ] \
  && grep -q "SwiftKick Mobile" "$work/stage/opt/rp/share/render-preview/licenses/SwiftMessages-icons-LICENSE.md" \
  || fail "DESTDIR install is incomplete"
[ ! -e /opt/rp ] || fail "DESTDIR install wrote outside its stage"

# A binary copied without its fonts: one line, exit 2, no backtrace, nothing written.
mkdir -p "$work/lonely" && cp "$rp" "$work/lonely/render-preview"
set +e
message=$("$work/lonely/render-preview" previews/toast.json -o out-lonely 2>&1)
status=$?
set -e
[ "$status" = 2 ] || fail "a binary without fonts exited $status, expected 2: $message"
[ "$(printf '%s\n' "$message" | wc -l)" = 1 ] || fail "expected one line, got: $message"
case "$message" in *"bundled fonts are missing"*RENDER_PREVIEW_FONTS*) ;; *) fail "unhelpful message: $message" ;; esac
[ ! -e out-lonely ] || fail "a failed run wrote out-lonely/"
RENDER_PREVIEW_FONTS="$work/prefix/share/render-preview/fonts" "$work/lonely/render-preview" previews/toast.json -o out-env --quiet
cmp -s out/toast/frame_0000.png out-env/toast/frame_0000.png || fail "RENDER_PREVIEW_FONTS drew different pixels"
echo "check-install: installed binary renders, records and checks without the build folder; a lone copy fails in one line"
