#!/usr/bin/env python3
"""Opens a check's HTML report in headless Chromium and checks that it renders and works.

Every image must load; the wipe slider must move the actual image's edge; the onion-skin toggle
must make it translucent. When the page has them: the "What changed" lists must not be empty;
a frame scrubber's slider, ←/→ keys and play button must move its expected and actual images
together, to the same frame; unticking a variant filter must hide exactly the scenes of that
value and update the "showing N of M scenes" count, and ticking it again must bring them back.
`--expect changes|scrubber|filters` (repeatable) makes a missing feature a failure. Saves a
full-page screenshot, and beside it `<name>-top.png` (the first screen: filters and the first
scene), `<name>-scrubber.png` (the first scrubber) and `<name>-filtered.png` (the first screen
with one filter value unticked). Usage:

    scripts/check-report-in-chromium.py out/check/report.html [screenshot.png] [--expect filters ...]

Needs Chromium (`apt-get install chromium`); uses only Python's standard library.
"""
import argparse, base64, os, re, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from headless_chromium import Browser, evaluate, screenshot, wait_for  # noqa: E402

FEATURES = ("changes", "scrubber", "filters")
IMAGES_LOADED = "Array.from(document.images).every(i => i.complete)"


def check_compare(tools, problems):
    """The wipe slider moves the edge; the onion-skin toggle overlays at the slider's opacity."""
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


def check_changes(tools, problems):
    """Every "What changed" box has a heading and says something; returns the sentences shown."""
    boxes = evaluate(tools, """Array.from(document.querySelectorAll('section.scene .changed')).map(b => ({
        heading: (b.querySelector('h3') || {}).textContent,
        changes: Array.from(b.querySelectorAll('.changes li')).map(li => li.textContent),
        kinds: (b.querySelector('.kinds') || {}).textContent || '',
        first: b.parentNode.querySelector('h2').nextElementSibling === b}))""") or []
    for b in boxes:
        if b["heading"] != "What changed" or not (b["changes"] or b["kinds"]) or not b["first"]:
            problems.append(f"a \"What changed\" box is malformed or not at the top of its scene: {b}")
    return [c for b in boxes for c in b["changes"]]


def scrubber_state(tools):
    return evaluate(tools, """(function(){var s=document.querySelector('.scrubber'),r=s.querySelector('input[type=range]');
        var li=s.querySelectorAll('.scrub-frames li')[+r.value];
        return {value:+r.value, index:li.dataset.index, expected:s.querySelector('.scrub-expected').getAttribute('src'),
                actual:s.querySelector('.scrub-actual').getAttribute('src'), label:s.querySelector('.scrub-label').textContent,
                loaded:[s.querySelector('.scrub-expected'),s.querySelector('.scrub-actual')].every(i => i.complete && i.naturalWidth > 0)};})()""")


def same_frame(state):
    """Whether both images show the frame the slider is at: the same frame_NNNN, the right one."""
    e = re.search(r"frame_(\d+)-expected\.png$", state["expected"])
    a = re.search(r"frame_(\d+)-actual\.png$", state["actual"])
    return bool(e and a and e.group(1) == a.group(1) and int(e.group(1)) == int(state["index"])
                and state["label"].startswith(f"frame {int(state['index'])} · t = "))


