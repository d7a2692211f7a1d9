"""Page geometry for the PDF loader, derived from PyMuPDF's word tuples.

One ``page.get_text("words")`` call per page gives every word with its box
(the union of its glyph boxes) and its MuPDF block and line number. From
those alone this module builds visual lines, finds running headers/footers
(lines repeated at the same height on most pages), orders blocks column by
column on two-column pages, joins blocks that go on with the previous one's
sentence, and cuts blocks into paragraph/bullet units. Units end where a reader
sees one end, never between a number and its unit (:data:`UNITS`, :func:`continues`),
inside a word or code broken at a hyphen (:func:`hyphen_join`), or between a line
and the display line it leads into. A ruled table (``Block.rows``) is one block.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter

from gechat.sentences import opens_list_item

Word = tuple  # (x0, y0, x1, y1, text, block_no, line_no, word_no)

HYPHENS = "-\u00ad\u2010"
RUN = 5  # a margin line whose page number moves with the page on this many pages in a row is a running line
_BLOCK_LINE = itemgetter(5, 6)
_ROMAN = re.compile(r"^[ivxlcdm]+$", re.I)
_DIGITS = re.compile(r"\d+")
_TOC_ENTRY = re.compile(r"(?:\.\s?){4,}\s*\S{1,6}$")  # "Introduction ........ 12"
_ENDS_SENTENCE = re.compile(r"[.!?:;][\"'’”)\]]*$")
_NOTE_MARKS = "∗*†‡§¶"
_NUMBER = re.compile(r"[$€£¥]?\d[\d,]*(?:\.\d+)?$")
#: what follows a number as its unit or magnitude ("$6.7" / "billion", "40" / "MB"): never cut from it
UNITS = frozenset(
    """billion million thousand trillion hundred percent per cent pages page bytes bits seconds second minutes
    minute hours hour days day weeks week months month years year dollars cents pounds ounces ounce cups cup
    inches inch feet miles meters metres degrees times % ‰ KB MB GB TB kB Kbps Mbps Gbps GHz MHz Hz ms kg km cm
    mm lb lbs oz USD EUR bn pt pts °C °F""".split()
)


@dataclass(slots=True)
class Line:
    """A visual line: MuPDF lines of one block that sit on the same baseline."""

    words: list[Word]
    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def text(self) -> str:
        return " ".join(w[4] for w in self.words)


@dataclass(slots=True)
class Block:
    lines: list[Line]
    x0: float = 0.0
    y0: float = 0.0
    x1: float = 0.0
    y1: float = 0.0
    #: a ruled table: its rows, each a list of non-empty cells, each a list of lines (``lines`` holds them all)
    rows: list[list[list[Line]]] | None = None

    def refresh(self) -> None:
        self.x0 = min(ln.x0 for ln in self.lines)
        self.y0 = min(ln.y0 for ln in self.lines)
        self.x1 = max(ln.x1 for ln in self.lines)
        self.y1 = max(ln.y1 for ln in self.lines)


@dataclass(slots=True)
class PageLayout:
    number: int  # 1-based
    width: float
    height: float
    blocks: list[Block] = field(default_factory=list)


def page_layout(
    number: int, width: float, height: float, words: list[Word], cells: dict[int, tuple[int, int, int]] | None = None
) -> PageLayout:
    """Blocks of visual lines, in MuPDF's (content stream) order.

    ``cells`` maps the index of a word in a ruled table to its (table, row, column)
    (:mod:`gechat.loaders.pdf_tables`): each table becomes one block, with its rows
    of cells, where its first word stood in the stream.
    """
    if not cells:
        return PageLayout(number, width, height, _blocks(words))
    blocks: list[Block] = []
    tables: dict[int, tuple[Block, dict[tuple[int, int], list[Word]]]] = {}
    run: list[Word] = []
    for i, w in enumerate(words):
        cell = cells.get(i)
        if cell is None:
            run.append(w)
            continue
        t, r, c = cell
        if t not in tables:
            blocks += _blocks(run)
            run = []
            tables[t] = (Block([], rows=[]), {})
            blocks.append(tables[t][0])
        tables[t][1].setdefault((r, c), []).append(w)
    blocks += _blocks(run)
    for block, by_cell in tables.values():
        row_of: dict[int, list[list[Line]]] = {}
        for r, c in sorted(by_cell):
            row_of.setdefault(r, []).append([ln for b in _blocks(by_cell[r, c]) for ln in b.lines])
        block.rows = list(row_of.values())
        block.lines = [ln for row in block.rows for cell in row for ln in cell]
        block.refresh()
    return PageLayout(number, width, height, blocks)


def _blocks(words: list[Word]) -> list[Block]:
    """MuPDF's blocks of the words, as visual lines."""
    blocks: list[Block] = []
    cur_block = None
    lines: list[Line] = []
    for (b, _l), grp in groupby(words, key=_BLOCK_LINE):
        ws = list(grp)
        cols = tuple(zip(*ws))
        x0, y0, x1, y1 = min(cols[0]), min(cols[1]), max(cols[2]), max(cols[3])
        if b != cur_block:
            lines = []
            blocks.append(Block(lines))
            cur_block = b
        elif lines:
            last = lines[-1]
            # same baseline and to the right: the same visual line (e.g. "3.3" + "Trust Algorithm")
            overlap = min(last.y1, y1) - max(last.y0, y0)
            if overlap > 0.5 * min(last.y1 - last.y0, y1 - y0) and x0 >= last.x1 - 1.0:
                last.words.extend(ws)
                last.x1, last.y0, last.y1 = max(last.x1, x1), min(last.y0, y0), max(last.y1, y1)
                continue
        lines.append(Line(ws, x0, y0, x1, y1))
    for blk in blocks:
        blk.refresh()
    return blocks


