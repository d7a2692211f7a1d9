"""The app's page view of a sentence that goes on over a page break: both pages, both parts highlighted.

Driven headless with streamlit.testing on ``answer_view.page_view`` (no indexing: the document is loaded
from a few pages cut from the Boole sample, tests/data/pdf_pages_SOURCE.md, and the answer is built by hand).
"""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def _page_view_script() -> None:
    import streamlit as st

    from gechat.loaders import load_document
    from gechat.records import Answer, AnswerItem, EvidenceChoice, ScoredSentence, Step
    from gechat.ui.answer_view import page_view
    from gechat.ui.history import Turn
    from tests.conftest import TEST_DATA

    path = TEST_DATA / "boole_pp8-10_page_break.pdf"
    doc = load_document(path)
    (s,) = [s for s in doc.sentences if s.text.startswith("Every logical proposition")]

    class Chat:
        def source(self, doc_id):
            return (".pdf", path.read_bytes()) if doc_id == doc.id else None

        def document(self, doc_id):
            return doc if doc_id == doc.id else None

    class Entry:
        chat = Chat()

    answer = Answer(
        question="What can every logical proposition be?", mode="extractive",
        answers=(AnswerItem("A1", "It can be expressed exactly."),),
        steps=(Step("S1", "Every logical proposition can be expressed exactly."),),
        evidence=(EvidenceChoice("S1", ScoredSentence(s, 0.9, 0.0, 0.45, 0.1, 0.0), (), 1, True, "supported"),),
    )
    page_view(0, answer, "S1", Turn(answer.question, answer), Entry())
    st.session_state["parts"] = [(p.page, p.boxes) for p in s.parts]


def test_the_page_view_shows_both_pages_of_a_sentence_over_a_page_break():
    at = AppTest.from_function(_page_view_script, default_timeout=60)
    at.run()
    assert not at.exception, at.exception
    captions = [img.captions[0] for img in at.image]
    assert captions == [
        "Page 2 (the sentence goes on on page 3): orange = S1's evidence, blue = other steps",
        "Page 3 (the sentence starts on page 2): orange = S1's evidence, blue = other steps",
    ]
    assert [page for page, _ in at.session_state["parts"]] == [2, 3]
