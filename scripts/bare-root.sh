#!/usr/bin/env bash
# Bare Debian 12 roots, for the test that runs the documented commands where a new user would
# (scripts/check-documented-commands.py):
#   debian  Debian 12 "minbase": no compiler, no make, no pkg-config — where a release archive
#           (`make dist`) has to run with exactly the libraries the docs tell a user to install;
#   swift   debian plus what Swift's own Debian 12 image installs beside the toolchain (the
#           `swift:6.x-bookworm` images docs/ci.md runs in), the toolchain (/opt/swift) and the
#           Swift package mirror this machine resolves packages from, bound in read-only — a
#           machine with Swift and nothing of render-preview's: no make, no libpng, no FreeType.
# Usage:
#   scripts/bare-root.sh prepare                 make both roots once; kept as tarballs in
#                                                .build/bare-root/ (about 1 minute, then instant)
#   scripts/bare-root.sh run KIND DIR -- CMD…    unpack KIND into DIR (emptied first) unless
#                                                --keep is given and DIR holds it already, then run
#                                                CMD there as root (bash -c, PATH with the toolchain first) with
#                                                /proc, /dev and this repository (at its own path)
#                                                mounted in a private mount namespace: nothing is
#                                                left mounted when CMD ends
# debootstrap, unshare and chroot need root.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
cache="$repo/.build/bare-root"
# What Swift's official Debian 12 image installs beside the toolchain (its Dockerfile's list).
swift_packages="binutils git unzip gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-12-dev
  libpython3-dev libsqlite3-0 libstdc++-12-dev libxml2-dev libncurses-dev libz3-dev pkg-config
  tzdata zlib1g-dev ca-certificates"
# The toolchain's folder (/opt/swift from .../usr/bin/swift): bound into the swift root whole.
toolchain=""
if command -v swift >/dev/null 2>&1; then
  toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")
fi
# The roots are made once per list of packages: a changed list makes new ones.
key=$(printf '%s\n' "$swift_packages" | sha256sum | cut -c1-12)

fail() { echo "bare-root: $*" >&2; exit 1; }

# in_root DIR CMD: CMD in DIR's chroot, mounts private to this call.
in_root() {
  local root=$1; shift
  unshare --mount --propagation private -- bash -c '
    set -e
    root=$1 repo=$2 toolchain=$3; shift 3
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    if [ -n "$toolchain" ] && [ -d "$root$toolchain" ]; then
      mount --bind "$toolchain" "$root$toolchain" && mount -o remount,bind,ro "$root$toolchain"
      [ -d /opt/swift-packages ] && mkdir -p "$root/opt/swift-packages" \
        && mount --bind /opt/swift-packages "$root/opt/swift-packages" \
        && mount -o remount,bind,ro "$root/opt/swift-packages"
    fi
    mkdir -p "$root$repo" && mount --bind "$repo" "$root$repo"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    exec chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
      PATH="$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
      CI="${CI:-}" bash -c "$*"
  ' bash "$root" "$repo" "$toolchain" "$@"
}

prepare() {
  mkdir -p "$cache"
  if [ ! -s "$cache/debian.tar" ]; then
    command -v debootstrap >/dev/null || fail "debootstrap is missing (scripts/setup.sh --with-chromium installs it)"
    local tmp="$cache/debian.tmp"
    rm -rf "$tmp"
    echo "bare-root: debootstrap --variant=minbase bookworm (about a minute, once)" >&2
    debootstrap --variant=minbase bookworm "$tmp" >"$cache/debootstrap.log" 2>&1 \
      || fail "debootstrap failed; see $cache/debootstrap.log"
    tar -C "$tmp" -cf "$cache/debian.tar.tmp" . && mv "$cache/debian.tar.tmp" "$cache/debian.tar"
    rm -rf "$tmp"
  fi
  if [ ! -s "$cache/swift-$key.tar" ]; then
    case "$toolchain" in
      ""|/|/usr|/usr/local) fail "the swift root needs a toolchain in a folder of its own (such as /opt/swift, from swift.org's tarball); swift is at ${toolchain:-nowhere on PATH}" ;;
    esac
    local tmp="$cache/swift.tmp"
    rm -rf "$tmp" && mkdir -p "$tmp" && tar -C "$tmp" -xf "$cache/debian.tar"
    echo "bare-root: installing Swift's own dependencies into the swift root (once)" >&2
    mkdir -p "$tmp$toolchain"
    # The package mirror's address rewriting, as on this machine (git reads it for `swift build`).
    [ -f /etc/gitconfig ] && cp /etc/gitconfig "$tmp/etc/gitconfig"
    in_root "$tmp" "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(echo $swift_packages) >/dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*" \
      >"$cache/swift-root.log" 2>&1 || fail "installing Swift's dependencies failed; see $cache/swift-root.log"
    in_root "$tmp" "swift --version" >>"$cache/swift-root.log" 2>&1 || fail "swift does not start in the swift root"
    tar -C "$tmp" -cf "$cache/swift-$key.tar.tmp" . && mv "$cache/swift-$key.tar.tmp" "$cache/swift-$key.tar"
    rm -rf "$tmp"
  fi
}

case "${1:-}" in
  prepare) prepare ;;
  run)
    usage="usage: scripts/bare-root.sh run debian|swift DIR [--keep] -- CMD…"
    [ $# -ge 5 ] || fail "$usage"
    kind=$2 dir=$3; shift 3
    keep=0
    [ "$1" = "--keep" ] && { keep=1; shift; }
    [ "${1:-}" = "--" ] && [ $# -ge 2 ] || fail "$usage"
    shift
    case "$kind" in debian) tarball="$cache/debian.tar" ;; swift) tarball="$cache/swift-$key.tar" ;;
      *) fail "unknown root $kind (expected debian or swift)" ;; esac
    dir=$(readlink -m "$dir")
    # Only a new folder, or one that holds a root already, is emptied: never a parent of this
    # repository, the repository, or a folder holding anything else.
    case "$repo/" in "$dir"/*) fail "refusing to unpack a root into $dir: it holds this repository" ;; esac
    case "$dir" in "$repo"|"$repo"/*) fail "refusing to unpack a root into $dir, inside this repository" ;; esac
    if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ] && [ ! -e "$dir/etc/debian_version" ]; then
      fail "refusing to unpack a root into $dir: it holds other files"
    fi
    prepare
    if [ "$keep" = 0 ] || [ ! -e "$dir/etc/debian_version" ]; then
      rm -rf "$dir" && mkdir -p "$dir" && tar -C "$dir" -xf "$tarball"
    fi
    in_root "$dir" "$@"
    ;;
  *) fail "usage: scripts/bare-root.sh prepare | run debian|swift DIR [--keep] -- CMD…" ;;
esac
