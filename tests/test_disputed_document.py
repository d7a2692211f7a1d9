"""A document that contradicts itself, through the real offline pipeline: the answer must say so.

The PDF is built here: council minutes where a later reading reverses an
earlier vote. Whatever sentence the answer quotes, the other one says
otherwise, so no answer item may carry a Supported badge and the conflicting
sentence must be named with its reason.
"""

from __future__ import annotations

import pymupdf
import pytest

from gechat import GEChat
from gechat.settings import Settings

MINUTES = (
    "Minutes of the Riverton City Council\n\n"
    "At its meeting on 3 March 2025 the city council approved the new Harbour Bridge by seven votes to two. "
    "The bridge will cost 48 million dollars and will carry two lanes of traffic and a cycle path. "
    "Construction is planned to start in the spring of 2026.\n\n"
    "Second reading, 14 May 2025\n\n"
    "After the cost estimate rose to 61 million dollars, the city council rejected the new Harbour Bridge. "
    "The council asked the planning office to study a ferry service instead."
)


def minutes_pdf(path):
    doc = pymupdf.open()
    doc.new_page().insert_textbox(pymupdf.Rect(72, 72, 523, 700), MINUTES, fontsize=11)
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def answer(tmp_path_factory):
    root = tmp_path_factory.mktemp("disputed")
    chat = GEChat(Settings(workspace_dir=root / "ws"), "bridge")
    try:
        assert [r.status for r in chat.index_files([minutes_pdf(root / "minutes.pdf")])] == ["indexed"]
        yield chat.ask("Did the city council approve the new Harbour Bridge?"), chat.ask(
            "What did the council ask the planning office to study?")
    finally:
        chat.close()


def test_self_contradicting_minutes_are_never_supported(answer):
    answer, _ = answer
    assert answer.outcome == "answered"
    about_the_vote = [c for c in answer.answer_evidence if c.best and "Harbour Bridge" in c.best.sentence.text
                      and ("approved" in c.best.sentence.text or "rejected" in c.best.sentence.text)]
    assert about_the_vote
    for c in about_the_vote:
        assert c.verdict == "contradicted"
        assert c.contradicting is not None and c.contradicting.sentence.id != c.best.sentence.id
        assert "approved" in c.contradicting.conflict or "rejected" in c.contradicting.conflict


def test_unrelated_sentences_of_the_same_document_are_not_disputed(answer):
    _, ferry = answer
    quoted = [c for c in ferry.answer_evidence if c.best and "ferry service" in c.best.sentence.text]
    assert quoted, [a.text for a in ferry.answers]
    assert all(c.verdict != "contradicted" and c.contradicting is None for c in quoted)
