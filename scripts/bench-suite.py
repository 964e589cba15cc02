#!/usr/bin/env python3
"""The suite-scale benchmark (`make bench-suite`): how time and peak memory grow with the number
of scenes for `render`, `record` and `check`.

It generates suites from the examples' own vocabulary — every still and every animation of
examples/ (all five libraries, the custom preset, devices, appearances, screenshots behind), each
copied under a new name with its relative file paths made absolute, 50 scenes to a config file,
each config with its own copies of the images it names (screenshots behind included) —
with N stills (by default 100, 1 000 and 3 000) and a fixed number of animations (100), then runs
the release build on each suite, as a team's CI would: `render` into a folder, `record` goldens,
`check` against them. Peak memory is each run's own (`wait4`), wall time its own.

Usage: scripts/bench-suite.py [--binary PATH] [--stills 100,1000,3000] [--animations 100]
       [--jobs N] [--limit-mb 250] [--work DIR]
Exits 1 when a run fails or a peak passes --limit-mb (the target: flat in the number of scenes).
"""
import argparse
import copy
import glob
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILE_SUFFIXES = (".png", ".ttf", ".otf", ".json")
PER_CONFIG = 50


def absolute_paths(value, folder):
    """`value` with every string naming a file beside its config made absolute."""
    if isinstance(value, dict):
        return {k: absolute_paths(v, folder) for k, v in value.items()}
    if isinstance(value, list):
        return [absolute_paths(v, folder) for v in value]
    if isinstance(value, str) and value.endswith(FILE_SUFFIXES) and not os.path.isabs(value):
        path = os.path.normpath(os.path.join(folder, value))
        if os.path.isfile(path):
            return path
    return value


def templates():
    """Every scene of examples/ as a self-contained object: (stills, animations)."""
    stills, animations = [], []
    for path in sorted(glob.glob(os.path.join(REPO, "examples", "**", "*.json"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            config = json.load(f)
        if not isinstance(config, dict) or "variants" in config:
            continue  # a matrix expands into scenes of its own; its cells are covered elsewhere
        folder = os.path.dirname(path)
        scenes = config.get("scenes") or ([{k: v for k, v in config.items() if k != "$schema"}] if "name" in config else [])
        for scene in scenes:
            scene = absolute_paths(scene, folder)
            (animations if "timeline" in scene else stills).append(scene)
    return stills, animations


def suite(folder, stills, animations, n_stills, n_animations):
    """Writes n_stills + n_animations scenes into `folder`, PER_CONFIG to a config file."""
    os.makedirs(folder)
    scenes = []
    for k in range(n_stills):
        scene = copy.deepcopy(stills[k % len(stills)])
        scene["name"] = f"still-{k:05d}-{scene['name']}"
        scenes.append(scene)
    for k in range(n_animations):
        scene = copy.deepcopy(animations[k % len(animations)])
        scene["name"] = f"motion-{k:05d}-{scene['name']}"
        scenes.append(scene)
    for c in range(0, len(scenes), PER_CONFIG):
        own = os.path.join(folder, f"images-{c // PER_CONFIG:04d}")
        chunk = [own_images(scene, own) for scene in scenes[c:c + PER_CONFIG]]
        with open(os.path.join(folder, f"suite-{c // PER_CONFIG:04d}.json"), "w", encoding="utf-8") as f:
            json.dump({"scenes": chunk}, f)
    return len(scenes)


def own_images(value, folder):
    """`value` with every PNG it names copied into `folder` and named there: each config shows its
    own screenshots, as a team's suite shows another screen in each, so memory that grows with the
    number of distinct images shows in the peak."""
    if isinstance(value, dict):
        return {k: own_images(v, folder) for k, v in value.items()}
    if isinstance(value, list):
        return [own_images(v, folder) for v in value]
    if isinstance(value, str) and value.endswith(".png") and os.path.isabs(value) and os.path.isfile(value):
        rel = os.path.relpath(value, os.path.join(REPO, "examples"))
        copy = os.path.join(folder, rel)
        if not os.path.exists(copy):
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            shutil.copyfile(value, copy)
        return copy
    return value


def run(command):
    """Runs `command`; returns (exit status, wall seconds, peak RSS in MB, stderr tail)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.monotonic() - start
        err.seek(0)
        tail = err.read().decode("utf-8", "replace")[-2000:]
    return os.waitstatus_to_exitcode(status), wall, usage.ru_maxrss / 1024, tail


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=os.path.join(REPO, ".build", "release", "render-preview"))
    parser.add_argument("--stills", default="100,1000,3000", help="comma-separated numbers of stills")
    parser.add_argument("--animations", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--limit-mb", type=float, default=250.0)
    parser.add_argument("--work", help="folder for the suites and their output (default: a temporary one)")
    args = parser.parse_args()
    stills, animations = templates()
    if not stills or not animations:
        sys.exit("bench-suite: no example scenes found under examples/")
    work = args.work or tempfile.mkdtemp(prefix="bench-suite-")
    os.makedirs(work, exist_ok=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"CPU: {cpu_model()}, {os.cpu_count()} cores, load {load:.2f}; --jobs {args.jobs}; "
          f"templates: {len(stills)} stills, {len(animations)} animations")
    print(f"{'scenes':>7} {'frames':>7}  {'command':<7} {'wall s':>8} {'frames/s':>9} {'peak MB':>8}  target")
    failed = False
    try:
        for n in [int(s) for s in args.stills.split(",") if s]:
            root = os.path.join(work, f"n{n}")
            shutil.rmtree(root, ignore_errors=True)
            count = suite(os.path.join(root, "configs"), stills, animations, n, args.animations)
            configs, out, golden = os.path.join(root, "configs"), os.path.join(root, "out"), os.path.join(root, "golden")
            commands = [
                ("render", [args.binary, "render", configs, "-o", out, "--quiet", "--jobs", str(args.jobs)]),
                ("record", [args.binary, "record", configs, "--golden", golden, "--quiet", "--jobs", str(args.jobs)]),
                ("check", [args.binary, "check", configs, "--golden", golden, "--quiet", "--jobs", str(args.jobs),
                           "--artifacts", os.path.join(root, "artifacts")]),
            ]
            frames = None
            for name, command in commands:
                status, wall, peak, tail = run(command)
                if frames is None and status == 0 and name == "render":
                    with open(os.path.join(out, "manifest.json"), encoding="utf-8") as f:
                        frames = sum(len(s.get("frames", [])) for s in json.load(f)["scenes"])
                ok = status == 0 and peak <= args.limit_mb
                failed |= not ok
                rate = f"{frames / wall:9.0f}" if frames else f"{'-':>9}"
                verdict = "met" if ok else ("FAILED (exit %d)" % status if status else "MISS")
                print(f"{count:>7} {frames or '-':>7}  {name:<7} {wall:>8.2f} {rate} {peak:>8.0f}  "
                      f"≤ {args.limit_mb:.0f} MB: {verdict}", flush=True)
                if status != 0:
                    print(tail, file=sys.stderr)
            shutil.rmtree(root, ignore_errors=True)
    finally:
        if not args.work:
            shutil.rmtree(work, ignore_errors=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
