"""Only visible text is evidence: the PDF text a reader cannot see is dropped and counted.

Each page's content stream is interpreted ONCE, into a MuPDF display list; the rest
is replayed from that list:

1. the text layer, read as ``get_text("words")`` reads it (the loader's one word pass),
   from the glyphs actually painted: a marked-content ``/ActualText`` that would put
   other text in place of properly mapped glyphs is ignored, and its unpainted
   characters are counted; one that spells out glyphs with no usable Unicode (a Type3
   ligature, an Indic cluster: see :class:`gechat.loaders.pdf_covers.PaintLog`) is read,
   span by span, from a second text page made without ``TEXT_IGNORE_ACTUALTEXT`` (only
   on a page whose paint log saw such an ``/ActualText``);
2. its HTML rendering, written by MuPDF in C: every span's font size and fill colour
   (MuPDF leaves the colour out for text that paints nothing: render mode 3, or fully
   transparent); one regex over it flags tiny, invisible and near-white text;
3. a paint log (:mod:`gechat.loaders.pdf_covers`): every drawing command's box in
   paint order, which shows text drawn outside the page's visible box, filled shapes
   and opaque images or shadings painted after text that they overlap, text painted on
   an earlier filled rectangle of its own colour, glyphs squeezed to a sliver (``Tz 1``
   at 48 pt), and the blend modes, soft masks and translucent groups really applied
   (its drawn paths are also handed to :mod:`gechat.loaders.pdf_tables`, which finds
   ruled tables in them).

Only a page that those signals flag gets the exact check: one more replay collects
the filled shapes in paint order (colour, opacity, rectangle or not), one more the
opaque images and shadings with their clipped boxes where the page has any, one more
the glyphs hidden by covers that are not rectangles where the page may have any
(:mod:`gechat.loaders.pdf_shapes`), every span is judged (glyph by glyph where a
cover hides part of it), and the page's words are rebuilt without the hidden glyphs
by MuPDF's own word rules, so the visible words, their boxes and every offset
downstream stay what they were.

A glyph is hidden when it is
- ``invisible``: render mode 3 or 7, or its fill (nearly) transparent -- unless it
  lies over or under an image: that is how OCR puts the scanned words in a text
  layer; but not where the pictures, sampled under the span, are plain white like
  the bare page (a decoy: nothing there an OCR engine could have read); also the
  characters of an ``/ActualText`` that no glyph paints;
- ``tiny``: set below ``Settings.min_font_pt`` points, or squeezed to glyphs under
  ``MIN_GLYPH_WIDTH`` points wide on average;
- ``background``: its colour within ``MIN_COLOUR_DIFFERENCE`` of what lies under it
  (the last opaque filled rectangle painted there before it, else the white page;
  over an image or a shading, the one colour the pictures leave under the span where
  they are plain there and no shape is; else, and over another shape, the background
  is unknown: kept);
- ``covered``: an opaque filled rectangle, an opaque image (no alpha, soft mask or
  stencil; not on a scanned page) or a shading clipped to a rectangle is painted over
  it afterwards (a shading without a rectangular clip covers nothing: where it ends
  is unknown); or its ink lies inside an opaque filled shape that is not a rectangle
  (a circle, a polygon) or a solid glyph ("█") painted after it, by their outlines;
- ``outside``: outside the page's visible box (CropBox) or clipped away; MuPDF
  never puts such text in the text layer, so it is only counted.

Where PyMuPDF cannot tell, text is kept: no picture and no shape that is not a
rectangle covers under a clip that is not a rectangle, a soft mask, a translucent
group or a pattern; no Type3 glyph covers (it has no outline), and text over text is
judged only on a page whose text layer has a solid-shape character
(:mod:`gechat.loaders.pdf_shapes`); annotations and form fields are not examined; and on
a page that paints with a blend mode (a "Multiply" highlighter leaves the text under
it readable), under a soft mask (an ExtGState ``/SMask``: a luminosity or alpha mask
that shapes or fades what is painted) or in a transparency group with a constant
alpha under 1, MuPDF reports shapes as opaque fills whose real look it does not
give: there nothing counts as a cover, and text on a shape is not judged by the
shape's colour (only text on the bare page is) -- a blend mode or soft mask merely
defined in the page's resources does not count.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

import pymupdf
import pymupdf.mupdf as mupdf

from gechat.loaders import MIN_COLOUR_DIFFERENCE
from gechat.loaders.pdf_covers import (
    MIN_COVER_SIDE,
    PATH_KINDS,
    PICTURE_KINDS,
    maybe_covered,
    outside,
    paint_log,
    painted_over,
    picture_covers,
    scanned,
)
from gechat.loaders.pdf_pictures import PictureSampler
from gechat.loaders.pdf_shapes import HiddenGlyphs, hidden_glyphs, shaped, solid_boxes
from gechat.loaders.pdf_words import build_words

# word extraction: MuPDF's defaults for words, but ligatures expanded ("ﬁ" -> "fi") and the
# painted glyphs read, not the /ActualText that marked content may put in their place
WORD_FLAGS = (pymupdf.TEXTFLAGS_WORDS & ~pymupdf.TEXT_PRESERVE_LIGATURES) | pymupdf.TEXT_IGNORE_ACTUALTEXT
MIN_ALPHA = 26  # fill opacity (of 255) under which text counts as invisible (about 10 %)
MIN_GLYPH_WIDTH = 0.5  # points: glyphs narrower than this on average (Tz 1 at 48 pt) cannot be read
REASONS = ("invisible", "tiny", "background", "covered", "outside")

_STYLE = re.compile(r'<span style="[^"]*?font-size:([0-9.]+)pt(?:;color:#([0-9a-f]{6}))?')
_PAINTED = mupdf.FZ_STEXT_FILLED | mupdf.FZ_STEXT_STROKED
_VECTOR = 3  # block type of a collected vector in extractDICT
_WHITE = (1.0, 1.0, 1.0)
_HUGE = 1e6


def read_page(
    page: pymupdf.Page, min_font_pt: float, paths: list[tuple[str, tuple]] | None = None
) -> tuple[list[tuple], Counter]:
    """The page's visible words (PyMuPDF word tuples) and its hidden characters per reason.

    Coordinates are those of ``page.get_text``: the unrotated page. ``paths``, when
    given, receives ``(kind, box)`` of every filled ("fill-path") and stroked
    ("stroke-path") vector path, in paint order.
    """
    dl = _display_list(page, annots=True)
    tp = pymupdf.TextPage(dl.get_textpage(flags=WORD_FLAGS))
    words = tp.extractWORDS()
    hidden: Counter = Counter()
    rect = tp.rect
    log = paint_log(dl.this)
    if paths is not None:
        paths.extend(e for e in log.entries if e[0] in PATH_KINDS)
    if outside(log, rect):
        hidden["outside"] += _clipped_chars(dl, words)
    raw: list[dict] | None = None  # the words' rawdict blocks, where /ActualText spells some glyphs
    subs: dict = {}
    if log.replaced:
        told = pymupdf.TextPage(dl.get_textpage(flags=WORD_FLAGS & ~pymupdf.TEXT_IGNORE_ACTUALTEXT))
        if log.spelled:
            raw, subs = _spell(tp.extractRAWDICT()["blocks"], told.extractRAWDICT()["blocks"], log)
            words = build_words(raw, rect) if raw is not None else words
        hidden["invisible"] += _replaced_chars(told, words)
    scan = scanned(log, rect)
    plain_paint = not (log.blends or log.masked)  # what each shape leaves is its own colour
    solid = solid_boxes(words)  # where solid-shape glyphs ("█") may cover text
    if (log.squeezed and min_font_pt > 0) or log.same_colour or _suspect_style(tp.extractHTML(), bool(words), min_font_pt) \
            or maybe_covered(log, scan) or solid:
        # annotations and form fields are drawn last: judge the page's own content without them
        plain = dl if page.first_annot is None and page.first_widget is None else _display_list(page, annots=False)
        pictures = [b for kind, b in log.entries if kind in PICTURE_KINDS]
        covers = picture_covers(plain.this) if log.opaque and not scan and plain_paint else []
        sampler = PictureSampler(plain.this, rect) if pictures else None
        regions = (shaped(log) + solid) if plain_paint and (log.shapes or solid) else []
        shapes = hidden_glyphs(plain.this, regions) if regions else None
        kept = _visible_words(plain, tp, rect, min_font_pt, pictures, covers,
                              plain_paint, hidden, raw, subs, sampler, shapes)
        words = words if kept is None else kept
    return words, hidden


def _display_list(page: pymupdf.Page, *, annots: bool) -> pymupdf.DisplayList:
    rotation = page.rotation
    if rotation:  # as page.get_textpage does: text in unrotated coordinates
        page.set_rotation(0)
    try:
        return page.get_displaylist(annots=annots)
    finally:
        if rotation:
            page.set_rotation(rotation)


def _stext(dl: pymupdf.DisplayList, flags: int) -> list[tuple]:
    """The words of a text page over all of the plane, made with ``flags``."""
    page = mupdf.FzStextPage(mupdf.FzRect(-_HUGE, -_HUGE, _HUGE, _HUGE))
    device = mupdf.fz_new_stext_device(page, mupdf.FzStextOptions(flags))
    mupdf.fz_run_display_list(dl.this, device, mupdf.FzMatrix(), mupdf.FzRect(mupdf.FzRect.Fixed_INFINITE), mupdf.FzCookie())
    mupdf.fz_close_device(device)
    return pymupdf.TextPage(page).extractWORDS()


# --- cheap signals --------------------------------------------------------------


def _suspect_style(html: str, has_words: bool, min_font_pt: float) -> bool:
    """A span set too small, painting nothing, or near white (HTML this regex cannot read is suspect too)."""
    styles = set(_STYLE.findall(html))
    if not styles:
        return has_words
    for size, colour in styles:
        if float(size) < min_font_pt or not colour or _close(_rgb(int(colour, 16)), _WHITE):
            return True
    return False


def _clipped_chars(dl: pymupdf.DisplayList, words: list[tuple]) -> int:
    """Characters MuPDF left out of the text layer: outside the visible box or clipped away."""
    everything = sum(len(w[4]) for w in _stext(dl, WORD_FLAGS & ~pymupdf.TEXT_MEDIABOX_CLIP))
    return max(0, everything - sum(len(w[4]) for w in words))


def _replaced_chars(told: pymupdf.TextPage, words: list[tuple]) -> int:
    """Characters an ``/ActualText`` would have put in the text layer that no glyph paints.

    ``told``: the text page made without ``TEXT_IGNORE_ACTUALTEXT``.
    """
    said = told.extractWORDS()
    return (Counter("".join(w[4] for w in said)) - Counter("".join(w[4] for w in words))).total()


def _spell(painted: list[dict], told: list[dict], log) -> tuple[list[dict] | None, dict]:
    """The rawdict blocks with every span that an ``/ActualText`` spells (``log.spelled``) read from ``told``.

    ``painted`` and ``told`` are the same page's rawdict blocks made with and without
    ``TEXT_IGNORE_ACTUALTEXT``. A span is taken from ``told`` where the two differ and the
    span meets a spelled ``/ActualText`` and no other one. Returns the blocks (None when
    nothing changed) and, for the glyphs replaced, the (char, origin) keys of the
    characters said in their place (a hidden glyph hides them too). Where the two pages
    are not built alike, ``told`` is taken whole only if every ``/ActualText`` on the page
    is spelled, else nothing changes.
    """
    shape = [[len(line["spans"]) for line in b.get("lines", ())] for b in painted]
    if shape != [[len(line["spans"]) for line in b.get("lines", ())] for b in told]:
        return (told, {}) if not log.overridden else (None, {})
    subs: dict = {}
    changed = False
    for pb, tb in zip(painted, told):
        for pl, tl in zip(pb.get("lines", ()), tb.get("lines", ())):
            for ps, ts in zip(pl["spans"], tl["spans"]):
                pk = [(ch["c"], ch["origin"]) for ch in ps["chars"]]
                tk = [(ch["c"], ch["origin"]) for ch in ts["chars"]]
                if pk == tk:
                    continue
                box = _union([ch["bbox"] for ch in ps["chars"]] + [ch["bbox"] for ch in ts["chars"]])
                if box is None or not _meets(box, log.spelled) or _meets(box, log.overridden):
                    continue
                ps["chars"] = ts["chars"]
                changed = True
                for key in pk:
                    subs[key] = tk
    return (painted, subs) if changed else (None, {})


def _union(boxes: list) -> tuple | None:
    if not boxes:
        return None
    return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)


def _meets(box, boxes: list[tuple]) -> bool:
    return any(b[0] <= box[2] and box[0] <= b[2] and b[1] <= box[3] and box[1] <= b[3] for b in boxes)


# --- the exact check --------------------------------------------------------------


def _visible_words(
    dl: pymupdf.DisplayList,
    tp: pymupdf.TextPage,
    rect: pymupdf.Rect,
    min_font_pt: float,
    pictures: list[tuple],
    picture_covers: list[tuple],
    plain_paint: bool,
    hidden: Counter,
    raw: list[dict] | None = None,
    subs: dict | None = None,
    sampler: PictureSampler | None = None,
    shapes: HiddenGlyphs | None = None,
) -> list[tuple] | None:
    """The words without hidden glyphs, or None when nothing on the page is hidden.

    ``raw``: the rawdict blocks the page's words are made from, where not ``tp``'s own
    (an ``/ActualText`` spells some glyphs); ``subs``: for a
    glyph whose span an ``/ActualText`` spells there, the characters said in its place
    (hidden with it).

    ``pictures``: the box of every image and shading; ``picture_covers``: the opaque
    ones painted after text (:func:`gechat.loaders.pdf_covers.picture_covers`).
    ``plain_paint``: no blend mode, soft mask or translucent group on the page, so a
    shape's reported colour and opacity are what it leaves; without it no shape covers
    and none gives the colour under text. ``sampler``: what the pictures leave under a
    span (a plain one gives no OCR exemption, and its colour is the background).
    ``shapes``: the glyphs that other covers hide (:mod:`gechat.loaders.pdf_shapes`).
    """
    tv = pymupdf.TextPage(dl.get_textpage(flags=WORD_FLAGS | pymupdf.TEXT_COLLECT_VECTORS))
    blocks = tv.extractDICT()["blocks"]  # text and filled shapes, in paint order
    fills = [  # (paint position, box, colour; None where the colour it leaves is unknown)
        (n, b["bbox"], _rgb(b["color"]) if plain_paint and b["isrect"] and b["alpha"] == 255 else None)
        for n, b in enumerate(blocks)
        if b["type"] == _VECTOR and not b["stroked"]
    ]
    covers = [
        (n, box) for n, box, colour in fills
        if colour is not None and box[2] - box[0] >= MIN_COVER_SIDE and box[3] - box[1] >= MIN_COVER_SIDE
    ]
    verdicts = {}  # (block, line, span) -> reason, or the covers painted over part of it
    for n, b in enumerate(blocks):
        if b["type"] != 0:
            continue
        later = [box for m, box in covers if m > n]
        for li, line in enumerate(b["lines"]):
            across = abs(line["dir"][0]) >= abs(line["dir"][1])  # horizontal writing
            for si, span in enumerate(line["spans"]):
                over = later + painted_over(picture_covers, span["bbox"]) if picture_covers else later
                verdict = _judge(span, n, fills, over, pictures, min_font_pt, across, sampler, plain_paint)
                if shapes is not None and not isinstance(verdict, str) and shapes.meets(span["bbox"]):
                    verdict = (verdict or []) + [shapes]  # glyph by glyph
                if verdict:
                    verdicts[(n, li, si)] = verdict
    if not verdicts:
        return None
    raw = tv.extractRAWDICT()["blocks"]
    drop: Counter = Counter()
    for (n, li, si), verdict in verdicts.items():
        for ch in raw[n]["lines"][li]["spans"][si]["chars"]:
            if ch["c"].isspace():  # kept: a space still parts the visible words around hidden ones
                continue
            reason = verdict if isinstance(verdict, str) else _under(ch, verdict)
            if reason:
                drop[(ch["c"], ch["origin"])] += 1
                hidden[reason] += 1
    if subs:
        said = {k for key in drop if key in subs for k in subs[key]}
        for key in said:
            drop[key] += 1
    return build_words(raw if raw is not None else tp.extractRAWDICT()["blocks"], rect, drop)


def _judge(
    span: dict, n: int, shapes: list, later: list, pictures: list, min_font_pt: float, across: bool = True,
    sampler: PictureSampler | None = None, plain_paint: bool = True,
) -> str | list | None:
    if span["text"].isspace():  # spaces hide nothing, and kept they still part the words around them
        return None
    x0, y0, x1, y1 = box = span["bbox"]
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    on_picture = any(p[0] <= cx <= p[2] and p[1] <= cy <= p[3] for p in pictures)
    if not span["char_flags"] & _PAINTED or span["alpha"] < MIN_ALPHA:
        # over a picture: an OCR text layer, the words the scan shows -- unless the picture is plain white there,
        # like the bare page: a decoy, with nothing under the text that an OCR engine could have read
        return None if on_picture and (sampler is None or not sampler.blank(box)) else "invisible"
    if span["size"] < min_font_pt or (min_font_pt > 0 and _squeezed(span["text"], x1 - x0 if across else y1 - y0)):
        return "tiny"
    under: tuple | None = _WHITE
    shaped = False  # a filled shape painted before the span holds its centre
    for m, (fx0, fy0, fx1, fy1), colour in shapes:
        if m > n:
            break
        if fx0 <= cx <= fx1 and fy0 <= cy <= fy1:
            under = colour
            shaped = True
    if on_picture:  # a plain picture's colour, unless a shape (painted before or after it: unknown) is there too
        under = sampler.plain(box) if sampler is not None and not shaped and plain_paint else None
    if under is not None and _close(_rgb(span["color"]), under):
        return "background"
    # a cover hides a glyph whose centre it holds; glyph centres sit on the span's middle line
    over = [
        c for c in later
        if c[0] < x1 and x0 < c[2] and c[1] < y1 and y0 < c[3] and (c[1] <= cy <= c[3] if across else c[0] <= cx <= c[2])
    ]
    if not over:
        return None
    if any(_inside(box, c) for c in over):
        return "covered"
    return over  # partly covered: glyph by glyph


def _squeezed(text: str, extent: float) -> bool:
    """Glyphs narrower than ``MIN_GLYPH_WIDTH`` on average (a few zero-width marks alone are not judged)."""
    return len(text.strip()) >= 3 and extent < MIN_GLYPH_WIDTH * len(text)


def _under(ch: dict, covers: Iterable) -> str | None:
    """A cover (a box, or the glyphs shapes hide) hides the rawdict character ``ch``."""
    box = ch["bbox"]
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return "covered" if any(c.hides(ch) if isinstance(c, HiddenGlyphs) else c[0] <= cx <= c[2] and c[1] <= cy <= c[3]
                            for c in covers) else None


def _inside(box: tuple, cover: tuple, tol: float = 0.5) -> bool:
    return cover[0] - tol <= box[0] and cover[1] - tol <= box[1] and box[2] <= cover[2] + tol and box[3] <= cover[3] + tol


def _rgb(value: int) -> tuple[float, float, float]:
    return ((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255


def _close(a: tuple, b: tuple) -> bool:
    return all(abs(x - y) < MIN_COLOUR_DIFFERENCE for x, y in zip(a, b))
