"""Words as MuPDF makes them, rebuilt from rawdict blocks without the glyphs the loader drops.

:mod:`gechat.loaders.pdf_hidden` drops hidden glyphs from a page's text layer by
rebuilding its words here, by PyMuPDF's own word rules, so the visible words, their
boxes and every offset downstream stay what ``extractWORDS`` would have given.
"""

from __future__ import annotations

from collections import Counter

import pymupdf


def build_words(blocks: list[dict], rect: pymupdf.Rect, drop: Counter | None = None) -> list[tuple]:
    """PyMuPDF's ``extractWORDS`` rebuilt from rawdict blocks, leaving out the glyphs in ``drop``.

    The same rules: words split at whitespace and at right-to-left changes, glyphs
    outside the text page skipped, a word's box the union of its glyph boxes, numbered
    by text block, line and word. With nothing dropped it equals ``extractWORDS``.
    """
    drop = Counter() if drop is None else drop
    rx0, ry0, rx1, ry1 = rect
    out: list[tuple] = []
    last_rtl = False
    for bn, block in enumerate(b for b in blocks if b.get("type", 0) == 0):
        for ln, line in enumerate(block["lines"]):
            wn = 0
            text: list[str] = []
            box: list[float] | None = None
            for span in line["spans"]:
                for ch in span["chars"]:
                    c = ch["c"]
                    if drop and drop[(c, ch["origin"])] > 0:
                        drop[(c, ch["origin"])] -= 1
                        continue
                    x0, y0, x1, y1 = ch["bbox"]
                    if rx0 >= x1 or ry0 >= y1 or rx1 <= x0 or ry1 <= y0:
                        continue
                    code = ord(c)
                    if not text and code == 0x200D:  # a zero-width joiner cannot start a word
                        continue
                    delimiter = code <= 32 or code == 160 or 0x202A <= code <= 0x202E
                    rtl = 0x590 <= code <= 0x900
                    if delimiter or rtl != last_rtl:
                        if not text and delimiter:
                            continue
                        if box is not None:
                            out.append((box[0], box[1], box[2], box[3], "".join(text), bn, ln, wn))
                            wn += 1
                            box = None
                        text = []
                        if delimiter:
                            continue
                    text.append(c)
                    last_rtl = rtl
                    if x0 < x1 and y0 < y1:  # an empty glyph box does not grow the word
                        if box is None:
                            box = [x0, y0, x1, y1]
                        else:
                            box[0], box[1] = min(box[0], x0), min(box[1], y0)
                            box[2], box[3] = max(box[2], x1), max(box[3], y1)
            if text and box is not None:
                out.append((box[0], box[1], box[2], box[3], "".join(text), bn, ln, wn))
    return out
