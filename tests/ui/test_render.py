from __future__ import annotations

import pymupdf
import pytest

from gechat.ui.render import Mark, evidence_sentences, marks_for, page_count, passage_html, render_page


def _region_fraction(png: bytes, box, zoom: float, test) -> float:
    pix = pymupdf.Pixmap(png)
    x0, y0, x1, y1 = (int(v * zoom) for v in box)
    hits = total = 0
    for y in range(y0 + 2, y1 - 1, 2):
        for x in range(x0 + 2, x1 - 1, 3):
            r, g, b = pix.pixel(x, y)[:3]
            total += 1
            hits += bool(test(r, g, b))
    return hits / total


def test_marks_put_the_selected_step_first_and_keep_others_from_the_same_document(pdf_answer):
    sents = evidence_sentences(pdf_answer)
    assert set(sents) == {"S1", "S2"}
    marks = marks_for("S2", sents)
    assert [(m.step_id, m.primary) for m in marks] == [("S2", True), ("S1", False)]
    assert marks_for("S9", sents) == []
    shared = {**sents, "S3": sents["S1"]}  # two steps on one sentence: one mark, both ids
    assert [(m.step_id, m.primary) for m in marks_for("S3", shared)] == [("S3, S1", True), ("S2", False)]
    assert [(m.step_id, m.primary) for m in marks_for("S2", shared)] == [("S2", True), ("S1, S3", False)]
    dropped = evidence_sentences(pdf_answer, {"S1": None})
    assert set(dropped) == {"S2"}


def test_render_paints_the_chosen_sentence_strong_and_the_others_light(fips_pdf, pdf_answer):
    zoom = 1.5
    marks = marks_for("S1", evidence_sentences(pdf_answer))
    png = render_page(fips_pdf.read_bytes(), 2, marks, zoom=zoom)
    plain = render_page(fips_pdf, 2, [], zoom=zoom)
    assert png.startswith(b"\x89PNG") and png != plain
    s1_box = marks[0].sentence.boxes[0]
    s2_box = marks[1].sentence.boxes[0]
    orange = lambda r, g, b: r - b > 60  # noqa: E731
    blue = lambda r, g, b: b - r > 25  # noqa: E731
    assert _region_fraction(png, s1_box, zoom, orange) > 0.5
    assert _region_fraction(png, s2_box, zoom, blue) > 0.5
    assert _region_fraction(plain, s1_box, zoom, orange) < 0.05
    # selecting the other step swaps the colours
    swapped = render_page(fips_pdf, 2, marks_for("S2", evidence_sentences(pdf_answer)), zoom=zoom)
    assert _region_fraction(swapped, s2_box, zoom, orange) > 0.5
    assert _region_fraction(swapped, s1_box, zoom, blue) > 0.5


def test_render_rejects_a_page_outside_the_document(fips_pdf):
    assert page_count(fips_pdf) == 13
    with pytest.raises(ValueError, match="Page 14"):
        render_page(fips_pdf, 14, [])


def test_passage_marks_the_sentence_and_escapes_all_document_html(text_doc):
    s = text_doc.sentences
    marks = [Mark("S1", s[1], True), Mark("S2", s[2], False)]
    out = passage_html(text_doc, marks, context_sentences=1)
    assert "<script" not in out and "<b>" not in out
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in out
    assert "&lt;b&gt;bold&lt;/b&gt;" in out and "&amp; friends" in out
    assert 'class="gechat-primary" data-step="S1"' in out
    assert 'class="gechat-other" data-step="S2"' in out
    assert "Intro line one." in out and "Closing sentence." not in out  # one sentence of context each side
    assert passage_html(text_doc, [Mark("S2", s[2], False)]) == ""


def test_the_band_around_the_sentence_is_cropped_to_the_text(fips_pdf, pdf_answer):
    marks = marks_for("S1", evidence_sentences(pdf_answer))
    full = pymupdf.Pixmap(render_page(fips_pdf, 2, marks, zoom=1.0))
    band_png = render_page(fips_pdf, 2, marks, zoom=1.0, around_primary=60)
    band = pymupdf.Pixmap(band_png)
    assert full.width == 612 and band.width < full.width
    assert 792 / 3 - 2 <= band.height < full.height
    # the sentence sits near the top of page 2, so the band is pushed up to start at the page top;
    # on the left it starts 36 pt before the text column (x = 90) for the step labels
    x0, y0, x1, y1 = marks[0].sentence.boxes[0]
    box = (x0 - 54, y0, x1 - 54, y1)
    assert _region_fraction(band_png, box, 1.0, lambda r, g, b: r - b > 60) > 0.5


def test_step_labels_sit_in_the_margin_not_over_the_text(fips_pdf, pdf_answer):
    from gechat.ui.render import _paint, _text_left

    marks = marks_for("S1", evidence_sentences(pdf_answer))
    with pymupdf.open(fips_pdf) as doc:
        page = doc[1]
        left = _text_left(page)
        before = {tuple(w[:5]) for w in page.get_text("words")}
        for m in marks:
            _paint(page, m, left)
        page = doc.reload_page(page)
        labels = [w for w in page.get_text("words") if tuple(w[:5]) not in before and w[4] in ("S1", "S2")]
    assert sorted(w[4] for w in labels) == ["S1", "S2"]
    for w in labels:  # left of the text column, at the height of its sentence's first line
        assert w[2] <= left
        first = next(m for m in marks if m.step_id == w[4]).sentence.boxes[0]
        assert w[1] < first[3] and w[3] > first[1]


def test_a_txt_sentence_is_shown_where_it_stands_with_numbered_lines(text_doc):
    from gechat.ui.render import location_html, position

    s = text_doc.sentences
    assert position(text_doc, s[2]) == "line 3 of 4, paragraph 1"
    out = location_html(text_doc, [Mark("S1", s[2], True), Mark("S2", s[1], False)], context_lines=1)
    assert "<script" not in out and "&lt;b&gt;bold&lt;/b&gt;" in out
    assert out.count("<tr") == 3 and "Intro line one." not in out  # line 3 with one line each side
    here = out.split("<tr class=gechat-here>")[1]
    assert ">3</td>" in here and 'class="gechat-primary" data-step="S1"' in here
    assert 'class="gechat-other" data-step="S2"' in out


def test_a_docx_sentence_is_placed_by_its_paragraph(docx_doc):
    from gechat.ui.render import location_html, position

    s = docx_doc.sentences[len(docx_doc.sentences) // 2]
    where = position(docx_doc, s)
    assert where.startswith("paragraph ") and " of " in where
    n = int(where.split()[1])
    out = location_html(docx_doc, [Mark("S1", s, True)], context_lines=1)
    assert f"¶{n}</td>" in out.split("<tr class=gechat-here>")[1]


def test_a_sentence_over_two_lines_is_labelled_once(text_doc):
    from dataclasses import replace

    from gechat.ui.render import location_html, position

    s = text_doc.sentences
    both = replace(s[1], char_end=s[2].char_end, text=text_doc.text[s[1].char_start:s[2].char_end])
    assert position(text_doc, both) == "lines 2–3 of 4, paragraph 1"
    out = location_html(text_doc, [Mark("S1", both, True)], context_lines=0)
    assert out.count("<tr class=gechat-here>") == 2 and out.count(">S1</sup>") == 1
    assert out.count('class="gechat-primary"') == 2  # marked on both lines
