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


@pytest.mark.parametrize(
    ("premise", "step"),
    [
        # the percentage is given to another claim in its own clause
        ("About 40% of patients improved after the treatment, and most patients reported fewer side effects.",
         "Most patients reported fewer side effects after the treatment."),
        ("Women were 40% of the members and most of the members supported the motion.", "Most members supported the motion."),
        ("About 20% of the patients in the trial were women, and all patients in the trial received the drug.",
         "All patients in the trial received the drug."),
        ("Most of the 30% of users who upgraded reported bugs.", "Most users reported bugs."),  # a part of a part
        ("Over 50% of the cases were resolved.", "Most cases were resolved."),  # a bound, and over half
        ("About 45% of the voters backed the plan.", "Most voters backed the plan."),  # within the estimate's margin
    ],
)
def test_percentages_of_other_claims_bounds_and_estimates_do_not_conflict(premise: str, step: str) -> None:
    assert share_conflict(premise, step) == ""
    assert find_conflict(premise, step) == ""


def test_an_estimate_far_from_the_share_word_conflicts() -> None:
    assert share_conflict("About 20% of the voters backed the plan.", "Most voters backed the plan.") == \
        "the step says most voters; the sentence says 20% of them"


def test_a_share_word_is_read_as_a_writer_rounds_it() -> None:
    from gechat.entail.unstated import unstated_figure

    # "half" of 48 %, "about half", "nearly a quarter": rounded or approximate, no conflict
    assert share_conflict("48% of the respondents agreed.", "Half of the respondents agreed.") == ""
    assert share_conflict("44% of the respondents agreed.", "About half of the respondents agreed.") == ""
    assert "half of the respondents" in share_conflict("30% of the respondents agreed.",
                                                       "Half of the respondents agreed.")
    # an approximate share states no exact percentage
    assert "25%" in unstated_figure("Nearly a quarter of the nurses work overtime.", "25% of the nurses work overtime.")


def test_a_group_named_before_its_percentage_is_the_share_of_that_group() -> None:
    premise = "Of the 250 members surveyed in March, 44 percent supported the merger."
    assert share_conflict(premise, "Most of the members surveyed in March supported the merger.") == \
        "the step says most members; the sentence says 44% of them"
    assert share_conflict(premise, "A minority of the members surveyed supported the merger.") == ""
    assert share_conflict(premise, "Most of the members surveyed in March opposed the strike.") == ""  # another claim
    assert share_conflict("Of the 250 members surveyed, about 48 percent supported the merger.",
                          "Most of the members surveyed supported the merger.") == ""  # an estimate


def test_shares_that_add_up_are_not_the_group_share() -> None:
    assert share_conflict("Of the 300 students, 40 percent passed in June and a further 25 percent in August.",
                          "Most of the students passed.") == ""
