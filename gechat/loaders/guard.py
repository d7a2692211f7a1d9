"""Checks that run on the raw bytes before any parser touches them, and the bounds on what a document may cost.

``sniff`` names a format from its magic bytes; ``resolve_kind`` compares it
with the file's extension; ``check_docx_zip`` reads only the zip central
directory (sizes, compression ratio, content types) so a zip bomb, a
macro-enabled document or a renamed workbook is refused before python-docx
inflates anything, then verifies every member's CRC and counts the body's
paragraphs and runs while it inflates it (so a body too large to parse is
refused before python-docx builds its tree).

Bounds (settings in :mod:`gechat.settings`): ``check_bound`` refuses a document
over one limit, naming the limit and the actual value; ``split_long_lines``
cuts a line longer than ``max_line_chars`` into pieces at spaces instead of
refusing it (sentences never cross a piece, so no sentence, chunk or parser
input is longer than that).
"""

from __future__ import annotations

import io
import re
import time
import zipfile
import zlib
from pathlib import PurePath

from gechat.errors import (
    CorruptDocumentError,
    EmptyDocumentError,
    FormatMismatchError,
    UnsafeDocumentError,
    UnsupportedFormatError,
)
from gechat.records import DocKind
from gechat.sentences import Unit
from gechat.settings import Settings

SUPPORTED_EXTENSIONS: tuple[str, ...] = (".pdf", ".docx", ".txt")

_EXT_KIND: dict[str, DocKind] = {".pdf": "pdf", ".docx": "docx", ".txt": "txt"}

# magic prefix -> (sniffed name, what to tell the user)
_MAGIC: tuple[tuple[bytes, str, str], ...] = (
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "ole", "a legacy Office 97-2003 file (OLE compound document, e.g. .doc)"),
    (b"PK\x03\x04", "zip", "a ZIP archive"),
    (b"PK\x05\x06", "zip", "an empty ZIP archive"),
    (b"\x89PNG\r\n\x1a\n", "png", "a PNG image"),
    (b"\xff\xd8\xff", "jpeg", "a JPEG image"),
    (b"GIF87a", "gif", "a GIF image"),
    (b"GIF89a", "gif", "a GIF image"),
    (b"II*\x00", "tiff", "a TIFF image"),
    (b"MM\x00*", "tiff", "a TIFF image"),
    (b"{\\rtf", "rtf", "an RTF document"),
    (b"\x1f\x8b", "gzip", "a gzip archive"),
    (b"7z\xbc\xaf\x27\x1c", "7z", "a 7-Zip archive"),
    (b"Rar!\x1a\x07", "rar", "a RAR archive"),
    (b"\x7fELF", "elf", "an executable (ELF)"),
)

_DESCRIBE = {"pdf": "a PDF", "zip": "a ZIP archive", "text": "plain text"}


def sniff(data: bytes) -> tuple[str, str]:
    """(format name, description) from magic bytes; 'text' when nothing matches."""
    if b"%PDF-" in data[:1024]:
        return "pdf", "a PDF"
    for magic, name, description in _MAGIC:
        if data.startswith(magic):
            return name, description
    return "text", "plain text"


def check_size(name: str, size: int, settings: Settings) -> None:
    if size == 0:
        raise EmptyDocumentError(name, "the file is empty (0 bytes)")
    limit = settings.max_file_mb * 1024 * 1024
    if size > limit:
        raise UnsafeDocumentError(
            name,
            f"the file is {size / 1024 / 1024:.1f} MB, over the {settings.max_file_mb:g} MB limit",
            hint="Raise GECHAT_MAX_FILE_MB to accept larger files.",
        )


def check_bound(name: str, what: str, value: int, limit: int, setting: str) -> None:
    """Refuse a document whose ``value`` of ``what`` (e.g. "characters") is over ``limit``."""
    if value > limit:
        raise UnsafeDocumentError(
            name,
            f"it holds {value:,} {what}, over the limit of {limit:,}",
            hint=f"Split the document, or raise {setting} to accept it.",
        )


def check_chars(name: str, n_chars: int, settings: Settings) -> None:
    check_bound(name, "characters of text", n_chars, settings.max_document_chars, "GECHAT_MAX_DOCUMENT_CHARS")


