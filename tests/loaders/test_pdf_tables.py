"""Sentences a reader recognises: table rows, numbers with their units, codes broken at a hyphen.

Real pages (tests/data/pdf_pages_SOURCE.md) and generated layouts.
"""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf

from gechat.loaders import load_document
from gechat.loaders.pdf_tables import grids

from .conftest import DATA, glyphs, norm, write_pdf

TABLE_PAGE = DATA / "nist_800_40r3_p17_table.pdf"  # NIST SP 800-40r3, page 17
CONTROLS_PAGE = DATA / "nist_800_124r1_p25_controls.pdf"  # NIST SP 800-124r1, page 25


def test_table_rows_of_a_real_page_are_their_own_sentences():
    doc = load_document(TABLE_PAGE)
    texts = [s.text for s in doc.sentences]
    rows = [
        "Characteristic | Agent-Based | Agentless Scanning | Passive Network Monitoring",  # header cells of two lines
        "Admin privileges needed on hosts? | Yes | Yes | No",
        "Supports unmanaged hosts? | No | No | Yes",
        "Supports remote hosts? | Yes | No | No",
        "Supports appliances? | No | No | Yes",
        "Bandwidth needed for scanning? | Minimal | Moderate to excessive | None",
        "Potential range of applications detected? | Comprehensive | Comprehensive | "
        "Only those that generate unencrypted network traffic",
    ]
    first = texts.index(rows[0])
    assert texts[first : first + len(rows)] == rows  # in order, one sentence a row
    assert doc.meta["tables"] == 1
    assert texts[first - 1] == "Table 4-1: Comparison of Techniques"  # the caption before stays apart
    assert texts[first + len(rows)] == "4.2 Security Capabilities"  # and so does the heading after
    page = pymupdf.open(TABLE_PAGE)[0]
    for s in doc.sentences[first : first + len(rows)]:
        assert doc.text[s.char_start : s.char_end] == s.text
        # one box per line of every cell (so at least one per cell), each over exactly that cell line's glyphs
        assert len(s.boxes) >= s.text.count(" | ") + 1
        assert max(b[3] for b in s.boxes) - min(b[1] for b in s.boxes) < 48  # all in one row (at most three lines)
        assert norm("".join(glyphs(page, b) for b in s.boxes)) == norm(s.text)


def test_a_code_broken_at_a_hyphen_and_a_list_broken_at_a_comma_stay_whole():
    doc = load_document(CONTROLS_PAGE)
    texts = [s.text for s in doc.sentences]
    assert (
        "Related controls: AC-2, AC-3, AC-18, AC-19, AC-20, CA-3, CA-7, CM-8, IA-2, IA-3, IA-8, MA-4, PE-17, PL-4, SC-10, SI-4"
        in texts
    )  # "PE-" ends one MuPDF block, "17," opens the next
    assert not any(re.search(r"\w-$", t) for t in texts)
    assert "Related controls: AC-3, AC-7, AC-18, AC-20, CA-9, CM-2, IA-2, IA-3, MP-2, MP-4, MP-5, PL-4, SC-7, SC-43, SI-3, SI-4" in texts
    s = next(s for s in doc.sentences if "PE-17" in s.text)
    page = pymupdf.open(CONTROLS_PAGE)[0]
    assert len(s.boxes) == 2 and norm("".join(glyphs(page, b) for b in s.boxes)) == norm(s.text)


def test_a_number_keeps_its_unit_across_lines_and_columns(tmp_path: Path):
    lines = [
        (72, 100, "Revenue for the whole group rose to $6.7"),  # bottom of the left column ...
        (330, 60, "billion in 2023, the board said and the staff agreed."),  # ... goes on at the top of the right one
        (330, 74, "The archive grew by 40"),  # a short line, then a capitalised unit
        (330, 88, "MB last year, as the logs were kept for audits."),
        (330, 102, "Nothing else changed in the accounts of the year."),
    ]
    doc = load_document(write_pdf(tmp_path / "units.pdf", [lines]))
    texts = [s.text for s in doc.sentences]
    assert texts == [
        "Revenue for the whole group rose to $6.7 billion in 2023, the board said and the staff agreed.",
        "The archive grew by 40 MB last year, as the logs were kept for audits.",
        "Nothing else changed in the accounts of the year.",
    ]
    first = doc.sentences[0]
    assert len(first.boxes) == 2 and first.boxes[1][0] > 300  # one box in each column


