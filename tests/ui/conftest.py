"""Fixtures for the app-side library: a real PDF and answers whose evidence lies in it.

The answers are built by hand (the tests are about rendering, export, review
and graph logic), but their sentence boxes come from the real PDF.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gechat.ids import document_id, sentence_id
from gechat.records import (
    Anchor, Answer, AnswerItem, Document, EvidenceChoice, Relation, ScoredSentence, Sentence, Step, Subgraph,
)

REPO = Path(__file__).resolve().parents[2]
S1_TEXT = (
    "The Federal Information Processing Standards Publication Series of the National Institute of "
    "Standards and Technology (NIST) is the official series of publications"
)
S2_TEXT = "These mandates have given the Secretary of Commerce and NIST important responsibilities"
ALT_TEXT = "FOREWORD"




def pdf_sentence(pdf: Path, doc_id: str, page: int, text: str, index: int) -> Sentence:
    import pymupdf

    with pymupdf.open(pdf) as doc:
        rects = doc[page - 1].search_for(text)
    assert rects, f"{text!r} not found on page {page}"
    boxes = tuple((r.x0, r.y0, r.x1, r.y1) for r in rects)
    start = index * 1000
    return Sentence(sentence_id(doc_id, start, start + len(text)), doc_id, index, text, start,
                    start + len(text), page=page, boxes=boxes)


def scored(s: Sentence, ent: float, lp: float = 0.0, contradiction: float = 0.0, conflict: str = "") -> ScoredSentence:
    return ScoredSentence(s, ent, lp, round(0.5 * ent - 0.5 * lp, 4), round(1.0 - ent - contradiction, 4),
                          contradiction, conflict)


@pytest.fixture()
def pdf_answer(fips_pdf: Path) -> Answer:
    doc_id = document_id(fips_pdf.read_bytes())
    s1 = pdf_sentence(fips_pdf, doc_id, 2, S1_TEXT, 0)
    s2 = pdf_sentence(fips_pdf, doc_id, 2, S2_TEXT, 1)
    alt = pdf_sentence(fips_pdf, doc_id, 2, ALT_TEXT, 2)
    rel = Relation("NIST", "FIPS", keywords="publishes")
    rel2 = Relation("Secretary of Commerce", "NIST", keywords="gives responsibilities to")
    return Answer(
        question="Who publishes FIPS?",
        mode="extractive",
        answers=(AnswerItem("A1", "NIST publishes FIPS."),),
        steps=(Step("S1", "NIST publishes the FIPS series."), Step("S2", "The moon is made of cheese.")),
        anchors=(Anchor("S1", "NIST", 0.9), Anchor("S1", "FIPS", 0.8), Anchor("S2", "Secretary of Commerce", 0.4)),
        subgraphs=(
            Subgraph("S1", 1, ("NIST", "FIPS"), (rel,), ("chunk-a",)),
            Subgraph("S2", 1, ("Secretary of Commerce", "NIST"), (rel2,), ("chunk-b",)),
        ),
        evidence=(
            EvidenceChoice("S1", scored(s1, 0.93), (scored(alt, 0.2),), 1, True, "supported",
                           kg_fact=rel.as_sentence(), kg_fact_similarity=0.82, candidates_scored=5),
            EvidenceChoice("S2", scored(s2, 0.1), (scored(alt, 0.05),), 2, False, "likely_hallucination",
                           kg_fact=rel2.as_sentence(), kg_fact_similarity=0.3, candidates_scored=5),
        ),
        answer_nodes={"A1": "FIPS"},
        models={"llm": "none", "embedder": "test"},
    )


@pytest.fixture()
def text_doc() -> Document:
    """A TXT document whose text contains HTML (it must be shown as text)."""
    parts = [
        "Intro line one.",
        "The <script>alert('x')</script> tag & friends are text here.",
        "Middle sentence about <b>bold</b> claims.",
        "Closing sentence.",
    ]
    text = "\n".join(parts)
    doc_id = document_id(text.encode())
    sents, pos = [], 0
    for i, p in enumerate(parts):
        sents.append(Sentence(sentence_id(doc_id, pos, pos + len(p)), doc_id, i, p, pos, pos + len(p)))
        pos += len(p) + 1
    return Document(doc_id, "notes.txt", "txt", text, tuple(sents))


@pytest.fixture(scope="session")
def docx_doc(sample_docs):
    """The sample DOJ handbook page, parsed by the real DOCX loader."""
    from gechat.loaders import load_document

    path = next(sample_docs.glob("*.docx"))
    return load_document(path.read_bytes(), filename=path.name)
