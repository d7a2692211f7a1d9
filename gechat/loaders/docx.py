"""DOCX loader (python-docx), run only after :func:`gechat.loaders.guard.check_docx_zip`.

The body is read in document order straight from its XML children: each
``w:p`` paragraph (headings and list items included) is one unit, each
``w:tbl`` table row is one unit written as its non-empty cells joined
with " | ", and block-level content controls (``w:sdt``) and custom XML
(``w:customXml``) are read through, around paragraphs and tables as around
table rows, cells and the paragraphs in a cell. Tables nested in a cell are
not read (as in python-docx's ``_Cell.text``). Page headers and footers
are left out (they repeat on every page). DOCX has no pages: ``page = 0``.
Within a paragraph, the runs a reader sees are read (tracked insertions,
hyperlinks, simple fields, inline content controls ... included; tracked
deletions and field codes left out), and runs a reader cannot see (hidden,
``w:vanish``/``w:specVanish``; smaller than ``Settings.min_font_pt`` or squeezed
to 10 % width; coloured like what lies under them, theme colours included) are
left out and counted in ``meta["hidden_chars_ignored"]`` / ``meta["hidden_chars_by_reason"]``
(:mod:`gechat.loaders.docx_hidden`), and so are characters that draw nothing
(:mod:`gechat.loaders.invisible`).
Paragraphs and characters are bounded while the body is read, and over-long
lines cut (:mod:`gechat.loaders.guard`).
"""

from __future__ import annotations

import io
import re
import time
from collections.abc import Iterator

from gechat.errors import CorruptDocumentError, EmptyDocumentError, UnsafeDocumentError
from gechat.ids import document_id
from gechat.loaders.docx_hidden import RunFilter
from gechat.loaders.invisible import strip_invisible
from gechat.loaders.guard import check_chars, check_docx_counts, split_long_lines
from gechat.records import Document, hidden_text_note
from gechat.sentences import Unit, build_sentences, split_units
from gechat.settings import Settings

CELL_SEPARATOR = " | "
_SPACE = re.compile(r"\s+")


def _qn(tag: str) -> str:
    return "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}" + tag


_P, _TBL, _SDT, _SDT_CONTENT, _TR, _TC, _CUSTOM_XML = (
    _qn(t) for t in ("p", "tbl", "sdt", "sdtContent", "tr", "tc", "customXml")
)


def _open(data: bytes, name: str):
    import docx
    from docx.opc.exceptions import PackageNotFoundError

    try:
        return docx.Document(io.BytesIO(data))
    except (PackageNotFoundError, KeyError, ValueError, TypeError, AttributeError, SyntaxError) as exc:
        # lxml's XMLSyntaxError is a SyntaxError subclass
        raise CorruptDocumentError(name, f"python-docx could not read it ({type(exc).__name__}: {exc})") from exc


def _blocks(parent, runs: RunFilter) -> Iterator[tuple[str, str]]:
    """("p" | "row", visible text) in reading order."""
    for child in parent.iterchildren():
        if child.tag == _P:
            yield "p", runs.paragraph_text(child)
        elif child.tag == _TBL:
            ground = runs.table_ground(child)
            for tr in _through(child, _TR):
                cells = []
                for tc in _through(tr, _TC):
                    if tc.vMerge == "continue":  # vertically merged: the text sits in the cell above
                        continue
                    cell = _SPACE.sub(" ", runs.cell_text(tc, ground)).strip()
                    if cell:  # empty cells would only leave dangling separators
                        cells.append(cell)
                if cells:
                    yield "row", CELL_SEPARATOR.join(cells)
        elif child.tag == _SDT:
            for content in child.iterchildren(_SDT_CONTENT):
                yield from _blocks(content, runs)
        elif child.tag == _CUSTOM_XML:
            yield from _blocks(child, runs)


def _through(parent, tag: str) -> Iterator:
    """``parent``'s ``tag`` children, also those wrapped in content controls or custom XML (rows, cells)."""
    for child in parent.iterchildren():
        if child.tag == tag:
            yield child
        elif child.tag == _SDT:
            for content in child.iterchildren(_SDT_CONTENT):
                yield from _through(content, tag)
        elif child.tag == _CUSTOM_XML:
            yield from _through(child, tag)


def load_docx(data: bytes, name: str, settings: Settings, *, started: float | None = None) -> Document:
    t0 = time.perf_counter() if started is None else started
    deadline = t0 + settings.parse_timeout_s
    document = _open(data, name)
    parts: list[str] = []
    units: list[Unit] = []
    pos = 0
    n_rows = n_paragraphs = 0
    runs = RunFilter(document, settings.min_font_pt)
    try:
        for i, (kind, block) in enumerate(_blocks(document.element.body, runs)):
            if i % 256 == 0 and time.perf_counter() > deadline:
                raise UnsafeDocumentError(name, f"reading the body ran past the {settings.parse_timeout_s:g} s parse timeout")
            block, invisible = strip_invisible(block.replace("\r", "\n").rstrip())
            runs.hidden["invisible"] += invisible
            if not block.strip():
                continue
            n_rows += kind == "row"
            n_paragraphs += kind == "p"
            if i % 256 == 0:  # the byte scan counted w:-prefixed tags; this counts what python-docx really read
                check_docx_counts(name, n_paragraphs + n_rows, 0, settings)
                check_chars(name, pos + len(block), settings)
            breaks = tuple(pos + m.end() for m in re.finditer(r"\n(?=.)", block))
            units.append(Unit(pos, pos + len(block), 0, breaks))
            parts.append(block)
            pos += len(block) + 1
    except (KeyError, ValueError, TypeError, AttributeError) as exc:
        raise CorruptDocumentError(name, f"malformed document body ({type(exc).__name__}: {exc})") from exc
    text = "\n".join(parts)
    check_docx_counts(name, n_paragraphs + n_rows, 0, settings)
    check_chars(name, len(text), settings)
    hidden = sum(runs.hidden.values())
    if not text.strip() and hidden:
        raise EmptyDocumentError(name, f"all of its text is hidden from a reader: {hidden_text_note(hidden)}")
    if not text.strip():
        raise EmptyDocumentError(name, "the document body holds no text")
    doc_id = document_id(data)
    spans = split_units(text, split_long_lines(text, units, settings.max_line_chars), deadline=deadline, name=name)
    if not spans:
        raise EmptyDocumentError(name, "the document holds no sentences (no letters or digits)")
    return Document(
        id=doc_id,
        name=name,
        kind="docx",
        text=text,
        sentences=build_sentences(doc_id, text, spans),
        meta={
            "size_bytes": len(data),
            "paragraphs": n_paragraphs,
            "table_rows": n_rows,
            "hidden_chars_ignored": hidden,  # runs a reader cannot see, left out
            "hidden_chars_by_reason": {k: v for k, v in sorted(runs.hidden.items()) if v},
            "parse_seconds": round(time.perf_counter() - t0, 4),
        },
    )
