"""Only visible text is evidence: the PDF text a reader cannot see is dropped and counted.

Each page's content stream is interpreted ONCE, into a MuPDF display list; the rest
is replayed from that list:

1. the text layer, read as ``get_text("words")`` reads it (the loader's one word pass);
2. its HTML rendering, written by MuPDF in C: every span's font size and fill colour
   (MuPDF leaves the colour out for text that paints nothing: render mode 3, or fully
   transparent); one regex over it flags tiny, invisible and near-white text;
3. a log of every drawing command's box in paint order: it shows text drawn outside
   the page's visible box, and filled shapes painted after text that they overlap
   (its drawn paths are also handed to :mod:`gechat.loaders.pdf_tables`, which finds
   ruled tables in them).

Only a page that those signals flag gets the exact check: one more replay collects
the filled shapes in paint order (colour, opacity, rectangle or not), every span is
judged (glyph by glyph where a cover hides part of it), and the page's words are
rebuilt without the hidden glyphs by MuPDF's own word rules, so the visible words,
their boxes and every offset downstream stay what they were.

A glyph is hidden when it is
- ``invisible``: render mode 3 or 7, or its fill (nearly) transparent -- unless it
  lies over an image: that is how OCR puts the scanned words in a text layer;
- ``tiny``: set below ``Settings.min_font_pt`` points;
- ``background``: its colour within ``MIN_COLOUR_DIFFERENCE`` of what lies under it
  (the last opaque filled rectangle painted there before it, else the white page;
  over an image, a shading or another shape the background is unknown: kept);
- ``covered``: an opaque filled rectangle is painted over it afterwards;
- ``outside``: outside the page's visible box (CropBox) or clipped away; MuPDF
  never puts such text in the text layer, so it is only counted.

Where PyMuPDF cannot tell, text is kept: images and non-rectangular shapes are not
treated as covers, annotations and form fields are not examined, and on a page that
sets a blend mode (a "Multiply" highlighter leaves the text under it readable) no
shape counts as a cover.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

import pymupdf
import pymupdf.mupdf as mupdf

from gechat.loaders import MIN_COLOUR_DIFFERENCE

# word extraction: MuPDF's defaults for words, but ligatures expanded ("ﬁ" -> "fi")
WORD_FLAGS = pymupdf.TEXTFLAGS_WORDS & ~pymupdf.TEXT_PRESERVE_LIGATURES
MIN_ALPHA = 26  # fill opacity (of 255) under which text counts as invisible (about 10 %)
MIN_COVER_SIDE = 2.0  # a filled shape thinner than this (points) is a rule or an underline, not a cover
REASONS = ("invisible", "tiny", "background", "covered", "outside")

_STYLE = re.compile(r'<span style="[^"]*?font-size:([0-9.]+)pt(?:;color:#([0-9a-f]{6}))?')
_TEXT_KINDS = frozenset({"fill-text", "stroke-text", "ignore-text"})
_PATH_KINDS = frozenset({"fill-path", "stroke-path"})
_PICTURE_KINDS = frozenset({"fill-image", "fill-imagemask", "fill-shade"})
_PAINTED = mupdf.FZ_STEXT_FILLED | mupdf.FZ_STEXT_STROKED
_VECTOR = 3  # block type of a collected vector in extractDICT
_WHITE = (1.0, 1.0, 1.0)
_NO_BLEND = {"Normal", "Compatible", ""}
_HUGE = 1e6
_UNIT = mupdf.FzRect(mupdf.FzRect.Fixed_UNIT)  # an image fills the unit square mapped by its matrix


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
    log = _paint_log(dl)
    if paths is not None:
        paths.extend(e for e in log if e[0] in _PATH_KINDS)
    if _outside(log, rect):
        hidden["outside"] += _clipped_chars(dl, words)
    if _suspect_style(tp.extractHTML(), bool(words), min_font_pt) or _maybe_covered(log):
        # annotations and form fields are drawn last: judge the page's own content without them
        plain = dl if page.first_annot is None and page.first_widget is None else _display_list(page, annots=False)
        pictures = [b for kind, b in log if kind in _PICTURE_KINDS]
        kept = _visible_words(plain, tp, rect, min_font_pt, pictures, not _blends(page), hidden)
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


def _run(dl: pymupdf.DisplayList, device) -> None:
    mupdf.fz_run_display_list(dl.this, device, mupdf.FzMatrix(), mupdf.FzRect(mupdf.FzRect.Fixed_INFINITE), mupdf.FzCookie())
    mupdf.fz_close_device(device)


# --- cheap signals --------------------------------------------------------------


class _PaintLog(mupdf.FzDevice2):
    """(kind, box) of every text, path, image and shading command in paint order (as ``page.get_bboxlog``)."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list[tuple[str, tuple]] = []
        for name in ("fill_path", "stroke_path", "fill_text", "stroke_text", "ignore_text", "fill_shade", "fill_image",
                     "fill_image_mask"):
            getattr(self, f"use_virtual_{name}")()

    def _add(self, kind: str, r) -> None:
        self.log.append((kind, (r.x0, r.y0, r.x1, r.y1)))

    def fill_path(self, ctx, path, even_odd, ctm, colorspace, color, alpha, params):
        if alpha >= 1.0:  # a translucent fill covers nothing
            self._add("fill-path", mupdf.ll_fz_bound_path(path, None, ctm))

    def stroke_path(self, ctx, path, stroke, ctm, colorspace, color, alpha, params):
        self._add("stroke-path", mupdf.ll_fz_bound_path(path, stroke, ctm))

    def fill_text(self, ctx, text, ctm, *args):
        self._add("fill-text", mupdf.ll_fz_bound_text(text, None, ctm))

    def stroke_text(self, ctx, text, stroke, ctm, *args):
        self._add("stroke-text", mupdf.ll_fz_bound_text(text, None, ctm))

    def ignore_text(self, ctx, text, ctm):
        self._add("ignore-text", mupdf.ll_fz_bound_text(text, None, ctm))

    def fill_shade(self, ctx, shade, ctm, alpha, params):
        self._add("fill-shade", mupdf.ll_fz_bound_shade(shade, ctm))

    def fill_image(self, ctx, image, ctm, alpha, params):
        self._add("fill-image", mupdf.ll_fz_transform_rect(_UNIT.internal(), ctm))

    def fill_image_mask(self, ctx, image, ctm, *args):
        self._add("fill-imagemask", mupdf.ll_fz_transform_rect(_UNIT.internal(), ctm))


