"""What a sentence says did not take place (`gechat.entail.undone`): an event called off or fallen through against a
step that says it took place or was done, and a plan, request or candidacy that came to nothing against the deed.
The ``check`` fixture is in tests/entail/conftest.py."""

from __future__ import annotations

import pytest

from gechat.entail import undone
from gechat.entail.conflicts import ConflictChecker, find_conflict


@pytest.mark.parametrize(("premise", "step"), [
    ("The referendum on the new municipal charter, due on 8 May, was cancelled after the electoral commission found "
     "thousands of errors in the voter roll.", "The referendum on the new municipal charter took place on 8 May."),
    ("The strike planned for Monday was called off after talks.", "The strike went ahead on Monday."),
    ("The Edinburgh Small Press Fair was axed in 2020 after its main sponsor withdrew funding.",
     "The Edinburgh Small Press Fair took place in 2020."),
    ("Organisers pulled the plug on the Oslo marathon two days before the start because of a record heatwave.",
     "The Oslo marathon went ahead as planned."),
    ("The planned summit between the two leaders in Vienna was shelved last week.",
     "The two leaders held their summit in Vienna."),
    ("Vantage's proposed £1.2 billion takeover of Lumen Energy fell apart in March when regulators raised concerns.",
     "Vantage acquired Lumen Energy."),
    ("The £80 million sale of Ashdown Rovers to a US consortium fell through last week.",
     "Ashdown Rovers was sold to a US consortium."),
    ("The launch of the Aurora-2 weather satellite, scheduled for 12 September, was postponed indefinitely after "
     "engineers detected a fault.", "The Aurora-2 weather satellite was launched on 12 September."),
])
def test_an_event_called_off_did_not_take_place(check: ConflictChecker, premise: str, step: str) -> None:
    reason = undone.called_off(premise, step, check.parse)
    assert reason.startswith("the sentence says the ") and reason.endswith("the step says it took place")
    assert find_conflict(premise, step, parse=check.parse) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("The concert was not cancelled.", "The concert was held in the park."),  # denied
    ("The vote was postponed to June.", "The vote took place in June."),  # postponed, not called off
    ("The concert was cancelled.", "The festival took place in the park."),  # another event
    ("After the 2020 festival was called off, organisers sold the site.", "The site was sold."),  # not the event's act
    ("SpaceX's launch of the Starship rocket failed minutes after liftoff.", "SpaceX launched the Starship rocket."),
    ("The deal, signed in 2018, was cancelled in 2020.", "The deal was signed in 2018."),  # done before
    ("Workers struck for three days before the strike was called off.", "Workers struck for three days."),
    ("The ceremony was postponed indefinitely in March but eventually took place in October.",
     "The ceremony took place in October."),
])
def test_an_event_not_called_off_for_good_is_left_alone(check: ConflictChecker, premise: str, step: str) -> None:
    assert undone.called_off(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("Joanna Harlow ran for the US Senate in Ohio in 2018 but lost to the incumbent by six percentage points.",
     "Joanna Harlow won the Ohio Senate race in 2018."),
    ("Tollmark Aggregates applied for a licence to extract gravel at the Fenwick quarry, but the county council "
     "refused the application in January 2022.", "Tollmark Aggregates was granted a licence to extract gravel."),
    ("The new Tamsin River bridge was expected to open in 2020, but repeated delays pushed the opening back to "
     "November 2023.", "The new Tamsin River bridge opened in 2020."),
    ("The Vega-7 weather satellite was scheduled to launch on 3 March, but the mission was scrubbed and the "
     "satellite has yet to leave the ground.", "The Vega-7 weather satellite launched on 3 March."),
    ("The merger between Halden Bank and Cross Counties Building Society, which was to be completed in April, "
     "collapsed after regulators raised competition concerns.",
     "The merger between Halden Bank and Cross Counties Building Society was completed in April."),
])
def test_a_plan_that_came_to_nothing_contradicts_the_deed(check: ConflictChecker, premise: str, step: str) -> None:
    reason = undone.plan_failed(premise, step, check.parse)
    assert reason.startswith("the sentence says it came to nothing (")
    assert find_conflict(premise, step, parse=check.parse) == reason


@pytest.mark.parametrize(("premise", "step"), [
    ("Joanna Harlow ran for the US Senate in Ohio in 2018 but lost to the incumbent.",
     "Joanna Harlow did not win the Senate race."),  # the step denies it too
    ("Instead of waiting for the auction, the board decided to sell the stadium to the city.",
     "The board sold the stadium to the city."),  # "instead of" names what was not done
    ("The council approved the new library in 2019, but the opening was delayed by a year.",
     "The council approved the new library in 2019."),  # the deed is stated; what was delayed is another thing
])
def test_a_failure_word_without_a_failed_plan_of_the_step_is_no_conflict(check: ConflictChecker, premise: str,
                                                                         step: str) -> None:
    assert undone.plan_failed(premise, step, check.parse) == ""


@pytest.mark.parametrize(("premise", "step"), [
    ("The firm applied for a permit in March and received it in May, but construction delays pushed the opening to "
     "2025.", "The firm was granted a permit in May."),  # another thing's delay
    ("The new bridge will open in 2026, but work on the approach roads has been delayed.", "The new bridge opened in "
                                                                                           "2026."),
])
def test_a_failure_of_another_thing_is_no_failed_plan(check: ConflictChecker, premise: str, step: str) -> None:
    assert undone.plan_failed(premise, step, check.parse) == ""
