"""A share written as a word ("most", "few", "every") against a percentage of the same group."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import find_conflict
from gechat.entail.proportions import share_conflict

TRUST = "Only 12 percent of the respondents said they trusted the agency."
RECOVERED = "About 80% of the patients recovered within a week."


@pytest.mark.parametrize(
    ("premise", "step", "reason"),
    [
        (TRUST, "Most respondents said they trusted the agency.",
         "the step says most respondents; the sentence says 12% of them"),
        (TRUST, "The majority of respondents said they trusted the agency.",
         "the step says the majority of respondents; the sentence says 12% of them"),
        (RECOVERED, "Few patients recovered within a week.", "the step says few patients; the sentence says 80% of them"),
        ("Only 40% of the members voted for the budget.", "Every member voted for the budget.",
         "the step says every member; the sentence says 40% of them"),
        (RECOVERED, "Most patients recovered within a week.", ""),  # 80 % is most
        (RECOVERED, "A few patients recovered within a week.", ""),  # "a few" is some, not few
        (TRUST, "Most voters said they trusted the agency.", ""),  # another group
        ("Only 12 percent of the respondents said they trusted the agency.", "Most staff trusted the agency.", ""),
    ],
)
def test_share_words_against_percentages(premise: str, step: str, reason: str) -> None:
    assert share_conflict(premise, step) == reason


def test_the_conflict_needs_the_same_claim_and_the_same_denials() -> None:
    assert find_conflict(TRUST, "Most respondents said they trusted the agency.")
    # "most did not trust" agrees with "12 % trusted": no conflict for a step that denies where the sentence does not
    assert find_conflict(TRUST, "Most respondents said they did not trust the agency.") == ""
    assert find_conflict(TRUST, "Most respondents live in cities.") == ""  # another claim about the group
