"""Show where an answer step stands in its source.

PDF: the page is rendered to PNG with PyMuPDF and the chosen step's evidence
sentence is painted exactly on its boxes in a strong colour; the other steps'
sentences on the same page are painted lighter. DOCX/TXT: an HTML passage
around the sentence, with the sentence marked. Document text is always
HTML-escaped: a document that contains HTML is shown as text, never rendered.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from gechat.records import Answer, Box, Document, Sentence

STRONG_FILL = (1.0, 0.55, 0.0)
STRONG_EDGE = (0.8, 0.2, 0.0)
LIGHT_FILL = (0.45, 0.7, 1.0)
LIGHT_EDGE = (0.25, 0.45, 0.8)
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
        on_page = [m for m in marks if m.sentence.page == page_number and m.sentence.boxes]
        # lighter marks first so the selected step is drawn on top
        for mark in sorted(on_page, key=lambda m: m.primary):
            _paint(page, mark)
        clip = None
        primary = next((m for m in on_page if m.primary), None)
        if around_primary is not None and primary is not None:
            clip = _band(page, [page_rect(page, b) for b in primary.sentence.boxes], around_primary)
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


def _paint(page, mark: Mark) -> None:
    fill, edge = (STRONG_FILL, STRONG_EDGE) if mark.primary else (LIGHT_FILL, LIGHT_EDGE)
    rects = [page_rect(page, b) for b in mark.sentence.boxes]
    for r in rects:
        page.draw_rect(
            r, color=edge if mark.primary else None, fill=fill,
            fill_opacity=0.38 if mark.primary else 0.3, width=0.9, overlay=True,
        )
    first = rects[0]
    label_x = first.x0 - 4.2 * len(mark.step_id) - 2 if first.x0 >= 18 else first.x0
    label_y = first.y0 + 6 if first.x0 >= 18 else max(7, first.y0 - 1)
    page.insert_text((label_x, label_y), mark.step_id, fontsize=7 if mark.primary else 6,
                     fontname="hebo", color=edge, overlay=True)


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
