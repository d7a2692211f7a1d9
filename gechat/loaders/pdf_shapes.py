"""Covers that are not rectangles, judged by their geometry, glyph by glyph.

An opaque rectangle, image or shading painted over text hides the glyphs whose centre
it holds (:mod:`gechat.loaders.pdf_hidden`). Two other kinds of cover are judged here,
by their real outline, never by their bounding box (a circle's box corners are bare page):

- an opaque filled path that is not a rectangle (a circle or an ellipse drawn with
  Bezier curves, a polygon, a rounded box, several rectangles in one path), at least
  ``MIN_COVER_SIDE`` points on both sides: its curves are flattened into polygons and
  filled by the rule MuPDF reports (nonzero winding or even-odd), cut to its clip box;
- a glyph of a solid-shape character (``SOLID``: block elements and geometric shapes,
  "█" "■" "▬" "●") filled opaquely: its outline, drawn over text like a redaction bar.
  Text over text is looked at only on a page whose text layer has such a character:
  every other glyph is mostly bare space, so a row of bullets "•", a second line
  printed over the first, bold faked by printing a word twice a hair apart, a
  superscript touching its word or an underline leave the glyphs under them legible
  (and looking at every glyph of every page that overlaps another would cost more than
  the rest of the reading). A glyph painted again at its own place is not covered by
  its copy.

:func:`hidden_glyphs` replays the page once more (only a page where such a cover is
painted after text it overlaps, or has a solid-shape character) and takes the ink box
of every glyph painted near a possible cover (``fz_bound_glyph``: the glyph's own
outline, not the line-height box of the text layer). A glyph is covered when the
corners, edge midpoints and centre of its ink box all lie in the filled area of covers
painted after it (one, or several together: two block glyphs side by side).

Not a cover (the text is kept): a translucent fill (fill opacity under 1), a stroke,
a shape painted before the text (a background), anything painted under a clip that is
not a rectangle, a soft mask, a translucent group or a pattern tile, a Type3 glyph
(MuPDF gives no outline for it); and on a page that paints with a blend mode or a soft
mask nothing is (the caller checks, as for every other cover). Past ``MAX_POINTS``
flattened points or ``MAX_GLYPHS`` glyphs on a page, later shapes and glyphs are not
examined.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from operator import itemgetter

import pymupdf.mupdf as mupdf

from gechat.loaders.pdf_covers import MIN_COVER_SIDE, TEXT_KINDS, PaintLog, _Device

#: characters whose glyph is (nearly) all ink: block elements, geometric shapes, large squares and circles
SOLID = re.compile("[\u2580-\u259f\u25a0-\u25ff\u2b1b\u2b1c\u2b24-\u2b2f]")
FLAT = 2.0  # a Bezier curve is cut into straight pieces about this many points long ...
MAX_PIECES = 32  # ... at most this many
MAX_POINTS = 200_000  # flattened points per page, all covers together
MAX_GLYPHS = 50_000  # glyphs per page whose ink box is taken
ORIGIN_TOL = 0.05  # points: a text-layer character is the painted glyph with its origin this close
REGION_PAD = 2.0  # points around a solid-shape word where its glyphs' ink may reach
_TEXT = itemgetter(4)


class Shape:
    """A filled area: ``rings`` (its subpaths, curves flattened, device space), fill rule, box (clipped)."""

    __slots__ = ("seq", "rings", "even_odd", "box", "char", "origin")

    def __init__(self, seq: tuple, rings: list, even_odd: bool, box: tuple, char: str = "", origin=(0.0, 0.0)):
        self.seq, self.rings, self.even_odd, self.box = seq, rings, even_odd, box
        self.char, self.origin = char, origin  # a glyph cover's character and origin

    def holds(self, x: float, y: float) -> bool:
        """The point lies in the filled area (and its clip box)."""
        b = self.box
        if not (b[0] <= x <= b[2] and b[1] <= y <= b[3]):
            return False
        winding = 0
        for ring in self.rings:
            x0, y0 = ring[-1]
            for x1, y1 in ring:
                if (y0 <= y) != (y1 <= y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                    winding += 1 if y1 > y0 else -1
                x0, y0 = x1, y1
        return winding % 2 == 1 if self.even_odd else winding != 0

    def repaints(self, char: str, x: float, y: float, ink: tuple) -> bool:
        """This glyph cover is ``char`` painted again (nearly) at its own origin: a copy, not a cover."""
        return (self.char == char and abs(self.origin[0] - x) <= (ink[2] - ink[0]) / 2
                and abs(self.origin[1] - y) <= (ink[3] - ink[1]) / 2)


class HiddenGlyphs:
    """The glyphs that covers hide: their characters, origins and ink boxes."""

    def __init__(self, found: list[tuple]) -> None:
        self.inks = _Grid()
        self.at: dict[str, list[tuple]] = defaultdict(list)
        for char, x, y, ink in found:
            self.at[char].append((x, y))
            self.inks.add(ink, ink)

    def meets(self, box) -> bool:
        return bool(self.inks.near(tuple(box)))

    def hides(self, ch: dict) -> bool:
        """The text layer's character ``ch`` (a rawdict char) is one of the hidden glyphs."""
        x, y = ch["origin"]
        return any(abs(x - u) <= ORIGIN_TOL and abs(y - v) <= ORIGIN_TOL for u, v in self.at.get(ch["c"], ()))


