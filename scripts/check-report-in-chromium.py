#!/usr/bin/env python3
"""Opens a check's HTML report in headless Chromium and checks that it renders and works.

Every image must load; the wipe slider must move the actual image's edge; the onion-skin toggle
must make it translucent; a full-page screenshot is saved. Usage:

    scripts/check-report-in-chromium.py out/check/report.html [screenshot.png]

Needs Chromium (`apt-get install chromium`); uses only Python's standard library.
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from headless_chromium import Browser, evaluate, screenshot, wait_for  # noqa: E402


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    report = os.path.abspath(sys.argv[1])
    shot = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.splitext(report)[0] + "-chromium.png"
    if not os.path.isfile(report):
        print(f"no {report}", file=sys.stderr)
        return 2
    problems = []
    with Browser(1300, 1000) as tools:
        tools.call("Page.navigate", url="file://" + report)
        wait_for(tools, "document.readyState === 'complete' && Array.from(document.images).every(i => i.complete)")
        images = evaluate(tools, "document.images.length")
        broken = evaluate(tools, "Array.from(document.images).filter(i => i.naturalWidth === 0).map(i => i.getAttribute('src'))")
        if not images:
            problems.append("the report shows no images")
        if broken:
            problems.append(f"images that did not load: {broken}")
        compares = evaluate(tools, "document.querySelectorAll('.compare').length") or 0
        if compares:
            moved = evaluate(tools, """(function(){var c=document.querySelector('.compare'),r=c.querySelector('input[type=range]'),o=c.querySelector('.over');
                r.value=20;r.dispatchEvent(new Event('input'));var a=o.getBoundingClientRect().width;
                r.value=80;r.dispatchEvent(new Event('input'));var b=o.getBoundingClientRect().width;return [a,b];})()""")
            if not moved or not moved[1] > moved[0] > 0:
                problems.append(f"the wipe slider does not move the edge: widths {moved}")
            onion = evaluate(tools, """(function(){var c=document.querySelector('.compare'),r=c.querySelector('input[type=range]');
                var radio=c.querySelector('input[value=onion]');radio.checked=true;radio.dispatchEvent(new Event('change'));
                r.value=30;r.dispatchEvent(new Event('input'));var o=getComputedStyle(c.querySelector('.over'));
                var result=[o.opacity, c.querySelector('.over').getBoundingClientRect().width===c.querySelector('.under').getBoundingClientRect().width];
                var w=c.querySelector('input[value=wipe]');w.checked=true;w.dispatchEvent(new Event('change'));r.value=50;r.dispatchEvent(new Event('input'));
                return result;})()""")
            if not onion or abs(float(onion[0]) - 0.3) > 0.01 or not onion[1]:
                problems.append(f"the onion-skin toggle does not overlay the actual image at 30 %: {onion}")
        screenshot(tools, shot, full_page=True)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(f"the report renders in Chromium: {images} images, {compares} comparisons work; screenshot {shot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
