"""Sentence boxes of a PDF: where every placed visual line sits in ``Document.text``, with its words' boxes.

:func:`gechat.loaders.pdf.assemble` records a :class:`LineMap` per page while it writes the text;
:func:`boxes_function` turns a span of the text on one page into one rectangle per visual line it covers
(a span that starts or ends inside a word gets that word's exact glyph boxes, :class:`Glyphs`).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

import pymupdf

from gechat.loaders.pdf_hidden import WORD_FLAGS
from gechat.records import Box


@dataclass(slots=True)
class LineMap:
    """Where every placed visual line of one page sits in the text, with its words' boxes."""

    starts: list[int] = field(default_factory=list)  # text offset of the line's first character
    words: list[list[tuple]] = field(default_factory=list)  # PyMuPDF word tuples (box first)
    texts: list[list[str]] = field(default_factory=list)  # word texts as placed (a dropped hyphen shortens one)


class Glyphs:
    """Exact glyph boxes of one word, read on demand when a sentence starts or ends inside it.

    Only the word's own rectangle is converted (a clipped rawdict), so the rare
    mid-word boundary costs one small extraction, not a whole page of glyph dicts.
    """

    def __init__(self, doc: pymupdf.Document) -> None:
        self.doc = doc
        self.pages: dict[int, pymupdf.Page] = {}

    def of(self, page: int, word: tuple[float, float, float, float], n: int) -> list[tuple[float, float, float, float]] | None:
        x0, y0, x1, y1 = word
        try:
            if page not in self.pages:
                self.pages[page] = self.doc.load_page(page - 1)
            pg = self.pages[page]
            raw = pg.get_text("rawdict", flags=WORD_FLAGS, clip=pymupdf.Rect(x0 - 1, y0 - 1, x1 + 1, y1 + 1))
        except Exception:
            return None
        found = [
            ch["bbox"]
            for b in raw["blocks"]
            for ln in b.get("lines", ())
            for sp in ln["spans"]
            for ch in sp["chars"]
            if not ch["c"].isspace()
            and x0 - 0.5 <= (ch["bbox"][0] + ch["bbox"][2]) / 2 <= x1 + 0.5
            and y0 - 0.5 <= (ch["bbox"][1] + ch["bbox"][3]) / 2 <= y1 + 0.5
        ]
        return found if len(found) == n else None


def boxes_function(maps: list[LineMap], glyphs: Glyphs | None = None):
    """``boxes(start, end, page)``: one rectangle per visual line the span covers."""

    def boxes(s: int, e: int, page: int) -> tuple[Box, ...]:
        lm = maps[page - 1]
        li = max(bisect_right(lm.starts, s) - 1, 0)
        out: list[Box] = []
        while li < len(lm.starts) and lm.starts[li] < e:
            pos = lm.starts[li]
            r: list[float] | None = None
            for w, t in zip(lm.words[li], lm.texts[li]):
                ws, we = pos, pos + len(t)
                pos = we + 1
                if we <= s:
                    continue
                if ws >= e:
                    break
                cs, ce = max(s, ws), min(e, we)
                x0, y0, x1, y1 = w[0], w[1], w[2], w[3]
                if cs > ws or ce < we:  # the span cuts this word: use its glyph boxes
                    n = max(len(w[4]), 1)
                    exact = glyphs.of(page, (x0, y0, x1, y1), n) if glyphs else None
                    if exact:
                        x0, x1 = exact[cs - ws][0], exact[ce - ws - 1][2]
                    else:  # share the word's width among its glyphs
                        step = (x1 - x0) / n
                        x0, x1 = x0 + step * (cs - ws), x0 + step * (ce - ws)
                if r is None:
                    r = [x0, y0, x1, y1]
                else:
                    r[0], r[1], r[2], r[3] = min(r[0], x0), min(r[1], y0), max(r[2], x1), max(r[3], y1)
            if r is not None:
                out.append((r[0], r[1], r[2], r[3]))
            li += 1
        return tuple(out)

    return boxes
