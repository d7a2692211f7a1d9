"""PDF loader (PyMuPDF).

Each page's content is interpreted once and its words read in one pass, without the
text a reader cannot see (:mod:`gechat.loaders.pdf_hidden`: invisible, tiny,
background-coloured, covered or off-page text is dropped and counted in
``meta["hidden_chars_ignored"]``); everything else
(visual lines, running headers/footers, column order, paragraph and bullet
units, hyphen joins, sentence boxes) is derived from those word tuples.

``Document.text`` is built page by page: units (paragraphs, headings, list
items, table rows) are separated by "\\n", pages by "\\n\\n", words of a unit by
one space, so the lines of a paragraph read as one run of text. A word broken at a
line end ("manage-" / "ment") is rejoined ("management"; a compound such as
"end-to-" / "end" or "PE-" / "17" keeps its hyphen). A number keeps its unit
("$6.7" / "billion") across a line, block or column break, and a line that leads
into a display line ("... we have" / "x = 1,") keeps it (:mod:`gechat.loaders.pdf_layout`).
A ruled table (:mod:`gechat.loaders.pdf_tables`) is read row by row: a row is a
unit of its own, its cells joined by " | ", each cell's lines by a space.
A paragraph that goes on over a page break (:mod:`gechat.loaders.pdf_breaks`) is written
last on its page and joined to the next page's first one like two of its lines (a space,
or nothing inside a word broken at a hyphen, in place of the "\\n\\n"), so the sentence
across the break is one sentence with a part on each page.
While the text is built every visual line's text offset is recorded with its words, so
a sentence's boxes are the union of the boxes of the words it covers, one
rectangle per visual line (a sentence that starts or ends inside a word gets
that word's exact glyph boxes, read from a clipped rawdict on demand; :mod:`gechat.loaders.pdf_boxes`).

Boxes are in PyMuPDF's text coordinates: for a rotated page that is the
unrotated page (``Page.width``/``height`` say its size; ``meta["rotated_pages"]``
lists the rotations), the space ``page.get_textbox`` and highlight annotations use.
"""

from __future__ import annotations

import time
from collections import Counter
from operator import itemgetter

import pymupdf

from gechat.errors import (
    CorruptDocumentError,
    EmptyDocumentError,
    EncryptedDocumentError,
    NoTextLayerError,
    UnsafeDocumentError,
)
from gechat.ids import document_id
from gechat.loaders.pdf_boxes import Glyphs, LineMap, boxes_function
from gechat.loaders.pdf_breaks import goes_on
from gechat.loaders.invisible import strip_invisible
from gechat.loaders.pdf_hidden import REASONS, read_page
from gechat.loaders.pdf_hidden import WORD_FLAGS  # noqa: F401  (eval/bench_parse.py imports it from here)
from gechat.loaders.pdf_layout import (
    HYPHENS,
    Block,
    Line,
    PageLayout,
    drop_running_lines,
    find_running_lines,
    hyphen_join,
    merge_continuations,
    page_layout,
    reading_order,
    split_block,
    vocabulary,
)
from gechat.loaders.pdf_tables import grids, table_cells
from gechat.records import Document, Page, hidden_text_note
from gechat.sentences import Unit, build_sentences, split_units
from gechat.settings import Settings

UNIT_SEPARATOR = "\n"
CELL_SEPARATOR = " | "  # between the cells of a table row
_TEXT = itemgetter(4)
PAGE_SEPARATOR = "\n\n"


def open_pdf(data: bytes, name: str) -> pymupdf.Document:
    """Open and vet a PDF: not truncated, not encrypted, has pages."""
    if data.rfind(b"%%EOF", max(0, len(data) - 8192)) < 0:
        raise CorruptDocumentError(name, "the PDF is truncated or damaged (no %%EOF end marker)")
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except Exception as exc:  # MuPDF raises FileDataError / RuntimeError subclasses
        raise CorruptDocumentError(name, f"not a readable PDF ({exc})") from exc
    if doc.needs_pass or doc.is_encrypted:
        doc.close()
        raise EncryptedDocumentError(
            name, "the PDF is password-protected", hint="Remove the password (print to PDF) and upload it again."
        )
    if doc.page_count == 0:
        doc.close()
        raise CorruptDocumentError(name, "the PDF has no pages")
    return doc


