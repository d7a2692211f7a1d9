"""Rules every entailer shares (gechat.entail.base): a sentence entails itself; the stricter badges' doubt."""

from __future__ import annotations

import pytest

from gechat.entail.base import SELF_EVIDENT, doubted, judgment, same_statement, statement_key
from gechat.entail.factory import make_entailer
from gechat.settings import Settings

# a sentence of NIST SP 800-207 (sample_docs/) that the shipped NLI model read as 0.49 contradiction against itself
ZTA = "Any enterprise environment can be designed with zero trust tenets in mind."


@pytest.fixture(scope="module")
def judge():
    return make_entailer(Settings())


def test_the_shipped_judge_reads_a_sentence_against_itself_as_entailed(judge) -> None:
    same, quoted = judge.judge([ZTA, f"\u201c{ZTA[:-1]}\u201d"], [ZTA, "any enterprise  environment can be designed "
                                                               "with zero trust tenets in mind"])
    assert same == SELF_EVIDENT and quoted == SELF_EVIDENT
    assert judge.score([ZTA], [ZTA]) == [1.0]


def test_a_sentence_that_says_more_or_less_is_left_to_the_model_and_the_conflict_checks(judge) -> None:
    longer = "Any enterprise environment can be designed with zero trust tenets in mind, but none is."
    negated = "No enterprise environment can be designed with zero trust tenets in mind."
    more, neg = judge.judge([longer, negated], [ZTA, ZTA])
    assert more != SELF_EVIDENT and neg != SELF_EVIDENT
    assert neg.contradiction > neg.entailment  # the negation check still fires


def test_statement_key_ignores_case_spacing_quotes_and_closing_punctuation() -> None:
    assert statement_key(' "Revenue rose 9%."  ') == statement_key("revenue   rose 9%") == "revenue rose 9%"
    assert not same_statement("Revenue rose 9%.", "Revenue rose 8%.")
    assert not same_statement("", "")


def test_a_doubted_pair_keeps_its_readings_but_cannot_support_a_step() -> None:
    unsure = judgment(0.62, 0.33)
    marked = doubted(unsure, 0.3)
    assert (marked.entailment, marked.contradiction) == (unsure.entailment, unsure.contradiction)
    assert marked.missing == "the judge gives the sentence a 0.33 chance of contradicting the step"
    assert doubted(unsure, 0.4) == unsure  # under the ceiling
    conflict = judgment(0.05, 0.95, conflict="the step says 2017; the sentence says 2014")
    assert doubted(conflict, 0.3) == conflict  # the conflict decides it


def test_the_stricter_badges_withhold_support_the_judge_doubts_and_only_when_asked() -> None:
    pair = (["Reviewers called the novel's ending abrupt.", "Reviewers called the novel's ending abrupt."],
            ["Reviewers called the novel's ending drawn out.", "Reviewers described the novel's ending."])
    plain_unsure, plain_sure = make_entailer(Settings()).judge(*pair)
    strict_unsure, strict_sure = make_entailer(Settings(contradiction_doubt=0.3)).judge(*pair)
    assert plain_unsure.entailment >= 0.5 and 0.3 <= plain_unsure.contradiction < 0.5  # green by default
    assert plain_unsure.missing == ""
    assert "chance of contradicting the step" in strict_unsure.missing
    assert strict_sure == plain_sure and strict_sure.missing == "" and strict_sure.entailment >= 0.5
