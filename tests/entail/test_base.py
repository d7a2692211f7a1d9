"""Rules every entailer shares (gechat.entail.base): a sentence entails itself."""

from __future__ import annotations

import pytest

from gechat.entail.base import SELF_EVIDENT, same_statement, statement_key
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