def extract_layouts(
    doc: pymupdf.Document,
    name: str,
    settings: Settings,
    deadline: float,
    rotations: dict[int, int] | None = None,
    hidden: Counter | None = None,
) -> list[PageLayout]:
    """One word pass per page, visible text only.

    Rotated pages are recorded in ``rotations`` (page number -> degrees), hidden
    characters in ``hidden`` (reason -> count, see :mod:`gechat.loaders.pdf_hidden`).
    """
    rotations = {} if rotations is None else rotations
    hidden = Counter() if hidden is None else hidden
    if doc.page_count > settings.max_pages:
        raise UnsafeDocumentError(
            name,
            f"the PDF has {doc.page_count} pages, over the {settings.max_pages} page limit",
            hint="Raise GECHAT_MAX_PAGES or split the file.",
        )
    layouts = []
    for i in range(doc.page_count):
        if time.perf_counter() > deadline:
            raise UnsafeDocumentError(
                name, f"parsing stopped at page {i + 1} of {doc.page_count}: over the {settings.parse_timeout_s:g} s parse timeout"
            )
        try:
            page = doc.load_page(i)
            rect = page.rect
            if page.rotation:  # text (and so every box) is in the unrotated page's coordinates
                rect = rect * page.derotation_matrix
                rotations[i + 1] = page.rotation
            paths: list[tuple[str, tuple]] = []
            words, dropped = read_page(page, settings.min_font_pt, paths)
        except Exception as exc:
            raise CorruptDocumentError(name, f"page {i + 1} could not be read ({exc})") from exc
        words = _drawn_characters(words, dropped)
        hidden.update(dropped)
        layouts.append(page_layout(i + 1, abs(rect.width), abs(rect.height), words, _table_cells(paths, words)))
    return layouts


def _drawn_characters(words: list[tuple], dropped: Counter) -> list[tuple]:
    """The words without the characters that draw nothing (:mod:`gechat.loaders.invisible`), counted in
    ``dropped``; a word of nothing else is left out (its box stays where it was for the others)."""
    out = []
    for w in words:
        text, n = strip_invisible(w[4])
        if n:
            dropped["invisible"] += n
            if not text:
                continue
            w = (*w[:4], text, *w[5:])
        out.append(w)
    return out


def _table_cells(paths: list[tuple[str, tuple]], words: list[tuple]) -> dict[int, tuple[int, int, int]]:
    """Word index -> (table, row, column) for the words of the page's ruled tables."""
    cells: dict[int, tuple[int, int, int]] = {}
    for t, grid in enumerate(grids(paths)):
        found = table_cells(grid, words)
        for i, (r, c) in (found or {}).items():
            cells.setdefault(i, (t, r, c))
    return cells


class _Builder:
    """``Document.text`` as it is written, with the line map of the page being written."""

    def __init__(self, layouts: list[PageLayout]) -> None:
        self.layouts = layouts
        self.parts: list[str] = []
        self.pos = 0
        self.units: list[Unit] = []
        self.lm = LineMap()
        self.vocab: set[str] | None = None
        self.joined: str | None = None  # how the last paragraph written joins the next page

    def put(self, text: str) -> None:
        self.parts.append(text)
        self.pos += len(text)

    def vocabulary(self) -> set[str]:
        if self.vocab is None:
            self.vocab = vocabulary(self.layouts)
        return self.vocab

    def lines(self, unit_lines: list[Line], follow: str | None = None) -> list[int]:
        """Write the lines of one paragraph: one space between lines, a word broken at a line end rejoined.

        ``follow``: the first word of the next page, when the paragraph goes on there; the last line's
        word broken at a hyphen is then rejoined with it too (``self.joined``: "drop", "keep" or None).
        Returns the offsets where the second and later lines start.
        """
        breaks: list[int] = []
        join = None
        last = len(unit_lines) - 1
        for li, line in enumerate(unit_lines):
            if li and join is None:
                self.put(" ")
                breaks.append(self.pos)
            texts = list(map(_TEXT, line.words))
            join = None
            after = unit_lines[li + 1].words[0][4] if li < last else follow
            if after is not None and texts[-1][-1:] in HYPHENS:
                join = hyphen_join(texts[-1], after, self.vocabulary())
                if join == "drop":
                    texts[-1] = texts[-1][:-1]
            self.lm.starts.append(self.pos)
            self.lm.words.append(line.words)
            self.lm.texts.append(texts)
            self.put(" ".join(texts))
        self.joined = join
        return breaks

    def row(self, cells: list[list[Line]], page: int) -> None:
        """One table row: cells apart by CELL_SEPARATOR; a unit of its own, or one per list item of a cell."""
        start = self.pos
        spans: list[tuple[int, int]] = []
        pieces: list[Unit] = []
        for ci, cell_lines in enumerate(cells):
            if ci:
                self.put(CELL_SEPARATOR)
            cell_start = self.pos
            cell = Block(cell_lines)
            cell.refresh()
            for pi, piece in enumerate(split_block(cell)):
                if pi:
                    self.put(" ")
                piece_start = self.pos
                breaks = self.lines(piece)
                pieces.append(Unit(piece_start, self.pos, page, tuple(breaks)))
            spans.append((cell_start, self.pos))
        if len(pieces) > len(cells):  # a cell holds a list: its items are sentences of their own
            self.units += pieces
        else:
            breaks = tuple(b for u in pieces for b in (u.start, *u.breaks) if b > start)
            self.units.append(Unit(start, self.pos, page, breaks, tuple(spans)))


