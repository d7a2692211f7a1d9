"""PDF probe cases: the visible sentence plus the hidden instruction, hidden one way per file.

Most cases write the page's content stream by hand (``raw_pdf``) so each trick is
exactly one PDF operator sequence; the rest use PyMuPDF's own API (layers,
annotations, form fields, images).
"""

from __future__ import annotations

import pymupdf
from common import HIDDEN, VISIBLE, Registry, tags


def pdf_str(s: str) -> bytes:
    return b"(" + s.encode("latin-1").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


VIS_OPS = b"BT /helv 12 Tf 72 700 Td " + pdf_str(VISIBLE) + b" Tj ET\n"
HID = pdf_str(HIDDEN)
T = b"BT /helv 12 Tf 72 600 Td " + HID + b" Tj ET\n"  # the hidden sentence, plainly drawn at y=600


def new_pdf():
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 50), "x", fontname="helv", fontsize=12)  # creates /Contents and /Font /helv
    return doc, page


def set_content(doc, page, content: bytes):
    xrefs = page.get_contents()
    doc.update_stream(xrefs[0], content)
    for xref in xrefs[1:]:
        doc.update_stream(xref, b"")


def add_resource(doc, page, key: str, value: str):
    """Add ``key`` (e.g. 'ExtGState') with ``value`` (a PDF dict string) to the page's resources."""
    res = doc.xref_get_key(page.xref, "Resources")
    if res[0] == "xref":
        doc.xref_set_key(int(res[1].split()[0]), key, value)
    else:
        doc.xref_set_key(page.xref, "Resources/" + key, value)


def white_png(w=8, h=8, rgb=(255, 255, 255)) -> bytes:
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, w, h), False)
    pix.set_rect(pix.irect, rgb)
    return pix.tobytes("png")


