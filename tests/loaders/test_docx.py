"""DOCX loader: body order, headings and list items as units, tables row by row."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from gechat.loaders import load_document

from .conftest import DOJ_1PAGE, DOJ_TABLE, require


def _exact(doc) -> None:
    for s in doc.sentences:
        assert doc.text[s.char_start : s.char_end] == s.text
        assert s.page == 0 and s.boxes == ()
    assert [s.index for s in doc.sentences] == list(range(len(doc.sentences)))
    assert len({s.id for s in doc.sentences}) == len(doc.sentences)


def test_doj_one_page_handbook():
    doc = load_document(require(DOJ_1PAGE))
    _exact(doc)
    texts = [s.text for s in doc.sentences]
    assert doc.kind == "docx" and doc.pages == ()
    # headings stay their own sentences, not glued to the paragraph after them
    assert texts[:3] == ["CHAPTER 1", "INTRODUCTION", "CHAPTER 1 – INTRODUCTION"]
    assert "A.\tPURPOSE" in texts
    assert (
        "The United States Trustee appoints and supervises standing trustees and monitors and supervises "
        "cases under chapter 13 of title 11 of the United States Code." in texts
    )
    assert "28 U.S.C. § 586(b)." in texts  # "U.S.C." does not end the sentence


def test_doj_handbook_tables_in_reading_order():
    doc = load_document(require(DOJ_TABLE))
    _exact(doc)
    rows = [s for s in doc.sentences if " | " in s.text]
    assert rows and doc.meta["table_rows"] >= 2
    row = rows[0]
    assert row.text == "11 U.S.C. § 343 11 U.S.C. § 344 | Examination of the Debtor Self-incrimination; Immunity"
    # the table sits where the body puts it: between its neighbouring paragraphs
    before = doc.sentences[row.index - 1]
    assert before.char_end < row.char_start and " | " not in before.text
    assert before.text == "Related Provisions:"  # the heading the table belongs to
    after = doc.sentences[rows[-1].index + 1]
    assert after.char_start > rows[-1].char_end and after.text == "10.\tLANGUAGE INTERPRETERS"


def _built_docx(path: Path) -> Path:
    import docx

    d = docx.Document()
    d.add_heading("Project Status", level=1)
    d.add_paragraph("The first paragraph explains the plan. It has two sentences.")
    d.add_paragraph("Collect the requirements", style="List Bullet")
    d.add_paragraph("Write the design", style="List Bullet")
    table = d.add_table(rows=3, cols=3)
    for r, cells in enumerate([("Name", "Role", "Office"), ("Ada Lovelace", "Analyst", "London"), ("Alan Turing", "", "Bletchley")]):
        for c, value in enumerate(cells):
            table.cell(r, c).text = value
    d.add_paragraph("The closing paragraph comes after the table.")
    d.save(path)
    return path


def test_built_docx_with_heading_list_and_table(tmp_path: Path):
    doc = load_document(_built_docx(tmp_path / "status.docx"))
    _exact(doc)
    assert [s.text for s in doc.sentences] == [
        "Project Status",
        "The first paragraph explains the plan.",
        "It has two sentences.",
        "Collect the requirements",
        "Write the design",
        "Name | Role | Office",
        "Ada Lovelace | Analyst | London",
        "Alan Turing | Bletchley",  # the empty cell leaves no dangling separator
        "The closing paragraph comes after the table.",
    ]
    assert doc.meta["table_rows"] == 3


def test_docx_from_bytes_matches_path(tmp_path: Path):
    path = _built_docx(tmp_path / "status.docx")
    a = load_document(path)
    b = load_document(path.read_bytes(), filename="status.docx")
    assert a.id == b.id and a.text == b.text


def test_docx_without_text_is_empty(tmp_path: Path):
    import docx

    from gechat.errors import EmptyDocumentError

    buf = io.BytesIO()
    docx.Document().save(buf)
    with pytest.raises(EmptyDocumentError, match="holds no text"):
        load_document(buf.getvalue(), filename="blank.docx")


def test_visible_paragraph_text_equals_python_docx_on_real_documents():
    """The run walk (tracked changes, fields, content controls ...) reads ordinary paragraphs as python-docx does."""
    import docx

    from gechat.loaders.docx_hidden import RunFilter

    for path in (require(DOJ_1PAGE), require(DOJ_TABLE)):
        document = docx.Document(str(path))
        runs = RunFilter(document, 4.0)
        paragraphs = list(document.element.body.iter("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}p"))
        assert len(paragraphs) > 30
        assert [runs.paragraph_text(p) for p in paragraphs] == [p.text for p in paragraphs]
        assert not runs.hidden
