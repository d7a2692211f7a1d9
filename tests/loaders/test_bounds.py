"""Bounds on what one document may cost (issue 14, item 7), and the hostile DOCX packages (XXE, zip-slip).

Every refusal names the file, the limit and the actual value; an absurdly long line is cut, not refused.
"""

from __future__ import annotations

import io
import random
import zipfile
from pathlib import Path

import pytest

from gechat import errors
from gechat.chunking import chunk_document
from gechat.loaders import load_document
from gechat.loaders.guard import split_long_lines
from gechat.sentences import Unit
from gechat.settings import Settings

from .test_guard import docx_bytes, refused, rezip

battery = pytest.mark.battery
SPACY_MAX_LENGTH = 1_000_000  # spaCy's nlp.max_length: a longer input raises its E088


def _words(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    vocab = ["harbor", "bridge", "steel", "traffic", "lane", "north", "shore", "city", "light", "panel", "river"]
    return [rng.choice(vocab) + str(rng.randrange(100)) for _ in range(n)]


@battery(case="5 MB TXT on one line, no punctuation",
         did="load it and pack it into chunks (spaCy reads one chunk at a time)",
         user_sees="the document loads; the line is cut at spaces into pieces of at most 10,000 characters, so "
                   "spaCy (E088 over 1,000,000 characters) only ever reads chunks far below its limit",
         stored="sentences and chunks of at most 10,000 characters (no spaCy E088)")
def test_a_5_mb_single_line_is_cut_at_spaces_not_refused(tmp_path: Path):
    text = " ".join(_words(800_000))[:5_000_000]
    path = tmp_path / "one_line.txt"
    path.write_text(text, encoding="utf-8")
    doc = load_document(path)
    limit = Settings().max_line_chars
    assert len(doc.sentences) >= len(text) // limit
    assert all(doc.text[s.char_start:s.char_end] == s.text for s in doc.sentences)
    assert max(len(s.text) for s in doc.sentences) <= limit
    assert all(not s.text.startswith(" ") and not s.text.endswith(" ") for s in doc.sentences)  # cut at spaces
    chunks = chunk_document(doc, max_tokens=200, overlap_sentences=1, count_tokens=lambda t: len(t.split()))
    assert max(len(c.text) for c in chunks) <= limit < SPACY_MAX_LENGTH


@battery(case="TXT line with no space at all (300,000 characters)", did="load it",
         user_sees="the document loads; the line is cut every 10,000 characters", stored="30 sentences")
def test_a_line_without_spaces_is_cut_at_the_limit(tmp_path: Path):
    path = tmp_path / "nospace.txt"
    path.write_text("x" * 300_000, encoding="utf-8")
    doc = load_document(path)
    assert [len(s.text) for s in doc.sentences] == [10_000] * 30


def test_a_long_line_is_cut_after_a_sentence_end_when_it_can():
    text = "Alpha beta gamma. " * 20 + "delta"
    units = split_long_lines(text, [Unit(0, len(text))], 200)
    assert all(u.end - u.start <= 200 for u in units)
    assert all(text[u.end - 2 : u.end] == ". " for u in units[:-1])
    assert units[0].start == 0 and units[-1].end == len(text)
    short = [Unit(0, 10, 0, (5,))]
    assert split_long_lines("aaaa\nbbbbb", short, 200) == short  # nothing to cut: unchanged


@battery(case="TXT over the character limit", did="load a 12,000-character text with the limit set to 10,000",
         user_sees="refused: 'it holds 12,000 characters of text, over the limit of 10,000' and the setting to raise",
         stored="nothing")
def test_text_over_the_character_limit_is_refused_naming_both_numbers(tmp_path: Path):
    path = tmp_path / "big.txt"
    path.write_text(("Word " * 2400), encoding="utf-8")
    err = refused(path, errors.UnsafeDocumentError, "12,000 characters", "limit of 10,000", max_document_chars=10_000)
    assert "GECHAT_MAX_DOCUMENT_CHARS" in err.user_message() and err.user_message().endswith(".")


def _docx_with_paragraphs(n: int, runs_per_paragraph: int = 1) -> bytes:
    words = _words(n * runs_per_paragraph)
    run = "<w:r><w:t>{} </w:t></w:r>"
    body = "".join(
        "<w:p>" + "".join(run.format(w) for w in words[i * runs_per_paragraph:(i + 1) * runs_per_paragraph]) + "</w:p>"
        for i in range(n)
    )
    base = docx_bytes()
    with zipfile.ZipFile(io.BytesIO(base)) as z:
        xml = z.read("word/document.xml").decode("utf-8")
    head, rest = xml.split("<w:body>", 1)
    xml = head + "<w:body>" + body + rest.split("</w:body>", 1)[0] + "</w:body>" + xml.rsplit("</w:body>", 1)[1]
    return rezip(base, replace={"word/document.xml": xml.encode("utf-8")})


@battery(case="DOCX with too many paragraphs (body counted before python-docx parses it)",
         did="load a DOCX of 3,000 paragraphs with the limit set to 2,000",
         user_sees="refused: 'it holds 3,001 paragraphs, over the limit of 2,000'", stored="nothing")
def test_docx_paragraphs_over_the_limit_are_refused_before_parsing(tmp_path: Path, monkeypatch):
    import gechat.loaders.docx as docx_loader

    def must_not_run(*_a, **_k):
        raise AssertionError("python-docx was reached")

    path = tmp_path / "many.docx"
    path.write_bytes(_docx_with_paragraphs(3000))
    assert load_document(path).meta["paragraphs"] == 3001  # within the default limits it loads
    monkeypatch.setattr(docx_loader, "_open", must_not_run)
    refused(path, errors.UnsafeDocumentError, "3,001 paragraphs", "limit of 2,000", max_docx_paragraphs=2000)


@battery(case="DOCX with too many runs", did="load a DOCX of 500 paragraphs x 8 runs with the run limit at 1,000",
         user_sees="refused: 'it holds 4,001 text runs, over the limit of 1,000'", stored="nothing")
def test_docx_runs_over_the_limit_are_refused(tmp_path: Path):
    path = tmp_path / "runs.docx"
    path.write_bytes(_docx_with_paragraphs(500, runs_per_paragraph=8))
    refused(path, errors.UnsafeDocumentError, "4,001 text runs", "limit of 1,000", max_docx_runs=1000)


@battery(case="Document over the chunk limit", did="chunk a 300-sentence text with the chunk limit at 10",
         user_sees="refused: 'it packs into N chunks, over the limit of 10'", stored="nothing")
def test_chunks_over_the_limit_are_refused(tmp_path: Path):
    path = tmp_path / "long.txt"
    path.write_text("\n\n".join(f"Sentence number {i} says something." for i in range(300)), encoding="utf-8")
    doc = load_document(path)
    with pytest.raises(errors.UnsafeDocumentError) as info:
        chunk_document(doc, max_tokens=32, overlap_sentences=0, count_tokens=lambda t: len(t.split()), max_chunks=10)
    assert "over the limit of 10" in str(info.value) and "GECHAT_MAX_CHUNKS" in info.value.user_message()
    assert info.value.filename == "long.txt"


@battery(case="DOCX with an XML external entity (XXE) pointing at a local file",
         did="load a DOCX whose body declares an entity reading a secret file",
         user_sees="the document loads or is refused as damaged; the secret never appears",
         stored="no text of the secret file")
def test_xxe_entities_are_never_resolved(tmp_path: Path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRETVALUE", encoding="utf-8")
    base = docx_bytes("Visible text &xxe; here.")
    with zipfile.ZipFile(io.BytesIO(base)) as z:
        xml = z.read("word/document.xml").decode("utf-8")
    xml = xml.replace("&amp;xxe;", "&xxe;")
    decl = f'<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file://{secret}">]>'
    head, rest = xml.split("?>", 1)
    path = tmp_path / "xxe.docx"
    path.write_bytes(rezip(base, replace={"word/document.xml": (head + "?>" + decl + rest).encode("utf-8")}))
    try:
        doc = load_document(path)
    except errors.DocumentError as exc:
        assert "TOPSECRETVALUE" not in exc.user_message()
    else:
        assert "TOPSECRETVALUE" not in doc.text


@battery(case="DOCX with zip-slip member names (../../evil.txt, absolute paths)",
         did="load it", user_sees="the document loads (members are never extracted to disk)",
         stored="no file outside the upload; nothing written next to it")
def test_zip_slip_members_are_never_written(tmp_path: Path, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    data = rezip(docx_bytes("Zip slip test body."), add={"../../evil.txt": b"owned", "/tmp/evil_abs.txt": b"owned"})
    path = work / "slip.docx"
    path.write_bytes(data)
    doc = load_document(path)
    assert "Zip slip test body." in doc.text
    assert not (tmp_path / "evil.txt").exists() and not Path("/tmp/evil_abs.txt").exists()
    assert sorted(p.name for p in work.iterdir()) == ["slip.docx"]