def _paint_log(dl: pymupdf.DisplayList) -> list[tuple[str, tuple]]:
    """The paint log of one page, replayed from its display list."""
    device = _PaintLog()
    _run(dl, device)
    return device.log


def _outside(log: list[tuple[str, tuple]], rect: pymupdf.Rect) -> bool:
    x0, y0, x1, y1 = rect.x0 - 0.5, rect.y0 - 0.5, rect.x1 + 0.5, rect.y1 + 0.5
    return any(k in _TEXT_KINDS and (b[0] < x0 or b[1] < y0 or b[2] > x1 or b[3] > y1) for k, b in log)


def _suspect_style(html: str, has_words: bool, min_font_pt: float) -> bool:
    """A span set too small, painting nothing, or near white (HTML this regex cannot read is suspect too)."""
    styles = set(_STYLE.findall(html))
    if not styles:
        return has_words
    for size, colour in styles:
        if float(size) < min_font_pt or not colour or _close(_rgb(int(colour, 16)), _WHITE):
            return True
    return False


def _maybe_covered(log: list[tuple[str, tuple]], budget: int = 200_000) -> bool:
    """A filled shape, not a thin rule, painted after text whose box it overlaps."""
    texts: list[tuple] = []
    for kind, b in log:
        if kind in _TEXT_KINDS:
            texts.append(b)
        elif kind == "fill-path" and texts and b[2] - b[0] >= MIN_COVER_SIDE and b[3] - b[1] >= MIN_COVER_SIDE:
            budget -= len(texts)
            if budget < 0:
                return True  # too many pairs to compare here: the exact check decides
            x0, y0, x1, y1 = b
            if any(t[0] < x1 and x0 < t[2] and t[1] < y1 and y0 < t[3] for t in texts):
                return True
    return False


def _clipped_chars(dl: pymupdf.DisplayList, words: list[tuple]) -> int:
    """Characters MuPDF left out of the text layer: outside the visible box or clipped away."""
    page = mupdf.FzStextPage(mupdf.FzRect(-_HUGE, -_HUGE, _HUGE, _HUGE))
    _run(dl, mupdf.fz_new_stext_device(page, mupdf.FzStextOptions(WORD_FLAGS & ~pymupdf.TEXT_MEDIABOX_CLIP)))
    everything = sum(len(w[4]) for w in pymupdf.TextPage(page).extractWORDS())
    return max(0, everything - sum(len(w[4]) for w in words))


