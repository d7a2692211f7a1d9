"""Show where an answer step stands in its source.

PDF: the page is rendered to PNG with PyMuPDF and the chosen step's evidence
sentence is painted exactly on its boxes in a strong colour; the other steps'
sentences on the same page are painted lighter. A sentence that goes on over a
page break is painted on each of its pages, with that page's part of its boxes. DOCX/TXT: an HTML passage
around the sentence, with the sentence marked. Document text is always
HTML-escaped: a document that contains HTML is shown as text, never rendered.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from gechat.records import Answer, Box, Document, Sentence

# The selected step's sentence: a saturated orange outline with a light fill, so it stays distinct on
# shaded boxes (a heavy fill mixed with a grey or blue box shading into brown); other steps: blue.
STRONG_FILL = (1.0, 0.6, 0.0)
STRONG_EDGE = (0.85, 0.25, 0.0)
LIGHT_FILL = (0.45, 0.7, 1.0)
LIGHT_EDGE = (0.2, 0.4, 0.85)
LABEL_SIZE = 7.5
STRONG_CSS = "background:#ffd8a8;outline:2px solid #e8590c;border-radius:2px;padding:0 1px;"
LIGHT_CSS = "background:#cfe3ff;border-radius:2px;padding:0 1px;"


@dataclass(frozen=True)
class Mark:
    """One evidence sentence to paint: the selected step's (primary) or another step's."""

    step_id: str
    sentence: Sentence
    primary: bool


def evidence_sentences(answer: Answer, overrides: Mapping[str, Sentence | None] | None = None) -> dict[str, Sentence]:
    """Step id -> its chosen evidence sentence (``overrides`` from reviewer decisions win; None drops a step)."""
    out: dict[str, Sentence] = {}
    for choice in answer.evidence:
        if choice.best is not None:
            out[choice.step_id] = choice.best.sentence
    for step_id, sentence in (overrides or {}).items():
        if sentence is None:
            out.pop(step_id, None)
        else:
            out[step_id] = sentence
    return out


def marks_for(step_id: str, sentences: Mapping[str, Sentence]) -> list[Mark]:
    """The selected step's sentence first, then the other steps' sentences from the same document.

    Steps that share a sentence are merged into one mark labelled with all their ids ("S1, S3").
    """
    chosen = sentences.get(step_id)
    if chosen is None:
        return []
    same = [sid for sid, s in sentences.items() if sid != step_id and s.id == chosen.id]
    marks = [Mark(", ".join([step_id, *same]), chosen, True)]
    others: dict[str, list[str]] = {}
    for other_id, s in sentences.items():
        if other_id != step_id and s.doc_id == chosen.doc_id and s.id != chosen.id:
            others.setdefault(s.id, []).append(other_id)
    for ids in others.values():
        marks.append(Mark(", ".join(ids), sentences[ids[0]], False))
    return marks


def open_pdf(pdf: bytes | str | Path):
    import pymupdf

    if isinstance(pdf, (bytes, bytearray)):
        return pymupdf.open(stream=bytes(pdf), filetype="pdf")
    return pymupdf.open(str(pdf))


def page_rect(page, box: Box):
    """A sentence box (displayed-page coordinates) as a rectangle PyMuPDF can draw on."""
    import pymupdf

    rect = pymupdf.Rect(box)
    if page.rotation:
        rect = rect * page.derotation_matrix
    return rect


def render_page(
    pdf: bytes | str | Path, page_number: int, marks: Iterable[Mark], *, zoom: float = 1.6,
    around_primary: float | None = None,
) -> bytes:
    """PNG of ``page_number`` (1-based) with the marks on that page painted on their boxes.

    ``around_primary``: show only the band of the page around the selected step's sentence,
    this many points above and below it (at least a third of the page tall), as wide as the text.
    """
    doc = open_pdf(pdf)
    try:
        if not 1 <= page_number <= doc.page_count:
            raise ValueError(f"Page {page_number} does not exist (the PDF has {doc.page_count} pages).")
        page = doc[page_number - 1]
        on_page = [(m, boxes) for m in marks if (boxes := m.sentence.boxes_on(page_number))]
        margin = _text_left(page)
        # lighter marks first so the selected step is drawn on top
        for mark, boxes in sorted(on_page, key=lambda mb: mb[0].primary):
            _paint(page, mark, margin, boxes)
        clip = None
        primary = next((boxes for m, boxes in on_page if m.primary), None)
        if around_primary is not None and primary is not None:
            clip = _band(page, [page_rect(page, b) for b in primary], around_primary)
        pix = page.get_pixmap(matrix=_matrix(zoom), alpha=False, clip=clip)
        return pix.tobytes("png")
    finally:
        doc.close()


def _band(page, rects, margin: float):
    """Band of the page around ``rects``: the text column's width, at least a third of the page tall."""
    import pymupdf

    full = page.rect
    blocks = [pymupdf.Rect(b[:4]) for b in page.get_text("blocks") if b[4].strip()] + list(rects)
    left = max(full.x0, min(r.x0 for r in blocks) - 36)  # room for the step labels in the margin
    right = min(full.x1, max(r.x1 for r in blocks) + 8)
    top = min(r.y0 for r in rects) - margin
    bottom = max(r.y1 for r in rects) + margin
    short = full.height / 3 - (bottom - top)
    if short > 0:
        top, bottom = top - short / 2, bottom + short / 2
    if top < full.y0:
        top, bottom = full.y0, bottom + (full.y0 - top)
    if bottom > full.y1:
        top, bottom = max(full.y0, top - (bottom - full.y1)), full.y1
    return pymupdf.Rect(left, top, right, bottom)


