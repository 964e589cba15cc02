#!/usr/bin/env python3
"""make bench: render-preview against the peer renderers on the reference animation, in one run.

Runs, with the release build already made (scripts/bench.sh builds it and the peers' Python):
  1. ../shared/bench/run.py: every peer and us on examples/bench/reference.json (31 frames,
     1170 x 2532), the default --jobs; then us with --jobs 1 and with --png fast beside Blend2D;
  2. raster-bench --frames: our own split per frame (start-up, compose, un-premultiply, compare,
     hash, compress, assemble, write), default and fast PNG;
  3. ../shared/bench/floor.py on our frame 15: copying a frame, zlib 1 and 6, fpng; and
     scripts/bench-compressors.py: zlib against zlib-ng and ISA-L on the same frame;
  4. the scaling table: 31 / 310 / 3100 frames, scale 1 / 2 / 3, --jobs 1 / 2 (wall time, peak RSS);
  5. the suite: every example checked against its goldens and recorded into an empty folder, in
     one process (`check examples`, as a team checks its folder of configs) and one process per
     config (as scripts/check-goldens.sh and `make goldens` run them), default --jobs; the
     accessibility audit of every example against their render; a cold one-scene check, and
     each motion example's GIF (its render with --gif less without);
  6. the targets, each as measured above, met or MISS.
usage: scripts/bench.py PYTHON_WITH_PEERS [--runs 3] [--quick]
"""
import json, os, re, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "bench")
OURS = os.path.join(ROOT, ".build", "release", "render-preview")
BENCH = os.path.join(ROOT, ".build", "release", "raster-bench")
CONFIG = os.path.join(ROOT, "examples", "bench", "reference.json")

def load():
    return open("/proc/loadavg").read().split()[:3]

def sh(argv, **kw):
    print("$ " + " ".join(os.path.relpath(a, ROOT) if a.startswith(ROOT) else a for a in argv), flush=True)
    out = subprocess.run(argv, check=True, capture_output=True, text=True, **kw).stdout
    print(out, end="", flush=True)
    return out

def table_rows(text):
    """run.py's table: name -> (median s, peak MB, KiB out, frames)."""
    rows = {}
    for line in text.splitlines():
        f = line.split()
        if len(f) == 8 and re.match(r"^\d", f[1]):
            rows[f[0]] = (float(f[1]), float(f[4]), float(f[5]), int(f[6]))
    return rows

