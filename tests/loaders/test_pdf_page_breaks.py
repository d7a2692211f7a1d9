"""A sentence that goes on over a page break is one sentence, with its boxes on each page (issue 15 item 2).

Real pages: NIST SP 800-207 (sample_docs) and pages cut from the sample PDFs (tests/data/pdf_pages_SOURCE.md).
"""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf
import pytest

from gechat.codec import document_from_json, document_to_json
from gechat.loaders import describe_sentences, load_document
from gechat.records import Document, Sentence

from .conftest import DATA, NIST_207, glyphs, norm, require

BOOLE_PAGES = DATA / "boole_pp8-10_page_break.pdf"  # Boole pp. 8-10: footnotes after the last body lines
MOBILE_PAGES = DATA / "nist_800_124r1_pp16-20_page_break.pdf"  # NIST SP 800-124r1 pp. 16-20


def _one(doc: Document, needle: str) -> Sentence:
    found = [s for s in doc.sentences if needle in s.text]
    assert len(found) == 1, [s.text for s in found]
    return found[0]


def _check_parts(doc: Document, s: Sentence, path: Path) -> None:
    """Exact offsets, each part on its own page, and each part's boxes over exactly that part's words."""
    assert doc.text[s.char_start : s.char_end] == s.text
    assert s.parts[0].char_start == s.char_start and s.parts[-1].char_end == s.char_end
    with pymupdf.open(path) as pdf:
        for part in s.parts:
            page = doc.pages[part.page - 1]
            assert page.char_start <= part.char_start < part.char_end <= page.char_end
            assert part.boxes
            for x0, y0, x1, y1 in part.boxes:
                assert 0 <= x0 < x1 <= page.width and 0 <= y0 < y1 <= page.height
            covered = "".join(glyphs(pdf[part.page - 1], b) for b in part.boxes)
            assert norm(covered) == norm(doc.text[part.char_start : part.char_end])


@pytest.fixture(scope="module")
def nist():
    return load_document(require(NIST_207))


def test_nist_800_207_pages_10_and_11_hold_one_sentence(nist):
    s = _one(nist, "a ZTA can protect against common threats")
    assert s.text.startswith("When balanced with existing cybersecurity policies and guidance")
    assert s.text.endswith("posture by using a managed risk approach.")
    assert s.pages == (10, 11) and s.page == 10
    first, second = s.parts
    assert nist.text[first.char_start : first.char_end].endswith("a ZTA can protect")
    assert nist.text[second.char_start : second.char_end].startswith("against common threats")
    _check_parts(nist, s, NIST_207)
    # no sentence of the document ends at a page break without closing punctuation before a lower-case one
    for a, b in zip(nist.sentences, nist.sentences[1:]):
        if a.pages[-1] != b.page:
            assert re.search(r"[.!?:;)\]\"'”’…|]$", a.text) or not b.text[:1].islower(), (a.text, b.text)


def test_every_nist_sentence_over_a_page_break_has_exact_parts(nist):
    over = [s for s in nist.sentences if s.more]
    assert len(over) >= 13
    for s in over:
        _check_parts(nist, s, NIST_207)
        assert [p.page for p in s.parts] == list(range(s.page, s.page + len(s.parts)))


def test_a_word_broken_at_a_hyphen_over_a_page_break_is_rejoined_and_the_footnote_moves_before_it():
    doc = load_document(BOOLE_PAGES)
    s = _one(doc, "Every logical proposition, whether categorical or hypothetical")
    assert s.pages == (2, 3)  # Boole pp. 9-10: "Every log-" ends the body of p. 9, its footnote follows it
    assert "log-" not in s.text
    first, second = s.parts
    assert doc.text[first.char_start : first.char_end] == "Every log"
    assert doc.text[second.char_start :].startswith("ical proposition")
    _check_parts(doc, s, BOOLE_PAGES)
    # the footnote that follows "Every log-" on p. 9 stays on p. 9, before the sentence, whole
    note = _one(doc, "Logic entirely dependent upon language.")
    assert note.pages == (2,) and note.index < s.index
    # p. 8's body goes on into p. 9 past p. 8's footnote too
    across = _one(doc, "we are able, from any conceivable collection of objects")
    assert across.pages == (1, 2) and across.text.startswith("∗Assuming the notion of a class, we are able")
    _check_parts(doc, across, BOOLE_PAGES)
    for a, b in zip(doc.sentences, doc.sentences[1:]):
        assert not re.search(r"[A-Za-z][-\u00ad\u2010]$", a.text), a.text  # no sentence ends inside a word


def test_a_compound_broken_at_its_hyphen_over_a_page_break_keeps_its_hyphen():
    doc = load_document(MOBILE_PAGES)
    s = _one(doc, "organization-issued devices versus personally-owned devices), and how provisioning")
    assert s.pages == (4, 5)  # NIST SP 800-124r1 pp. 19-20
    assert doc.text[s.parts[0].char_start : s.parts[0].char_end].endswith("personally-")
    assert doc.text[s.parts[1].char_start :].startswith("owned devices)")
    _check_parts(doc, s, MOBILE_PAGES)


def test_a_sentence_over_two_pages_round_trips_and_is_described_per_page():
    doc = load_document(BOOLE_PAGES)
    back = document_from_json(document_to_json(doc))
    assert back == doc
    s = _one(doc, "Every logical proposition")
    row = describe_sentences(doc)[s.index]
    assert row["page"] == 2 and [p["page"] for p in row["more"]] == [3]
    assert len(row["boxes"]) == len(s.boxes) and len(row["more"][0]["boxes"]) == len(s.more[0].boxes)


def test_pages_follow_one_another_in_the_text(nist):
    for a, b in zip(nist.pages, nist.pages[1:]):
        assert a.char_end <= b.char_start
        assert nist.text[a.char_end : b.char_start] in ("\n\n", " ", "")  # a space where a sentence goes on
