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
While the text is built every visual line's text offset is recorded with its words, so
a sentence's boxes are the union of the boxes of the words it covers, one
rectangle per visual line (a sentence that starts or ends inside a word gets
that word's exact glyph boxes, read from a clipped rawdict on demand).

Boxes are in PyMuPDF's text coordinates: for a rotated page that is the
unrotated page (``Page.width``/``height`` say its size; ``meta["rotated_pages"]``
lists the rotations), the space ``page.get_textbox`` and highlight annotations use.
"""

from __future__ import annotations

import time
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field
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
from gechat.loaders.pdf_hidden import REASONS, WORD_FLAGS, read_page
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
from gechat.records import Box, Document, Page, hidden_text_note
from gechat.sentences import Unit, build_sentences, split_units
from gechat.settings import Settings

UNIT_SEPARATOR = "\n"
CELL_SEPARATOR = " | "  # between the cells of a table row
_TEXT = itemgetter(4)
PAGE_SEPARATOR = "\n\n"


@dataclass(slots=True)
class _LineMap:
    """Where every placed visual line of one page sits in the text, with its words' boxes."""

    starts: list[int] = field(default_factory=list)  # text offset of the line's first character
    words: list[list[tuple]] = field(default_factory=list)  # PyMuPDF word tuples (box first)
    texts: list[list[str]] = field(default_factory=list)  # word texts as placed (a dropped hyphen shortens one)


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
        hidden.update(dropped)
        layouts.append(page_layout(i + 1, abs(rect.width), abs(rect.height), words, _table_cells(paths, words)))
    return layouts


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
        self.lm = _LineMap()
        self.vocab: set[str] | None = None

    def put(self, text: str) -> None:
        self.parts.append(text)
        self.pos += len(text)

    def lines(self, unit_lines: list[Line]) -> list[int]:
        """Write the lines of one paragraph: one space between lines, a word broken at a line end rejoined.

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
            if li < last and texts[-1][-1:] in HYPHENS:
                if self.vocab is None:
                    self.vocab = vocabulary(self.layouts)
                join = hyphen_join(texts[-1], unit_lines[li + 1].words[0][4], self.vocab)
                if join == "drop":
                    texts[-1] = texts[-1][:-1]
            self.lm.starts.append(self.pos)
            self.lm.words.append(line.words)
            self.lm.texts.append(texts)
            self.put(" ".join(texts))
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


def assemble(layouts: list[PageLayout]) -> tuple[str, list[Page], list[Unit], list[_LineMap], int]:
    """Text, pages, units and line maps; the last item counts two-column pages."""
    out = _Builder(layouts)
    pages: list[Page] = []
    maps: list[_LineMap] = []
    two_column = 0
    for layout in layouts:
        if pages:
            out.put(PAGE_SEPARATOR)
        page_start = out.pos
        out.lm = _LineMap()
        ordered = reading_order(layout)
        two_column += ordered is not layout.blocks
        for block in merge_continuations(ordered):
            for unit_lines in split_block(block) if block.rows is None else block.rows:
                if out.pos > page_start:
                    out.put(UNIT_SEPARATOR)
                if block.rows is not None:
                    out.row(unit_lines, layout.number)
                    continue
                unit_start = out.pos
                breaks = out.lines(unit_lines)
                out.units.append(Unit(unit_start, out.pos, layout.number, tuple(breaks)))
        pages.append(Page(layout.number, page_start, out.pos, layout.width, layout.height))
        maps.append(out.lm)
    return "".join(out.parts), pages, out.units, maps, two_column


class _Glyphs:
    """Exact glyph boxes of one word, read on demand when a sentence starts or ends inside it.

    Only the word's own rectangle is converted (a clipped rawdict), so the rare
    mid-word boundary costs one small extraction, not a whole page of glyph dicts.
    """

    def __init__(self, doc: pymupdf.Document) -> None:
        self.doc = doc
        self.pages: dict[int, pymupdf.Page] = {}

    def of(self, page: int, word: tuple[float, float, float, float], n: int) -> list[tuple[float, float, float, float]] | None:
        x0, y0, x1, y1 = word
        try:
            if page not in self.pages:
                self.pages[page] = self.doc.load_page(page - 1)
            pg = self.pages[page]
            raw = pg.get_text("rawdict", flags=WORD_FLAGS, clip=pymupdf.Rect(x0 - 1, y0 - 1, x1 + 1, y1 + 1))
        except Exception:
            return None
        found = [
            ch["bbox"]
            for b in raw["blocks"]
            for ln in b.get("lines", ())
            for sp in ln["spans"]
            for ch in sp["chars"]
            if not ch["c"].isspace()
            and x0 - 0.5 <= (ch["bbox"][0] + ch["bbox"][2]) / 2 <= x1 + 0.5
            and y0 - 0.5 <= (ch["bbox"][1] + ch["bbox"][3]) / 2 <= y1 + 0.5
        ]
        return found if len(found) == n else None


def boxes_function(maps: list[_LineMap], glyphs: _Glyphs | None = None):
    """``boxes(start, end, page)``: one rectangle per visual line the span covers."""

    def boxes(s: int, e: int, page: int) -> tuple[Box, ...]:
        lm = maps[page - 1]
        li = max(bisect_right(lm.starts, s) - 1, 0)
        out: list[Box] = []
        while li < len(lm.starts) and lm.starts[li] < e:
            pos = lm.starts[li]
            r: list[float] | None = None
            for w, t in zip(lm.words[li], lm.texts[li]):
                ws, we = pos, pos + len(t)
                pos = we + 1
                if we <= s:
                    continue
                if ws >= e:
                    break
                cs, ce = max(s, ws), min(e, we)
                x0, y0, x1, y1 = w[0], w[1], w[2], w[3]
                if cs > ws or ce < we:  # the span cuts this word: use its glyph boxes
                    n = max(len(w[4]), 1)
                    exact = glyphs.of(page, (x0, y0, x1, y1), n) if glyphs else None
                    if exact:
                        x0, x1 = exact[cs - ws][0], exact[ce - ws - 1][2]
                    else:  # share the word's width among its glyphs
                        step = (x1 - x0) / n
                        x0, x1 = x0 + step * (cs - ws), x0 + step * (ce - ws)
                if r is None:
                    r = [x0, y0, x1, y1]
                else:
                    r[0], r[1], r[2], r[3] = min(r[0], x0), min(r[1], y0), max(r[2], x1), max(r[3], y1)
            if r is not None:
                out.append((r[0], r[1], r[2], r[3]))
            li += 1
        return tuple(out)

    return boxes


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
        sentences = build_sentences(doc_id, text, spans, boxes_function(maps, _Glyphs(doc)))
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