# --- running headers and footers --------------------------------------------


def _norm(text: str) -> str:
    t = text.strip().lower()
    if _ROMAN.match(t):
        return "#"
    return _DIGITS.sub("#", t)


def _page_label(text: str) -> int | None:
    """The page number a running head or footer shows ("17", "Page 17 of 90", "first principles. 17", "iv")."""
    tokens = text.replace(".", " ").replace(",", " ").split()
    for tok in (tokens[-1], tokens[0]) if tokens else ():
        if tok.isdigit() and len(tok) <= 4:
            return int(tok)
        if _ROMAN.match(tok) and len(tok) <= 6:
            return _roman(tok.lower())
    return None


def _roman(tok: str) -> int:
    values = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
    total = 0
    for a, b in zip(tok, tok[1:] + " "):
        v = values[a]
        total += -v if values.get(b, 0) > v else v
    return total


def _in_margin(ln: Line, page: PageLayout) -> bool:
    cy = (ln.y0 + ln.y1) / 2
    return (
        cy < 0.12 * page.height
        or cy > 0.88 * page.height
        or ln.x1 < 0.10 * page.width
        or ln.x0 > 0.90 * page.width
    )


def _keys(ln: Line, page: PageLayout) -> tuple[tuple, tuple | None]:
    """(same-text key, page-number key): a running line repeats its text, or its page number moves with the page."""
    y0, y1 = round(ln.y0), round(ln.y1)
    label = _page_label(ln.text) if len(ln.words) <= 12 else None
    return (_norm(ln.text), y0, y1), (None if label is None else ("#page", y0, y1, label - page.number))


def find_running_lines(pages: list[PageLayout]) -> set[tuple]:
    """Keys of margin lines that repeat at the same height on many pages.

    A line counts as running when its text (digits aside) recurs on 40% of
    the pages, or when it carries a page number that keeps the same offset
    from the page index on 25% of them (chapter-dependent running heads,
    odd/even footers) or on RUN pages in a row (a part numbered on its own).
    """
    n = len(pages)
    if n < 3:
        return set()
    seen: Counter = Counter()
    runs: dict[tuple, list[int]] = {}  # page-number key -> [current run, longest run, last page index]
    for i, page in enumerate(pages):
        keys: set[tuple] = set()
        for b in page.blocks:
            if b.rows is not None:
                continue
            for ln in b.lines:
                if len(ln.words) <= 25 and _in_margin(ln, page):
                    text_key, number_key = _keys(ln, page)
                    keys.add(text_key)
                    if number_key is not None:
                        keys.add(number_key)
                        r = runs.setdefault(number_key, [0, 0, -2])
                        if r[2] != i:  # once a page
                            r[0] = r[0] + 1 if r[2] == i - 1 else 1
                            r[1], r[2] = max(r[1], r[0]), i
        seen.update(keys)
    need_text = n if n < 5 else max(3, int(0.4 * n + 0.999))
    need_number = n if n < 5 else max(3, int(0.25 * n + 0.999))
    found = {k for k, c in seen.items() if c >= (need_number if k[0] == "#page" else need_text)}
    return found | {k for k, (_, longest, _) in runs.items() if n >= RUN and longest >= RUN}


