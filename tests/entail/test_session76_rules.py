"""Session 76: an outcome told against its target by a verb ("missed its target", "met its 95% target") or with a
percentage target ("short of its 55% target"), against a step that says the other (`target_sides.side_of_target`)."""

from __future__ import annotations

import pytest

from gechat.entail.target_sides import side_of_target, target_side_kept


@pytest.mark.parametrize(("premise", "step"), [
    ("Thornbury recycled 52.4% of household waste in 2023, still short of its 55% target.",
     "Thornbury met its 55% target in 2023."),
    ("The bakery reported turnover of £2.1 million last year, though it missed its target of opening three new shops.",
     "The bakery met its target of opening three new shops."),
    ("The trust met its 95% target for answering calls within a minute.", "The trust missed its 95% target."),
    ("The charity failed to reach its fundraising goal this year.", "The charity achieved its fundraising goal."),
    ("The district did not meet its housing target in 2023.", "The district reached its housing target in 2023."),
])
def test_a_target_told_met_or_missed_against_a_step_that_says_the_other(premise: str, step: str) -> None:
    assert side_of_target(premise, step)


@pytest.mark.parametrize(("premise", "step"), [
    ("The council almost met its recycling target.", "The council missed its recycling target."),  # almost met
    ("The council hopes to meet its target next year.", "The council met its target."),  # a hope, no outcome
    ("The club missed its membership target but met its fundraising goal.", "The club met its fundraising goal."),
    ("Bedford council missed its street-tree target, while Luton council met its own.",
     "Luton council met its street-tree target."),  # another doer's outcome
    ("The council is expected to have missed its target.", "The council met its target."),  # expected
    ("The school missed its attendance target.", "The school nearly met its attendance target."),  # the step hedges
    ("The city met its emissions target.", "The city's emissions were below the target."),  # met below it
    ("The trust met its 95% target.", "The trust missed its 90% target."),  # another target
    ("The trust missed its 95% target.", "The trust missed its 95% target."),  # the same side
])
def test_a_target_the_step_may_say_was_met_or_missed_is_no_conflict(premise: str, step: str) -> None:
    assert side_of_target(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The brigade met its six-minute response target for first engines in 29 of London's 33 boroughs.",
     "The brigade missed its six-minute response target in four boroughs."),  # a part's outcome
    ("Turnout fell short of the 50% threshold at 12 of the 28 trusts where ballots closed.",
     "Turnout reached the 50% threshold at 16 of the 28 trusts."),
    ("The academy missed its target of 400 pupils.", "The academy met its target of 350 pupils."),  # the step's figure
])
def test_a_part_s_outcome_or_a_figure_of_the_step_s_own_is_no_conflict(premise: str, step: str) -> None:
    assert side_of_target(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [  # a second read's pairs: the verb told no plain outcome of this target
    ("The council would have met its target had it not been for the strike.", "The council missed its target."),
    ("The council all but met its recycling target.", "The council missed its recycling target."),
    ("The government claims to have met its pledge on police numbers.",
     "The government missed its pledge on police numbers."),
    ("If the council missed its target, it would face a £1m fine.", "The council met its target."),
    ("Critics said the council missed its target, a claim the council denies.", "The council met its target."),
    ("The trust has never missed its target for cancer referrals.", "The trust met its target for cancer referrals."),
    ("The council did not meet its housing target until March.", "The council met its housing target in March."),
    ("Neither council met its recycling target.", "Luton council missed its recycling target."),
    ("Most trusts missed their four-hour target.", "Leeds trust met its four-hour target."),
    ("Unlike Bedford, Luton met its recycling target.", "Bedford missed its recycling target."),
    ("The charity met a third of its fundraising target.", "The charity missed its fundraising target."),
    ("The council missed its recycling target in 2022.", "The council met its recycling target in 2023."),
    ("The trust met its target for cancer referrals but not for A&E waits.", "The trust missed its target for A&E waits."),
    ("The council met its recycling target but fell short on landfill.", "The council missed its landfill target."),
    ("Average waits exceeded the four-hour target at the hospital.", "The hospital missed its four-hour target."),
    ("The railway met its punctuality target a year late.", "The railway missed its punctuality target."),
])
def test_a_hedged_claimed_denied_or_partial_outcome_is_no_conflict(premise: str, step: str) -> None:
    assert side_of_target(premise, step) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Turnout was 48%, short of the 55% target.", "Turnout fell short of the 48% target."),  # the step's figure
    ("Recycling reached 44%, below its 50% goal.", "Recycling fell below its 44% goal."),
])
def test_a_percentage_target_is_not_read_for_a_kept_side(premise: str, step: str) -> None:
    assert not target_side_kept(premise, step)