_SPACE_RUN = re.compile(r"\s+")


def split_long_lines(text: str, units: list[Unit], max_chars: int) -> list[Unit]:
    """``units`` with every line longer than ``max_chars`` cut, at spaces, into units of at most that many characters.

    A line is a stretch between a unit's start, its ``breaks`` and its end. A
    cut prefers the last sentence end (". ") in the second half of the window,
    then the last space, then falls on ``max_chars`` itself (a line with no space).
    Units without such a line come back unchanged.
    """
    out: list[Unit] = []
    for u in units:
        edges = [u.start, *(b for b in u.breaks if u.start < b < u.end), u.end]
        if all(b - a <= max_chars for a, b in zip(edges, edges[1:])):
            out.append(u)
            continue
        cuts: list[int] = []
        for a, b in zip(edges, edges[1:]):
            pos = a
            while b - pos > max_chars:
                pos = _cut_point(text, pos, pos + max_chars)
                cuts.append(pos)
        bounds = [u.start, *cuts, u.end]
        for a, b in zip(bounds, bounds[1:]):
            if b > a:
                out.append(Unit(a, b, u.page, tuple(x for x in u.breaks if a < x < b)))
    return out


_SENTENCE_END = re.compile(r"[.!?][\"')\]]*\s")


def _cut_point(text: str, start: int, end: int) -> int:
    """Where to cut ``text[start:end]`` (a position in ``(start, end]``): after a sentence end, a space, or at ``end``."""
    half = start + (end - start) // 2
    window = text[half:end]
    ends = list(_SENTENCE_END.finditer(window))
    if ends:
        return half + ends[-1].end()
    space = text.rfind(" ", start + 1, end)
    if space < 0:
        space = max(text.rfind("\t", start + 1, end), text.rfind("\u3000", start + 1, end))
    return space + 1 if space > start else end


def resolve_kind(name: str, data: bytes) -> DocKind:
    """The loader to use, or a DocumentError saying why there is none."""
    ext = PurePath(name).suffix.lower()
    sniffed, description = sniff(data)
    if ext and ext not in _EXT_KIND:
        raise UnsupportedFormatError(
            name, f"'{ext}' files are not supported (supported: {', '.join(SUPPORTED_EXTENSIONS)})"
        )
    if not ext:  # bytes without a usable name: trust the content
        if sniffed == "pdf":
            return "pdf"
        if sniffed == "zip":
            return "docx"
        if sniffed == "text":
            return "txt"
        raise UnsupportedFormatError(name, f"the content is {description}, which is not supported")
    expected = _EXT_KIND[ext]
    if sniffed == "ole":
        raise UnsupportedFormatError(
            name,
            f"named {ext} but it is {description}; only .docx (Office Open XML) is supported",
            hint="Open it in Word or LibreOffice and save it as .docx or PDF.",
        )
    wanted = {"pdf": "pdf", "docx": "zip", "txt": "text"}[expected]
    if sniffed != wanted:
        raise FormatMismatchError(
            name, f"the extension says {ext} but the bytes are {description}, not {_DESCRIBE[wanted]}"
        )
    return expected


# --- DOCX (zip) ------------------------------------------------------------

_MAIN_TYPE = re.compile(rb'PartName="/word/document\.xml"\s+ContentType="([^"]+)"|'
                        rb'ContentType="([^"]+)"\s+PartName="/word/document\.xml"')
_DOCX_MAIN = b"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"


