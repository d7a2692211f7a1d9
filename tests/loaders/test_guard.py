"""Bad input: every case is refused with a specific DocumentError naming the file and the reason.

Each test builds its bad file itself (tmp_path); none of them may crash or return a Document.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pymupdf
import pytest

from gechat import errors
from gechat.loaders import SUPPORTED_EXTENSIONS, load_document
from gechat.loaders.guard import resolve_kind, sniff
from gechat.settings import Settings

from .conftest import FIPS_199, NIST_207, require, write_pdf


def refused(path_or_bytes, error: type[errors.DocumentError], *words: str, filename: str | None = None, **settings):
    """Load, expect ``error``; check the message names the file and says why."""
    s = Settings().with_(**settings) if settings else None
    with pytest.raises(error) as info:
        load_document(path_or_bytes, filename=filename, settings=s)
    err = info.value
    name = filename or (path_or_bytes.name if isinstance(path_or_bytes, Path) else "upload")
    assert err.filename == name and str(err).startswith(name + ":")
    for word in words:
        assert word.lower() in err.reason.lower(), err.reason
    return err


def docx_bytes(text: str = "A plain paragraph of body text.") -> bytes:
    import docx

    d = docx.Document()
    d.add_paragraph(text)
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


def rezip(data: bytes, *, replace: dict[str, bytes] | None = None, add: dict[str, bytes] | None = None,
          stored: set[str] = frozenset()) -> bytes:
    """Copy a zip, replacing/adding members; ``stored`` members are written uncompressed."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            body = (replace or {}).get(info.filename, src.read(info.filename))
            dst.writestr(info.filename, body, zipfile.ZIP_STORED if info.filename in stored else zipfile.ZIP_DEFLATED)
        for name, body in (add or {}).items():
            dst.writestr(name, body)
    return out.getvalue()


# --- size and emptiness -------------------------------------------------------