def check_scrubber(tools, problems):
    """The slider, the arrow keys and the play button move both images to the same frame."""
    count = evaluate(tools, "document.querySelector('.scrubber').querySelectorAll('.scrub-frames li').length")
    before = scrubber_state(tools)
    if not same_frame(before):
        problems.append(f"the scrubber starts with expected and actual at different frames: {before}")
    if count < 2:
        return "1 frame"
    target = (before["value"] + max(1, count // 2)) % count
    evaluate(tools, f"""(function(){{var r=document.querySelector('.scrubber input[type=range]');r.value={target};
        r.dispatchEvent(new Event('input',{{bubbles:true}}));}})()""")
    wait_for(tools, IMAGES_LOADED)
    after = scrubber_state(tools)
    if after["value"] != target or after["expected"] == before["expected"] or after["actual"] == before["actual"] \
            or not same_frame(after) or not after["loaded"]:
        problems.append(f"moving the scrubber's slider does not move both images to the same frame: {before} → {after}")
    # A real key press on the focused slider: one frame on, both images with it.
    evaluate(tools, "document.querySelector('.scrubber input[type=range]').focus()")
    key = "ArrowLeft" if after["value"] == count - 1 else "ArrowRight"
    for kind in ("keyDown", "keyUp"):
        tools.call("Input.dispatchKeyEvent", type=kind, key=key, code=key, windowsVirtualKeyCode=37 if key == "ArrowLeft" else 39)
    keyed = scrubber_state(tools)
    if keyed["value"] != after["value"] + (-1 if key == "ArrowLeft" else 1) or not same_frame(keyed):
        problems.append(f"{key} on the focused slider does not step both images one frame: {after} → {keyed}")
    # Play steps through the frames; pause stops.
    evaluate(tools, "document.querySelector('.scrubber .play').click()")
    played = wait_for(tools, f"+document.querySelector('.scrubber input[type=range]').value !== {keyed['value']}", seconds=5)
    playing = scrubber_state(tools)
    evaluate(tools, "document.querySelector('.scrubber .play').click()")
    paused = scrubber_state(tools)
    time.sleep(1.2)
    still = scrubber_state(tools)
    if not played or not same_frame(playing):
        problems.append(f"the play button does not step both images: {keyed} → {playing}")
    if still["value"] != paused["value"]:
        problems.append(f"the pause button does not stop the scrubber: {paused['value']} → {still['value']}")
    # Leave it at the first differing frame, for the screenshots.
    evaluate(tools, """(function(){var s=document.querySelector('.scrubber'),r=s.querySelector('input[type=range]');
        var k=Array.from(s.querySelectorAll('.scrub-frames li')).findIndex(li => li.dataset.differs === 'true');
        r.value=Math.max(k,0);r.dispatchEvent(new Event('input'));})()""")
    return f"{count} frames"


def filter_state(tools):
    return evaluate(tools, """({count: document.querySelector('.filters .showing').textContent,
        scenes: Array.from(document.querySelectorAll('section.scene')).map(s => ({
            axes: Object.assign({}, s.dataset), shown: !s.hidden && s.offsetParent !== null}))})""")


def check_filters(tools, problems, shot):
    """Unticking a value hides exactly its scenes and updates the count (`shot` is taken then);
    ticking it shows them again."""
    box = evaluate(tools, """(function(){var boxes=Array.from(document.querySelectorAll('.filters input[type=checkbox]'));
        var b=boxes.find(b => b.dataset.attr === 'data-appearance' && b.value === 'dark') || boxes[0];
        return {attr: b.dataset.attr, value: b.value};})()""")
    key = re.sub(r"-(\w)", lambda m: m.group(1).upper(), box["attr"][len("data-"):])
    start = filter_state(tools)
    total = len(start["scenes"])
    if not all(s["shown"] for s in start["scenes"]) or start["count"] != f"showing {total} of {total} scenes":
        problems.append(f"before filtering, not every scene shows: {start}")
    click = f"""document.querySelector('.filters input[data-attr="{box['attr']}"][value="{box['value']}"]').click()"""
    evaluate(tools, click)
    off = filter_state(tools)
    matching = [s for s in off["scenes"] if s["axes"].get(key) == box["value"]]
    others = [s for s in off["scenes"] if s["axes"].get(key) != box["value"]]
    if not matching or any(s["shown"] for s in matching) or not all(s["shown"] for s in others) \
            or off["count"] != f"showing {len(others)} of {total} scenes":
        problems.append(f"unticking {key} {box['value']} does not hide just those scenes: {off}")
    wait_for(tools, IMAGES_LOADED)
    evaluate(tools, "scrollTo(0, 0)")
    screenshot(tools, shot)
    evaluate(tools, click)
    on = filter_state(tools)
    if not all(s["shown"] for s in on["scenes"]) or on["count"] != f"showing {total} of {total} scenes":
        problems.append(f"ticking {key} {box['value']} again does not show every scene: {on}")
    return f"unticking {key} {box['value']} hid {len(matching)} of {total} scenes ({off['count']}), ticking it showed them again"


def element_screenshot(tools, selector, path):
    """A screenshot of the first element matching `selector`, scrolled into view below the sticky filters."""
    rect = evaluate(tools, f"""(function(){{var e=document.querySelector('{selector}'),f=document.querySelector('.filters');
        var r=e.getBoundingClientRect(),y=r.top+scrollY;scrollTo(0,y-(f?f.offsetHeight:0)-16);
        return {{x:r.left+scrollX, y:y, width:r.width, height:r.height}};}})()""")
    data = tools.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                      clip={"x": rect["x"] - 8, "y": rect["y"] - 8, "width": rect["width"] + 16, "height": rect["height"] + 16, "scale": 1})
    with open(path, "wb") as f:
        f.write(base64.b64decode(data["data"]))
    evaluate(tools, "scrollTo(0, 0)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("report")
    parser.add_argument("screenshot", nargs="?")
    parser.add_argument("--expect", action="append", choices=FEATURES, default=[])
    args = parser.parse_args()
    report = os.path.abspath(args.report)
    shot = os.path.abspath(args.screenshot) if args.screenshot else os.path.splitext(report)[0] + "-chromium.png"
    stem = os.path.splitext(shot)[0]
    if not os.path.isfile(report):
        print(f"no {report}", file=sys.stderr)
        return 2
    problems, done = [], []
    with Browser(1300, 1000) as tools:
        # Uncaught script errors are collected from the page's first moment.
        tools.call("Page.addScriptToEvaluateOnNewDocument",
                   source="window.__errors=[];addEventListener('error',function(e){window.__errors.push(e.message);});")
        tools.call("Page.navigate", url="file://" + report)
        wait_for(tools, "document.readyState === 'complete' && " + IMAGES_LOADED)
        images = evaluate(tools, "document.images.length")
        broken = evaluate(tools, "Array.from(document.images).filter(i => i.naturalWidth === 0).map(i => i.getAttribute('src'))")
        if not images:
            problems.append("the report shows no images")
        if broken:
            problems.append(f"images that did not load: {broken}")
        compares = evaluate(tools, "document.querySelectorAll('.compare').length") or 0
        if compares:
            check_compare(tools, problems)
        present = {
            "changes": evaluate(tools, "document.querySelectorAll('section.scene .changed').length") or 0,
            "scrubber": evaluate(tools, "document.querySelectorAll('.scrubber').length") or 0,
            "filters": evaluate(tools, "document.querySelectorAll('.filters input[type=checkbox]').length") or 0,
        }
        for feature in args.expect:
            if not present[feature]:
                problems.append(f"the report has no {feature}")
        if present["changes"]:
            sentences = check_changes(tools, problems)
            if "changes" in args.expect and not sentences:
                problems.append("no \"What changed\" box lists a change")
            badges = evaluate(tools, "Array.from(document.querySelectorAll('.frame h3 .kind')).map(b => b.textContent)")
            done.append(f"{present['changes']} \"What changed\" boxes ({len(sentences)} changes listed, {len(badges)} frames with a kind badge)")
        if present["scrubber"]:
            done.append(f"the scrubber moves both images together ({check_scrubber(tools, problems)})")
        if present["filters"]:
            done.append("filters work: " + check_filters(tools, problems, stem + "-filtered.png"))
        errors = evaluate(tools, "window.__errors")
        if errors:
            problems.append(f"script errors: {errors}")
        wait_for(tools, IMAGES_LOADED)
        evaluate(tools, "scrollTo(0, 0)")
        screenshot(tools, stem + "-top.png")
        if present["scrubber"]:
            element_screenshot(tools, ".scrubber", stem + "-scrubber.png")
        screenshot(tools, shot, full_page=True)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(f"the report renders in Chromium: {images} images, {compares} comparisons work"
          + "".join("; " + d for d in done) + f"; screenshot {shot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