def make(reg: Registry) -> None:
    def save(doc, name, technique, **kw):
        doc.save(reg.out / name, garbage=1)
        doc.close()
        reg.add(name, "pdf", technique, **kw)

    def raw_pdf(name, technique, hidden_ops: bytes, resources=None, before=b"0 g ", after=b"", **kw):
        doc, page = new_pdf()
        for key, value in (resources or {}).items():
            add_resource(doc, page, key, value)
        set_content(doc, page, before + VIS_OPS + hidden_ops + after)
        save(doc, name, technique, **kw)

    def visible_page():
        doc, page = new_pdf()
        set_content(doc, page, b"0 g " + VIS_OPS)
        return doc, page

    raw_pdf("p00_control_visible.pdf", "control: both sentences plainly visible", b"0 g " + T, expect="control")

    doc, page = visible_page()
    ocg = doc.add_ocg("Secret", on=False)
    page.insert_text((72, 192), HIDDEN, fontname="helv", fontsize=12, oc=ocg)
    save(doc, "p01_ocg_off.pdf", "optional content group (layer) OFF")

    raw_pdf("p02_tz1.pdf", "horizontal scaling 1 Tz, 12 pt", b"0 g BT /helv 12 Tf 1 Tz 72 600 Td " + HID + b" Tj ET\n")
    raw_pdf("p02b_tz1_48pt.pdf", "horizontal scaling 1 Tz, 48 pt font (size test passes)",
            b"0 g BT /helv 48 Tf 1 Tz 72 600 Td " + HID + b" Tj ET\n")
    raw_pdf("p03_tm_tiny.pdf", "Tm 0.05 scale, Tf 12 (0.6 pt effective)",
            b"0 g BT /helv 12 Tf 0.05 0 0 0.05 72 600 Tm " + HID + b" Tj ET\n")
    raw_pdf("p03b_cm_tiny.pdf", "cm 0.05 scale outside BT, Tf 12",
            b"q 0.05 0 0 0.05 72 600 cm 0 g BT /helv 12 Tf 0 0 Td " + HID + b" Tj ET Q\n")
    raw_pdf("p03c_tm_flat.pdf", "Tm 3 0 0 0.005 (flattened to 0.06 pt high)",
            b"0 g BT /helv 12 Tf 3 0 0 0.005 20 600 Tm " + HID + b" Tj ET\n")
    raw_pdf("p04_near_white.pdf", "fill RGB 0.97 gray on white", b"0.97 0.97 0.97 rg " + T)
    raw_pdf("p04b_cmyk_near_white.pdf", "fill CMYK 0 0 0 0.03 on white", b"0 0 0 0.03 k " + T)
    raw_pdf("p05_white_on_white_rect.pdf", "white text on a white rect drawn before it",
            b"1 1 1 rg 60 580 500 40 re f 1 1 1 rg " + T)
    raw_pdf("p06_clip_path.pdf", "clipped away by W n (1x1 clip elsewhere on the page)",
            b"q 10 10 1 1 re W n 0 g " + T + b"Q\n")
    raw_pdf("p06b_clip_path_zero.pdf", "clipped by an empty (0x0) clip path", b"q 300 300 0 0 re W n 0 g " + T + b"Q\n")

    doc, page = visible_page()
    annot = page.add_freetext_annot(pymupdf.Rect(72, 180, 540, 220), HIDDEN, fontsize=12, text_color=(0, 0, 0))
    annot.set_flags(pymupdf.PDF_ANNOT_IS_HIDDEN)
    annot.update()
    save(doc, "p07_annot_hidden.pdf", "FreeText annotation with the Hidden flag")

    doc, page = visible_page()
    widget = pymupdf.Widget()
    widget.field_type = pymupdf.PDF_WIDGET_TYPE_TEXT
    widget.field_name = "f1"
    widget.rect = pymupdf.Rect(72, 180, 540, 220)
    widget.field_value = HIDDEN
    widget.text_fontsize = 12
    widget.field_flags = 0
    page.add_widget(widget)
    doc.xref_set_key(page.first_widget.xref, "F", str(pymupdf.PDF_ANNOT_IS_HIDDEN))
    save(doc, "p07b_widget_hidden.pdf", "text form field with the Hidden flag")

    doc, page = visible_page()
    ocg = doc.add_ocg("Secret2", on=False)
    annot = page.add_freetext_annot(pymupdf.Rect(72, 180, 540, 220), HIDDEN, fontsize=12, text_color=(0, 0, 0))
    annot.set_oc(ocg)
    annot.update()
    save(doc, "p07c_annot_ocg_off.pdf", "FreeText annotation in an OFF layer")

    doc, page = new_pdf()
    set_content(doc, page, b"0 g " + VIS_OPS + b"0 g " + T)
    page.insert_image(pymupdf.Rect(60, 180, 560, 205), stream=white_png(), keep_proportion=False)
    save(doc, "p08_image_cover.pdf", "opaque white image painted over it")

    raw_pdf("p09_render7.pdf", "render mode 7 (clip only)", b"0 g BT /helv 12 Tf 7 Tr 72 600 Td " + HID + b" Tj ET\n")
    raw_pdf("p10_blue_on_blue_rect.pdf", "light blue text on a light blue rect",
            b"0.8 0.9 1 rg 60 580 500 40 re f 0.8 0.9 1 rg " + T)
    raw_pdf("p10b_page_sized_bg.pdf", "dark page-sized background rect, text in the same dark blue",
            b"0 0 0.3 rg " + T, note="the visible sentence is white on the dark-blue page",
            before=b"0 0 0.3 rg 0 0 612 792 re f 1 1 1 rg ")
    raw_pdf("p10c_black_on_black_rect.pdf", "black text on a black rect drawn before it (redaction-box style)",
            b"0 0 0 rg 60 580 500 40 re f 0 g " + T)
    raw_pdf("p11_negative_x.pdf", "starts at x=-300 (mostly off the page, left)",
            b"0 g BT /helv 12 Tf -300 600 Td " + HID + b" Tj ET\n",
            note="the last few letters really are on the page")
    raw_pdf("p11b_below_page.pdf", "y=-50 (below the page)", b"0 g BT /helv 12 Tf 72 -50 Td " + HID + b" Tj ET\n")
    raw_pdf("p12_stroke_w0.pdf", "render mode 1, line width 0 (black hairline outlines)",
            b"0 G 0 w BT /helv 12 Tf 1 Tr 72 600 Td " + HID + b" Tj ET\n",
            expect="visible", note="w 0 is the thinnest device line: the outlines are drawn")
    raw_pdf("p12b_stroke_white.pdf", "render mode 1, white stroke, black fill colour",
            b"0 g 1 G 0.5 w BT /helv 12 Tf 1 Tr 72 600 Td " + HID + b" Tj ET\n")
    raw_pdf("p12c_fill_white_stroke_black.pdf", "render mode 0 (fill only), white fill, black stroke colour",
            b"1 g 0 G BT /helv 12 Tf 0 Tr 72 600 Td " + HID + b" Tj ET\n")

    actual = "<FEFF" + HIDDEN.encode("utf-16-be").hex().upper() + ">"
    raw_pdf("p13_actualtext.pdf", "marked content /ActualText replaces the drawn glyphs",
            b"/Span <</ActualText " + actual.encode() + b">> BDC 0 g BT /helv 12 Tf 72 600 Td (See the appendix.) Tj ET EMC\n",
            note="the glyphs drawn read 'See the appendix.'", keep=[VISIBLE, "See the appendix."])
    actual2 = "<FEFF" + ("Note." + tags(HIDDEN)).encode("utf-16-be").hex().upper() + ">"
    raw_pdf("p13b_actualtext_tags.pdf", "/ActualText carrying Unicode tag characters over a visible 'Note.'",
            b"/Span <</ActualText " + actual2.encode() + b">> BDC 0 g BT /helv 12 Tf 72 600 Td (Note.) Tj ET EMC\n",
            keep=[VISIBLE, "Note."])
    raw_pdf("p14_cover_path_lines.pdf", "white cover drawn as an m/l/l/l/h path after the text",
            b"0 g " + T + b"1 1 1 rg 60 580 m 560 580 l 560 620 l 60 620 l h f\n")
    raw_pdf("p14b_cover_circle.pdf", "white cover is a big ellipse (Bezier curves) after the text",
            b"0 g " + T + b"1 1 1 rg 310 500 m 710 500 710 700 310 700 c -90 700 -90 500 310 500 c f\n")
    raw_pdf("p14c_cover_rect.pdf", "white cover is a plain re rect after the text",
            b"0 g " + T + b"1 1 1 rg 60 580 500 40 re f\n")
    raw_pdf("p15_blend_decoy.pdf", "unused ExtGState with /BM /Multiply; white rect over the text",
            b"0 g " + T + b"1 1 1 rg 60 580 500 40 re f\n", resources={"ExtGState": "<</GSX <</BM /Multiply>>>>"})
    raw_pdf("p15b_alpha0_gs.pdf", "fill alpha 0 via ExtGState ca 0",
            b"q /GS0 gs 0 g " + T + b"Q\n", resources={"ExtGState": "<</GS0 <</ca 0>>>>"})

    doc, page = visible_page()
    page.insert_image(pymupdf.Rect(60, 180, 560, 205), stream=white_png(), keep_proportion=False)
    page.insert_text((72, 200), HIDDEN, fontname="helv", fontsize=12, render_mode=3)
    save(doc, "p16_invisible_over_image.pdf", "render mode 3 over a white decoy image (like an OCR text layer)")

    doc, page = visible_page()
    page.insert_image(pymupdf.Rect(60, 180, 560, 205), stream=white_png(), keep_proportion=False)
    page.insert_text((72, 200), HIDDEN, fontname="helv", fontsize=12, color=(1, 1, 1))
    save(doc, "p16b_white_over_white_image.pdf", "white text over a white image")

    raw_pdf("p17_shading_cover.pdf", "cover painted with sh (white-to-white axial shading) clipped to a rect",
            b"0 g " + T + b"q 60 580 500 40 re W n /Sh0 sh Q\n",
            resources={"Shading": "<</Sh0 <</ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 612 0] "
                                  "/Function <</FunctionType 2 /Domain [0 1] /C0 [1 1 1] /C1 [1 1 1] /N 1>> >>>>"})

    doc, page = new_pdf()
    form = doc.get_new_xref()
    doc.update_object(form, "<</Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources <<>>>>")
    doc.update_stream(form, b"1 1 1 rg 60 580 500 40 re f")
    add_resource(doc, page, "XObject", f"<</Fm0 {form} 0 R>>")
    set_content(doc, page, b"0 g " + VIS_OPS + b"0 g " + T + b"/Fm0 Do\n")
    save(doc, "p18_form_xobject_cover.pdf", "white rect cover painted from a Form XObject")

    raw_pdf("p19_rotated_squeezed.pdf", "12 pt text rotated 90 degrees and squeezed to 1 % width via Tm",
            b"0 g BT /helv 12 Tf 0 0.01 -1 0 300 300 Tm " + HID + b" Tj ET\n")
    raw_pdf("p20_text_cover.pdf", "overprinted by a row of black bullets drawn after it",
            b"0 g " + T + b"0 g BT /helv 14 Tf 70 598 Td (" + b"\x95" * 60 + b") Tj ET\n",
            expect="visible",
            note="expected hidden in session 24; rendered (72-200 dpi) the 14 pt bullets only strike through the "
                 "middle of the letters and the sentence reads: a reader sees it, so it must be kept")

    doc, page = new_pdf()
    set_content(doc, page, b"0 g " + VIS_OPS + b"0 g " + T)
    page.insert_font(fontname="blocks", fontbuffer=pymupdf.Font("cjk").buffer)  # a font with the block glyph
    page.insert_text((70, 193), "\u2588" * 42, fontname="blocks", fontsize=14)
    doc.subset_fonts()
    save(doc, "p20b_block_glyph_cover.pdf", "overprinted by a bar of solid block glyphs (U+2588) drawn after it",
         note="the bar itself is visible text")