def _matrix(zoom: float):
    import pymupdf

    return pymupdf.Matrix(zoom, zoom)


def _text_left(page) -> float:
    """Left edge of the page's text (where the margin, and so the room for step labels, begins)."""
    lefts = [b[0] for b in page.get_text("blocks") if b[4].strip()]
    return min(lefts) if lefts else page.rect.x0 + 36


def _label_width(text: str) -> float:
    import pymupdf

    return pymupdf.get_text_length(text, fontname="hebo", fontsize=LABEL_SIZE)


def _paint(page, mark: Mark, text_left: float | None = None, boxes: Sequence[Box] | None = None) -> None:
    """Paint the sentence's boxes (``boxes``: its part on this page) and write its step ids in the margin,
    never over the page's text.

    The label goes into the left margin at the height of the sentence's first line; when the
    margin is too narrow, on a white tag just above the first line's start.
    """
    import pymupdf

    fill, edge = (STRONG_FILL, STRONG_EDGE) if mark.primary else (LIGHT_FILL, LIGHT_EDGE)
    rects = [page_rect(page, b) for b in (mark.sentence.boxes if boxes is None else boxes)]
    for r in rects:
        page.draw_rect(
            r, color=edge, fill=fill, fill_opacity=0.28 if mark.primary else 0.22,
            width=1.3 if mark.primary else 0.6, overlay=True,
        )
    first = rects[0]
    left = text_left if text_left is not None else _text_left(page)
    width = _label_width(mark.step_id)
    x = left - width - 4
    if x >= page.rect.x0 + 1:
        y = first.y0 + min(first.height, LABEL_SIZE + 1) - 1
        tag = pymupdf.Rect(x - 1, y - LABEL_SIZE, x + width + 1, y + 2)
        page.draw_rect(tag, color=None, fill=(1, 1, 1), fill_opacity=0.9, overlay=True)
    else:
        x, y = first.x0, max(page.rect.y0 + LABEL_SIZE + 1, first.y0 - 1.5)
        tag = pymupdf.Rect(x - 1, y - LABEL_SIZE, x + width + 1, y + 2)
        page.draw_rect(tag, color=edge, fill=(1, 1, 1), width=0.4, overlay=True)
    page.insert_text((x, y), mark.step_id, fontsize=LABEL_SIZE, fontname="hebo", color=edge, overlay=True)


def page_count(pdf: bytes | str | Path) -> int:
    doc = open_pdf(pdf)
    try:
        return doc.page_count
    finally:
        doc.close()


def passage_html(doc: Document, marks: Sequence[Mark], *, context_sentences: int = 3) -> str:
    """An HTML passage around the primary mark's sentence; all document text is escaped."""
    primary = next((m for m in marks if m.primary), None)
    if primary is None:
        return ""
    s = primary.sentence
    lo = max(0, s.index - context_sentences)
    hi = min(len(doc.sentences), s.index + context_sentences + 1)
    window = doc.sentences[lo:hi]
    start = min([s.char_start] + [w.char_start for w in window])
    end = max([s.char_end] + [w.char_end for w in window])
    spans = sorted(
        (m for m in marks if m.sentence.doc_id == doc.id
         and m.sentence.char_start >= start and m.sentence.char_end <= end),
        key=lambda m: (m.sentence.char_start, not m.primary),
    )
    parts: list[str] = []
    pos = start
    for m in spans:
        if m.sentence.char_start < pos:  # overlapping sentences: keep the first
            continue
        parts.append(_escape(doc.text[pos : m.sentence.char_start]))
        css = STRONG_CSS if m.primary else LIGHT_CSS
        tag = "primary" if m.primary else "other"
        parts.append(
            f'<mark class="gechat-{tag}" data-step="{html.escape(m.step_id)}" style="{css}">'
            f'<sup style="font-weight:700">{html.escape(m.step_id)}</sup> '
            f"{_escape(doc.text[m.sentence.char_start : m.sentence.char_end])}</mark>"
        )
        pos = m.sentence.char_end
    parts.append(_escape(doc.text[pos:end]))
    before = "&hellip; " if start > 0 else ""
    after = " &hellip;" if end < len(doc.text) else ""
    return (
        '<div class="gechat-passage" style="font-family:Georgia,serif;line-height:1.6;'
        'border-left:4px solid #cc3300;padding:0.5em 1em;background:#fafafa;color:#222;">'
        f"{before}{''.join(parts)}{after}</div>"
    )


