"""Short answer items judged as answers to their question (gechat/slots.py): the parse's reading of where
the answer stands, and the whole offline pipeline in RAG mode on the DOJ handbook page (a scripted LLM gives
the answer items; the embedder, the judge and spaCy are the real ones)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gechat import GEChat
from gechat.llm.scripted import ScriptedLLM
from gechat.pipeline import answer_question
from gechat.settings import Settings
from gechat.entail.conflicts import default_parse
from gechat.slots import counted_stems, counts, other_place, unclaimed

TRUSTEE = ("The United States Trustee appoints and supervises standing trustees and monitors and supervises cases "
           "under chapter 13 of title 11 of the United States Code.")
ESTATE = "The standing trustee has a fiduciary responsibility to the bankruptcy estate."


def test_a_sentence_that_names_the_item_but_not_as_the_doer_does_not_show_it_is_the_answer():
    assert other_place("cases appoints and supervises standing trustees.", "cases", TRUSTEE) == "appoint"
    assert other_place("United States Trustee appoints and supervises standing trustees.", "United States Trustee",
                       TRUSTEE) == ""
    coordinated = ("The Defense Information Systems Agency (DISA) and the Department of Defense published their work "
                   "on a more secure enterprise strategy dubbed black core.")
    assert other_place("Defense Information Systems Agency published the black core strategy.",
                       "Defense Information Systems Agency", coordinated) == ""
    # a claim that does not put the item first is not read this way (the small parser misreads such questions)
    assert other_place("the standing trustee does have a fiduciary responsibility to cases.", "cases",
                       TRUSTEE + " " + ESTATE) == ""


def test_the_doer_is_found_in_either_voice_and_a_paraphrase_is_left_to_the_judge():
    passive = "Standing trustees are appointed by the United States Trustee."
    assert other_place("United States Trustee appoints standing trustees.", "United States Trustee", passive) == ""
    # "chosen", not "appoints": nothing to place the item by
    assert other_place("cases appoints standing trustees.", "cases",
                       "Cases are chosen for review by the standing trustees.") == ""


def test_an_item_that_repeats_the_question_or_cannot_be_read_claims_nothing():
    q = "What is the policy engine responsible for?"
    assert "repeats" in unclaimed(q, "policy engine", "the policy engine is responsible for policy engine.")
    assert unclaimed(q, "the ultimate decision to grant access", "the policy engine is responsible for …") == ""
    assert "could not be read" in unclaimed(q, "PEP", "")
    choice = "Which mobile operating system, iOS or Android, does the guide prefer?"
    assert unclaimed(choice, "iOS", "the guide does prefer iOS.") == ""  # the question offers its answers
    eggs = "How many eggs go into the corn johnnycake?"
    assert unclaimed(eggs, "eighteen", "eighteen eggs go into the corn johnnycake.") == ""  # a number in words
    assert "not a number" in unclaimed(eggs, "plenty", "plenty eggs go into the corn johnnycake.")


def _indexed(folder, name, path):
    """A workspace in ``folder`` with the one document ``path`` indexed (closed when the fixture ends)."""
    chat = GEChat(Settings(workspace_dir=folder), name)
    try:
        (report,) = chat.index_files([path])
        assert report.status == "indexed"
        yield chat
    finally:
        chat.close()


@pytest.fixture(scope="module")
def handbook(tmp_path_factory, sample_docs):
    yield from _indexed(tmp_path_factory.mktemp("ws"), "handbook",
                        sample_docs / "USDOJ_Handbook_Chapter13_Standing_Trustees_2012_1page.docx")


def _rag(chat, question, answers, step):
    models = replace(chat.models(), llm=ScriptedLLM([{"answers": answers, "steps": [step]}]))
    return answer_question(question, chat.workspace, models, chat.settings, mode="rag")


def test_a_short_answer_is_supported_only_by_a_sentence_that_answers_the_question(handbook):
    question = "Who appoints and supervises standing trustees?"
    items = ["United States Trustee", "cases", "the Bankruptcy Reform Act of 1978", "standing trustees"]
    answer = _rag(handbook, question, items, "The United States Trustee appoints and supervises standing trustees.")
    right, doer, elsewhere, echo = (answer.evidence_for(f"A{i}") for i in range(1, 5))
    assert right.entailed and right.verdict in ("supported", "kg_gap")
    assert right.claim == "United States Trustee appoints and supervises standing trustees."
    assert right.best.sentence.text == TRUSTEE
    # each wrong answer is named by a sentence of the page, which the judge reads alone as entailing it ...
    judge = handbook.entailer
    reform = next(s.text for s in handbook.workspace.sentences() if "Reform Act" in s.text)
    alone = judge.judge([TRUSTEE, reform, TRUSTEE], ["cases", "the Bankruptcy Reform Act of 1978", "standing trustees"])
    assert all(j.entailment >= handbook.settings.entail_threshold and not j.missing for j in alone)
    # ... and none is Supported as an answer to the question
    assert not doer.entailed and "not as the doer of 'appoint'" in doer.best.missing
    assert not elsewhere.entailed and elsewhere.verdict != "supported"
    assert all(s.sentence.text != reform or s.missing for s in (elsewhere.best, *elsewhere.alternatives))
    assert not echo.entailed and "repeats words of the question" in echo.best.missing


def test_yes_and_no_are_judged_as_the_questions_statement(handbook):
    question = "Does the standing trustee have a fiduciary responsibility to the bankruptcy estate?"
    step = "The standing trustee has a fiduciary responsibility to the bankruptcy estate."
    yes = _rag(handbook, question, ["Yes"], step).evidence_for("A1")
    assert yes.claim == "the standing trustee does have a fiduciary responsibility to the bankruptcy estate."
    assert yes.entailed and yes.verdict in ("supported", "kg_gap") and yes.best.sentence.text == ESTATE
    no = _rag(handbook, question, ["No."], step).evidence_for("A1")
    assert no.claim.startswith("the standing trustee does not have")
    assert no.verdict == "contradicted" and not no.entailed
    tips = _rag(handbook, "Are the Practice Tips in the Handbook mandatory?", ["No"],
                "Practice Tips are not considered mandatory.").evidence_for("A1")
    assert tips.claim == "the Practice Tips in the Handbook are not mandatory."
    assert tips.entailed and "not considered mandatory" in tips.best.sentence.text
    yes = _rag(handbook, "Are the Practice Tips in the Handbook mandatory?", ["Yes"],
               "Practice Tips are mandatory.").evidence_for("A1")
    assert yes.claim == "the Practice Tips in the Handbook are mandatory."
    assert yes.verdict == "contradicted" and not yes.entailed


def test_a_sentence_that_names_the_item_supports_it_only_if_it_states_it_as_the_answer(handbook):
    question = "To what does the standing trustee have a fiduciary responsibility?"
    answer = _rag(handbook, question, ["the bankruptcy estate", "the United States Trustee"], ESTATE)
    right, wrong = answer.evidence_for("A1"), answer.evidence_for("A2")
    assert right.entailed and right.best.sentence.text == ESTATE
    assert right.claim == "the standing trustee does have a fiduciary responsibility to the bankruptcy estate."
    # sentences about the question name the United States Trustee, and the judge reads them as entailing the phrase
    # alone; none states that the standing trustee's fiduciary responsibility is to it
    named = [s for s in (wrong.best, *wrong.alternatives) if "United States Trustee" in s.sentence.text]
    assert named and all(s.reads_as_entailing(handbook.settings.entail_threshold) for s in named)
    assert not wrong.entailed and wrong.verdict not in ("supported", "kg_gap")
    assert all("does not state it as the answer" in s.missing for s in named)


OBJECTIVES = """Standards for Security Categorization

