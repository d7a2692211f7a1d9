"""What a PDF page paints over and under its text: the paint log and the covers in it.

:mod:`gechat.loaders.pdf_hidden` replays every page's display list once into a
:class:`PaintLog`: the box of every text, path, image and shading command in paint
order, plus a few facts gathered on the way, each cheap:

- ``blends``: a blend mode other than Normal is applied while painting (a
  "Multiply" highlighter leaves the text under it readable; a blend mode merely
  defined in the resources and never used does not count);
- ``masked``: a soft mask (``/SMask`` in an ExtGState) or a transparency group with
  a constant alpha under 1 applies while painting: what a shape painted under it
  leaves on the page is unknown (MuPDF reports such a shape as an opaque fill);
- ``replaced``: marked content carries ``/ActualText`` (text that replaces the
  painted glyphs in extraction); ``spelled`` holds the boxes of those that spell out
  glyphs with no usable Unicode (U+FFFD, private use, control characters, or a Type3
  glyph read as its bare code: a ligature or an Indic cluster) and are at most
  ``SPELLED_PER_GLYPH`` characters longer per such glyph; ``overridden`` the boxes of
  the others, which would put other text in place of properly mapped glyphs;
- ``squeezed``: a text span's em is under ``SQUEEZED_EM`` points wide (``Tz 1`` at
  48 pt: glyphs a fraction of a point wide); only text whose box is narrow and tall
  (vertical, or squeezed) is looked at;
- ``same_colour``: text painted on an earlier opaque filled rectangle of (nearly)
  its own colour (light blue on light blue, black on a black box);
- ``opaque``: which images and shadings are opaque (no alpha channel, soft mask,
  colour key or stencil, painted at full opacity);
- ``shapes``: which opaque filled paths are not rectangles (a circle, a polygon, a
  Bezier blob, several rectangles in one path): covers judged by their geometry,
  glyph by glyph (:mod:`gechat.loaders.pdf_shapes`).

Only a page that some signal flags gets :func:`picture_covers`, one more replay
that tracks the clip stack, so that an opaque image or shading painted after text
is a cover of its clipped box. A shading counts only under a rectangular clip (its box
the clip's): where a shading ends without a clip (``/Extend [false false]``) PyMuPDF
does not tell, so it covers nothing. A page whose images cover at least ``SCAN_SHARE`` of it
is a scan: text over or under its images is an OCR layer, kept, and no image covers.
The OCR exemption's own check, what the pictures leave under a span, is in
:mod:`gechat.loaders.pdf_pictures`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pymupdf.mupdf as mupdf

from gechat.loaders import MIN_COLOUR_DIFFERENCE

SQUEEZED_EM = 1.0  # an em narrower than this many points: glyphs too thin to read
MIN_COVER_SIDE = 2.0  # a filled shape thinner than this (points) is a rule or an underline, not a cover
SCAN_SHARE = 0.5  # an image over at least this share of the page is a scanned page
SPELLED_PER_GLYPH = 4  # an /ActualText may say this many more characters per unmapped glyph ("ffi", a conjunct)
TEXT_KINDS = frozenset({"fill-text", "stroke-text", "ignore-text"})
PATH_KINDS = frozenset({"fill-path", "stroke-path"})
PICTURE_KINDS = frozenset({"fill-image", "fill-imagemask", "fill-shade"})

_UNIT = mupdf.FzRect(mupdf.FzRect.Fixed_UNIT)  # an image fills the unit square mapped by its matrix
_RGB = mupdf.FzColorspace(mupdf.FzColorspace.Fixed_RGB)
_PARAMS = mupdf.FzColorParams()
_INFINITE = (-1e9, -1e9, 1e9, 1e9)
_BOUND = 1e8  # a clip box within this many points of the origin is a real rectangle, not the unbounded start
_GRAY, _RGB_SPACE = 1, 2  # fz_colorspace_type values (the bindings do not name them)
_DEVICE_SPACES = frozenset({3, 4})  # BGR, CMYK: converted by MuPDF once, then looked up
_COLOURS: dict[tuple, tuple] = {}  # (space type, values) -> RGB


@dataclass
class PaintLog:
    """One replay of a page: ``entries`` are (kind, box) in paint order (as ``page.get_bboxlog``)."""

    entries: list[tuple[str, tuple]] = field(default_factory=list)
    opaque: set[int] = field(default_factory=set)  # entries that are opaque images or shadings
    shapes: list[int] = field(default_factory=list)  # opaque filled paths, not thin, that are not rectangles
    blends: bool = False
    masked: bool = False  # a soft mask, or a group with alpha < 1, applies while painting
    replaced: bool = False
    spelled: list[tuple] = field(default_factory=list)  # boxes of /ActualText that spells unmapped glyphs
    overridden: list[tuple] = field(default_factory=list)  # boxes of any other /ActualText over glyphs
    squeezed: bool = False
    same_colour: bool = False


class _Device(mupdf.FzDevice2):
    """Fills a :class:`PaintLog`; with ``clips`` also the clip, mask, group and tile stacks."""

    def __init__(self, clips: bool = False, budget: int = 200_000) -> None:
        super().__init__()
        self.out = PaintLog()
        self.fills: list[tuple[tuple, tuple]] = []  # opaque filled rectangles so far: (box, rgb)
        self.budget = budget  # text/fill pairs left to compare for same_colour
        self.clips: list[tuple[tuple, bool]] = [(_INFINITE, False)]  # (box, masked)
        self.veil = 0  # open groups with alpha < 1, and tiles
        self.groups: list[bool] = []  # open groups: translucent or not
        self.meta: list[list | None] = []  # open marked content: [text, glyphs, unmapped, mapped, box, nested] or None
        names = ["fill_path", "stroke_path", "fill_text", "stroke_text", "ignore_text", "fill_shade", "fill_image",
                 "fill_image_mask", "begin_group", "begin_mask", "begin_metatext", "end_metatext"]
        if clips:
            names += ["clip_path", "clip_stroke_path", "clip_text", "clip_stroke_text", "clip_image_mask", "pop_clip",
                      "end_mask", "end_group", "begin_tile", "end_tile"]
        self.tracking = clips
        for name in names:
            getattr(self, f"use_virtual_{name}")()

    def _add(self, kind: str, r) -> int:
        box = (r.x0, r.y0, r.x1, r.y1)
        if self.tracking:
            box = _intersect(box, self.clips[-1][0])
        self.out.entries.append((kind, box))
        return len(self.out.entries) - 1

    def _rgb(self, colorspace, color) -> tuple | None:
        """A colour in RGB (None where MuPDF cannot convert it: nothing may raise inside a replay)."""
        if colorspace is None:
            return None
        try:
            kind = mupdf.ll_fz_colorspace_type(colorspace)
            values = tuple(mupdf.floats_getitem(color, i) for i in range(mupdf.ll_fz_colorspace_n(colorspace)))
            if kind == _GRAY:
                return values * 3
            if kind == _RGB_SPACE:
                return values
            key = (kind, *values)
            if kind in _DEVICE_SPACES and key in _COLOURS:
                return _COLOURS[key]
            rgb = tuple(mupdf.ll_fz_convert_color(colorspace, color, _RGB.m_internal, None, _PARAMS.internal())[:3])
        except Exception:
            return None
        if kind in _DEVICE_SPACES:  # the same values mean the same colour (not so in palettes and inks)
            if len(_COLOURS) > 4096:
                _COLOURS.clear()
            _COLOURS[key] = rgb
        return rgb

    def _picture(self, kind: str, r, opaque: bool) -> None:
        n = self._add(kind, r)
        if opaque and not (self.tracking and (self.veil or self.clips[-1][1])):
            self.out.opaque.add(n)

    # painting
    def fill_path(self, ctx, path, even_odd, ctm, colorspace, color, alpha, params):
        if alpha >= 1.0:  # a translucent fill covers nothing
            n = self._add("fill-path", mupdf.ll_fz_bound_path(path, None, ctm))
            box = self.out.entries[n][1]
            if box[2] - box[0] >= MIN_COVER_SIDE and box[3] - box[1] >= MIN_COVER_SIDE:
                if not mupdf.ll_fz_path_is_rect(path, ctm):
                    self.out.shapes.append(n)  # judged by its geometry (gechat.loaders.pdf_shapes)
                    return
                rgb = self._rgb(colorspace, color)
                if rgb is not None:
                    self.fills.append((box, rgb))

    def stroke_path(self, ctx, path, stroke, ctm, colorspace, color, alpha, params):
        self._add("stroke-path", mupdf.ll_fz_bound_path(path, stroke, ctm))

    def _text(self, kind: str, text, ctm, colorspace=None, color=None) -> None:
        n = self._add(kind, mupdf.ll_fz_bound_text(text, None, ctm))
        x0, y0, x1, y1 = self.out.entries[n][1]
        if self.meta:
            self._told(text, (x0, y0, x1, y1))
        if x1 - x0 < 0.5 * (y1 - y0) and not self.out.squeezed:  # narrow and tall: vertical, or squeezed?
            self.out.squeezed = _squeezed(text, ctm)
        if colorspace is not None and self.fills and not self.out.same_colour and self.budget > 0:
            self.budget -= len(self.fills)
            under = [rgb for (f0, g0, f1, g1), rgb in self.fills if f0 < x1 and x0 < f1 and g0 < y1 and y0 < g1]
            rgb = self._rgb(colorspace, color) if under else None
            if rgb is not None:
                self.out.same_colour = any(all(abs(p - q) < MIN_COLOUR_DIFFERENCE for p, q in zip(rgb, u)) for u in under)
        elif self.budget <= 0:
            self.out.same_colour = True  # too many pairs to compare here: the exact check decides

    def fill_text(self, ctx, text, ctm, colorspace, color, alpha, params):
        self._text("fill-text", text, ctm, colorspace, color)

    def stroke_text(self, ctx, text, stroke, ctm, colorspace, color, alpha, params):
        self._text("stroke-text", text, ctm, colorspace, color)

    def ignore_text(self, ctx, text, ctm):
        self._text("ignore-text", text, ctm)

    def fill_shade(self, ctx, shade, ctm, alpha, params):
        # where a shading ends is known only under a rectangular clip (its box is then the clip's)
        clip = self.clips[-1][0]
        bounded = not self.tracking or all(-_BOUND < v < _BOUND for v in clip)
        self._picture("fill-shade", mupdf.ll_fz_bound_shade(shade, ctm), alpha >= 1.0 and bounded)

    def fill_image(self, ctx, image, ctm, alpha, params):
        opaque = (alpha >= 1.0 and not image.mask and not image.imagemask and not image.use_colorkey
                  and image.colorspace is not None and image.n == mupdf.ll_fz_colorspace_n(image.colorspace))
        self._picture("fill-image", mupdf.ll_fz_transform_rect(_UNIT.internal(), ctm), opaque)

    def fill_image_mask(self, ctx, image, ctm, *args):  # a stencil: paints only where its bits are set
        self._picture("fill-imagemask", mupdf.ll_fz_transform_rect(_UNIT.internal(), ctm), False)

    def begin_group(self, ctx, area, colorspace, isolated, knockout, blendmode, alpha):
        self.out.blends = self.out.blends or blendmode != mupdf.FZ_BLEND_NORMAL
        self.out.masked = self.out.masked or alpha < 1.0
        if self.tracking:
            self.groups.append(alpha < 1.0)
            self.veil += self.groups[-1]

    def end_group(self, ctx):
        if self.groups:
            self.veil -= self.groups.pop()

    def begin_metatext(self, ctx, meta, text):
        if meta != mupdf.FZ_METATEXT_ACTUALTEXT:
            self.meta.append(None)
            return
        self.out.replaced = True
        nested = any(m is not None for m in self.meta)
        for m in self.meta:
            if m is not None:
                m[5] = True
        self.meta.append([text or "", 0, 0, 0, None, nested])

    def end_metatext(self, ctx):
        if not self.meta:
            return
        m = self.meta.pop()
        if m is None or m[4] is None:  # not /ActualText, or no glyph painted under it (counted by the loader)
            return
        told, glyphs, unmapped, mapped, box, nested = m
        said = sum(not c.isspace() for c in told)
        if not nested and unmapped and said <= mapped + SPELLED_PER_GLYPH * unmapped:
            self.out.spelled.append(box)
        else:
            self.out.overridden.append(box)

    def _told(self, text, box: tuple) -> None:
        """Count the glyphs painted under the open ``/ActualText``: unmapped or properly mapped."""
        glyphs = unmapped = mapped = 0
        try:
            span = text.head
            while span is not None:
                t3 = span.font is not None and span.font.t3procs is not None
                items = mupdf.FzTextSpan(span)
                for i in range(span.len):
                    item = items.items(i)
                    glyphs += 1
                    if _unmapped(item.ucs) or (t3 and item.ucs == item.gid):  # a Type3 glyph read as its code
                        unmapped += 1
                    elif not chr(item.ucs).isspace():
                        mapped += 1
                span = span.next
        except Exception:  # unreadable here: the glyphs count as mapped, the /ActualText is not read
            unmapped = 0
        for m in self.meta:
            if m is not None:
                m[1] += glyphs
                m[2] += unmapped
                m[3] += mapped
                m[4] = box if m[4] is None else (min(m[4][0], box[0]), min(m[4][1], box[1]),
                                                 max(m[4][2], box[2]), max(m[4][3], box[3]))

    # clipping (only when tracking)
    def _push(self, r, masked: bool) -> None:
        box, was = self.clips[-1]
        self.clips.append((_intersect(box, (r.x0, r.y0, r.x1, r.y1)), was or masked))

    def clip_path(self, ctx, path, even_odd, ctm, scissor):
        self._push(mupdf.ll_fz_bound_path(path, None, ctm), not mupdf.ll_fz_path_is_rect(path, ctm))

    def clip_stroke_path(self, ctx, path, stroke, ctm, scissor):
        self._push(mupdf.ll_fz_bound_path(path, stroke, ctm), True)

    def clip_text(self, ctx, text, ctm, scissor):
        self._push(mupdf.ll_fz_bound_text(text, None, ctm), True)

    def clip_stroke_text(self, ctx, text, stroke, ctm, scissor):
        self._push(mupdf.ll_fz_bound_text(text, stroke, ctm), True)

    def clip_image_mask(self, ctx, image, ctm, scissor):
        self._push(mupdf.ll_fz_transform_rect(_UNIT.internal(), ctm), True)

    def begin_mask(self, ctx, area, luminosity, colorspace, bc, params):
        self.out.masked = True  # MuPDF starts a soft mask only to paint something under it
        if self.tracking:
            self._push(area, True)  # popped by the pop_clip that ends the masked content

    def end_mask(self, ctx, fn):
        pass

    def pop_clip(self, ctx):
        if len(self.clips) > 1:
            self.clips.pop()

    def begin_tile(self, ctx, area, view, xstep, ystep, ctm, tile_id, doc_id):
        self.veil += 1
        return 0

    def end_tile(self, ctx):
        self.veil -= 1


def paint_log(dl: mupdf.FzDisplayList, *, clips: bool = False) -> PaintLog:
    """The paint log of one page, replayed from its display list."""
    device = _Device(clips)
    mupdf.fz_run_display_list(dl, device, mupdf.FzMatrix(), mupdf.FzRect(mupdf.FzRect.Fixed_INFINITE), mupdf.FzCookie())
    mupdf.fz_close_device(device)
    return device.out


def outside(log: PaintLog, rect) -> bool:
    """Text drawn (partly) outside the page's visible box."""
    x0, y0, x1, y1 = rect.x0 - 0.5, rect.y0 - 0.5, rect.x1 + 0.5, rect.y1 + 0.5
    return any(k in TEXT_KINDS and (b[0] < x0 or b[1] < y0 or b[2] > x1 or b[3] > y1) for k, b in log.entries)