def drop_running_lines(page: PageLayout, keys: set[tuple]) -> list[str]:
    """Remove running lines from ``page``; return their texts."""
    if not keys:
        return []
    dropped: list[str] = []
    kept_blocks = []
    for b in page.blocks:
        if b.rows is not None:  # a table keeps its cells
            kept_blocks.append(b)
            continue
        kept = []
        for ln in b.lines:
            if len(ln.words) <= 25 and _in_margin(ln, page) and any(k in keys for k in _keys(ln, page)):
                dropped.append(ln.text)
            else:
                kept.append(ln)
        if kept:
            b.lines = kept
            b.refresh()
            kept_blocks.append(b)
    page.blocks = kept_blocks
    return dropped


# --- reading order ------------------------------------------------------------


def reading_order(page: PageLayout) -> list[Block]:
    """Stream order, except on two-column pages: left column, then right, between full-width blocks."""
    blocks = page.blocks
    if len(blocks) < 2:
        return blocks
    x0 = min(b.x0 for b in blocks)
    x1 = max(b.x1 for b in blocks)
    mid = (x0 + x1) / 2
    tol = 0.02 * (x1 - x0)
    left = [b for b in blocks if b.x1 <= mid + tol]
    right = [b for b in blocks if b.x0 >= mid - tol and b.x1 > mid + tol]
    # columns hold prose: wide-ish blocks (not table cells or formula pieces) with most of the words
    min_w = 0.3 * (x1 - x0)
    total = sum(_n_words(b) for b in blocks)
    col_l = sum(_n_words(b) for b in left if b.x1 - b.x0 >= min_w)
    col_r = sum(_n_words(b) for b in right if b.x1 - b.x0 >= min_w)
    if col_l < 0.2 * total or col_r < 0.2 * total or col_l + col_r < 0.5 * total:
        return blocks
    if not any(lb.y0 < rb.y1 and rb.y0 < lb.y1 for lb in left for rb in right):
        return blocks  # nothing side by side: not two columns
    left_ids = {id(b) for b in left}
    right_ids = {id(b) for b in right}
    out: list[Block] = []
    col_l: list[Block] = []
    col_r: list[Block] = []
    for b in sorted(blocks, key=lambda b: (b.y0, b.x0)):
        if id(b) in left_ids:
            col_l.append(b)
        elif id(b) in right_ids:
            col_r.append(b)
        else:  # a full-width block closes the column band above it
            out.extend(col_l + col_r)
            col_l, col_r = [], []
            out.append(b)
    out.extend(col_l + col_r)
    return out


def _n_words(block: Block) -> int:
    return sum(len(ln.words) for ln in block.lines)


def continues(last: str, first: str) -> bool:
    """Whether a line starting with word ``first`` goes on with the word ``last`` before it, whatever the layout:
    a number and its unit ("$6.7" / "billion", "40" / "MB") or a code broken at a hyphen ("PE-" / "17");
    a lower-case word after a hyphen goes on too, unless the layout says otherwise (:func:`hyphen_join`)."""
    if _NUMBER.search(last):
        return first.rstrip(".,;:!?)]") in UNITS
    return len(last) > 1 and last[-1] in HYPHENS and last[-2].isalnum() and first[:1].isdigit()


def merge_continuations(blocks: list[Block]) -> list[Block]:
    """Join a block that merely continues the previous one's sentence.

    MuPDF starts a new block at a hanging indent (a bullet's second line) or
    at the top of the next column; when the previous block ends without a
    stop and this one starts in lower case (or with the unit of the number, the
    rest of the word, that the last line ends with; or the last line ends with a
    comma), close by or further up, they are one paragraph.
    """
    out: list[Block] = []
    for b in blocks:
        if out and out[-1].rows is None and b.rows is None:
            a = out[-1]
            last, first = a.lines[-1], b.lines[0]
            word, end = first.words[0][4], last.words[-1][4]
            if (
                (word[:1].islower() or continues(end, word) or (end[-1:] == "," and not _opens_note(word, end)))
                and not _ENDS_SENTENCE.search(end)
                and not _toc_entry(last)
                and first.y0 - last.y1 < (1.5 if _leads_on(end, word) else 0.6) * max(last.y1 - last.y0, 1.0)
            ):
                merged = Block(a.lines + b.lines)
                merged.refresh()
                out[-1] = merged
                continue
        out.append(b)
    return out


