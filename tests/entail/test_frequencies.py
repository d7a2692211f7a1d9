"""How often, whatever the words: "twice daily", "every 15 minutes", "four trains an hour"."""

from __future__ import annotations

import pytest

from gechat.entail.conflicts import ConflictChecker, find_conflict
from gechat.entail.frequencies import frequencies, frequency_conflict, frequency_unstated
from gechat.entail.frequencies import totals_agree as frequencies_total


@pytest.mark.parametrize(("text", "per_day"), [
    ("Take two capsules three times a day with water.", [(3.0, False)]),
    ("The newsletter is sent out twice weekly.", [(2 / 7, False)]),
    ("Buses leave every 20 minutes.", [(72.0, False)]),
    ("The filter must be changed every other day.", [(0.5, False)]),
    ("Six flights an hour land at peak times.", [(144.0, False)]),
    ("Students attend two sessions every week.", [(2 / 7, False)]),
    ("The pharmacy is open seven days a week.", [(1.0, False)]),
    ("The depot sends 1,400 parcels a day.", [(1400.0, False)]),
    ("Water the seedlings every morning and every evening.", [(2.0, True)]),  # read as stated, never held against
    ("The team meets every Monday.", [(1 / 7, True)]),
    ("Take 2 litres a day.", []),  # a rate of a measure, not a frequency
    ("The committee meets monthly.", []),  # an adverb alone: read only as what a sentence states
])
def test_frequencies_are_read_as_times_a_day(text: str, per_day: list[tuple[float, bool]]) -> None:
    assert [(round(f.per_day, 4), f.weak) for f in frequencies(text)] == [(round(v, 4), w) for v, w in per_day]


def test_another_frequency_conflicts_as_a_figure() -> None:
    premise = "Inspect the fire extinguishers once a month and record the date."
    assert frequency_conflict(premise, "The fire extinguishers are inspected twice a month.") == \
        "the step says twice a month; the sentence says once a month"
    assert find_conflict(premise, "The fire extinguishers are inspected twice a month.").startswith("the step says")
    assert frequency_conflict(premise, "The fire extinguishers are inspected monthly.") == ""
    assert frequency_conflict("Buses run every 30 minutes.", "Two buses an hour run.") == ""


def test_the_days_a_step_names_pick_the_sentence_frequency() -> None:
    premise = "The library van calls every 2 hours on weekdays and every 4 hours on Saturdays."
    assert frequency_conflict(premise, "On Saturdays the van calls every 2 hours.").startswith("the step says")
    assert frequency_conflict(premise, "On Saturdays the van calls every 4 hours.") == ""
    assert frequency_conflict(premise, "The van calls every 3 hours.") == ""  # two frequencies: not contested
    assert frequency_unstated(premise, "The van calls every 3 hours.") == \
        "the step gives 'every 3 hours'; the sentence states no such frequency"


def test_a_frequency_the_sentence_does_not_give_is_not_supported() -> None:
    checker = ConflictChecker()
    premise = "Volunteers clean the beach and collect the litter."
    step = "Volunteers clean the beach every week."
    assert checker.missing(premise, step) == "the step gives 'every week'; the sentence states no such frequency"
    assert frequency_unstated("The council publishes the figures annually.", "The figures are published every year.") == ""


@pytest.mark.parametrize(("premise", "step", "stated"), [
    ("Students attend two sessions every week.", "Students attend twice a week.", True),
    ("Every day, four flights leave for London.", "Four flights a day leave for London.", True),
    ("Bins are collected every two weeks.", "Bins are collected twice a month.", True),  # one schedule, roughly
    ("Patients took the drug once a day and had blood tests at the clinic.",
     "Patients had blood tests at the clinic every two weeks.", False),  # another event's frequency: not stated
    ("The pharmacy is open seven days a week.", "The pharmacy is open every day.", True),
])
def test_a_frequency_of_the_same_schedule_or_of_another_event_is_no_conflict(premise: str, step: str,
                                                                            stated: bool) -> None:
    assert frequency_conflict(premise, step) == ""
    assert (frequency_unstated(premise, step) == "") == stated


@pytest.mark.parametrize(("premise", "step", "agree"), [
    ("Take two tablets three times a day with food.", "Take six tablets a day with food.", True),
    ("Give the dog one capsule every twelve hours.", "The dog gets two capsules a day.", True),
    ("Take two tablets three times a day with food.", "Take four tablets a day with food.", False),
])
def test_a_count_times_its_frequency_is_the_total_a_day(premise: str, step: str, agree: bool) -> None:
    checker = ConflictChecker()
    assert frequencies_total(premise, step) == agree
    assert (checker(premise, step) == "" and checker.missing(premise, step) == "") == agree
