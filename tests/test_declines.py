"""Why a question is declined, and the nearest sentences a declined answer shows (gechat.declines)."""

from __future__ import annotations

from dataclasses import replace

from gechat import declines
from gechat.records import Sentence, Step
from gechat.relevance import Coverage
from gechat.retrieval import Candidate

CONTROLS = "Supplemental security controls should be deployed as risk merits, such as antivirus software and data " \
           "loss prevention (DLP) technologies."  # NIST SP 800-124r1: in its executive summary and again in 4.2


def _candidate(index: int, text: str, relevance: float) -> Candidate:
    sentence = Sentence(id=f"s{index}", doc_id="d", index=index, text=text, char_start=0, char_end=len(text))
    return Candidate(sentence, relevance=relevance, lexical=0.5, cosine=0.5, score=relevance)


def test_a_sentence_the_document_repeats_is_shown_once_at_its_best_place() -> None:
    ranked = [_candidate(3, CONTROLS, 0.98), _candidate(90, CONTROLS.replace(" such", "  such"), 0.97),
              _candidate(70, "Organizations may decide to require mobile devices to run the specified mobile device "
                             "management software.", 0.69),
              _candidate(12, "Malware is a threat to mobile devices.", 0.6),
              _candidate(13, "It should be deployed where needed.", 0.5)]
    shown = declines.nearest(ranked)
    assert [n.sentence.id for n in shown] == ["s3", "s70", "s12"]  # three distinct texts, the copy left out
    assert [n.relevance for n in shown] == [0.98, 0.69, 0.6]
    assert len(declines.nearest(ranked[:2])) == 1 and declines.nearest([]) == ()


def test_the_names_a_declined_answer_misses_are_listed_as_a_reader_writes_them() -> None:
    from gechat.declines import listed

    assert listed(["Mr. Darcy's"]) == "Mr. Darcy"  # "according to Mr. Darcy's letter": the name, not its possessive
    assert listed(["Mrs. Gardiner\u2019s", "Lydia"]) == "Mrs. Gardiner and Lydia"
    assert listed(["FIPS 199", "NIST SP 800-207", "London"]) == "FIPS 199, NIST SP 800-207 and London"


def _step(c: Candidate, n: int) -> Step:
    return Step(f"S{n}", c.sentence.text, "retrieved", sentence_id=c.sentence.id)


def test_an_answer_whose_sentences_never_name_the_thing_asked_of_names_it() -> None:
    # near-miss s30 W16: the trial gives oxytocin's half-life only; the extractive answer quoted it for carbetocin's
    question = "What is the elimination half-life of carbetocin?"
    oxytocin = _candidate(20, "A disadvantage of oxytocin is its short half-life of 4–10 min.", 0.8)
    assert declines.unnamed_thing(question, [_step(oxytocin, 1)], [oxytocin]) == "carbetocin"
    # a step naming it (in another form), or its heading naming it, is about it
    named = _candidate(22, "Carbetocin's half-life is about 40 min.", 0.7)
    assert declines.unnamed_thing(question, [_step(oxytocin, 1), _step(named, 2)], [oxytocin, named]) == ""
    headed = replace(_candidate(23, "Its half-life is about 40 min.", 0.7), context="Carbetocin")
    assert declines.unnamed_thing(question, [_step(headed, 1)], [headed]) == ""
    # a question without a thing asked of, or a step quoting a sentence not among the candidates (a list's item)
    assert declines.unnamed_thing("How long is the half-life?", [_step(oxytocin, 1)], [oxytocin]) == ""
    assert declines.unnamed_thing(question, [_step(oxytocin, 1)], []) == ""
    assert declines.unnamed_thing(question, [], [oxytocin]) == ""
    # nor a thing the question names in passing, where the asked happens (answerable s78 Y24)
    privilege = _candidate(5, "A debtor may not make a blanket assertion of the privilege.", 0.8)
    assert declines.unnamed_thing("Why can't a debtor make a blanket assertion of the Fifth Amendment privilege at "
                                  "the meeting of creditors?", [_step(privilege, 1)], [privilege]) == ""
    # nor one it describes rather than names (a second read's probe, answered with the United States Trustee)
    trustee = _candidate(7, "The United States Trustee appoints and supervises standing trustees.", 0.8)
    assert declines.unnamed_thing("What is the responsibility of the official who supervises chapter 13 trustees?",
                                  [_step(trustee, 1)], [trustee]) == ""
    assert declines.unnamed_thing("What is the responsibility of the official?", [_step(trustee, 1)], [trustee]) == \
        "official"


def test_a_kind_of_the_thing_asked_of_names_it() -> None:
    # answer set q077, a paraphrase: "the budget frozen dessert" is the cookbook's "Cheap ice cream" recipe
    cost = replace(_candidate(1128, "Cost, $1.03.", 0.7),
                   context="Cheap ice cream (for 40 men, 6 men to 1 quart ice cream).")
    assert declines.unnamed_thing("What is the price of the budget frozen dessert?", [_step(cost, 1)], [cost]) == ""
    assert declines.unnamed_thing("What is the price of the budget casserole?", [_step(cost, 1)], [cost]) == \
        "budget casserole"


def test_the_decline_says_the_answer_was_about_something_else() -> None:
    why = declines.why_not(Coverage(best=0.9, typed=0.9, unnamed_thing="carbetocin"),
                           "What is the elimination half-life of carbetocin?")
    assert why.startswith("The sentences that would answer are not about carbetocin; they are shown, not as "
                          "support."), why


def test_a_question_about_one_drug_answered_with_anothers_figure_is_declined_through_the_real_pipeline(
        tmp_path, test_data) -> None:
    # near-miss s30 W16 on the trial paper itself: only oxytocin's half-life is given; the answer quoted it, its
    # other steps naming carbetocin and nothing of a half-life (one was step S2, badged Supported)
    from gechat import GEChat
    from gechat.settings import Settings

    chat = GEChat(Settings(workspace_dir=str(tmp_path / "ws")), "trial")
    try:
        assert chat.index_file(test_data / "docs" / "carbetocin_trial_PMC3655222.txt").status == "indexed"
        answer = chat.ask("What is the elimination half-life of carbetocin?")
        assert answer.outcome == "not_covered", [item.text for item in answer.answers]
        assert answer.answers == () and answer.steps == ()
        assert "The sentences that would answer are not about carbetocin" in answer.declined_because, \
            answer.declined_because
        assert any("half-life of 4–10" in n.sentence.text for n in answer.nearest)  # shown, not as support
        answer = chat.ask("What is the half-life of oxytocin?")  # the same sentence answers the question it answers
        assert answer.outcome == "answered", answer.declined_because
        assert "4–10 min" in answer.answers[0].text, [item.text for item in answer.answers]
        answer = chat.ask("What is the onset of action of the oxytocin analogue?")  # carbetocin, as a sentence says
        assert answer.outcome == "answered" and "rapid onset" in answer.answers[0].text, answer.declined_because
        answer = chat.ask("What dose of intravenous carbetocin was given?")
        assert answer.outcome == "answered" and "100 μg" in answer.answers[0].text, answer.declined_because
    finally:
        chat.close()