def shaped(log: PaintLog) -> list[tuple]:
    """The boxes of the non-rectangular opaque fills (``log.shapes``) painted after text they overlap."""
    out: list[tuple] = []
    if not log.shapes:
        return out
    shapes, texts = set(log.shapes), _Grid()
    for n, (kind, box) in enumerate(log.entries):
        if kind in TEXT_KINDS:
            texts.add(box, box)
        elif n in shapes and texts.near(box):
            out.append(box)
    return out


def solid_boxes(words: list[tuple]) -> list[tuple]:
    """The boxes (a little widened) of the words with a solid-shape character."""
    if not SOLID.search("".join(map(_TEXT, words))):
        return []
    p = REGION_PAD
    return [(w[0] - p, w[1] - p, w[2] + p, w[3] + p) for w in words if SOLID.search(w[4])]


def hidden_glyphs(dl: mupdf.FzDisplayList, regions: list[tuple]) -> HiddenGlyphs | None:
    """The glyphs hidden by shapes and solid glyphs painted after them in ``regions``; None if none is."""
    device = _CoverDevice(regions)
    mupdf.fz_run_display_list(dl, device, mupdf.FzMatrix(), mupdf.FzRect(mupdf.FzRect.Fixed_INFINITE), mupdf.FzCookie())
    mupdf.fz_close_device(device)
    found = []
    if device.covers.boxes:
        for seq, char, x, y, ink in device.glyphs:
            over = [s for s in device.covers.near(ink) if s.seq > seq and not s.repaints(char, x, y, ink)]
            if over and all(any(s.holds(px, py) for s in over) for px, py in _samples(ink)):
                found.append((char, x, y, ink))
    return HiddenGlyphs(found) if found else None


def _samples(box: tuple) -> list[tuple]:
    x0, y0, x1, y1 = box
    xs, ys = (x0, (x0 + x1) / 2, x1), (y0, (y0 + y1) / 2, y1)
    return [(x, y) for x in xs for y in ys]