def check_docx_zip(name: str, data: bytes, settings: Settings, *, deadline: float | None = None) -> None:
    """Refuse a DOCX that is not a safe, intact, macro-free Word document."""
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
        infos = zf.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError, OSError) as exc:
        raise CorruptDocumentError(name, f"not a readable DOCX (bad zip: {exc})") from exc
    with zf:
        total = sum(i.file_size for i in infos)
        packed = sum(i.compress_size for i in infos)
        limit = settings.max_docx_uncompressed_mb * 1024 * 1024
        if total > limit:
            raise UnsafeDocumentError(
                name,
                f"unpacks to {total / 1024 / 1024:.0f} MB, over the "
                f"{settings.max_docx_uncompressed_mb:g} MB limit (zip bomb?)",
            )
        ratio = total / max(packed, 1)
        if ratio > settings.max_docx_ratio:
            raise UnsafeDocumentError(
                name, f"compression ratio {ratio:.0f}:1 is over the {settings.max_docx_ratio:g}:1 limit (zip bomb?)"
            )
        names = {i.filename for i in infos}
        if "[Content_Types].xml" not in names:
            raise FormatMismatchError(name, "the bytes are a ZIP archive, not a Word document (no [Content_Types].xml)")
        try:
            types = zf.read("[Content_Types].xml")
        except (zipfile.BadZipFile, zlib.error, OSError, EOFError) as exc:
            raise CorruptDocumentError(name, f"damaged zip member [Content_Types].xml ({exc})") from exc
        _check_content_types(name, types, names)
        _check_crcs(name, zf, infos, deadline, settings)


def _check_content_types(name: str, types: bytes, names: set[str]) -> None:
    if b"macroEnabled" in types or "word/vbaProject.bin" in names:
        raise UnsupportedFormatError(
            name,
            "it is a macro-enabled Word document (.docm) renamed .docx; macro documents are refused",
            hint="Save it as a plain .docx (without macros) or as PDF.",
        )
    if b"spreadsheetml" in types and "word/document.xml" not in names:
        raise UnsupportedFormatError(name, "it is an Excel workbook (.xlsx) renamed .docx")
    if b"presentationml" in types and "word/document.xml" not in names:
        raise UnsupportedFormatError(name, "it is a PowerPoint presentation (.pptx) renamed .docx")
    if "word/document.xml" not in names:
        raise CorruptDocumentError(name, "the package has no word/document.xml part")
    m = _MAIN_TYPE.search(types)
    main_type = (m.group(1) or m.group(2)) if m else b""
    if main_type and main_type != _DOCX_MAIN:
        kind = "a Word template (.dotx)" if b"template" in main_type else main_type.decode("ascii", "replace")
        raise UnsupportedFormatError(name, f"the main part is {kind}, not a .docx document")


#: a paragraph or a run opening in WordprocessingML (not w:pPr, w:rPr, w:rFonts ...)
_PARAGRAPH_TAG = re.compile(rb"<w:p[\s>/]")
_RUN_TAG = re.compile(rb"<w:r[\s>/]")


def _check_crcs(
    name: str, zf: zipfile.ZipFile, infos: list[zipfile.ZipInfo], deadline: float | None, settings: Settings
) -> None:
    """Inflate each member once (sizes already bounded) to catch bad CRCs and broken streams.

    The body (``word/document.xml``) is also counted as it streams by: paragraphs
    and runs over their limits refuse the file before python-docx parses it.
    """
    for info in infos:
        if deadline is not None and time.perf_counter() > deadline:
            raise UnsafeDocumentError(name, "took too long to verify (parse timeout)")
        body = info.filename == "word/document.xml"
        paragraphs = runs = 0
        tail = b""
        try:
            with zf.open(info) as fh:
                while block := fh.read(1 << 20):
                    if body:  # a tag cut at a block edge is counted in the next one, with the edge kept
                        seen = tail + block
                        paragraphs += len(_PARAGRAPH_TAG.findall(seen))
                        runs += len(_RUN_TAG.findall(seen))
                        tail = seen[-5:]
                        paragraphs -= len(_PARAGRAPH_TAG.findall(tail))
                        runs -= len(_RUN_TAG.findall(tail))
        except (zipfile.BadZipFile, zlib.error, OSError, EOFError, NotImplementedError, RuntimeError) as exc:
            raise CorruptDocumentError(name, f"damaged zip member {info.filename} ({exc})") from exc
        if body:
            paragraphs += len(_PARAGRAPH_TAG.findall(tail))
            runs += len(_RUN_TAG.findall(tail))
            check_docx_counts(name, paragraphs, runs, settings)


def check_docx_counts(name: str, paragraphs: int, runs: int, settings: Settings) -> None:
    check_bound(name, "paragraphs", paragraphs, settings.max_docx_paragraphs, "GECHAT_MAX_DOCX_PARAGRAPHS")
    check_bound(name, "text runs", runs, settings.max_docx_runs, "GECHAT_MAX_DOCX_RUNS")