@pytest.mark.battery(case='Empty file (0 bytes) as PDF, DOCX and TXT', did='load each',
                     user_sees="'<name>: the file is empty (0 bytes).'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
@pytest.mark.parametrize("name", ["empty.pdf", "empty.docx", "empty.txt"])
def test_empty_file(tmp_path: Path, name: str):
    path = tmp_path / name
    path.write_bytes(b"")
    refused(path, errors.EmptyDocumentError, "empty")


@pytest.mark.battery(case='TXT holding only whitespace', did='load it',
                     user_sees="'blank.txt: the file holds no text (only whitespace).'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_whitespace_only_text(tmp_path: Path):
    path = tmp_path / "blank.txt"
    path.write_text("  \n\n\t \r\n")
    refused(path, errors.EmptyDocumentError, "no text")


@pytest.mark.battery(case='File over the size limit', did='load a file over max_file_mb (path and bytes)',
                     user_sees="'big.txt: the file is N MB, over the M MB limit.' and GECHAT_MAX_FILE_MB",
                     stored='nothing: no Document is returned, so nothing reaches the workspace; the file is not read into memory')
def test_file_over_size_limit(tmp_path: Path):
    path = tmp_path / "big.txt"
    path.write_text("All work and no play makes a dull day. " * 100)
    refused(path, errors.UnsafeDocumentError, "MB limit", max_file_mb=0.001)
    refused(path.read_bytes(), errors.UnsafeDocumentError, "MB limit", filename="big.txt", max_file_mb=0.001)


@pytest.mark.battery(case='PDF over the page limit', did='load the 13-page FIPS 199 with max_pages=10',
                     user_sees="'the PDF has 13 pages, over the 10 page limit'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_pdf_over_page_limit():
    refused(require(FIPS_199), errors.UnsafeDocumentError, "13 pages", "10 page limit", max_pages=10)


@pytest.mark.battery(case='Parsing that runs past the parse timeout (PDF, DOCX, TXT)', did='load with parse_timeout_s ~ 0',
                     user_sees="'... ran past the parse timeout'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
@pytest.mark.parametrize("which", ["pdf", "docx", "txt"])
def test_parse_timeout(tmp_path: Path, which: str):
    if which == "pdf":
        source = require(NIST_207)
    elif which == "docx":
        source = tmp_path / "doc.docx"
        source.write_bytes(docx_bytes())
    else:
        source = tmp_path / "doc.txt"
        source.write_text("One sentence here. Another one there.\n" * 50)
    refused(source, errors.UnsafeDocumentError, "timeout", parse_timeout_s=1e-9)


# --- extension vs content -----------------------------------------------------


@pytest.mark.battery(case='PDF renamed .docx', did='load it',
                     user_sees="'the extension says .docx but the bytes are a PDF'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_pdf_named_docx(tmp_path: Path, small_pdf_bytes: bytes):
    path = tmp_path / "report.docx"
    path.write_bytes(small_pdf_bytes)
    refused(path, errors.FormatMismatchError, ".docx", "a PDF")


@pytest.mark.battery(case='PNG image renamed .pdf', did='load it',
                     user_sees="'the extension says .pdf but the bytes are a PNG image'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_png_named_pdf(tmp_path: Path):
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 8, 8), False)
    path = tmp_path / "scan.pdf"
    path.write_bytes(pix.tobytes("png"))
    refused(path, errors.FormatMismatchError, ".pdf", "PNG image")


@pytest.mark.battery(case='DOCX renamed .txt', did='load it',
                     user_sees="'the extension says .txt but the bytes are a ZIP archive'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_docx_named_txt(tmp_path: Path):
    path = tmp_path / "notes.txt"
    path.write_bytes(docx_bytes())
    refused(path, errors.FormatMismatchError, ".txt", "ZIP archive")


@pytest.mark.battery(case='Unsupported file type (.xlsx)', did='load it',
                     user_sees="''.xlsx' files are not supported (supported: .pdf, .docx, .txt)'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_unsupported_extension(tmp_path: Path):
    path = tmp_path / "sheet.xlsx"
    path.write_bytes(b"PK\x03\x04whatever")
    refused(path, errors.UnsupportedFormatError, ".xlsx", "not supported")
    assert SUPPORTED_EXTENSIONS == (".pdf", ".docx", ".txt")


def test_missing_file(tmp_path: Path):
    with pytest.raises(errors.DocumentError, match="no such file"):
        load_document(tmp_path / "nope.pdf")


def test_sniff_and_resolve_without_a_name(small_pdf_bytes: bytes):
    assert sniff(small_pdf_bytes)[0] == "pdf"
    assert resolve_kind("", small_pdf_bytes) == "pdf"
    assert resolve_kind("", docx_bytes()) == "docx"
    assert resolve_kind("", "plain words".encode()) == "txt"
    doc = load_document(small_pdf_bytes)  # bare bytes: the magic bytes pick the loader
    assert doc.kind == "pdf" and doc.name == "upload"


# --- PDF ------------------------------------------------------------------------


@pytest.mark.battery(case='Truncated PDF (second half cut off)', did='load it',
                     user_sees="'This file is damaged': the PDF is truncated",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_truncated_pdf(tmp_path: Path):
    data = require(NIST_207).read_bytes()
    path = tmp_path / "cut.pdf"
    path.write_bytes(data[: len(data) // 2])
    refused(path, errors.CorruptDocumentError, "truncated")


@pytest.mark.battery(case='Garbage bytes behind a PDF header', did='load it',
                     user_sees="'This file is damaged' with the parser's reason",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_garbage_pdf(tmp_path: Path):
    import random

    rng = random.Random(7)
    path = tmp_path / "garbage.pdf"
    path.write_bytes(b"%PDF-1.7\n" + bytes(rng.randrange(256) for _ in range(4000)) + b"\n%%EOF\n")
    refused(path, errors.CorruptDocumentError)


@pytest.mark.battery(case='Password-protected PDF', did='load an AES-256 PDF with a user password',
                     user_sees="'This file is password-protected' and what to do",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_password_protected_pdf(tmp_path: Path):
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 100), "Quarterly numbers that nobody may read.")
    path = tmp_path / "locked.pdf"
    doc.save(path, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")
    err = refused(path, errors.EncryptedDocumentError, "password")
    assert err.hint  # tells the user what to do


def test_owner_password_only_pdf_still_loads(tmp_path: Path):
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 100), "Readable by anyone, editable by the owner.")
    path = tmp_path / "restricted.pdf"
    doc.save(path, encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="owner", permissions=0)
    assert load_document(path).sentences[0].text == "Readable by anyone, editable by the owner."


@pytest.mark.battery(case='Image-only PDF (a scan)', did='load a PDF of images and drawings',
                     user_sees="'no text layer (scanned?)'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_image_only_pdf(tmp_path: Path):
    doc = pymupdf.open()
    page = doc.new_page()
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 64, 64), False)
    pix.clear_with(200)
    page.insert_image(pymupdf.Rect(72, 72, 300, 300), pixmap=pix)
    page2 = doc.new_page()
    page2.draw_rect(pymupdf.Rect(100, 100, 200, 200), color=(0, 0, 0))
    path = tmp_path / "scan.pdf"
    doc.save(path)
    refused(path, errors.NoTextLayerError, "no text layer (scanned?)")


def test_pdf_whose_only_text_is_a_running_stamp(tmp_path: Path):
    pages = [[(72, 40, "CONFIDENTIAL DRAFT")] for _ in range(4)]  # e.g. a scan stamped on every page
    refused(write_pdf(tmp_path / "stamped.pdf", pages), errors.NoTextLayerError, "no text layer (scanned?)")


# --- DOCX -----------------------------------------------------------------------


@pytest.mark.battery(case='DOCX that is not a zip', did='load it',
                     user_sees="'not a readable DOCX (bad zip: ...)'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_docx_bad_zip(tmp_path: Path):
    path = tmp_path / "broken.docx"
    path.write_bytes(b"PK\x03\x04" + b"\x00" * 200)
    refused(path, errors.CorruptDocumentError, "bad zip")


@pytest.mark.battery(case='DOCX with a corrupted member (CRC mismatch)', did='flip one byte of word/document.xml',
                     user_sees="'damaged zip member word/document.xml (... CRC ...)'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_docx_bad_crc(tmp_path: Path):
    marker = b"UNIQUEMARKERTEXT"
    data = rezip(docx_bytes(marker.decode()), stored={"word/document.xml"})
    i = data.index(marker)
    flipped = data[:i] + bytes([data[i] ^ 0x20]) + data[i + 1 :]  # one letter changes case: CRC no longer matches
    path = tmp_path / "flipped.docx"
    path.write_bytes(flipped)
    refused(path, errors.CorruptDocumentError, "word/document.xml", "crc")


@pytest.mark.battery(case='DOCX zip bomb (compression ratio, unpacked size)', did='load a DOCX with 3 MB of zeros packed small',
                     user_sees="'compression ratio N:1 is over the 100:1 limit (zip bomb?)'; python-docx is never reached",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_docx_zip_bomb_refused_before_python_docx(tmp_path: Path, monkeypatch):
    import gechat.loaders.docx as docx_loader

    def must_not_run(*_a, **_k):
        raise AssertionError("python-docx was reached")

    monkeypatch.setattr(docx_loader, "_open", must_not_run)
    bomb = rezip(docx_bytes(), add={"word/media/bomb.bin": b"\0" * (3 * 1024 * 1024)})
    path = tmp_path / "bomb.docx"
    path.write_bytes(bomb)
    refused(path, errors.UnsafeDocumentError, "compression ratio", "zip bomb")
    refused(path, errors.UnsafeDocumentError, "unpacks to", "2 MB limit", max_docx_uncompressed_mb=2, max_docx_ratio=10_000)


@pytest.mark.battery(case='Legacy .doc renamed .docx', did='load it',
                     user_sees="'only .docx (Office Open XML) is supported' and how to convert",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_legacy_doc_renamed_docx(tmp_path: Path):
    path = tmp_path / "old.docx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 1024)
    refused(path, errors.UnsupportedFormatError, "97-2003", ".doc")


@pytest.mark.battery(case='Macro-enabled .docm renamed .docx', did='load it',
                     user_sees="'macro documents are refused'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_docm_renamed_docx(tmp_path: Path):
    data = docx_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        types = z.read("[Content_Types].xml")
    types = types.replace(
        b"wordprocessingml.document.main+xml", b"ms-word.document.macroEnabled.main+xml"
    )
    path = tmp_path / "macro.docx"
    path.write_bytes(rezip(data, replace={"[Content_Types].xml": types}, add={"word/vbaProject.bin": b"\x01" * 64}))
    refused(path, errors.UnsupportedFormatError, "macro-enabled", ".docm")


@pytest.mark.battery(case='Excel workbook renamed .docx', did='load it',
                     user_sees="'it is an Excel workbook (.xlsx) renamed .docx'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_xlsx_renamed_docx(tmp_path: Path):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr(
            "[Content_Types].xml",
            '<Types><Override PartName="/xl/workbook.xml" ContentType="application/'
            'vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        )
        z.writestr("xl/workbook.xml", "<workbook/>")
    path = tmp_path / "book.docx"
    path.write_bytes(out.getvalue())
    refused(path, errors.UnsupportedFormatError, "Excel")


@pytest.mark.battery(case='DOCX with malformed XML', did='load it',
                     user_sees="'This file is damaged' with the XML error",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_docx_with_broken_xml(tmp_path: Path):
    path = tmp_path / "badxml.docx"
    path.write_bytes(rezip(docx_bytes(), replace={"word/document.xml": b"<w:document><unclosed>"}))
    refused(path, errors.CorruptDocumentError)


# --- TXT ------------------------------------------------------------------------


@pytest.mark.battery(case='Binary bytes named .txt', did='load it',
                     user_sees="'is not UTF-8, UTF-16 or Latin-1 text (control byte ...)'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_undecodable_txt(tmp_path: Path):
    path = tmp_path / "binary.txt"
    path.write_bytes(b"header \x81\x00\x02\x03 then \xc3\x28 junk \x1b\x07")
    err = refused(path, errors.DecodingError, "control byte")
    assert "0x00" in err.reason


@pytest.mark.battery(case='TXT with a UTF-8 BOM but invalid UTF-8', did='load it',
                     user_sees="'has a utf-8 byte-order mark but is not valid utf-8'",
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_utf8_bom_declared_but_invalid(tmp_path: Path):
    path = tmp_path / "liar.txt"
    path.write_bytes(b"\xef\xbb\xbfvalid start \xff\xfe not utf-8")
    refused(path, errors.DecodingError, "byte-order mark")


@pytest.mark.battery(case='Every bad input above', did='load each',
                     user_sees='a DocumentError naming the file; never a partial Document',
                     stored='nothing: no Document is returned, so nothing reaches the workspace')
def test_errors_are_never_partial(tmp_path: Path):
    """A page that fails half-way must not leave a Document behind: load_document raises, nothing returns."""
    path = write_pdf(tmp_path / "ok.pdf", [[(72, 100, "Fine first page.")], [(72, 100, "Fine second page.")]])
    data = path.read_bytes()
    cut = tmp_path / "cut.pdf"
    cut.write_bytes(data[: int(len(data) * 0.8)])
    result = None
    with pytest.raises(errors.DocumentError):
        result = load_document(cut)
    assert result is None