def _ruled_table(path: Path) -> Path:
    """A paragraph, a table with stroked rules (a header row drawn without column rules, a cell with a list), a paragraph."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 90), "The table below lists the regional results of the year.", fontsize=11)
    ys = [110, 130, 150, 184]
    for y in ys:
        page.draw_line((72, y), (540, y), width=0.5)
    for x in (72, 540):
        page.draw_line((x, ys[0]), (x, ys[-1]), width=0.5)
    for x in (200, 330):
        page.draw_line((x, ys[1]), (x, ys[-1]), width=0.5)  # no column rules in the header row
    for x, text in ((76, "Region"), (204, "Revenue"), (334, "Notes")):
        page.insert_text((x, 124), text, fontsize=10)
    for x, text in ((76, "North"), (204, "$6.7 billion"), (334, "Stable demand")):
        page.insert_text((x, 144), text, fontsize=10)
    for x, y, text in ((76, 164, "South"), (204, 164, "$2.1 billion"), (334, 164, "\u2022 New stores opened."),
                       (334, 178, "\u2022 Costs fell.")):
        page.insert_text((x, y), text, fontsize=10)
    page.insert_text((72, 210), "The next paragraph follows the table.", fontsize=11)
    doc.save(path)
    return path


def test_a_ruled_table_with_a_plain_header_and_a_list_cell(tmp_path: Path):
    path = _ruled_table(tmp_path / "table.pdf")
    doc = load_document(path)
    assert [s.text for s in doc.sentences] == [
        "The table below lists the regional results of the year.",
        "Region | Revenue | Notes",  # the header row takes the columns of the row under it
        "North | $6.7 billion | Stable demand",
        "South",  # a cell holding a list: its items are sentences of their own, the row's other cells too
        "$2.1 billion",
        "New stores opened.",
        "Costs fell.",
        "The next paragraph follows the table.",
    ]
    page = pymupdf.open(path)[0]
    for s in doc.sentences:
        assert norm("".join(glyphs(page, b) for b in s.boxes)) == norm(s.text)


def test_grids_need_rows_and_columns():
    def box(x0, y0, x1, y1):
        return ("stroke-path", (x0, y0, x1, y1))

    framed = [box(72, 100, 540, 160)]  # a framed paragraph: one cell
    assert grids(framed) == []
    rules = [("fill-path", (72, y - 0.25, 540, y + 0.25)) for y in (100, 120, 140)]
    rules += [("fill-path", (x - 0.25, 100, x + 0.25, 140)) for x in (72, 300, 540)]
    (grid,) = grids(rules)
    assert grid.rows == [(100, 120), (120, 140)]
    assert grid.cell_of((80, 125, 120, 135, "a")) == (1, 1) and grid.cell_of((310, 105, 350, 115, "b")) == (0, 2)
    assert grid.cell_of((80, 145, 120, 155, "below")) is None


def test_a_display_formula_finishes_the_sentence_that_leads_into_it(tmp_path: Path):
    lines = [
        (72, 100, "The symbolical expression of this law is"),
        (200, 128, "xy = yx."),  # a display line, set apart by more than a line's gap
        (72, 170, "Keywords"),
        (72, 198, "security; patch management"),  # a heading keeps apart from what follows it
    ]
    doc = load_document(write_pdf(tmp_path / "display.pdf", [lines]))
    assert [s.text for s in doc.sentences] == [
        "The symbolical expression of this law is xy = yx.",
        "Keywords",
        "security; patch management",
    ]
