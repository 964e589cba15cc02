#!/usr/bin/env python3
"""Compares the renders scripts/cross-check.sh made: OUT/<build>/ for each build named, file by
file against the first (the host's), and prints a table by kind of file.

Must be identical in every build: frame pixels (each manifest's SHA-256 per frame), frame PNG
bytes, every other PNG (sheets, contact sheets, device frames, APNG previews), text files, and
the raster conformance renderings. GIF and WebP bytes depend on the libimagequant and libwebp
versions, so between builds on different Debian releases they are only counted; between the
builds that share a release (the last two: the same libraries on two architectures) they must
be identical too. Exits 1 on any difference that must not be, or a file missing from a build.
"""
import functools
import hashlib
import json
import os
import re
import sys

FRAME = re.compile(r"frame_\d+\.png$")


def kind(path):
    name = os.path.basename(path)
    if path.startswith("raster/"):
        return "raster conformance PNGs"
    if FRAME.search(name):
        return "frame PNGs"
    if name == "manifest.json":
        return "frame pixel hashes"
    if name.endswith(".gif"):
        return "GIF previews"
    if name.endswith(".webp"):
        return "WebP previews"
    if name.endswith(".png"):
        return "sheets and other PNGs"
    return "text (structure, layout, …)"


def library_bound(k):
    return k in ("GIF previews", "WebP previews")


def files(root):
    found = {}
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            found[os.path.relpath(path, root)] = path
    return found


@functools.lru_cache(maxsize=None)  # a build's file is compared with two others: read it once
def digest(path, k):
    """What must be equal: a manifest's per-frame pixel hashes (its generator line names the
    libraries and differs by design), else the file's bytes."""
    if k == "frame pixel hashes":
        with open(path) as f:
            manifest = json.load(f)
        return json.dumps([[s.get("name"), [(fr.get("file"), fr.get("sha256")) for fr in s.get("frames", [])]]
                           for s in manifest.get("scenes", [])])
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    out, builds = sys.argv[1], sys.argv[2:]
    trees = {b: files(os.path.join(out, b)) for b in builds}
    reference = builds[0]
    pairs = [(reference, b) for b in builds[1:]]
    if len(builds) > 2:
        pairs.append((builds[-2], builds[-1]))
    kinds = sorted({kind(p) for p in trees[reference]})
    counts = {k: sum(1 for p in trees[reference] if kind(p) == k) for k in kinds}
    same = {(k, pair): 0 for k in kinds for pair in pairs}
    problems = []
    for path in sorted(trees[reference]):
        k = kind(path)
        for a, b in pairs:
            if path not in trees[b]:
                problems.append(f"{b}/{path}: missing (it is in {a}/)")
                continue
            if digest(trees[a][path], k) == digest(trees[b][path], k):
                same[(k, (a, b))] += 1
            elif not library_bound(k) or (a, b) == (builds[-2], builds[-1]):
                problems.append(f"{b}/{path}: differs from {a}/{path}")
    for b in builds[1:]:
        for path in sorted(set(trees[b]) - set(trees[reference])):
            problems.append(f"{b}/{path}: not in {reference}/")

    def cell(k, pair):
        n = same[(k, pair)]
        if n == counts[k]:
            return f"{n} identical"
        why = "other libraries" if library_bound(k) and pair != pairs[-1] else "DIFFER"
        return f"{n} identical, {counts[k] - n} {why}"

    header = ["files", "count"] + [f"{b} against {a}" for a, b in pairs]
    rows = [[k, str(counts[k])] + [cell(k, pair) for pair in pairs] for k in kinds]
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for r in [header, ["-" * w for w in widths]] + rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)))
    if problems:
        print(f"\ncross-check: {len(problems)} difference(s):", file=sys.stderr)
        for p in problems[:40]:
            print("  " + p, file=sys.stderr)
        if len(problems) > 40:
            print(f"  … and {len(problems) - 40} more", file=sys.stderr)
        return 1
    bound = [k for k in kinds if library_bound(k) and any(same[(k, pair)] < counts[k] for pair in pairs)]
    print("\ncross-check: every frame, PNG and text is byte-identical in " + ", ".join(builds)
          + (f"; {' and '.join(bound)} are identical where the libraries are ({builds[-2]}, {builds[-1]})" if bound else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
