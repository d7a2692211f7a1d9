"""TXT loader: encodings, line endings, hard-wrapped paragraphs."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from gechat.loaders import load_document
from gechat.loaders.txt import decode

from .conftest import RECIPES, WAR_AND_PEACE, require


def _exact(doc) -> None:
    for s in doc.sentences:
        assert doc.text[s.char_start : s.char_end] == s.text
        assert s.text == s.text.strip() and s.page == 0


def test_recipes_utf8_bom_hard_wrapped():
    doc = load_document(require(RECIPES))
    _exact(doc)
    assert doc.meta["encoding"] == "utf-8 (BOM)"
    assert not doc.text.startswith("\ufeff")
    texts = [s.text for s in doc.sentences]
    # a sentence runs across the hard line break of its paragraph
    assert "Take 2 quarts peas, 3 quarts of water, salt and pepper, 1 can\nevaporated cream, onions." in texts
    # blank lines separate paragraphs: a heading line is a sentence of its own
    assert "### Pea soup (for 20 men)." in texts
    assert sum("\n" in t for t in texts) > 100
    assert all(len(t.split()) <= 130 for t in texts)  # the long index was cut at line breaks


def _wp_excerpt() -> str:
    lines = require(WAR_AND_PEACE).read_text(encoding="utf-8").splitlines()
    excerpt = "\n".join(lines)
    assert "intimité" in excerpt and "m'être" in excerpt
    return excerpt


def test_latin1_gutenberg_excerpt(tmp_path: Path):
    excerpt = _wp_excerpt()
    path = tmp_path / "war_and_peace_latin1.txt"
    path.write_bytes(excerpt.encode("latin-1"))
    doc = load_document(path)
    _exact(doc)
    assert doc.meta["encoding"] == "latin-1"
    assert doc.text == excerpt
    assert any("votre intimité avec\nce jeune homme" in s.text for s in doc.sentences)


@pytest.mark.parametrize(
    ("bom", "codec", "label"),
    [
        (codecs.BOM_UTF8, "utf-8", "utf-8 (BOM)"),
        (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16-le (BOM)"),
        (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16-be (BOM)"),
    ],
)
def test_boms_give_the_same_text_and_offsets(tmp_path: Path, bom: bytes, codec: str, label: str):
    excerpt = _wp_excerpt()
    plain = load_document(excerpt.encode("utf-8"), filename="plain.txt")
    path = tmp_path / "bom.txt"
    path.write_bytes(bom + excerpt.encode(codec))
    doc = load_document(path)
    assert doc.meta["encoding"] == label
    assert doc.text == plain.text
    assert [(s.char_start, s.char_end) for s in doc.sentences] == [(s.char_start, s.char_end) for s in plain.sentences]


def test_utf16_without_bom(tmp_path: Path):
    text, enc = decode("Plain words in UTF-16.\nSecond line.".encode("utf-16-le"), "x.txt")
    assert enc == "utf-16-le" and text.startswith("Plain words")


def test_windows_1252_smart_quotes():
    text, enc = decode("\u201cQuoted\u201d caf\u00e9 \u2014 done.".encode("cp1252"), "x.txt")
    assert enc == "cp1252" and text == "\u201cQuoted\u201d caf\u00e9 \u2014 done."


def test_crlf_austen_offsets_index_normalised_text(austen_txt):
    raw = require(austen_txt).read_bytes()
    assert b"\r\n" in raw
    doc = load_document(raw[:60_000], filename="austen.txt")
    _exact(doc)
    assert "\r" not in doc.text
    texts = [s.text for s in doc.sentences]
    assert any(t.startswith("It is a truth universally acknowledged, that a single man in") for t in texts)
    hit = next(t for t in texts if t.startswith("It is a truth universally acknowledged"))
    assert hit.endswith("must be in want of a wife.") and "\n" in hit


def test_lone_cr_line_endings():
    doc = load_document(b"First line of text.\rStill the first paragraph.\r\rSecond paragraph.", filename="mac.txt")
    assert doc.text == "First line of text.\nStill the first paragraph.\n\nSecond paragraph."
    assert [s.text for s in doc.sentences] == ["First line of text.", "Still the first paragraph.", "Second paragraph."]
