"""Relevance and abstention through the real offline pipeline on the sample documents.

The question set (tests/data/relevance_questions.jsonl) was written from the
documents' text: answerable questions about the DOJ handbook (DOCX), FIPS 199
(PDF) and the Army cookbook (TXT) with the string that answers each, off-topic
ones the documents do not answer, and on-topic ones (``"on_topic": true``) that
ask for a fact the documents lack (a count of calories in a soup they describe).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gechat import GEChat
from gechat.settings import Settings
from gechat.relevance import question_names

DATA = Path(__file__).parent / "data" / "relevance_questions.jsonl"
DOCS = (
    "Gutenberg_US_Army_Cooking_School_Recipes.txt",
    "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx",
    "NIST_FIPS_199_security_categorization_13p.pdf",
)


@pytest.fixture(scope="module")
def answers(tmp_path_factory, sample_docs):
    chat = GEChat(Settings(workspace_dir=tmp_path_factory.mktemp("ws")), "samples")
    try:
        reports = chat.index_files([sample_docs / d for d in DOCS])
        assert [r.status for r in reports] == ["indexed"] * 3
        rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
        yield [(row, chat.ask(row["question"])) for row in rows]
    finally:
        chat.close()


def test_off_topic_questions_are_declined_without_a_supported_badge(answers):
    off = [(row, a) for row, a in answers if not row["answerable"] and not row.get("on_topic")]
    declined = [a for _, a in off if a.outcome == "not_covered"]
    assert len(off) >= 12 and len(declined) >= 10
    for a in declined:
        assert a.answers == () and a.steps == () and a.notes[0].startswith("The documents do not answer this.")
        assert a.nearest and all(n.relevance < 0.5 for n in a.nearest)
    # whatever was not declined carries no Supported badge on an answer item
    for _, a in off:
        assert all(c.verdict != "supported" for c in a.answer_evidence)


def test_on_topic_questions_asking_for_an_absent_fact_are_declined(answers):
    absent = [(row, a) for row, a in answers if row.get("on_topic")]
    assert len(absent) >= 4
    for row, a in absent:
        assert a.outcome == "not_covered" and a.answers == ()
        if row.get("other_subject"):  # a value under another heading: "Cost of 7 quarts" of the potato soup
            assert f"the one that would answer does not mention {row['other_subject']}" in a.notes[0]
        else:
            # "none of them states what the question asks for", or, when the sentences that do state such a value
            # are about something else, "The sentences about bouillon soup do not state what ...", or the one that
            # holds such a value does not name what the question names ("... does not mention Computer Security
            # Division": a count of a handbook's employees)
            note = a.notes[0]
            assert "state what the question asks for" in note or "states what the question asks for" in note or any(
                f"does not mention {name}" in note for name in question_names(row["question"])), note
        assert a.nearest and max(n.relevance for n in a.nearest) >= 0.5  # on topic: the nearest sentences are relevant


def test_answerable_questions_still_get_an_answer_entailed_by_the_documents(answers):
    on = [(row, a) for row, a in answers if row["answerable"]]
    answered = [(row, a) for row, a in on if a.outcome == "answered" and any(c.entailed for c in a.answer_evidence)]
    assert len(on) >= 15 and len(answered) >= 12
    # the answer holds what was asked, in an item the documents entail (not merely a sentence on the topic)
    right = [row for row, a in answered
             if any(row["gold"].lower() in " ".join(item.text.split()).lower() and c.entailed
                    for item, c in zip(a.answers, a.answer_evidence))]
    assert len(right) >= 12, [row["question"] for row, _ in answered if row not in right]
    for _, a in answered:
        assert all(c.step_id.startswith("A") for c in a.answer_evidence)
        assert all(c.verdict != "supported" for c in a.evidence if "mentioned together" in
                   next(s.text for s in a.steps if s.id == c.step_id))


def test_a_lead_in_answer_brings_the_items_it_introduces(answers):
    a = next(a for row, a in answers if row["question"] == "What are the security objectives defined by FISMA?")
    assert a.outcome == "answered"
    assert a.answers[0].text.startswith("The FISMA defines three security objectives")
    assert [i.text.split(":")[0] for i in a.answers[1:]] == ["CONFIDENTIALITY", "INTEGRITY", "AVAILABILITY"]
    # each item is a step quoting the sentence under its heading, judged and shown with its evidence
    assert [s.text for s in a.steps[1:]] == [i.text.split(": ", 1)[1] for i in a.answers[1:]]
    assert all(s.origin == "retrieved" and s.sentence_id for s in a.steps)
    assert [c.step_id for c in a.answer_evidence] == ["A1", "A2", "A3", "A4"]
    assert all(c.best is not None and c.entailed for c in a.answer_evidence)
    # an item is judged as the sentence it quotes: its evidence is that sentence, with the step's judgment
    for item, choice, step, step_choice in zip(a.answers[1:], a.answer_evidence[1:], a.steps[1:], a.evidence[1:]):
        assert choice.best.sentence.id == step.sentence_id
        assert choice.best.entailment == step_choice.best.entailment == 1.0


def test_a_list_item_is_quoted_after_the_lead_in_that_says_what_it_is_a_case_of(answers):
    a = next(a for row, a in answers
             if row["question"] == "What happens when the loss of availability has a severe or catastrophic adverse effect?")
    item, choice = next((i, c) for i, c in zip(a.answers, a.answer_evidence) if "HIGH" in i.text)
    assert item.text.startswith("The potential impact is HIGH if— − The loss of confidentiality, integrity, or availability")
    # judged as the bullet it quotes, which is its evidence
    assert choice.best.sentence.text.startswith("− The loss of") and choice.best.entailment == 1.0


def test_the_decline_names_what_the_question_asks_for():
    from gechat.declines import why_not as _why_not
    from gechat.relevance import Coverage

    on_topic = Coverage(best=0.9, typed=0.0, named=0.0)
    assert "(a percentage)" in _why_not(on_topic, "What percentage of the budget goes to patching?")
    assert "(a duration)" in _why_not(on_topic, "How long should the rice boil?")
    assert "asks for;" in _why_not(on_topic, "What does the handbook say about reserves?")  # no type: nothing named
    elsewhere = Coverage(best=0.9, typed=0.0, named=0.0, about=("ginger", "snaps"))
    assert _why_not(elsewhere, "How long should the ginger snaps bake?").startswith(
        "The sentences about ginger snaps do not state what the question asks for (a duration);")


def test_a_role_answers_who_and_a_word_of_what_is_asked_names_no_subject():
    from gechat.declines import states_asked
    from gechat.records import Step
    from gechat.answerable import _ASKED_WORDS

    assert states_asked("Who processes returns?", [Step("S1", "Returns are processed by the dispatch department.", "retrieved")])
    assert not states_asked("How many eggs go into the sherbet?", [Step("S1", "Take 25 lemons.", "retrieved")])
    assert {"cost", "month"} <= _ASKED_WORDS  # "What does the Basic plan cost per month?" has no subject {cost, month}
