"""Claim-level support (gechat.claims): sub-claims of real claims, coverage, the fitted score and the flag."""

from __future__ import annotations

import pytest

from gechat import claims
from gechat.records import ScoredSentence, Sentence, Step
from gechat.selection import choose


def _scored(i: int, text: str, entailment: float) -> ScoredSentence:
    return ScoredSentence(Sentence(f"s{i}", "d", i, text, i * 100, i * 100 + len(text)), entailment, 0.0, entailment)


@pytest.fixture(scope="module")
def parse():
    from gechat.entail.conflicts import DEFAULT_SPACY_MODEL, _nlp

    return _nlp(DEFAULT_SPACY_MODEL)


def test_conjoined_clauses_and_a_relative_clause_become_sentences_with_their_subject(parse):
    parts = claims.subclaims("She was born in Paris in 1950 and moved to London, where she studied law.", parse)
    assert parts[0] == "She was born in Paris in 1950 and moved to London, where she studied law."
    assert parts[1:] == ["She was born in Paris in 1950.", "She moved to London.", "she studied law in London."]


def test_a_relative_clause_inside_the_subject_is_cut_out_of_the_main_clause(parse):
    claim = "The film, which was directed by John Smith, grossed $20 million and won two awards."
    parts = claims.subclaims(claim, parse)
    assert set(parts[1:]) == {"The film grossed $20 million.", "The film was directed by John Smith.",
                              "The film won two awards."}


def test_an_apposition_is_a_claim_of_its_own(parse):
    parts = claims.subclaims("The couple married in New York in December 2012, and their son, Bear, "
                             "was born the next year.", parse)
    assert "their son was Bear." in parts
    assert "their son was born the next year." in parts
    assert "The couple married in New York in December 2012." in parts


def test_a_simple_claim_is_its_only_part(parse):
    claim = "Gill has won 21 awards from 44 nominations."
    assert claims.subclaims(claim, parse) == [claim]


def test_coverage_counts_the_claims_content_words_the_sentences_hold_together():
    claim = "Gill has won 21 awards from 44 nominations."  # gill, won, 21, award, 44, nomination
    one = "Vince Gill won 21 Grammy awards."
    two = "He received 44 nominations in total."
    assert claims.coverage(claim, [one]) == pytest.approx(4 / 6)
    assert claims.coverage(claim, [two]) == pytest.approx(2 / 6)
    assert claims.coverage(claim, [one, two]) == pytest.approx(1.0)
    assert claims.coverage(claim, []) == 0.0
    assert claims.coverage("It was there.", [one]) == 0.0  # no content words


def test_features_read_the_most_entailing_candidates_whatever_their_order():
    claim = "Marie Curie was born in Warsaw in 1867."
    scored = [_scored(0, "Warsaw is the capital of Poland.", 0.1),
              _scored(1, "Marie Curie was born in 1867.", 0.6),
              _scored(2, "Radium was later used in cancer treatment.", 0.05)]
    f = claims.features(claim, scored)
    assert f["best_entailment"] == pytest.approx(0.6)
    assert f["coverage_top1"] == pytest.approx(4 / 5)  # marie, curie, born, 1867 of marie curie born warsaw 1867
    assert f["coverage_top2"] == pytest.approx(1.0)


FLAG = claims.ClaimFlag(("best_entailment", "coverage_top5"), (2.0, 4.0), -3.0, 0.4)


def test_support_rises_with_entailment_and_coverage_and_the_flag_is_under_the_threshold():
    claim = "Vince Gill has won 21 Grammy awards."
    nothing = [_scored(0, "The weather in Nashville was mild.", 0.02)]
    part = [_scored(0, "Vince Gill is a country singer.", 0.1)]
    full = [_scored(0, "Vince Gill has won 21 Grammy awards in his career.", 0.9)]
    s_nothing, s_part, s_full = (claims.claim_support(claim, s, FLAG) for s in (nothing, part, full))
    assert s_nothing < s_part < s_full
    assert s_nothing == pytest.approx(1 / (1 + 2.718281828 ** -(-3.0 + 2.0 * 0.02)), rel=1e-6)
    assert claims.unsupported_claim(s_nothing, FLAG)
    assert not claims.unsupported_claim(s_full, FLAG)


def test_the_shipped_parameters_load_and_flag_an_unrelated_claim_only():
    flag = claims.load_flag()
    assert len(flag.features) == len(flag.weights) and 0.0 < flag.threshold < 1.0
    related = [_scored(0, "Marie Curie was born in Warsaw in 1867.", 0.97)]
    unrelated = [_scored(0, "Warsaw is the capital and largest city of Poland.", 0.03),
                 _scored(1, "Radium was later used in cancer treatment.", 0.02)]
    assert not claims.unsupported_claim(claims.claim_support("Marie Curie was born in Warsaw in 1867.", related))
    assert claims.unsupported_claim(claims.claim_support("Penguins invented jazz in Antarctica.", unrelated))


def test_choose_records_the_claim_level_score_beside_the_verdicts_inputs():
    step = Step("S1", "Penguins invented jazz in Antarctica.")
    scored = [_scored(0, "Warsaw is the capital and largest city of Poland.", 0.03)]
    choice = choose(step, scored, hops_used=1, threshold=0.5, top_k=3)
    assert choice.claim_support == pytest.approx(claims.claim_support(step.text, scored), abs=1e-4)
    assert choice.claim_unsupported and not choice.entailed
    empty = choose(step, [], hops_used=1, threshold=0.5, top_k=3)
    assert empty.claim_support == 0.0 and empty.claim_unsupported
