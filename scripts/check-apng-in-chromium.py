#!/usr/bin/env python3
"""Opens an animated preview in headless Chromium and checks that it plays.

Chromium shows a page with the animation (an animated PNG, GIF or WebP, by its extension);
screenshots taken 0.2 s and 1.0 s after it loaded (real time, over the DevTools protocol) must
differ. Usage:

    scripts/check-apng-in-chromium.py out/spring-card/spring-card/animation.png [screenshot-dir]
    scripts/check-apng-in-chromium.py out/spring-card/spring-card/animation.gif [screenshot-dir]
    scripts/check-apng-in-chromium.py out/spring-card/spring-card/animation.webp [screenshot-dir]

Needs Chromium (`apt-get install chromium`); uses only Python's standard library.
"""
import os, shutil, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from headless_chromium import Browser, evaluate, screenshot, wait_for  # noqa: E402


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    animation = os.path.abspath(sys.argv[1])
    extension = os.path.splitext(animation)[1].lower()
    if extension not in (".png", ".gif", ".webp"):
        print(f"{animation}: expected a .png, .gif or .webp file", file=sys.stderr)
        return 2
    shots = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else tempfile.mkdtemp()
    if not os.path.isfile(animation):
        print(f"no {animation}: run scripts/example.sh first", file=sys.stderr)
        return 2
    os.makedirs(shots, exist_ok=True)
    shutil.copy(animation, os.path.join(shots, "animation" + extension))
    page = os.path.join(shots, "page.html")
    with open(page, "w") as f:
        f.write('<!doctype html><body style="margin:0;background:#fff"><img id="a" src="animation' + extension + '"></body>')
    with Browser(400, 600) as tools:
        tools.call("Page.navigate", url="file://" + page)
        wait_for(tools, "document.getElementById('a') && document.getElementById('a').complete")
        size = evaluate(tools, "[document.getElementById('a').naturalWidth, document.getElementById('a').naturalHeight]")
        start = time.monotonic()
        taken = []
        for moment in (0.2, 1.0):
            time.sleep(max(0, moment - (time.monotonic() - start)))
            path = os.path.join(shots, f"{extension[1:]}-at-{moment:.1f}s.png")
            taken.append((path, screenshot(tools, path)))
    if not size or size[0] == 0:
        print("Chromium could not decode the image", file=sys.stderr)
        return 1
    if taken[0][1] == taken[1][1]:
        print(f"the animation did not move between 0.2 s and 1.0 s: {taken[0][0]}", file=sys.stderr)
        return 1
    print(f"plays in Chromium ({size[0]}×{size[1]}): {taken[0][0]} and {taken[1][0]} differ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