def scanned(log: PaintLog, rect) -> bool:
    """Images cover at least ``SCAN_SHARE`` of the page: a scan, whose OCR text lies over or under them."""
    x0, y0, x1, y1 = rect
    area = sum(
        max(0.0, min(b[2], x1) - max(b[0], x0)) * max(0.0, min(b[3], y1) - max(b[1], y0))
        for kind, b in log.entries if kind in ("fill-image", "fill-imagemask")
    )
    return area >= SCAN_SHARE * (x1 - x0) * (y1 - y0)


def maybe_covered(log: PaintLog, scan: bool, budget: int = 200_000) -> bool:
    """A filled shape (not a thin rule) or an opaque picture (not on a scan) painted after text it overlaps."""
    texts: list[tuple] = []
    for n, (kind, b) in enumerate(log.entries):
        if kind in TEXT_KINDS:
            texts.append(b)
        elif texts and b[2] - b[0] >= MIN_COVER_SIDE and b[3] - b[1] >= MIN_COVER_SIDE and (
            kind == "fill-path" or (n in log.opaque and not scan)
        ):
            budget -= len(texts)
            if budget < 0:
                return True  # too many pairs to compare here: the exact check decides
            x0, y0, x1, y1 = b
            if any(t[0] < x1 and x0 < t[2] and t[1] < y1 and y0 < t[3] for t in texts):
                return True
    return False


