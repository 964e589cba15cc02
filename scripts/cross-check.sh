#!/usr/bin/env bash
# `make cross-check`: are render-preview's outputs the same on another architecture and with
# other library versions? Builds render-preview three ways and renders every example with each:
#   host          this machine's release build (Debian 12 here, x86_64)
#   sid-x86_64    built in a Debian sid root (another Swift, FreeType, HarfBuzz, libpng, zlib …)
#   sid-aarch64   cross-compiled in that root for aarch64 against a Debian sid arm64 root, and run
#                 there under qemu-user
# then compares every file with the host's (scripts/cross-check-compare.py prints the table):
# frame pixels (the manifests' SHA-256) and PNG bytes, sheets, contact sheets, device frames,
# animated PNGs and the raster conformance renderings must be identical everywhere; GIF and WebP bytes
# depend on libimagequant and libwebp, so they must be identical between the two sid builds
# (same libraries, two architectures) and are only reported against the host. Each sid build also
# checks every example against golden/examples. Exits non-zero on any difference or failed check.
#
# The roots are kept in .build/cross/ (about 7 GB; made once, then reused while the package list
# below is unchanged: delete .build/cross/amd64 and arm64 to take newer sid packages). Run it as
# root (debootstrap, chroot, binfmt), after any change to Raster, Typeset, layout or motion, and
# before resolving an issue that touches pixels.
#   scripts/cross-check.sh            everything
#   scripts/cross-check.sh --quick    the first example of each folder (about 5 minutes once the roots exist)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
cache="$repo/.build/cross"
mirror=${CROSS_CHECK_MIRROR:-http://deb.debian.org/debian}
quick=0
[ "${1:-}" = "--quick" ] && quick=1
dev_packages="libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev libssl-dev libimagequant-dev libgif-dev libwebp-dev"
amd64_packages="swiftlang pkg-config git ca-certificates $dev_packages"
arm64_packages="swiftlang $dev_packages"
key=$(printf '%s\n%s\n' "$amd64_packages" "$arm64_packages" | sha256sum | cut -c1-12)

fail() { echo "cross-check: $*" >&2; exit 1; }
# logged LOG CMD…: CMD's output appended to LOG; on failure its last lines, and stop.
logged() {
  local log=$1; shift
  "$@" >>"$log" 2>&1 || { grep -v 'prohibited flag' "$log" | tail -25 >&2; fail "failed: $*; see $log"; }
}
step_start=0
step() { step_start=$(date +%s); echo "cross-check: $*" >&2; }
took() { echo "cross-check:   took $(( $(date +%s) - step_start )) s" >&2; }

[ "$(id -u)" -eq 0 ] || fail "run it as root: it makes Debian roots (debootstrap), enters them (chroot) and registers qemu-user with the kernel (binfmt_misc)"

# in_root ROOT CMD: CMD in ROOT (chroot), with /proc, /dev, this repository at its own path and,
# as /sysroot, the arm64 root; mounts private to this call.
in_root() {
  local root=$1; shift
  unshare --mount --propagation private -- bash -c '
    set -e
    root=$1 repo=$2 sysroot=$3; shift 3
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mkdir -p "$root$repo" && mount --bind "$repo" "$root$repo"
    if [ "$sysroot" != "$root" ] && [ -d "$sysroot/usr" ]; then
      mkdir -p "$root/sysroot" && mount --bind "$sysroot" "$root/sysroot"
    fi
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    [ -f /etc/gitconfig ] && cp /etc/gitconfig "$root/etc/gitconfig"
    [ -d /opt/swift-packages ] && mkdir -p "$root/opt/swift-packages" \
      && mount --bind /opt/swift-packages "$root/opt/swift-packages" && mount -o remount,bind,ro "$root/opt/swift-packages"
    exec chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin bash -c "cd $repo && $*"
  ' bash "$root" "$repo" "$cache/arm64" "$@"
}

# The tools: debootstrap, qemu-user-static, and qemu registered for aarch64 binaries with the F
# flag (the interpreter is opened once, so it works inside a chroot).
prepare_tools() {
  local need=()
  command -v debootstrap >/dev/null || need+=(debootstrap)
  [ -x /usr/libexec/qemu-binfmt/aarch64-binfmt-P ] || need+=(qemu-user-static)
  if [ ${#need[@]} -gt 0 ]; then
    step "installing ${need[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
    took
  fi
  [ -e /proc/sys/fs/binfmt_misc/register ] || mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc \
    || fail "cannot mount binfmt_misc: aarch64 binaries cannot run here"
  if [ ! -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]; then
    cat /usr/lib/binfmt.d/qemu-aarch64.conf >/proc/sys/fs/binfmt_misc/register \
      || fail "cannot register qemu-aarch64 with binfmt_misc"
  fi
  grep -q '^flags: .*F' /proc/sys/fs/binfmt_misc/qemu-aarch64 \
    || fail "qemu-aarch64 is registered without the F flag; it will not run inside a chroot (echo -1 > /proc/sys/fs/binfmt_misc/qemu-aarch64, then run this again)"
}

# make_root ARCH PACKAGES: a Debian sid root at $cache/ARCH with PACKAGES, once per package list.
make_root() {
  local arch=$1 packages=$2 root="$cache/$1"
  [ -f "$root/.cross-check-$key" ] && return
  step "making the Debian sid $arch root (once; the first time takes 5–15 minutes)"
  rm -rf "$root" && mkdir -p "$cache"
  debootstrap --arch="$arch" --variant=minbase sid "$root" "$mirror" >"$cache/$arch-debootstrap.log" 2>&1 \
    || fail "debootstrap failed; see $cache/$arch-debootstrap.log"
  # sid's Release file can be older than its Valid-Until on a mirror that lags.
  echo 'Acquire::Check-Valid-Until "false";' >"$root/etc/apt/apt.conf.d/99cross-check"
  in_root "$root" "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages && apt-get clean" \
    >"$cache/$arch-packages.log" 2>&1 || fail "installing packages into the $arch root failed; see $cache/$arch-packages.log"
  # The cross-compiled binary's run path names the SDK's Swift runtime as /sysroot/usr/lib/swift/…:
  # in the arm64 root itself, /sysroot is the root.
  [ "$arch" = arm64 ] && ln -sfn / "$root/sysroot"
  touch "$root/.cross-check-$key"
  took
}

# The examples to render: every one, or with --quick the first of each folder.
examples() {
  if [ "$quick" = 1 ]; then
    for dir in examples examples/*/; do find "$dir" -maxdepth 1 -name '*.json' | sort | head -1; done
  else
    find examples -name '*.json' | sort
  fi
}

# render_all BINARY OUT [ROOT]: every example into OUT/<path>/, then the raster conformance cases
# into OUT/raster/ (BINARY's folder holds raster-conformance); in ROOT when given.
render_all() {
  local binary=$1 out=$2 root=${3:-}
  local script="set -e; rm -rf '$out'; mkdir -p '$out'"
  for config in $(examples); do
    local path=${config#examples/}; path=${path%.json}
    script+="; '$binary' '$config' -o '$out/$path' --quiet"
  done
  # It also measures against references golden/raster/cases lacks (and then exits 1): only its
  # renderings are wanted here, and every case must have one.
  script+="; '$(dirname "$binary")/raster-conformance' golden/raster/cases '$out/raster' >/dev/null || true"
  script+="; [ \$(ls '$out/raster' | grep -c '[.]png\$') -eq \$(ls golden/raster/*.png | wc -l) ]"
  if [ -n "$root" ]; then in_root "$root" "$script"; else bash -c "$script"; fi
}

# check_all BINARY ARTIFACTS ROOT: every example against golden/examples, in ROOT.
check_all() {
  local binary=$1 artifacts=$2 root=$3
  local script="status=0"
  for config in $(examples); do
    local path=${config#examples/}; path=${path%.json}
    script+="; '$binary' check '$config' --golden 'golden/examples/$path' --quiet --artifacts '$artifacts/$path' || status=1"
  done
  in_root "$root" "$script; exit \$status"
}

prepare_tools
make_root amd64 "$amd64_packages"
make_root arm64 "$arm64_packages"
echo "cross-check: sid has $(in_root "$cache/amd64" "swift --version 2>&1 | head -1")" >&2

rm -f "$cache"/build-*.log
step "building the host's release binary"
logged "$cache/build-host.log" swift build -c release --static-swift-stdlib --product render-preview
logged "$cache/build-host.log" swift build -c release --static-swift-stdlib --product raster-conformance
took
step "building in the sid root for x86_64"
for product in render-preview raster-conformance; do
  logged "$cache/build-x86_64.log" in_root "$cache/amd64" "swift build -c release --product $product --scratch-path .build/cross/build-x86_64"
done
took
step "cross-compiling in the sid root for aarch64"
# The arm64 root is the SDK: its Swift runtime and modules, its C libraries and headers; the
# toolchain's own lld links. The package manager reads .pc files itself and would find the x86_64
# ones too: an empty folder is mounted over them for the build (the mount is private to it).
cross="--triple aarch64-unknown-linux-gnu --sdk /sysroot -Xswiftc -sdk -Xswiftc /sysroot"
cross+=" -Xswiftc -resource-dir -Xswiftc /sysroot/usr/lib/swift -Xswiftc -use-ld=lld"
for product in render-preview raster-conformance; do
  logged "$cache/build-aarch64.log" in_root "$cache/amd64" "mkdir -p /tmp/no-pc && mount --bind /tmp/no-pc /usr/lib/x86_64-linux-gnu/pkgconfig \
    && PKG_CONFIG_SYSROOT_DIR=/sysroot PKG_CONFIG_PATH=/sysroot/usr/lib/aarch64-linux-gnu/pkgconfig \
    swift build -c release --product $product --scratch-path .build/cross/build-aarch64 $cross"
done
# ELF e_machine 0xb7: AArch64.
[ "$(od -An -tx1 -j18 -N2 "$cache/build-aarch64/release/render-preview" | tr -d ' \n')" = "b700" ] \
  || fail "the cross-compiled binary is not an aarch64 executable"
took

step "rendering every example on the host"
render_all "$repo/.build/release/render-preview" "$cache/out/host"
took
step "rendering every example with the sid x86_64 build"
render_all "$repo/.build/cross/build-x86_64/release/render-preview" "$cache/out/sid-x86_64" "$cache/amd64"
took
step "rendering every example with the aarch64 build, under qemu"
render_all "$repo/.build/cross/build-aarch64/release/render-preview" "$cache/out/sid-aarch64" "$cache/arm64"
took

status=0
step "checking every example against golden/examples on sid x86_64 and on aarch64"
check_all "$repo/.build/cross/build-x86_64/release/render-preview" "$cache/check/sid-x86_64" "$cache/amd64" \
  && echo "cross-check:   sid x86_64: every example matches its goldens" >&2 || { echo "cross-check:   sid x86_64: goldens FAILED (artifacts in $cache/check/sid-x86_64)" >&2; status=1; }
check_all "$repo/.build/cross/build-aarch64/release/render-preview" "$cache/check/sid-aarch64" "$cache/arm64" \
  && echo "cross-check:   aarch64: every example matches its goldens" >&2 || { echo "cross-check:   aarch64: goldens FAILED (artifacts in $cache/check/sid-aarch64)" >&2; status=1; }
took

python3 scripts/cross-check-compare.py "$cache/out" host sid-x86_64 sid-aarch64 || status=1
exit $status
