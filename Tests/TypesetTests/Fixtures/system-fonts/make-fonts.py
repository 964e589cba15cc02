#!/usr/bin/env python3
"""Builds the stand-in system fonts the tests use in place of SF Pro, which cannot be shipped.

They have what render-preview reads from SF Pro, and nothing else:

- `variable/TestSans.ttf`: family "Test Sans", a variable font with a `wght` axis (100–900) and
  an `opsz` axis (12–28), like SF-Pro.ttf. Each glyph is a box whose width (the advance too)
  follows `opsz` and whose stem follows `wght`, so a test can tell the instance from the pixels
  and the advances. `variable/TestSans-Italic.ttf` is the same, slanted (italic bit set).
- `static/TestSansText-{Regular,Bold}.ttf` and `static/TestSansDisplay-{Regular,Bold}.ttf`:
  families "Test Sans Text" and "Test Sans Display", like SF Pro Text and SF Pro Display; Text's
  boxes are wider than Display's.
- Every face has a `trak` table (AAT tracking): +50 units at 10 pt, 0 at 20 pt, -60 at 30 pt,
  1000 units per em.

Glyphs: space, H, e, l, o (enough for "Hello"). Run with fontTools 4.x:
`python3 make-fonts.py` writes the files beside this script.
"""

import os

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._g_l_y_f import GlyphCoordinates
from fontTools.ttLib.tables.TupleVariation import TupleVariation

HERE = os.path.dirname(os.path.abspath(__file__))
UPM = 1000
CHARS = {"space": 0x20, "H": 0x48, "e": 0x65, "l": 0x6C, "o": 0x6F}
ORDER = [".notdef", "space", "H", "e", "l", "o"]
# Advance of each letter at the default instance (opsz 12, wght 400) and how many units narrower
# it is at opsz 28.
ADVANCE = {"H": 700, "e": 560, "l": 260, "o": 600}
NARROWER = {"H": 100, "e": 80, "l": 20, "o": 90}
STEM = 80  # stem at wght 400; +100 at wght 900, -60 at wght 100


def box(pen, width, stem, top, slant):
    """A box outline with a counter: outer rectangle minus inner one, `stem` thick."""
    def p(x, y):
        return (round(x + slant * y), y)
    left, right = 40, width - 40
    pen.moveTo(p(left, 0)); pen.lineTo(p(left, top)); pen.lineTo(p(right, top)); pen.lineTo(p(right, 0)); pen.closePath()
    pen.moveTo(p(left + stem, stem)); pen.lineTo(p(right - stem, stem)); pen.lineTo(p(right - stem, top - stem))
    pen.lineTo(p(left + stem, top - stem)); pen.closePath()


def glyphs(advance, stem, slant):
    result, metrics = {}, {}
    for name in ORDER:
        pen = TTGlyphPen(None)
        if name == ".notdef":
            box(pen, 500, 50, 700, 0)
            metrics[name] = (500, 40)
        elif name == "space":
            metrics[name] = (250, 0)
        else:
            box(pen, advance[name], stem, 700 if name in "Hl" else 500, slant)
            metrics[name] = (advance[name], 40)
        result[name] = pen.glyph()
    return result, metrics


def trak():
    table = newTable("trak")
    from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
    table.version = 1.0
    table.format = 0
    entry = TrackTableEntry({10.0: 50, 20.0: 0, 30.0: -60}, nameIndex=256)
    table.horizData = TrackData({0.0: entry})
    table.vertData = TrackData()
    return table


def base(family, style, weight, italic, advance, stem, slant):
    fb = FontBuilder(UPM, isTTF=True)
    fb.setupGlyphOrder(ORDER)
    fb.setupCharacterMap({code: name for name, code in CHARS.items()})
    outlines, metrics = glyphs(advance, stem, slant)
    fb.setupGlyf(outlines)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=950, descent=-250)
    ps = (family + "-" + style).replace(" ", "")
    fb.setupNameTable({"familyName": family, "styleName": style, "uniqueFontIdentifier": ps,
                       "fullName": family + " " + style, "psName": ps, "version": "Version 1.000",
                       "typographicFamily": family, "typographicSubfamily": style})
    fb.setupOS2(sTypoAscender=950, sTypoDescender=-250, usWinAscent=950, usWinDescent=250,
                usWeightClass=weight, sCapHeight=700, sxHeight=500,
                fsSelection=(0x01 if italic else (0x40 if weight == 400 else 0)) | (0x20 if weight >= 700 else 0))
    fb.setupPost()
    fb.font["head"].macStyle = (0x02 if italic else 0) | (0x01 if weight >= 700 else 0)
    fb.font["name"].addName("Tracking", minNameID=256)
    fb.font["trak"] = trak()
    return fb


def variable(italic):
    style = "Italic" if italic else "Regular"
    slant = 0.2 if italic else 0
    fb = base("Test Sans", style, 400, italic, ADVANCE, STEM, slant)
    fb.setupFvar(
        [("wght", 100, 400, 900, "Weight"), ("opsz", 12, 12, 28, "Optical Size")],
        [{"stylename": s, "location": {"wght": w, "opsz": 12}} for s, w in [("Regular", 400), ("Bold", 700)]])
    font = fb.font
    # gvar deltas: points of each box are, per contour, (left,0) (left,top) (right,top) (right,0),
    # then the counter's four, then the four phantom points (left side, advance, top, bottom).
    variations = {}
    for name in ORDER:
        glyph = font["glyf"][name]
        n = glyph.numberOfContours
        count = (8 if n == 2 else 0) + 4
        if name not in ADVANCE:
            variations[name] = []
            continue
        narrow = NARROWER[name]
        # opsz 28: the right edge and the advance move left by `narrow`.
        opsz = [(0, 0)] * 2 + [(-narrow, 0)] * 2 + [(0, 0), (-narrow, 0), (-narrow, 0), (0, 0)] + [(0, 0), (-narrow, 0), (0, 0), (0, 0)]
        # wght 900: the counter shrinks by 100 on every side; wght 100: it grows by 60.
        def stem_delta(d):
            return [(0, 0)] * 4 + [(d, d), (-d, d), (-d, -d), (d, -d)] + [(0, 0)] * 4
        assert len(opsz) == count
        variations[name] = [
            TupleVariation({"opsz": (0, 1.0, 1.0)}, opsz),
            TupleVariation({"wght": (0, 1.0, 1.0)}, stem_delta(100)),
            TupleVariation({"wght": (-1.0, -1.0, 0)}, stem_delta(-60)),
        ]
    fb.setupGvar(variations)
    return fb


def static(width_family, style, weight, advance):
    stem = STEM + (100 * (weight - 400) // 500 if weight > 400 else 0)
    return base("Test Sans " + width_family, style, weight, False, advance, stem, 0)


def main():
    os.makedirs(os.path.join(HERE, "variable"), exist_ok=True)
    os.makedirs(os.path.join(HERE, "static"), exist_ok=True)
    variable(False).save(os.path.join(HERE, "variable", "TestSans.ttf"))
    variable(True).save(os.path.join(HERE, "variable", "TestSans-Italic.ttf"))
    display = {k: v - NARROWER[k] for k, v in ADVANCE.items()}
    for family, advance in [("Text", ADVANCE), ("Display", display)]:
        for style, weight in [("Regular", 400), ("Bold", 700)]:
            static(family, style, weight, advance).save(os.path.join(HERE, "static", f"TestSans{family}-{style}.ttf"))


if __name__ == "__main__":
    main()