def _escape(text: str) -> str:
    return html.escape(text, quote=True).replace("\n\n", "<br><br>").replace("\n", "<br>")


def position(doc: Document, sentence: Sentence) -> str:
    """Where a sentence of a DOCX or TXT file stands, in words: its paragraph (DOCX) or line (TXT)."""
    before = doc.text[: sentence.char_start]
    line = before.count("\n") + 1
    if doc.kind == "docx":  # one line of the text per paragraph (or table row)
        total = sum(1 for ln in doc.text.split("\n") if ln.strip())
        para = sum(1 for ln in before.split("\n")[:-1] if ln.strip()) + 1
        return f"paragraph {para} of {total}"
    total = doc.text.count("\n") + 1
    para = len([p for p in before.split("\n\n") if p.strip()]) or 1
    last = line + doc.text[sentence.char_start : sentence.char_end].count("\n")
    lines = f"line {line}" if last == line else f"lines {line}–{last}"
    return f"{lines} of {total}, paragraph {para}"


def location_html(doc: Document, marks: Sequence[Mark], *, context_lines: int = 4) -> str:
    """The lines (TXT) or paragraphs (DOCX) around the primary sentence, numbered in a gutter, with the
    step sentences marked where they stand; all document text is escaped."""
    primary = next((m for m in marks if m.primary), None)
    if primary is None:
        return ""
    text = doc.text
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    ends = [i for i, ch in enumerate(text) if ch == "\n"] + [len(text)]
    s = primary.sentence
    first = text.count("\n", 0, s.char_start)
    last = text.count("\n", 0, s.char_end)
    lo, hi = max(0, first - context_lines), min(len(starts) - 1, last + context_lines)
    spans = sorted(((m.sentence.char_start, m.sentence.char_end, m) for m in marks if m.sentence.doc_id == doc.id),
                   key=lambda t: (t[0], not t[2].primary))
    number = 0 if doc.kind == "docx" else None
    if number is not None:  # paragraph numbers count non-empty lines
        number = sum(1 for k in range(lo) if text[starts[k]:ends[k]].strip())
    rows = []
    labelled: set[str] = set()  # a step's id is written once, where its sentence starts
    for k in range(lo, hi + 1):
        a, b = starts[k], ends[k]
        body, pos = [], a
        for ms, me, m in spans:
            ms, me = max(ms, a), min(me, b)
            if me <= ms or ms < pos:
                continue
            body.append(html.escape(text[pos:ms]))
            css = STRONG_CSS if m.primary else LIGHT_CSS
            tag = "primary" if m.primary else "other"
            sup = ""
            if m.step_id not in labelled and ms == max(m.sentence.char_start, a):
                sup = f'<sup style="font-weight:700">{html.escape(m.step_id)}</sup> '
                labelled.add(m.step_id)
            body.append(f'<mark class="gechat-{tag}" data-step="{html.escape(m.step_id)}" style="{css}">'
                        f"{sup}{html.escape(text[ms:me])}</mark>")
            pos = me
        body.append(html.escape(text[pos:b]))
        if number is not None:
            if text[a:b].strip():
                number += 1
                gutter = f"¶{number}"
            else:
                gutter = ""
        else:
            gutter = str(k + 1)
        here = first <= k <= last
        rows.append(
            f'<tr{" class=gechat-here" if here else ""}><td style="color:{"#c2410c" if here else "#888"};'
            f'text-align:right;padding:0 .6em 0 0;vertical-align:top;user-select:none;white-space:nowrap;'
            f'font-weight:{"700" if here else "400"}">{gutter}</td>'
            f'<td style="padding:0;white-space:pre-wrap">{"".join(body) or "&nbsp;"}</td></tr>'
        )
    more_above = "<div style='color:#888'>&hellip;</div>" if lo > 0 else ""
    more_below = "<div style='color:#888'>&hellip;</div>" if hi < len(starts) - 1 else ""
    return (
        '<div class="gechat-location" style="font-family:Georgia,serif;line-height:1.55;color:#222;'
        'border-left:4px solid #e8590c;padding:0.5em 1em;background:#fafafa;">'
        f'{more_above}<table style="border-collapse:collapse;border:none">{"".join(rows)}</table>{more_below}</div>'
    )