def picture_covers(dl: mupdf.FzDisplayList) -> list[tuple[tuple, list[tuple], list[tuple]]]:
    """Opaque images and shadings painted after text, clipped: (box, texts before, texts after)."""
    entries = (log := paint_log(dl, clips=True)).entries
    out = []
    for n in sorted(log.opaque):
        box = entries[n][1]
        if box[2] - box[0] < MIN_COVER_SIDE or box[3] - box[1] < MIN_COVER_SIDE:
            continue
        before = [b for k, b in entries[:n] if k in TEXT_KINDS]
        if before:
            out.append((box, before, [b for k, b in entries[n + 1:] if k in TEXT_KINDS]))
    return out


def painted_over(covers: list[tuple[tuple, list[tuple], list[tuple]]], box: tuple) -> list[tuple]:
    """The picture covers painted over the text whose span box is ``box``.

    The paint log's text boxes tell when a span was painted: a cover counts when a text
    painted before it holds the span's centre and no text painted after it does (where
    text is drawn again on top, the span may be that text: kept).
    """
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    out = []
    for cover, before, after in covers:
        if cover[0] < box[2] and box[0] < cover[2] and cover[1] < box[3] and box[1] < cover[3]:
            if _holds(before, cx, cy) and not _holds(after, cx, cy):
                out.append(cover)
    return out


def _squeezed(text, ctm) -> bool:
    """A span of ``text`` whose em, along its writing direction, is under ``SQUEEZED_EM`` points."""
    try:
        span = text.head
        while span is not None:
            t = span.trm
            u, v = (t.c, t.d) if span.wmode else (t.a, t.b)  # the em along the writing direction, in text space
            x, y = u * ctm.a + v * ctm.c, u * ctm.b + v * ctm.d
            if x * x + y * y < SQUEEZED_EM * SQUEEZED_EM:
                return True
            span = span.next
    except Exception:  # unreadable here: the exact check decides
        return True
    return False


def _unmapped(ucs: int) -> bool:
    """A glyph's Unicode says nothing: U+FFFD, private use, a control character, or out of range."""
    return (ucs < 0x20 or 0x7F <= ucs < 0xA0 or ucs == 0xFFFD or 0xE000 <= ucs <= 0xF8FF
            or 0xF0000 <= ucs or ucs < 0)


def _holds(boxes: list[tuple], x: float, y: float) -> bool:
    return any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes)


def _intersect(a: tuple, b: tuple) -> tuple:
    return max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
