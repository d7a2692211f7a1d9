"""Turn an uploaded file into a :class:`~gechat.records.Document`.

``load_document`` vets the bytes first (size, magic bytes against the
extension, zip-bomb and macro checks for DOCX), then runs the PDF, DOCX or
TXT loader. Every failure is a :class:`~gechat.errors.DocumentError`
subclass naming the file and the reason; nothing partial is ever returned.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from gechat.errors import CorruptDocumentError, DocumentError
from gechat.loaders.guard import SUPPORTED_EXTENSIONS, check_chars, check_docx_zip, check_size, resolve_kind, sniff
from gechat.records import Document
from gechat.settings import Settings

__all__ = ["SUPPORTED_EXTENSIONS", "describe_sentences", "load_document", "sniff"]

#: Text whose colour is within this of its background in every RGB channel (0..1) cannot
#: be seen; the PDF and DOCX loaders leave it out and count it (``Document.hidden_chars``).
MIN_COLOUR_DIFFERENCE = 0.12


def _read(source: str | Path | bytes | bytearray | memoryview, filename: str | None, settings: Settings) -> tuple[bytes, str]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
        name = filename or "upload"
        check_size(name, len(data), settings)
        return data, name
    path = Path(source)
    name = filename or path.name
    try:
        check_size(name, path.stat().st_size, settings)  # before reading a huge file into memory
        return path.read_bytes(), name
    except FileNotFoundError as exc:
        raise DocumentError(name, f"no such file: {path}") from exc
    except IsADirectoryError as exc:
        raise DocumentError(name, f"is a folder, not a file: {path}") from exc
    except OSError as exc:
        raise DocumentError(name, f"could not be read ({exc.strerror or exc})") from exc


def load_document(
    source: str | Path | bytes,
    *,
    filename: str | None = None,
    settings: Settings | None = None,
) -> Document:
    """Parse a PDF, DOCX or TXT file (a path or its bytes) into a Document.

    ``filename`` names the bytes (its extension picks the loader and must
    agree with the content); without it a path's own name is used, and bare
    bytes are recognised by their magic bytes.
    """
    settings = settings or Settings()
    started = time.perf_counter()
    data, name = _read(source, filename, settings)
    kind = resolve_kind(name, data)
    try:
        if kind == "pdf":
            from gechat.loaders.pdf import load_pdf

            doc = load_pdf(data, name, settings, started=started)
            check_chars(name, len(doc.text), settings)  # TXT and DOCX check as they read
            return doc
        if kind == "docx":
            from gechat.loaders.docx import load_docx

            check_docx_zip(name, data, settings, deadline=started + settings.parse_timeout_s)
            return load_docx(data, name, settings, started=started)
        from gechat.loaders.txt import load_txt

        return load_txt(data, name, settings, started=started)
    except DocumentError:
        raise
    except RecursionError as exc:
        raise CorruptDocumentError(name, "the file nests too deeply to parse") from exc
    except Exception as exc:  # a parser bug or an unforeseen malformation: still a clean, classified refusal
        raise CorruptDocumentError(name, f"could not be parsed ({type(exc).__name__}: {exc})") from exc


def describe_sentences(doc: Document, *, ndigits: int = 2) -> list[dict[str, Any]]:
    """JSON-ready sentence list (what ``gechat parse FILE --json`` prints)."""
    return [
        {
            "id": s.id,
            "index": s.index,
            "text": s.text,
            "page": s.page,
            "char_start": s.char_start,
            "char_end": s.char_end,
            "boxes": [[round(v, ndigits) for v in box] for box in s.boxes],
            "more": [  # the parts on later pages of a sentence that goes on over a page break
                {"page": p.page, "char_start": p.char_start, "char_end": p.char_end,
                 "boxes": [[round(v, ndigits) for v in box] for box in p.boxes]}
                for p in s.more
            ],
        }
        for s in doc.sentences
    ]
