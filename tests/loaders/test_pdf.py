"""PDF loader on the real 59-page NIST SP 800-207 and on generated layouts."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import numpy as np
import pymupdf
import pytest

from gechat.loaders import describe_sentences, load_document
from gechat.loaders.pdf_layout import hyphen_join, merge_continuations, page_layout

from .conftest import FIPS_199, HEADER, NIST_207, require, write_pdf


def _norm(text: str) -> str:
    """Compare glyph text with sentence text: no whitespace, hyphens or cell separators; compatibility forms folded."""
    return re.sub(r"[\s\-\u00ad\u2010|]", "", unicodedata.normalize("NFKC", text))


@pytest.fixture(scope="module")
def nist():
    return load_document(require(NIST_207))


class Glyphs:
    """``page.get_textbox(rect)`` at numpy speed: the same textpage, glyph boxes and strict-overlap rule.

    PyMuPDF's get_textbox walks every glyph of the page in Python (~0.1 s a
    call); checking 2,000 boxes that way takes minutes, so this reads the
    glyphs once per page. ``test_glyphs_agree_with_get_textbox`` pins it to
    get_textbox itself.
    """

    def __init__(self, page: pymupdf.Page) -> None:
        self.page = page
        self.textpage = page.get_textpage()
        chars, boxes = [], []
        for block in self.textpage.extractRAWDICT()["blocks"]:
            for line in block.get("lines", ()):
                for span in line["spans"]:
                    for ch in span["chars"]:
                        chars.append(ch["c"])
                        boxes.append(ch["bbox"])
        self.chars = np.array(chars or [""], dtype=object)
        self.boxes = np.array(boxes or [(0, 0, 0, 0)], dtype=float).reshape(-1, 4)

    def textbox(self, rect: pymupdf.Rect) -> str:
        b = self.boxes
        hit = ~((rect.x0 >= b[:, 2]) | (rect.y0 >= b[:, 3]) | (rect.x1 <= b[:, 0]) | (rect.y1 <= b[:, 1]))
        return "".join(self.chars[hit])


def _probe(box) -> pymupdf.Rect:
    # get_textbox takes every glyph the rect touches, and glyph boxes of adjacent lines
    # overlap by a few points: probe the middle band of the box (the sentence's own line)
    x0, y0, x1, y1 = box
    h = y1 - y0
    return pymupdf.Rect(x0 + 0.3, y0 + 0.3 * h, x1 - 0.3, y1 - 0.3 * h)


@pytest.fixture(scope="module")
def nist_glyphs():
    pdf = pymupdf.open(require(NIST_207))
    return {n + 1: Glyphs(pdf[n]) for n in range(pdf.page_count)}


def test_glyphs_agree_with_get_textbox(nist, nist_glyphs):
    checked = 0
    for s in nist.sentences[::60]:
        g = nist_glyphs[s.page]
        for box in s.boxes:
            rect = _probe(box)
            assert _norm(g.page.get_textbox(rect, textpage=g.textpage)) == _norm(g.textbox(rect))
            checked += 1
    assert checked >= 20


def test_nist_offsets_pages_and_boxes_are_exact(nist, nist_glyphs):
    doc = nist
    assert doc.kind == "pdf" and len(doc.pages) == 59
    assert len(doc.sentences) > 1000
    mismatches = []
    for s in doc.sentences:
        assert doc.text[s.char_start : s.char_end] == s.text
        assert s.text == s.text.strip() and s.text
        assert s.parts[0].char_start == s.char_start and s.parts[-1].char_end == s.char_end
        for part in s.parts:  # one part per page; a sentence that goes on over a page break has two
            page_rec = doc.pages[part.page - 1]
            assert page_rec.number == part.page
            assert page_rec.char_start <= part.char_start < part.char_end <= page_rec.char_end  # on its own page
            assert part.boxes, f"sentence {s.index} has no boxes on page {part.page}"
            found = []
            for box in part.boxes:
                x0, y0, x1, y1 = box
                assert 0 <= x0 < x1 <= page_rec.width and 0 <= y0 < y1 <= page_rec.height
                found.append(nist_glyphs[part.page].textbox(_probe(box)))
            want = doc.text[part.char_start : part.char_end]
            if _norm(" ".join(found)) != _norm(want):
                mismatches.append(f"p{part.page} #{s.index}: sentence={want!r} boxes={' | '.join(found)!r}")
    ratio = 1 - len(mismatches) / len(doc.sentences)
    assert ratio >= 0.98, "\n".join(mismatches[:30])
    assert not mismatches, f"{len(mismatches)} box mismatches (ratio {ratio:.4f}):\n" + "\n".join(mismatches[:30])


def test_nist_running_headers_and_page_numbers_are_dropped(nist):
    assert "ZERO TRUST ARCHITECTURE" not in nist.text  # the running title of pages 2-59
    # the vertical margin note repeats on all 56 body pages; only the cover pages keep their own copy
    assert nist.text.count("This publication is available free of charge from") <= 3
    assert nist.meta["running_lines_removed"] >= 3 * 56
    body_page = nist.pages[20]
    assert not re.search(r"(?m)^\d+$", nist.text[body_page.char_start : body_page.char_end])


def test_nist_bullets_and_numbered_tenets_are_their_own_sentences(nist):
    texts = [s.text for s in nist.sentences]
    assert "1. All data sources and computing services are considered resources." in texts
    assert "2. All communication is secured regardless of network location." in texts
    assert "How should procurement requirements be written?" in texts  # a "•" bullet in table B-1
    assert "3.3 Trust Algorithm" in texts  # a numbered heading is not glued to the paragraph after it


def test_generated_report_layout(report_pdf: Path):
    doc = load_document(report_pdf)
    texts = [s.text for s in doc.sentences]
    # running header and "Page N of 5" footers are gone
    assert HEADER not in doc.text and "of 5" not in doc.text
    # a word broken at a line end is rejoined, and its sentence has one box per line
    s = next(s for s in doc.sentences if "management" in s.text)
    assert s.text == "The board reviewed the risk management plan in great detail this spring."
    assert len(s.boxes) == 2 and s.boxes[0][1] < s.boxes[1][1]
    # bullets become separate sentences without their bullet glyph
    assert "Revenue grew in every region this quarter." in texts
    assert "Staff turnover stayed below five percent." in texts
    assert "Operations Summary" in texts
    # the right column was written first, but the left column is read first
    left = texts.index("Left column opens the second page.")
    right = texts.index("Right column text starts here.")
    assert left < right
    assert texts.index("The left column ends with this line.") < right
    assert doc.meta["two_column_pages"] == 1
    assert [p.number for p in doc.pages] == [1, 2, 3, 4, 5]
    assert all(s.page == 2 for s in doc.sentences[left : right + 1])


def test_sentence_cut_inside_a_word_gets_exact_glyph_boxes(tmp_path: Path):
    # "end.Next" is one PDF word holding a sentence boundary
    path = write_pdf(tmp_path / "joined.pdf", [[(72, 100, "This is the first sentence at the end.Next one starts right here.")]])
    doc = load_document(path)
    page = pymupdf.open(path)[0]
    for s in doc.sentences:
        assert len(s.boxes) == 1
        assert _norm(page.get_textbox(_probe(s.boxes[0]))) == _norm(s.text)


def test_rotated_page_boxes_use_text_coordinates(tmp_path: Path):
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((72, 100), "A rotated page still cites exactly. Its boxes follow the text.")
    page.set_rotation(90)
    path = tmp_path / "rotated.pdf"
    pdf.save(path)
    doc = load_document(path)
    assert doc.meta["rotated_pages"] == {1: 90}
    assert (doc.pages[0].width, doc.pages[0].height) == (595, 842)  # the unrotated page the boxes live in
    page = pymupdf.open(path)[0]
    for s in doc.sentences:
        (x0, y0, x1, y1), = s.boxes
        assert 0 <= x0 < x1 <= 595 and 0 <= y0 < y1 <= 842
        assert _norm(page.get_textbox(_probe(s.boxes[0]))) == _norm(s.text)


def test_fips_199_parses_with_its_table(tmp_path: Path):
    doc = load_document(require(FIPS_199))
    assert len(doc.pages) == 13
    assert any("Confidentiality" in s.text for s in doc.sentences)
    assert "FIPS Publication 199 Standards for Security" not in doc.text  # running header
    assert all(doc.text[s.char_start : s.char_end] == s.text for s in doc.sentences)


def test_describe_sentences_is_json_ready(report_pdf: Path):
    import json

    doc = load_document(report_pdf)
    rows = describe_sentences(doc)
    assert len(rows) == len(doc.sentences)
    first = json.loads(json.dumps(rows))[1]
    assert set(first) >= {"text", "page", "char_start", "char_end", "boxes"}
    assert first["page"] == 1 and len(first["boxes"]) == 2 and len(first["boxes"][0]) == 4


def test_loading_twice_gives_the_same_ids(small_pdf_bytes: bytes):
    a = load_document(small_pdf_bytes, filename="a.pdf")
    b = load_document(small_pdf_bytes, filename="renamed.pdf")
    assert a.id == b.id and [s.id for s in a.sentences] == [s.id for s in b.sentences]
    assert a.name == "a.pdf" and b.name == "renamed.pdf"


@pytest.mark.parametrize(
    ("left", "right", "vocab", "expected"),
    [
        ("manage-", "ment", set(), "drop"),
        ("end-to-", "end", set(), "keep"),
        ("non-", "person", {"non-person"}, "keep"),
        ("non-", "enterprise", {"nonenterprise"}, "drop"),
        ("Covid-", "19", set(), "keep"),  # a compound broken before its number: "Covid-19"
        ("PE-", "17", set(), "keep"),  # a control name: "PE-17"
        ("Non-", "Stationarity.", set(), "keep"),  # a capitalised compound: "Non-Stationarity"
        ("pages\u00ad", "19", set(), None),  # a soft hyphen before digits breaks no word
        ("policy", "engine", set(), None),
    ],
)
def test_hyphen_join_rules(left, right, vocab, expected):
    assert hyphen_join(left, right, vocab) == expected


def _words(block: int, line: int, x: float, y: float, text: str) -> list[tuple]:
    out, x0 = [], x
    for i, w in enumerate(text.split()):
        out.append((x0, y, x0 + 6 * len(w), y + 12, w, block, line, i))
        x0 += 6 * len(w) + 3
    return out


def test_continuation_blocks_are_merged():
    # MuPDF put a bullet's hanging-indent second line into its own block (seen in NIST SP 800-124r1)
    words = (
        _words(0, 0, 90, 100, "\u2022 Policy: enforcing security policies on the device, such as restricting")
        + _words(1, 0, 108, 113, "access to hardware and software.")
        + _words(2, 0, 90, 140, "Another paragraph starts here.")
    )
    layout = page_layout(1, 612, 792, words)
    assert len(layout.blocks) == 3
    merged = merge_continuations(layout.blocks)
    assert [len(b.lines) for b in merged] == [2, 1]  # lower-case continuation joined, capital start kept apart


def test_enumerator_inside_a_pdf_line_does_not_split(tmp_path: Path):
    lines = [
        (72, 100, "Beyond the policy enforcement point lies the trust zone that is described in Section"),
        (72, 114, "2) hosting the enterprise resource."),
    ]
    doc = load_document(write_pdf(tmp_path / "enum.pdf", [lines]))
    assert [s.text for s in doc.sentences] == [
        "Beyond the policy enforcement point lies the trust zone that is described in Section 2) hosting the enterprise resource."
    ]