def assemble(layouts: list[PageLayout]) -> tuple[str, list[Page], list[Unit], list[LineMap], int]:
    """Text, pages, units and line maps; the last item counts two-column pages.

    A paragraph that goes on over a page break (:func:`gechat.loaders.pdf_breaks.goes_on`) is written last
    on its page (notes after it move before it) and joined to the next page's first paragraph like two lines
    of one paragraph: one unit, the pages apart by a space (none inside a word broken at a hyphen).
    """
    out = _Builder(layouts)
    pages: list[Page] = []
    maps: list[LineMap] = []
    two_column = 0
    plans: list[list[tuple[bool, list]]] = []
    for layout in layouts:
        ordered = reading_order(layout)
        two_column += ordered is not layout.blocks
        plans.append([
            (block.rows is not None, unit)
            for block in merge_continuations(ordered)
            for unit in (split_block(block) if block.rows is None else block.rows)
        ])
    carry: tuple[int, int, list[int]] | None = None  # (start, page, breaks) of a unit going on from the page before
    for n, (layout, items) in enumerate(zip(layouts, plans)):
        if pages and carry is None:
            out.put(PAGE_SEPARATOR)
        page_start = out.pos
        out.lm = LineMap()
        following = plans[n + 1] if n + 1 < len(plans) else []
        j = goes_on(items, following, out.vocabulary, carry is not None)
        order = list(range(len(items))) if j is None else [k for k in range(len(items)) if k != j] + [j]
        for k in order:
            is_row, unit_lines = items[k]
            if carry is not None:  # the first unit goes on with the page before's last one
                start, first_page, breaks = carry
                carry = None
            else:
                if out.pos > page_start:
                    out.put(UNIT_SEPARATOR)
                if is_row:
                    out.row(unit_lines, layout.number)
                    continue
                start, first_page, breaks = out.pos, layout.number, []
            breaks += out.lines(unit_lines, following[0][1][0].words[0][4] if k == j else None)
            if k == j:
                carry = (start, first_page, breaks)
            else:
                out.units.append(Unit(start, out.pos, first_page, tuple(breaks)))
        pages.append(Page(layout.number, page_start, out.pos, layout.width, layout.height))
        maps.append(out.lm)
        if carry is not None:  # the next page starts a new line of this unit
            out.put("" if out.joined else " ")
            carry[2].append(out.pos)
    if carry is not None:
        out.units.append(Unit(carry[0], out.pos, carry[1], tuple(carry[2])))
    return "".join(out.parts), pages, out.units, maps, two_column


def load_pdf(data: bytes, name: str, settings: Settings, *, started: float | None = None) -> Document:
    t0 = time.perf_counter() if started is None else started
    deadline = t0 + settings.parse_timeout_s
    doc = open_pdf(data, name)
    try:
        rotations: dict[int, int] = {}
        hidden: Counter = Counter()
        layouts = extract_layouts(doc, name, settings, deadline, rotations, hidden)
        n_pages = doc.page_count
        empty_pages = [p.number for p in layouts if not p.blocks]
        if len(empty_pages) == n_pages and hidden:
            raise EmptyDocumentError(
                name, f"all of its text is hidden from a reader: {hidden_text_note(sum(hidden.values()))}"
            )
        if len(empty_pages) == n_pages:
            raise NoTextLayerError(
                name,
                f"no text layer (scanned?): none of its {n_pages} page(s) has extractable text",
                hint="Run OCR on it first (e.g. ocrmypdf) and upload the result.",
            )
        running = find_running_lines(layouts)
        removed: Counter = Counter()
        for p in layouts:
            removed.update(drop_running_lines(p, running))
        if not any(p.blocks for p in layouts):
            raise NoTextLayerError(
                name,
                "no text layer (scanned?): the only text is a header/footer repeated on every page",
                hint="Run OCR on it first (e.g. ocrmypdf) and upload the result.",
            )
        text, pages, units, maps, two_column = assemble(layouts)
        tables = sum(1 for p in layouts for b in p.blocks if b.rows is not None)
        doc_id = document_id(data)
        spans = split_units(text, units, deadline=deadline, name=name)
        if not spans:
            raise EmptyDocumentError(name, "the PDF text holds no sentences (no letters or digits)")
        sentences = build_sentences(doc_id, text, spans, boxes_function(maps, Glyphs(doc)), pages)
    finally:
        doc.close()
    return Document(
        id=doc_id,
        name=name,
        kind="pdf",
        text=text,
        sentences=sentences,
        pages=tuple(pages),
        meta={
            "size_bytes": len(data),
            "n_pages": n_pages,
            "pages_without_text": empty_pages,
            "running_lines_removed": sum(removed.values()),
            "running_line_examples": [t for t, _ in removed.most_common(5)],
            "two_column_pages": two_column,
            "tables": tables,  # ruled tables, read row by row
            "rotated_pages": rotations,  # boxes stay in unrotated coordinates (as PyMuPDF reports text)
            "hidden_chars_ignored": sum(hidden.values()),  # text a reader cannot see, left out
            "hidden_chars_by_reason": {r: hidden[r] for r in REASONS if hidden[r]},
            "parse_seconds": round(time.perf_counter() - t0, 4),
        },
    )