def timed(argv):
    """Wall seconds and peak RSS (MB) of one process."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    if status != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {p.stderr.read().decode()}")
    return time.perf_counter() - t0, ru.ru_maxrss / 1024

def scaled_config(folder, frames):
    """The reference motion stretched so that it spans `frames` frames at 62 fps."""
    config = json.load(open(CONFIG))
    seconds = frames / 62
    config.update(fps=62, duration=seconds, frames={"range": [0, frames - 1]})
    config["timeline"][0]["show"]["enter"]["duration"] = seconds
    config["name"] = f"reference-{frames}"
    path = os.path.join(folder, f"reference-{frames}.json")
    json.dump(config, open(path, "w"))
    return path

def main():
    py = sys.argv[1]
    runs = sys.argv[sys.argv.index("--runs") + 1] if "--runs" in sys.argv else "3"
    quick = "--quick" in sys.argv
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    print(f"machine: {os.cpu_count()} cores, {cpu}; load average before: {' '.join(load())}\n")
    run = os.path.join(SHARED, "run.py")
    ours = f"{OURS} {CONFIG} --quiet -o {{out}}"
    peers = table_rows(sh([py, run, "--runs", runs, "--ours", ours]))
    one = table_rows(sh([py, run, "--runs", runs, "--only", "blend2d", "--ours", ours.replace("--quiet", "--quiet --jobs 1")]))
    fast = table_rows(sh([py, run, "--runs", runs, "--only", "blend2d", "--ours", ours.replace("--quiet", "--quiet --png fast")]))
    print()
    split = sh([BENCH, "--frames", CONFIG, "--runs", runs])
    split_fast = sh([BENCH, "--frames", CONFIG, "--runs", runs, "--png", "fast"])
    print()
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([OURS, CONFIG, "--quiet", "-o", os.path.join(tmp, "out")], check=True)
        floor = sh([py, os.path.join(SHARED, "floor.py"), os.path.join(tmp, "out", "reference", "frame_0015.png")])
        sh([py, os.path.join(ROOT, "scripts", "bench-compressors.py"), os.path.join(tmp, "out", "reference", "frame_0015.png")])
        print("\nscaling (whole process, one run each): wall s, peak RSS MB")
        print(f"{'case':34} {'jobs 1':>16} {'jobs 2':>16}")
        scaling = {}
        cases = [(31, 3), (310, 3)] + ([] if quick else [(3100, 3)]) + [(31, 1), (31, 2)]
        for frames, scale in cases:
            config = CONFIG if frames == 31 else scaled_config(tmp, frames)
            cells = []
            for jobs in (1, 2):
                out = os.path.join(tmp, f"s{frames}-{scale}-{jobs}")
                wall, rss = timed([OURS, config, "--quiet", "--jobs", str(jobs), "--scale", str(scale), "-o", out])
                scaling[(frames, scale, jobs)] = (wall, rss)
                cells.append(f"{wall:7.2f} s {rss:5.0f} MB")
                subprocess.run(["rm", "-rf", out])
            print(f"{f'{frames} frames, scale {scale}':34} {cells[0]:>16} {cells[1]:>16}", flush=True)
    suite = suite_measures(quick)
    # Targets.
    def grab(text, label):
        m = re.search(re.escape(label) + r"\s+([\d.]+) ms", text)
        return float(m.group(1)) if m else float("nan")
    nonpng = grab(split, "per frame: all but the PNG (compose … hash)")
    hash_ms = grab(split, "per frame: hash")
    fast_png = sum(grab(split_fast, f"per frame: {s}") for s in ("compress", "assemble"))
    fpng = float(re.search(r"^fpng\s+([\d.]+)", floor, re.M).group(1))
    zlib6 = float(re.search(r"^zlib-6.*?(\d+) KiB", floor, re.M).group(1))
    ours_kib = peers["ours"][2] / peers["ours"][3]
    rss = max(v[1] for k, v in scaling.items() if k[1] == 3)
    print(f"\ntargets (load average after: {' '.join(load())})")
    def target(ok, text):
        print(f"  [{'met ' if ok else 'MISS'}] {text}")
    b = peers["blend2d"][0]
    target(b / peers["ours"][0] >= 3.5, f"default jobs: {b / peers['ours'][0]:.2f}x faster than Blend2D (at least 3.5x)")
    target(one["blend2d"][0] / one["ours"][0] >= 2, f"--jobs 1: {one['blend2d'][0] / one['ours'][0]:.2f}x faster than Blend2D (at least 2x)")
    target(nonpng <= 3, f"per frame, compose + un-premultiply + compare + hash: {nonpng:.2f} ms (at most 3 ms; SHA-256 alone {hash_ms:.2f} ms)")
    target(ours_kib <= 1.3 * zlib6, f"PNG size: {ours_kib:.0f} KiB a frame, {ours_kib / zlib6:.2f}x zlib level 6's {zlib6:.0f} KiB (at most 1.3x)")
    target(fast_png <= 1.5 * fpng, f"--png fast: {fast_png:.2f} ms of PNG work a frame, {fast_png / fpng:.2f}x fpng's {fpng:.2f} ms (at most 1.5x)")
    target(rss < 200, f"peak RSS at scale 3, 31 to {3100 if not quick else 310} frames: at most {rss:.0f} MB (under 200 MB)")
    fps = suite["frames"] / suite["whole"][0]
    target(fps >= 250, f"check of every example in one process: {fps:.0f} frames/s ({suite['frames']} frames in {suite['whole'][0]:.1f} s; at least 250;"
           f" one process per config: {suite['frames'] / suite['check'][0]:.0f} frames/s)")
    ratio = suite["whole_record"][0] / suite["whole"][0]
    target(ratio <= 1.5, f"record of every example into an empty folder: {suite['whole_record'][0]:.1f} s, {ratio:.2f}x the check (at most 1.5x;"
           f" one process per config: {suite['record'][0] / suite['check'][0]:.2f}x)")
    peak = max(suite["check"][1], suite["record"][1], suite["whole"][1], suite["whole_record"][1])
    target(peak <= 250, f"peak RSS of the examples' check and record: {peak:.0f} MB (at most 250 MB; make bench-suite: 100 to 3 000 scenes)")
    target(suite["audit"][0] <= 2 * suite["render"][0], f"audit of every example: {suite['audit'][0]:.1f} s, {suite['audit'][0] / suite['render'][0]:.2f}x their render (at most 2x)")
    target(suite["cold"] <= 0.05, f"cold one-scene check (examples/bottom-card.json): {suite['cold'] * 1000:.0f} ms (at most 50 ms)")
    if suite["gif"]:
        worst = max(suite["gif"], key=lambda kv: kv[1])
        target(worst[1] <= 0.4, f"GIF of each motion example: at most {worst[1]:.2f} s ({os.path.basename(worst[0])}; at most 0.4 s)")
    print(f"  (--png fast end to end: {fast['ours'][0]:.2f} s, {fast['ours'][2] / fast['ours'][3]:.0f} KiB a frame)")

def examples():
    """Every example config, as scripts/check-goldens.sh finds them, with its golden folder."""
    out = []
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "examples"))):
        for f in sorted(files):
            if f.endswith(".json"):
                config = os.path.join(folder, f)
                out.append((config, os.path.relpath(config, os.path.join(ROOT, "examples"))[:-5]))
    return out

def each(commands):
    """Runs the processes one after another: total wall seconds and the largest peak RSS (MB)."""
    total, peak = 0.0, 0.0
    for argv in commands:
        wall, rss = timed(argv)
        total += wall
        peak = max(peak, rss)
    return total, peak

def suite_measures(quick):
    """The examples' check and record, a cold one-scene check and the motion examples' GIFs."""
    print("\nsuite (default --jobs; the whole suite in one process, then one process per config as scripts/check-goldens.sh runs them)")
    configs = examples()
    frames = sum(len(json.load(open(os.path.join(ROOT, "golden", "examples", path, scene, "golden.json")))["frames"])
                 for _, path in configs
                 for scene in os.listdir(os.path.join(ROOT, "golden", "examples", path))
                 if os.path.isfile(os.path.join(ROOT, "golden", "examples", path, scene, "golden.json")))
    with tempfile.TemporaryDirectory() as tmp:
        # The whole suite in one process, as a team's CI checks its previews/ folder (and as the
        # suite-scale issue measured it): `check examples` against one folder holding every
        # scene's goldens (links to golden/examples/<config>/<scene>).
        flat = os.path.join(tmp, "flat")
        os.makedirs(flat)
        for folder, _, files in os.walk(os.path.join(ROOT, "golden", "examples")):
            if "golden.json" in files:
                os.symlink(folder, os.path.join(flat, os.path.basename(folder)))
        whole = timed([OURS, "check", os.path.join(ROOT, "examples"), "--golden", flat, "--quiet",
                       "--artifacts", os.path.join(tmp, "whole-check")])
        print(f"  check  examples/ in one process, {frames} frames: {whole[0]:6.2f} s, {frames / whole[0]:5.0f} frames/s, peak {whole[1]:.0f} MB")
        whole_record = timed([OURS, "record", os.path.join(ROOT, "examples"), "--golden", os.path.join(tmp, "whole-golden"), "--quiet"])
        print(f"  record examples/ into an empty folder, one process: {whole_record[0]:6.2f} s, peak {whole_record[1]:.0f} MB")
        check = each([[OURS, "check", c, "--golden", os.path.join(ROOT, "golden", "examples", p), "--quiet",
                       "--artifacts", os.path.join(tmp, "check", p)] for c, p in configs])
        print(f"  check  {len(configs)} configs, one process each: {check[0]:6.2f} s, {frames / check[0]:5.0f} frames/s, peak {check[1]:.0f} MB")
        record = each([[OURS, "record", c, "--golden", os.path.join(tmp, "golden", p), "--quiet"] for c, p in configs])
        print(f"  record into an empty folder, one process each: {record[0]:6.2f} s, peak {record[1]:.0f} MB")
        # The accessibility audit against a render of the same scenes (into a fresh folder).
        audit = timed([OURS, "audit", os.path.join(ROOT, "examples"), "--quiet"])
        render = timed([OURS, os.path.join(ROOT, "examples"), "--quiet", "-o", os.path.join(tmp, "render-all")])
        print(f"  audit examples/ (contrast of every still scene's texts, Dynamic Type at 12 sizes): {audit[0]:6.2f} s,"
              f" render of the same configs {render[0]:6.2f} s ({audit[0] / render[0]:.2f}x)")
        cold = sorted(timed([OURS, "check", os.path.join(ROOT, "examples", "bottom-card.json"), "--golden",
                             os.path.join(ROOT, "golden", "examples", "bottom-card"), "--quiet",
                             "--artifacts", os.path.join(tmp, "cold")])[0] for _ in range(5))[2]
        print(f"  cold one-scene check (median of 5): {cold * 1000:.0f} ms")
        gif = []
        motion = [c for c, p in configs if p.startswith("motion/")]
        for config in ([] if quick else motion):
            plain = timed([OURS, config, "--quiet", "-o", os.path.join(tmp, "plain")])[0]
            with_gif = timed([OURS, config, "--quiet", "--gif", "-o", os.path.join(tmp, "gif")])[0]
            gif.append((config, max(0.0, with_gif - plain)))
            print(f"  {os.path.relpath(config, ROOT):38} render {plain:5.2f} s, with --gif {with_gif:5.2f} s: GIF {with_gif - plain:5.2f} s")
    return {"frames": frames, "check": check, "record": record, "whole": whole, "whole_record": whole_record, "cold": cold, "gif": gif,
            "audit": audit, "render": render}

if __name__ == "__main__":
    main()
