"""What a page's images and shadings leave under a box of text (for the OCR exemption of pdf_hidden).

A :class:`PictureSampler` draws a flagged page's images and shadings alone (no text,
no shapes) once, when the exact check first asks what lies under a span on a
picture: where they are plain there, the OCR exemption for invisible text holds only
if that plain colour is not white (a plain white image is a decoy that looks like
the bare page), and their colour is the background of visible text.
"""

from __future__ import annotations

import pymupdf
import pymupdf.mupdf as mupdf

PICTURE_SCALE = 2.0  # pixels per point at which a page's pictures are sampled under invisible text
MAX_PICTURE_PIXELS = 8_000_000  # a larger page is sampled more coarsely
INK_CONTRAST = 0.2  # a pixel this far (0-1, in some channel) from the commonest colour under a span is ink...
INK_SHARE = 0.01  # ...and under this share of ink the pictures there are plain: nothing an OCR engine could read
BLANK_TOLERANCE = 0.05  # a plain picture within this much (0-1, every channel) of white looks like the bare page
_RGB = mupdf.FzColorspace(mupdf.FzColorspace.Fixed_RGB)


class _Pictures(mupdf.FzDevice2):
    """Passes only the images and shadings of a replay (and the clips over them) on to ``target``."""

    def __init__(self, target) -> None:
        super().__init__()
        self.target = target
        self.passed: list[bool] = []  # open clips and masks: passed on (and so popped there) or not
        self.masking = 0  # inside a soft mask's own content (begin_mask .. end_mask): nothing is painted
        for name in ("fill_image", "fill_image_mask", "fill_shade", "clip_path", "clip_stroke_path", "clip_text",
                     "clip_stroke_text", "clip_image_mask", "pop_clip", "begin_mask", "end_mask"):
            getattr(self, f"use_virtual_{name}")()

    def _pass(self, call, *args) -> None:
        if self.masking:
            return
        try:  # nothing may raise inside a replay
            call(self.target, *args)
        except Exception:
            pass

    def fill_image(self, ctx, image, ctm, alpha, params):
        self._pass(mupdf.ll_fz_fill_image, image, ctm, alpha, params)

    def fill_image_mask(self, ctx, image, ctm, colorspace, color, alpha, params):
        self._pass(mupdf.ll_fz_fill_image_mask, image, ctm, colorspace, color, alpha, params)

    def fill_shade(self, ctx, shade, ctm, alpha, params):
        self._pass(mupdf.ll_fz_fill_shade, shade, ctm, alpha, params)

    def _clip(self, call, *args) -> None:
        if self.masking:
            self.passed.append(False)
            return
        try:
            call(self.target, *args)
            self.passed.append(True)
        except Exception:
            self.passed.append(False)

    def clip_path(self, ctx, path, even_odd, ctm, scissor):
        self._clip(mupdf.ll_fz_clip_path, path, even_odd, ctm, scissor)

    def clip_stroke_path(self, ctx, path, stroke, ctm, scissor):
        self._clip(mupdf.ll_fz_clip_stroke_path, path, stroke, ctm, scissor)

    def clip_text(self, ctx, text, ctm, scissor):
        self._clip(mupdf.ll_fz_clip_text, text, ctm, scissor)

    def clip_stroke_text(self, ctx, text, stroke, ctm, scissor):
        self._clip(mupdf.ll_fz_clip_stroke_text, text, stroke, ctm, scissor)

    def clip_image_mask(self, ctx, image, ctm, scissor):
        self._clip(mupdf.ll_fz_clip_image_mask, image, ctm, scissor)

    def begin_mask(self, ctx, area, luminosity, colorspace, bc, params):
        self.passed.append(False)  # a soft mask's own content is not passed on; its pop_clip is not either
        self.masking += 1

    def end_mask(self, ctx, fn):
        self.masking = max(0, self.masking - 1)

    def pop_clip(self, ctx):
        if self.passed and self.passed.pop():
            self._pass(mupdf.ll_fz_pop_clip)


class PictureSampler:
    """What the images and shadings of a page leave under a box of text, rendered without text or shapes.

    Invisible text over an image is an OCR text layer only where the image shows
    something an OCR engine could have read; over a plain (one-coloured) image it is
    a decoy. The page's pictures are drawn once, on the white page, at ``scale``
    pixels per point (lazily: only a page whose exact check asks pays for it).
    """

    def __init__(self, dl: mupdf.FzDisplayList, rect, scale: float = PICTURE_SCALE) -> None:
        self.dl = dl
        self.rect = tuple(rect)
        x0, y0, x1, y1 = self.rect
        area = max(1.0, (x1 - x0) * (y1 - y0))
        self.scale = min(scale, (MAX_PICTURE_PIXELS / area) ** 0.5)
        self.pix: pymupdf.Pixmap | None = None

    def _render(self) -> pymupdf.Pixmap:
        x0, y0, x1, y1 = self.rect
        s = self.scale
        width, height = max(1, round((x1 - x0) * s)), max(1, round((y1 - y0) * s))
        pix = mupdf.FzPixmap(_RGB, mupdf.FzIrect(0, 0, width, height), mupdf.FzSeparations(), 0)
        mupdf.fz_clear_pixmap_with_value(pix, 255)
        ctm = mupdf.FzMatrix(s, 0, 0, s, -x0 * s, -y0 * s)
        draw = mupdf.fz_new_draw_device(ctm, pix)
        device = _Pictures(draw.m_internal)
        try:
            mupdf.fz_run_display_list(self.dl, device, mupdf.FzMatrix(), mupdf.FzRect(mupdf.FzRect.Fixed_INFINITE),
                                      mupdf.FzCookie())
            mupdf.fz_close_device(device)
        finally:
            mupdf.fz_close_device(draw)
        return pymupdf.Pixmap(pix)

    def plain(self, box: tuple) -> tuple | None:
        """The one colour (RGB, 0-1) the pictures leave under ``box``; None where they show more than that.

        Plain: under ``INK_SHARE`` of its pixels differ from its commonest colour by
        more than ``INK_CONTRAST`` in a channel (JPEG noise and a faint grain are plain).
        """
        try:
            if self.pix is None:
                self.pix = self._render()
            x0, y0, s = self.rect[0], self.rect[1], self.scale
            pix = self.pix
            clip = pymupdf.IRect(int((box[0] - x0) * s), int((box[1] - y0) * s),
                                 int((box[2] - x0) * s + 0.999), int((box[3] - y0) * s + 0.999)) & pix.irect
            if clip.is_empty:
                return None
            counts = pix.color_count(colors=True, clip=clip)
            total = sum(counts.values())
            top = max(counts, key=counts.get)
            contrast = INK_CONTRAST * 255
            ink = sum(n for colour, n in counts.items()
                      if any(abs(a - b) > contrast for a, b in zip(colour[:3], top[:3])))
        except Exception:  # unreadable here: the pictures may show anything
            return None
        if not total or ink > INK_SHARE * total:
            return None
        return tuple(v / 255 for v in top[:3])

    def blank(self, box: tuple) -> bool:
        """The pictures leave ``box`` plain white (within ``BLANK_TOLERANCE``): it looks like the bare page.

        Invisible text there is no OCR text layer (nothing under it could be read), but a
        decoy that borrows the exemption. A plain picture of another colour still gives
        the exemption (a flat grey stand-in for a scan is kept).
        """
        colour = self.plain(box)
        return colour is not None and all(c >= 1.0 - BLANK_TOLERANCE for c in colour)
