#!/bin/sh
# Counts the public declarations of each module (lines declaring something `public` or `open`),
# for keeping the library's surface small. Usage: scripts/count-public.sh
cd "$(dirname "$0")/.." || exit 1
for module in Sources/*/; do
    name=$(basename "$module")
    n=$(grep -rhE '^\s*(@[A-Za-z_]+(\([^)]*\))? )*(public|open) ' "$module" --include=*.swift | grep -vc 'public import')
    [ "$n" -gt 0 ] && printf '%-20s %5d\n' "$name" "$n"
done
exit 0