class _Grid:
    """Boxes (with an item each) filed by the ``CELL``-point squares they meet: which ones meet a given box."""

    CELL = 48.0
    MAX_CELLS = 256  # a box over more cells than this is kept apart and always looked at

    def __init__(self) -> None:
        self.cells: dict[tuple, list] = defaultdict(list)
        self.big: list = []
        self.boxes = 0

    def _cells(self, box: tuple) -> list[tuple] | None:
        c = self.CELL
        if not all(-1e6 < v < 1e6 for v in box):
            return None
        i0, j0, i1, j1 = int(box[0] // c), int(box[1] // c), int(box[2] // c), int(box[3] // c)
        if (i1 - i0 + 1) * (j1 - j0 + 1) > self.MAX_CELLS:
            return None
        return [(i, j) for i in range(i0, i1 + 1) for j in range(j0, j1 + 1)]

    def add(self, box: tuple, item) -> None:
        self.boxes += 1
        cells = self._cells(box)
        if cells is None:
            self.big.append((box, item))
        for cell in cells or ():
            self.cells[cell].append((box, item))

    def near(self, box: tuple) -> list:
        """The items whose boxes meet ``box`` (each once)."""
        x0, y0, x1, y1 = box
        cells = self._cells(box)
        if cells is None:
            candidates = [e for bucket in self.cells.values() for e in bucket] + self.big
        else:
            candidates = [e for cell in cells for e in self.cells.get(cell, ())] + self.big
        out, seen = [], set()
        for b, item in candidates:
            if b[0] <= x1 and x0 <= b[2] and b[1] <= y1 and y0 <= b[3] and id(item) not in seen:
                seen.add(id(item))
                out.append(item)
        return out


class _Walker(mupdf.FzPathWalker2):
    """Flattens a path into rings of device-space points (curves cut into straight pieces)."""

    def __init__(self) -> None:
        super().__init__()
        for name in ("moveto", "lineto", "curveto", "closepath"):
            getattr(self, f"use_virtual_{name}")()
        self.m = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        self.rings: list[list[tuple]] = []
        self.ring: list[tuple] | None = None
        self.points = 0

    def _at(self, x: float, y: float) -> tuple:
        a, b, c, d, e, f = self.m
        return a * x + c * y + e, b * x + d * y + f

    def _to(self, p: tuple) -> None:
        if self.ring is None:
            self.ring = [p]
            self.rings.append(self.ring)
        else:
            self.ring.append(p)
        self.points += 1

    def moveto(self, ctx, x, y):
        self.ring = None
        self._to(self._at(x, y))

    def lineto(self, ctx, x, y):
        self._to(self._at(x, y))

    def curveto(self, ctx, x1, y1, x2, y2, x3, y3):
        p0 = self.ring[-1] if self.ring else self._at(x1, y1)
        p1, p2, p3 = self._at(x1, y1), self._at(x2, y2), self._at(x3, y3)
        length = math.dist(p0, p1) + math.dist(p1, p2) + math.dist(p2, p3)
        n = max(2, min(MAX_PIECES, math.ceil(length / FLAT)))
        for i in range(1, n + 1):
            t = i / n
            u = 1 - t
            w0, w1, w2, w3 = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
            self._to((w0 * p0[0] + w1 * p1[0] + w2 * p2[0] + w3 * p3[0], w0 * p0[1] + w1 * p1[1] + w2 * p2[1] + w3 * p3[1]))

    def closepath(self, ctx):
        if self.ring:  # what follows without a moveto starts a new subpath at this one's start
            self.ring = [self.ring[0]]
            self.rings.append(self.ring)

    def flatten(self, path, m: tuple) -> list[list[tuple]]:
        self.m, self.rings, self.ring = m, [], None
        try:
            mupdf.ll_fz_walk_path(path, self.m_internal, self.m_internal)
        except Exception:  # unreadable here: no cover
            return []
        return [r for r in self.rings if len(r) >= 3]


class _CoverDevice(_Device):
    """The clip-tracking paint log, plus covers (``Shape``) and glyph ink boxes in paint order, near ``regions``."""

    def __init__(self, regions: list[tuple]) -> None:
        super().__init__(clips=True)
        self.regions = _Grid()
        for box in regions:
            self.regions.add(box, box)
        self.walker = _Walker()
        self.covers = _Grid()  # of Shape
        self.glyphs: list[tuple] = []  # (seq, char, origin x, origin y, ink box)
        self.inks = _Grid()  # the glyphs' ink boxes: a cover is outlined only over one painted before it

    def _near(self, box: tuple) -> bool:
        return bool(self.regions.near(box))

    def _plain(self) -> bool:  # no translucent group or tile, no mask or clip that is not a rectangle
        return not (self.veil or self.clips[-1][1]) and self.walker.points < MAX_POINTS

    def fill_path(self, ctx, path, even_odd, ctm, colorspace, color, alpha, params):
        n = len(self.out.entries)
        super().fill_path(ctx, path, even_odd, ctm, colorspace, color, alpha, params)
        if len(self.out.entries) == n or not self._plain():  # translucent (not logged), or veiled
            return
        box = self.out.entries[n][1]  # cut to the clip box
        if box[2] - box[0] >= MIN_COVER_SIDE and box[3] - box[1] >= MIN_COVER_SIDE and self.inks.near(box):
            rings = self.walker.flatten(path, (ctm.a, ctm.b, ctm.c, ctm.d, ctm.e, ctm.f))
            if rings:
                self.covers.add(box, Shape((n, 0), rings, bool(even_odd), box))

    def fill_text(self, ctx, text, ctm, colorspace, color, alpha, params):
        super().fill_text(ctx, text, ctm, colorspace, color, alpha, params)
        self._glyphs(text, ctm, alpha >= 1.0 and self._plain())

    def stroke_text(self, ctx, text, stroke, ctm, colorspace, color, alpha, params):
        super().stroke_text(ctx, text, stroke, ctm, colorspace, color, alpha, params)
        self._glyphs(text, ctm, False)

    def _glyphs(self, text, ctm, covers: bool) -> None:
        n = len(self.out.entries) - 1
        clip = self.clips[-1][0]
        if not self._near(self.out.entries[n][1]) or len(self.glyphs) >= MAX_GLYPHS:
            return
        try:
            span, k = text.head, 0
            while span is not None:
                t, font = span.trm, span.font
                a, b = t.a * ctm.a + t.b * ctm.c, t.a * ctm.b + t.b * ctm.d
                c, d = t.c * ctm.a + t.d * ctm.c, t.c * ctm.b + t.d * ctm.d
                items = mupdf.FzTextSpan(span)
                for i in range(span.len):
                    item = items.items(i)
                    k += 1
                    if item.gid < 0 or item.ucs < 32:
                        continue
                    x, y = item.x * ctm.a + item.y * ctm.c + ctm.e, item.x * ctm.b + item.y * ctm.d + ctm.f
                    m = mupdf.FzMatrix(a, b, c, d, x, y)
                    r = mupdf.ll_fz_bound_glyph(font, item.gid, m.internal())
                    ink = (r.x0, r.y0, r.x1, r.y1)
                    if ink[0] >= ink[2] or ink[1] >= ink[3] or not self._near(ink):
                        continue
                    char = chr(item.ucs)
                    if covers and SOLID.match(char) and self.inks.near(ink):
                        self._outline(font, item.gid, m, (n, k), char, (x, y), ink, clip)
                    self.glyphs.append(((n, k), char, x, y, ink))
                    self.inks.add(ink, self.glyphs[-1])
                span = span.next
        except Exception:  # unreadable here: what was read counts
            return

    def _outline(self, font, gid: int, m, seq: tuple, char: str, origin: tuple, ink: tuple, clip: tuple) -> None:
        path = mupdf.ll_fz_outline_glyph(font, gid, m.internal())
        if path is None:  # a Type3 or bitmap glyph: no outline
            return
        try:
            rings = self.walker.flatten(path, (1.0, 0.0, 0.0, 1.0, 0.0, 0.0))
        finally:
            mupdf.ll_fz_drop_path(path)
        box = max(ink[0], clip[0]), max(ink[1], clip[1]), min(ink[2], clip[2]), min(ink[3], clip[3])
        if rings and box[0] < box[2] and box[1] < box[3]:
            self.covers.add(box, Shape(seq, rings, False, box, char, origin))
