"""Plain-text loader.

Encodings tried, in order: a BOM (UTF-8, UTF-16 LE/BE, UTF-32 LE/BE), BOM-less
UTF-16 (recognised by its zero bytes), strict UTF-8, then Windows-1252 /
Latin-1, but only when the bytes look like text in that encoding (no C0
control bytes besides tab, newline, carriage return and form feed).
Anything else raises :class:`DecodingError`.

``Document.text`` is the decoded text with line endings normalised
(``\\r\\n`` and lone ``\\r`` become ``\\n``); every offset indexes into it.
Paragraphs are separated by blank lines; hard-wrapped lines inside a
paragraph stay in one unit, so sentences run across the line breaks. A line
longer than ``max_line_chars`` is cut into pieces at spaces
(:func:`gechat.loaders.guard.split_long_lines`); a text over
``max_document_chars`` is refused. Characters that draw nothing (zero-width, tag
characters, bidi overrides: :mod:`gechat.loaders.invisible`) are left out and
counted in ``meta["hidden_chars_ignored"]``.
"""

from __future__ import annotations

import codecs
import re
import time

from gechat.errors import DecodingError, EmptyDocumentError
from gechat.ids import document_id
from gechat.loaders.guard import check_chars, split_long_lines
from gechat.loaders.invisible import strip_invisible
from gechat.records import Document, hidden_text_note
from gechat.sentences import build_sentences, paragraph_units, split_units
from gechat.settings import Settings

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# C0 controls other than \t \n \r \f, and DEL
_BAD_BYTES = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_BAD_CHARS = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_C1_BYTES = re.compile(rb"[\x80-\x9f]")


def decode(data: bytes, name: str) -> tuple[str, str]:
    """(text, encoding name); raises DecodingError when no encoding fits."""
    for bom, enc in _BOMS:
        if data.startswith(bom):
            try:
                return _checked(data[len(bom):].decode(enc), name, enc + " (BOM)"), enc + " (BOM)"
            except UnicodeDecodeError as exc:
                raise DecodingError(name, f"has a {enc} byte-order mark but is not valid {enc} ({exc.reason} at byte {exc.start})") from exc
    utf16 = _guess_utf16(data)  # before UTF-8: ASCII in UTF-16 is also valid UTF-8, full of NULs
    if utf16:
        try:
            return _checked(data.decode(utf16), name, utf16), utf16
        except UnicodeDecodeError:
            pass
    try:
        return _checked(data.decode("utf-8"), name, "utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    bad = _BAD_BYTES.search(data)
    if bad:
        raise DecodingError(
            name,
            f"is not UTF-8, UTF-16 or Latin-1 text (control byte 0x{data[bad.start()]:02x} at offset {bad.start()}; binary file?)",
            hint="Save it as UTF-8 text.",
        )
    if _C1_BYTES.search(data):  # 0x80-0x9f are printable only in Windows-1252
        try:
            return data.decode("cp1252"), "cp1252"
        except UnicodeDecodeError as exc:
            raise DecodingError(name, f"is not UTF-8 and not Windows-1252/Latin-1 text (byte 0x{data[exc.start]:02x} at offset {exc.start})") from exc
    return data.decode("latin-1"), "latin-1"


def _guess_utf16(data: bytes) -> str | None:
    if len(data) < 4 or len(data) % 2:
        return None
    sample = data[:4096]
    even_zero = sample[0::2].count(0) / (len(sample) / 2)
    odd_zero = sample[1::2].count(0) / (len(sample) / 2)
    if odd_zero > 0.3 and even_zero < 0.05:
        return "utf-16-le"
    if even_zero > 0.3 and odd_zero < 0.05:
        return "utf-16-be"
    return None


def _checked(text: str, name: str, enc: str) -> str:
    """Decoded text may hold a stray escape code, but not NULs or a run of controls (binary data)."""
    bad = _BAD_CHARS.search(text)
    if bad and ("\x00" in text or len(_BAD_CHARS.findall(text)) > max(2, len(text) // 200)):
        raise DecodingError(
            name, f"decodes as {enc} but holds control character U+{ord(bad.group()):04X} at {bad.start()} (binary file?)"
        )
    return text


def normalise(text: str) -> str:
    """Line endings to ``\\n``, no leading BOM character."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text[1:] if text.startswith("\ufeff") else text


def load_txt(data: bytes, name: str, settings: Settings, *, started: float | None = None) -> Document:
    t0 = time.perf_counter() if started is None else started
    raw, encoding = decode(data, name)
    text, invisible = strip_invisible(normalise(raw))
    if not text.strip() and invisible:
        raise EmptyDocumentError(name, f"all of its text is hidden from a reader: {hidden_text_note(invisible)}")
    if not text.strip():
        raise EmptyDocumentError(name, "the file holds no text (only whitespace)")
    check_chars(name, len(text), settings)
    doc_id = document_id(data)
    units = split_long_lines(text, paragraph_units(text), settings.max_line_chars)
    spans = split_units(text, units, deadline=t0 + settings.parse_timeout_s, name=name)
    if not spans:
        raise EmptyDocumentError(name, "the file holds no sentences (no letters or digits)")
    return Document(
        id=doc_id,
        name=name,
        kind="txt",
        text=text,
        sentences=build_sentences(doc_id, text, spans),
        meta={"encoding": encoding, "size_bytes": len(data), "hidden_chars_ignored": invisible,
              "hidden_chars_by_reason": {"invisible": invisible} if invisible else {},
              "parse_seconds": round(time.perf_counter() - t0, 4)},
    )
