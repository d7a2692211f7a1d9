"""Builders for the test documents the loader tests generate themselves."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pymupdf
import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "data"
SAMPLE_DOCS = REPO / "sample_docs"
TEST_DOCS = REPO / "tests" / "data" / "docs"  # cuts of longer public documents (tests/data/SOURCES.md)

NIST_207 = SAMPLE_DOCS / "NIST_SP_800-207_zero_trust_architecture_59p.pdf"
FIPS_199 = SAMPLE_DOCS / "NIST_FIPS_199_security_categorization_13p.pdf"
DOJ_1PAGE = SAMPLE_DOCS / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx"
RECIPES = SAMPLE_DOCS / "Gutenberg_US_Army_Cooking_School_Recipes.txt"
DOJ_TABLE = TEST_DOCS / "usdoj_handbook_table_excerpt.docx"  # 51 body elements of the full handbook around its first table
WAR_AND_PEACE = TEST_DOCS / "tolstoy_war_and_peace_excerpt.txt"  # lines 20470-20500 of the Gutenberg text

HEADER = "ACME Quarterly Report"
LINE = 14.0  # baseline distance of body lines


def write_pdf(path: Path, pages: list[list[tuple[float, float, str]]], *, fontsize: float = 11) -> Path:
    """A PDF whose pages hold the given (x, baseline y, text) lines, written in list order."""
    doc = pymupdf.open()
    for items in pages:
        page = doc.new_page(width=612, height=792)
        for x, y, text in items:
            page.insert_text((x, y), text, fontsize=fontsize, fontname="helv")
    doc.save(path)
    doc.close()
    return path


def _column(x: float, y: float, lines: list[str]) -> list[tuple[float, float, str]]:
    return [(x, y + i * LINE, t) for i, t in enumerate(lines)]


def report_pages() -> list[list[tuple[float, float, str]]]:
    """Five pages with a running header and footer, a hyphen break, bullets and a two-column page."""
    page1 = _column(
        72,
        100,
        [
            "Operations Summary",
            "The board reviewed the risk manage-",
            "ment plan in great detail this spring. Costs fell by ten percent.",
            "\u2022 Revenue grew in every region this quarter.",
            "\u2022 Staff turnover stayed below five percent.",
            "The final paragraph closes the first page of the report.",
        ],
    )
    left = _column(
        72,
        100,
        [
            "Left column opens the second page. It",
            "continues here and ends on this line.",
            "A second left sentence follows it and",
            "keeps going for one more line of text.",
            "The left column ends with this line.",
        ],
    )
    right = _column(
        330,
        100,
        [
            "Right column text starts here. It also",
            "spans more than a single line of text.",
            "Another right sentence sits below it",
            "and it finishes on this fourth line.",
            "The right column ends here as well.",
        ],
    )
    page2 = right + left  # right column first in the content stream: reading order must fix it
    rest = [
        _column(72, 100, [f"The {word} page tells its own story.", f"Nothing else happened on the {word} page."])
        for word in ("third", "fourth", "fifth")
    ]
    pages = [page1, page2, *rest]
    for n, items in enumerate(pages, start=1):
        items.insert(0, (72, 40, HEADER))
        items.append((280, 760, f"Page {n} of 5"))
    return pages


@pytest.fixture
def report_pdf(tmp_path: Path) -> Path:
    return write_pdf(tmp_path / "report.pdf", report_pages())


@pytest.fixture
def small_pdf_bytes(tmp_path: Path) -> bytes:
    path = write_pdf(tmp_path / "small.pdf", [_column(72, 100, ["A small PDF with one sentence of text."])])
    return path.read_bytes()


def require(path: Path) -> Path:
    """A committed test document; a missing one is an error (tests do not skip for missing files)."""
    if not path.exists():
        raise FileNotFoundError(f"{path} is missing from the repository")
    return path


def norm(text: str) -> str:
    """Text with whitespace, hyphens and table bars removed, for comparing a sentence with the glyphs it covers."""
    return re.sub(r"[\s\-\u00ad\u2010|]", "", unicodedata.normalize("NFKC", text))


def glyphs(page: pymupdf.Page, box) -> str:
    """The text inside a box (shrunk a little, so neighbouring lines do not leak in)."""
    x0, y0, x1, y1 = box
    h = y1 - y0
    return page.get_textbox(pymupdf.Rect(x0 + 0.3, y0 + 0.3 * h, x1 - 0.3, y1 - 0.3 * h))