# --- units inside a block ---------------------------------------------------


def split_block(block: Block) -> list[list[Line]]:
    """Paragraph units of a block: a bullet, a list item, a heading or a spaced paragraph starts a new one."""
    units: list[list[Line]] = [[block.lines[0]]]
    width = max(block.x1 - block.x0, 1.0)
    for prev, ln in zip(block.lines, block.lines[1:]):
        first = ln.words[0][4]
        height = max(prev.y1 - prev.y0, 1.0)
        new = not continues(prev.words[-1][4], first) and (
            opens_list_item(first + " ", prev.words[-1][4], prev.x1 < block.x1 - 0.25 * width)
            or _toc_entry(prev)
            or ln.y0 - prev.y1 > (1.5 if _leads_on(prev.words[-1][4], first) else 0.8) * height  # a paragraph gap
            or (
                prev.x1 < block.x1 - 0.25 * width  # a short line ...
                and (
                    _ENDS_SENTENCE.search(prev.words[-1][4]) is not None
                    or (first[:1].isupper() and prev.words[-1][4][-1:] != ",")  # a comma goes on
                )
            )
        )
        if new:
            units.append([ln])
        else:
            units[-1].append(ln)
    return units


def _opens_note(word: str, previous: str) -> bool:
    """A line starting with this word opens a list item or a footnote ("∗This view ...")."""
    return word[:1] in _NOTE_MARKS or opens_list_item(word + " ", previous)


def _leads_on(last: str, first: str) -> bool:
    """A line ending in ``last`` leads into a display line starting in lower case ("... this law is" / "xy = yx.",
    "x = 1," / "which ..."): a heading or a finished paragraph ends otherwise, so a wider gap still joins them."""
    return first[:1].islower() and (last[:1].islower() or last[-1:] in ",=+(")


def _toc_entry(line: Line) -> bool:
    """A table-of-contents line: dot leaders, then a page number ("Introduction ........ 12")."""
    ws = line.words
    if "...." in ws[-1][4]:
        return True
    return len(ws) > 1 and len(ws[-1][4]) <= 6 and _TOC_ENTRY.search(ws[-2][4] + " " + ws[-1][4]) is not None


def hyphen_join(left: str, right: str, vocabulary: set[str]) -> str | None:
    """How a word broken at a line end rejoins: 'drop' the hyphen, 'keep' it, or None (not a break)."""
    if len(left) >= 2 and left[-1] in "-\u2010" and left[-2].isalnum() and right[:1].isdigit():
        return "keep"  # a code or compound broken before its number ("PE-" / "17", "COVID-" / "19")
    if len(left) >= 3 and left[-1] in "-\u2010" and left[-2].isalpha() and right[:1].isupper():
        return "keep"  # a compound of capitalised words ("Non-" / "Stationarity", "US-" / "CERT")
    if len(left) < 3 or left[-1] not in HYPHENS or not left[-2].isalpha() or not right[:1].islower():
        return None
    if left[-1] == "\u00ad":  # a soft hyphen is only ever a break
        return "drop"
    a = left[:-1].lstrip("([{\"'‘“").lower()
    b = right.rstrip(".,;:!?)]}\"'’”").lower()
    if (a + b) in vocabulary and (a + "-" + b) not in vocabulary:
        return "drop"
    if (a + "-" + b) in vocabulary or "-" in a or left[-1] == "\u2010":
        return "keep"
    return "drop"


def vocabulary(pages: list[PageLayout]) -> set[str]:
    """Lower-cased words of the document (edge punctuation stripped, hyphens kept), for hyphen decisions."""
    strip = ".,;:!?()[]{}\"'‘’“”"
    return {w[4].strip(strip).lower() for p in pages for b in p.blocks for ln in b.lines for w in ln.words}