def _blends(page: pymupdf.Page) -> bool:
    """Whether the page's graphics states (its own or its forms') set a blend mode other than Normal."""
    try:
        obj = mupdf.pdf_page_from_fz_page(page.this).obj()
        todo = [mupdf.pdf_dict_get_inheritable(obj, mupdf.PDF_ENUM_NAME_Resources)]
    except Exception:  # not a PDF page object we can read: assume the worst
        return True
    seen = 0
    while todo and seen < 64:
        res = todo.pop()
        seen += 1
        states = mupdf.pdf_dict_get(res, mupdf.PDF_ENUM_NAME_ExtGState)
        for i in range(mupdf.pdf_dict_len(states)):
            bm = mupdf.pdf_dict_get(mupdf.pdf_dict_get_val(states, i), mupdf.PDF_ENUM_NAME_BM)
            modes = [mupdf.pdf_array_get(bm, k) for k in range(mupdf.pdf_array_len(bm))] if bm.pdf_is_array() else [bm]
            if any(mupdf.pdf_to_name(m) not in _NO_BLEND for m in modes):
                return True
        xobjects = mupdf.pdf_dict_get(res, mupdf.PDF_ENUM_NAME_XObject)
        for i in range(mupdf.pdf_dict_len(xobjects)):
            form = mupdf.pdf_dict_get_val(xobjects, i)
            if mupdf.pdf_to_name(mupdf.pdf_dict_get(form, mupdf.PDF_ENUM_NAME_Subtype)) == "Form":
                todo.append(mupdf.pdf_dict_get(form, mupdf.PDF_ENUM_NAME_Resources))
    return bool(todo)


# --- the exact check --------------------------------------------------------------


def _visible_words(
    dl: pymupdf.DisplayList,
    tp: pymupdf.TextPage,
    rect: pymupdf.Rect,
    min_font_pt: float,
    pictures: list[tuple],
    covers_count: bool,
    hidden: Counter,
) -> list[tuple] | None:
    """The words without hidden glyphs, or None when nothing on the page is hidden."""
    tv = pymupdf.TextPage(dl.get_textpage(flags=WORD_FLAGS | pymupdf.TEXT_COLLECT_VECTORS))
    blocks = tv.extractDICT()["blocks"]  # text and filled shapes, in paint order
    shapes = [  # (paint position, box, colour; None where the colour it leaves is unknown)
        (n, b["bbox"], _rgb(b["color"]) if b["isrect"] and b["alpha"] == 255 else None)
        for n, b in enumerate(blocks)
        if b["type"] == _VECTOR and not b["stroked"]
    ]
    covers = [
        (n, box) for n, box, colour in shapes
        if colour is not None and box[2] - box[0] >= MIN_COVER_SIDE and box[3] - box[1] >= MIN_COVER_SIDE
    ] if covers_count else []
    verdicts = {}  # (block, line, span) -> reason, or the covers painted over part of it
    for n, b in enumerate(blocks):
        if b["type"] != 0:
            continue
        later = [box for m, box in covers if m > n]
        for li, line in enumerate(b["lines"]):
            across = abs(line["dir"][0]) >= abs(line["dir"][1])  # horizontal writing
            for si, span in enumerate(line["spans"]):
                verdict = _judge(span, n, shapes, later, pictures, min_font_pt, across)
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
            reason = verdict if isinstance(verdict, str) else _under(ch["bbox"], verdict)
            if reason:
                drop[(ch["c"], ch["origin"])] += 1
                hidden[reason] += 1
    return build_words(tp.extractRAWDICT()["blocks"], rect, drop)


def _judge(
    span: dict, n: int, shapes: list, later: list, pictures: list, min_font_pt: float, across: bool = True
) -> str | list | None:
    if span["text"].isspace():  # spaces hide nothing, and kept they still part the words around them
        return None
    x0, y0, x1, y1 = box = span["bbox"]
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    on_picture = any(p[0] <= cx <= p[2] and p[1] <= cy <= p[3] for p in pictures)
    if not span["char_flags"] & _PAINTED or span["alpha"] < MIN_ALPHA:
        return None if on_picture else "invisible"  # over a picture: an OCR text layer, the words the scan shows
    if span["size"] < min_font_pt:
        return "tiny"
    under: tuple | None = _WHITE
    for m, (fx0, fy0, fx1, fy1), colour in shapes:
        if m > n:
            break
        if fx0 <= cx <= fx1 and fy0 <= cy <= fy1:
            under = colour
    if on_picture:
        under = None
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


def _under(box: tuple, covers: Iterable[tuple]) -> str | None:
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return "covered" if any(c[0] <= cx <= c[2] and c[1] <= cy <= c[3] for c in covers) else None


def _inside(box: tuple, cover: tuple, tol: float = 0.5) -> bool:
    return cover[0] - tol <= box[0] and cover[1] - tol <= box[1] and box[2] <= cover[2] + tol and box[3] <= cover[3] + tol


def _rgb(value: int) -> tuple[float, float, float]:
    return ((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255


def _close(a: tuple, b: tuple) -> bool:
    return all(abs(x - y) < MIN_COLOUR_DIFFERENCE for x, y in zip(a, b))


# --- words, as MuPDF makes them ---------------------------------------------------


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