Security Objectives

The FISMA defines three security objectives for information and information systems: confidentiality, integrity
and availability. A loss of confidentiality is the unauthorized disclosure of information. The standard was
approved by the Secretary of Commerce and runs to 13 pages.
"""


@pytest.fixture(scope="module")
def objectives(tmp_path_factory):
    folder = tmp_path_factory.mktemp("objectives")
    (folder / "objectives.txt").write_text(OBJECTIVES, encoding="utf-8")
    yield from _indexed(folder / "ws", "objectives", folder / "objectives.txt")


def test_a_bare_number_is_supported_by_a_sentence_that_states_it_as_the_count_asked_for(objectives):
    question = "How many security objectives does FISMA define for information and information systems?"
    answer = _rag(objectives, question, ["3", "three", "2", "13"],
                  "The FISMA defines three security objectives.")
    digits, words, fewer, pages = (answer.evidence_for(f"A{i}") for i in range(1, 5))
    # the judge does not read "3" alone as entailed by the sentence; the claim is what is judged
    (alone,) = objectives.entailer.judge([next(s.text for s in objectives.workspace.sentences()
                                               if "three security" in s.text)], ["3"])
    assert alone.missing or alone.entailment < objectives.settings.entail_threshold
    for right in (digits, words):
        assert right.entailed and right.verdict in ("supported", "kg_gap"), right
        assert "three security objectives" in right.best.sentence.text
    assert digits.claim == "FISMA does define 3 security objectives for information and information systems."
    # a number no sentence states, and one a sentence states of something else, are no answer
    assert not fewer.entailed and fewer.verdict not in ("supported", "kg_gap")
    assert not pages.entailed and pages.verdict not in ("supported", "kg_gap")
    assert any("13 pages" in s.sentence.text and s.missing for s in (pages.best, *pages.alternatives))


def test_an_answer_sentence_not_about_the_question_is_no_answer_though_the_documents_state_it(handbook):
    question = "To what does the standing trustee have a fiduciary responsibility?"
    # a sentence of the page, quoted whole: the judge reads it as entailed by itself, but it answers another question
    moved = next(s.text for s in handbook.workspace.sentences() if s.text.startswith("Many administrative functions"))
    (alone,) = handbook.entailer.judge([moved], [moved])
    assert alone.entailment >= handbook.settings.entail_threshold and not alone.missing
    answer = _rag(handbook, question, [ESTATE, moved, "It is owed to the bankruptcy estate."], ESTATE)
    right, elsewhere, refers_back = (answer.evidence_for(f"A{i}") for i in range(1, 4))
    assert right.entailed and right.verdict in ("supported", "kg_gap")
    assert not elsewhere.entailed and elsewhere.verdict not in ("supported", "kg_gap")
    assert "not about the question" in elsewhere.best.missing
    # an item whose subject is the question's ("It …") is judged as it stands
    assert "not about the question" not in refers_back.best.missing


def test_a_count_is_read_of_what_the_question_counts_and_only_when_it_is_the_one_count():
    assert counted_stems("How many members sit on the board?", default_parse) == {"member"}
    assert counted_stems("How many pounds of cooked meat are enough for 80 men?", default_parse) == {"pound"}
    def counted(text, stems):
        return counts(text, frozenset(stems), default_parse)

    assert counted("The FISMA defines three security objectives for information", {"objectiv"}) == {3}
    assert counted("Sixteen pounds cooked meat and 8 pounds raw beef enough for 80 men.", {"pound"}) == {16, 8}
    assert counted("The board has 7 members, including 5 voting members.", {"member"}) == {7, 5}
    assert counted("Many of these TIC 3.0 security capabilities directly support ZTA.", {"capabl"}) == set()
    assert counted("Take 3.5 pounds of flour.", {"pound"}) == {3.5}
    assert counted("Let bake about 2 hours, basting frequently.", {"heart"}) == set()
    spanish = ("Take saucepan and put in 1 pint beef stock, 2 cans tomatoes, 4 chili peppers chopped fine, 2 ounces "
               "onions chopped fine, 1 tablespoonful salt, ¼ ounce black pepper, 2 or 3 dashes red pepper.")
    assert counted(spanish, {"pepper"}) == {4}
    assert counted("Take 3 pounds beans and soak overnight in about 2 quarts of water.", {"pound"}) == {3}
    assert counted("FIPS Publication 199 defines three levels of potential impact.", {"level"}) == {3}
