"""Every reader that shows or draws a sentence's page handles a sentence that goes on over a page break.

The sentence is real: NIST SP 800-207 pp. 10-11, "... a ZTA can protect" / "against common threats ...".
"""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pymupdf
import pytest

from gechat.embed import Embedder
from gechat.evaluation.baselines.base import MethodOutput
from gechat.evaluation.gold import Gold, GoldAlternative
from gechat.evaluation.scoring import score_output
from gechat.loaders import load_document
from gechat.records import Answer, AnswerItem, Document, EvidenceChoice, Sentence, Step
from gechat.ui.export import annotated_pdf, answer_json, markdown_report
from gechat.ui.present import evidence_markdown, where
from gechat.ui.render import evidence_sentences, marks_for, render_page

from tests.conftest import TEST_DATA, find_sample
from .conftest import scored

NIST = "NIST_SP_800-207_zero_trust_architecture_59p.pdf"


@pytest.fixture(scope="module")
def nist_pdf():
    return find_sample(NIST)


@pytest.fixture(scope="module")
def nist(nist_pdf) -> Document:
    return load_document(nist_pdf)


@pytest.fixture(scope="module")
def across(nist) -> Sentence:
    (s,) = [s for s in nist.sentences if "a ZTA can protect against common threats" in s.text]
    assert s.pages == (10, 11)
    return s


@pytest.fixture(scope="module")
def answer(nist, across) -> Answer:
    other = next(s for s in nist.sentences if s.pages == (11,) and s.n_words > 8)  # another step's, on p. 11
    return Answer(
        question="What can a ZTA protect against?",
        mode="extractive",
        answers=(AnswerItem("A1", "A ZTA can protect against common threats."),),
        steps=(Step("S1", "A ZTA can protect against common threats."), Step("S2", "Something on page 11.")),
        evidence=(
            EvidenceChoice("S1", scored(across, 0.9), (), 1, True, "supported"),
            EvidenceChoice("S2", scored(other, 0.8), (), 1, True, "supported"),
        ),
    )


def _orange(png: bytes, boxes, zoom: float) -> float:
    """Share of sampled pixels inside ``boxes`` painted in the selected step's orange."""
    pix = pymupdf.Pixmap(png)
    hits = total = 0
    for box in boxes:
        x0, y0, x1, y1 = (int(v * zoom) for v in box)
        for y in range(y0 + 2, y1 - 1, 2):
            for x in range(x0 + 2, x1 - 1, 3):
                r, g, b = pix.pixel(x, y)[:3]
                total += 1
                hits += r - b > 60
    return hits / max(total, 1)


def test_the_page_view_highlights_both_parts_each_on_its_page(nist_pdf, answer, across):
    zoom = 1.5
    marks = marks_for("S1", evidence_sentences(answer))
    assert marks[0].sentence == across
    first, second = across.parts
    p10 = render_page(nist_pdf, 10, marks, zoom=zoom)
    p11 = render_page(nist_pdf, 11, marks, zoom=zoom)
    assert _orange(p10, first.boxes, zoom) > 0.5  # "... a ZTA can protect" on p. 10
    assert _orange(p11, second.boxes, zoom) > 0.5  # "against common threats ..." on p. 11
    plain = render_page(nist_pdf, 11, [], zoom=zoom)
    assert _orange(plain, second.boxes, zoom) < 0.05
    # the band around the selected sentence on p. 11 is cut around its part there, not around p. 10's boxes
    band = pymupdf.Pixmap(render_page(nist_pdf, 11, marks, zoom=zoom, around_primary=40))
    top = min(b[1] for b in second.boxes)
    assert band.height < pymupdf.Pixmap(p11).height and top * zoom < band.height


def test_the_annotated_pdf_has_one_highlight_per_page_of_the_sentence():
    # Boole pp. 9-10 (tests/data): "Every log-" / "ical proposition ..." (the export of NIST SP 800-207 itself
    # stops in PyMuPDF's scrub on a broken cross-reference of that file, whatever the sentence)
    path = TEST_DATA / "boole_pp8-10_page_break.pdf"
    doc = load_document(path)
    (s,) = [s for s in doc.sentences if s.text.startswith("Every logical proposition")]
    answer = Answer(
        question="What can every logical proposition be?",
        mode="extractive",
        answers=(AnswerItem("A1", "Every logical proposition can be expressed exactly."),),
        steps=(Step("S1", "Every logical proposition can be expressed exactly."),),
        evidence=(EvidenceChoice("S1", scored(s, 0.9), (), 1, True, "supported"),),
    )
    data, n = annotated_pdf(path.read_bytes(), doc.id, answer)
    with pymupdf.open(stream=data, filetype="pdf") as pdf:
        found = [(p.number + 1, a.rect, a.info["content"]) for p in pdf for a in p.annots()]
    assert n == 2 and [page for page, _, _ in found] == [2, 3]
    for (_, rect, content), part in zip(found, s.parts):
        assert content.startswith("S1 · supported:")
        assert all(rect.intersects(pymupdf.Rect(b)) for b in part.boxes)


def test_where_the_sentence_stands_reads_pages_10_11(answer, across):
    names = {across.doc_id: "zta.pdf"}
    assert where(answer.evidence[0].best, names) == "zta.pdf, pages 10-11"
    assert where(answer.evidence[1].best, names) == "zta.pdf, page 11"
    assert "zta\\.pdf, pages 10\\-11 ·" in evidence_markdown(answer.evidence[0], names)
    assert "zta.pdf, pages 10-11, characters" in markdown_report(answer, doc_names=names)
    exported = json.loads(answer_json(answer, doc_names=names))
    assert "pages\": [10, 11]" in json.dumps(exported) and "pages\": [11]" in json.dumps(exported)


def test_a_page_hit_is_any_page_of_the_sentence(nist, across):
    class Flat(Embedder):
        def __init__(self) -> None:
            super().__init__("flat")

        def encode(self, texts):
            return np.ones((len(texts), 4), dtype=np.float32) / 2

    out = MethodOutput([[across.index]], across.text, 0.9)
    for page, hit in ((11, 1.0), (10, 1.0), (12, 0.0)):
        gold = Gold((GoldAlternative(frozenset({across.index}), across.text),), frozenset({page}))
        assert score_output(out, gold, nist, Flat())["page_hit"] == hit


def test_a_sentence_on_one_page_reads_as_before(across):
    one = dataclasses.replace(across, more=())
    assert one.pages == (10,) and len(one.parts) == 1 and one.parts[0].char_end == across.char_end
    assert one.boxes_on(10) == across.boxes and one.boxes_on(11) == ()
